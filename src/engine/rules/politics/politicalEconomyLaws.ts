/**
 * Laws (RR §20) that change the economy, technology, Strategy Cards, trade and politics: their outcomes
 * when voted and, with `lasting: true`, the lasting effect applied by the rules each law changes while it
 * is in play. Merged into AGENDA_EFFECTS (politicalEffects.ts); choices the outcomes ask of players are
 * in ECONOMY_LAW_CHOICES (listed by module.ts). Laws of war and movement: politicalLaws.ts.
 *
 * Where each lasting effect is applied:
 * - technology prices and bars (Research Grant, Technology Tariffs, Subsidized Studies, Science Community
 *   Speaker, Regressive Rhetoric, Forbidden Research): economyLawTechnology.ts, asked by
 *   technology/research.ts and strategicAction.ts;
 * - the other moments (a secondary declined, Trade followed, a technology gained, the Status Phase, a
 *   Strategy Card picked, trade between two players): economyLaws.ts;
 * - the council's own laws (Council Elder, Veto Power): economyLawCouncil.ts, asked by agenda.ts/voting.ts.
 * Checks and Balances, Core Stability, Diversified Income: laws/momentLaws.ts.
 */
import {
  type ActionCardId,
  getPoliticalCard,
  getRace,
  type PlanetId,
  type TechId,
} from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { askCardChoice } from "../actionCards/choice.ts";
import type { CardChoiceFrame } from "../actionCards/frames.ts";
import { startCardEffect } from "../actionCards/lasting.ts";
import { reinforcements } from "../counters.ts";
import { player } from "../players.ts";
import { canResearch } from "../technology/research.ts";
import { agreementBetween, agreementsOf, partnerIn } from "../trade/agreements.ts";
import {
  type AgendaRule,
  everyone,
  gainTradeGoods,
  loseTradeGoods,
  nothing,
  type Outcome,
} from "./agendaTools.ts";
import {
  jihadShips,
  lawsOnTechnologyGained,
  lowestFleetSupply,
  POLITICAL_FOCUS_ANSWERS,
  returnableTechnologies,
  tradeWarTargets,
} from "./economyLaws.ts";
import { newAgendaFrame } from "./frames.ts";

/** An Against outcome that lasts the rest of the round (the technology rules ask for it by key). */
function thisRound(effect: string): Outcome {
  return (tx) => startCardEffect(tx, { effect });
}

/**
 * Each player holding at least `from` Action Cards discards `count` of his choice, one card per answer
 * (a command names one card). Everyone is asked at once; a player with more to discard is asked again.
 * The prompt and the frame name no card: the hand stays secret until the card is discarded face up.
 */
function discardOfChoice(effect: string, count: number, from: number): Outcome {
  return (tx, result) => {
    const name = getPoliticalCard(result.card).name;
    const awaiting = everyone(tx).filter((seat) => player(tx.state, seat).secret.actionCards.length >= from);
    const cards = count === 1 ? "an Action Card" : `${count} Action Cards, one at a time,`;
    const data: CardChoiceFrame["data"] = {};
    for (const seat of awaiting)
      data[`left${seat}`] = Math.min(count, player(tx.state, seat).secret.actionCards.length);
    askCardChoice(tx, { effect, prompt: `${name}: discard ${cards} of your choice`, awaiting, data });
  };
}

/**
 * A choice answered one item at a time (`left<seat>` in the frame's data counts what remains): the
 * player is asked again while items remain and `possible` says he can still answer.
 */
function askAgain(tx: Tx, frame: CardChoiceFrame, seat: Seat, possible: boolean): void {
  const left = Number(frame.data[`left${seat}`] ?? 1) - 1;
  const now = tx.state.stack.at(-1);
  if (left <= 0 || !possible || now?.kind !== "cardChoice") return;
  tx.emit({
    type: "frameReplaced",
    frame: { ...now, awaiting: [...now.awaiting, seat], data: { ...now.data, [`left${seat}`]: left } },
  });
}

