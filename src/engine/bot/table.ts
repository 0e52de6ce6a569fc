/**
 * The bot's candidates for the table talk of the game: the Galactic Council (votes, ties, vetoes, agendas
 * played, the Political deck arranged, the Senate), trade (proposals to neighbours, answers, approvals,
 * breaking a poor agreement), Action Cards (a card it would play weighed before passing a window), hand
 * limits, Hacan card trades, effects confirmed by hand (games saved with one) and Demilitarized Zone
 * counters.
 *
 * The bot is deterministic: where it "sometimes" does something, the choice is a hash of the public table
 * and the decision, never Math.random, so a replayed game makes the same choices.
 */
import {
  type ActionCardId,
  getActionCard,
  getPoliticalCard,
  getStrategyCard,
  type PoliticalCardId,
} from "../../content/index.ts";
import type { Command, CommandType } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import { AUTOMATED_ACTION_CARD_EFFECTS } from "../effects/automated.ts";
import type { TradeNegotiationFrame } from "../frames.ts";
import { cardChoiceOptions } from "../rules/actionCards/choice.ts";
import { excessCards } from "../rules/actionCards/handLimit.ts";
import { abilitiesWorthBorrowing } from "../rules/actionCards/phaseCardCultures.ts";
import { pickJustMade } from "../rules/actionCards/phaseCardDisgrace.ts";
import { planetValues } from "../rules/planetValues.ts";
import { activePlayers, hasAbility, player } from "../rules/players.ts";
import type { AgendaFrame } from "../rules/politics/frames.ts";
import { allCandidates } from "../rules/politics/voting.ts";
import { SHUTTLE_LOGISTICS } from "../rules/technology/shuttleLogistics.ts";
import { agreementsOf, freeContracts, HACAN_CARD_TRADING, valueFor } from "../rules/trade/agreements.ts";
import type { GameState, Seat } from "../state.ts";
import { highAlertCandidates } from "./cardAbilities.ts";
import { garrisonMoves } from "./groundMoves.ts";
import type { Candidates } from "./policy.ts";
import { tableCardPlays } from "./tableCards.ts";

/**
 * A number from 0 to 99 fixed by what everyone sees of the game (where the homes are, each player's
 * points, Trade Goods, counters, planets and technologies, the round and the procedure under way), the
 * seat and `salt`: the bot's "sometimes". Nothing hidden goes into it, not the generator's state either.
 */
export function botRoll(state: GameState, seat: Seat, salt: string): number {
  const table = state.players
    .map((p) => {
      const c = p.counters;
      const holdings = `${Object.keys(p.planets).length}.${p.technologies.length}`;
      return `${p.home}.${p.vp}.${p.tradeGoods}.${c.strategy}.${c.fleet}.${c.command}.${holdings}`;
    })
    .join(",");
  const text = `${table}|${state.round}|${state.stack.length}|${seat}|${salt}`;
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h >>> 0) % 100) as number;
}

function agendaFrame(state: GameState): AgendaFrame | undefined {
  const frame = state.stack.findLast((f) => f.kind === "agenda");
  return frame?.kind === "agenda" ? frame : undefined;
}

function ownPlanets(state: GameState, seat: Seat): string[] {
  return Object.keys(player(state, seat).planets);
}

/** How much the bot likes an option of an agenda: itself, its planets, then "for". */
function optionScore(state: GameState, seat: Seat, option: string): number {
  const parts = option.split(",");
  const mine = ownPlanets(state, seat);
  let score = 0;
  for (const part of parts) {
    if (part === String(seat)) score += 10;
    if (mine.includes(part)) score += 5 + planetValues(state, part).resources;
  }
  if (option === "for") score += 1;
  return score;
}

function byScore(state: GameState, seat: Seat, options: readonly string[]): string[] {
  return [...options].sort((a, b) => optionScore(state, seat, b) - optionScore(state, seat, a));
}

/** The options of the agenda under vote: the decision's list, or all of them when too many to list. */
function agendaOptions(state: GameState, d: Decision): string[] {
  if (d.choices) return [...d.choices];
  const card = agendaFrame(state)?.card;
  return card ? allCandidates(state, card) : [];
}

/** Votes: usually all for the best-liked option ("for" a directive now and then "against"); abstain sometimes. */
const castVotes: Candidates = (state, d) => {
  const abstain: Command = { type: "castVotes", seat: d.seat, choice: null };
  if (botRoll(state, d.seat, "abstain") < 15) return [abstain];
  let options = byScore(state, d.seat, agendaOptions(state, d));
  if (options.includes("against") && botRoll(state, d.seat, "against") < 35) {
    options = ["against", ...options.filter((o) => o !== "against")];
  }
  const votes = options.slice(0, 5).map((choice): Command => ({ type: "castVotes", seat: d.seat, choice }));
  return [...votes, abstain];
};

