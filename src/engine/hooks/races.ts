/** What changes the race abilities a player has (RR §25; Action Cards, RR §19). */
import type { GameState, Seat } from "../state.ts";

export interface RaceHooks {
  /**
   * The player's race abilities, good and bad, are void for now (Cultural Crisis); any answer voids them,
   * those lent to him included (rules/abilitiesHeld.ts).
   */
  raceAbilitiesVoid: (state: GameState, seat: Seat) => boolean;
  /**
   * Abilities of other races the player has for now, by key (Multiculturalism: one of an opponent's); the
   * answers are put together.
   */
  raceAbilitiesLent: (state: GameState, seat: Seat) => readonly string[];
}
