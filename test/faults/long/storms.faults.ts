/** Long concurrency and duplicate tests: storms of 50 clients and of repeated deliveries on many games. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, Outcome } from "../../../src/app/types.ts";
import type { Command, GameState } from "../../../src/engine/index.ts";
import { storm, waitingCommands } from "../concurrency.ts";
import { type FaultHarness, faultHarness } from "../harness.ts";
import {
  actorOf,
  expectWholeGame,
  nextBotCommand,
  note,
  players,
  playUntil,
  seatless,
  seededRandom,
  simultaneous,
  startViaService,
} from "../helpers.ts";

let app: FaultHarness;
beforeAll(async () => {
  app = await faultHarness();
});
afterAll(async () => app?.close());

const table = players("longstorm", 4);

describe("storms on many games", () => {
  it("keeps every game's log exactly the accepted commands over 8 games of storms", async () => {
    const refusals: Record<string, number> = {};
    let accepted = 0;
    let storms = 0;
    for (let g = 0; g < 8; g++) {
      const place = { guildId: "longstorm", channelId: `storm-${g}` };
      await startViaService(app.service, app.store, place, table, `longstorm-${g}`);
      // Storm every decision the bot meets until it has nothing: simultaneous ones with all seats,
      // single ones with the same command 50 times.
      for (let round = 0; round < 40; round++) {
        const state = (await app.store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
        const commands = simultaneous(state) ? waitingCommands(state) : [nextBotCommand(state)];
        if (commands.length === 0 || commands[0] === null) break;
        const result = await storm(app, place, table, commands as Command[], 50, `ls-${g}-${round}`);
        storms += 1;
        accepted += result.accepted;
        for (const [code, n] of result.refused) refusals[code] = (refusals[code] ?? 0) + n;
        if (result.accepted === 0) break;
      }
    }
    note("storms", { storms, accepted, refusals });
    expect(storms).toBeGreaterThan(50);
  });

  it("applies an interaction once over 100 rounds of 20 simultaneous deliveries", async () => {
    const random = seededRandom(99);
    let rounds = 0;
    for (let g = 0; rounds < 100 && g < 20; g++) {
      const place = { guildId: "longdup", channelId: `dup-${g}` };
      await startViaService(app.service, app.store, place, table, `longdup-${g}`);
      await playUntil(app.service, app.store, place, table, simultaneous, Math.floor(random() * 10));
      for (; rounds < 100; rounds++) {
        const game = await app.store.loadByChannel(place.guildId, place.channelId);
        const state = game?.state as GameState;
        const command = nextBotCommand(state);
        if (!command || !game) break;
        const actor: Actor = actorOf(state, command.seat, table);
        const id = `longdup-${rounds}`;
        const outcomes: Outcome[] = await Promise.all(
          Array.from({ length: 20 }, () =>
            app.service.handle(place, actor, { kind: "play", command: seatless(command) }, id),
          ),
        );
        const applied = outcomes.filter((o) => o.ok && !o.duplicate);
        const processed = await app.store.isInteractionProcessed(id);
        expect(applied.length, JSON.stringify(outcomes.map((o) => o.error))).toBe(processed ? 1 : 0);
        for (const o of outcomes)
          if (!(o.ok && !o.duplicate))
            expect(o.duplicate === true || o.error?.code === "ERR_BUSY", JSON.stringify(o.error)).toBe(true);
        const after = await app.store.loadGame(game.id);
        expect(after?.version).toBe(game.version + applied.length);
      }
      const game = await app.store.loadByChannel(place.guildId, place.channelId);
      await expectWholeGame(app.store, game?.id as string);
    }
    note("duplicate rounds", { rounds });
    expect(rounds).toBe(100);
  });
});
