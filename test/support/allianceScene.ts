/**
 * TI4 positions for the Alliance variant's tests (TE "Alliance Game Variant"): a Thunder's Edge game of four
 * with the variant on (seats 0 and 1 allied, 2 and 3 allied, unless pairs are given), factions drafted seat by
 * seat, the rest of the set-up answered by the bot, then the action phase with `seat` to act (the log starts
 * from the edited copy, as factionGame's does).
 */
import type { FactionId } from "../../src/content/ti4/index.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import type { Ti4AllianceSetting } from "../../src/engine/ti4/thundersEdge/alliance.ts";
import { create, finishSetup } from "./ti4.ts";
import { actionPhaseCopy, draftFactions } from "./ti4Factions.ts";
import { botUntil, type Played } from "./ti4Status.ts";

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