const breakTie: Candidates = (state, d) => {
  const tied = d.choices ?? agendaFrame(state)?.tied ?? [];
  return byScore(state, d.seat, tied).map((choice) => ({ type: "breakTie", seat: d.seat, choice }));
};

/** The Xxcha vetoes now and then, while its Strategy Allocation has a counter to spare. */
const vetoAgenda: Candidates = (state, d) => {
  const spare = player(state, d.seat).counters.strategy >= 2;
  const veto = spare && botRoll(state, d.seat, "veto") < 20;
  return [
    { type: "vetoAgenda", seat: d.seat, veto },
    { type: "vetoAgenda", seat: d.seat, veto: !veto },
  ];
};

/** Political Cards: laws the bot likes less go first as agendas, the rest in hand order. */
function politicalHand(state: GameState, seat: Seat): PoliticalCardId[] {
  return [...player(state, seat).secret.politicalCards];
}

const playPoliticalCard: Candidates = (state, d) =>
  politicalHand(state, d.seat).map((card) => ({ type: "playPoliticalCard", seat: d.seat, card }));

/** Puts a directive (an outcome now, no lasting law) back on top when there is one. */
const arrangePoliticalDeck: Candidates = (state, d) => {
  const seen = player(state, d.seat).secret.politicalPeek ?? [];
  const directives = seen.filter((card) => getPoliticalCard(card).kind === "directive");
  const order = [...directives, ...seen.filter((card) => !directives.includes(card))];
  return order.map((top) => ({ type: "arrangePoliticalDeck", seat: d.seat, top }));
};

/** Assembly: take the Speaker token when possible and name the next player; otherwise give it away. */
const chooseSenateOption: Candidates = (state, d) => {
  const others = activePlayers(state)
    .map((p) => p.seat)
    .filter((s) => s !== d.seat);
  const a = others.map(
    (target): Command => ({ type: "chooseSenateOption", seat: d.seat, option: "a", target }),
  );
  const b = others
    .filter((s) => s !== state.speaker)
    .map((target): Command => ({ type: "chooseSenateOption", seat: d.seat, option: "b", target }));
  return [...a, ...b];
};

// ---- trade

function negotiation(state: GameState): TradeNegotiationFrame | undefined {
  const frame = state.stack.at(-1);
  return frame?.kind === "tradeNegotiation" ? frame : undefined;
}

/** Seats next to this one around the table, nearest first: the bot trades with its neighbours. */
function neighbours(state: GameState, seat: Seat): Seat[] {
  const seats = activePlayers(state).map((p) => p.seat);
  const n = seats.length;
  const at = seats.indexOf(seat);
  if (at < 0 || n < 2) return [];
  const out: Seat[] = [];
  for (let step = 1; step <= Math.floor(n / 2); step++) {
    for (const s of [seats[(at + step) % n], seats[(at - step + n) % n]]) {
      if (s !== undefined && s !== seat && !out.includes(s)) out.push(s);
    }
  }
  return out;
}

/**
 * Proposes its best free contract for the partner's best to its two nearest neighbours. Proposals stop
 * after two per player have been made at this table, so a refused bot does not propose forever.
 */
const proposeTradeAgreement: Candidates = (state, d) => {
  const frame = negotiation(state);
  if (!frame || frame.nextProposal > 2 * state.players.length) return [];
  const allowed = (d.choices ?? []).map(Number);
  const mine = [...freeContracts(state, d.seat)].sort((a, b) => b - a);
  const give = mine[0];
  if (give === undefined) return [];
  return neighbours(state, d.seat)
    .slice(0, 2)
    .filter((partner) => allowed.includes(partner))
    .flatMap((partner) => {
      const theirs = [...freeContracts(state, partner)].sort((a, b) => b - a);
      return theirs.map(
        (receive): Command => ({ type: "proposeTradeAgreement", seat: d.seat, partner, give, receive }),
      );
    });
};

/** Accepts an agreement that pays it at least the contract it hands over, less 1. */
const answerTradeProposal: Candidates = (state, d) => {
  const frame = negotiation(state);
  return (d.choices ?? []).map(Number).map((id): Command => {
    const p = frame?.proposals.find((q) => q.id === id);
    const accept = p !== undefined && p.give >= p.receive - 1;
    return { type: "answerTradeProposal", seat: d.seat, proposal: id, accept };
  });
};

