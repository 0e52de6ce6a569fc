/**
 * TE "Alliance Game Variant", "Alliance Movement and Control" and "Alliance Abilities and Effects": ships pass
 * and join an ally's ships without a space combat, ground forces land on an ally's planet without a ground
 * combat or taking it, and an ally's SPACE CANNON, PLANETARY SHIELD and ground forces do not act against the
 * seat. Each position is a real game's first turn (seat 3 to act, home 310: adjacent to 207; 207 to 104), its
 * table paired 0-1, 2-3, 4-5 (seat 3's ally is seat 2), replayed from there; the same position without the
 * ally (seat 4's units) shows the base rule.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { controllerOf, unitsIn } from "../../../../src/engine/ti4/board/forces.ts";
import { planetsAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import { bombardablePlanets, spaceCannonsOn } from "../../../../src/engine/ti4/invasion/reads.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { cannonTargets } from "../../../../src/engine/ti4/tactical/spaceCannon.ts";
import { alliedInPairs, moveInto } from "../../../support/allianceScene.ts";
import { activateQuietly, openSystem, play } from "../../../support/ti4.ts";
import { CTX, HOME, position, put, SEAT, space } from "../../../support/ti4Tactical.ts";

const ALLY = 2;
const OPPONENT = 4;

describe("TE Alliance Movement and Control: ships", () => {
  it("ships move through a system holding their ally's ships (LRR 58.4a lifted for allies)", () => {
    const withAlly = position((s) => {
      alliedInPairs(s);
      put(s, HOME, { cruiser: 1 });
      put(s, "207", { destroyer: 1 }, ALLY);
    });
    const through = moveInto(withAlly, "104", [{ from: HOME, units: { cruiser: 1 }, path: ["207"] }]);
    if (!through.ok) throw new Error(through.code);
    expect(space(through.state, "104")).toEqual({ cruiser: 1 });
    // An opponent's ships still block the way, state unchanged.
    const withOpponent = position((s) => {
      alliedInPairs(s);
      put(s, HOME, { cruiser: 1 });
      put(s, "207", { destroyer: 1 }, OPPONENT);
    });
    const blocked = moveInto(withOpponent, "104", [{ from: HOME, units: { cruiser: 1 }, path: ["207"] }]);
    expect(blocked.ok ? null : blocked.code).toBe("ERR_TI4_BLOCKED");
  });

  it("ships moving into a system holding their ally's ships start no space combat", () => {
    const withAlly = position((s) => {
      alliedInPairs(s);
      put(s, HOME, { cruiser: 1 });
      put(s, "207", { destroyer: 1 }, ALLY);
    });
    const into = moveInto(withAlly, "207", [{ from: HOME, units: { cruiser: 1 } }]);
    if (!into.ok) throw new Error(into.code);
    expect(into.events.some((e) => e.type === "ti4CombatRoundBegan")).toBe(false);
    expect(space(into.state, "207")).toEqual({ cruiser: 1 });
    expect(unitsIn(into.state.board["207"], ALLY)).toEqual({ destroyer: 1 });
    const withOpponent = position((s) => {
      alliedInPairs(s);
      put(s, HOME, { cruiser: 1 });
      put(s, "207", { destroyer: 1 }, OPPONENT);
    });
    const fight = moveInto(withOpponent, "207", [{ from: HOME, units: { cruiser: 1 } }]);
    if (!fight.ok) throw new Error(fight.code);
    expect(fight.events.some((e) => e.type === "ti4CombatRoundBegan")).toBe(true);
  });

  it("an ally's SPACE CANNON does not fire at the seat, an opponent's does (Alliance Abilities and Effects)", () => {
    const s = position((s) => {
      alliedInPairs(s);
      put(s, "207", { cruiser: 1 });
    });
    expect(cannonTargets(s, ALLY, "207", SEAT)).toEqual([]);
    expect(cannonTargets(s, OPPONENT, "207", SEAT)).toEqual([SEAT]);
  });
});

/** Seat 3 with a carrier and 2 infantry in an open system whose planet `holder` controls with 1 infantry and a PDS. */
function landingOn(holder: number) {
  const s = position(alliedInPairs);
  const system = openSystem(s);
  const planet = planetsAt(s, system)[0] as Ti4PlanetId;
  s.board[system] = {
    space: [{ seat: SEAT, units: { carrier: 1, infantry: 2 } }],
    planets: { [planet]: [{ seat: holder, units: { infantry: 1, pds: 1 } }] },
    commandTokens: [],
  };
  (s.players[holder] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
  return { s, system, planet };
}

describe("TE Alliance Movement and Control: ground forces", () => {
  it("land on their ally's planet with no ground combat, no space cannon defense, and no control gained", () => {
    const { s, system, planet } = landingOn(ALLY);
    expect(bombardablePlanets(s, SEAT, system)).toEqual([]);
    expect(spaceCannonsOn(s, SEAT, system, planet)).toEqual([]);
    const at = activateQuietly(s, SEAT, system, "ti4Invasion");
    const landed = play(at.state, {
      type: "commitGroundForces",
      seat: SEAT,
      landings: [{ planet, infantry: 2 }],
    });
    const kinds = landed.events.map((e) => e.type);
    expect(kinds).not.toContain("ti4CombatRoundBegan");
    expect(kinds).not.toContain("ti4PlanetGained");
    expect(controllerOf(landed.state, planet)).toBe(ALLY);
    expect(unitsIn(landed.state.board[system], SEAT, planet)).toEqual({ infantry: 2 });
    expect(unitsIn(landed.state.board[system], ALLY, planet)).toEqual({ infantry: 1, pds: 1 });
    const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...at.events, ...landed.events];
    expect(replayLog<Ti4>(log)).toEqual(landed.state);
  });

  it("an opponent's planet is fought for as ever", () => {
    const { s, system, planet } = landingOn(OPPONENT);
    expect(spaceCannonsOn(s, SEAT, system, planet).map((c) => c.seat)).toEqual([OPPONENT]);
    const at = activateQuietly(s, SEAT, system, "ti4Invasion");
    const landed = applyCommand<Ti4>(
      at.state,
      { type: "commitGroundForces", seat: SEAT, landings: [{ planet, infantry: 2 }] },
      CTX,
    );
    if (!landed.ok) throw new Error(landed.error.message);
    // The PDS fires in defense first, then the ground combat begins (or the hits wait to be assigned).
    expect(landed.events.some((e) => e.type === "ti4DiceRolled" || e.type === "ti4CombatRoundBegan")).toBe(
      true,
    );
  });
});
