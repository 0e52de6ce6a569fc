/**
 * The built-in player's answers to action cards (LRR 2): in a window it plays only the combat cards worth
 * playing there (never Sabotage) and the agenda phase's cards where they clearly help (agendaBot.ts), and
 * passes every other window; as its turn's component action it plays only the cards that
 * simply gain it something (trade goods, readied planets, units of its own) when they gain anything. It reads
 * its own hand and the public table only (the seat's view).
 */
import type { Ti4ActionCardId, Ti4PlanetId } from "../../../content/ti4/index.ts";
import { TI4_SECRET_OBJECTIVE_LIMIT, ti4ActionCard, ti4Planet } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Answer, Ti4Answers } from "../answer.ts";
import { fleetStrength } from "../combat/bot.ts";
import type { Ti4Command } from "../commands.ts";
import { secretObjectivesHeld } from "../objectives/scoring.ts";
import type { Ti4State } from "../state.ts";
import { cannonDice } from "../tactical/spaceCannon.ts";
import { activated } from "./afterActivation.ts";
import { agendaPlays } from "./agendaBot.ts";
import { brilliancePlay } from "./brilliance.ts";
import { conscriptionSystems } from "./codexCards.ts";
import { combatSides, combatUnderWay, inEffect } from "./combatCards.ts";
import { courageousPlay } from "./courageous.ts";
import { crashLandingPlay } from "./crashLanding.ts";
import { cardOptions, type Ti4CardPlay } from "./effects.ts";
import { EXCHANGE_PROGRAM_ANSWERS } from "./exchangeProgram.ts";
import { scramblePlay } from "./scramble.ts";

/** The resources of the seat's readied planets. */
function readyResources(state: Ti4State, seat: Seat): number {
  return planetsOf(state, seat)
    .filter(([, c]) => !c.exhausted)
    .reduce((sum, [p]) => sum + ti4Planet(p).resources, 0);
}

function planetsOf(state: Ti4State, seat: Seat): [Ti4PlanetId, { exhausted: boolean }][] {
  return Object.entries(state.players[seat]?.planets ?? {}) as [Ti4PlanetId, { exhausted: boolean }][];
}

/** What a simple card is worth to the bot now (0: not worth a turn), and the play it would make. */
const SIMPLE: Partial<
  Record<Ti4ActionCardId, (state: Ti4State, seat: Seat, plays: Ti4CardPlay[]) => Ti4CardPlay | null>
> = {
  industrial_initiative: (state, seat, plays) =>
    planetsOf(state, seat).filter(([p]) => ti4Planet(p).traits.includes("industrial")).length >= 2
      ? (plays[0] ?? null)
      : null,
  economic_initiative: (state, seat, plays) =>
    planetsOf(state, seat).filter(([p, c]) => c.exhausted && ti4Planet(p).traits.includes("cultural"))
      .length >= 2
      ? (plays[0] ?? null)
      : null,
  mining_initiative: (_state, _seat, plays) => {
    const best = [...plays].sort(
      (a, b) => ti4Planet(b.planet as Ti4PlanetId).resources - ti4Planet(a.planet as Ti4PlanetId).resources,
    )[0];
    return best && ti4Planet(best.planet as Ti4PlanetId).resources >= 2 ? best : null;
  },
  messiah: (state, seat, plays) => (planetsOf(state, seat).length >= 3 ? (plays[0] ?? null) : null),
  war_effort: (_state, _seat, plays) => plays[0] ?? null,
  // Codex Impersonation: a secret objective drawn while under the limit (LRR 61.19), paid the cheapest way.
  impersonation: (state, seat, plays) =>
    secretObjectivesHeld(state, seat) < TI4_SECRET_OBJECTIVE_LIMIT ? (plays[0] ?? null) : null,
  // Codex Plagiarize: the first technology a neighbour may lend, while the influence can be paid.
  plagiarize: (_state, _seat, plays) => plays[0] ?? null,
  // Codex Fighter Conscription: worth a turn once it places 2 fighters or more.
  f_conscription: (state, seat, plays) =>
    conscriptionSystems(state, seat).length >= 2 ? (plays[0] ?? null) : null,
  // Thunder's Edge: Overrule for a primary that simply gains (tokens, trade goods); Strategize for
  // Leadership's free secondary, or Politics' cards while a strategy token is to spare.
  overrule: (_state, _seat, plays) => firstFor(plays, ["leadership", "trade"]),
  strategize: (state, seat, plays) =>
    firstFor(
      plays,
      (state.players[seat]?.tokens.strategy ?? 0) >= 2 ? ["leadership", "politics"] : ["leadership"],
    ),
  // Thunder's Edge Brilliance: its own breakthrough, or a good planet readied.
  brilliance: brilliancePlay,
};

