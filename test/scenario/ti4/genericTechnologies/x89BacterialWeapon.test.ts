/**
 * X-89 Bacterial Weapon (technology/generic/x89BacterialWeapon.ts): as printed, without Thunder's Edge, a
 * bombardment that destroys infantry on a planet destroys every other player's infantry there; X-89 ΩΩ, with
 * the box, counts each hit of its holder's BOMBARDMENT and ground combat rolls twice and exhausts each planet
 * bombarded (with Conventions of War Abandoned, 6 a hit). Played from a real game's first turn, replayed.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { planetsAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4Frame } from "../../../../src/engine/ti4/frames.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4SystemState } from "../../../../src/engine/ti4/state.ts";
import { activateQuietly, openSystem } from "../../../support/ti4.ts";
import { emptySystems, put as putFor, run } from "../../../support/ti4FactionBoard.ts";
import { CTX, learn, position, put, SEAT } from "../../../support/ti4Tactical.ts";

const OTHER = 0;
const TE = ["base", "te"] as const;

let open = "";
let planet = "" as Ti4PlanetId;

/**
 * Seat 3's war sun and dreadnoughts over an open planet that seat 0 controls, ready, with `infantry`
 * infantry on it; seat 3 holds X-89 unless `x89` is false; the box and events as asked.
 */
function besieged(
  opts: { x89?: boolean; te?: boolean; events?: string[]; infantry?: number } = {},
): Ti4State {
  return position((s) => {
    open = openSystem(s);
    planet = planetsAt(s, open)[0] as Ti4PlanetId;
    learn(s, "ws", ...(opts.x89 === false ? [] : ["x89"]));
    if (opts.te) s.config = { ...s.config, boxes: [...TE] };
    if (opts.events) s.galacticEvents = [...(opts.events as never[])];
    put(s, open, { warSun: 1, dreadnought: 2 });
    put(s, open, { infantry: opts.infantry ?? 9 }, OTHER, planet);
    (s.players[OTHER] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
  });
}

/** Seat 3 bombards the planet with every ship; the log replays. */
function bombarded(start: Ti4State) {
  const active = activateQuietly(start, SEAT, open, "ti4Invasion");
  const done = applyCommand<Ti4>(
    active.state,
    { type: "bombard", seat: SEAT, targets: [{ planet, units: { warSun: 1, dreadnought: 2 } }] },
    CTX,
  );
  if (!done.ok) throw new Error(done.error.message);
  const events: Ti4Event[] = [...active.events, ...done.events];
  expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events])).toEqual(done.state);
  const roll = events.find((e) => e.type === "ti4DiceRolled") as { hits: number };
  const force = done.state.board[open]?.planets[planet]?.find((f) => f.seat === OTHER);
  return {
    hits: roll.hits,
    infantry: force?.units.infantry ?? 0,
    mech: force?.units.mech ?? 0,
    exhausted: done.state.players[OTHER]?.planets[planet]?.exhausted,
    events,
  };
}

/** Seat 3's and seat 0's infantry on a planet of an empty system (neutral infantry instead of seat 0's). */
function groundScene(start: Ti4State, neutral = false) {
  const s = structuredClone(start);
  const at = emptySystems(s).find((p) => planetsAt(s, p).length > 0) as string;
  const ground = planetsAt(s, at)[0] as Ti4PlanetId;
  putFor(s, at, SEAT, { infantry: 6 }, ground);
  if (neutral)
    (s.board[at] as Ti4SystemState).neutral = { planets: { [ground]: { units: { infantry: 12 } } } };
  else putFor(s, at, OTHER, { infantry: 12 }, ground);
  const frame = { seat: SEAT, system: at, planet: ground };
  const combat: Ti4Frame = neutral
    ? { kind: "ti4NeutralGroundCombat", ...frame }
    : { kind: "ti4GroundCombat", ...frame };
  return run(s, (tx) => tx.emit({ type: "ti4FramePushed", frame: combat }));
}

/** The events of a ground combat's first round. */
function roundOne(events: readonly Ti4Event[]): Ti4Event[] {
  const next = events.findIndex((e) => e.type === "ti4CombatRoundBegan" && e.round === 2);
  return next < 0 ? [...events] : events.slice(0, next);
}

