/**
 * SE Option 15 (SE p.11): the procedure's turns. Each step goes round the table from the Speaker; after
 * the last placement every player receives his planets and takes his counters back, and round 1 begins.
 */
import { getPlanet } from "../../../content/index.ts";
import type { EarlyTurnsFrame } from "../../frames.ts";
import { beginPhase } from "../../phases.ts";
import { controllerOf } from "../../rules/tactical/control.ts";
import { planetsAt, seatsWithShips, unitsIn } from "../../rules/units.ts";
import type { Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";

const NEXT_STEP = { claim: "claimAgain", claimAgain: "buy", buy: "place", place: null } as const;

/** The turn passes to the next seat, or the next step begins with the Speaker, or the procedure ends. */
export function nextTurn(tx: Tx, frame: EarlyTurnsFrame): void {
  if (frame.index + 1 < frame.order.length) {
    tx.emit({ type: "frameReplaced", frame: { ...frame, index: frame.index + 1 } });
    return;
  }
  const step = NEXT_STEP[frame.step];
  if (step !== null) {
    tx.emit({ type: "frameReplaced", frame: { ...frame, step, index: 0 } });
    return;
  }
  tx.emit({ type: "framePopped" });
  for (const seat of frame.order) receivePlanets(tx, seat, frame.claims[seat] ?? []);
  beginPhase(tx, "strategy");
}

/**
 * Step 4, Receive Planets: the planet cards of every planet holding his Ground Forces, ready; and, as in
 * the rulebook's example, a Trade Station in a system where he alone has ships (SE Trade Stations). No
 * race ability acts (SE p.11 notes). Then his counters go back to his reinforcements.
 */
function receivePlanets(tx: Tx, seat: Seat, claims: readonly string[]): void {
  for (const position of claims) {
    const system = tx.state.board[position];
    if (!system) continue;
    for (const planet of planetsAt(tx.state, position)) {
      const ground = unitsIn(system.planets[planet], seat);
      const station = getPlanet(planet).tradeStation;
      const ships = seatsWithShips(tx.state, position);
      const holds = station
        ? ships.length === 1 && ships[0] === seat
        : (ground.groundForce ?? 0) + (ground.shockTroop ?? 0) > 0;
      if (holds && controllerOf(tx.state, planet) !== seat)
        tx.emit({ type: "planetGained", seat, planet, from: null, exhausted: false, round: 0 });
    }
    tx.emit({ type: "systemCounterRemoved", seat, position });
  }
}
