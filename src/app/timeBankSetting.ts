/**
 * /ti game time-bank: the game's creator or a server manager turns the time bank on, changes it or turns
 * it off (app/timeBank.ts), before the start or while the game runs. Every surface comes here, so the
 * values are checked here whatever the surface checked; a refusal says what is wrong and saves nothing.
 * While the game runs, the change is saved with every seat's bank in one statement: every human player
 * gets a full bank at the new start (a bank running now runs on from it), and the table is told.
 */
import type { GameState } from "../engine/index.ts";
import type { GameStore, Json, StoredGame } from "../store/gameStore.ts";
import { type ReplyRoute, tableNote } from "./announcement.ts";
import { type GameMeta, readMeta } from "./lobby.ts";
import { bankReset, type TimeBankRequest, timeBankOf, timeBankText } from "./timeBank.ts";
import { type Actor, duplicateOutcome, type Outcome, refusal } from "./types.ts";

export async function setTimeBank(
  store: GameStore,
  game: StoredGame,
  actor: Actor,
  request: TimeBankRequest,
  now: Date,
  interactionId?: string,
  route?: ReplyRoute,
): Promise<Outcome> {
  if (game.status !== "lobby" && game.status !== "active")
    return refusal("ERR_NOT_STARTED", "The game is over: there is no clock to set.");
  const bank = timeBankOf(request);
  if (bank !== null && "refused" in bank) return refusal("ERR_TIME_BANK", bank.refused);
  const text = bank
    ? `${actor.name} sets the time bank: ${timeBankText(bank)}. Every player starts with a full bank (/ti rules time bank).`
    : `${actor.name} turns the time bank off.`;
  const reply = (queued: boolean): Outcome => ({
    ok: true,
    ...(queued ? { queued } : {}),
    publicText: text,
    privateMessages: [],
    pings: [],
  });
  if (game.status === "lobby") {
    if (!(await store.banks.setLobbyTimeBank(game.id, bank)))
      return refusal("ERR_CONFLICT", "The game started meanwhile; try again.");
    return reply(false);
  }
  const meta = readMeta(game.meta);
  const next: GameMeta = { ...meta, ...(bank ? { timeBank: bank } : { timeBank: undefined, bankVotes: [] }) };
  const saved = await store.append(game.id, game.version, {
    actor: actor.userId,
    command: { type: "timeBankSet", ...(bank ?? { off: true }) },
    events: [],
    state: game.state as Json,
    meta: JSON.parse(JSON.stringify(next)) as Json,
    banks: bankReset(game.state as GameState, bank, now),
    announcement: tableNote(text, actor.userId, route) as unknown as Json,
    ...(interactionId ? { interactionId } : {}),
  });
  if (!saved.ok)
    return saved.reason === "duplicate"
      ? duplicateOutcome()
      : refusal("ERR_CONFLICT", "The game moved on meanwhile; try again.");
  return reply(true);
}
