/**
 * The board Action Cards whose effect lasts (RR §19) as answers to the tactical rule moments
 * (hooks/tactical.ts): the cards are played elsewhere (boardCards.ts and its tables); this module says
 * which rule each one changes while its effect lasts. (War Footing and Grand Armada answer the Fleet
 * Supply moment with the combat cards, combatCardHooks.ts.)
 */
import type { RuleModule } from "../../module.ts";
import { assaultProduction } from "./boardCardAssault.ts";
import { armisticeBlock, boardCardDocks, immunityBlock } from "./boardCardLasting.ts";
import { flankSpeedBonus, silentPassage } from "./boardCardMovement.ts";
import { radiationKillsLanding, radiationLifted } from "./boardCardRadiation.ts";
import { BOARD_CARD_EFFECTS } from "./boardCards.ts";

export const BOARD_CARDS = {
  id: "boardCards",
  actionCards: BOARD_CARD_EFFECTS,
  hooks: {
    // Diplomatic Immunity: only its player may activate the system this round.
    activationBlocked: immunityBlock,
    // Flank Speed: +1 movement into the system; In the Silence of Space: through enemy ships.
    movementRange(state, move, rules) {
      const movement = rules.movement + flankSpeedBonus(state, move.seat, move.to);
      return silentPassage(state, move.seat, move.from, move.to, move.movement)
        ? { ...rules, movement, throughEnemyShips: true }
        : { ...rules, movement };
    },
    // Armistice: the opponent it names may not invade the planet it shields.
    invasionBlocked: (state, seat, planet) => armisticeBlock(state, seat, planet),
    // Spacedock Accident idles a dock; Productivity Spike raises one's capacity.
    productionDocks: boardCardDocks,
    // Surprise Assault: a production at the blockaded dock before the Space Battle.
    productionBeforeBattle: assaultProduction,
    // Star of Death: its radiation counter destroys the first landing on the planet.
    landingRepelled: radiationKillsLanding,
  },
  // Star of Death: a radiation counter on a planet gained another way is removed unused.
  standing: [radiationLifted],
} satisfies RuleModule;
