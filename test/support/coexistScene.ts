/**
 * A Thunder's Edge game (the Deepwrought, Sol, the Hacan) whose seat 0, the Deepwrought, has activated an
 * open one-planet system holding its carrier and 2 infantry; Sol (seat 1) holds the planet with 1 infantry.
 * The invasion step waits for the Deepwrought to commit (TE "Coexist", Research Team).
 */
import type { FactionId, Ti4PlanetId } from "../../src/content/ti4/index.ts";
import { planetsAt } from "../../src/engine/ti4/board/galaxy.ts";
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
