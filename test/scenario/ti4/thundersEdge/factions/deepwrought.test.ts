/**
 * The Deepwrought Scholarate (Thunder's Edge): its sheet at set-up, Research Team (coexist when ground forces
 * are committed), Oceanbound (an ocean card per coexistence, none beyond the coexisting planets) and
 * Hydrothermal Mining (a trade good per ocean card as the status phase begins).
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { ti4Faction } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import { TE_DEEPWROUGHT } from "../../../../../src/engine/ti4/factions/deepwrought.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { settleCoexistence } from "../../../../../src/engine/ti4/thundersEdge/coexist.ts";
import { landingScene } from "../../../../support/coexistScene.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

function send(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

function coexisted(edit?: (s: Ti4State) => void) {
  const scene = landingScene(edit);
  const committed = send(scene.active.state, {
    type: "commitGroundForces",
    seat: 0,
    landings: [{ planet: scene.planet, infantry: 2 }],
  });
  const done = send(committed.state, { type: "coexist", seat: 0, planets: [scene.planet] });
  return { ...scene, done, events: [...scene.active.events, ...committed.events, ...done.events] };
}

describe("TE faction: the Deepwrought Scholarate", () => {
  it("sets up with its sheet: Ikatena, 3 commodities, two starting technologies chosen", () => {
    const { start } = landingScene();
    const me = start.players[0] as Ti4State["players"][number];
    expect(me.faction).toBe("deepwrought");
    expect(me.planets.ikatena).toBeDefined();
    expect(ti4Faction("deepwrought").commodities).toBe(3);
    expect(me.technologies).toHaveLength(2);
  });

  it("Oceanbound: coexisting gains an ocean card, readied; replays", () => {
    const { start, done, events } = coexisted();
    expect(done.events).toContainEqual({ type: "ti4OceanGained", seat: 0, ocean: "brinepool" });
    expect(done.state.players[0]?.oceans).toEqual([{ id: "brinepool" }]);
    expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events])).toEqual(done.state);
  });

  it("Oceanbound: once the coexistence ends, the ocean card beyond the planets is discarded", () => {
    const { done, system, planet } = coexisted();
    const gone = structuredClone(done.state);
    (gone.board[system] as Ti4State["board"][string]).planets[planet] = [{ seat: 1, units: { infantry: 1 } }];
    const tx = beginTx<Ti4>(gone, CTX);
    settleCoexistence(tx);
    expect(tx.events).toContainEqual({ type: "ti4OceanDiscarded", seat: 0, ocean: "brinepool" });
    expect(tx.state.players[0]?.oceans).toBeUndefined();
  });

  it("Research Team is refused to a seat that is not the Deepwrought, the state unchanged", () => {
    const { active, planet } = landingScene();
    const committed = send(active.state, {
      type: "commitGroundForces",
      seat: 0,
      landings: [{ planet, infantry: 2 }],
    });
    const before = structuredClone(committed.state);
    const refused = applyCommand<Ti4>(committed.state, { type: "coexist", seat: 1, planets: [planet] }, CTX);
    expect(refused.ok).toBe(false);
    expect(committed.state).toEqual(before);
  });

  it("Hydrothermal Mining: a trade good per ocean card in play as the status phase begins; none without it", () => {
    const { done } = coexisted();
    const owned = structuredClone(done.state);
    (owned.players[0] as Ti4State["players"][number]).technologies.push("hydrothermal");
    const tx = beginTx<Ti4>(owned, CTX);
    TE_DEEPWROUGHT.hooks?.statusPhaseStarted?.(tx);
    expect(tx.events).toContainEqual({
      type: "ti4TradeGoodsChanged",
      seat: 0,
      amount: 1,
      reason: "Hydrothermal Mining",
    });
    const without = beginTx<Ti4>(structuredClone(done.state), CTX);
    TE_DEEPWROUGHT.hooks?.statusPhaseStarted?.(without);
    expect(without.events).toEqual([]);
  });

  it("leaves what is not built out: Share Knowledge is held, not played", () => {
    const planet: Ti4PlanetId = "ikatena";
    expect(planet).toBe(ti4Faction("deepwrought").homePlanets[0]);
    expect(ti4Faction("deepwrought").promissoryNotes).toEqual(["shareknowledge"]);
  });
});
