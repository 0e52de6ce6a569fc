/**
 * Revealing and claiming public objectives outside the Status Phase (Bureaucracy, SE p.16-17). The claim
 * is checked as in the Status Phase, by the one path in rules/objectives: the card is face up and not
 * already scored by the claimant, he holds his whole Home System, meets the card's requirement and pays
 * for a "spend" card with the planets, Trade Goods and counters of his answer.
 */
import { getObjective, type ObjectiveId } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { checkObjectiveClaims, type ObjectivePayment, scoreObjectiveClaims } from "../objectives/index.ts";
import { endGame, leaders } from "../victory.ts";

/** Reveals an objective from the deck; returns true when it ended the game (Imperium Rex, RR §22). */
export function revealObjective(tx: Tx, id: ObjectiveId): boolean {
  tx.emit({ type: "objectiveRevealed", objective: id });
  if (!getObjective(id).endsGame) return false;
  endGame(tx, leaders(tx.state), `${getObjective(id).name} was revealed`);
  return true;
}

/** `alsoFaceUp`: a card the same answer reveals first, so it may be claimed at once. */
export function checkClaim(
  state: GameState,
  seat: Seat,
  id: unknown,
  rule: string,
  alsoFaceUp?: ObjectiveId,
  payment: ObjectivePayment = {},
): RuleError | undefined {
  const revealed = state.objectives.find((o) => o.id === id);
  if (!revealed && (id === undefined || id !== alsoFaceUp)) {
    return ruleError(
      "ERR_OBJECTIVE_NOT_REVEALED",
      rule,
      "Claim a face-up public objective (`claim`), or none.",
    );
  }
  if (revealed?.scoredBy.includes(seat)) {
    return ruleError("ERR_OBJECTIVE_SCORED", rule, "You have already scored that objective.");
  }
  return checkObjectiveClaims(state, seat, [id as ObjectiveId], payment);
}

/** Pays for and scores a claim already checked; returns true when it ended the game. */
export function scoreClaim(tx: Tx, seat: Seat, id: ObjectiveId, payment: ObjectivePayment = {}): boolean {
  return scoreObjectiveClaims(tx, seat, [id], payment);
}