/** One Action Card named from the player's own hand. */
const DISCARD_OF_CHOICE: CardChoiceRule = {
  check(state, _frame, seat, answer): RuleError | undefined {
    const hand = player(state, seat).secret.actionCards;
    if (answer.choice !== undefined && hand.includes(answer.choice as ActionCardId)) return undefined;
    return ruleError(
      "ERR_DISCARD_CHOICE",
      "RR §20",
      "Name one Action Card from your hand to discard, by its id.",
    );
  },
  resolve(tx, frame, seat, answer) {
    tx.emit({ type: "actionCardsDiscarded", seat, cards: [answer.choice as ActionCardId] });
    askAgain(tx, frame, seat, player(tx.state, seat).secret.actionCards.length > 0);
  },
  options: (state, _frame, seat) => player(state, seat).secret.actionCards.map((card) => ({ choice: card })),
};

/** Trade War (For): the follower names an opponent who discards 1 Trade Good, or nobody. */
const TRADE_WAR_CHOICE: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (answer.target === undefined || tradeWarTargets(state, seat).includes(answer.target)) return undefined;
    return ruleError(
      "ERR_TRADE_WAR_TARGET",
      "RR §20, Trade War",
      "Trade War: name an opponent who holds a Trade Good, or nobody.",
    );
  },
  resolve(tx, _frame, _seat, answer) {
    if (answer.target === undefined) return;
    tx.emit({ type: "tradeGoodsSpent", seat: answer.target, amount: 1, reason: "Trade War" });
  },
  options: (state, _frame, seat) => [{}, ...tradeWarTargets(state, seat).map((target) => ({ target }))],
};

/** Political Focus (For): 2 Trade Goods, or a command counter from reinforcements in the area named. */
const POLITICAL_FOCUS_CHOICE: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const legal = POLITICAL_FOCUS_CHOICE.options(state, frame, seat).map((o) => o.choice);
    if (answer.choice !== undefined && legal.includes(answer.choice)) return undefined;
    return ruleError(
      "ERR_POLITICAL_FOCUS",
      "RR §20, Political Focus",
      `Political Focus: answer one of ${legal.map((c) => `"${c}"`).join(", ")}.`,
    );
  },
  resolve(tx, _frame, seat, answer) {
    if (answer.choice === "tradeGoods") {
      gainTradeGoods(tx, [seat], 2, "Political Focus");
      return;
    }
    const area = answer.choice as (typeof POLITICAL_FOCUS_ANSWERS)[number];
    tx.emit({ type: "commandCountersGained", seat, counters: { [area]: 1 }, reason: "Political Focus" });
  },
  // RR §1: a counter comes from reinforcements, so with none left only the Trade Goods remain.
  options: (state, _frame, seat) =>
    POLITICAL_FOCUS_ANSWERS.filter((a) => a === "tradeGoods" || reinforcements(state, seat) > 0).map(
      (choice) => ({ choice }),
    ),
};

/**
 * Political Focus (Against): the next Political Card is drawn and put before the council at once (the
 * frame startAgenda pushes, from frames.ts: agenda.ts leads back to this table through outcomes.ts); the
 * strategic action, if any, waits beneath it.
 */
const nextAgendaAtOnce: Outcome = (tx, result) => {
  tx.emit({ type: "framePushed", frame: newAgendaFrame(result.reader, "drawn", false) });
};

/**
 * Sharing of Technology (For): the technologies a partner of this player owns that he may take:
 * tree technologies he does not own, prerequisites ignored (anything else that bars a technology now,
 * such as an Against outcome this round, still applies). Race technologies stay with their race.
 */
export function shareableTechnologies(state: GameState, seat: Seat): TechId[] {
  const offered = new Set<TechId>();
  for (const agreement of agreementsOf(state, seat))
    for (const tech of player(state, partnerIn(agreement, seat)).technologies) offered.add(tech);
  return [...offered].filter((tech) => {
    const refused = canResearch(state, seat, tech);
    return refused === undefined || refused.code === "ERR_TECHNOLOGY_PREREQUISITES";
  });
}

