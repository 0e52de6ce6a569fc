/**
 * Plasma Scoring (technology/generic/plasmaScoring.ts): when its owner's units use SPACE CANNON or BOMBARDMENT,
 * one of them rolls 1 extra die, once per use, logged and counted with the roll (combat/unitAbilityRolls.ts);
 * anti-fighter barrage is not named; the odds count the die (combat/odds.ts).
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4CombatOdds } from "../../../../src/engine/ti4/combat/odds.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../../src/engine/ti4/state.ts";
import { activateQuietly } from "../../../support/ti4.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";
import { HOME, HOME_PLANET, learnFor, position, put, SEAT } from "../../../support/ti4Tactical.ts";
import { answer, bombardScene, FIRER, fired } from "../../../support/unitRollScene.ts";

type Added = Extract<Ti4Event, { type: "ti4UnitAbilityDiceAdded" }>;
const added = (events: readonly Ti4Event[]) =>
  events.filter((e): e is Added => e.type === "ti4UnitAbilityDiceAdded");

describe("Plasma Scoring: one extra die for SPACE CANNON and BOMBARDMENT", () => {
  it("rolls one more die for its owner's space cannon offense, counted in the hits; nothing for others", () => {
    const { events } = fired((s) => learnFor(s, FIRER, "ps"));
    const [extra, ...more] = added(events);
    expect(more).toEqual([]);
    expect(extra).toMatchObject({ seat: FIRER, roll: "spaceCannon" });
    expect(extra?.dice.map((d) => [d.type, d.hitsOn])).toEqual([["pds", 6]]);
    const roll = events.find((e) => e.type === "ti4SpaceCannonFired") as { rolls: { roll: number }[] };
    const hits = [...roll.rolls.map((r) => r.roll), ...(extra?.dice ?? []).map((d) => d.value)].filter(
      (v) => v >= 6,
    ).length;
    const assigned = events.find((e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4AssignHits");
    expect(assigned ? (assigned as { frame: { hits: number } }).frame.hits : 0).toBe(hits);
    // The target owning it changes nothing: it is the firer's units that use SPACE CANNON.
    expect(added(fired((s) => learnFor(s, SEAT, "ps")).events)).toEqual([]);
    expect(added(fired().events)).toEqual([]);
  });

  it("adds one die to a bombardment of two planets, not one per planet or per unit", () => {
    const scene = bombardScene(null);
    const { start, seat, system, open, guarded } = scene;
    const edited = structuredClone(start);
    const there = edited.board[system];
    if (!there) throw new Error("no system");
    there.space = [{ seat, units: { dreadnought: 2 } }];
    there.planets[guarded] = [{ seat: scene.other, units: { infantry: 1 } }];
    // The seat's faction (the L1Z1X) starts with Plasma Scoring: the non-owner holds none.
    const player = edited.players[seat] as Ti4State["players"][number];
    player.technologies = player.technologies.filter((t) => t !== "ps");
    const bombard = (s: Ti4State) => {
      const active = activateQuietly(s, seat, system, "ti4Invasion");
      expect(pendingDecisions<Ti4>(active.state)[0]).toMatchObject({ kind: "bombard", seat });
      return answer(active.state, {
        type: "bombard",
        seat,
        targets: [
          { planet: open, units: { dreadnought: 1 } },
          { planet: guarded, units: { dreadnought: 1 } },
        ],
      });
    };
    const owner = structuredClone(edited);
    learnFor(owner, seat, "ps");
    const dice = added(bombard(owner).events);
    expect(dice.map((e) => [e.seat, e.roll, e.place.planet, e.dice.length])).toEqual([
      [seat, "bombardment", open, 1],
    ]);
    expect(added(bombard(edited).events)).toEqual([]);
  });
});

describe("Plasma Scoring in the odds (combat/odds.ts)", () => {
  const ATTACKER = SEAT;
  const DEFENDER = 0;
  function meeting(mine: Ti4UnitCounts, theirs: Ti4UnitCounts, edit: (s: Ti4State) => void) {
    return position((s) => {
      giveFaction(s, ATTACKER, "xxcha");
      giveFaction(s, DEFENDER, "winnu");
      (s.players[DEFENDER] as Ti4State["players"][number]).technologies = [];
      put(s, HOME, mine, ATTACKER);
      put(s, HOME, theirs, DEFENDER);
      edit(s);
    });
  }
  const cruiserDuel = 0.24 / 0.64;

  it("counts the extra die of the defender's PDS before the space combat", () => {
    const withPds = (s: Ti4State) => put(s, HOME, { pds: 1 }, DEFENDER, HOME_PLANET);
    const space = { combat: "space" as const, position: HOME, attacker: ATTACKER, defender: DEFENDER };
    const plain = ti4CombatOdds(meeting({ cruiser: 1 }, { cruiser: 1 }, withPds), space);
    expect(plain.attackerWins).toBeCloseTo(0.5 * cruiserDuel, 10);
    const scored = meeting({ cruiser: 1 }, { cruiser: 1 }, (s) => {
      withPds(s);
      learnFor(s, DEFENDER, "ps");
    });
    // Two dice hitting on 6: the cruiser comes through both only a quarter of the time.
    expect(ti4CombatOdds(scored, space).attackerWins).toBeCloseTo(0.25 * cruiserDuel, 10);
  });

  it("counts the extra die of the attacker's bombardment before the ground combat", () => {
    const ground = {
      combat: "ground" as const,
      position: HOME,
      planet: HOME_PLANET as never,
      attacker: ATTACKER,
      defender: DEFENDER,
    };
    const invasion = (techs: string[]) =>
      meeting({ dreadnought: 1 }, {}, (s) => {
        put(s, HOME, { infantry: 1 }, ATTACKER, HOME_PLANET);
        put(s, HOME, { infantry: 1 }, DEFENDER, HOME_PLANET);
        learnFor(s, ATTACKER, ...techs);
      });
    const infantryDuel = 0.21 / 0.51;
    expect(ti4CombatOdds(invasion([]), ground).attackerWins).toBeCloseTo(0.6 + 0.4 * infantryDuel, 10);
    // Two dice hitting on 5: both miss 0.16 of the time.
    expect(ti4CombatOdds(invasion(["ps"]), ground).attackerWins).toBeCloseTo(0.84 + 0.16 * infantryDuel, 10);
  });
});