/** The Trade holder approves the agreements of others. */
const approveTradeAgreement: Candidates = (_state, d) =>
  (d.choices ?? [])
    .map(Number)
    .map((proposal) => ({ type: "approveTradeAgreement", seat: d.seat, proposal, approve: true }));

const finishTrading: Candidates = (_state, d) => [{ type: "finishTrading", seat: d.seat }];

/** Breaks an agreement only when the partner collects at least 2 more from it than the bot does. */
const breakTradeAgreement: Candidates = (state, d) => {
  const allowed = (d.choices ?? []).map(Number);
  return agreementsOf(state, d.seat)
    .filter((a) => {
      const partner = a.seats[0] === d.seat ? a.seats[1] : a.seats[0];
      return allowed.includes(partner) && valueFor(a, partner) - valueFor(a, d.seat) >= 2;
    })
    .map(
      (a): Command => ({
        type: "breakTradeAgreement",
        seat: d.seat,
        partner: a.seats[0] === d.seat ? a.seats[1] : a.seats[0],
      }),
    );
};

/** Hacan card trades: a card from a big hand to a recipient holding at least 2 fewer (this always ends). */
const giveActionCards: Candidates = (state, d) => {
  const hand = player(state, d.seat).secret.actionCards;
  const card = leastUseful(hand)[0];
  if (card === undefined || hand.length < 5) return [];
  return (d.choices ?? [])
    .map(Number)
    .filter((to) => player(state, to).secret.actionCards.length <= hand.length - 2)
    .filter(
      (to) => hasAbility(state, to, HACAN_CARD_TRADING) || hasAbility(state, d.seat, HACAN_CARD_TRADING),
    )
    .map((to): Command => ({ type: "giveActionCards", seat: d.seat, to, cards: [card] }));
};

// ---- action cards

/** Cards whose effect the engine does not carry out are the least useful to a bot: they go first. */
function leastUseful(hand: readonly ActionCardId[]): ActionCardId[] {
  const automated = (card: ActionCardId) => AUTOMATED_ACTION_CARD_EFFECTS.has(getActionCard(card).effect);
  return [...hand.filter((c) => !automated(c)), ...hand.filter((c) => automated(c))];
}

/** The richest opponent (Trade Goods, then command counters) for cards that take from one. */
function richestOpponents(state: GameState, seat: Seat): Seat[] {
  return activePlayers(state)
    .filter((p) => p.seat !== seat)
    .sort((a, b) => b.tradeGoods - a.tradeGoods || b.counters.command - a.counters.command)
    .map((p) => p.seat);
}

/** The opponent ahead (Victory Points, then Trade Goods), for a card that holds one back. */
function leadingOpponent(state: GameState, seat: Seat): Seat | undefined {
  return activePlayers(state)
    .filter((p) => p.seat !== seat)
    .sort((a, b) => b.vp - a.vp || b.tradeGoods - a.tradeGoods)[0]?.seat;
}

/**
 * The Strategy Phase cards the bot plays: Cultural Crisis on the opponent ahead, Multiculturalism for the
 * most useful ability on offer, Public Disgrace on a pick that took Bonus Counters or the Imperial card.
 */
function strategyPhasePlays(state: GameState, seat: Seat, card: ActionCardId): Command[] {
  const effect = getActionCard(card).effect;
  const playing = { type: "playActionCard", seat, card } as const;
  if (effect === "culturalCrisis") {
    const target = leadingOpponent(state, seat);
    return target === undefined ? [] : [{ ...playing, target }];
  }
  if (effect === "multiculturalism") {
    return abilitiesWorthBorrowing(state, seat)
      .slice(0, 1)
      .map((choice) => ({ ...playing, choice }));
  }
  if (effect === "publicDisgrace") {
    const pick = pickJustMade(state);
    const worth = pick && (pick.bonus > 0 || getStrategyCard(pick.card).family === "imperial");
    return worth && pick.seat !== seat ? [playing] : [];
  }
  return [];
}

/**
 * Plays, now and then, one of the automated cards where it helps: Good Year, Privateers on a rich
 * opponent, Insubordination, Fantastic Rhetoric before its own vote, Bribery after it, the cards of the
 * table (tableCards.ts) and the Strategy Phase cards above. Everything else stays in hand; `apply` refuses
 * what is not playable now, so the timing needs no copy here.
 */