const SHARING_OF_TECHNOLOGY_CHOICE: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (answer.choice === undefined) return undefined;
    if (shareableTechnologies(state, seat).includes(answer.choice as TechId)) return undefined;
    return ruleError(
      "ERR_SHARING_OF_TECHNOLOGY",
      "RR §20, Sharing of Technology",
      "Sharing of Technology: name a technology one of your trade partners owns and you do not, or none.",
    );
  },
  resolve(tx, _frame, seat, answer) {
    if (answer.choice === undefined) return;
    tx.emit({ type: "technologyGained", seat, technology: answer.choice, via: "sharingOfTechnology" });
    lawsOnTechnologyGained(tx, seat, [answer.choice]);
  },
  options: (state, _frame, seat) => [
    {},
    ...shareableTechnologies(state, seat).map((choice) => ({ choice: choice as string })),
  ],
};

/** Technological Jihad (For): the Destroyer or Cruiser destroyed, named by its system and type. */
const JIHAD_CHOICE: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    const ships = jihadShips(state, seat);
    if (ships.some((s) => s.position === answer.system && s.unit === answer.choice)) return undefined;
    return ruleError(
      "ERR_JIHAD_SHIP",
      "RR §20, Technological Jihad",
      'Technological Jihad: name a system ("system") and "destroyer" or "cruiser" ("choice") of yours in its space.',
    );
  },
  resolve(tx, frame, seat, answer) {
    const unit = answer.choice as "destroyer" | "cruiser";
    tx.emit({
      type: "unitsRemoved",
      seat,
      position: answer.system as string,
      units: { [unit]: 1 },
      reason: "Technological Jihad",
    });
    askAgain(tx, frame, seat, jihadShips(tx.state, seat).length > 0);
  },
  // The cheaper ship first.
  options: (state, _frame, seat) =>
    [...jihadShips(state, seat)]
      .sort((a, b) => (a.unit === b.unit ? 0 : a.unit === "destroyer" ? -1 : 1))
      .map((s) => ({ system: s.position, choice: s.unit })),
};

/** Technologies a player owns beyond those his race starts with (Technological Jihad, Against). */
function technologiesBeyondStart(tx: Tx, seat: Seat): number {
  const p = player(tx.state, seat);
  const start: readonly string[] = p.race ? getRace(p.race).startingTechnologies : [];
  const owned = [...p.technologies, ...(p.raceTechnologies ?? [])];
  return owned.filter((t) => !start.includes(t)).length;
}

function readiedPlanets(state: GameState, seat: Seat): PlanetId[] {
  return Object.entries(player(state, seat).planets)
    .filter(([, card]) => card && !card.exhausted)
    .map(([id]) => id as PlanetId);
}

/**
 * Technological Jihad (Against): each player exhausts one of his readied planets per technology he owns
 * beyond his race's starting ones (all his readied planets if he has fewer), chosen by him.
 */
const jihadAgainst: Outcome = (tx) => {
  const data: CardChoiceFrame["data"] = {};
  const awaiting: Seat[] = [];
  for (const seat of everyone(tx)) {
    const n = Math.min(technologiesBeyondStart(tx, seat), readiedPlanets(tx.state, seat).length);
    if (n === 0) continue;
    data[`need${seat}`] = n;
    awaiting.push(seat);
  }
  askCardChoice(tx, {
    effect: "technologicalJihadAgainst",
    prompt:
      "Technological Jihad: name readied planets of yours to exhaust, one per technology beyond your starting ones",
    awaiting,
    data,
  });
};

const JIHAD_AGAINST_CHOICE: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const need = Number(frame.data[`need${seat}`] ?? 0);
    const planets = answer.planets ?? [];
    const readied = readiedPlanets(state, seat);
    if (
      planets.length === need &&
      new Set(planets).size === need &&
      planets.every((p) => readied.includes(p))
    )
      return undefined;
    return ruleError(
      "ERR_JIHAD_PLANETS",
      "RR §20, Technological Jihad",
      `Technological Jihad: name exactly ${need} different readied planet${need === 1 ? "" : "s"} of yours to exhaust.`,
    );
  },
  resolve(tx, _frame, seat, answer) {
    tx.emit({
      type: "planetsExhausted",
      seat,
      planets: [...(answer.planets ?? [])],
      reason: "Technological Jihad",
    });
  },
  options: (state, frame, seat) => [
    { planets: readiedPlanets(state, seat).slice(0, Number(frame.data[`need${seat}`] ?? 0)) },
  ],
};

