/**
 * Short Term Truce (RR §20, a law). For: during the round after it passes, nobody may activate a system
 * holding another player's ships, nor invade a planet another player controls; anyone may scrap the law
 * by paying 10 influence. Against: each player who voted Against exhausts one of his planets, picked by
 * the player on his left.
 * Interpretation: the law lasts through that next round and is discarded as the round after begins;
 * paying for it is offered beside a player's own turn (not an action), planets exhausted for their
 * influence and Trade Goods 1 each (RR §16).
 */
import { getPlanet, getPoliticalCard, type PlanetId } from "../../../../content/index.ts";
import type { CardChoiceRule } from "../../../choices.ts";
import type { Decision } from "../../../decisions.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import { askCardChoice } from "../../actionCards/choice.ts";
import type { CardChoiceFrame } from "../../actionCards/frames.ts";
import { nameOf } from "../../players.ts";
import { pay, paymentValue } from "../../spending.ts";
import { enemyShipsPresent } from "../../units.ts";
import { leftNeighbour, type Outcome } from "../agendaTools.ts";
import { influenceAvailable } from "../lawRules.ts";
import { lawInPlay } from "../laws.ts";
import type { LawPower } from "./lawUse.ts";
import { cheapestPlanets, readyPlanets } from "./shared.ts";

const RULE = "RR §20 Short Term Truce";
/** What scrapping the law costs, in influence. */
export const TRUCE_PRICE = 10;

/** The truce holds in the round after the one it passed in. */
function truceHolds(state: GameState): boolean {
  const law = lawInPlay(state, "shortTermTruce");
  return law !== undefined && state.round === law.round + 1;
}

/** Activation (hooks/tactical.ts activationBlocked): no system holding another player's ships. */
export function truceActivationBlock(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
): RuleError | undefined {
  if (!truceHolds(state) || !enemyShipsPresent(state, position, seat)) return undefined;
  return ruleError(
    "ERR_SHORT_TERM_TRUCE",
    RULE,
    `Short Term Truce: this round nobody may activate a system holding another player's ships, as ${position} does.`,
  );
}

/** Invasion (hooks/tactical.ts invasionBlocked): no planet another player controls. */
export function truceInvasionBlock(
  state: GameState,
  seat: Seat,
  planet: PlanetId,
  controller: Seat | null,
): RuleError | undefined {
  if (!truceHolds(state) || controller === null || controller === seat) return undefined;
  return ruleError(
    "ERR_SHORT_TERM_TRUCE",
    RULE,
    `Short Term Truce: this round nobody may invade a planet another player controls, such as ${getPlanet(planet).name}.`,
  );
}

/** As a round begins (hooks/strategyPhase.ts roundBegins): a truce whose round is over is discarded. */
export function truceExpires(tx: Tx): void {
  const law = lawInPlay(tx.state, "shortTermTruce");
  if (law && tx.state.round >= law.round + 1)
    tx.emit({ type: "lawRepealed", card: law.card, reason: "its round of truce is over" });
}

function price(state: GameState, seat: Seat, planets?: readonly string[], tradeGoods?: number) {
  return paymentValue(state, seat, { planets: planets ?? [], tradeGoods: tradeGoods ?? 0 }, "influence");
}

export const shortTermTruce: LawPower = {
  check(state, seat, command) {
    const paid = price(state, seat, command.planets, command.tradeGoods);
    if (typeof paid !== "number") return paid;
    if (paid >= TRUCE_PRICE) return undefined;
    return ruleError(
      "ERR_TRUCE_PRICE",
      RULE,
      `Scrapping Short Term Truce costs ${TRUCE_PRICE} influence: name planets to exhaust and Trade Goods worth that much (these are worth ${paid}).`,
    );
  },
  use(tx, seat, command) {
    pay(
      tx,
      seat,
      { planets: command.planets ?? [], tradeGoods: command.tradeGoods ?? 0 },
      "Short Term Truce",
    );
    tx.emit({ type: "lawRepealed", card: command.card, reason: `${nameOf(tx.state, seat)} paid to end it` });
  },
  offers(state, seat): Decision[] {
    const law = lawInPlay(state, "shortTermTruce");
    if (!law || influenceAvailable(state, seat) < TRUCE_PRICE) return [];
    const name = getPoliticalCard(law.card).name;
    const prompt = `optionally pay ${TRUCE_PRICE} influence (planets and Trade Goods) to discard ${name}`;
    return [{ kind: "useLaw", seat, simultaneous: false, optional: true, prompt }];
  },
};

/** Against: the left neighbour of each Against voter with a ready planet picks one for him to exhaust. */
export const truceAgainst: Outcome = (tx, result) => {
  const data: CardChoiceFrame["data"] = {};
  const awaiting: Seat[] = [];
  for (const voter of result.votes.filter((v) => v.choice === "against").map((v) => v.seat)) {
    const ready = readyPlanets(tx.state, voter);
    if (ready.length === 1) exhaust(tx, voter, ready[0] as PlanetId);
    if (ready.length < 2) continue;
    const picker = leftNeighbour(tx.state, voter);
    data[`for${picker}`] = voter;
    awaiting.push(picker);
  }
  askCardChoice(tx, {
    effect: "shortTermTruceAgainst",
    prompt: "Short Term Truce: name a ready planet of the Against voter on your right to exhaust",
    awaiting,
    data,
  });
};

function exhaust(tx: Tx, seat: Seat, planet: PlanetId): void {
  tx.emit({ type: "planetsExhausted", seat, planets: [planet], reason: "Short Term Truce" });
}

const voterFor = (frame: CardChoiceFrame, picker: Seat) => Number(frame.data[`for${picker}`]);

export const truceAgainstChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const voter = voterFor(frame, seat);
    const [planet, ...more] = answer.planets ?? [];
    if (planet !== undefined && more.length === 0 && readyPlanets(state, voter).includes(planet))
      return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      `Short Term Truce: name one ready planet of ${nameOf(state, voter)} to exhaust.`,
    );
  },
  resolve(tx, frame, seat, answer) {
    exhaust(tx, voterFor(frame, seat), (answer.planets ?? [])[0] as PlanetId);
  },
  // The picker hurts the voter most by the planet worth most; the cautious default is any, so the first.
  options: (state, frame, seat) =>
    cheapestPlanets(state, voterFor(frame, seat), 99)
      .reverse()
      .map((planet) => ({ planets: [planet] })),
};
