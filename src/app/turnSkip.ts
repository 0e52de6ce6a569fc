/**
 * The table's skip of a seat whose time bank ran out (app/bankVotes.ts), whatever the edition: the seat's
 * safe default is played for each question it is asked until the game no longer waits on it (or no
 * default fits), each saved as the seat's command, the first with the ballot that carried the vote, its
 * meta, interaction and route; the bots then answer what waits on them. Each edition brings what differs:
 * what a seat is asked, its default answer, how one command is applied and saved, and its bots
 * (TI3_SKIPPING here, TI4's in app/ti4/bankSkip.ts).
 */
import type { Command, EngineContext, GameState, Seat } from "../engine/index.ts";
import type { StoredGame } from "../store/gameStore.ts";
import type { ReplyRoute } from "./announcement.ts";
import { runBots } from "./bots.ts";
import { defaultAction } from "./deadline.ts";
import type { GameMeta } from "./lobby.ts";
import { applyAndPersist, type PlayDeps } from "./play.ts";
import { type Questions, questionsAsked } from "./reminders.ts";
import { type Actor, type Outcome, refusal } from "./types.ts";

/** How one default is saved: the line said before its account, and the first's bookkeeping. */
export interface SkipSaving {
  line: string;
  meta?: (meta: GameMeta) => GameMeta;
  interactionId?: string;
  route?: ReplyRoute;
}

/** One edition's part in a skip. */
export interface SkipEdition {
  /** What each seat is asked now. */
  asked(state: unknown): Questions;
  /** The seat's safe default now, with its words, or null when none fits. */
  defaultAction(state: unknown, seat: Seat, ctx: EngineContext): { command: unknown; said: string } | null;
  /** Applies one default for the seat and saves it; a refusal saves nothing. */
  apply(
    deps: PlayDeps,
    game: StoredGame,
    actor: Actor,
    command: unknown,
    how: SkipSaving,
  ): Promise<{ ok: true } | { ok: false; outcome: Outcome }>;
  /** The bots answer what waits on them, from the game as saved. */
  runBots(deps: PlayDeps, game: StoredGame): Promise<void>;
}

export interface Skip {
  seat: Seat;
  userId: string;
  /** The ballot's sentence, said before the first default. */
  because: string;
  meta: (meta: GameMeta) => GameMeta;
  interactionId?: string | undefined;
  route?: ReplyRoute | undefined;
  /** At most this many defaults. */
  most: number;
}

const nameAt = (state: unknown, seat: Seat) =>
  (state as { players: readonly { userId: string; name: string }[] }).players[seat];

export async function skipTurn(
  deps: PlayDeps,
  game: StoredGame,
  skip: Skip,
  edition: SkipEdition,
): Promise<Outcome> {
  const name = nameAt(game.state, skip.seat)?.name ?? "the player";
  const actor: Actor = { userId: skip.userId, name };
  const said: string[] = [];
  let current: StoredGame | null = game;
  for (let played = 0; played < skip.most && current; played++) {
    const state = current.state;
    if (nameAt(state, skip.seat)?.userId !== skip.userId || !edition.asked(state).has(skip.seat)) break;
    const choice = edition.defaultAction(state, skip.seat, { now: deps.clock().toISOString() });
    if (!choice) break;
    const first = played === 0;
    const line = `${first ? `${skip.because} ` : ""}${name}'s turn is skipped by the table: ${choice.said}.`;
    const applied = await edition.apply(deps, current, actor, choice.command, {
      line,
      ...(first ? { meta: skip.meta } : {}),
      ...(first && skip.interactionId ? { interactionId: skip.interactionId } : {}),
      ...(first && skip.route ? { route: skip.route } : {}),
    });
    if (!applied.ok) {
      if (first) return applied.outcome;
      break;
    }
    said.push(line);
    current = await deps.store.loadGame(game.id);
  }
  if (said.length === 0)
    return refusal("ERR_NO_DEFAULT", `No safe default fits ${name}'s question: vote wait or bot instead.`);
  if (current) await edition.runBots(deps, current);
  return { ok: true, queued: true, publicText: said.join("\n"), privateMessages: [], pings: [] };
}

/** A Third Edition seat's part: its questions, its safe default (app/deadline.ts), its bots. */
export const TI3_SKIPPING: SkipEdition = {
  asked: (state) => questionsAsked(state as GameState),
  defaultAction: (state, seat, ctx) => defaultAction(state as GameState, seat, ctx),
  async apply(deps, game, actor, command, how) {
    const applied = await applyAndPersist(deps, game, actor, command as Command, {
      onBehalf: true,
      reword: (told) => ({ ...told, text: [how.line, told.text].filter(Boolean).join("\n") }),
      ...(how.meta ? { meta: how.meta } : {}),
      ...(how.interactionId ? { interactionId: how.interactionId } : {}),
      ...(how.route ? { route: how.route } : {}),
    });
    return applied.ok ? { ok: true } : applied;
  },
  runBots: async (deps, game) => {
    await runBots(deps, game.id, game.state as GameState);
  },
};