function infantryLost(events: readonly Ti4Event[], seat: number): number {
  return events
    .filter((e) => e.type === "ti4UnitsRemoved" && e.seat === seat && e.reason === "destroyed")
    .reduce((sum, e) => sum + ((e as { units: { infantry?: number } }).units.infantry ?? 0), 0);
}

/** Seat 3's combat roll's hits in the first round. */
function firstRollHits(events: readonly Ti4Event[]): number {
  const settled = roundOne(events).find((e) => e.type === "ti4CombatRollSettled" && e.seat === SEAT);
  if (settled) return (settled as { hits: number }).hits;
  return (events.find((e) => e.type === "ti4DiceRolled" && e.seat === SEAT) as { hits: number }).hits;
}

describe("X-89 Bacterial Weapon as printed (no Thunder's Edge)", () => {
  it("a bombardment that destroys infantry destroys every other infantry there; without the card, its hits only", () => {
    const held = bombarded(besieged());
    expect(held.hits).toBeGreaterThan(0);
    expect(held.hits).toBeLessThan(9);
    expect(held.infantry).toBe(0);
    expect(held.events).toContainEqual({
      type: "ti4UnitsRemoved",
      seat: OTHER,
      place: { position: open, planet },
      units: { infantry: 9 - held.hits },
      reason: "destroyed",
    });
    // The printed card exhausts no planet.
    expect(held.exhausted).toBe(false);
    const without = bombarded(besieged({ x89: false }));
    expect(without.hits).toBe(held.hits);
    expect(without.infantry).toBe(9 - without.hits);
  });

  it("acts for the bombarding player only: the defender holding it changes nothing", () => {
    const start = besieged({ x89: false });
    (start.players[OTHER] as Ti4State["players"][number]).technologies.push("x89");
    const done = bombarded(start);
    expect(done.hits).toBeGreaterThan(0);
    expect(done.infantry).toBe(9 - done.hits);
  });
});

describe("X-89 Bacterial Weapon \u03a9\u03a9 (Thunder's Edge)", () => {
  it("each bombardment hit counts twice and the planet bombarded is exhausted; not without the card", () => {
    const held = bombarded(besieged({ te: true, infantry: 12 }));
    expect(held.hits).toBeGreaterThan(0);
    expect(held.infantry).toBe(Math.max(0, 12 - 2 * held.hits));
    expect(held.exhausted).toBe(true);
    expect(held.events).toContainEqual({ type: "ti4PlanetsExhausted", seat: OTHER, planets: [planet] });
    const without = bombarded(besieged({ te: true, x89: false, infantry: 12 }));
    expect(without.hits).toBe(held.hits);
    expect(without.infantry).toBe(12 - without.hits);
    expect(without.exhausted).toBe(false);
  });

  it("with Conventions of War Abandoned each hit counts 3 times 2", () => {
    const held = bombarded(besieged({ te: true, events: ["conventions_of_war_abandoned"], infantry: 40 }));
    expect(held.infantry).toBe(Math.max(0, 40 - 6 * held.hits));
    const without = bombarded(
      besieged({ te: true, x89: false, events: ["conventions_of_war_abandoned"], infantry: 40 }),
    );
    expect(without.infantry).toBe(Math.max(0, 40 - 3 * without.hits));
  });

  it("the hits of the holder's ground combat roll count twice, against a player and against neutral units", () => {
    const fought = groundScene(besieged({ te: true }));
    const hits = firstRollHits(fought.events);
    expect(hits).toBeGreaterThan(0);
    expect(infantryLost(roundOne(fought.events), OTHER)).toBe(Math.min(12, 2 * hits));
    const vsNeutral = groundScene(besieged({ te: true }), true);
    const rolled = firstRollHits(vsNeutral.events);
    const hit = vsNeutral.events.find((e) => e.type === "ti4NeutralUnitsHit") as
      | { destroyed: { infantry?: number } }
      | undefined;
    expect(hit?.destroyed.infantry ?? 0).toBe(Math.min(12, 2 * rolled));
  });

  it("a ground combat roll counts once for a player without the card, and without the box", () => {
    for (const start of [besieged({ te: true, x89: false }), besieged()]) {
      const fought = groundScene(start);
      expect(infantryLost(roundOne(fought.events), OTHER)).toBe(firstRollHits(fought.events));
    }
  });
});
