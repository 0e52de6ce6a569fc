/** The Last Bastion (Thunder's Edge): set-up, Liberate and the Egeiro. */
import { describe, expect, it } from "vitest";
import { type Ti4PlanetId, ti4Planet } from "../../../../../src/content/ti4/index.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { addUnits, forcesAt, systemOn, unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import { planetsAt, positionOfPlanet } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { liberate } from "../../../../../src/engine/ti4/factions/bastion.ts";
import { bastionEgeiroModifier } from "../../../../../src/engine/ti4/factions/bastionEgeiro.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame, eventSetup } from "../../../../support/ti4Events.ts";

const FACTIONS = ["bastion", "hacan", "sol"] as const;
const CTX = { now: "2026-12-05T00:00:00.000Z" };

/** Seat 0 (the Bastion) takes `planet` from nobody, with `infantry` of theirs on it, the card exhausted. */
function gain(state: Ti4State, planet: Ti4PlanetId, infantry: number) {
  const s = structuredClone(state);
  const position = positionOfPlanet(s, planet) as string;
  if (infantry > 0) addUnits(forcesAt(systemOn(s, position), planet), 0, { infantry });
  (s.players[0] as Ti4State["players"][number]).planets[planet] = { exhausted: true };
  const tx = beginTx<Ti4>(s, CTX);
  liberate(tx, { seat: 0, planet });
  expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...tx.events])).toEqual(tx.state);
  return { before: s, state: tx.state, events: tx.events, position };
}

/** A planet outside every home system with `resources` resources. */
function planetWith(state: Ti4State, resources: (r: number) => boolean): Ti4PlanetId {
  const homes = state.players.map((p) => p.home);
  for (const position of Object.keys(state.galaxy))
    if (!homes.includes(position))
      for (const planet of planetsAt(state, position) as Ti4PlanetId[]) {
        const held = state.players.some((p) => p.planets[planet]);
        if (!held && resources(ti4Planet(planet).resources) && !ti4Planet(planet).station) return planet;
      }
  throw new Error("no such planet");
}

describe("The Last Bastion: set-up (TE Setup step 3, their sheet)", () => {
  it("starts in tile 92 with its units, 1 chosen technology and no leaders, and replays", () => {
    const at = eventSetup(FACTIONS, []);
    const bastion = at.state.players[0] as Ti4State["players"][number];
    expect(bastion.faction).toBe("bastion");
    const home = bastion.home as string;
    expect(at.state.galaxy[home]?.tile).toBe("92");
    expect(Object.keys(bastion.planets).sort()).toEqual(["ordinian", "revelation"]);
    expect(unitsIn(at.state.board[home], 0, "ordinian")).toEqual({ infantry: 3, spaceDock: 1 });
    expect(unitsIn(at.state.board[home], 0)).toEqual({ dreadnought: 1, cruiser: 1, carrier: 1, fighter: 2 });
    // One of the sheet's choices in this game's boxes (Antimass Deflectors or Sarween Tools).
    expect(bastion.technologies.length).toBe(1);
    expect(["amd", "st"]).toContain(bastion.technologies[0]);
    expect(bastion.commodities).toBe(0);
    expect(replayLog<Ti4>(at.events)).toEqual(at.state);
  });
});

describe("The Last Bastion: Liberate", () => {
  const game = eventGame(FACTIONS, [], 0);

  it("readies a planet gained with at least its resource value of their infantry on it", () => {
    const planet = planetWith(game.state, (r) => r >= 1 && r <= 3);
    const done = gain(game.state, planet, ti4Planet(planet).resources);
    expect(done.events.map((e) => e.type)).toEqual(["ti4PlanetsReadied"]);
    expect(done.state.players[0]?.planets[planet]?.exhausted).toBe(false);
  });

  it("puts 1 infantry on it otherwise, and leaves it exhausted", () => {
    const planet = planetWith(game.state, (r) => r >= 2);
    const done = gain(game.state, planet, 1);
    expect(unitsIn(done.state.board[done.position], 0, planet).infantry).toBe(2);
    expect(done.state.players[0]?.planets[planet]?.exhausted).toBe(true);
  });

  it("does nothing for another faction (state unchanged)", () => {
    const planet = planetWith(game.state, (r) => r >= 2);
    const s = structuredClone(game.state);
    (s.players[1] as Ti4State["players"][number]).planets[planet] = { exhausted: true };
    const before = structuredClone(s);
    const tx = beginTx<Ti4>(s, CTX);
    liberate(tx, { seat: 1, planet });
    expect(tx.events).toEqual([]);
    expect(tx.state).toEqual(before);
  });
});

describe("The Last Bastion: the Egeiro", () => {
  const game = eventGame(FACTIONS, [], 0);

  it("adds 1 to its combat rolls per non-home system holding a planet they control", () => {
    const roll = { seat: 0, type: "flagship" as const, kind: "combat" as const };
    expect(bastionEgeiroModifier(game.state, roll)).toBe(0);
    const s = structuredClone(game.state);
    const planet = planetWith(s, () => true);
    (s.players[0] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
    expect(bastionEgeiroModifier(s, roll)).toBe(1);
    // Not for other ships, other rolls or other factions.
    expect(bastionEgeiroModifier(s, { ...roll, type: "dreadnought" })).toBe(0);
    expect(bastionEgeiroModifier(s, { ...roll, kind: "spaceCannon" })).toBe(0);
    expect(bastionEgeiroModifier(s, { ...roll, seat: 1 })).toBe(0);
  });
});