/** The play naming the first of these strategy cards the card may use now, or null. */
function firstFor(plays: Ti4CardPlay[], cards: readonly string[]): Ti4CardPlay | null {
  for (const card of cards) {
    const play = plays.find((p) => p.strategyCard === card);
    if (play) return play;
  }
  return null;
}

/**
 * The combat cards the bot plays in their windows (combatCards.ts), when the play is worth it: hits
 * cancelled, a round's bonus not yet in effect, commodities taken; Skilled Retreat only when clearly
 * outmatched (as it announces retreats: combat/bot.ts).
 */
const IN_COMBAT: Partial<
  Record<Ti4ActionCardId, (state: Ti4State, seat: Seat, plays: Ti4CardPlay[]) => Ti4CardPlay | null>
> = {
  mb: (state, seat, plays) => (inEffect(state, seat, "mb") ? null : (plays[0] ?? null)),
  f_prototype: (state, seat, plays) => (inEffect(state, seat, "f_prototype") ? null : (plays[0] ?? null)),
  sh: (_state, _seat, plays) => plays[0] ?? null,
  emergency: (_state, _seat, plays) => plays[0] ?? null,
  mjets: (_state, _seat, plays) => plays[0] ?? null,
  salvage: (_state, _seat, plays) => plays[0] ?? null,
  // The dearest ship: the candidates (effects.ts) list war suns and flagships last.
  dh: (_state, _seat, plays) => plays.at(-1) ?? null,
  intercept: (_state, _seat, plays) => plays[0] ?? null,
  // Courageous to the End: with the lost ship of the best combat value, when the dice have a fair chance.
  courageous: (state, seat, plays) => courageousPlay(state, seat, plays),
  // Fire Team rerolls only dice that missed: always worth it once offered.
  fire_team: (_state, _seat, plays) => plays[0] ?? null,
  s_retreat: (state, seat, plays) => {
    const combat = combatUnderWay(state);
    const other = combatSides(state).find((s) => s !== seat);
    if (combat?.kind !== "ti4SpaceCombat" || other === undefined) return null;
    const outmatched =
      fleetStrength(state, other, combat.system) > 3 * fleetStrength(state, seat, combat.system);
    return outmatched ? (plays[0] ?? null) : null;
  },
};

/** The cards of other windows the bot plays whenever the rules let it: they only gain it something. */
const IN_OTHER_WINDOWS: Partial<
  Record<Ti4ActionCardId, (state: Ti4State, seat: Seat, plays: Ti4CardPlay[]) => Ti4CardPlay | null>
> = {
  // Thunder's Edge Lie in Wait: two cards taken from two hands.
  lieinwait: (_state, _seat, plays) => plays[0] ?? null,
  // Thunder's Edge Crash Landing: a ground force saved from a space area left without ships.
  crashlanding: crashLandingPlay,
  // Scramble Frequency: on a roll at the bot's units that hit more than it would on average.
  scramble: scramblePlay,
  // Codex Rally, Harness Energy: tokens or commodities gained; Insider Information: a look, and a card less.
  rally: (_state, _seat, plays) => plays[0] ?? null,
  harness: (_state, _seat, plays) => plays[0] ?? null,
  insider: (_state, _seat, plays) => plays[0] ?? null,
  // Codex Reflective Shielding: 2 hits on the opponent's ships, free.
  reflective: (_state, _seat, plays) => plays[0] ?? null,
  // Codex Blitz: offered only when a planet there may be bombarded, by ships that otherwise could not.
  blitz: (_state, _seat, plays) => plays[0] ?? null,
  // Codex Counterstroke: a token back in the tactic pool is a token gained.
  counterstroke: (_state, _seat, plays) => plays[0] ?? null,
  // Codex Forward Supply Base: 3 trade goods, the 1 given to the player with the fewest points.
  fsb: (state, _seat, plays) =>
    [...plays].sort(
      (a, b) => (state.players[a.target as Seat]?.vp ?? 0) - (state.players[b.target as Seat]?.vp ?? 0),
    )[0] ?? null,
  // Codex Solar Flare: when another player's Space Cannon could reach the system just activated.
  solar_flare: (state, seat, plays) => {
    const system = activated(state)?.system;
    if (system === undefined) return null;
    const cannons = state.players.some(
      (p) => p.seat !== seat && !p.eliminated && cannonDice(state, p.seat, system).length > 0,
    );
    return cannons ? (plays[0] ?? null) : null;
  },
  // Codex Ghost Squad: every ground force of a planet not under attack sent to the one invaded (most first).
  ghost_squad: (state, _seat, plays) => {
    const invasion = state.stack.findLast((f) => f.kind === "ti4Invasion");
    const committed = invasion?.kind === "ti4Invasion" ? (invasion.committed ?? []) : [];
    const size = (p: Ti4CardPlay) => Object.values(p.units ?? {}).reduce((sum, n) => sum + (n ?? 0), 0);
    return (
      plays
        .filter(
          (p) => p.ownPlanet && p.planet && committed.includes(p.ownPlanet) && !committed.includes(p.planet),
        )
        .sort((a, b) => size(b) - size(a))[0] ?? null
    );
  },
  // Codex War Machine: played on a production step where the bot can pay for 2 units or more (the
  // production bot then spends the extra room and the discount).
  war_machine: (state, seat, plays) =>
    (state.players[seat]?.tradeGoods ?? 0) + readyResources(state, seat) >= 4 ? (plays[0] ?? null) : null,
  // Codex Master Plan: one more action is always worth taking while the bot has a tactic token to use.
  master_plan: (state, seat, plays) =>
    (state.players[seat]?.tokens.tactic ?? 0) > 0 ? (plays[0] ?? null) : null,
  // Rescue: a ship sent in only where the bot's ships there are outmatched by those that just arrived.
  rescue: (state, seat, plays) => {
    const tactical = state.stack.findLast((f) => f.kind === "ti4Tactical");
    if (tactical?.kind !== "ti4Tactical") return null;
    const theirs = fleetStrength(state, tactical.seat, tactical.system);
    return theirs > fleetStrength(state, seat, tactical.system) ? (plays.at(-1) ?? null) : null;
  },
};

