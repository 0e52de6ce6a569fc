/**
 * A research paid 1 less by another player's card (the Deepwrought alliance card; hooks
 * `researchDiscountGivers` and `researchDiscountTaken` in hooks/allianceAbilitiesResearch.ts): the researcher
 * names the card's holder on the research, pays 1 resource less, and the holder gains what the card gives.
 * A research that costs nothing cannot cost less [our reading].
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

const RULE = "TE Alliance Reference Cards (Deepwrought)";

/** The players whose cards let `seat` pay 1 less for a research. */
export function researchDiscountGivers(state: Ti4State, seat: Seat): Seat[] {
  return [
    ...new Set(hookAnswers(state, "researchDiscountGivers").flatMap((answer) => [...answer(state, seat)])),
  ];
}

/** Why `seat` may not pay 1 less through `giver`'s card on a research costing `cost`, or undefined. */
export function discountRefused(
  state: Ti4State,
  seat: Seat,
  giver: Seat,
  cost: number,
): RuleError | undefined {
  if (!researchDiscountGivers(state, seat).includes(giver))
    return ruleError(
      "ERR_TI4_NO_RESEARCH_DISCOUNT",
      RULE,
      `Seat ${giver} holds no card that lets you pay less for this research.`,
      { giver },
    );
  if (cost < 1)
    return ruleError(
      "ERR_TI4_NOTHING_TO_DISCOUNT",
      RULE,
      "This research costs nothing: it cannot cost 1 less.",
    );
  return undefined;
}

/** `researcher` paid 1 less: `giver` gains what their card gives. */
export function discountTaken(tx: Tx<Ti4>, giver: Seat, researcher: Seat): void {
  for (const answer of hookAnswers(tx.state, "researchDiscountTaken")) answer(tx, giver, researcher);
}
