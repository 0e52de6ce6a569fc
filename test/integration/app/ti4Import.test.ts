/**
 * The surfaces of issue #26 that a Fourth Edition game was refused, on a real database: `/ti game import`
 * of a TI4 file (its record replayed with the TI4 book: app/ti4/verifyRecord.ts) moves a running game here,
 * where it plays on, or sets down a finished one; a changed file is refused with its sentence and changes
 * nothing. `/ti odds` in a TI4 game counts the space combat of a system (LRR 78) for the asker alone, and
 * refuses a system not on the map, saving nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameFile } from "../../../src/app/gameRecord.ts";
import type { Actor, AppRequest, Place } from "../../../src/app/types.ts";
import { asStoredJson } from "../../../src/app/verifyRecord.ts";
import "../../../src/engine/index.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4CombatOdds } from "../../../src/engine/ti4/combat/odds.ts";
import { ti4BotMove } from "../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { createTi4Game } from "../../../src/engine/ti4/setup/create.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import type { StoredEvent, StoredGame } from "../../../src/store/gameStore.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const ann: Actor = { userId: "410000000000000126", name: "Ann" };
const ben: Actor = { userId: "410000000000000127", name: "Ben" };
const cat: Actor = { userId: "410000000000000128", name: "Cat" };
const first: Place = { guildId: "510000000000000126", channelId: "610000000000000126" };
const second: Place = { guildId: "510000000000000127", channelId: "610000000000000127" };
const third: Place = { guildId: "510000000000000128", channelId: "610000000000000128" };
const CTX = { now: "2026-12-01T12:00:00.000Z" };

let app: AppHarness;
beforeAll(async () => {
  app = await appHarness();
});
afterAll(async () => app.close());

const at = async (place: Place) => app.store.loadByChannel(place.guildId, place.channelId);
const ask = (place: Place, actor: Actor, request: AppRequest) => app.service.handle(place, actor, request);

/** The file /ti game export makes of the channel's game. */
async function exported(place: Place): Promise<string> {
  const outcome = await ask(place, ann, { kind: "export" });
  expect(outcome.error).toBeUndefined();
  return outcome.file?.content ?? "";
}

/** Three bots play a whole TI4 game as the app would (each command on the state as stored), seated for people. */
function finishedGame() {
  const players = [ann, ben, cat].map((p) => ({ userId: p.userId, name: p.name }));
  const seed = "ti4-import-finished";
  const created = createTi4Game({ seed, players, settings: {} }, CTX);
  if (!created.ok) throw new Error(created.error.message);
  const entries: StoredEvent[] = [
    {
      seq: 1,
      actor: ann.userId,
      command: { type: "start" },
      events: created.events,
      createdAt: new Date(CTX.now),
      schemaVersion: 1,
    },
  ];
  let state = created.state;
  while (state.phase !== "finished" && entries.length < 6000) {
    state = asStoredJson(state) as Ti4State;
    const seats = [...new Set(pendingDecisions<Ti4>(state).map((d) => d.seat))];
    const move = seats.map((seat) => ti4BotMove(state, seat, CTX)).find((m) => m !== null);
    if (!move) throw new Error("the bots are stuck");
    const actor = players[move.command.seat]?.userId ?? "";
    const events = JSON.parse(JSON.stringify(move.result.events));
    entries.push({
      seq: entries.length + 1,
      actor,
      command: JSON.parse(JSON.stringify(move.command)),
      events,
      createdAt: new Date(CTX.now),
      schemaVersion: 1,
    });
    state = move.result.state;
  }
  expect(state.phase).toBe("finished");
  const game = {
    id: "00000000-0000-4000-8000-000000000026",
    seed,
    status: "finished",
    meta: { settings: {} },
  };
  return { state, file: gameFile(game as unknown as StoredGame, state, entries, new Date(CTX.now)) };
}

