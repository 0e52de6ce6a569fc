/**
 * The lobby: a game exists in its channel before it starts, gathering seats. Its settings live in the
 * game's `meta` until `start` hands everything to the engine.
 */
import { type GameSettings, resolveConfig } from "../engine/index.ts";
import type { BankVote, TimeBank } from "./timeBank.ts";

export const DEFAULT_REMINDER_HOURS = 8;

export interface GameMeta {
  settings: GameSettings;
  reminderHours: number;
  /** Hours a seat may keep the game waiting before a default action is played for it; 0: no deadline. */
  deadlineHours: number;
  /**
   * A request to undo the last action, waiting for the other players' consent; `through` is the last of
   * the bots' answers that go back with it (app/undo.ts).
   */
  undo?: { seq: number; through?: number; requestedBy: string; consents: string[]; needed: string[] };
  /** The game's time bank (app/timeBank.ts); absent: none. */
  timeBank?: TimeBank;
  /** Votes about seats whose bank ran out, this turn of theirs (app/bankVotes.ts). */
  bankVotes?: BankVote[];
}

export function readMeta(meta: unknown): GameMeta {
  const m = (meta ?? {}) as Partial<GameMeta>;
  return {
    settings: m.settings ?? {},
    reminderHours: m.reminderHours ?? DEFAULT_REMINDER_HOURS,
    deadlineHours: typeof m.deadlineHours === "number" && m.deadlineHours > 0 ? m.deadlineHours : 0,
    ...(m.undo ? { undo: m.undo } : {}),
    ...(m.timeBank ? { timeBank: m.timeBank } : {}),
    ...(m.bankVotes && m.bankVotes.length > 0 ? { bankVotes: m.bankVotes } : {}),
  };
}

/** The most players the boxes seat: 6 with the base game, 8 with Shattered Empire (SE p.8). */
export function maxPlayers(settings: GameSettings): number {
  return (settings.boxes ?? ["base", "se"]).includes("se") ? 8 : 6;
}

/**
 * Checks the settings before anyone joins; only the player count is unknown yet, so a refusal about the
 * count (or about bans the final count may allow) waits for `start`.
 */
export function checkSettings(settings: GameSettings): { code: string; message: string } | null {
  const config = resolveConfig(settings, 3);
  if (!("kind" in config)) return null;
  if (config.code === "ERR_PLAYER_COUNT" || config.code === "ERR_TOO_MANY_BANS") return null;
  return { code: config.code, message: config.message };
}
