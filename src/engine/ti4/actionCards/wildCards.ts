/**
 * Wild, Wild Galaxy (a TE galactic event; its card, as public game aids list it [recalled]) plays nine
 * action cards in a stronger form; each card's rule asks `hitsHarder` and reads its number here:
 *  - Direct Hit may also destroy a mech that has just sustained damage in ground combat (players' mechs
 *    come with Prophecy of Kings, so in Mecatol's games this waits for that box);
 *  - Flank Speed gives +2 move; Morale Boost +2 to each combat roll;
 *  - Maneuvering Jets cancels every SPACE CANNON hit; Shields Holding may be played in ground combat too;
 *  - Sabotage: its player also takes the card it cancelled into their hand;
 *  - Skilled Retreat places no command token.
 *  - War Machine (a Codex card) takes 5 off the combined cost instead of 1 (codexProduction.ts).
 * Diplomatic Pressure (a Prophecy of Kings card) is not in Mecatol's deck, nor are Stellar Converter and
 * Nova Seed, whose targets the card also widens: those parts have nothing to act on until their cards are
 * played.
 */
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";

/** Whether the action cards play their Wild, Wild Galaxy form in this game. */
export function hitsHarder(state: Ti4State): boolean {
  return hookAnswers(state, "cardsHitHarder").some((answer) => answer(state));
}

/** Flank Speed's move bonus and Morale Boost's roll bonus: 1, or 2 under Wild, Wild Galaxy. */
export function cardBonus(state: Ti4State): number {
  return hitsHarder(state) ? 2 : 1;
}
