/**
 * Borderlands, "Effect of Mines": the next fleet to enter a mined system, whoever owns it (the player who
 * laid the fields too), rolls against them right after its movement and before any Space Battle: two dice
 * for each field, one field after another, summed against the table (2-13 nothing, 14-17 one hit, 18-19
 * two, 20 three); each field is removed once rolled for; the fields stop once none of the incoming ships is
 * left. Ships leaving or staying set nothing off.
 *
 * In TI3 terms [decision]:
 * - The moment is the end of the PDS fire step of the activation (hook pdsFireOver), where SE's Space Mines
 *   go off too: TI3's movement step closes with that fire, and the Space Battle follows.
 * - The dice are TI3's ten-sided dice (TI1's too: 0 read as 10), so two make 2 to 20 as the table has it.
 *   They are no combat roll (no unit's combat value): no modifier touches them.
 * - The moving player assigns the hits to his ships in the system, as in a battle (rules/combat/casualties:
 *   a Dreadnought may sustain damage); the incoming fleet has joined his ships there, so they are one.
 *   Fighters without support and cargo without room are lost after each field.
 * - "Incoming ships": those that moved in, counted by type against those still there; when none is left
 *   the remaining fields stay. A fleet that enters and is destroyed leaves them for the next one.
 * - Ships arriving any other way than an activation's movement (a retreat, Reinforce) set nothing off.
 * - The rulebook's worked example reads 9 + 8 = 17 as two hits while its table gives one for 14-17: the
 *   table stands (test/scenario/borderlandsMineFields.test.ts plays the example with one hit).
 */
import type { GameEvent } from "../../events.ts";
import type { FrameRules } from "../../flow.ts";
import { rollD10 } from "../../rng.ts";
import { pushCasualties } from "../../rules/combat/casualties.ts";
import { SHIP_TYPES } from "../../rules/combat/forces.ts";
import type { Activation } from "../../rules/combat/index.ts";
import { removeUnsupportedFighters } from "../../rules/combat/losses.ts";
import { count, shipsOf, spaceUnits } from "../../rules/units.ts";
import type { Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { actionUnderway } from "../borderlands/production.ts";
import { arrivalAt, type FleetArrival, fieldsIn, type MineFieldsFrame, mineFieldHits } from "./board.ts";

/** Hook activationMoved: where the active player's ships arrived (any system of the activation). */
export function noteArrivals(tx: Tx, seat: Seat, events: readonly GameEvent[]): void {
  const action = actionUnderway(tx.state);
  if (!action || action.seat !== seat) return;
  const arrived: FleetArrival[] = [];
  for (const position of action.positions) {
    const ships: Record<string, number> = {};
    for (const e of events) {
      if (e.type !== "unitsMoved" || e.seat !== seat || e.to !== position || e.from === position) continue;
      for (const [type, n] of Object.entries(shipsOf(e.units))) ships[type] = (ships[type] ?? 0) + (n ?? 0);
    }
    if (Object.keys(ships).length > 0) arrived.push({ position, ships });
  }
  if (arrived.length === 0 && !tx.state.mineFields) return;
  tx.emit({ type: "mineFieldFleetMoved", seat, round: tx.state.round, arrived });
}

/** Ships that moved in and are still there. */
function incomingLeft(tx: Tx, frame: { seat: Seat; position: string }): number {
  const arrival = arrivalAt(tx.state, frame.seat, frame.position);
  if (!arrival) return 0;
  const present = spaceUnits(tx.state, frame.position, frame.seat);
  return SHIP_TYPES.reduce((n, t) => n + Math.min(arrival.ships[t] ?? 0, count(present, t)), 0);
}

/** Hook pdsFireOver: the fields where the active player's fleet arrived go off. */
export function triggerFields(tx: Tx, activation: Activation): void {
  if (fieldsIn(tx.state, activation.position).length === 0 || incomingLeft(tx, activation) === 0) return;
  const frame: MineFieldsFrame = { kind: "mineFields", ...activation, step: "roll" };
  tx.emit({ type: "framePushed", frame });
}

/** One field: two dice, summed against the table; the hits to assign, if any, pushed above. */
function detonate(tx: Tx, frame: MineFieldsFrame): void {
  const drawn = rollD10(tx.state.rng, 2);
  const dice = drawn.value;
  const total = dice.reduce((a, b) => a + b, 0);
  const hits = mineFieldHits(total);
  const { seat, position } = frame;
  tx.emit({ type: "mineFieldDetonated", seat, position, dice, total, hits, rng: drawn.rng });
  if (hits === 0) return;
  pushCasualties(tx, {
    position,
    planet: null,
    on: "ships",
    volleys: [{ shooter: seat, target: seat, roll: "mineField", dice: [], hits }],
    reason: "a Mine Field",
  });
}

export const MINE_FIELDS_RULES: FrameRules<MineFieldsFrame> = {
  decisions: () => [],
  advance(tx, frame) {
    removeUnsupportedFighters(tx, frame.seat, frame.position);
    if (fieldsIn(tx.state, frame.position).length === 0 || incomingLeft(tx, frame) === 0) {
      tx.emit({ type: "framePopped" });
      return true;
    }
    detonate(tx, frame);
    return true;
  },
};
