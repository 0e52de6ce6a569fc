/**
 * The bot's candidate answers for the round's own decisions, most wanted first. Each module of the
 * rulebook hands the bot the candidates of its decision kinds (`bot` in module.ts); a kind without any
 * is one the bot cannot answer (simulations report it).
 */
import { getPlanet, getStrategyCard, type StrategyCardId } from "../../content/index.ts";
import type { Command, CommandType, PrimaryChoice, SecondaryChoice } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import { reinforcements } from "../rules/counters.ts";
import { planetValues } from "../rules/planetValues.ts";
import { activePlayers, player } from "../rules/players.ts";
import type { Currency } from "../rules/spending.ts";
import { statusIncome } from "../rules/statusPhase.ts";
import { secondaryCosts } from "../rules/strategicAction.ts";
import { hasShipsIn } from "../rules/strategyCards/board.ts";
import { homePlanets } from "../rules/strategyCards/diplomacy.ts";
import { researchableTechnologies } from "../rules/technology/research.ts";
import { agreementsOf } from "../rules/trade/agreements.ts";
import type { GameState, PlanetCard, Seat } from "../state.ts";
import { cardProductions, refreshCandidates, reinforceChoices } from "./cardAbilities.ts";
import { scoreObjectives } from "./objectives.ts";
import type { Candidates } from "./policy.ts";
import { botRoll } from "./table.ts";
import { researchOrder, warSunStepOpen } from "./warSuns.ts";

/** Which Strategy Cards a bot likes best: points first, then growth. */
const CARD_PREFERENCE = [
  "imperial",
  "imperial-2",
  "bureaucracy",
  "technology",
  "technology-2",
  "trade",
  "trade-2",
  "logistics",
  "leadership",
  "political",
  "assembly",
  "warfare",
  "warfare-2",
  "production",
  "diplomacy",
  "diplomacy-2",
  "initiative",
];

function byPreference(cards: readonly string[], jitter: (card: string) => number = () => 0): string[] {
  const rank = (card: string) => {
    const i = CARD_PREFERENCE.indexOf(card);
    return (i < 0 ? CARD_PREFERENCE.length : i) + jitter(card);
  };
  return [...cards].sort((a, b) => rank(a) - rank(b));
}

const fromChoices =
  (make: (choice: string, d: Decision) => Command): Candidates =>
  (_state, d) =>
    (d.choices ?? []).map((c) => make(c, d));

type PrimaryCommand = Extract<Command, { type: "resolvePrimary" }>;
type CounterSplit = NonNullable<PrimaryChoice["counters"]>;

/** Ways to place `n` counters, the bot's favourite first: mostly Command Pool, one to strategy. */
function splits(n: number): CounterSplit[] {
  if (n <= 0) return [{}];
  const out: CounterSplit[] = [];
  if (n >= 2) out.push({ strategy: 1, command: n - 1 });
  if (n >= 3) out.push({ strategy: 1, fleet: 1, command: n - 2 });
  out.push({ command: n });
  return out;
}

/** Counter placements for a primary that gives up to `max` counters (fewer when reinforcements run low). */
function counterChoices(state: GameState, seat: Seat, max: number): PrimaryChoice[] {
  const room = Math.min(max, reinforcements(state, seat));
  return splits(room).map((counters) => ({ counters }));
}

/** Planets ready to spend, best first for `currency`. */
function readyPlanets(state: GameState, seat: Seat, currency: Currency): string[] {
  const held = player(state, seat).planets as Record<string, PlanetCard>;
  return Object.keys(held)
    .filter((id) => !held[id]?.exhausted && planetValues(state, id)[currency] > 0)
    .sort((a, b) => planetValues(state, b)[currency] - planetValues(state, a)[currency]);
}

/**
 * A payment worth at least `least` and at most `most` in `currency`: planets best first, topped up with
 * Trade Goods; null when the player cannot reach it.
 */
function payment(
  state: GameState,
  seat: Seat,
  currency: Currency,
  least: number,
  most = Number.POSITIVE_INFINITY,
): { planets: string[]; tradeGoods: number } | null {
  for (const order of [readyPlanets(state, seat, currency), readyPlanets(state, seat, currency).reverse()]) {
    const planets: string[] = [];
    let total = 0;
    for (const id of order) {
      if (total >= least) break;
      const value = planetValues(state, id)[currency];
      if (total + value > most) continue;
      planets.push(id);
      total += value;
    }
    const tradeGoods = Math.max(0, Math.min(least - total, player(state, seat).tradeGoods));
    if (total + tradeGoods >= least && total + tradeGoods <= most) return { planets, tradeGoods };
  }
  return null;
}

function positionsWithOwnCounter(state: GameState, seat: Seat): string[] {
  return Object.keys(state.board).filter((p) => state.board[p]?.commandCounters.includes(seat));
}

