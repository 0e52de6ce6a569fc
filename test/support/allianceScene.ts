/**
 * TI4 positions for the Alliance variant's tests (TE "Alliance Game Variant"): a Thunder's Edge game of four
 * with the variant on (seats 0 and 1 allied, 2 and 3 allied, unless pairs are given), factions drafted seat by
 * seat, the rest of the set-up answered by the bot, then the action phase with `seat` to act (the log starts
 * from the edited copy, as factionGame's does).
 */

import { expect } from "vitest";
import type { FactionId } from "../../src/content/ti4/index.ts";
import { applyCommand } from "../../src/engine/kernel/apply.ts";
import { replayLog } from "../../src/engine/kernel/evolve.ts";
import type { Ti4Event } from "../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4Config, Ti4State } from "../../src/engine/ti4/state.ts";
import type { Ti4Move } from "../../src/engine/ti4/tactical/moveGroup.ts";
import type { Ti4AllianceSetting } from "../../src/engine/ti4/thundersEdge/alliance.ts";
import { create, finishSetup, play } from "./ti4.ts";
import { actionPhaseCopy, draftFactions } from "./ti4Factions.ts";
import { botUntil, type Played } from "./ti4Status.ts";
import { CTX, SEAT } from "./ti4Tactical.ts";

export const ALLIANCE_FACTIONS: readonly FactionId[] = ["hacan", "sol", "xxcha", "letnev"];

const setups = new Map<string, Played>();

export function allianceSetup(alliance: Ti4AllianceSetting = true, seed = "alliance-1"): Played {
  const key = `${JSON.stringify(alliance)}:${seed}`;
  const known = setups.get(key);
  if (known) return known;
  const made = create(4, { boxes: ["base", "te"], factionAssignment: "draft", alliance }, seed);
  const ready = botUntil(
    finishSetup(draftFactions(made, ALLIANCE_FACTIONS), true),
    (s) => s.phase === "action",
  );
  setups.set(key, ready);
  return ready;
}

/** The variant's game in its action phase, `seat` to act, shaped by `edit`. */
export function allianceGame(
  seat: number,
  edit?: (s: Ti4State) => void,
  alliance?: Ti4AllianceSetting,
): Played {
  return actionPhaseCopy(allianceSetup(alliance), seat, edit);
}

/** A six-seat tactical scene made an alliance table: seats 0 and 1, 2 and 3, 4 and 5 allied. */
export function alliedInPairs(s: Ti4State): void {
  (s as { config: Ti4Config }).config = {
    ...s.config,
    alliance: {
      pairs: [
        [0, 1],
        [2, 3],
        [4, 5],
      ],
    },
  };
}

/**
 * The tactical scene's seat activates `system` and moves `moves` into it: the moved state and events,
 * replayed from the scene; or the refusal's code, with the state as it was activated.
 */
export function moveInto(s: Ti4State, system: string, moves: Ti4Move[]) {
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system });
  const moved = applyCommand<Ti4>(activated.state, { type: "moveShips", seat: SEAT, moves }, CTX);
  if (!moved.ok) return { ok: false as const, code: moved.error.code, before: activated.state };
  const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
  expect(replayLog<Ti4>(log)).toEqual(moved.state);
  return { ok: true as const, state: moved.state, events: moved.events };
}
