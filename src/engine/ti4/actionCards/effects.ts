/**
 * Which rule carries an action card out, whatever its timing: the cards timed "action" (actionTimed.ts),
 * those played right after an activation (afterActivation.ts), those played in combat (combatCards.ts), and every play of a card the rules accept
 * now, listed for the player's buttons and the bot. A card of another timing gets a table of its own,
 * read here, with the window that serves its moment (windows.ts); a card in no table is refused with its
 * name (play.ts), and Sabotage has its own rule there.
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { lawsInPlay } from "../agenda/laws.ts";
import { systemPositions } from "../board/galaxy.ts";
import type { Ti4State } from "../state.ts";
import { TI4_CARD_EFFECTS } from "./actionTimed.ts";
import { TI4_AFTER_ACTIVATION_EFFECTS } from "./afterActivation.ts";
import { TI4_COMBAT_CARD_EFFECTS } from "./combatCards.ts";
import { boardPlanets, type Ti4CardEffect, type Ti4CardField, type Ti4CardPlay } from "./effect.ts";

export type { Ti4CardPlay } from "./effect.ts";

/** The rule that carries a card out, whatever its timing, or undefined (Sabotage has its own: play.ts). */
export function ti4CardEffect(card: Ti4ActionCardId): Ti4CardEffect | undefined {
  return TI4_CARD_EFFECTS[card] ?? TI4_AFTER_ACTIVATION_EFFECTS[card] ?? TI4_COMBAT_CARD_EFFECTS[card];
}

/** Whether the engine carries this card out: an effect above, or Sabotage (play.ts). */
export function ti4CardCarriedOut(card: Ti4ActionCardId): boolean {
  return card === "sabo" || ti4CardEffect(card) !== undefined;
}

/** The candidates for one field of a play, before the card's check sorts them. */
function candidates(state: Ti4State, field: Ti4CardField): Ti4CardPlay[] {
  switch (field) {
    case "target":
      return state.players.map((p) => ({ target: p.seat }));
    case "planet":
      return boardPlanets(state).map((p) => ({ planet: p.planet }));
    case "system":
      return systemPositions(state).map((system) => ({ system }));
    case "unit":
      return (["dreadnought", "cruiser", "destroyer", "carrier", "warSun", "flagship"] as const).map(
        (unit) => ({ unit }),
      );
    case "law":
      return lawsInPlay(state).map((l) => ({ law: l.agenda }));
  }
}

/**
 * Every play of a card the rules accept now, listed (the card's choices, for the player's own buttons and
 * the bot): the product of its fields' candidates, kept where its check passes.
 */
export function cardOptions(state: Ti4State, seat: Seat, card: Ti4ActionCardId): Ti4CardPlay[] {
  const effect = ti4CardEffect(card);
  if (!effect) return [];
  let plays: Ti4CardPlay[] = [{}];
  for (const field of effect.names)
    plays = plays.flatMap((p) => candidates(state, field).map((c) => ({ ...p, ...c })));
  return plays.filter((p) => effect.check(state, seat, p) === undefined);
}
