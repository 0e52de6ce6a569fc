/** Colonization Licensing: the payment for neutral planets taken (For), planets exhausted (Against). */
import type { PlanetId } from "../../../../content/index.ts";
import type { CardChoiceAnswer, CardChoiceRule } from "../../../choices.ts";
import { isRuleError, ruleError } from "../../../ruleError.ts";
import type { GameState, Seat } from "../../../state.ts";
import { askCardChoice } from "../../actionCards/choice.ts";
import { planetValues } from "../../planetValues.ts";
import { player } from "../../players.ts";
import { type Payment, pay, paymentValue } from "../../spending.ts";
import { positionOfPlanet } from "../../units.ts";
import { everyone, type Outcome } from "../agendaTools.ts";
import { cheapestPlanets, checkPlanets, RULE, readyPlanets } from "./shared.ts";

function resourcePayment(answer: CardChoiceAnswer): Payment {
  return { planets: answer.planets ?? [], tradeGoods: answer.amount ?? 0 };
}

export const colonizationPayment: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const cost = Number(frame.data.cost);
    const value = paymentValue(state, seat, resourcePayment(answer), "resources");
    if (isRuleError(value)) return value;
    if (value >= cost) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      `Colonization Licensing: the payment must be worth ${cost} resources; yours is worth ${value}.`,
    );
  },
  resolve: (tx, _frame, seat, answer) => pay(tx, seat, resourcePayment(answer), "Colonization Licensing"),
  options(state, frame, seat) {
    // Trade Goods first, then the planets with the most resources, until the cost is met.
    const cost = Number(frame.data.cost);
    const amount = Math.min(cost, player(state, seat).tradeGoods);
    const planets: PlanetId[] = [];
    let value = amount;
    const byResources = readyPlanets(state, seat).sort(
      (a, b) => planetValues(state, b).resources - planetValues(state, a).resources,
    );
    for (const planet of byResources) {
      if (value >= cost) break;
      planets.push(planet);
      value += planetValues(state, planet).resources;
    }
    return [{ planets, amount }];
  },
};

/** Colonization Licensing, Against: one planet exhausted per 3 held outside the Home System (round down). */
function colonizationOwed(state: GameState, seat: Seat): number {
  const home = player(state, seat).home;
  const abroad = Object.keys(player(state, seat).planets).filter(
    (p) => positionOfPlanet(state, p as PlanetId) !== home,
  ).length;
  return Math.min(Math.floor(abroad / 3), readyPlanets(state, seat).length);
}

export const colonizationLicensingAgainst: Outcome = (tx) => {
  const asked: Seat[] = [];
  for (const seat of everyone(tx)) {
    const owed = colonizationOwed(tx.state, seat);
    const ready = readyPlanets(tx.state, seat);
    if (owed === 0) continue;
    if (owed === ready.length)
      tx.emit({ type: "planetsExhausted", seat, planets: ready, reason: "Colonization Licensing" });
    else asked.push(seat);
  }
  askCardChoice(tx, {
    effect: "colonizationLicensingAgainst",
    prompt: "Colonization Licensing: name a planet to exhaust for each 3 you hold outside your Home System",
    awaiting: asked,
  });
};

export const colonizationLicensingAgainstChoice: CardChoiceRule = {
  check: (state, _frame, seat, answer) =>
    checkPlanets(state, seat, answer, colonizationOwed(state, seat), "Colonization Licensing"),
  resolve(tx, _frame, seat, answer) {
    tx.emit({
      type: "planetsExhausted",
      seat,
      planets: answer.planets ?? [],
      reason: "Colonization Licensing",
    });
  },
  options: (state, _frame, seat) => [
    { planets: cheapestPlanets(state, seat, colonizationOwed(state, seat)) },
  ],
};
