/**
 * Integrated Economy (LRR 25, 67, 68): after its owner gains control of a planet, they may produce units on
 * it costing in all no more than its resources, paid as any production: ground forces on that planet,
 * ships into its system's space area, every production limit kept; asked only of an owner who can produce
 * something there, answered by the bot as a production step.
 */
import { describe, expect, it } from "vitest";
import { type Ti4PlanetId, ti4Planet } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { controllerOf } from "../../../../src/engine/ti4/board/forces.ts";
import { planetsAt, systemPositions } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { activateQuietly, create, finishSetup, play } from "../../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const CARDS = ["imperial", "warfare", "leadership", "technology", "trade", "diplomacy"];
const REASON = "Integrated Economy";

const BASE = (() => {
  let { state } = finishSetup(create(6, {}, "action-6"));
  for (const card of CARDS) {
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    state = play(state, { type: "pickStrategyCard", seat, card: card as never }).state;
  }
  return state;
})();

/** A one-planet system nobody holds, away from homes and Mecatol Rex, its planet worth 2 resources or more. */
function richOpenSystem(state: Ti4State): { system: string; planet: Ti4PlanetId } {
  const homes = state.players.map((p) => p.home);
  for (const system of systemPositions(state)) {
    const planets = planetsAt(state, system);
    const [planet] = planets;
    if (system === "000" || homes.includes(system) || planets.length !== 1 || planet === undefined) continue;
    if (controllerOf(state, planet) === null && ti4Planet(planet).resources >= 2) return { system, planet };
  }
  throw new Error("no open system worth 2 resources");
}

/**
 * The first player of the round has activated that system, a carrier and 2 infantry of theirs in its space
 * area, and is asked to commit ground forces; `owns`: Integrated Economy is theirs. `edit` shapes the rest.
 */
function atLanding(owns: boolean, edit?: (s: Ti4State, seat: number) => void) {
  const start = structuredClone(BASE);
  const seat = pendingDecisions<Ti4>(start)[0]?.seat as number;
  const { system, planet } = richOpenSystem(start);
  const player = start.players[seat] as Ti4State["players"][number];
  // No discount muddles the cost paid (Sarween Tools is tested on its own).
  player.technologies = player.technologies.filter((t) => t !== "st" && t !== "ie");
  if (owns) player.technologies.push("ie");
  start.board[system] = {
    space: [{ seat, units: { carrier: 1, infantry: 2 } }],
    planets: {},
    commandTokens: [],
  };
  edit?.(start, seat);
  const active = activateQuietly(start, seat, system, "ti4Invasion");
  return { start, ...active, seat, system, planet, resources: ti4Planet(planet).resources };
}

type Landing = ReturnType<typeof atLanding>;

function land(at: Landing) {
  const done = applyCommand<Ti4>(
    at.state,
    { type: "commitGroundForces", seat: at.seat, landings: [{ planet: at.planet, infantry: 1 }] },
    CTX,
  );
  if (!done.ok) throw new Error(done.error.message);
  return { state: done.state, events: [...at.events, ...done.events] };
}

function send(state: Ti4State, command: Ti4Command) {
  return applyCommand<Ti4>(state, command, CTX);
}

/** A ready planet of the seat's worth at least `resources`, to pay with. */
function payingPlanet(state: Ti4State, seat: number, resources: number): Ti4PlanetId {
  const player = state.players[seat] as Ti4State["players"][number];
  const found = (Object.keys(player.planets) as Ti4PlanetId[]).find(
    (p) => !player.planets[p]?.exhausted && ti4Planet(p).resources >= resources,
  );
  if (!found) throw new Error(`no ready planet worth ${resources}`);
  return found;
}

function replays(start: Ti4State, events: Ti4Event[], state: Ti4State) {
  expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events])).toEqual(state);
}