describe("importing a TI4 game file", () => {
  beforeAll(async () => {
    await ask(first, ann, { kind: "newGame", settings: {}, ti4: { boxes: ["base"], galaxyMode: "auto" } });
    await ask(first, ann, { kind: "addBot" });
    await ask(first, ann, { kind: "addBot" });
    await ask(first, ann, { kind: "start", seed: "ti4-import" });
  });

  it("refuses a changed file with its sentence, and changes nothing", async () => {
    const before = (await at(first)) as StoredGame;
    const file = JSON.parse(await exported(first));
    file.final.players[1].vp = 9;
    const refused = await ask(second, ann, { kind: "import", file: JSON.stringify(file) });
    expect(refused.error?.code).toBe("ERR_IMPORT_TAMPERED");
    expect(refused.error?.message).toBe(
      "The file does not match its game: its log is not the game's. Nothing was brought here.",
    );
    expect(await at(second)).toBeNull();
    const after = (await at(first)) as StoredGame;
    expect(after.version).toBe(before.version);
    expect(after.status).toBe("active");
  });

  it("refuses the move from anyone but the game's creator", async () => {
    const refused = await ask(second, ben, { kind: "import", file: await exported(first) });
    expect(refused.error?.code).toBe("ERR_IMPORT_NOT_OWNER");
    expect(await at(second)).toBeNull();
  });

  it("moves a running game here, its log replayed from the seed with the TI4 book, and it plays on", async () => {
    const old = (await at(first)) as StoredGame;
    const oldLog = await app.store.readEvents(old.id);
    const moved = await ask(second, ann, { kind: "import", file: await exported(first) });
    expect(moved.error).toBeUndefined();
    expect(moved.publicText).toMatch(
      /^Ann brought the game here; it continues in this channel\.\n(Set-up\.|Round 1)/,
    );
    expect(moved.privateMessages.map((m) => m.userId)).toEqual([ann.userId]);
    expect(await at(first)).toBeNull();
    const here = (await at(second)) as StoredGame;
    expect(here).toMatchObject({ ruleset: "ti4", status: "active", version: old.version, seed: old.seed });
    expect(here.state).toEqual(old.state);
    const log = await app.store.readEvents(here.id);
    expect(log.map((e) => [e.seq, e.command, e.events])).toEqual(
      oldLog.map((e) => [e.seq, e.command, e.events]),
    );
    // Ann answers what the game waits on her for, in the new channel.
    const state = here.state as unknown as Ti4State;
    const seat = state.players.findIndex((p) => p.userId === ann.userId);
    const move = ti4BotMove(state, seat, CTX);
    if (!move) throw new Error("Ann has nothing to answer");
    const { seat: _seat, ...command } = move.command as unknown as Record<string, unknown>;
    const played = await ask(second, ann, { kind: "ti4Play", command } as AppRequest);
    expect(played.error).toBeUndefined();
    expect(((await at(second)) as StoredGame).version).toBeGreaterThan(here.version);
  });

  it("sets down a finished game checked die by die, and refuses one whose die was changed", async () => {
    const { state, file } = finishedGame();
    const changed = structuredClone(file);
    const entry = changed.record?.entries.find((e) =>
      e.events.some((ev) => (ev as { type: string }).type === "ti4DiceRolled"),
    );
    const roll = entry?.events.find((ev) => (ev as { type: string }).type === "ti4DiceRolled") as {
      groups: { rolls: number[] }[];
    };
    const die = roll.groups[0]?.rolls[0] as number;
    (roll.groups[0] as { rolls: number[] }).rolls[0] = die === 10 ? 1 : die + 1;
    const refused = await ask(third, ann, { kind: "import", file: JSON.stringify(changed) });
    expect(refused.error?.code).toBe("ERR_IMPORT_TAMPERED");
    expect(refused.error?.message).toMatch(
      new RegExp(
        `^The file does not match its game: Entry ${entry?.seq}, event \\d+ \\(ti4DiceRolled\\): the log shows dice`,
      ),
    );
    expect(await app.store.lastEnded(third.guildId, third.channelId)).toBeNull();
    const brought = await ask(third, ann, { kind: "import", file: JSON.stringify(file) });
    expect(brought.error).toBeUndefined();
    expect(brought.publicText).toMatch(/finished Fourth Edition game \(every die checked/);
    const here = (await app.store.lastEnded(third.guildId, third.channelId)) as StoredGame;
    expect(here).toMatchObject({ ruleset: "ti4", status: "finished" });
    expect(here.state).toEqual(JSON.parse(JSON.stringify(state)));
  }, 120_000);
});

describe("/ti odds in a TI4 game", () => {
  it("counts the space combat of a system for the asker alone (LRR 78)", async () => {
    const game = (await at(second)) as StoredGame;
    const units = (target: number) =>
      ({
        kind: "gm",
        target,
        correction: { kind: "units", position: "000", units: { cruiser: 2 } },
        reason: "a battle to weigh",
      }) as AppRequest;
    expect((await ask(second, ann, units(0))).error).toBeUndefined();
    expect((await ask(second, ann, units(1))).error).toBeUndefined();
    const before = (await at(second)) as StoredGame;
    expect(before.version).toBeGreaterThan(game.version);
    const state = before.state as unknown as Ti4State;
    const seat = state.players.findIndex((p) => p.userId === ann.userId);
    const odds = await ask(second, ann, { kind: "odds", system: "000" });
    expect(odds.error).toBeUndefined();
    expect(odds.publicText).toBeUndefined();
    const expected = ti4CombatOdds(state, { combat: "space", position: "000", attacker: seat, defender: 1 });
    expect(odds.reply).toMatch(/^Space combat in 000 \(LRR 78\): Ann \(2 Cruisers\) attacks/);
    expect(odds.reply).toContain(`Ann wins ${(100 * expected.attackerWins).toFixed(1)}%`);
    expect(odds.reply).toMatch(/SUSTAIN DAMAGE first \(LRR 87\)/);
    expect(((await at(second)) as StoredGame).version).toBe(before.version);
  });

  it("refuses a system not on the map, saving nothing", async () => {
    const before = (await at(second)) as StoredGame;
    const refused = await ask(second, ann, { kind: "odds", system: "999" });
    expect(refused.error).toMatchObject({
      code: "ERR_ODDS",
      message: "There is no system at 999 on this game's map.",
    });
    expect(((await at(second)) as StoredGame).version).toBe(before.version);
  });
});