/** Technology Buy-back (For): the technology handed back for 6 Trade Goods, or none. */
const BUY_BACK_CHOICE: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (answer.choice === undefined) return undefined;
    if (returnableTechnologies(state, seat).includes(answer.choice as TechId)) return undefined;
    return ruleError(
      "ERR_BUY_BACK",
      "RR §20, Technology Buy-back",
      "Technology Buy-back: name a technology of yours that none of your others needs, or none.",
    );
  },
  resolve(tx, _frame, seat, answer) {
    if (answer.choice === undefined) return;
    tx.emit({ type: "technologyReturned", seat, technology: answer.choice, reason: "Technology Buy-back" });
    gainTradeGoods(tx, [seat], 6, "Technology Buy-back");
  },
  options: (state, _frame, seat) => [
    {},
    ...returnableTechnologies(state, seat).map((choice) => ({ choice: choice as string })),
  ],
};

/**
 * Council Elder and Veto Power: the holder answers `use` / `veto` to spend the law on the agenda named in
 * the frame, or nothing. The answer is recorded for economyLawCouncil.ts as a round-long card effect.
 */
function councilLawChoice(effect: "councilElder" | "vetoPower", word: string): CardChoiceRule {
  const name = effect === "councilElder" ? "Council Elder" : "Veto Power";
  return {
    check(_state, _frame, _seat, answer) {
      if (answer.choice === undefined || answer.choice === word) return undefined;
      return ruleError(
        "ERR_COUNCIL_LAW_ANSWER",
        `RR §20, ${name}`,
        `${name}: answer "${word}" to use the law, or nothing to let the agenda go on.`,
      );
    },
    resolve(tx, frame, seat, answer) {
      const card = String(frame.data.card);
      const law = (tx.state.laws ?? []).find((l) => getPoliticalCard(l.card).effect === effect);
      if (answer.choice === word && law) {
        tx.emit({ type: "lawRepealed", card: law.card, reason: `${name} used` });
        startCardEffect(tx, { effect: `${effect}Used`, seat, choice: card });
      } else startCardEffect(tx, { effect: `${effect}Declined`, seat, choice: card });
    },
    options: () => [{}, { choice: word }],
  };
}

function fleetLowest(tx: Tx): Seat[] {
  return lowestFleetSupply(tx.state);
}