function positionsWithShips(state: GameState, seat: Seat): string[] {
  return Object.keys(state.board).filter((p) => {
    const system = state.board[p];
    return system !== undefined && hasShipsIn(system, seat);
  });
}

/** The answers each primary reads, by the card's effect key (strategyAbilities.ts and the card files). */
function primaryChoices(state: GameState, seat: Seat, card: StrategyCardId, detail: Record<string, unknown>) {
  const others = activePlayers(state)
    .map((p) => p.seat)
    .filter((s) => s !== seat);
  const techs = researchOrder(state, seat, researchableTechnologies(state, seat)).slice(0, 12);
  switch (getStrategyCard(card).primary?.effect) {
    case "comprehensiveOperations":
      return counterChoices(state, seat, 4);
    case "takeCharge":
      return counterChoices(state, seat, 3);
    case "galacticCouncil":
      return counterChoices(state, seat, 1);
    case "senatorialControl":
      if (detail.stage !== "drawn") return counterChoices(state, seat, 1);
      return [...state.decks.objectives.slice(0, 2).map((objective) => ({ objective, claim: null })), {}];
    case "technologicalBreakthrough":
    case "technologicalFocus":
      return [...techs.map((technology) => ({ technology })), {}];
    case "merchantsGuild":
    case "freeTrade":
      return [{ option: "tradeGoods" }, { option: "cancel" }];
    case "diplomaticEnvoy":
      return others.map((target) => ({ target }));
    case "demilitarizedZone": {
      const home = player(state, seat).home;
      const mine = Object.keys(player(state, seat).planets);
      const zones = Object.keys(state.board).filter((p) =>
        Object.keys(state.board[p]?.planets ?? {}).some((id) => mine.includes(id)),
      );
      return [home, ...zones.filter((p) => p !== home)]
        .filter((p): p is string => typeof p === "string")
        .slice(0, 4)
        .map((position) => ({ option: "demilitarize", position }));
    }
    case "majorOffensive":
      return positionsWithOwnCounter(state, seat).map((position) => ({ position }));
    case "highAlert":
      return positionsWithShips(state, seat).map((position) => ({ position }));
    case "ancientThrone":
      return [{ option: "throne" }];
    case "tightDeadlines":
      return cardProductions(state, seat, 2, Number.POSITIVE_INFINITY).map(
        ({ production, planets, tradeGoods }) => ({ production, planets, tradeGoods }),
      );
    default:
      return [];
  }
}

/** Primary answers to try: the card's own answers first, then the generic ones for cards done by hand. */
function primaryCandidates(state: GameState, d: Decision): Command[] {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "strategicAction") return [];
  const card = frame.card as StrategyCardId;
  const primary = (choice: PrimaryChoice): PrimaryCommand => ({
    type: "resolvePrimary",
    seat: d.seat,
    card,
    choice,
  });
  return [...primaryChoices(state, d.seat, card, frame.detail).map(primary), primary({})];
}

/** The follow answer for a secondary the bot may take, or none; the caller adds the decline. */
function secondaryChoices(state: GameState, seat: Seat, card: StrategyCardId): SecondaryChoice[] {
  const me = player(state, seat);
  const costs = secondaryCosts(state, card, seat);
  // A counter-paid secondary is followed only with a Strategy Allocation counter to spare for next time.
  if (costs && me.counters.strategy < 2) return [];
  const roll = botRoll(state, seat, `secondary:${card}`);
  switch (getStrategyCard(card).secondary?.effect) {
    case "commerce":
      return agreementsOf(state, seat).length > 0 ? [{}] : [];
    case "researchAndDevelopment":
    case "advancedDevelopment": {
      const price = getStrategyCard(card).secondary?.effect === "advancedDevelopment" ? 6 : 8;
      const researchable = researchableTechnologies(state, seat);
      const keen = roll < 70 || warSunStepOpen(state, seat, researchable);
      const pay = keen ? payment(state, seat, "resources", price) : null;
      if (!pay) return [];
      return researchOrder(state, seat, researchable)
        .slice(0, 6)
        .map((technology) => ({ technology, ...pay }));
    }
    case "domesticMandate": {
      const pay = roll < 60 ? payment(state, seat, "influence", 3, 5) : null;
      return pay && reinforcements(state, seat) >= 1 ? [{ ...pay, counters: { command: 1 } }] : [];
    }
    case "masterfulTactician": {
      const pay = roll < 60 ? payment(state, seat, "influence", 2, 3) : null;
      return pay && reinforcements(state, seat) >= 1 ? [{ ...pay, counters: { command: 1 } }] : [];
    }
    case "seekDestiny":
    case "newAgendas":
      return roll < 40 ? [{}] : [];
    case "rapidMobilization":
      return roll < 40 ? cardProductions(state, seat, 0, Number.POSITIVE_INFINITY) : [];
    case "doubleEfforts":
      return roll < 50 ? cardProductions(state, seat, 0, 3) : [];
    case "reinforce":
      return roll < 30 ? reinforceChoices(state, seat) : [];
    case "economicStimulus": {
      const home = homePlanets(state, seat);
      const held = me.planets as Record<string, PlanetCard>;
      const tired = Object.keys(held).filter((id) => held[id]?.exhausted && !home.includes(id));
      return tired.length > 0 ? [{ refresh: tired.slice(0, 2) }] : [];
    }
    case "assemblyMoraleBoost": {
      const held = me.planets as Record<string, PlanetCard>;
      const tired = Object.keys(held).filter((id) => held[id]?.exhausted);
      const refresh: string[] = [];
      let total = 0;
      for (const id of tired) {
        const value = getPlanet(id).resources + getPlanet(id).influence;
        if (total + value <= 6) {
          refresh.push(id);
          total += value;
        }
      }
      return refresh.length > 0 ? [{ refresh }] : [];
    }
    default:
      return [];
  }
}

