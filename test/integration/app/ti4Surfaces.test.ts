/**
 * The surfaces of a Fourth Edition game on a real database (issue #26): a game master hands a missing
 * player's seat to Mecatol's bot (app/handOver.ts), which answers its decisions from then on, and nobody
 * else may; the table's status, map, log, catch-up, file and statistics are told from what the channel
 * may see, the map drawn from the public state (app/ti4/map.ts publicTi4State), no secret named.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameService, type GameService } from "../../../src/app/gameService.ts";
import type { Actor, AppRequest, Outcome, Place } from "../../../src/app/types.ts";
import { ti4Objective } from "../../../src/content/ti4/index.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import "../../../src/engine/index.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import type { StoredGame } from "../../../src/store/gameStore.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const ann: Actor = { userId: "410000000000000026", name: "Ann" };
const ben: Actor = { userId: "410000000000000027", name: "Ben" };
const place: Place = { guildId: "510000000000000026", channelId: "610000000000000026" };
const PNG = Buffer.from("89504e470d0a1a0a", "hex");

describe("a TI4 game's surfaces", () => {
  let app: AppHarness;
  let service: GameService;
  const now = new Date("2026-12-01T12:00:00Z");
  /** Every state the map renderer was given. */
  const drawn: Ti4State[] = [];
  const game = async () => (await app.store.loadByChannel(place.guildId, place.channelId)) as StoredGame;
  const state = async () => (await game()).state as unknown as Ti4State;
  const ask = (actor: Actor, request: AppRequest) => service.handle(place, actor, request);
  /** Every secret objective held in a hand or left in the deck: never told in public. */
  const secretIds = (s: Ti4State) => [
    ...s.decks.secretObjectives,
    ...s.players.flatMap((p) => p.secret.secretObjectives),
  ];
  const said = (outcome: Outcome) => [outcome.reply ?? "", outcome.publicText ?? ""].join("\n");

  beforeAll(async () => {
    app = await appHarness();
    service = createGameService({
      store: app.store,
      log: pino({ level: "silent" }),
      clock: () => now,
      renderTi4Map: async (seen) => {
        drawn.push(seen);
        return { png: PNG, description: "the galaxy" };
      },
    });
    await ask(ann, {
      kind: "newGame",
      settings: {},
      ti4: { boxes: ["base"], galaxyMode: "auto" },
      reminderHours: 4,
    });
    await ask(ben, { kind: "join" });
    await ask(ann, { kind: "addBot" });
    await ask(ann, { kind: "start", seed: "ti4-surfaces" });
  });
  afterAll(async () => app.close());

  it("tells a player their own secrets by name, with the id a command types", async () => {
    const mine = (await state()).players[0]?.secret;
    const reply = (await ask(ann, { kind: "ti4Secrets" })).reply ?? "";
    const drawn = mine?.secretObjectivesDrawn ?? mine?.secretObjectives ?? [];
    expect(drawn.length).toBeGreaterThan(0);
    for (const id of drawn) expect(reply).toContain(`${ti4Objective(id).name} (${id})`);
    // Her own notes by name ("Ceasefire (ceasefire)"), no seat after them.
    expect(reply).toMatch(/Promissory notes: Ceasefire \(ceasefire\)/);
  });

  it("refuses a hand-over from anyone but the game master, saving nothing", async () => {
    const before = await game();
    const request: AppRequest = { kind: "handOver", target: 1, reason: "Ben left the server" };
    expect((await ask(ben, request)).error?.code).toBe("ERR_NOT_GM");
    // Nor may a player send the table's command as their own.
    const typed: AppRequest = {
      kind: "ti4Play",
      command: { type: "handOverSeat", userId: "bot:9", name: "X", reason: "r" },
    };
    expect((await ask(ben, typed)).error?.code).toBe("ERR_NOT_GM");
    expect((await game()).version).toBe(before.version);
  });

  it("hands Ben's seat to the bot, which answers its decisions; Ben's clock stops", async () => {
    const waited = (s: Ti4State) =>
      pendingDecisions<Ti4>(s)
        .filter((d) => d.optional !== true)
        .map((d) => d.seat);
    expect(waited(await state())).toContain(1);
    const seats = await app.store.listSeats((await game()).id);
    expect(seats.find((s) => s.userId === ben.userId)?.nextReminderAt).toBeInstanceOf(Date);
    const handed = await ask(ann, { kind: "handOver", target: 1, reason: "Ben left the server" });
    expect(handed).toMatchObject({ ok: true, queued: true });
    expect(handed.publicText).toMatch(/Ben's seat is played from now on by Ben \(bot\): Ben left the server/);
    expect(handed.pings).not.toContain(ben.userId);
    const after = await state();
    // The next bot of the table (Bot 1 sits at seat 2).
    expect(after.players[1]).toMatchObject({ userId: "bot:2", name: "Ben (bot)" });
    // The bot has answered what the seat was asked: the game waits on Ann alone.
    expect(waited(after)).not.toContain(1);
    const rows = await app.store.listSeats((await game()).id);
    expect(rows.find((s) => s.seatIndex === 1)).toMatchObject({ userId: "bot:2", nextReminderAt: null });
    // Ben has no seat any more; a second hand-over is refused; the log replays to the saved state.
    expect((await ask(ben, { kind: "ti4Secrets" })).error?.code).toBe("ERR_NO_SEAT");
    const again = await ask(ann, { kind: "handOver", target: 1, reason: "again" });
    expect(again.error?.code).toBe("ERR_ALREADY_BOT");
    const events = (await app.store.readEvents((await game()).id)).flatMap((e) => e.events as Ti4Event[]);
    expect(replayLog<Ti4>(events)).toEqual(after);
  });

  it("tells the status and posts the map drawn from the public state, pinging whom it waits on", async () => {
    const status = await ask(ben, { kind: "status" });
    expect(status.ok).toBe(true);
    expect(status.reply).toMatch(/^(Set-up\.|Round 1, \w+ phase\.)/);
    expect(status.reply).toMatch(/Ann[^\n]*: 0 VP/);
    expect(status.reply).toMatch(/Waiting for Ann/);
    const map = await ask(ben, { kind: "map" });
    expect(map.image?.name).toMatch(/^ti4-map-round-/);
    expect(map.pings).toEqual([ann.userId]);
    const seen = drawn.at(-1) as Ti4State;
    expect(seen.players.every((p) => p.secret.secretObjectives.length === 0)).toBe(true);
    expect(seen.players.every((p) => p.secret.actionCards.length === 0)).toBe(true);
    expect(seen.decks.secretObjectives).toEqual([]);
    expect(seen.decks.action.draw).toEqual([]);
  });

  it("tells the log, the catch-up, the file and the statistics without a secret", async () => {
    const ids = secretIds(await state());
    expect(ids.length).toBeGreaterThan(0);
    const names = ids.map((id) => ti4Objective(id).name);
    const log = await ask(ann, { kind: "log", last: 50 });
    expect(log.reply).toMatch(/Ben's seat is played from now on by Ben \(bot\)/);
    const catchUp = await ask(ann, { kind: "catchup" });
    expect(catchUp.ok).toBe(true);
    expect(catchUp.image?.name).toBe("catch-up.png");
    const exported = await ask(ann, { kind: "export" });
    const file = JSON.parse(exported.file?.content ?? "{}");
    expect(file).toMatchObject({ format: "mecatol-game", status: "active" });
    expect(file.record).toBeUndefined();
    const stats = await ask(ann, { kind: "stats", of: "game" });
    expect(stats.reply).toMatch(/^Statistics of this game \(Fourth Edition/);
    for (const text of [said(log), said(catchUp), said(stats)])
      for (const name of names) expect(text).not.toContain(name);
    // The file names objectives by id: no secret one is there.
    for (const id of ids) expect(exported.file?.content).not.toContain(`"${id}"`);
    // The file is read as a TI4 one: only the game's creator may move it (test/integration/app/ti4Import.test.ts).
    const elsewhere: Place = { ...place, channelId: "610000000000000027" };
    const imported = await service.handle(elsewhere, ben, {
      kind: "import",
      file: exported.file?.content ?? "",
    });
    expect(imported.error).toMatchObject({ code: "ERR_IMPORT_NOT_OWNER" });
  });

  it("answers the odds of a system with TI4's rules, refusing one where nobody fights", async () => {
    const before = await game();
    const refused = await ask(ann, { kind: "odds", system: "000" });
    expect(refused.error).toMatchObject({ code: "ERR_ODDS", message: "Nobody else has ships in 000." });
    expect((await game()).version).toBe(before.version);
  });

  it("still refuses what a TI4 game does not serve, with a sentence", async () => {
    const refused = await ask(ann, { kind: "play", command: { type: "pass" } } as AppRequest);
    expect(refused.error?.code).toBe("ERR_TI4_NOT_SERVED");
    expect(refused.error?.message).toMatch(/this command is for Third Edition games only/);
  });
});
