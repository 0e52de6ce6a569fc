/**
 * Revealing and claiming public objectives outside the Status Phase (Bureaucracy, SE p.16-17). As in the
 * Status Phase (statusPhase.ts), the engine trusts the player to meet the card's requirement; it checks
 * that the card is face up, not already scored by them, and that they hold their whole Home System.
 */
import { getObjective, type ObjectiveId } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { hasAbility, player } from "../players.ts";
import { checkVictory, endGame, leaders } from "../victory.ts";

/** Reveals an objective from the deck; returns true when it ended the game (Imperium Rex, RR §22). */
export function revealObjective(tx: Tx, id: ObjectiveId): boolean {
  tx.emit({ type: "objectiveRevealed", objective: id });
  if (!getObjective(id).endsGame) return false;
  endGame(tx, leaders(tx.state), `${getObjective(id).name} was revealed`);
  return true;
}

/** RR §21.1: no objective while you do not control every planet of your Home System (the Saar excepted). */
function holdsHome(state: GameState, seat: Seat): boolean {
  const p = player(state, seat);
  if (hasAbility(state, seat, "saarNomads")) return true;
  const home = p.home ? state.board[p.home] : undefined;
  return Object.keys(home?.planets ?? {}).every((id) => id in p.planets);
}

/** `alsoFaceUp`: a card the same answer reveals first, so it may be claimed at once. */
export function checkClaim(
  state: GameState,
  seat: Seat,
  id: unknown,
  rule: string,
  alsoFaceUp?: ObjectiveId,
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
  if (!holdsHome(state, seat)) {
    return ruleError(
      "ERR_HOME_NOT_CONTROLLED",
      "RR §21.1",
      "You cannot claim objectives while you do not control every planet of your Home System.",
    );
  }
  return undefined;
}

/** Scores a claim already checked; returns true when it won the game. */
export function scoreClaim(tx: Tx, seat: Seat, id: ObjectiveId): boolean {
  tx.emit({ type: "objectiveScored", seat, objective: id, vp: getObjective(id).vp });
  return checkVictory(tx, seat);
}
