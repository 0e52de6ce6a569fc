/** Traffic Tariffs and Neutrality Pact (For): tolls paid as a system is activated. */
import type { PlanetId } from "../../../../content/index.ts";
import type { CardChoiceAnswer, CardChoiceRule } from "../../../choices.ts";
import { isRuleError, ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import { askCardChoice } from "../../actionCards/choice.ts";
import { reinforcements } from "../../counters.ts";
import { planetValues } from "../../planetValues.ts";
import { player } from "../../players.ts";
import { type Payment, pay, paymentValue } from "../../spending.ts";
import { count, forcesOnPlanet, planetsAt, spaceUnits, unitsIn } from "../../units.ts";
import { everyone, type Outcome } from "../agendaTools.ts";
import { activationTolls, NEUTRALITY_TOLL } from "../lawRules.ts";
import { cheapestPlanets, RULE, readyPlanets } from "./shared.ts";

/**
 * Asks the tolls the laws charge for the systems just activated (tactical/activation.ts, transfer.ts),
 * above every other frame, so they are paid before anything else happens. The activation was refused
 * when a toll could not be paid (lawRules.ts activationTollBlock). A Traffic Tariff is taken without
 * asking when only one way to pay is left.
 */
export function askActivationTolls(tx: Tx, seat: Seat, positions: readonly PositionLabel[]): void {
  for (const position of [...positions].reverse()) {
    for (const toll of activationTolls(tx.state, seat, position)) {
      if (toll === "trafficTariffs") {
        const options = tariffOptions(tx.state, seat);
        if (options.length === 1) payTariff(tx, seat, options[0] as CardChoiceAnswer);
        else
          askCardChoice(tx, {
            effect: "trafficTariffs",
            prompt: `Traffic Tariffs: activating ${position} costs "trade-good" (1 Trade Good) or one of your readied planets, exhausted`,
            awaiting: [seat],
          });
      } else {
        askCardChoice(tx, {
          effect: "neutralityPact",
          prompt: `Neutrality Pact: pay ${NEUTRALITY_TOLL} influence for activating ${position} (planets to exhaust, and Trade Goods as the amount)`,
          awaiting: [seat],
        });
      }
    }
  }
}

function tariffOptions(state: GameState, seat: Seat): CardChoiceAnswer[] {
  const goods: CardChoiceAnswer[] = player(state, seat).tradeGoods > 0 ? [{ choice: "trade-good" }] : [];
  return [...goods, ...cheapestPlanets(state, seat, 99).map((p) => ({ planets: [p] }))];
}

function payTariff(tx: Tx, seat: Seat, answer: CardChoiceAnswer): void {
  if (answer.choice === "trade-good")
    tx.emit({ type: "tradeGoodsSpent", seat, amount: 1, reason: "Traffic Tariffs" });
  else tx.emit({ type: "planetsExhausted", seat, planets: answer.planets ?? [], reason: "Traffic Tariffs" });
}

export const trafficTariffsToll: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    const planets = answer.planets ?? [];
    const ok =
      (answer.choice === "trade-good" && planets.length === 0 && player(state, seat).tradeGoods > 0) ||
      (answer.choice === undefined &&
        planets.length === 1 &&
        readyPlanets(state, seat).includes(planets[0] as PlanetId));
    if (ok) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      'Traffic Tariffs: answer "trade-good", or name one readied planet of yours.',
    );
  },
  resolve: (tx, _frame, seat, answer) => payTariff(tx, seat, answer),
  options: (state, _frame, seat) => tariffOptions(state, seat),
};

function neutralityPayment(answer: CardChoiceAnswer): Payment {
  return { planets: answer.planets ?? [], tradeGoods: answer.amount ?? 0 };
}

