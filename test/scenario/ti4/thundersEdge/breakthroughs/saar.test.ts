/**
 * TE "Breakthroughs and Synergy": Deorbit Barrage (Clan of Saar), a component action rolling a die per
 * resource spent at a planet's ground forces up to 2 systems from an asteroid field holding the Saar's
 * ships (thundersEdge/breakthroughs/saar.ts); played, refused with the state unchanged, replayed.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { boardPlanets, isHomeSystem } from "../../../../../src/engine/ti4/actionCards/effect.ts";
import { addUnits, forcesAt, systemOn, unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import { ti4Neighbours } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { CTX, type Played, refusalOf } from "../../../../support/ti4Status.ts";

const RULE = "TE Breakthroughs and Synergy: Deorbit Barrage";
let target = "" as Ti4PlanetId;
let targetAt = "";

/**
 * The Saar (seat 0) has a carrier in an asteroid field (a tile set there) next to a planet holding 3 Sol
 * infantry, and 5 trade goods.
 */
function scene(card: boolean): Played {
  return eventGame(["saar", "sol", "xxcha"], [], 0, (s) => {
    const found = boardPlanets(s).find(
      (t) =>
        !isHomeSystem(s, t.position) &&
        t.planet !== "mecatolrex" &&
        ti4Neighbours(s, t.position).some((n) => !isHomeSystem(s, n) && s.galaxy[n] !== undefined),
    );
    if (!found) throw new Error("no planet");
    target = found.planet;
    targetAt = found.position;
    const field = ti4Neighbours(s, found.position).find((n) => !isHomeSystem(s, n)) as string;
    const used = Object.values(s.galaxy).map((g) => (g as { tile: string }).tile);
    (s.galaxy as Record<string, { tile: string }>)[field] = { tile: used.includes("44") ? "45" : "44" };
    s.board[field] = { space: [], planets: {}, commandTokens: [] };
    addUnits(forcesAt(systemOn(s, field)), 0, { carrier: 1 });
    const there = systemOn(s, found.position);
    for (const p of Object.keys(there.planets)) there.planets[p as Ti4PlanetId] = [];
    addUnits(forcesAt(there, found.planet), 1, { infantry: 3 });
    const saar = s.players[0] as Ti4State["players"][number];
    saar.tradeGoods = 5;
    // Nothing the bot would keep its goods for, whatever the deal (objectives/aims.ts).
    saar.secret.secretObjectives = [];
    s.objectives = [];
    if (card) saar.breakthrough = "saarbt";
  });
}

const FIRE: Ti4Command = {
  type: "deorbitBarrage",
  seat: 0,
  planet: "" as Ti4PlanetId,
  dice: 3,
  payment: { planets: [], tradeGoods: 3 },
};

describe(`${RULE} (Clan of Saar)`, () => {
  it("rolls a die per resource spent and destroys a ground force per 4 or more; the card is exhausted", () => {
    const at = scene(true);
    const offered = pendingDecisions<Ti4>(at.state).find((d) => d.kind === "deorbitBarrage");
    expect(offered?.choices).toEqual([target]);
    expect(offered && ti4Answers(at.state, offered)[0]).toMatchObject({
      type: "deorbitBarrage",
      seat: 0,
      planet: target,
      dice: 3,
    });
    const result = applyCommand<Ti4>(at.state, { ...FIRE, planet: target }, CTX);
    if (!result.ok) throw new Error(result.error.message);
    const rolled = result.events.find((e) => e.type === "ti4DeorbitBarrageRolled");
    if (rolled?.type !== "ti4DeorbitBarrageRolled") throw new Error("no roll");
    expect(rolled.dice).toHaveLength(3);
    expect(rolled.hits).toBe(rolled.dice.filter((d) => d >= 4).length);
    expect(unitsIn(result.state.board[targetAt], 1, target).infantry ?? 0).toBe(3 - rolled.hits);
    expect(result.state.players[0]?.tradeGoods).toBe(2);
    expect(result.state.players[0]?.breakthroughExhausted).toBe(true);
    expect(pendingDecisions<Ti4>(result.state).some((d) => d.kind === "deorbitBarrage")).toBe(false);
    expect(replayLog<Ti4>([...at.events, ...result.events])).toEqual(result.state);
  });

  it("is refused without the card, at a planet out of reach, for no dice or unpaid (state unchanged)", () => {
    const without = scene(false);
    expect(pendingDecisions<Ti4>(without.state).some((d) => d.kind === "deorbitBarrage")).toBe(false);
    expect(refusalOf(without.state, { ...FIRE, planet: target })?.[0]).toBe("ERR_NOT_NOW");
    const at = scene(true);
    expect(refusalOf(at.state, { ...FIRE, planet: "mecatolrex" as Ti4PlanetId })).toEqual([
      "ERR_TI4_DEORBIT_BARRAGE",
      RULE,
    ]);
    expect(refusalOf(at.state, { ...FIRE, planet: target, dice: 0 })).toEqual([
      "ERR_TI4_DEORBIT_BARRAGE",
      RULE,
    ]);
    expect(refusalOf(at.state, { ...FIRE, planet: target, payment: { planets: [], tradeGoods: 2 } })).toEqual(
      ["ERR_TI4_UNDERPAID", "LRR 75"],
    );
  });
});
