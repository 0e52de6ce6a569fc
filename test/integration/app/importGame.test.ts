/**
 * `/ti game import` (issue #23.5): export → import gives the same state and log, for a running game (moved
 * here from its old channel, which closes) and for a finished one (checked die by die from its record); a
 * file that is not one, of another version, changed, out of date, brought by the wrong person or into a
 * busy channel is refused with its own message and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameFile } from "../../../src/app/gameRecord.ts";
import type { Actor, Place } from "../../../src/app/types.ts";
import { botCommand } from "../../../src/engine/bot/policy.ts";
import { type GameState, waitingFor } from "../../../src/engine/index.ts";
import type { StoredEvent } from "../../../src/store/gameStore.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const alice: Actor = { userId: "100000000000000030", name: "Alice" };
const bob: Actor = { userId: "100000000000000031", name: "Bob" };
const first: Place = { guildId: "200000000000000001", channelId: "300000000000000901" };
const second: Place = { guildId: "200000000000000002", channelId: "300000000000000902" };
const third: Place = { guildId: "200000000000000003", channelId: "300000000000000903" };

let app: AppHarness;
beforeAll(async () => {
  app = await appHarness();
});
afterAll(async () => app.close());

async function gameAt(place: Place) {
  const game =
    (await app.store.loadByChannel(place.guildId, place.channelId)) ??
    (await app.store.lastEnded(place.guildId, place.channelId));
  if (!game) throw new Error("no game");
  return game;
}

/** Alice plays as the bot would, `moves` times or to the end. */
async function playAlice(place: Place, moves: number): Promise<GameState> {
  let state = (await gameAt(place)).state as GameState;
  for (let move = 0; move < moves && state.phase !== "finished"; move++) {
    const seat = waitingFor(state).find((s) => state.players[s]?.userId === alice.userId);
    const command = seat === undefined ? null : botCommand(state, seat, { now: "2026-12-01T12:00:00.000Z" });
    if (!command) break;
    const { seat: _seat, ...seatless } = command;
    const played = await app.service.handle(place, alice, { kind: "play", command: seatless as never });
    expect(played.error).toBeUndefined();
    state = (await gameAt(place)).state as GameState;
  }
  return state;
}

async function exported(place: Place): Promise<string> {
  const outcome = await app.service.handle(place, alice, { kind: "export" });
  expect(outcome.error).toBeUndefined();
  return outcome.file?.content ?? "";
}

const importing = (place: Place, actor: Actor, file: string) =>
  app.service.handle(place, actor, { kind: "import", file });

/** A log as compared: every field of every entry. */
const logOf = async (gameId: string): Promise<StoredEvent[]> => app.store.readEvents(gameId);

