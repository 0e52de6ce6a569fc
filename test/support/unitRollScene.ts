/**
 * A unit-ability roll's scene for the tests of its moment (combat/unitAbilityRolls.ts): seat 0 fires two PDS on
 * Tequran (207) at seat 3's cruiser, moved in from home.
 */
import { expect } from "vitest";
import type { Ti4AllianceCardId, Ti4PlanetId } from "../../src/content/ti4/index.ts";
import { applyCommand } from "../../src/engine/kernel/apply.ts";
import { replayLog } from "../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import { controllerOf } from "../../src/engine/ti4/board/forces.ts";
import { planetsAt, systemPositions } from "../../src/engine/ti4/board/galaxy.ts";
import type { Ti4UnitAbilityRollFrame } from "../../src/engine/ti4/combat/unitAbilityRolls.ts";
import type { Ti4Command } from "../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { activateQuietly, play } from "./ti4.ts";
import { actionPhase, CTX, HOME, position, put, SEAT } from "./ti4Tactical.ts";

export const FIRER = 0;

export function moment(s: Ti4State): Ti4UnitAbilityRollFrame | undefined {
  const top = s.stack.at(-1);
  return top?.kind === "ti4UnitAbilityRoll" ? top : undefined;
}

/** Seat 0 has fired at seat 3's cruiser in 207; `edit` shapes the game first (cards, relics, boxes). */
export function fired(edit: (s: Ti4State) => void = () => {}) {
  const s = position((s) => {
    put(s, HOME, { cruiser: 1 });
    put(s, "207", { pds: 2 }, FIRER, "tequran");
    edit(s);
  });
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system: "207" });
  const moved = play(activated.state, {
    type: "moveShips",
    seat: SEAT,
    moves: [{ from: HOME, units: { cruiser: 1 } }],
  });
  const shot = play(moved.state, { type: "fireSpaceCannon", seat: FIRER, target: SEAT });
  return { state: shot.state, events: shot.events };
}

export function holding(seat: number, card: Ti4AllianceCardId) {
  return (s: Ti4State) => {
    (s.players[seat] as Ti4State["players"][number]).allianceCards = [card];
  };
}

/** The moment's dice set to `values`. */
export function withDice(state: Ti4State, values: number[]): Ti4State {
  const copy = structuredClone(state);
  const frame = moment(copy);
  if (!frame) throw new Error("no moment after a unit-ability roll");
  values.forEach((v, i) => {
    const die = frame.dice[i];
    if (die) die.value = v;
  });
  return copy;
}

/** Applies `command` to `state` and checks that its events replay from `state`. */
export function answer(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  if (!result.ok) throw new Error(result.error.message);
  const log = [{ type: "gameCreated", state }, ...result.events] as Ti4Event[];
  expect(replayLog<Ti4>(log)).toEqual(result.state);
  return result;
}

export function refusal(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : [result.error.code, result.error.rule];
}

/** `seat`'s dreadnought in a two-planet system, the other's infantry on both planets and a PDS on one. */
export function bombardScene(card: "l1z1x" | "jolnar" | null, holder?: number) {
  const state = actionPhase();
  const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
  const other = (seat + 1) % state.players.length;
  const homes = state.players.map((p) => p.home);
  const system = systemPositions(state).find(
    (p) =>
      p !== "000" &&
      !homes.includes(p) &&
      planetsAt(state, p).length === 2 &&
      planetsAt(state, p).every((planet) => controllerOf(state, planet) === null),
  ) as string;
  const [open, guarded] = planetsAt(state, system) as [Ti4PlanetId, Ti4PlanetId];
  state.board[system] = {
    space: [{ seat, units: { dreadnought: 1 } }],
    planets: {
      [open]: [{ seat: other, units: { infantry: 2 } }],
      [guarded]: [{ seat: other, units: { infantry: 1, pds: 1 } }],
    },
    commandTokens: [],
  };
  // The seat's faction (the L1Z1X) starts with Plasma Scoring: these scenes roll the units' own dice only.
  const bombarder = state.players[seat] as Ti4State["players"][number];
  bombarder.technologies = bombarder.technologies.filter((t) => t !== "ps");
  const player = state.players[other] as Ti4State["players"][number];
  player.planets[open] = { exhausted: false };
  player.planets[guarded] = { exhausted: false };
  if (card) (state.players[holder ?? seat] as Ti4State["players"][number]).allianceCards = [card];
  const active = activateQuietly(state, seat, system, "ti4Invasion");
  return { start: state, active, seat, other, system, open, guarded };
}
