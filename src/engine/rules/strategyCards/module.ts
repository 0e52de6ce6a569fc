/** The Strategy Cards' abilities beyond the primary and secondary frames (SE Strategy Cards, RR §5). */

import { STRATEGY_CARD_CANDIDATES } from "../../bot/table.ts";
import type { RuleModule } from "../../module.ts";
import { revealForBonusCounters } from "./bureaucracy.ts";
import { CARDS_ABILITIES_EVOLVE } from "./cardsEvents.ts";
import { DEMILITARIZED_ZONE_RULES, placeCounterFromSheet } from "./diplomacy2.ts";
import { HIGH_ALERT_RULES, highAlertMovement, moveHighAlert, offerHighAlertMove } from "./highAlert.ts";
import { mayClaimManyPublics } from "./imperial2.ts";
import { CARD_PRIMARIES, CARD_SECONDARIES } from "./index.ts";
import { atStatusPhaseStart } from "./phaseHooks.ts";

export const STRATEGY_CARD_ABILITIES = {
  id: "strategyCardAbilities",
  commands: { placeCounterFromSheet, moveHighAlert },
  events: CARDS_ABILITIES_EVOLVE,
  frames: { demilitarizedZone: DEMILITARIZED_ZONE_RULES, highAlert: HIGH_ALERT_RULES },
  primaries: CARD_PRIMARIES,
  secondaries: CARD_SECONDARIES,
  hooks: {
    // Bureaucracy (SE p.16): one objective revealed per Bonus Counter the card carried.
    strategyCardPicked: (tx, _seat, card, bonus) => revealForBonusCounters(tx, card, bonus),
    // Diplomacy's pairs and High Alert last until the Status Phase.
    statusPhaseStarts: atStatusPhaseStart,
    // Imperial II (a): any number of public objectives this Status Phase (SE p.17).
    publicObjectiveLimitLifted: mayClaimManyPublics,
    // High Alert (SE p.16): +1 movement, and the token may follow the ships out of its system.
    shipMovementBonus: highAlertMovement,
    shipsMoved: offerHighAlertMove,
  },
  bot: STRATEGY_CARD_CANDIDATES,
} satisfies RuleModule;