function secondaryCandidates(state: GameState, d: Decision): Command[] {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "strategicAction") return [];
  const follow = secondaryChoices(state, d.seat, frame.card).map(
    (choice): Command => ({ type: "answerSecondary", seat: d.seat, card: frame.card, follow: true, choice }),
  );
  return [...follow, { type: "answerSecondary", seat: d.seat, card: frame.card, follow: false }];
}

/** Status Phase: keep the sheet as it is and put the new counters into the Command Pool. */
function redistribute(state: GameState, d: Decision): Command[] {
  const c = state.players[d.seat]?.counters ?? { strategy: 0, fleet: 0, command: 0 };
  const total = c.strategy + c.fleet + c.command;
  const income = Math.min(statusIncome(state, d.seat), reinforcements(state, d.seat));
  const target = total + income;
  // Grow the Fleet Supply towards 5 and Strategy Allocation towards 3 by one counter a round each, while
  // the Command Pool keeps at least 3 for next round's actions; the rest goes to the pool.
  const pool = (strategy: number, fleet: number) => target - strategy - fleet;
  let fleet = Math.max(c.fleet, 1);
  let strategy = c.strategy;
  if (fleet < 5 && pool(strategy, fleet + 1) >= 3) fleet += 1;
  if (strategy < 3 && pool(strategy + 1, fleet) >= 3) strategy += 1;
  const grown = { strategy, fleet, command: Math.max(0, pool(strategy, fleet)) };
  const keep = {
    strategy: c.strategy,
    fleet: Math.max(c.fleet, 1),
    command: Math.max(0, target - c.strategy - Math.max(c.fleet, 1)),
  };
  return [grown, keep].map((counters) => ({ type: "redistributeCounters", seat: d.seat, counters }));
}

/** Set-up's decisions (setup/). */
export const SETUP_CANDIDATES = {
  pickRace: fromChoices((race, d) => ({ type: "pickRace", seat: d.seat, race: race as never })),
  placeGalaxyTile: fromChoices((choice, d) => {
    const [tile, position] = choice.split("@");
    return { type: "placeGalaxyTile", seat: d.seat, tile: tile as never, position: position ?? "" };
  }),
} satisfies Partial<Record<CommandType, Candidates>>;

/** The Strategy Phase: the preference is shaken a little per game and round, so one seat does not take Imperial forever. */
export const STRATEGY_PHASE_CANDIDATES = {
  pickStrategyCard: (state, d) =>
    byPreference(d.choices ?? [], (card) => {
      // A bot on its way to War Suns (warSuns.ts) reaches for the Technology card first.
      const eager =
        card.startsWith("technology") &&
        warSunStepOpen(state, d.seat, researchableTechnologies(state, d.seat));
      return eager ? -10 : botRoll(state, d.seat, `pick:${card}`) % 6;
    }).map((card) => ({
      type: "pickStrategyCard",
      seat: d.seat,
      card: card as StrategyCardId,
    })),
} satisfies Partial<Record<CommandType, Candidates>>;

export const ACTION_PHASE_CANDIDATES = {
  pass: (_state, d) => [{ type: "pass", seat: d.seat }],
  skipTurn: () => [],
} satisfies Partial<Record<CommandType, Candidates>>;

export const STRATEGIC_ACTION_CANDIDATES = {
  strategicAction: (_state, d) =>
    byPreference(d.choices ?? [])
      .filter((card) => getStrategyCard(card as StrategyCardId).primary !== null)
      .map((card) => ({
        type: "strategicAction",
        seat: d.seat,
        card: card as StrategyCardId,
      })),
  resolvePrimary: primaryCandidates,
  answerSecondary: secondaryCandidates,
} satisfies Partial<Record<CommandType, Candidates>>;

/** The Status Phase: objectives are scored by bot/objectives.ts; refresh abilities and counters here. */
export const STATUS_PHASE_CANDIDATES = {
  scoreObjectives,
  redistributeCounters: redistribute,
  useRefreshAbilities: refreshCandidates,
} satisfies Partial<Record<CommandType, Candidates>>;
