/**
 * The concurrency storm shared by the quick and the long tests: many clients send commands for the same
 * decision of one game at the same moment. Whatever the interleaving, the log must hold exactly the
 * accepted commands with contiguous versions, and every other client must get a clear refusal.
 */
import { expect } from "vitest";
import type { Actor, Outcome, Place } from "../../src/app/types.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { type Command, decisions, type GameState } from "../../src/engine/index.ts";
import type { FaultHarness } from "./harness.ts";
import {
  actorOf,
  CTX,
  canonical,
  expectClearRefusal,
  expectWholeGame,
  nextBotCommand,
  seatless,
} from "./helpers.ts";

export interface StormResult {
  accepted: number;
  refused: Map<string, number>;
}

interface Sent {
  actor: Actor;
  command: Command;
  interactionId: string;
  outcome: Outcome;
}

/**
 * Sends `clients` requests at once: client i plays `commands[i % commands.length]` for its seat. Checks
 * the game afterwards and returns what happened.
 */
export async function storm(
  app: FaultHarness,
  place: Place,
  table: Actor[],
  commands: Command[],
  clients: number,
  tag: string,
): Promise<StormResult> {
  const before = await app.store.loadByChannel(place.guildId, place.channelId);
  if (!before) throw new Error("no game to storm");
  const state = before.state as GameState;
  const requests = Array.from({ length: clients }, (_, i) => {
    const command = commands[i % commands.length] as Command;
    return { actor: actorOf(state, command.seat, table), command, interactionId: `${tag}-${i}` };
  });
  const sent: Sent[] = await Promise.all(
    requests.map(async (r) => ({
      ...r,
      outcome: await app.service.handle(
        place,
        r.actor,
        { kind: "play", command: seatless(r.command) },
        r.interactionId,
      ),
    })),
  );
  const refused = new Map<string, number>();
  for (const s of sent) {
    if (s.outcome.ok) {
      expect(s.outcome.duplicate, "a fresh interaction is never a duplicate").toBeUndefined();
      continue;
    }
    expectClearRefusal(s.outcome, `${s.interactionId} (${s.command.type} for seat ${s.command.seat})`);
    const code = s.outcome.error?.code as string;
    refused.set(code, (refused.get(code) ?? 0) + 1);
  }
  const accepted = sent.filter((s) => s.outcome.ok);
  const log = await expectWholeGame(app.store, before.id);
  const added = log.filter((e) => e.seq > before.version);
  // No lost update and nothing extra: the new log entries are exactly the accepted commands.
  const key = (actor: string, command: unknown) => `${actor} ${canonical(command)}`;
  expect(added.map((e) => key(e.actor, e.command)).sort()).toEqual(
    accepted.map((s) => key(s.actor.userId, s.command)).sort(),
  );
  // Accepted interactions are recorded with their command; refused ones are not, so a client may retry.
  for (const s of sent)
    expect(await app.store.isInteractionProcessed(s.interactionId), s.interactionId).toBe(s.outcome.ok);
  return { accepted: accepted.length, refused };
}

/** Each seat the game waits on, with the command the bot would send for it. */
export function waitingCommands(state: GameState): Command[] {
  return [...new Set(decisions(state).map((d) => d.seat))]
    .map((seat) => botCommand(state, seat, CTX))
    .filter((c): c is Command => c !== null);
}

/** One more bot command through the service, so a storm's decision can be finished. */
export async function oneBotCommand(app: FaultHarness, place: Place, table: Actor[]): Promise<boolean> {
  const game = await app.store.loadByChannel(place.guildId, place.channelId);
  const state = game?.state as GameState;
  const command = nextBotCommand(state);
  if (!command) return false;
  const outcome = await app.service.handle(place, actorOf(state, command.seat, table), {
    kind: "play",
    command: seatless(command),
  });
  return outcome.ok;
}
