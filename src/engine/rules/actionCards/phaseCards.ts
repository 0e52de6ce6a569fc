/**
 * Action Cards that act on the Strategy Phase, Strategy Cards, technology purchases, politics and the
 * hands (RR §19 with the rules they touch): their effects by effect key, listed by the Action Card
 * module (module.ts). Lasting effects are read by the rules they change through phaseCardBars.ts. By area: the cards that look at hidden cards are in phaseCardHands.ts, those played
 * before a technology purchase in phaseCardTechnology.ts, those that move Strategy Cards in
 * phaseCardStrategy.ts, Determine Policy in phaseCardAgenda.ts, those that void or lend race abilities in
 * phaseCardCultures.ts, and Public Disgrace in phaseCardDisgrace.ts; the cards of the table: Ruinous
 * Tariffs in phaseCardTrade.ts, Master of Fate in phaseCardFate.ts, Temporary Stability in
 * phaseCardStability.ts and Touch of Genius in phaseCardGenius.ts.
 */
import { getStrategyCard, isStrategyCardId, type StrategyCardId } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState } from "../../state.ts";
import { player } from "../players.ts";
import { planResearch, type ResearchStep, research } from "../technology/purchase.ts";
import { findResearchable, type ResearchPrice } from "../technology/research.ts";
import type { ActionCardEffect, CardPlay } from "./cardPlay.ts";
import { hasCardEffect, startCardEffect } from "./lasting.ts";
import { AGENDA_CARD_CHOICES, AGENDA_CARD_EFFECTS, agendaAboutToBeDrawn } from "./phaseCardAgenda.ts";
import { barredStrategyCards } from "./phaseCardBars.ts";
import { CULTURE_CARD_CHOICES, CULTURE_CARD_EFFECTS } from "./phaseCardCultures.ts";
import { DISGRACE_CARD_EFFECTS } from "./phaseCardDisgrace.ts";
import { FATE_CARD_CHOICES, FATE_CARD_EFFECTS } from "./phaseCardFate.ts";
import { GENIUS_CARD_CHOICES, GENIUS_CARD_EFFECTS } from "./phaseCardGenius.ts";
import { HAND_CARD_CHOICES, HAND_CARD_EFFECTS } from "./phaseCardHands.ts";
import { STABILITY_CARD_EFFECTS } from "./phaseCardStability.ts";
import { STRATEGY_CARD_CHOICES, STRATEGY_CARD_EFFECTS } from "./phaseCardStrategy.ts";
import { TECHNOLOGY_CARD_EFFECTS } from "./phaseCardTechnology.ts";
import { TRADE_CARD_EFFECTS } from "./phaseCardTrade.ts";

/** "Pick a player": any player still in the game, the one who plays the card included. */
function checkPlayerNamed(state: GameState, play: CardPlay, rule: string): RuleError | undefined {
  const target = play.target === null ? undefined : state.players[play.target];
  if (target && !target.eliminated) return undefined;
  return ruleError("ERR_CARD_TARGET", rule, "Name the player this card is played on (a seat in the game).");
}

/** Scientist Assassination: the player named gains no technology this round (research.ts asks). */
const scientistAssassination: ActionCardEffect = {
  check: (state, play) => checkPlayerNamed(state, play, "Scientist Assassination"),
  resolve(tx, play) {
    startCardEffect(tx, { effect: "scientistAssassination", seat: play.seat, target: play.target });
  },
};

/** Thugs: the player named may not vote for the rest of this round (agenda.ts has him abstain). */
const thugs: ActionCardEffect = {
  check: (state, play) => checkPlayerNamed(state, play, "Thugs"),
  resolve(tx, play) {
    startCardEffect(tx, { effect: "thugs", seat: play.seat, target: play.target });
  },
};

/** Strategic Planning (SE): no Strategy Allocation counter for secondaries this round (strategicAction.ts). */
const strategicPlanning: ActionCardEffect = {
  check: () => undefined,
  resolve(tx, play) {
    startCardEffect(tx, { effect: "strategicPlanning", seat: play.seat });
  },
};

/** Picks still to be made in the Strategy Phase under way (0 outside it). */
function picksLeft(state: GameState): number {
  const frame = state.stack.findLast((f) => f.kind === "strategyPhase");
  return frame?.kind === "strategyPhase" ? frame.order.length - frame.index : 0;
}

/**
 * Strategic Shift: a Strategy Card still on the table that nobody may pick this round (strategyPhase.ts).
 * The card is removed with 4 and 8 players (RR §23 errata), where every card is picked; interpretation:
 * elsewhere it is refused when the cards left would not last every pick still to come.
 */