export const neutralityPactToll: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    const value = paymentValue(state, seat, neutralityPayment(answer), "influence");
    if (isRuleError(value)) return value;
    if (value >= NEUTRALITY_TOLL) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      `Neutrality Pact: the payment must be worth ${NEUTRALITY_TOLL} influence; yours is worth ${value}.`,
    );
  },
  resolve: (tx, _frame, seat, answer) => pay(tx, seat, neutralityPayment(answer), "Neutrality Pact"),
  options(state, _frame, seat) {
    // Trade Goods first, then the planets with the most influence, until the toll is met.
    const amount = Math.min(NEUTRALITY_TOLL, player(state, seat).tradeGoods);
    const planets: PlanetId[] = [];
    let value = amount;
    const byInfluence = readyPlanets(state, seat).sort(
      (a, b) => planetValues(state, b).influence - planetValues(state, a).influence,
    );
    for (const planet of byInfluence) {
      if (value >= NEUTRALITY_TOLL) break;
      planets.push(planet);
      value += planetValues(state, planet).influence;
    }
    return [{ planets, amount }];
  },
};

/** Traffic Tariffs, Against: each player discards a counter from his Command Pool or Strategy Allocation. */
export const trafficTariffsAgainst: Outcome = (tx) => {
  const asked: Seat[] = [];
  for (const seat of everyone(tx)) {
    const { command, strategy } = player(tx.state, seat).counters;
    if (command > 0 && strategy > 0) asked.push(seat);
    else if (command + strategy > 0)
      tx.emit({
        type: "commandCountersSpent",
        seat,
        counters: command > 0 ? { command: 1 } : { strategy: 1 },
        reason: "Traffic Tariffs",
      });
  }
  askCardChoice(tx, {
    effect: "trafficTariffsAgainst",
    prompt:
      'Traffic Tariffs: discard a counter from your Command Pool ("command") or Strategy Allocation ("strategy")',
    awaiting: asked,
  });
};

export const trafficTariffsAgainstChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    const area = answer.choice;
    if ((area === "command" || area === "strategy") && player(state, seat).counters[area] > 0)
      return undefined;
    return ruleError("ERR_CHOICE", RULE, 'Traffic Tariffs: answer "command" or "strategy".');
  },
  resolve(tx, _frame, seat, answer) {
    const area = answer.choice as "command" | "strategy";
    tx.emit({ type: "commandCountersSpent", seat, counters: { [area]: 1 }, reason: "Traffic Tariffs" });
  },
  options: () => [{ choice: "strategy" }, { choice: "command" }],
};

/** Neutrality Pact, Against: each player puts a counter from reinforcements in an unactivated Space Dock system. */
function unactivatedDockSystems(state: GameState, seat: Seat): PositionLabel[] {
  return Object.entries(state.board)
    .filter(([position, system]) => {
      if (system.commandCounters.includes(seat)) return false;
      const planets = planetsAt(state, position);
      const docks =
        count(spaceUnits(state, position, seat), "spaceDock") +
        planets.reduce((n, p) => n + count(unitsIn(forcesOnPlanet(system, p), seat), "spaceDock"), 0);
      return docks > 0;
    })
    .map(([position]) => position);
}

function placeNeutralityCounter(tx: Tx, seat: Seat, position: PositionLabel): void {
  tx.emit({ type: "commandCounterPlaced", seat, position, from: null, reason: "Neutrality Pact" });
}

export const neutralityPactAgainst: Outcome = (tx) => {
  const asked: Seat[] = [];
  for (const seat of everyone(tx)) {
    const systems = unactivatedDockSystems(tx.state, seat);
    if (systems.length === 0 || reinforcements(tx.state, seat) === 0) continue;
    if (systems.length === 1) placeNeutralityCounter(tx, seat, systems[0] as PositionLabel);
    else asked.push(seat);
  }
  askCardChoice(tx, {
    effect: "neutralityPactAgainst",
    prompt:
      "Neutrality Pact: name one of your unactivated Space Dock systems for a counter from reinforcements",
    awaiting: asked,
  });
};

export const neutralityPactAgainstChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (answer.system !== undefined && unactivatedDockSystems(state, seat).includes(answer.system))
      return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      `Neutrality Pact: name one of your unactivated Space Dock systems (${unactivatedDockSystems(state, seat).join(", ")}).`,
    );
  },
  resolve: (tx, _frame, seat, answer) => placeNeutralityCounter(tx, seat, answer.system as PositionLabel),
  options: (state, _frame, seat) => unactivatedDockSystems(state, seat).map((system) => ({ system })),
};