describe("import of a running game", () => {
  let file: string;
  let before: { id: string; state: unknown; log: StoredEvent[] };

  it("refuses a file the game has moved on from, and one brought by another than the creator", async () => {
    await app.service.handle(first, alice, { kind: "newGame", settings: {} });
    for (let i = 0; i < 3; i++) await app.service.handle(first, alice, { kind: "addBot" });
    await app.service.handle(first, alice, { kind: "start", seed: "import-seed-1" });
    const state = await playAlice(first, 40);
    expect(state.round).toBeGreaterThanOrEqual(2);
    const old = await exported(first);
    await playAlice(first, 1);
    const stale = await importing(second, alice, old);
    expect(stale.error?.code).toBe("ERR_IMPORT_STALE");
    file = await exported(first);
    expect((await importing(second, bob, file)).error?.code).toBe("ERR_IMPORT_NOT_OWNER");
    const game = await gameAt(first);
    before = { id: game.id, state: game.state, log: await logOf(game.id) };
  }, 120_000);

  it("refuses what is not a game file, another version, a changed file and a busy channel", async () => {
    expect((await importing(second, alice, "not json")).error?.code).toBe("ERR_IMPORT_NOT_JSON");
    expect((await importing(second, alice, '{"format":"other"}')).error?.code).toBe("ERR_IMPORT_FORMAT");
    const parsed = JSON.parse(file) as GameFile;
    const later = JSON.stringify({ ...parsed, formatVersion: 2 });
    const version = await importing(second, alice, later);
    expect(version.error).toEqual({
      code: "ERR_IMPORT_VERSION",
      message: "That file is format version 2; this release reads version 1.",
    });
    const broken = JSON.stringify({ ...parsed, log: "gone" });
    expect((await importing(second, alice, broken)).error?.code).toBe("ERR_IMPORT_SHAPE");
    const changed = structuredClone(parsed);
    changed.log.at(-1)?.events.push({ type: "vpGained", seat: 0, amount: 10 });
    const tampered = await importing(second, alice, JSON.stringify(changed));
    expect(tampered.error?.code).toBe("ERR_IMPORT_TAMPERED");
    expect((await importing(first, alice, file)).error?.code).toBe("ERR_CHANNEL_BUSY");
    // Nothing changed: the game is still in its channel, at the same version, and none is in the other.
    expect(await app.store.loadByChannel(second.guildId, second.channelId)).toBeNull();
    expect((await gameAt(first)).version).toBe(before.log.at(-1)?.seq);
  });

  it("moves the game: the same state and log here, the old channel closed, play goes on", async () => {
    const outcome = await importing(second, alice, file);
    expect(outcome.error).toBeUndefined();
    expect(outcome.publicText).toContain("Alice brought the game here");
    expect(outcome.pending?.decisions.length).toBeGreaterThan(0);
    expect(outcome.privateMessages.map((m) => m.userId)).toEqual([alice.userId]);
    const here = await gameAt(second);
    expect(here.id).not.toBe(before.id);
    expect(here.status).toBe("active");
    expect(here.state).toEqual(before.state);
    expect(await logOf(here.id)).toEqual(before.log);
    expect((await app.store.loadGame(before.id))?.status).toBe("abandoned");
    expect(await app.store.loadByChannel(first.guildId, first.channelId)).toBeNull();
    // Its file is the same game's: same log and table, same dice fingerprint.
    const again = JSON.parse(await exported(second)) as GameFile;
    const was = JSON.parse(file) as GameFile;
    expect([again.log, again.final, again.dice, again.settings]).toEqual([
      was.log,
      was.final,
      was.dice,
      was.settings,
    ]);
    const played = await playAlice(second, 1);
    // Alice's move and the bots' answers to it are saved after the copied log.
    expect((await gameAt(second)).version).toBeGreaterThan(before.log.at(-1)?.seq ?? 0);
    expect(played.phase).not.toBe("setup");
  });
});

describe("import of a finished game", () => {
  let file: string;

  it("sets the game down as it ended, with the same state and log, on another server", async () => {
    let state = await playAlice(second, 600);
    if (state.phase !== "finished") {
      const seat = state.players.findIndex((p) => p.userId === alice.userId);
      const ended = await app.service.handle(second, alice, {
        kind: "gm",
        target: seat,
        correction: { kind: "victoryPoints", mode: "set", amount: state.config.vpTarget },
        reason: "test ends the game",
      });
      expect(ended.error).toBeUndefined();
      state = (await gameAt(second)).state as GameState;
    }
    file = await exported(second);
    const ended = await gameAt(second);
    expect(ended.status).toBe("finished");
    expect((await importing(third, bob, file)).error?.code).toBe("ERR_IMPORT_NOT_PLAYER");
    const outcome = await importing(third, alice, file);
    expect(outcome.error).toBeUndefined();
    const here = await gameAt(third);
    expect(here.id).not.toBe(ended.id);
    expect(here.status).toBe("finished");
    expect(here.state).toEqual(ended.state);
    expect(await logOf(here.id)).toEqual(await logOf(ended.id));
    // Its record is the same one, and the channel is free for a new game.
    const again = JSON.parse(
      (await app.service.handle(third, alice, { kind: "export" })).file?.content ?? "",
    );
    expect(again.record).toEqual((JSON.parse(file) as GameFile).record);
    expect(await app.store.loadByChannel(third.guildId, third.channelId)).toBeNull();
  }, 180_000);

  it("refuses a record with a changed die", async () => {
    const changed = JSON.parse(file) as GameFile;
    const entries = changed.record?.entries ?? [];
    const roll = entries
      .flatMap((e) => e.events as { type: string; dice?: { value: number }[] }[])
      .find((e) => e.type === "combatRolled" && (e.dice?.length ?? 0) > 0);
    const die = roll?.dice?.[0];
    if (!die) throw new Error("no battle in the game");
    die.value = (die.value % 10) + 1;
    const place = { ...third, channelId: "300000000000000904" };
    const refused = await importing(place, alice, JSON.stringify(changed));
    expect(refused.error?.code).toBe("ERR_IMPORT_TAMPERED");
    expect(refused.error?.message).toMatch(/combatRolled/);
    expect(await app.store.lastEnded(place.guildId, place.channelId)).toBeNull();
  });
});
