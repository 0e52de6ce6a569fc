/**
 * The replay fixtures (test/fixtures/replay/) are logs written by earlier code, kept as the store keeps
 * them. Today's code must read each one, through the upcasters, to the state it reached when it was
 * written: the same digest of the whole state and the same facts. When this fails, a change altered what
 * an old log means: fix the change, or give it an upcaster (src/engine/README.md). A fixture is never
 * remade; only a change that reshapes the state on purpose may update a digest, and its commit says so.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EVENT_SCHEMA_VERSION,
  EventSchemaError,
  type GameEvent,
  type GameState,
  replay,
  type Upcaster,
  upcast,
} from "../../src/engine/index.ts";
import type { Database } from "../../src/store/database.ts";
import { createGameStore, type Json } from "../../src/store/gameStore.ts";
import { createScratch, DATABASE_KINDS, openMigrated, type ScratchDatabase } from "../support/databases.ts";
import { factsOf, type LogEntry, readFixtures, readLog, stateDigest } from "../support/replayFixtures.ts";

/** A log read the way the app reads it: each entry brought to today's shapes, then folded. */
function replayLog(log: readonly LogEntry[], upcasters?: readonly Upcaster[]): GameState {
  return replay(log.flatMap((entry) => upcast(entry.events, entry.schemaVersion, upcasters)));
}

const FIXTURES = readFixtures();

describe("replaying the stored fixture logs", () => {
  it("finds the fixtures", () => {
    expect(FIXTURES.map((f) => f.name)).toEqual(
      expect.arrayContaining(["3p-finished", "5p-finished", "8p-finished", "6p-battle", "4p-agenda"]),
    );
  });

  it.each(FIXTURES.map((f) => [f.name, f] as const))("reads %s to the state it reached", (name, fixture) => {
    const log = readLog(name);
    const state = replayLog(log);
    expect(factsOf(state, log)).toEqual(fixture.facts);
    expect(stateDigest(state)).toBe(fixture.digest);
  });
});

describe("what the fixture check catches", () => {
  const [fixture] = FIXTURES.filter((f) => f.name === "3p-finished");
  if (!fixture) throw new Error("the 3-player fixture is missing");

  it("a single changed event changes the digest", () => {
    const log = readLog(fixture.name);
    const gain = log
      .flatMap((entry) => entry.events)
      .find((e) => (e as { type: string }).type === "tradeGoodsGained");
    (gain as { amount: number }).amount += 1;
    expect(stateDigest(replayLog(log))).not.toBe(fixture.digest);
  });

  it("a log of an older shape is upcast and replays to the same state", () => {
    // Pretend the log was written when tradeGoodsGained called its amount `count`, one version ago.
    const aged = readLog(fixture.name).map((entry) => ({
      ...entry,
      events: entry.events.map((e) => {
        const { amount, ...rest } = e as { type: string; amount?: number };
        return rest.type === "tradeGoodsGained" ? { ...rest, count: amount } : e;
      }),
    }));
    const renameCount: Upcaster = (events) =>
      events.map((e) => {
        if (e.type !== "tradeGoodsGained") return e;
        const { count, ...rest } = e;
        return { ...rest, amount: count };
      });
    expect(stateDigest(replayLog(aged, [renameCount]))).toBe(fixture.digest);
    // Read as if it were of today's shape, the same log gives another state without any error.
    expect(stateDigest(replayLog(aged))).not.toBe(fixture.digest);
  });

  it("an entry from a newer version is refused", () => {
    const log = readLog(fixture.name);
    (log.at(-1) as LogEntry).schemaVersion = EVENT_SCHEMA_VERSION + 1;
    expect(() => replayLog(log)).toThrow(EventSchemaError);
  });
});

describe.each(DATABASE_KINDS)("a fixture log stored in %s", (kind) => {
  let scratch: ScratchDatabase;
  let db: Database;

  beforeAll(async () => {
    scratch = await createScratch(kind);
    db = await openMigrated(scratch);
  });

  afterAll(async () => {
    await db.close();
    await scratch.drop();
  });

  it("reads back through the store to the same state", async () => {
    const fixture = FIXTURES.find((f) => f.name === "4p-agenda");
    if (!fixture) throw new Error("the agenda fixture is missing");
    const store = createGameStore(db);
    const created = await store.createGame({
      guildId: "guild",
      channelId: `fixture-${fixture.name}`,
      ruleset: "ti3",
      options: {},
      seed: fixture.game.seed,
      createdBy: "bot:1",
      state: {},
    });
    if (!created.ok) throw new Error("game refused");
    for (const entry of readLog(fixture.name)) {
      const appended = await store.append(created.game.id, entry.seq - 1, {
        actor: entry.actor,
        command: entry.command as Json,
        events: entry.events as Json,
        state: { seq: entry.seq },
      });
      expect(appended.ok).toBe(true);
    }
    // The store hands out the events already upcast: they replay as they come.
    const log = (await store.readEvents(created.game.id)) as unknown as LogEntry[];
    const state = replay(log.flatMap((entry) => entry.events as GameEvent[]));
    expect(factsOf(state, log)).toEqual(fixture.facts);
    expect(stateDigest(state)).toBe(fixture.digest);
  });
});
