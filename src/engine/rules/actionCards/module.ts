/**
 * Action Cards (RR §18): play windows, playing and cancelling, the card-choice frame, hand limits, and
 * the by-hand step for what is not automated yet.
 */

import { ACTION_CARD_CANDIDATES } from "../../bot/table.ts";
import type { RuleModule } from "../../module.ts";
import { BOARD_CARD_EVOLVE } from "./boardCardEvents.ts";
import { trimBoardCardFleets } from "./boardCardFleetTrim.ts";
import { BOARD_CARD_CHOICES } from "./boardCards.ts";
import { BY_HAND_RULES, confirmByHand } from "./byHand.ts";
import { CARD_EVOLVE } from "./cardEvents.ts";
import { answerCardChoice, CARD_CHOICE_FRAME_RULES } from "./choice.ts";
import { COMBAT_CARD_CHOICES } from "./combatCards.ts";
import { GENERAL_CARD_EFFECTS } from "./effects.ts";
import { discardDownToLimit, enforceHandLimits, HAND_LIMIT_RULES } from "./handLimit.ts";
import {
  agendaDissolved,
  barredStrategyCards,
  discardLostUsurper,
  endFirstStrike,
  firstStriker,
  keepStrategyCards,
  ownSecondaryRefusal,
  picksWithoutKeptCards,
  secondaryCounterByCards,
  technologyBarred,
  usurperMecatolVotes,
  votingBarred,
} from "./phaseCardBars.ts";
import { culturallyVoid, culturesLent } from "./phaseCardCultures.ts";
import { disgracedCards, disgracedPickRefusal, endDisgrace } from "./phaseCardDisgrace.ts";
import { PHASE_CARD_EVOLVE } from "./phaseCardEvents.ts";
import { fewerCardsDrawn } from "./phaseCardFate.ts";
import { FATE_CARD_EVOLVE } from "./phaseCardFateEvents.ts";
import { endStability, liftTemporaryStability, onlySabotage, stabilityHolds } from "./phaseCardStability.ts";
import { PHASE_CARD_CHOICES, PHASE_CARD_EFFECTS } from "./phaseCards.ts";
import {
  cardEffectsUsedUp,
  cardPriceChange,
  prerequisiteSkipped,
  purchaseCardDecisions,
  technologyPurchaseAsked,
} from "./phaseCardTechnology.ts";
import { ACTION_CARD_PLAY_RULES, playActionCard } from "./play.ts";
import { ACTION_WINDOW_RULES, passActionWindow, setAutoPassWindows } from "./window.ts";

export const ACTION_CARDS = {
  id: "actionCards",
  commands: {
    playActionCard,
    passActionWindow,
    discardDownToLimit,
    confirmByHand,
    answerCardChoice,
    setAutoPassWindows,
    liftTemporaryStability,
  },
  events: { ...CARD_EVOLVE, ...PHASE_CARD_EVOLVE, ...BOARD_CARD_EVOLVE, ...FATE_CARD_EVOLVE },
  frames: {
    actionWindow: ACTION_WINDOW_RULES,
    actionCardPlay: ACTION_CARD_PLAY_RULES,
    handLimit: HAND_LIMIT_RULES,
    byHand: BY_HAND_RULES,
    cardChoice: CARD_CHOICE_FRAME_RULES,
  },
  choices: { ...COMBAT_CARD_CHOICES, ...BOARD_CARD_CHOICES, ...PHASE_CARD_CHOICES },
  // The phase cards and the cards of no family; combat, board and council cards list theirs in their modules.
  actionCards: { ...PHASE_CARD_EFFECTS, ...GENERAL_CARD_EFFECTS },
  hooks: {
    // Usurper: lost with Mecatol Rex, discarded as the next round begins.
    roundBegins: discardLostUsurper,
    // Political Stability: a card kept takes the place of a pick; Strategic Shift: a card out of reach;
    // Public Disgrace: the card put back, for its picker until he has picked again.
    strategyPicks: picksWithoutKeptCards,
    strategyCardsBarred: (state, seat) => [...barredStrategyCards(state), ...disgracedCards(state, seat)],
    strategyPickRefused: disgracedPickRefusal,
    strategyCardTaken: (tx, seat) => endDisgrace(tx, seat),
    // Cultural Crisis: a player's race abilities void this round; Multiculturalism: one of an opponent's.
    raceAbilitiesVoid: culturallyVoid,
    raceAbilitiesLent: culturesLent,
    // First Strike: its player acts first in the Action Phase, once.
    turnOutOfOrder: firstStriker,
    outOfOrderTurnEnds: endFirstStrike,
    // Corporate Sponsorship and the other cards played just before buying a technology.
    strategicActionOffers: purchaseCardDecisions,
    // Tech Bubble: the holder follows his own secondary, paying for it; Strategic Planning: free secondaries.
    secondaryRefused: ownSecondaryRefusal,
    secondaryCounter: secondaryCounterByCards,
    // War Footing, Grand Armada: ships over Fleet Supply go as the Status Phase ends.
    statusPhaseEnds: trimBoardCardFleets,
    // Political Stability: the named card stays with its player.
    strategyCardsReturned: keepStrategyCards,
    // Council Dissolved: no agenda drawn; Thugs: a player barred from voting; Usurper: Mecatol Rex's votes.
    agendaDrawCancelled: agendaDissolved,
    votingBarred,
    planetVotes: usurperMecatolVotes,
    // Scientist Assassination: no technology this round.
    researchBarred: technologyBarred,
    // The cards played just before buying a technology: Focused Research skips a prerequisite for 6,
    // Corporate Sponsorship and Opening the Black Box lower the price; the purchase uses them up.
    playTimingsOutsideWindows(state, seat) {
      const top = state.stack.at(-1);
      return top?.kind === "strategicAction" && technologyPurchaseAsked(top, seat)
        ? ["beforeTechnologyPurchase"]
        : [];
    },
    prerequisiteSkipped,
    technologyPrice(state, seat, tech, route) {
      if (tech.kind !== "tree") return { change: 0, surcharge: 0 };
      const cards = cardPriceChange(state, seat, tech.tech, route);
      return { change: -cards.discount, surcharge: cards.surcharge };
    },
    technologyBought: (state, seat, tech, route) =>
      tech.kind === "tree" ? cardEffectsUsedUp(state, seat, tech.tech, route) : [],
    // Master of Fate: everyone draws one fewer Action Card this Status Phase.
    statusActionCards: fewerCardsDrawn,
    // Temporary Stability: nothing but Sabotage until the Status Phase, which ends it.
    actionCardsSilenced: stabilityHolds,
    actionCardPlayRefused: onlySabotage,
    statusPhaseStarts: endStability,
  },
  // RR §19: a player over a hand limit discards down at once, before anything else goes on.
  standing: [enforceHandLimits],
  bot: ACTION_CARD_CANDIDATES,
} satisfies RuleModule;