describe("Integrated Economy (LRR 25, 67, 68)", () => {
  it("offers its owner a production on the planet just gained; ground forces go on it, ships into space", () => {
    const at = atLanding(true);
    const gained = land(at);
    expect(gained.state.players[at.seat]?.planets[at.planet]).toEqual({ exhausted: true });
    const [asked] = pendingDecisions<Ti4>(gained.state);
    expect(asked).toMatchObject({ kind: "produceUnits", seat: at.seat });
    expect(asked?.prompt).toContain(`on ${at.planet}`);
    expect(asked?.prompt).toContain(`costing ${at.resources} in all at most (${REASON})`);
    const pay = payingPlanet(gained.state, at.seat, 2);
    const done = send(gained.state, {
      type: "produceUnits",
      seat: at.seat,
      units: { infantry: 2, destroyer: 1 },
      payment: { planets: [pay], tradeGoods: 0 },
    });
    if (!done.ok) throw new Error(done.error.message);
    expect(done.events).toContainEqual({
      type: "ti4UnitsPlaced",
      seat: at.seat,
      place: { position: at.system, planet: at.planet },
      units: { infantry: 2 },
      reason: REASON,
    });
    expect(done.events).toContainEqual({
      type: "ti4UnitsPlaced",
      seat: at.seat,
      place: { position: at.system },
      units: { destroyer: 1 },
      reason: REASON,
    });
    expect(done.state.players[at.seat]?.planets[pay]?.exhausted).toBe(true);
    expect(done.state.players[at.seat]?.integratedEconomyOwed).toBeUndefined();
    // The tactical action goes on (no producing unit there: its own production step passes).
    expect(done.state.stack.map((f) => f.kind)).toEqual(["ti4ActionPhase"]);
    replays(at.start, [...gained.events, ...done.events], done.state);
  });

  it("asks nothing of a player without it", () => {
    const at = atLanding(false);
    const gained = land(at);
    expect(pendingDecisions<Ti4>(gained.state).some((d) => d.kind === "produceUnits")).toBe(false);
    expect(gained.state.stack.map((f) => f.kind)).toEqual(["ti4ActionPhase"]);
    expect(gained.events.some((e) => e.type === "ti4UnitsPlaced")).toBe(false);
  });

  it("keeps the cost within the planet's resources, ground forces on that planet, and the payment whole", () => {
    const at = atLanding(true);
    const { state } = land(at);
    const pay = payingPlanet(state, at.seat, 1);
    const payment = { planets: [pay], tradeGoods: 0 };
    const code = (command: Ti4Command) => {
      const result = send(state, command);
      return result.ok ? null : [result.error.code, result.error.rule];
    };
    // A carrier costs 3, a dreadnought 4: above the planet's resources once they pass them.
    const tooDear = at.resources >= 4 ? { dreadnought: 1, carrier: 1 } : { dreadnought: 1 };
    expect(code({ type: "produceUnits", seat: at.seat, units: tooDear, payment })).toEqual([
      "ERR_TI4_PRODUCTION_COST_CAP",
      REASON,
    ]);
    expect(
      code({
        type: "produceUnits",
        seat: at.seat,
        units: { infantry: 2 },
        placements: [{ planet: null, infantry: 2 }],
        payment,
      }),
    ).toEqual(["ERR_TI4_GROUND_FORCES_PLACE", "LRR 68"]);
    expect(
      code({
        type: "produceUnits",
        seat: at.seat,
        units: { infantry: 2 },
        payment: { planets: [], tradeGoods: 0 },
      }),
    ).toEqual(["ERR_TI4_UNDERPAID", "LRR 75"]);
    // Structures have no cost: never produced.
    expect(code({ type: "produceUnits", seat: at.seat, units: { pds: 1 }, payment })).toEqual([
      "ERR_TI4_NO_COST",
      "LRR 67",
    ]);
    // Producing nothing declines.
    const none = send(state, {
      type: "produceUnits",
      seat: at.seat,
      units: {},
      payment: { planets: [], tradeGoods: 0 },
    });
    expect(none.ok && none.state.stack.map((f) => f.kind)).toEqual(["ti4ActionPhase"]);
  });

  it("is not Sarween Tools' PRODUCTION: an owner of both pays the full cost", () => {
    const at = atLanding(true, (s, seat) => s.players[seat]?.technologies.push("st"));
    const { state } = land(at);
    const refused = send(state, {
      type: "produceUnits",
      seat: at.seat,
      units: { infantry: 2 },
      payment: { planets: [], tradeGoods: 0 },
    });
    expect(refused.ok ? null : refused.error.code).toBe("ERR_TI4_UNDERPAID");
  });

  it("asks nothing of an owner who could pay for nothing", () => {
    const at = atLanding(true, (s, seat) => {
      const player = s.players[seat] as Ti4State["players"][number];
      player.tradeGoods = 0;
      for (const card of Object.values(player.planets)) if (card) card.exhausted = true;
    });
    const gained = land(at);
    expect(pendingDecisions<Ti4>(gained.state).some((d) => d.kind === "produceUnits")).toBe(false);
    expect(gained.state.stack.map((f) => f.kind)).toEqual(["ti4ActionPhase"]);
    expect(gained.state.players[at.seat]?.integratedEconomyOwed).toBeUndefined();
    replays(at.start, gained.events, gained.state);
  });

  it("is answered by the bot with units it can pay for", () => {
    const at = atLanding(true);
    const { state } = land(at);
    const decision = pendingDecisions<Ti4>(state)[0];
    if (!decision) throw new Error("nothing asked");
    const done = ti4Answers(state, decision)
      .map((c) => send(state, c))
      .find((r) => r.ok);
    if (!done?.ok) throw new Error("the bot has no legal answer");
    const placed = done.events.filter((e) => e.type === "ti4UnitsPlaced");
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.every((e) => e.type === "ti4UnitsPlaced" && e.reason === REASON)).toBe(true);
  });
});
