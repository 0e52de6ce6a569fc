/**
 * What an undo (app/undo.ts) reads of a TI4 game: the same rule as a TI3 one, over TI4's state and events.
 * The log and its undo entries are the same; the rebuilt game is the kernel's replay of the entries kept
 * (`replayLog` works for any ruleset). What counts as revealed: the generator moved (a die, a shuffle, a
 * random pick), a deck changed (a card drawn, an objective revealed), or an event was for one seat alone
 * or hides its content from the table (`ti4EventSeen`): the other players must consent to take it back.
 */
import type { GameEvent, GameState } from "../../engine/index.ts";
import { seatsWaitedOn } from "../../engine/kernel/flow.ts";
import type { Ti4Event } from "../../engine/ti4/events.ts";
import type { Ti4 } from "../../engine/ti4/ruleset.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import { ti4EventSeen } from "../../engine/ti4/view.ts";
import type { OutboxBody } from "../announcement.ts";
import type { GameMeta } from "../lobby.ts";
import type { PlayDeps } from "../play.ts";
import { topUpTakenBack } from "../timeBank.ts";
import { isBotUser, type Outcome } from "../types.ts";
import { ti4QuestionsAsked, ti4ReminderClocks } from "./clocks.ts";
import { runTi4Bots } from "./play.ts";

/** True when a span of a TI4 game drew on the generator, changed a deck or showed someone something. */
export function ti4RevealedSomething(
  before: GameState,
  after: GameState,
  events: readonly GameEvent[],
): boolean {
  const [was, is] = [before as unknown as Ti4State, after as unknown as Ti4State];
  if (JSON.stringify(was.rng) !== JSON.stringify(is.rng)) return true;
  if (JSON.stringify(was.decks) !== JSON.stringify(is.decks)) return true;
  return (events as unknown as readonly Ti4Event[]).some((e) => ti4EventSeen(e, null) !== e);
}

/** What the channel is told of an undo: the headline, the map redrawn, the humans now waited on pinged. */
export function ti4UndoTold(
  before: GameState,
  rebuilt: GameState,
  actorId: string,
  text: string,
): OutboxBody {
  const waited = seatsWaitedOn<Ti4>(before as unknown as Ti4State);
  const after = rebuilt as unknown as Ti4State;
  const pings = seatsWaitedOn<Ti4>(after)
    .filter((seat) => !waited.includes(seat))
    .map((seat) => after.players[seat]?.userId)
    .filter((id): id is string => id !== undefined && id !== actorId && !isBotUser(id));
  return { text, pings, privates: [], map: true };
}

/**
 * After a TI4 undo is saved: the question clocks move back with the game (a top-up the undone action
 * earned goes back too: app/timeBank.ts), and the bots answer again what the restored game waits on
 * them for (each answer saved and told as in play: ti4/play.ts).
 */
export async function afterTi4Undo(
  deps: PlayDeps,
  gameId: string,
  before: GameState,
  rebuilt: GameState,
  meta: GameMeta,
  userId: string,
  told: OutboxBody,
): Promise<Outcome> {
  const [was, is] = [before as unknown as Ti4State, rebuilt as unknown as Ti4State];
  const asked = ti4QuestionsAsked(was);
  const clocks = ti4ReminderClocks(asked, is, deps.clock(), meta.reminderHours);
  const banks = topUpTakenBack(meta, asked, ti4QuestionsAsked(is), rebuilt, userId);
  await deps.store.moveReminders(gameId, clocks, banks);
  await runTi4Bots(deps, gameId);
  return { ok: true, queued: true, publicText: told.text, privateMessages: [], pings: told.pings };
}
