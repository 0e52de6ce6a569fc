/**
 * Provable dice (issue #23.4): the fingerprint told at the start, the seed told at the end, the whole record
 * in the export of a finished game, and its check (app/verifyRecord.ts) passing on the record and failing on
 * a changed die or another seed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diceFingerprint, type GameFile, gameFile } from "../../../src/app/gameRecord.ts";
import { verifyAnyGameFile } from "../../../src/app/ti4/verifyRecord.ts";
import type { Actor, Place } from "../../../src/app/types.ts";
import { asStoredJson, verifyGameFile } from "../../../src/app/verifyRecord.ts";
import { botCommand } from "../../../src/engine/bot/policy.ts";
import { type GameState, waitingFor } from "../../../src/engine/index.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4BotMove } from "../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { createTi4Game } from "../../../src/engine/ti4/setup/create.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import type { StoredGame } from "../../../src/store/gameStore.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const alice: Actor = { userId: "100000000000000020", name: "Alice" };
const place: Place = { guildId: "200000000000000001", channelId: "300000000000000888" };
const SEED = "record-seed-1";

let app: AppHarness;
beforeAll(async () => {
  app = await appHarness();
});
afterAll(async () => app.close());

/** The channel's game, running or just ended. */
async function current(): Promise<{ id: string; state: GameState }> {
  const game =
    (await app.store.loadByChannel(place.guildId, place.channelId)) ??
    (await app.store.lastEnded(place.guildId, place.channelId));
  if (!game) throw new Error("no game");
  return { id: game.id, state: game.state as GameState };
}

async function exported(): Promise<GameFile> {
  const outcome = await app.service.handle(place, alice, { kind: "export" });
  expect(outcome.error).toBeUndefined();
  return JSON.parse(outcome.file?.content ?? "null") as GameFile;
}

function rolled(file: GameFile): { seq: number; index: number; dice: { value: number }[] } | undefined {
  for (const entry of file.record?.entries ?? [])
    for (const [index, event] of (entry.events as { type: string; dice?: { value: number }[] }[]).entries())
      if (event.type === "combatRolled" && event.dice && event.dice.length > 0)
        return { seq: entry.seq, index, dice: event.dice };
  return undefined;
}

describe("provable dice", () => {
  let file: GameFile;

  it("tells the fingerprint at the start, keeps the seed out of a running game's file, tells it at the end", async () => {
    await app.service.handle(place, alice, { kind: "newGame", settings: {} });
    for (let i = 0; i < 3; i++) await app.service.handle(place, alice, { kind: "addBot" });
    const started = await app.service.handle(place, alice, { kind: "start", seed: SEED });
    expect(started.publicText).toContain(diceFingerprint(SEED));
    const account = (await app.said(place)).find((p) => p.kind === "account");
    expect(account?.kind === "account" && account.text).toContain(diceFingerprint(SEED));

    const running = await exported();
    expect(running.record).toBeUndefined();
    expect(running.dice.seed).toBeUndefined();
    expect(JSON.stringify(running)).not.toContain(SEED);
    expect(verifyGameFile(running).problem).toMatch(/not over/);

    // Alice plays as the bot would, with the two bots, to the end (a game master ends it if it runs long).
    let { state } = await current();
    for (let move = 0; move < 600 && state.phase !== "finished"; move++) {
      const seat = waitingFor(state).find((s) => state.players[s]?.userId === alice.userId);
      const command =
        seat === undefined ? null : botCommand(state, seat, { now: "2026-12-01T12:00:00.000Z" });
      if (!command) break;
      const { seat: _seat, ...seatless } = command;
      await app.service.handle(place, alice, { kind: "play", command: seatless as never });
      ({ state } = await current());
    }
    if (state.phase !== "finished") {
      const aliceSeat = state.players.findIndex((p) => p.userId === alice.userId);
      const ended = await app.service.handle(place, alice, {
        kind: "gm",
        target: aliceSeat,
        correction: { kind: "victoryPoints", mode: "set", amount: state.config.vpTarget },
        reason: "test ends the game",
      });
      expect(ended.error).toBeUndefined();
    }
    const told: string[] = [];
    for (let parts = await app.said(place); parts.length > 0; parts = await app.said(place))
      for (const part of parts) if (part.kind === "account") told.push(part.text);
    const reveal = told.findIndex((t) => t.includes(`"${SEED}"`));
    expect(reveal).toBeGreaterThan(0);
    expect(told.slice(0, reveal).join("\n")).not.toContain(SEED);

    // The channel's game is over, yet its record is still there to export.
    file = await exported();
    expect(file.status).toBe("finished");
    expect(file.dice).toEqual({ fingerprint: diceFingerprint(SEED), seed: SEED });
    expect(file.record?.entries.length).toBeGreaterThan(3);
  }, 120_000);

  it("verifies the record: every entry replays from the seed, dice and shuffles as logged", () => {
    const verdict = verifyGameFile(file);
    expect(verdict.problem).toBeUndefined();
    expect(verdict.ok).toBe(true);
    expect(verdict.entries).toBeGreaterThan(3);
    expect(verdict.randomEvents).toBeGreaterThan(0);
  });

  it("fails on a changed die, naming the entry", () => {
    const changed = structuredClone(file);
    const roll = rolled(changed);
    expect(roll).toBeDefined();
    const die = roll?.dice[0] as { value: number };
    die.value = (die.value % 10) + 1;
    const verdict = verifyGameFile(changed);
    expect(verdict.ok).toBe(false);
    expect(verdict.problem).toContain(`Entry ${roll?.seq}, event ${(roll?.index ?? 0) + 1} (combatRolled)`);
  });

  it("fails on a changed shuffle", () => {
    const changed = structuredClone(file);
    const start = changed.record?.entries[0]?.events as { type: string; cards?: string[] }[];
    start.find((e) => e.type === "deckShuffled")?.cards?.reverse();
    expect(verifyGameFile(changed).problem).toMatch(/^Entry 1, event \d+ \(deckShuffled\)/);
  });

  it("fails on another seed, whether or not its fingerprint is changed with it", () => {
    const other = structuredClone(file);
    if (other.record) other.record.seed = "another-seed";
    expect(verifyGameFile(other).problem).toMatch(/fingerprint/);
    if (other.record) other.dice.fingerprint = diceFingerprint("another-seed");
    const verdict = verifyGameFile(other);
    expect(verdict.ok).toBe(false);
    expect(verdict.problem).toMatch(/^Entry 1, event/);
  });
});

