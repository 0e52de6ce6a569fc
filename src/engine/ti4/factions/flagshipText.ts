/**
 * Whose flagship carries which faction's flagship text. Every flagship ability built as a rule asks
 * `flagshipHasAbilityOf(state, seat, faction)`: true for the faction's own player, and for the Nekro Virus
 * holding Valefar Assimilator Z (their Thunder's Edge breakthrough) with a Z token on that faction's sheet.
 *
 * The card (TE "Breakthroughs and Synergy"; its text as the community bot's breakthrough data gives it,
 * AsyncTI4/TI4_map_generator_bot src/main/resources/data/breakthroughs/te_breakthroughs.json, "nekrobt"):
 * "When you would gain another player's technology using one of your faction abilities, you may instead
 * place one of your "Z" assimilator tokens on that player's faction sheet. Your flagship gains the text
 * abilities of that faction's flagship in addition to its own." The box holds 7 Z tokens (TE rulebook,
 * components). Placing them: factions/nekroFlagshipZ.ts.
 *
 * What the Alastor gains per sheet (the text abilities, not the printed values or unit abilities such as
 * SPACE CANNON): `FLAGSHIP_TEXT_NOT_BORROWED` names the sheets whose text Mecatol does not carry onto the
 * Alastor, with why; a Z token is refused there. The others are built through this function, some with
 * nothing to act on:
 *  - Saar (Son of Ragh) and Obsidian (Heaven's Hollow) print no text ability: the Alastor gains nothing.
 *  - Xxcha (Loncara Ssodu): its text widens its own SPACE CANNON, which the Alastor does not have: nothing.
 *  - Firmament (Heaven's Eye): it reads the holder's plot cards; the Nekro have none, so it never wakes.
 */
import type { FactionId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { hasFaction } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { holdsBreakthrough } from "../thundersEdge/breakthroughs.ts";

/** How many Z assimilator tokens the Nekro have (TE rulebook, components: 7). */
export const Z_TOKENS = 7;

/** The factions whose flagship text sits on `seat`'s flagship through Z tokens (none unless Nekro with the card). */
export function borrowedFlagships(state: Ti4State, seat: Seat): readonly FactionId[] {
  if (!hasFaction(state, seat, "nekro") || !holdsBreakthrough(state, seat, "nekrobt")) return [];
  return state.players[seat]?.zAssimilated ?? [];
}

/** Whether `seat`'s flagship has the flagship text ability of `faction`: its own, or borrowed with a Z token. */
export function flagshipHasAbilityOf(state: Ti4State, seat: Seat, faction: FactionId): boolean {
  return hasFaction(state, seat, faction) || borrowedFlagships(state, seat).includes(faction);
}

/**
 * The flagship texts a Z token may not carry onto the Alastor, by faction, with the sentence saying why.
 * Factions of Prophecy of Kings, which Mecatol does not play, cannot be met at the table and are not listed.
 */
export const FLAGSHIP_TEXT_NOT_BORROWED: Partial<Record<FactionId, string>> = {
  winnu:
    "the Salai Sai Corian's text sets how many dice the flagship rolls (one per non-fighter ship the opponent has), while the Alastor's sheet prints its own number of dice; which number counts is not settled by the card, so Mecatol does not carry that text onto the Alastor",
  nekro: "the Z token goes on another player's faction sheet, and the Alastor already has its own text",
};
