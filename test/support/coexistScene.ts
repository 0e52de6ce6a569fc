/**
 * A Thunder's Edge game (the Deepwrought, Sol, the Hacan) whose seat 0, the Deepwrought, has activated an
 * open one-planet system holding its carrier and 2 infantry; Sol (seat 1) holds the planet with 1 infantry.
 * The invasion step waits for the Deepwrought to commit (TE "Coexist", Research Team).
 */
import type { FactionId, Ti4PlanetId } from "../../src/content/ti4/index.ts";
import { applyCommand } from "../../src/engine/kernel/apply.ts";
import { planetsAt } from "../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Command } from "../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { activateQuietly, openSystem } from "./ti4.ts";
import { eventGame } from "./ti4Events.ts";

const FACTIONS: readonly FactionId[] = ["deepwrought", "sol", "hacan"];

/** Seat 0 (the Deepwrought) with a carrier and 2 infantry in `system`, whose planet Sol (seat 1) holds. */
export function landingScene(edit?: (s: Ti4State) => void) {
  const at = eventGame(FACTIONS, [], 0, edit);
  const state = structuredClone(at.state);
  const system = openSystem(state);
  const planet = planetsAt(state, system)[0] as Ti4PlanetId;
  state.board[system] = {
    space: [{ seat: 0, units: { carrier: 1, infantry: 2 } }],
    planets: { [planet]: [{ seat: 1, units: { infantry: 1 } }] },
    commandTokens: [],
  };
  (state.players[1] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
  const active = activateQuietly(state, 0, system, "ti4Invasion");
  return { start: state, active, system, planet };
}

const CTX = { now: "2026-12-05T00:00:00.000Z" };

function send(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

/** The landing scene after the Deepwrought commit 2 infantry and coexist on Sol's planet; `edit` changes it. */
export function coexisting(edit?: (s: Ti4State) => void) {
  const scene = landingScene();
  const committed = send(scene.active.state, {
    type: "commitGroundForces",
    seat: 0,
    landings: [{ planet: scene.planet, infantry: 2 }],
  });
  const done = send(committed.state, { type: "coexist", seat: 0, planets: [scene.planet] });
  const state = structuredClone(done.state);
  edit?.(state);
  return { ...scene, state };
}
