/**
 * Claiming objectives, the one path for the Status Phase (RR §21.1, §22) and Bureaucracy (SE p.16): the
 * claimant holds his whole Home System, meets every card's requirement, and pays for the "spend" cards in
 * one payment; then the payment is spent and the cards scored. A card that wins the game (Supremacy!,
 * Domination!, SE's two-home occupation) ends it with the claimant as winner.
 */
import { getObjective, getRace, type Objective, type ObjectiveId } from "../../../content/index.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { hasAbility, player } from "../players.ts";
import { checkVictory, endGame } from "../victory.ts";
import { homePlanets } from "./board.ts";
import { citeCard, NO_SPEND } from "./outcome.ts";
import { requirementOutcome } from "./requirements.ts";
import { addSpends, checkPayment, type ObjectivePayment, payForObjectives } from "./spend.ts";

/** RR §21.1: no objective while you do not control every planet of your Home System (the Saar excepted). */
export function checkHomeHeld(state: GameState, seat: Seat): RuleError | undefined {
  const p = player(state, seat);
  if (p.race === null || hasAbility(state, seat, "saarNomads")) return undefined;
  const missing = homePlanets(state, seat).filter((id) => !(id in p.planets));
  if (missing.length === 0) return undefined;
  return ruleError(
    "ERR_HOME_NOT_CONTROLLED",
    "RR §21.1",
    `You cannot claim objectives while you do not control every planet of your Home System (${getRace(p.race).name}).`,
  );
}

/** An option's refusal of this claim now (Age of Empire keeps Stage II back for three rounds, RR §24.2). */
export function optionRefusesClaim(
  state: GameState,
  seat: Seat,
  objective: Objective,
): RuleError | undefined {
  for (const refuses of answers(state, "objectiveClaimRefused")) {
    const refused = refuses(state, seat, objective);
    if (refused) return refused;
  }
  return undefined;
}

/**
 * Whether `seat` may claim these objectives with this payment (the card being face up or in the hand is
 * the caller's question). Claiming nothing accepts only an empty payment.
 */
export function checkObjectiveClaims(
  state: GameState,
  seat: Seat,
  ids: readonly ObjectiveId[],
  payment: ObjectivePayment = {},
): RuleError | undefined {
  if (ids.length > 0) {
    const home = checkHomeHeld(state, seat);
    if (home) return home;
  }
  let spend = NO_SPEND;
  const paidFor: Objective[] = [];
  for (const id of ids) {
    const objective = getObjective(id);
    const refused = optionRefusesClaim(state, seat, objective);
    if (refused) return refused;
    const outcome = requirementOutcome(state, seat, id);
    if (!outcome.ok) return outcome.error;
    if (outcome.spend !== NO_SPEND) paidFor.push(objective);
    spend = addSpends(spend, outcome.spend);
  }
  const cite = paidFor.length === 1 ? citeCard(paidFor[0] as Objective) : "RR §22";
  return checkPayment(state, seat, spend, payment, cite);
}

/** Spends the payment and scores claims already checked; returns true when the game ended. */
export function scoreObjectiveClaims(
  tx: Tx,
  seat: Seat,
  ids: readonly ObjectiveId[],
  payment: ObjectivePayment = {},
): boolean {
  if (ids.length === 0) return false;
  const names = ids.map((id) => getObjective(id).name).join(", ");
  payForObjectives(tx, seat, payment, `objective: ${names}`);
  for (const id of ids) {
    const objective = getObjective(id);
    // Glory of the Empire, Incentive Program (laws, RR §20) add to what an objective is worth.
    const bonus = answers(tx.state, "objectiveVpBonus").reduce(
      (n, extra) => n + extra(tx.state, seat, id),
      0,
    );
    const vp = objective.vp + bonus;
    tx.emit({ type: "objectiveScored", seat, objective: id, vp });
    if (objective.winsGame) {
      endGame(tx, [seat], `${player(tx.state, seat).name} met ${objective.name}`);
      return true;
    }
    if (checkVictory(tx, seat)) return true;
  }
  return false;
}
