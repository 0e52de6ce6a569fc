/**
 * Duplicate deliveries: Discord may deliver one interaction twice (a retry after a timeout, two gateway
 * sessions). The same interaction id must change the game once; a repeat gets the "already handled"
 * outcome (duplicate: true), whether it arrives after the first or at the same moment.
 */
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGameService } from "../../src/app/gameService.ts";
import type { Actor, Outcome, Place } from "../../src/app/types.ts";
import type { Command, GameState } from "../../src/engine/index.ts";
import type { GameStore } from "../../src/store/gameStore.ts";
import { waitingCommands } from "./concurrency.ts";
import { type FaultHarness, faultHarness } from "./harness.ts";
import {
  actorOf,
  expectWholeGame,
  NOW,
  nextBotCommand,
  players,
  playUntil,
  seatless,
  simultaneous,
  startViaService,
} from "./helpers.ts";

let app: FaultHarness;
beforeAll(async () => {
  app = await faultHarness();
});
afterAll(async () => app?.close());

const table = players("dup", 4);
let channel = 0;
function nextPlace(): Place {
  channel += 1;
  return { guildId: "dup-guild", channelId: `dup-${channel}` };
}

async function send(place: Place, actor: Actor, command: Command, interactionId: string): Promise<Outcome> {
  return app.service.handle(place, actor, { kind: "play", command: seatless(command) }, interactionId);
}

/** Exactly one delivery applied the command; every other one is a clear "already handled". */
async function expectAppliedOnce(place: Place, versionBefore: number, outcomes: Outcome[]): Promise<void> {
  const applied = outcomes.filter((o) => o.ok && !o.duplicate);
  expect(applied, JSON.stringify(outcomes.map((o) => o.error ?? o.duplicate))).toHaveLength(1);
  for (const o of outcomes.filter((x) => x !== applied[0])) {
    expect(o, `a repeat delivery must be "already handled": ${JSON.stringify(o.error)}`).toMatchObject({
      ok: true,
      duplicate: true,
    });
    expect(o.publicText).toBeUndefined();
    expect(o.privateMessages).toEqual([]);
    expect(o.pings).toEqual([]);
  }
  const game = await app.store.loadByChannel(place.guildId, place.channelId);
  expect(game?.version).toBe(versionBefore + 1);
  await expectWholeGame(app.store, game?.id as string);
}

/**
 * A service whose first look at an interaction id is held at a gate: `checked` resolves once it has
 * looked (and found the id unprocessed), `open` lets it go on, so a test can land the first delivery in
 * between.
 */
function lateLooker() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let looked: () => void = () => {};
  const checked = new Promise<void>((resolve) => {
    looked = resolve;
  });
  const slowStore: GameStore = {
    ...app.store,
    async isInteractionProcessed(id: string) {
      const seen = await app.store.isInteractionProcessed(id);
      looked();
      await gate;
      return seen;
    },
  };
  const lateService = createGameService({
    store: slowStore,
    log: pino({ level: "silent" }),
    clock: () => new Date(NOW),
  });
  return { lateService, checked, open };
}

