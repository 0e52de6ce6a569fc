/**
 * The app layer's vocabulary: who asks (Actor), where (Place), what (AppRequest) and what comes back
 * (Outcome). Surfaces (Discord, the playground) translate their world into these and back; they never
 * touch the store or the engine state themselves.
 */
import type { BotLevel } from "../engine/bot/levels.ts";
import type { Command, GameSettings } from "../engine/index.ts";
import type { Correction } from "../engine/rules/gm/corrections.ts";
import type { Ti4Correction } from "../engine/ti4/gm/corrections.ts";
import type { Ti4Settings } from "../engine/ti4/setup/create.ts";
import type { HandGroup } from "./hand.ts";
import type { HistoryPoint } from "./history.ts";
import type { OddsRequest } from "./odds.ts";
import type { Pending } from "./pending.ts";
import type { StatsRequest } from "./stats.ts";

/** A game master's correction of either edition: the kinds and fields they share are named alike. */
export type GmCorrection = Correction | Ti4Correction;

export interface Actor {
  /** Discord user id, or "playground:<name>" in the local playground. */
  userId: string;
  /** The name shown to other players. */
  name: string;
  /** May use game-master commands in this place (Manage Server on Discord). */
  isAdmin?: boolean;
}

/** Seats played by Mecatol's built-in bot have user ids with this prefix (app/bots.ts). */
export const BOT_USER_PREFIX = "bot:";

export function isBotUser(userId: string): boolean {
  return userId.startsWith(BOT_USER_PREFIX);
}

export interface Place {
  guildId: string;
  channelId: string;
}

/** An engine command without its seat: the app fills in the actor's seat, so nobody acts for another. */
export type SeatlessCommand = Command extends infer C
  ? C extends { seat: number }
    ? Omit<C, "seat">
    : never
  : never;

export type AppRequest =
  | {
      kind: "newGame";
      settings: GameSettings;
      /** A Fourth Edition game: its settings (engine/ti4/setup/create.ts) instead of TI3's. */
      ti4?: Ti4Settings;
      reminderHours?: number;
      deadlineHours?: number;
    }
  | { kind: "help"; about?: string }
  | { kind: "rules"; topic: string }
  /** The exact odds of a battle, for the asker alone (app/odds.ts). */
  | OddsRequest
  /** The statistics of the channel's game or of the server, for the asker alone (app/stats.ts). */
  | StatsRequest
  | {
      kind: "preferences";
      timeZone?: string;
      quietStart?: number | null;
      quietEnd?: number | null;
      vacationDays?: number;
    }
  | { kind: "join" }
  /** The creator seats one of Mecatol's bots (app/bots.ts). */
  | { kind: "addBot"; level?: BotLevel }
  | { kind: "leave" }
  | { kind: "start"; seed?: string }
  | { kind: "abandon" }
  | { kind: "status" }
  | { kind: "map" }
  | { kind: "log"; last?: number }
  /** The map and the table as they were at a past point, for the asker alone (app/history.ts). */
  | { kind: "history"; at: HistoryPoint }
  /** What happened since the asker's last action, for them alone (catchUp.ts). */
  | { kind: "catchup" }
  | { kind: "export" }
  /** A game file brought into this channel (app/importGame.ts): its text. */
  | { kind: "import"; file: string }
  | { kind: "hand" }
  | { kind: "undo" }
  | { kind: "undoAnswer"; consent: boolean }
  /** `because`: a line said before the account (a timed-out seat's default action says why it happened). */
  | { kind: "play"; command: SeatlessCommand; because?: string }
  /**
   * A GM correction (the creator or a server manager) to the seat `target`, with its reason: one of the
   * channel's game's edition (rules/gm for TI3, ti4/gm for TI4; app/gm.ts refuses the other's).
   */
  | { kind: "gm"; target: number; correction: GmCorrection; reason: string }
  /** The creator or a server manager hands the seat `target` to Mecatol's bot (app/handOver.ts). */
  | { kind: "handOver"; target: number; reason: string }
  /** The game's time bank set, changed or turned off by its creator or a server manager (app/timeBank.ts). */
  | { kind: "timeBank"; off?: boolean; days?: number; topUpHours?: number; capDays?: number }
  /** A ballot on a seat whose time bank ran out (app/bankVotes.ts); `target`: the seat voted on. */
  | { kind: "bankVote"; choice: string; target?: number }
  /** A TI4 command typed or pressed, without its seat (app/ti4/play.ts); `because` as for `play`. */
  | { kind: "ti4Play"; command: Record<string, unknown>; because?: string }
  /** The asker's own TI4 secrets, for them alone. */
  | { kind: "ti4Secrets" };

export type AppRequestKind = AppRequest["kind"];

/** A message for one player only (an ephemeral reply or their private thread). */
export interface PrivateMessage {
  userId: string;
  text: string;
}

export interface Outcome {
  ok: boolean;
  /** For the channel: what happened, with the dice. */
  publicText?: string;
  /**
   * The new map, after a change or when asked for; with the close-up of the system the last move
   * activated, when it activated one (posted first: it is what a phone can read).
   */
  image?: {
    png: Buffer;
    name: string;
    description: string;
    closeUp?: { png: Buffer; name: string; description: string };
    /** At the game's end: the victory points round by round (app/vpHistory.ts), posted after the map. */
    chart?: { png: Buffer; name: string; description: string };
    /** At the game's end: the galaxy round by round, an animated WebP (app/galaxySummary.ts), posted last. */
    summary?: { webp: Buffer; name: string; description: string };
  };
  /** For the actor only. */
  reply?: string;
  /** Private messages to players (their hands, their draws). */
  privateMessages: PrivateMessage[];
  /** Users the game now waits for, to be mentioned once. */
  pings: string[];
  /** A refusal or failure: a rule error's sentence, or an incident id for a bug. */
  error?: { code: string; message: string; incident?: string };
  /**
   * The change was saved with what it says in the outbox: surfaces deliver the public account, map,
   * pings and private lines from there (app/delivery.ts), not from this outcome, so nothing is said twice.
   */
  queued?: boolean;
  /** True when this interaction was already handled (a repeated delivery): surfaces send nothing new. */
  duplicate?: boolean;
  /** A file to hand over (export). */
  file?: { name: string; content: string };
  /**
   * Whom the running game waits for and on what, with an answer that saved nothing (the map, the status,
   * an undo request): a surface draws the "waiting for" buttons from it without reading the game again.
   * A saved change's waiting message comes from the outbox instead (delivery.ts).
   */
  pending?: Pending;
  /** The actor's own hand, card by card (/ti hand), for surfaces that draw it. */
  hand?: HandGroup[];
}

export function refusal(code: string, message: string): Outcome {
  return { ok: false, error: { code, message }, privateMessages: [], pings: [] };
}

/** A repeated delivery of an interaction already handled: surfaces send nothing new. */
export function duplicateOutcome(): Outcome {
  return { ok: true, duplicate: true, privateMessages: [], pings: [] };
}
