/**
 * TI4's production step (LRR 89.5, 68, 67, digest §4.6): PRODUCTION of the active player's units in the
 * active system, paid in resources (LRR 67, 26: pairs for one cost), ground forces where a producing unit
 * allows (LRR 68), no ships past another player's ships (LRR 67.6) or a blockade (LRR 14), within the fleet
 * pool (LRR 37), capacity (LRR 16) and reinforcements (LRR 67.5); War Suns need their technology (LRR 96.4).
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create, finishSetup, play } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const CARDS = ["imperial", "warfare", "leadership", "technology", "trade", "diplomacy"];
const NO_PAYMENT = { planets: [], tradeGoods: 0 };

/** The first player of the round has activated their home system: its space dock may produce. */
function atProduction() {
  let { state, events } = finishSetup(create(6, {}, "action-6"));
  for (const card of CARDS) {
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    const result = play(state, { type: "pickStrategyCard", seat, card: card as never });
    state = result.state;
    events = [...events, ...result.events];
  }
  const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
  const home = state.players[seat]?.home as string;
  const planet = Object.keys(state.players[seat]?.planets ?? {})[0] as Ti4PlanetId;
  const activated = play(state, { type: "tacticalAction", seat, system: home });
  return { state: activated.state, events: [...events, ...activated.events], seat, home, planet };
}

function produce(state: Ti4State, seat: number, units: object, extra: Partial<Ti4Command> = {}) {
  return applyCommand<Ti4>(
    state,
    { type: "produceUnits", seat, units, payment: NO_PAYMENT, ...extra } as Ti4Command,
    CTX,
  );
}

function codeOf(result: ReturnType<typeof produce>) {
  return result.ok ? null : [result.error.code, result.error.rule];
}

/** Replays what follows a position edited by hand from that position. */
function replayFrom(start: Ti4State, events: Ti4Event[]) {
  return replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events]);
}