const strategicShift: ActionCardEffect = {
  check(state, play) {
    const barred = barredStrategyCards(state);
    const pool = state.strategyPool.map((c) => c.card as string).filter((card) => !barred.includes(card));
    if (play.choice === null || !isStrategyCardId(play.choice) || !pool.includes(play.choice)) {
      const names = pool.map((card) => `${getStrategyCard(card as StrategyCardId).name} (${card})`);
      return ruleError(
        "ERR_CARD_CHOICE",
        "Strategic Shift",
        `Name a Strategy Card still on the table: one of ${names.join(", ")}.`,
      );
    }
    if (pool.length - 1 < picksLeft(state)) {
      return ruleError(
        "ERR_CARD_CONDITION",
        "Strategic Shift",
        "Every Strategy Card left is needed for the picks to come: none may be barred.",
      );
    }
    return undefined;
  },
  resolve(tx, play) {
    startCardEffect(tx, { effect: "strategicShift", seat: play.seat, choice: play.choice });
  },
};

/**
 * Alien Technology (SE): a flat price of 4 resources that no specialty (or anything else) lowers.
 * Interpretation: "fixed" also keeps laws that raise prices (Technology Tariffs) off it.
 */
const ALIEN_TECHNOLOGY: ResearchPrice = {
  via: "alienTechnology",
  price: 4,
  specialties: false,
  rule: "Alien Technology",
  fixed: true,
};

/**
 * Interpretation: the card buys a technology of the tree (a Race-Specific Technology has its own price,
 * SE p.9, which a "fixed" price would contradict). The payment is the play's planets and Trade Goods.
 */
function alienSteps(state: GameState, play: CardPlay): ResearchStep[] | RuleError {
  const found = play.choice === null ? undefined : findResearchable(state, play.choice);
  if (found === undefined || isRuleError(found) || found.kind !== "tree") {
    return ruleError(
      "ERR_CARD_CHOICE",
      "Alien Technology",
      'Name the technology of the tree you buy, by its id (such as "deep-space-cannon"), and pay 4 resources.',
    );
  }
  return [
    {
      technology: found.id,
      via: ALIEN_TECHNOLOGY,
      payment: { planets: play.planets, tradeGoods: play.tradeGoods },
    },
  ];
}

const alienTechnology: ActionCardEffect = {
  check(state, play) {
    const steps = alienSteps(state, play);
    if (isRuleError(steps)) return steps;
    const planned = planResearch(state, play.seat, steps);
    return isRuleError(planned) ? planned : undefined;
  },
  resolve(tx, play) {
    const steps = alienSteps(tx.state, play);
    if (isRuleError(steps)) return;
    research(tx, play.seat, steps);
  },
};

/**
 * Council Dissolved: the player resolving the Political primary draws no agenda this time (the rest of the
 * primary, cards, counter and the look at the deck, stands). Interpretation: "right after the primary is
 * used" is the window before its agenda is drawn (window.ts), the last moment the draw can be stopped.
 */
const councilDissolved: ActionCardEffect = {
  check(state) {
    const agenda = agendaAboutToBeDrawn(state);
    if (agenda && !hasCardEffect(state, "councilDissolved", { target: agenda.reader })) return undefined;
    return ruleError(
      "ERR_CARD_CONDITION",
      "Council Dissolved",
      "Council Dissolved is played as the Political primary is used, before its agenda is drawn.",
    );
  },
  resolve(tx, play) {
    const agenda = agendaAboutToBeDrawn(tx.state);
    if (!agenda) return;
    startCardEffect(tx, { effect: "councilDissolved", seat: play.seat, target: agenda.reader });
  },
};

/** The holder's own Technology action whose secondaries are open, for Tech Bubble. */
function ownTechnologyAction(state: GameState, play: CardPlay) {
  const action = state.stack.findLast((f) => f.kind === "strategicAction");
  if (action?.kind !== "strategicAction" || action.step !== "secondaries") return undefined;
  if (getStrategyCard(action.card).family !== "technology" || action.seat !== play.seat) return undefined;
  return action.awaiting.includes(play.seat) ? undefined : action;
}

/**
 * Tech Bubble: right after resolving his own Technology primary, the holder may follow its secondary as
 * well, for a Strategy Allocation counter (Initiative does not waive it, RR §23 FAQ) and the usual price;
 * he is asked along with the others (strategicAction.ts). Interpretation: a played Tech Bubble whose
 * holder already answered is refused rather than wasted.
 */