describe("an interaction delivered more than once", () => {
  it("is applied once when the repeat comes after the first answer", async () => {
    const place = nextPlace();
    const game = await startViaService(app.service, app.store, place, table, "dup-seed-1");
    const state = game.state as GameState;
    const command = nextBotCommand(state) as Command;
    const actor = actorOf(state, command.seat, table);
    const first = await send(place, actor, command, "dup-sequential");
    const second = await send(place, actor, command, "dup-sequential");
    const third = await send(place, actor, command, "dup-sequential");
    await expectAppliedOnce(place, game.version, [first, second, third]);
    expect(first.publicText).toBeTruthy();
  });

  it("is applied once when 20 copies arrive at the same moment", async () => {
    const place = nextPlace();
    const game = await startViaService(app.service, app.store, place, table, "dup-seed-2");
    const state = game.state as GameState;
    const command = nextBotCommand(state) as Command;
    const actor = actorOf(state, command.seat, table);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => send(place, actor, command, "dup-concurrent")),
    );
    await expectAppliedOnce(place, game.version, outcomes);
  }, 30_000);

  it("is applied once per id when every seat's simultaneous answer arrives twice at once", async () => {
    const place = nextPlace();
    await startViaService(app.service, app.store, place, table, "dup-seed-3");
    const state = (await playUntil(app.service, app.store, place, table, simultaneous)) as GameState;
    expect(state).not.toBeNull();
    const before = (await app.store.loadByChannel(place.guildId, place.channelId))?.version as number;
    const answers = waitingCommands(state);
    const deliveries = answers.flatMap((command) => [command, command]);
    const outcomes = await Promise.all(
      deliveries.map((command) =>
        send(place, actorOf(state, command.seat, table), command, `dup-seat-${command.seat}`),
      ),
    );
    for (const [i, command] of answers.entries()) {
      const pair = [outcomes[2 * i], outcomes[2 * i + 1]] as Outcome[];
      // Each pair: one applied and one "already handled", or (when the database was too busy for one
      // id's both copies) a clear refusal that left nothing recorded, so the player may send it again.
      const applied = pair.filter((o) => o.ok && !o.duplicate).length;
      const recorded = await app.store.isInteractionProcessed(`dup-seat-${command.seat}`);
      expect(applied, JSON.stringify(pair)).toBe(recorded ? 1 : 0);
      for (const o of pair)
        if (!(o.ok && !o.duplicate)) expect(o.duplicate || o.error?.code === "ERR_BUSY").toBe(true);
    }
    const game = await app.store.loadByChannel(place.guildId, place.channelId);
    const applied = outcomes.filter((o) => o.ok && !o.duplicate).length;
    expect(game?.version).toBe(before + applied);
    await expectWholeGame(app.store, game?.id as string);
  }, 30_000);

  it('answers "already handled" to a repeat that checked just before the first delivery committed', async () => {
    // The repeat's first look finds the id unprocessed; the first delivery commits; only then does the
    // repeat load the game, now one version on, where its command is no longer legal.
    const place = nextPlace();
    const game = await startViaService(app.service, app.store, place, table, "dup-seed-4");
    const state = game.state as GameState;
    const command = nextBotCommand(state) as Command;
    const actor = actorOf(state, command.seat, table);
    const { lateService, checked, open } = lateLooker();
    const repeat = lateService.handle(place, actor, { kind: "play", command: seatless(command) }, "dup-late");
    await checked;
    const first = await send(place, actor, command, "dup-late");
    open();
    await expectAppliedOnce(place, game.version, [first, await repeat]);
  });

  it('answers "already handled" to a repeated start that checked just before the first one committed', async () => {
    const place = nextPlace();
    const [creator, ...others] = table as [Actor, ...Actor[]];
    await app.service.handle(place, creator, { kind: "newGame", settings: {} });
    for (const actor of others) await app.service.handle(place, actor, { kind: "join" });
    const { lateService, checked, open } = lateLooker();
    const repeat = lateService.handle(place, creator, { kind: "start", seed: "s" }, "dup-start-late");
    await checked;
    const first = await app.service.handle(place, creator, { kind: "start", seed: "s" }, "dup-start-late");
    open();
    expect(first.ok && !first.duplicate).toBe(true);
    expect(await repeat).toMatchObject({ ok: true, duplicate: true });
    const game = await app.store.loadByChannel(place.guildId, place.channelId);
    expect(game?.version).toBe(1);
  });

  it("starts a game once when the start is delivered twice", async () => {
    const place = nextPlace();
    const [creator, ...others] = table as [Actor, ...Actor[]];
    await app.service.handle(place, creator, { kind: "newGame", settings: {} });
    for (const actor of others) await app.service.handle(place, actor, { kind: "join" });
    const first = await app.service.handle(place, creator, { kind: "start", seed: "s" }, "dup-start");
    const again = await app.service.handle(place, creator, { kind: "start", seed: "s" }, "dup-start");
    expect(first.ok && !first.duplicate).toBe(true);
    expect(again).toMatchObject({ ok: true, duplicate: true });
    const game = await app.store.loadByChannel(place.guildId, place.channelId);
    expect(game?.version).toBe(1);
    await expectWholeGame(app.store, game?.id as string);
  });
});
