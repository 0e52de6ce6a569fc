/**
 * TE Galactic Events: Conventions of War Abandoned (a bombardment hit destroys 3 units; X-89 Bacterial Weapon
 * exhausted to purge a planet; a player with every home planet purged is eliminated).
 */
import { describe, expect, it } from "vitest";
import { type Ti4PlanetId, ti4Planet } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { planetsAt } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { homePlanetsAllPurged } from "../../../../../src/engine/ti4/thundersEdge/galacticEvents/conventionsOfWar.ts";
import { activateQuietly, openSystem } from "../../../../support/ti4.ts";
import { eventPosition } from "../../../../support/ti4EventMoves.ts";
import { CTX, learn, put, SEAT } from "../../../../support/ti4Tactical.ts";

const EVENT = ["conventions_of_war_abandoned"] as const;
const OTHER = 0;

function send(s: Ti4State, command: Ti4Command) {
  return applyCommand<Ti4>(s, command, CTX);
}

function replays(start: Ti4State, events: readonly Ti4Event[], end: Ti4State): void {
  expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events])).toEqual(end);
}

let open = "";
/**
 * Seat 3's war sun over an open planet where seat 0 has 9 infantry and holds the card; seat 3 holds X-89
 * unless `x89` is false (its own effects on a bombardment are technology/generic/x89BacterialWeapon.ts's).
 */
function besieged(events: readonly (typeof EVENT)[number][], x89 = true): Ti4State {
  return eventPosition(events, (s) => {
    open = openSystem(s);
    const planet = planetsAt(s, open)[0] as Ti4PlanetId;
    learn(s, "ws", ...(x89 ? ["x89"] : []));
    put(s, open, { warSun: 1 });
    put(s, open, { infantry: 9 }, OTHER, planet);
    (s.players[OTHER] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
  });
}

function bombarded(start: Ti4State) {
  const planet = planetsAt(start, open)[0] as Ti4PlanetId;
  const active = activateQuietly(start, SEAT, open, "ti4Invasion");
  const done = send(active.state, {
    type: "bombard",
    seat: SEAT,
    targets: [{ planet, units: { warSun: 1 } }],
  });
  if (!done.ok) throw new Error(done.error.message);
  replays(start, [...active.events, ...done.events], done.state);
  const roll = done.events.find((e) => e.type === "ti4DiceRolled") as { hits: number };
  const left = done.state.board[open]?.planets[planet]?.find((f) => f.seat === OTHER)?.units.infantry ?? 0;
  return { hits: roll.hits, left };
}

describe("TE Galactic Events: Conventions of War Abandoned", () => {
  it("a bombardment hit destroys 3 units (without the event, 1)", () => {
    // Without X-89, whose printed card would destroy every infantry left there once one falls.
    const withEvent = bombarded(besieged(EVENT, false));
    expect(withEvent.hits).toBeGreaterThan(0);
    expect(withEvent.left).toBe(Math.max(0, 9 - 3 * withEvent.hits));
    const without = bombarded(besieged([], false));
    expect(without.left).toBe(9 - without.hits);
  });

  it("X-89 Bacterial Weapon, exhausted as an action, purges a planet in a system with a bombarding unit", () => {
    const start = besieged(EVENT);
    const planet = planetsAt(start, open)[0] as Ti4PlanetId;
    const offered = pendingDecisions<Ti4>(start).find((d) => d.kind === "bacterialPurge");
    expect(offered?.choices).toEqual([planet]);
    // The bot purges a planet worth its while that another player holds.
    const bot = ti4Answers(start, offered as never);
    const worth = ti4Planet(planet).resources + ti4Planet(planet).influence;
    expect(bot).toEqual(worth >= 3 ? [{ type: "bacterialPurge", seat: SEAT, planet }] : []);
    const done = send(start, { type: "bacterialPurge", seat: SEAT, planet });
    if (!done.ok) throw new Error(done.error.message);
    expect(planetsAt(done.state, open)).toEqual([]);
    expect(done.state.purged?.planets).toEqual([planet]);
    expect(done.state.players[OTHER]?.planets[planet]).toBeUndefined();
    expect(done.state.board[open]?.planets[planet]).toBeUndefined();
    expect(done.state.players[SEAT]?.exhaustedTechnologies).toEqual(["x89"]);
    expect(done.events.find((e) => e.type === "ti4UnitsRemoved")).toMatchObject({
      seat: OTHER,
      units: { infantry: 9 },
      reason: "destroyed",
    });
    expect(done.events.find((e) => e.type === "ti4PlanetPurged")).toMatchObject({ from: OTHER });
    replays(start, done.events, done.state);
    // Thunder's Edge, placed in that system, may be purged too, and is gone once it is.
    const edge = structuredClone(start);
    edge.thundersEdge = { side: "planet", claims: {}, position: open };
    expect(planetsAt(edge, open)).toContain("thundersedge");
    const purgedEdge = send(edge, {
      type: "bacterialPurge",
      seat: SEAT,
      planet: "thundersedge" as Ti4PlanetId,
    });
    if (!purgedEdge.ok) throw new Error(purgedEdge.error.message);
    expect(planetsAt(purgedEdge.state, open)).toEqual([planet]);
    replays(edge, purgedEdge.events, purgedEdge.state);
  });

  it("refuses a purge without X-89 ready or away from a bombarding unit, and offers none without the event", () => {
    const start = besieged(EVENT);
    const planet = planetsAt(start, open)[0] as Ti4PlanetId;
    const home = start.players[OTHER]?.home as string;
    const far = planetsAt(start, home)[0] as Ti4PlanetId;
    const away = send(start, { type: "bacterialPurge", seat: SEAT, planet: far });
    expect(away.ok ? null : [away.error.code, away.error.rule]).toEqual([
      "ERR_TI4_BACTERIAL_PURGE",
      "TE Galactic Events: Conventions of War Abandoned",
    ]);
    const spent = structuredClone(start);
    (spent.players[SEAT] as Ti4State["players"][number]).exhaustedTechnologies = ["x89"];
    expect(pendingDecisions<Ti4>(spent).some((d) => d.kind === "bacterialPurge")).toBe(false);
    const exhausted = send(spent, { type: "bacterialPurge", seat: SEAT, planet });
    expect(exhausted.ok).toBe(false);
    expect(spent.purged?.planets).toBeUndefined();
    const without = besieged([]);
    expect(pendingDecisions<Ti4>(without).some((d) => d.kind === "bacterialPurge")).toBe(false);
    expect(send(without, { type: "bacterialPurge", seat: SEAT, planet }).ok).toBe(false);
  });

  it("eliminates a player once every one of their home planets is purged", () => {
    let homePlanets: Ti4PlanetId[] = [];
    const start = eventPosition(EVENT, (s) => {
      const home = s.players[OTHER]?.home as string;
      homePlanets = [...planetsAt(s, home)];
      learn(s, "x89");
      put(s, home, { dreadnought: 1 });
      s.purged = { planets: homePlanets.slice(1) };
    });
    expect(homePlanetsAllPurged(start, OTHER)).toBe(false);
    const done = send(start, { type: "bacterialPurge", seat: SEAT, planet: homePlanets[0] as Ti4PlanetId });
    if (!done.ok) throw new Error(done.error.message);
    expect(homePlanetsAllPurged(done.state, OTHER)).toBe(true);
    expect(done.events.some((e) => e.type === "ti4PlayerEliminated" && e.seat === OTHER)).toBe(true);
    expect(done.state.players[OTHER]?.eliminated).toBe(true);
    replays(start, done.events, done.state);
  });
});
