/**
 * Borderlands, "Mines" and "Placement of Mine Fields": a Mine Field is bought for 5 credits in the Purchase
 * Units phase and laid the turn it is bought, by a Dreadnought that stays where it is instead of moving,
 * one per Dreadnought and turn; at most 20 on the board and 3 in a system.
 *
 * In TI3 terms [decision]: bought in the production step of an activation (borderlands/production.ts), for
 * 5 resources, in a system of the activation holding one of the player's Dreadnoughts that did not move in
 * this activation ("instead of moving"); TI1's "turn" is the game round, so each such Dreadnought there lays
 * one field a round: the fields the player laid in that system this round are counted against them. Laid at
 * once, so none is ever held back. Offered beside the production step's answer and laid before it, as SE's
 * Space Mines are.
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { ProductionContext } from "../../rules/tactical/docks.ts";
import { count, spaceUnits } from "../../rules/units.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import {
  actionUnderway,
  payResources,
  productionSystem,
  resourcesAtHand,
} from "../borderlands/production.ts";
import {
  arrivalAt,
  FIELDS_PER_SYSTEM,
  fieldsIn,
  fieldsOnBoard,
  MINE_FIELD_COST,
  MINE_FIELD_COUNTERS,
} from "./board.ts";

const RULE = "Borderlands, Placement of Mine Fields";

/** Dreadnoughts of `seat` in the system that did not move in this activation and have laid no field yet. */
export function idleDreadnoughts(state: GameState, seat: Seat, position: PositionLabel): number {
  const there = count(spaceUnits(state, position, seat), "dreadnought");
  const moved = arrivalAt(state, seat, position)?.ships.dreadnought ?? 0;
  const laid = (state.mineFields?.laid ?? []).filter(
    (l) => l.round === state.round && l.seat === seat && l.position === position,
  ).length;
  return Math.max(0, there - moved - laid);
}

/** Why `seat` may not lay a field in this system now, or undefined. */
export function fieldBlock(state: GameState, seat: Seat, position: PositionLabel): RuleError | undefined {
  if (count(spaceUnits(state, position, seat), "dreadnought") === 0)
    return ruleError(
      "ERR_NO_DREADNOUGHT",
      RULE,
      `A Mine Field is laid by a Dreadnought: you have none in ${position}.`,
    );
  if (idleDreadnoughts(state, seat, position) === 0)
    return ruleError(
      "ERR_DREADNOUGHT_BUSY",
      RULE,
      `Each of your Dreadnoughts in ${position} has moved in this activation or laid its Mine Field this round.`,
    );
  if (fieldsOnBoard(state).length >= MINE_FIELD_COUNTERS)
    return ruleError(
      "ERR_NO_FIELD_COUNTERS",
      RULE,
      `All ${MINE_FIELD_COUNTERS} Mine Fields are on the board.`,
    );
  if (fieldsIn(state, position).length >= FIELDS_PER_SYSTEM)
    return ruleError(
      "ERR_FIELDS_FULL",
      RULE,
      `${position} already holds ${FIELDS_PER_SYSTEM} Mine Fields, the most a system may.`,
    );
  return undefined;
}

/** Hook productionPossible: the step waits for a field that could be laid and paid for here. */
export function fieldPossible(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  ctx: ProductionContext,
): boolean {
  const action = actionUnderway(state);
  if (!action || ctx.mode === "withoutActivation" || ctx.blockadeLifted === true) return false;
  return fieldBlock(state, seat, position) === undefined && resourcesAtHand(state, seat) >= MINE_FIELD_COST;
}

/** Hook productionOffers: a field, beside the production step's answer, where one may be laid. */
export function fieldOffers(state: GameState, seat: Seat, positions: readonly PositionLabel[]): Decision[] {
  // Offered wherever he has a Dreadnought, so that a field refused is refused with its reason.
  const where = positions.filter((p) => count(spaceUnits(state, p, seat), "dreadnought") > 0);
  if (where.length === 0) return [];
  return [
    {
      kind: "layMineField",
      seat,
      simultaneous: false,
      optional: true,
      prompt: `lay a Mine Field with a Dreadnought that did not move, in ${where.join(" or ")} for ${MINE_FIELD_COST} resources (before you produce)`,
      choices: where,
    },
  ];
}

export function layMineField(
  tx: Tx,
  command: Extract<Command, { type: "layMineField" }>,
): RuleError | undefined {
  const { seat } = command;
  const position = productionSystem(tx.state, seat, command.position, RULE, "A Mine Field is laid");
  if (typeof position !== "string") return position;
  const blocked = fieldBlock(tx.state, seat, position);
  if (blocked) return blocked;
  const paid = payResources(tx, seat, command, MINE_FIELD_COST, "a Mine Field", RULE);
  if (paid) return paid;
  tx.emit({ type: "mineFieldLaid", seat, position });
  return undefined;
}