describe("npm run verify on a Fourth Edition file", () => {
  /** A TI4 game's file, its first bot moves played as the app plays them, exported as over. */
  function ti4File() {
    const ctx = { now: "2026-12-01T12:00:00.000Z" };
    const players = ["a", "b", "c"].map((n, i) => ({ userId: `41000000000000090${i}`, name: n }));
    const seed = "ti4-verify";
    const created = createTi4Game({ seed, players, settings: {} }, ctx);
    if (!created.ok) throw new Error(created.error.message);
    const entry = (seq: number, actor: string, command: unknown, events: unknown) => ({
      seq,
      actor,
      command: JSON.parse(JSON.stringify(command)),
      events: JSON.parse(JSON.stringify(events)),
      createdAt: new Date(ctx.now),
      schemaVersion: 1,
    });
    const entries = [entry(1, players[0]?.userId ?? "", { type: "start" }, created.events)];
    let state = created.state;
    while (entries.length < 40) {
      state = asStoredJson(state) as Ti4State;
      const seats = [...new Set(pendingDecisions<Ti4>(state).map((d) => d.seat))];
      const move = seats.map((seat) => ti4BotMove(state, seat, ctx)).find((m) => m !== null);
      if (!move) break;
      entries.push(entry(entries.length + 1, "", move.command, move.result.events));
      state = move.result.state;
    }
    const game = {
      id: "00000000-0000-4000-8000-000000000090",
      seed,
      status: "finished",
      meta: { settings: {} },
    };
    return gameFile(game as unknown as StoredGame, state, entries, new Date(ctx.now));
  }

  it("replays a TI4 record with the TI4 book, chosen by the file's ruleset, and refuses a changed record", () => {
    const file = JSON.parse(JSON.stringify(ti4File()));
    const verdict = verifyAnyGameFile(file);
    expect(verdict.problem).toBeUndefined();
    expect(verdict.ok).toBe(true);
    expect(verdict.entries).toBe(file.record.entries.length);
    expect(verdict.randomEvents).toBeGreaterThan(0);
    // TI3's book cannot read it: the choice by ruleset is what makes it pass.
    expect(verifyGameFile(file).ok).toBe(false);
    const changed = structuredClone(file);
    changed.record.entries[0].events.push({ type: "ti4Passed", seat: 0 });
    expect(verifyAnyGameFile(changed).ok).toBe(false);
  });
});
