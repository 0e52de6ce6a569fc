/**
 * The action cards played on combat dice just rolled (LRR 2, 74), in the quiet window timed afterRoll that
 * the moment after a combat roll opens (combat/afterRoll.ts; windows.ts asks only the roller, and only when
 * they hold such a card): Fire Team (after your ground forces roll in ground combat, reroll any of those
 * dice). A reroll of a die that hit could only lose it, so the card rerolls every die that missed (as War
 * Funding does); the log shows each die's first and new result.
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { afterRollUnderWay, missedDice, rerollDice } from "../combat/afterRoll.ts";
import type { Ti4CombatRollMoment, Ti4DiceOffer } from "../hooks/combat.ts";
import type { Ti4State } from "../state.ts";
import { refuse, type Ti4CardEffect } from "./effect.ts";

/** The moment after `seat`'s own ground combat roll, with a die that missed and Fire Team not yet used. */
function fireTeamMoment(state: Ti4State, seat: Seat) {
  const frame = afterRollUnderWay(state);
  if (!frame || frame.seat !== seat || frame.combat !== "ground")
    return {
      error: refuse("Fire Team", "it is played right after your ground forces roll in ground combat."),
    };
  if (frame.used.includes("fireTeam"))
    return { error: refuse("Fire Team", "these dice have already been rerolled by Fire Team (LRR 74).") };
  const missed = missedDice(frame);
  if (missed.length === 0)
    return { error: refuse("Fire Team", "none of your dice missed: nothing to reroll.") };
  return { missed };
}

export const TI4_DICE_CARD_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  fire_team: {
    names: [],
    check: (state, seat) => fireTeamMoment(state, seat).error,
    resolve(tx, seat) {
      const found = fireTeamMoment(tx.state, seat);
      if (found.missed) rerollDice(tx, "fireTeam", found.missed);
    },
  },
};

/**
 * The offer of the afterRoll cards at the moment after a roll (hook point combatDiceOffers): asked before
 * the moment's frame exists, so read from the roll itself. `asked` tells whether the window would wait on
 * the roller (they hold a card and have not set a standing pass).
 */
export function diceCardOffers(
  state: Ti4State,
  moment: Ti4CombatRollMoment,
  asked: (seat: Seat) => boolean,
): Ti4DiceOffer[] {
  if (moment.combat !== "ground" || !asked(moment.seat)) return [];
  if (!(state.players[moment.seat]?.secret.actionCards ?? []).includes("fire_team")) return [];
  const missed = missedDice({ groups: [...moment.groups], baseModifier: 0 });
  return missed.length > 0 ? [{ ability: "fireTeam", effect: "actionCard", costPerDie: 0 }] : [];
}
