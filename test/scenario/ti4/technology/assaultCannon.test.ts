/**
 * Assault Cannon (technology/generic/assaultCannon.ts): at the start of a space combat where its owner has
 * 3 or more non-fighter ships, the opponent destroys one of their non-fighter ships, of their choice, before
 * anti-fighter barrage (LRR 78.2-78.3); the attacker's first, then the defender's (LRR 1.19).
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import { ti4CombatOdds } from "../../../../src/engine/ti4/combat/odds.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { learnFor } from "../../../support/ti4Tactical.ts";
import {
  answer,
  clash,
  inSpaceCombat,
  playOut,
  refusal,
  type Units,
  withFactions,
} from "../factions/baseClash.ts";

const ATTACKER = 0;
const DEFENDER = 1;
const activate: Ti4Command = { type: "tacticalAction", seat: ATTACKER, system: "310" };
const asked = (s: Ti4State) => pendingDecisions<Ti4>(s)[0]?.kind === "assaultCannonLoss";

/** Hacan (seat 0) attack the Nekro (seat 1) in 310; `owners` own Assault Cannon. */
function start(attacker: Units, defender: Units, owners: number[]) {
  const state = clash(withFactions("hacan", "nekro"), attacker, defender);
  for (const seat of [ATTACKER, DEFENDER]) {
    const player = state.players[seat] as Ti4State["players"][number];
    player.technologies = player.technologies.filter((t) => t !== "asc");
  }
  for (const seat of owners) learnFor(state, seat, "asc");
  return state;
}

const removed = (events: readonly Ti4Event[]) =>
  events.flatMap((e) => (e.type === "ti4UnitsRemoved" ? [[e.seat, e.units]] : []));

describe("Assault Cannon: a non-fighter ship destroyed as the space combat starts", () => {
  it("makes the opponent choose a non-fighter ship to destroy, before anti-fighter barrage", () => {
    const state = start({ destroyer: 1, dreadnought: 2 }, { carrier: 1, cruiser: 1, fighter: 2 }, [ATTACKER]);
    const at = playOut(state, activate, (s) => !asked(s));
    expect(pendingDecisions<Ti4>(at.state)).toMatchObject([
      { kind: "assaultCannonLoss", seat: DEFENDER, choices: ["cruiser", "carrier"] },
    ]);
    // Nothing has been rolled yet: the barrage comes after.
    expect(at.events.some((e) => e.type === "ti4DiceRolled")).toBe(false);
    expect(refusal(at.state, { type: "assaultCannonLoss", seat: DEFENDER, unit: "dreadnought" })).toEqual([
      "ERR_TI4_ASSAULT_CANNON_SHIP",
      "Assault Cannon",
    ]);
    const done = answer(at.state, { type: "assaultCannonLoss", seat: DEFENDER, unit: "carrier" });
    expect(done.events).toContainEqual({
      type: "ti4AssaultCannonFired",
      seat: ATTACKER,
      opponent: DEFENDER,
      system: "310",
    });
    expect(removed(done.events)[0]).toEqual([DEFENDER, { carrier: 1 }]);
    const firstRoll = done.events.find((e) => e.type === "ti4DiceRolled");
    expect(firstRoll).toMatchObject({ roll: "antiFighterBarrage", seat: ATTACKER });
  });

  it("does nothing for a player without it or with fewer than 3 non-fighter ships", () => {
    const without = playOut(
      start({ dreadnought: 3 }, { carrier: 1, cruiser: 1 }, []),
      activate,
      inSpaceCombat,
    );
    expect(without.events.some((e) => e.type === "ti4AssaultCannonFired")).toBe(false);
    const few = playOut(
      start({ dreadnought: 2, fighter: 3 }, { carrier: 1, cruiser: 1 }, [ATTACKER]),
      activate,
      inSpaceCombat,
    );
    expect(few.events.some((e) => e.type === "ti4AssaultCannonFired")).toBe(false);
  });

  it("destroys the only type without asking, a damaged one of it first", () => {
    const state = start({ dreadnought: 3 }, { dreadnought: 2, fighter: 1 }, [ATTACKER]);
    const force = state.board["310"]?.space.find((f) => f.seat === DEFENDER);
    if (force) force.damaged = { dreadnought: 1 };
    const done = playOut(state, activate, inSpaceCombat);
    const fired = done.events.findIndex((e) => e.type === "ti4AssaultCannonFired");
    expect(fired).toBeGreaterThan(-1);
    expect(done.events[fired + 1]).toMatchObject({
      type: "ti4UnitsRemoved",
      seat: DEFENDER,
      units: { dreadnought: 1 },
      damaged: { dreadnought: 1 },
    });
  });

  it("resolves the attacker's first, then the defender's if it still has 3 non-fighter ships", () => {
    const both = start({ dreadnought: 3, cruiser: 1 }, { destroyer: 1, dreadnought: 3 }, [
      ATTACKER,
      DEFENDER,
    ]);
    const first = playOut(both, activate, (s) => !asked(s));
    expect(pendingDecisions<Ti4>(first.state)[0]).toMatchObject({
      kind: "assaultCannonLoss",
      seat: DEFENDER,
    });
    const second = answer(first.state, { type: "assaultCannonLoss", seat: DEFENDER, unit: "destroyer" });
    // The defender keeps 3 dreadnoughts: its own Assault Cannon makes the attacker choose.
    expect(pendingDecisions<Ti4>(second.state)[0]).toMatchObject({
      kind: "assaultCannonLoss",
      seat: ATTACKER,
      choices: ["dreadnought", "cruiser"],
    });
    // A defender left with 2 non-fighter ships by the attacker's: its own does not act.
    const short = start({ dreadnought: 3 }, { dreadnought: 3 }, [ATTACKER, DEFENDER]);
    const done = playOut(short, activate, inSpaceCombat);
    const fired = done.events.filter((e) => e.type === "ti4AssaultCannonFired");
    expect(fired).toEqual([
      { type: "ti4AssaultCannonFired", seat: ATTACKER, opponent: DEFENDER, system: "310" },
    ]);
  });

  it("has the bot give up its cheapest non-fighter ship", () => {
    const state = start({ dreadnought: 3 }, { dreadnought: 1, destroyer: 1, carrier: 1 }, [ATTACKER]);
    const at = playOut(state, activate, (s) => !asked(s));
    const decision = pendingDecisions<Ti4>(at.state)[0];
    if (!decision) throw new Error("nothing asked");
    expect(ti4Answers(at.state, decision)[0]).toEqual({
      type: "assaultCannonLoss",
      seat: DEFENDER,
      unit: "destroyer",
    });
  });

  it("is named among what the odds leave out", () => {
    const combat = { combat: "space" as const, position: "310", attacker: ATTACKER, defender: DEFENDER };
    const odds = (owners: number[]) =>
      ti4CombatOdds(start({ dreadnought: 3 }, { carrier: 1, cruiser: 1 }, owners), combat).unmodelled;
    expect(odds([ATTACKER]).filter((line) => line.includes("Assault Cannon"))).toHaveLength(1);
    expect(odds([]).some((line) => line.includes("Assault Cannon"))).toBe(false);
  });
});
