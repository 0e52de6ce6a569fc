/**
 * Game master corrections on a TI4 game through the service, on a real database (app/ti4/gm.ts): only the
 * game's creator or a server manager may correct, seated or not; a correction is a log entry naming the
 * game master and the reason, the channel reads both, and the snapshot is what the log replays to. Bad
 * input is refused with its own sentence and saves nothing; a player cannot type a correction as a move.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor, AppRequest, Place } from "../../../src/app/types.ts";
import { effectiveEntries } from "../../../src/app/undo.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { type AppHarness, appHarness } from "../../support/app.ts";

const ann: Actor = { userId: "430000000000000001", name: "Ann" };
const bea: Actor = { userId: "430000000000000002", name: "Bea" };
const cal: Actor = { userId: "430000000000000003", name: "Cal" };
const manager: Actor = { userId: "430000000000000009", name: "Morgan", isAdmin: true };
const place: Place = { guildId: "530000000000000001", channelId: "630000000000000001" };

let app: AppHarness;

beforeAll(async () => {
  app = await appHarness(async () => ({ png: Buffer.from("89504e470d0a1a0a", "hex") }));
  await app.service.handle(place, ann, {
    kind: "newGame",
    settings: {},
    ti4: { boxes: ["base"], galaxyMode: "auto" },
  });
  for (const p of [bea, cal]) await app.service.handle(place, p, { kind: "join" });
  const started = await app.service.handle(place, ann, { kind: "start", seed: "ti4-gm" });
  expect(started.error).toBeUndefined();
});
afterAll(async () => app.close());

async function stored() {
  const game = await app.store.loadByChannel(place.guildId, place.channelId);
  if (!game) throw new Error("no game");
  return game;
}

function gm(target: number, correction: unknown, reason = "the table agreed"): AppRequest {
  return { kind: "gm", target, correction, reason } as AppRequest;
}

describe("game master corrections on a TI4 game", () => {
  it("lets the creator correct: logged with who and why, told in the channel, replayable", async () => {
    const before = (await stored()).state as unknown as Ti4State;
    const goods = before.players[1]?.tradeGoods as number;
    const done = await app.service.handle(
      place,
      ann,
      gm(1, { kind: "tradeGoods", mode: "add", amount: 2 }, "Trade card missed"),
    );
    expect(done.error).toBeUndefined();
    expect(done.publicText).toContain("Game master correction by Ann");
    expect(done.publicText).toContain("Trade card missed");
    const game = await stored();
    const state = game.state as unknown as Ti4State;
    expect(state.players[1]?.tradeGoods).toBe(goods + 2);
    const entries = await app.store.readEvents(game.id);
    const last = entries.at(-1);
    expect(last?.actor).toBe(ann.userId);
    expect(last?.command).toMatchObject({
      type: "ti4GmCorrection",
      seat: 1,
      by: "Ann",
      reason: "Trade card missed",
    });
    const kept = effectiveEntries(entries).flatMap((e) => e.events as Ti4Event[]);
    expect(replayLog<Ti4>(kept)).toEqual(state);
  });

  it("lets a server manager who does not play correct too", async () => {
    const done = await app.service.handle(
      place,
      manager,
      gm(2, { kind: "victoryPoints", mode: "add", amount: 1 }),
    );
    expect(done.error).toBeUndefined();
    expect(((await stored()).state as unknown as Ti4State).players[2]?.vp).toBe(1);
  });

  it("refuses anyone else, and a correction typed as a move", async () => {
    const version = (await stored()).version;
    const asPlayer = await app.service.handle(
      place,
      bea,
      gm(1, { kind: "tradeGoods", mode: "add", amount: 5 }),
    );
    expect(asPlayer.error?.code).toBe("ERR_NOT_GM");
    const typed = await app.service.handle(place, bea, {
      kind: "ti4Play",
      command: {
        type: "ti4GmCorrection",
        correction: { kind: "tradeGoods", mode: "add", amount: 5 },
        reason: "x",
        by: "Bea",
      },
    });
    expect(typed.error?.code).toBe("ERR_NOT_GM");
    expect((await stored()).version).toBe(version);
  });

  it("refuses bad input with its own sentence and saves nothing", async () => {
    const version = (await stored()).version;
    const cases: [AppRequest, string][] = [
      [gm(7, { kind: "tradeGoods", mode: "add", amount: 1 }), "There is no player at seat 7"],
      [gm(0, { kind: "tradeGoods", mode: "set", amount: -2 }), "cannot have -2 trade goods"],
      [gm(0, { kind: "units", position: "999", units: { fighter: 1 } }), "no system at position 999"],
      [gm(0, { kind: "planet", planet: "atlantis", control: true }), 'no planet "atlantis"'],
      [gm(0, { kind: "units", position: "000", units: { starbase: 1 } }), "starbase"],
      // A correction Third Edition alone has: refused with what to use instead (app/gm.ts).
      [gm(0, { kind: "counters", counters: { fleet: 4 } }), "pools with /ti-gm tokens"],
      [gm(0, { kind: "actionCard", card: "sabotage", to: "hand" }), "a Third Edition correction"],
    ];
    for (const [request, sentence] of cases) {
      const refused = await app.service.handle(place, ann, request);
      expect(refused.error?.message).toContain(sentence);
    }
    expect((await stored()).version).toBe(version);
  });
});