const playActionCard: Candidates = (state, d) => {
  if (botRoll(state, d.seat, "playActionCard") >= 25) return [];
  const me = player(state, d.seat);
  const out: Command[] = [];
  for (const card of new Set(me.secret.actionCards)) {
    const effect = getActionCard(card).effect;
    out.push(...strategyPhasePlays(state, d.seat, card));
    if (effect === "goodYear" || effect === "fantasticRhetoric") {
      out.push({ type: "playActionCard", seat: d.seat, card });
    } else if (effect === "privateers") {
      const rich = richestOpponents(state, d.seat).filter((s) => player(state, s).tradeGoods >= 2);
      for (const target of rich.slice(0, 1)) out.push({ type: "playActionCard", seat: d.seat, card, target });
    } else if (effect === "insubordination") {
      const target = richestOpponents(state, d.seat).find((s) => player(state, s).counters.command > 0);
      if (target !== undefined) out.push({ type: "playActionCard", seat: d.seat, card, target });
    } else if (effect === "bribery" && me.tradeGoods >= 2) {
      out.push({ type: "playActionCard", seat: d.seat, card, tradeGoods: Math.min(3, me.tradeGoods) });
    } else if (effect === "transport") {
      // Transport: up to 3 ground units spread to an unguarded planet (groundMoves.ts).
      for (const m of garrisonMoves(state, d.seat, 3, 4))
        out.push({ type: "playActionCard", seat: d.seat, card, planets: [m.from, m.to], units: m.units });
    } else out.push(...tableCardPlays(state, d.seat, card));
  }
  return out;
};

const passActionWindow: Candidates = (_state, d) => [{ type: "passActionWindow", seat: d.seat }];

/** Discards the least useful Action Cards and the Political Cards it likes least (laws last in hand). */
const discardDownToLimit: Candidates = (state, d) => {
  const over = excessCards(state, d.seat);
  const hand = player(state, d.seat).secret;
  const actionCards = leastUseful(hand.actionCards).slice(0, over.action);
  const laws = hand.politicalCards.filter((c) => getPoliticalCard(c).kind === "law");
  const politicalCards = [...hand.politicalCards.filter((c) => !laws.includes(c)), ...laws].slice(
    0,
    over.political,
  );
  return [{ type: "discardDownToLimit", seat: d.seat, actionCards, politicalCards }];
};

const confirmByHand: Candidates = (_state, d) => [{ type: "confirmByHand", seat: d.seat }];

/**
 * A card's choice: the legal answers its rule lists, most cautious first (rules/actionCards/choice.ts).
 * Shuttle Logistics (Yssaril) first tries the bot's garrison moves (groundMoves.ts), Shock Troops among
 * them; its rule's own answers, "done" first, stay the fallback.
 */
const answerCardChoice: Candidates = (state, d) => {
  const top = state.stack.at(-1);
  const shuttle =
    top?.kind === "cardChoice" && top.effect === SHUTTLE_LOGISTICS
      ? garrisonMoves(state, d.seat, Number.POSITIVE_INFINITY, 8).map(
          (m): Command => ({
            type: "answerCardChoice",
            seat: d.seat,
            planets: [m.from, m.to],
            units: m.units,
          }),
        )
      : [];
  return [...shuttle, ...cardChoiceOptions(state, d.seat)];
};

/** Demilitarized Zone with empty reinforcements: the counter comes from the fullest area of the sheet. */
const placeCounterFromSheet: Candidates = (state, d) => {
  const counters = player(state, d.seat).counters;
  const areas = (d.choices ?? ["command", "fleet", "strategy"]) as ("strategy" | "fleet" | "command")[];
  return [...areas]
    .sort((a, b) => counters[b] - counters[a])
    .map((area) => ({ type: "placeCounterFromSheet", seat: d.seat, area }));
};

/** The council's decisions (rules/politics). */
export const POLITICS_CANDIDATES = {
  castVotes,
  breakTie,
  vetoAgenda,
  playPoliticalCard,
  arrangePoliticalDeck,
  chooseSenateOption,
} satisfies Partial<Record<CommandType, Candidates>>;

/** Trade's decisions (rules/trade). */
export const TRADE_CANDIDATES = {
  proposeTradeAgreement,
  answerTradeProposal,
  approveTradeAgreement,
  finishTrading,
  breakTradeAgreement,
  giveActionCards,
} satisfies Partial<Record<CommandType, Candidates>>;

/** The Action Cards' decisions (rules/actionCards). */
export const ACTION_CARD_CANDIDATES = {
  playActionCard,
  passActionWindow,
  discardDownToLimit,
  confirmByHand,
  answerCardChoice,
} satisfies Partial<Record<CommandType, Candidates>>;

/** The Strategy Cards' own decisions (rules/strategyCards). */
export const STRATEGY_CARD_CANDIDATES = {
  placeCounterFromSheet,
  moveHighAlert: highAlertCandidates,
} satisfies Partial<Record<CommandType, Candidates>>;