describe("TI4 production (LRR 68, 89.5)", () => {
  it("produces ships into space and paired infantry onto the dock's planet, paid in resources", () => {
    const { state, events, seat, home, planet } = atProduction();
    expect(pendingDecisions<Ti4>(state).map((d) => [d.kind, d.seat])).toEqual([["produceUnits", seat]]);
    // LRR 67, 26: a carrier (3) and two infantry for one cost (1).
    const done = produce(
      state,
      seat,
      { carrier: 1, infantry: 2 },
      { payment: { planets: [planet], tradeGoods: 0 } },
    );
    if (!done.ok) throw new Error(done.error.message);
    const placed = done.events.filter((e) => e.type === "ti4UnitsPlaced");
    expect(placed).toEqual([
      {
        type: "ti4UnitsPlaced",
        seat,
        place: { position: home, planet },
        units: { infantry: 2 },
        reason: "production",
      },
      {
        type: "ti4UnitsPlaced",
        seat,
        place: { position: home },
        units: { carrier: 1 },
        reason: "production",
      },
    ]);
    expect(done.state.players[seat]?.planets[planet]?.exhausted).toBe(true);
    expect(done.state.stack.map((f) => f.kind)).toEqual(["ti4ActionPhase"]);
    expect(pendingDecisions<Ti4>(done.state)[0]?.seat).not.toBe(seat);
    expect(replayLog<Ti4>([...events, ...done.events])).toEqual(done.state);
  });

  it("a single fighter or infantry costs the whole pair's price; producing nothing ends the step", () => {
    const { state, seat } = atProduction();
    const one = produce(state, seat, { fighter: 1 });
    expect(codeOf(one)).toEqual(["ERR_TI4_UNDERPAID", "LRR 75"]);
    const nothing = produce(state, seat, {});
    expect(nothing.ok && nothing.state.stack.map((f) => f.kind)).toEqual(["ti4ActionPhase"]);
    expect(nothing.ok && nothing.events.some((e) => e.type === "ti4UnitsPlaced")).toBe(false);
  });

  it("refuses more units than PRODUCTION allows (each of a pair counts), structures and a War Sun without its technology", () => {
    const { state, seat, planet } = atProduction();
    const pay = { payment: { planets: [planet], tradeGoods: 0 } };
    expect(codeOf(produce(state, seat, { infantry: 8 }, pay))).toEqual([
      "ERR_TI4_PRODUCTION_LIMIT",
      "LRR 68",
    ]);
    expect(codeOf(produce(state, seat, { pds: 1 }, pay))).toEqual(["ERR_TI4_NO_COST", "LRR 67"]);
    expect(codeOf(produce(state, seat, { warSun: 1 }, pay))).toEqual([
      "ERR_TI4_UNIT_NEEDS_TECHNOLOGY",
      "LRR 96.4",
    ]);
    // Mechs are Prophecy of Kings' units: not on a sheet of the base game.
    expect(codeOf(produce(state, seat, { mech: 1 }, pay))).toEqual(["ERR_TI4_UNIT_NOT_IN_GAME", "LRR 96.1"]);
    // A refused command changes nothing: the planet is still ready.
    expect(state.players[seat]?.planets[planet]?.exhausted).toBe(false);
  });

  it("refuses a payment with a planet of someone else's or too little", () => {
    const { state, seat } = atProduction();
    const other = state.players.find((p) => p.seat !== seat);
    const theirs = Object.keys(other?.planets ?? {})[0] as never;
    const stolen = produce(state, seat, { cruiser: 1 }, { payment: { planets: [theirs], tradeGoods: 0 } });
    expect(codeOf(stolen)).toEqual(["ERR_TI4_PLANET_NOT_YOURS", "LRR 25"]);
    expect(codeOf(produce(state, seat, { carrier: 1 }))).toEqual(["ERR_TI4_UNDERPAID", "LRR 75"]);
  });

  it("keeps within the fleet pool (LRR 37), capacity (LRR 16) and reinforcements (LRR 67.5)", () => {
    const { state, seat, home, planet } = atProduction();
    const pay = { payment: { planets: [planet], tradeGoods: 0 } };
    const fleet = state.players[seat]?.tokens.fleet as number;
    const ships = state.board[home]?.space.find((f) => f.seat === seat)?.units ?? {};
    const nonFighters = Object.entries(ships).reduce((n, [t, c]) => n + (t === "fighter" ? 0 : (c ?? 0)), 0);
    expect(codeOf(produce(state, seat, { destroyer: fleet - nonFighters + 1 }, pay))).toEqual([
      "ERR_TI4_FLEET_POOL",
      "LRR 37",
    ]);
    expect(codeOf(produce(state, seat, { fighter: 7 }, pay))).toEqual(["ERR_TI4_CAPACITY", "LRR 16"]);
    const fullBoard = structuredClone(state);
    const space = fullBoard.board[home]?.space.find((f) => f.seat === seat);
    if (space) space.units.carrier = 4;
    (fullBoard.players[seat] as Ti4State["players"][number]).tokens.fleet = 16;
    expect(codeOf(produce(fullBoard, seat, { carrier: 1 }, pay))).toEqual([
      "ERR_TI4_REINFORCEMENTS",
      "LRR 67.5",
    ]);
  });

  it("puts ground forces only where a producing unit allows (LRR 68)", () => {
    const { state, seat, planet } = atProduction();
    const pay = { payment: { planets: [planet], tradeGoods: 0 } };
    const toSpace = produce(
      state,
      seat,
      { infantry: 2 },
      { ...pay, placements: [{ planet: null, infantry: 2 }] },
    );
    expect(codeOf(toSpace)).toEqual(["ERR_TI4_GROUND_FORCES_PLACE", "LRR 68"]);
    const short = produce(state, seat, { infantry: 2 }, { ...pay, placements: [{ planet, infantry: 1 }] });
    expect(codeOf(short)).toEqual(["ERR_TI4_GROUND_FORCES_PLACE", "LRR 68"]);
  });

  it("produces no ships past another player's ships (LRR 67.6) and only ground forces when blockaded (LRR 14)", () => {
    const { state, seat, home, planet } = atProduction();
    const pay = { payment: { planets: [planet], tradeGoods: 0 } };
    const other = (seat + 1) % state.players.length;
    const contested = structuredClone(state);
    contested.board[home]?.space.push({ seat: other, units: { destroyer: 1 } });
    expect(codeOf(produce(contested, seat, { cruiser: 1 }, pay))).toEqual([
      "ERR_TI4_ENEMY_SHIPS",
      "LRR 67.6",
    ]);
    const blockaded = structuredClone(contested);
    const system = blockaded.board[home];
    if (system) system.space = system.space.filter((f) => f.seat !== seat);
    expect(codeOf(produce(blockaded, seat, { cruiser: 1 }, pay))).toEqual(["ERR_TI4_BLOCKADED", "LRR 14"]);
    const infantry = produce(blockaded, seat, { infantry: 2 }, pay);
    if (!infantry.ok) throw new Error(infantry.error.message);
    expect(replayFrom(blockaded, infantry.events)).toEqual(infantry.state);
  });

  it("passes by itself in a system without a producing unit", () => {
    let { state, events } = finishSetup(create(6, {}, "action-6"));
    for (const card of CARDS) {
      const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
      const result = play(state, { type: "pickStrategyCard", seat, card: card as never });
      state = result.state;
      events = [...events, ...result.events];
    }
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    const empty = Object.keys(state.galaxy).find(
      (p) => p !== state.players[seat]?.home && state.galaxy[p] && !state.board[p]?.space.length,
    ) as string;
    const done = play(state, { type: "tacticalAction", seat, system: empty });
    expect(done.state.stack.map((f) => f.kind)).toEqual(["ti4ActionPhase"]);
    expect(pendingDecisions<Ti4>(done.state)[0]?.seat).not.toBe(seat);
    expect(replayLog<Ti4>([...events, ...done.events])).toEqual(done.state);
  });

  it("runs the same frame for an ability that produces outside a tactical action, naming it", () => {
    const { state, seat, home, planet } = atProduction();
    const warfare = structuredClone(state);
    warfare.stack = [
      warfare.stack[0] as Ti4State["stack"][number],
      { kind: "ti4Production", seat, system: home, reason: "warfare" },
    ];
    const done = produce(warfare, seat, { infantry: 2 }, { payment: { planets: [planet], tradeGoods: 0 } });
    if (!done.ok) throw new Error(done.error.message);
    expect(done.events.find((e) => e.type === "ti4UnitsPlaced")).toMatchObject({ reason: "warfare" });
    expect(done.state.stack.map((f) => f.kind)).toEqual(["ti4ActionPhase"]);
    expect(replayFrom(warfare, done.events)).toEqual(done.state);
  });

  it("the Arborec's space docks make no infantry; their infantry's own PRODUCTION may (LRR 68.1d)", () => {
    const { state, seat, home, planet } = atProduction();
    const arborec = structuredClone(state);
    (arborec.players[seat] as Ti4State["players"][number]).faction = "arborec";
    const force = arborec.board[home]?.planets[planet]?.find((f) => f.seat === seat);
    if (force) force.units = { spaceDock: 1, infantry: 1 };
    const pay = { payment: { planets: [planet], tradeGoods: 0 } };
    expect(codeOf(produce(arborec, seat, { infantry: 2 }, pay))).toEqual([
      "ERR_TI4_ARBOREC_DOCK",
      "LRR 68.1d",
    ]);
    const one = produce(arborec, seat, { infantry: 1 }, pay);
    if (!one.ok) throw new Error(one.error.message);
    expect(replayFrom(arborec, one.events)).toEqual(one.state);
  });

  it("the bot produces a legal order with a carrier early", () => {
    const { state, seat } = atProduction();
    const [decision] = pendingDecisions<Ti4>(state);
    const [first] = ti4Answers(state, decision as never);
    expect(first?.type).toBe("produceUnits");
    const done = applyCommand<Ti4>(state, first as Ti4Command, CTX);
    expect(done.ok).toBe(true);
    expect((first as Extract<Ti4Command, { type: "produceUnits" }>).units.carrier).toBe(1);
    expect(done.ok && done.state.players[seat]?.planets).toBeDefined();
  });
});