const techBubble: ActionCardEffect = {
  check(state, play) {
    if (ownTechnologyAction(state, play)) return undefined;
    return ruleError(
      "ERR_CARD_CONDITION",
      "Tech Bubble",
      "Tech Bubble is played right after you resolved the primary of your own Technology card.",
    );
  },
  resolve(tx, play) {
    const action = ownTechnologyAction(tx.state, play);
    if (!action) return;
    tx.emit({ type: "secondaryOpened", seat: play.seat, card: action.card, reason: "Tech Bubble" });
  },
};

/**
 * First Strike (SE): right after the Strategy Phase, the player takes his first action ahead of the
 * lowest-initiative player; then the usual order resumes from that player (actionPhase.ts). Interpretation:
 * refused to the player who acts first anyway, for whom it would change nothing.
 */
const firstStrike: ActionCardEffect = {
  check(state, play) {
    const phase = state.stack.findLast((f) => f.kind === "actionPhase");
    const first = phase?.kind === "actionPhase" ? phase.order[phase.current] : undefined;
    if (
      first !== undefined &&
      first !== play.seat &&
      !hasCardEffect(state, "firstStrike", { seat: play.seat })
    )
      return undefined;
    return ruleError(
      "ERR_CARD_CONDITION",
      "First Strike",
      "First Strike lets a player act before the first in the order of play; you act first already.",
    );
  },
  resolve(tx, play) {
    startCardEffect(tx, { effect: "firstStrike", seat: play.seat });
  },
};

/**
 * Usurper: played in the Strategy Phase while holding Mecatol Rex, the card stays parked on the planet (out
 * of the discard pile); for votes Mecatol Rex gives its holder double its influence, exhausted or not
 * (voting.ts). Lost with the planet: it stops counting at once, and the card is discarded as the next round
 * begins (phaseCardBars.ts).
 */
const usurper: ActionCardEffect = {
  check(state, play) {
    const holds = "mecatol-rex" in player(state, play.seat).planets;
    if (holds && !hasCardEffect(state, "usurper")) return undefined;
    return ruleError("ERR_CARD_CONDITION", "Usurper", "Usurper is played while you hold Mecatol Rex.");
  },
  resolvesLast: true,
  resolve(tx, play) {
    startCardEffect(tx, { effect: "usurper", seat: play.seat, planets: ["mecatol-rex"], lastRound: null });
    tx.emit({ type: "actionCardParked", seat: play.seat, card: play.card, planet: "mecatol-rex" });
  },
};

/**
 * Flawless Strategy (SE), as an action: the player resolves the primary of a Strategy Card nobody picked
 * this round, and the others may follow its secondary as usual (strategicAction.ts, marked
 * `byActionCard`: the card is not his, so it is not turned, and his turn ended with the play). Initiative
 * has no primary to resolve.
 */
const flawlessStrategy: ActionCardEffect = {
  check(state, play) {
    const unpicked = state.strategyPool
      .map((c) => c.card)
      .filter((card) => getStrategyCard(card).primary !== null);
    if (play.choice !== null && (unpicked as string[]).includes(play.choice)) return undefined;
    const names = unpicked.map((card) => `${getStrategyCard(card).name} (${card})`);
    return ruleError(
      "ERR_CARD_CHOICE",
      "Flawless Strategy",
      `Name a Strategy Card nobody picked this round: one of ${names.join(", ") || "none"}.`,
    );
  },
  resolvesLast: true,
  resolve(tx, play) {
    tx.emit({
      type: "framePushed",
      frame: {
        kind: "strategicAction",
        seat: play.seat,
        card: play.choice as StrategyCardId,
        step: "primary",
        awaiting: [],
        detail: { byActionCard: true },
      },
    });
  },
};

export const PHASE_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  scientistAssassination,
  strategicShift,
  thugs,
  strategicPlanning,
  alienTechnology,
  councilDissolved,
  techBubble,
  firstStrike,
  usurper,
  flawlessStrategy,
  ...HAND_CARD_EFFECTS,
  ...AGENDA_CARD_EFFECTS,
  ...TECHNOLOGY_CARD_EFFECTS,
  ...STRATEGY_CARD_EFFECTS,
  ...TRADE_CARD_EFFECTS,
  ...FATE_CARD_EFFECTS,
  ...STABILITY_CARD_EFFECTS,
  ...GENIUS_CARD_EFFECTS,
  ...CULTURE_CARD_EFFECTS,
  ...DISGRACE_CARD_EFFECTS,
};

/** Choices these cards ask of players after they are played (choice.ts). */
export const PHASE_CARD_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  ...HAND_CARD_CHOICES,
  ...AGENDA_CARD_CHOICES,
  ...STRATEGY_CARD_CHOICES,
  ...FATE_CARD_CHOICES,
  ...GENIUS_CARD_CHOICES,
  ...CULTURE_CARD_CHOICES,
};
