/**
 * SE p.10, Deploying Space Mines: in the production step of an activation, in a system of it holding one
 * of his Cruisers, the active player may pay 2 resources for a Space Mine there (his Control Marker on the
 * token). No mine while all 12 tokens are on the board; never more than one in an activation. In a
 * transfer action the production happens in one of the two systems only (RR §9 step 5: "never units in
 * one and a space mine in the other"), so units and the mine share a system.
 *
 * The rule sets no limit per system: mines of any owners may pile up in one, within the 12 tokens.
 *
 * Decided: the mine is offered beside the production step's own answer, and laid before it (answering
 * the production ends the step). It is paid like units (RR §16: planets exhausted for resources, Trade
 * Goods); no production discount applies (Sarween Tools counts docks, and a mine is made by a Cruiser).
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import { planetValues } from "../../rules/planetValues.ts";
import { player } from "../../rules/players.ts";
import { pay, paymentValue } from "../../rules/spending.ts";
import type { ProductionContext } from "../../rules/tactical/docks.ts";
import { count, spaceUnits } from "../../rules/units.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { SPACE_MINE_COST, SPACE_MINE_TOKENS, tokensLeft } from "./board.ts";

const RULE = "SE p.10 Deploying Space Mines";

/** The tactical or transfer action on top of the stack: its player, systems and step. */
export function actionUnderway(
  state: GameState,
): { seat: Seat; positions: PositionLabel[]; step: string } | null {
  const top = state.stack.at(-1);
  if (top?.kind === "tacticalAction") return { seat: top.seat, positions: [top.position], step: top.step };
  if (top?.kind === "transferAction")
    return { seat: top.seat, positions: [...top.positions], step: top.step };
  return null;
}

/** A mine was already produced in this activation (its round, its player, one of its systems). */
export function laidThisActivation(
  state: GameState,
  seat: Seat,
  positions: readonly PositionLabel[],
): boolean {
  const last = state.spaceMines?.lastLaid;
  return (
    last !== null &&
    last !== undefined &&
    last.round === state.round &&
    last.seat === seat &&
    positions.includes(last.position)
  );
}

function hasCruiser(state: GameState, seat: Seat, position: PositionLabel): boolean {
  return count(spaceUnits(state, position, seat), "cruiser") > 0;
}

/** Why `seat` may not lay a mine in this system of the activation now, or undefined. */
function mineBlock(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  positions: readonly PositionLabel[],
): RuleError | undefined {
  if (!hasCruiser(state, seat, position))
    return ruleError(
      "ERR_NO_CRUISER",
      RULE,
      `A Space Mine is laid by a Cruiser: you have none in ${position}.`,
    );
  if (tokensLeft(state) <= 0)
    return ruleError(
      "ERR_NO_MINE_TOKENS",
      RULE,
      `All ${SPACE_MINE_TOKENS} Space Mine tokens are on the board: none can be laid until one is cleared.`,
    );
  if (laidThisActivation(state, seat, positions))
    return ruleError(
      "ERR_ONE_MINE",
      RULE,
      "You have already laid a Space Mine in this activation: one at most.",
    );
  return undefined;
}

function canPay(state: GameState, seat: Seat): boolean {
  const p = player(state, seat);
  const ready = Object.entries(p.planets).reduce(
    (n, [id, card]) => n + (card && !card.exhausted ? planetValues(state, id).resources : 0),
    0,
  );
  return ready + p.tradeGoods >= SPACE_MINE_COST;
}

/** The production step waits for a mine that could be laid and paid for here (hook productionPossible). */
export function minePossible(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  ctx: ProductionContext,
): boolean {
  const action = actionUnderway(state);
  if (!action || ctx.mode === "withoutActivation" || ctx.blockadeLifted === true) return false;
  return mineBlock(state, seat, position, action.positions) === undefined && canPay(state, seat);
}

/** Beside the production step's answer, where the player has a Cruiser (hook productionOffers). */
export function mineOffers(state: GameState, seat: Seat, positions: readonly PositionLabel[]): Decision[] {
  const where = positions.filter((p) => hasCruiser(state, seat, p));
  if (where.length === 0) return [];
  return [
    {
      kind: "laySpaceMine",
      seat,
      simultaneous: false,
      optional: true,
      prompt: `lay a Space Mine in ${where.join(" or ")} for ${SPACE_MINE_COST} resources (one per activation, before you produce)`,
      choices: where,
    },
  ];
}

export function laySpaceMine(
  tx: Tx,
  command: Extract<Command, { type: "laySpaceMine" }>,
): RuleError | undefined {
  const action = actionUnderway(tx.state);
  if (action?.step !== "production" || action.seat !== command.seat)
    return ruleError("ERR_NOT_NOW", RULE, "A Space Mine is laid in the production step of your activation.");
  const { positions } = action;
  const position = command.position ?? (positions.length === 1 ? positions[0] : undefined);
  if (position === undefined || !positions.includes(position))
    return ruleError(
      "ERR_PRODUCTION_SYSTEM",
      RULE,
      `Name the system the mine goes in: ${positions.join(" or ")}.`,
    );
  const blocked = mineBlock(tx.state, command.seat, position, positions);
  if (blocked) return blocked;
  const payment = { planets: command.planets ?? [], tradeGoods: command.tradeGoods ?? 0 };
  const value = paymentValue(tx.state, command.seat, payment, "resources");
  if (isRuleError(value)) return value;
  if (value < SPACE_MINE_COST)
    return ruleError(
      "ERR_PAYMENT",
      RULE,
      `A Space Mine costs ${SPACE_MINE_COST} resources; your payment is worth ${value}.`,
    );
  pay(tx, command.seat, payment, "a Space Mine");
  tx.emit({
    type: "spaceMineLaid",
    position,
    owner: command.seat,
    produced: true,
    reason: "laid by a Cruiser",
  });
  return undefined;
}

/**
 * RR §9 step 5: a transfer produces in one of its two systems, the mine included, so once a mine is laid
 * in one of them units are produced there or nowhere (hook docksProducing).
 */
export function productionBesideMine(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
): RuleError | undefined {
  const action = actionUnderway(state);
  const last = state.spaceMines?.lastLaid;
  if (action?.positions.length !== 2 || !last || !laidThisActivation(state, seat, action.positions))
    return undefined;
  if (last.position === position) return undefined;
  return ruleError(
    "ERR_PRODUCTION_SYSTEM",
    "RR §9 step 5",
    `You laid a Space Mine in ${last.position}: a transfer action produces in one system only, so produce there or nothing.`,
  );
}