/** In a combat card window (or another where a card simply gains): the cards worth playing now, before the pass. */
function combatPlays(state: Ti4State, seat: Seat): Ti4Command[] {
  const out: Ti4Command[] = [];
  for (const card of new Set(state.players[seat]?.secret.actionCards ?? [])) {
    const choose = IN_COMBAT[card] ?? IN_OTHER_WINDOWS[card];
    if (!choose || ti4ActionCard(card).timing !== windowTiming(state)) continue;
    const play = choose(state, seat, cardOptions(state, seat, card));
    if (play) out.push({ type: "playActionCard", seat, card, ...play });
  }
  return out;
}

function windowTiming(state: Ti4State) {
  const top = state.stack.at(-1);
  return top?.kind === "ti4CardWindow" ? top.timing : null;
}

/**
 * The play the bot would make of `card` now were it in its hand, or null: in a window, a combat card or one
 * that simply gains; on its turn, an action card it plays (TE Dok 'N Pic's Salvage Yard plays from its card).
 */
export function botCardPlay(state: Ti4State, seat: Seat, card: Ti4ActionCardId): Ti4CardPlay | null {
  const top = state.stack.at(-1);
  const choose =
    top?.kind === "ti4CardWindow"
      ? ti4ActionCard(card).timing === top.timing
        ? (IN_COMBAT[card] ?? IN_OTHER_WINDOWS[card])
        : undefined
      : top?.kind === "ti4ActionPhase"
        ? SIMPLE[card]
        : undefined;
  return choose ? choose(state, seat, cardOptions(state, seat, card)) : null;
}

const playActionCard: Ti4Answer = (state, decision) => {
  // In a window the bot plays only the combat and agenda cards worth it, and otherwise passes it.
  if (state.stack.at(-1)?.kind === "ti4CardWindow")
    return [
      ...combatPlays(state, decision.seat),
      ...agendaPlays(state, decision.seat),
      { type: "passCardWindow", seat: decision.seat },
    ];
  if (state.stack.at(-1)?.kind !== "ti4ActionPhase") return [];
  const seat = decision.seat;
  const out: Ti4Command[] = [];
  for (const card of new Set(state.players[seat]?.secret.actionCards ?? [])) {
    const choose = SIMPLE[card];
    if (!choose) continue;
    const play = choose(state, seat, cardOptions(state, seat, card));
    if (play) out.push({ type: "playActionCard", seat, card, ...play });
  }
  return out;
};

export const ACTION_CARD_ANSWERS: Ti4Answers = {
  ...EXCHANGE_PROGRAM_ANSWERS,
  playActionCard,
  passCardWindow: (state, decision) => [
    ...combatPlays(state, decision.seat),
    ...agendaPlays(state, decision.seat),
    { type: "passCardWindow", seat: decision.seat },
  ],
};
