/**
 * Handing a seat to Mecatol's bot in a running game: the table's vote when a player's time bank ran out
 * (app/bankVotes.ts), or the game's creator or a server manager (/ti-gm bot) when a player has left.
 * Nobody is expelled: the seat keeps its race, its holdings and its score, and the engine records the
 * change (rules/gm/handOver.ts), so a replay and an undo keep it. The seat's row changes hands in the same
 * statement (its clocks and bank cleared: bots answer at once), and the bots then answer what the game
 * waits on them for. A Fourth Edition seat is handed over the same way: its engine records the same
 * command (engine/ti4/seats/handOver.ts), saved through app/ti4/play.ts, and its own bots answer
 * (engine/ti4/bot.ts).
 */
import type { Command, GameState, Seat } from "../engine/index.ts";
import type { Ti4Command } from "../engine/ti4/commands.ts";
import type { StoredGame } from "../store/gameStore.ts";
import { openQuestions, type ReplyRoute } from "./announcement.ts";
import { botNumberOf, botSeat, runBots } from "./bots.ts";
import type { GameMeta } from "./lobby.ts";
import { applyAndPersist, outcomeOf, type PlayDeps, playedOutcome } from "./play.ts";
import { isTi4State } from "./ti4/game.ts";
import { applyTi4, runTi4Bots } from "./ti4/play.ts";
import { type Actor, isBotUser, type Outcome, refusal } from "./types.ts";

/** How long a seat's name may be (rules/gm/handOver.ts). */
const MAX_NAME = 64;

export interface HandingOver {
  /** Who decided it: the game master, or the voter whose ballot carried the vote. */
  actor: Actor;
  reason: string;
  interactionId?: string;
  route?: ReplyRoute;
  /** The bookkeeping that changes with it (the vote that decided it). */
  meta?: (meta: GameMeta) => GameMeta;
}

/** What both editions' states say of their seats, all a hand-over reads. */
interface Seats {
  readonly players: readonly { userId: string; name: string; eliminated: boolean }[];
}

/** The next bot's number at this table: one past the highest a bot seat carries. */
function nextBotNumber(state: Seats): number {
  const numbers = state.players
    .map((p) => p.userId)
    .filter(isBotUser)
    .map(botNumberOf)
    .filter(Number.isInteger);
  return Math.max(0, ...numbers) + 1;
}

/** Why this seat cannot be handed to the bot, or null. */
export function handOverRefusal(state: Seats, seat: Seat): Outcome | null {
  const player = Number.isInteger(seat) ? state.players[seat] : undefined;
  if (!player) return refusal("ERR_NO_SEAT", `There is no player at seat ${seat} in this game.`);
  if (isBotUser(player.userId))
    return refusal("ERR_ALREADY_BOT", `${player.name}'s seat is already played by Mecatol's bot.`);
  if (player.eliminated)
    return refusal("ERR_ELIMINATED", `${player.name} has been eliminated: there is no seat to hand over.`);
  return null;
}

export async function handSeatToBot(
  deps: PlayDeps,
  game: StoredGame,
  seat: Seat,
  how: HandingOver,
): Promise<Outcome> {
  if (game.status !== "active")
    return refusal("ERR_NOT_STARTED", "The game is not running: there is no seat to hand over.");
  const seats = game.state as unknown as Seats;
  const refused = handOverRefusal(seats, seat);
  if (refused) return refused;
  const previous = seats.players[seat]?.name ?? "";
  const bot = botSeat(nextBotNumber(seats));
  const name = `${previous.slice(0, MAX_NAME - " (bot)".length)} (bot)`;
  const handed = { type: "handOverSeat", seat, userId: bot.userId, name, reason: how.reason } as const;
  const saving = {
    ...(how.interactionId ? { interactionId: how.interactionId } : {}),
    ...(how.route ? { route: how.route } : {}),
    ...(how.meta ? { meta: how.meta } : {}),
    handOver: { seatIndex: seat, userId: bot.userId, name },
  };
  if (isTi4State(game.state)) {
    const applied = await applyTi4(deps, game, how.actor, handed satisfies Ti4Command, saving);
    if (!applied.ok) return applied.outcome;
    await runTi4Bots(deps, game.id);
    return outcomeOf(applied.body);
  }
  const state = game.state as GameState;
  const command: Command = handed;
  const asked = openQuestions(state);
  const applied = await applyAndPersist(deps, game, how.actor, command, saving);
  if (!applied.ok) return applied.outcome;
  const bots = await runBots(deps, game.id, applied.state);
  return playedOutcome(asked, applied, bots, how.actor, command);
}
