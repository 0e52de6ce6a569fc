/**
 * Which card effects the engine resolves by itself. A card whose effect key is missing here is still
 * playable, but its effect must be carried out by the players (or a game master) and the engine says so.
 * Each rule area adds its keys here as it implements them; the content report counts what is left.
 */
export const AUTOMATED_ACTION_CARD_EFFECTS: ReadonlySet<string> = new Set<string>();
export const AUTOMATED_POLITICAL_CARD_EFFECTS: ReadonlySet<string> = new Set<string>();