export const ECONOMY_LAW_EFFECTS: Readonly<Record<string, AgendaRule>> = {
  // For: specialties discount every colour (technology/research.ts). Against: no yellow this round.
  researchGrant: { for: nothing, against: thisRound("researchGrant"), lasting: true },
  // For: red technologies cost 4 more (research.ts). Against: no green this round.
  technologyTariffs: { for: nothing, against: thisRound("technologyTariffs"), lasting: true },
  // The elected colour costs 3 less, the others 2 more (research.ts).
  subsidizedStudies: { elected: nothing, lasting: true },
  // The elected player pays 1 less (research.ts) and follows Technology without a counter (strategicAction.ts).
  scienceCommunitySpeaker: { elected: nothing, lasting: true },
  // For: technologies cost 2 more (research.ts); declining Technology's secondary draws an Action Card
  // (strategicAction.ts). Against: everyone discards an Action Card of his choice.
  regressiveRhetoric: {
    for: nothing,
    against: discardOfChoice("regressiveRhetoric", 1, 1),
    lasting: true,
  },
  // Started when the Technology card is next used (strategicAction.ts, economyLaws.ts).
  forbiddenResearch: { elected: nothing, lasting: true },
  // For: following Trade lets the follower strip an opponent of 1 Trade Good (trade/tradeCards.ts).
  tradeWar: {
    for: nothing,
    against: (tx) => loseTradeGoods(tx, everyone(tx), () => 1, "Trade War"),
    lasting: true,
  },
  // For: the Trade cards' Trade Goods are pooled and shared (trade/tradeCards.ts, economyLaws.ts).
  classStruggle: {
    for: nothing,
    against: (tx) => loseTradeGoods(tx, everyone(tx), () => 2, "Class Struggle"),
    lasting: true,
  },
  // For: the smallest Fleet Supply gains 1 more counter each Status Phase (statusPhase.ts, economyLaws.ts).
  vorhalPeacePrize: {
    for: nothing,
    against: (tx) => gainTradeGoods(tx, fleetLowest(tx), 3, "Vorhal Peace Prize"),
    lasting: true,
  },
  // Each Status Phase, players with an agreement pay the elected 1 Trade Good (statusPhase.ts).
  ministerOfCommerce: { elected: nothing, lasting: true },
  // Imperial costs the elected 2 Strategy Allocation counters (strategyPhase.ts).
  councilsCensure: { elected: nothing, lasting: true },
  // For: no redistribution in the Status Phase (statusPhase.ts). Against: 3+ Action Cards discard 2.
  resourceManagement: {
    for: nothing,
    against: discardOfChoice("resourceManagement", 2, 3),
    lasting: true,
  },
  // The two elected break any agreement between them; trading is refused while the law is in play
  // (trade/negotiations.ts, trade/dealings.ts).
  forcedEconomicIndependence: {
    elected: (tx, r) => {
      const [a, b] = r.outcome.split(",").map(Number) as [Seat, Seat];
      const agreement = agreementBetween(tx.state, a, b);
      if (agreement)
        tx.emit({
          type: "tradeAgreementBroken",
          seats: [...agreement.seats],
          by: null,
          reason: "Forced Economic Independence",
        });
    },
    lasting: true,
  },
  // For: picking Political earns a counter or 2 Trade Goods (strategyPhase.ts, economyLaws.ts).
  politicalFocus: { for: nothing, against: nextAgendaAtOnce, lasting: true },
  // For: a die for each technology gained (technology/purchase.ts, economyLaws.ts).
  technologicalJihad: { for: nothing, against: jihadAgainst, lasting: true },
  // For: technologies handed back in the Status Phase (statusPhase.ts). Against: none gained this round.
  technologyBuyBack: { for: nothing, against: thisRound("technologyBuyBack"), lasting: true },
  // For: each player with an agreement may take one technology a partner owns, in order of play.
  // Against: every trade agreement breaks, the Hacan's included (the card says all).
  sharingOfTechnology: {
    for: (tx) =>
      askCardChoice(tx, {
        effect: "sharingOfTechnology",
        prompt: "Sharing of Technology: name a technology a trade partner of yours owns, or none",
        awaiting: everyone(tx).filter((seat) => shareableTechnologies(tx.state, seat).length > 0),
        inOrder: true,
      }),
    against: (tx) => {
      for (const agreement of [...tx.state.tradeAgreements])
        tx.emit({
          type: "tradeAgreementBroken",
          seats: [...agreement.seats],
          by: null,
          reason: "Sharing of Technology",
        });
    },
    // Its whole effect is the outcome: nothing lasts beyond it while the card lies in play.
    lasting: true,
  },
  // Offered as an Elect agenda is read / a law is voted in (agenda.ts, voting.ts, economyLawCouncil.ts).
  councilElder: { elected: nothing, lasting: true },
  vetoPower: { elected: nothing, lasting: true },
};

export const ECONOMY_LAW_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  regressiveRhetoric: DISCARD_OF_CHOICE,
  resourceManagement: DISCARD_OF_CHOICE,
  tradeWar: TRADE_WAR_CHOICE,
  politicalFocus: POLITICAL_FOCUS_CHOICE,
  sharingOfTechnology: SHARING_OF_TECHNOLOGY_CHOICE,
  technologicalJihad: JIHAD_CHOICE,
  technologicalJihadAgainst: JIHAD_AGAINST_CHOICE,
  technologyBuyBack: BUY_BACK_CHOICE,
  councilElder: councilLawChoice("councilElder", "use"),
  vetoPower: councilLawChoice("vetoPower", "veto"),
};
