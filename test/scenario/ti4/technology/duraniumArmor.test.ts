/**
 * Duranium Armor (technology/generic/duraniumArmor.ts): in each combat round, once its hits are assigned,
 * its owner repairs one damaged unit taking part that did not use SUSTAIN DAMAGE this round (one already
 * damaged as the round began), the costliest; in space and ground combat, the last round included.
 */
import { describe, expect, it } from "vitest";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { learnFor } from "../../../support/ti4Tactical.ts";
import {
  ACTION,
  clash,
  inSpaceCombat,
  planetOf310,
  playOut,
  playUntil,
  run,
  type Units,
  withFactions,
} from "../factions/baseClash.ts";

const ATTACKER = 0;
const activate: Ti4Command = { type: "tacticalAction", seat: ATTACKER, system: "310" };

/** Hacan (seat 0) attack the Nekro (seat 1) in 310, `damaged` of the attacker's ships damaged. */
function start(attacker: Units, defender: Units, damaged: Units, owner: boolean) {
  const state = clash(withFactions("hacan", "nekro"), attacker, defender);
  const force = state.board["310"]?.space.find((f) => f.seat === ATTACKER);
  if (force) force.damaged = damaged;
  if (owner) learnFor(state, ATTACKER, "da");
  return state;
}

/** The events of each round of the combat at `planet` (or in space), by round. */
function byRound(events: readonly Ti4Event[], planet?: string): Ti4Event[][] {
  const rounds: Ti4Event[][] = [];
  for (const e of events) {
    if (e.type === "ti4CombatRoundBegan" && e.place.planet === planet) rounds.push([]);
    rounds.at(-1)?.push(e);
  }
  return rounds;
}

const repairs = (events: readonly Ti4Event[]) =>
  events.flatMap((e) => (e.type === "ti4DuraniumArmorUsed" ? [[e.seat, e.units]] : []));

describe("Duranium Armor in space combat", () => {
  it("repairs a ship damaged before the round once its hits are assigned; nothing without the card", () => {
    const owned = playOut(
      start({ dreadnought: 2 }, { carrier: 1 }, { dreadnought: 1 }, true),
      activate,
      inSpaceCombat,
    );
    const [first, ...later] = byRound(owned.events);
    // The carrier is destroyed in the first round, the combat's last: its repair comes before the combat ends.
    expect(later).toEqual([]);
    const types = (first ?? []).map((e) => e.type);
    expect(types.indexOf("ti4DuraniumArmorUsed")).toBeLessThan(types.indexOf("ti4CombatEnded"));
    expect(repairs(first ?? [])).toEqual([[ATTACKER, { dreadnought: 1 }]]);
    const at = (first ?? []).findIndex((e) => e.type === "ti4DuraniumArmorUsed");
    expect((first ?? [])[at + 1]).toEqual({
      type: "ti4UnitsRepaired",
      seat: ATTACKER,
      place: { position: "310" },
      units: { dreadnought: 1 },
    });
    // After both sides' combat rolls and their hit assignments.
    const lastRoll = (first ?? []).findLastIndex((e) => e.type === "ti4DiceRolled");
    expect(at).toBeGreaterThan(lastRoll);
    const without = playOut(
      start({ dreadnought: 2 }, { carrier: 1 }, { dreadnought: 1 }, false),
      activate,
      inSpaceCombat,
    );
    expect(without.events.some((e) => e.type === "ti4UnitsRepaired")).toBe(false);
  });

  it("does not repair the ship that sustained damage this round", () => {
    const state = start({ dreadnought: 1, carrier: 6 }, { warSun: 2 }, {}, true);
    const done = playOut(state, activate, inSpaceCombat);
    const [first] = byRound(done.events);
    // The war suns hit (six dice on 3): the bot's dreadnought sustains damage, and is not repaired this round.
    expect(first).toContainEqual(
      expect.objectContaining({ type: "ti4UnitsDamaged", seat: ATTACKER, units: { dreadnought: 1 } }),
    );
    expect(repairs(first ?? [])).toEqual([]);
  });
});

describe("Duranium Armor in ground combat", () => {
  it("repairs a mech damaged before the round, on the planet fought over", () => {
    const ground = (owner: boolean) => {
      // Only Prophecy of Kings' mechs sustain damage on a planet: the attacker plays the Arborec with that box.
      const state = structuredClone(ACTION) as Ti4State;
      state.config = { ...state.config, boxes: [...state.config.boxes, "pok"] };
      (state.players[ATTACKER] as Ti4State["players"][number]).faction = "arborec";
      const planet = planetOf310(state);
      state.board["310"]?.planets[planet]?.push({
        seat: ATTACKER,
        units: { mech: 1, infantry: 6 },
        damaged: { mech: 1 },
      });
      if (owner) learnFor(state, ATTACKER, "da");
      const pushed = run(state, (tx) =>
        tx.emit({
          type: "ti4FramePushed",
          frame: { kind: "ti4GroundCombat", seat: ATTACKER, system: "310", planet },
        }),
      );
      const done = playUntil(pushed.state, (s) => !s.stack.some((f) => f.kind === "ti4GroundCombat"));
      return { planet, events: [...pushed.events, ...done.events] };
    };
    const owned = ground(true);
    const [first] = byRound(owned.events, owned.planet);
    expect(repairs(first ?? [])).toEqual([[ATTACKER, { mech: 1 }]]);
    expect(first).toContainEqual({
      type: "ti4UnitsRepaired",
      seat: ATTACKER,
      place: { position: "310", planet: owned.planet },
      units: { mech: 1 },
    });
    expect(ground(false).events.some((e) => e.type === "ti4UnitsRepaired")).toBe(false);
  });
});
