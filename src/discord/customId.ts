/**
 * The one codec for the custom ids of Mecatol's buttons and select menus:
 * `v1:<route>:<game>:<decision>:<answer>`, at most 100 characters (Discord's limit). `game` is the first
 * eight characters of the game's id, so a button left over from an earlier game in the channel is known;
 * `decision` is the engine's decision kind (for a ballot on a seat whose time bank ran out: the seat);
 * `answer` is the chosen answer ("-" where the component carries it, as a select menu does in its values).
 */

/** What a pressed component asks for; one handler per route (components.ts). */
export const ROUTES = {
  /** Answer a decision with the answer in the id. */
  answer: "ans",
  /** Answer a decision with the value chosen in a select menu. */
  select: "sel",
  /** Tell the player which /ti command answers a decision that needs more than one choice. */
  howTo: "how",
  /** A ballot on a seat whose time bank ran out: `decision` is the seat, `answer` the choice. */
  vote: "vot",
  /**
   * Keep what was picked in one of several menus (the answer names the menu: a fleet's position, a
   * planet); the picks are kept on the message itself, as the menus' chosen options.
   */
  pick: "pck",
  /** Send what the message's menus hold picked (Move, Land, Produce). */
  send: "snd",
  /** "What happened?": the presser's own catch-up since their last action (app/catchUp.ts). */
  catchUp: "cup",
} as const;

export type Route = keyof typeof ROUTES;

export interface CustomId {
  route: Route;
  game: string;
  decision: string;
  answer: string;
}

export const CUSTOM_ID_VERSION = "v1";
export const MAX_CUSTOM_ID_LENGTH = 100;
export const GAME_SHORT_LENGTH = 8;

/** The part of a game id the custom ids carry. */
export function gameShort(gameId: string): string {
  return gameId.replace(/-/g, "").slice(0, GAME_SHORT_LENGTH);
}

const FIELD = /^[A-Za-z0-9_.@,+-]+$/;

export function encodeCustomId(id: CustomId): string {
  for (const part of [id.game, id.decision, id.answer]) {
    if (!FIELD.test(part)) throw new Error(`custom id field "${part}" holds characters outside ${FIELD}`);
  }
  const text = [CUSTOM_ID_VERSION, ROUTES[id.route], id.game, id.decision, id.answer].join(":");
  if (text.length > MAX_CUSTOM_ID_LENGTH) {
    throw new Error(`custom id longer than ${MAX_CUSTOM_ID_LENGTH} characters: ${text}`);
  }
  return text;
}

/** Reads a custom id; null for anything that is not one of ours in this version. */
export function parseCustomId(text: string): CustomId | null {
  if (text.length > MAX_CUSTOM_ID_LENGTH) return null;
  const parts = text.split(":");
  if (parts.length !== 5 || parts[0] !== CUSTOM_ID_VERSION) return null;
  const [, code, game, decision, answer] = parts as [string, string, string, string, string];
  const route = (Object.keys(ROUTES) as Route[]).find((r) => ROUTES[r] === code);
  if (!route || ![game, decision, answer].every((p) => FIELD.test(p))) return null;
  return { route, game, decision, answer };
}

/** True when a custom id's game part names this game. */
export function isForGame(id: CustomId, gameId: string): boolean {
  return gameShort(gameId) === id.game;
}
