/**
 * The Last Bastion's Helios space docks (their sheet, content/ti4/units.te.ts; TE rulebook "Components": the
 * Helios tokens and cards): the planet holding one has 1 more resource (V1) or 2 more (V2, with the Helios V2
 * technology), and the dock's PRODUCTION is that value plus 2 or plus 4 (the TE rules' clarification reads
 * it from the raised value).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { planetValues } from "../../../../../src/engine/ti4/agenda/laws.ts";
import { addUnits, forcesAt, systemOn, unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import { hookAnswers } from "../../../../../src/engine/ti4/hooks/index.ts";
import { producersIn } from "../../../../../src/engine/ti4/production/producers.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { TE_TECHNOLOGIES_NOT_YET_CARRIED_OUT } from "../../../../../src/engine/ti4/thundersEdge/notBuilt.ts";
import { ti4UnitFor } from "../../../../../src/engine/ti4/units.ts";
import { activateQuietly } from "../../../../support/ti4.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { allCardsPlayed, homeOf } from "../../../../support/ti4Factions.ts";
import { CTX, type Played } from "../../../../support/ti4Status.ts";

const RULE = "TE Last Bastion, 4X41C 'Helios'";
const FACTIONS = ["bastion", "hacan", "sol"] as const;
const BASTION = 0;
const HACAN = 1;

type Player = Ti4State["players"][number];

/** Seat 0 (the Bastion) has activated their home system (Helios V1 on Ordinian, 0 resources printed). */
function atProduction(edit?: (s: Ti4State) => void): Played {
  const at = eventGame(FACTIONS, [], BASTION, (s) => {
    const bastion = s.players[BASTION] as Player;
    bastion.tradeGoods = 1;
    bastion.tokens.fleet = 5;
    for (const card of Object.values(bastion.planets)) if (card) card.exhausted = false;
    allCardsPlayed(s);
    edit?.(s);
  });
  const activated = activateQuietly(at.state, BASTION, homeOf(at.state, BASTION));
  return { state: activated.state, events: [...at.events, ...activated.events] };
}

function produce(units: object, planets: string[], tradeGoods: number): Ti4Command {
  return { type: "produceUnits", seat: BASTION, units, payment: { planets, tradeGoods } } as Ti4Command;
}

function withHeliosV2(s: Ti4State): void {
  (s.players[BASTION] as Player).technologies.push("helios2");
}

describe(`${RULE}: the planet's resources and the dock's PRODUCTION`, () => {
  it("Helios V1: Ordinian is worth 1 resource, and the dock produces 1 + 2", () => {
    const at = atProduction();
    const home = homeOf(at.state, BASTION);
    expect(ti4UnitFor(at.state, BASTION, "spaceDock").id).toBe("bastion_spacedock");
    expect(planetValues(at.state, "ordinian").resources).toBe(1);
    expect(planetValues(at.state, "revelation").resources).toBe(1);
    expect(producersIn(at.state, BASTION, home).fromDocks).toBe(3);
  });

  it("Helios V1: Ordinian's 1 resource pays, and replays", () => {
    const at = atProduction();
    const result = applyCommand<Ti4>(at.state, produce({ cruiser: 1 }, ["ordinian"], 1), CTX);
    if (!result.ok) throw new Error(result.error.message);
    const home = homeOf(result.state, BASTION);
    expect(unitsIn(result.state.board[home], BASTION).cruiser).toBe(2);
    expect(result.state.players[BASTION]?.planets.ordinian?.exhausted).toBe(true);
    expect(result.state.players[BASTION]?.tradeGoods).toBe(0);
    const events = [...at.events, ...result.events];
    expect(replayLog<Ti4>(events)).toEqual(result.state);
  });

  it("Helios V2: with the technology, Ordinian is worth 2 and the dock produces 2 + 4", () => {
    const at = atProduction(withHeliosV2);
    const home = homeOf(at.state, BASTION);
    expect(ti4UnitFor(at.state, BASTION, "spaceDock").id).toBe("bastion_spacedock2");
    expect(planetValues(at.state, "ordinian").resources).toBe(2);
    expect(producersIn(at.state, BASTION, home).fromDocks).toBe(6);
    const result = applyCommand<Ti4>(at.state, produce({ cruiser: 1 }, ["ordinian"], 0), CTX);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.state.players[BASTION]?.tradeGoods).toBe(1);
    expect(replayLog<Ti4>([...at.events, ...result.events])).toEqual(result.state);
  });

  it("raises no other planet, and ends with the dock gone", () => {
    const at = atProduction((s) => {
      const home = s.players[BASTION]?.home as string;
      const ordinian = forcesAt(systemOn(s, home), "ordinian");
      const force = ordinian.find((f) => f.seat === BASTION);
      if (force) delete force.units.spaceDock;
      addUnits(forcesAt(systemOn(s, home), "revelation"), BASTION, { spaceDock: 1 });
    });
    expect(planetValues(at.state, "ordinian").resources).toBe(0);
    expect(planetValues(at.state, "revelation").resources).toBe(2);
  });

  it("another faction's space dock raises nothing", () => {
    const at = atProduction();
    const hacanHome = homeOf(at.state, HACAN);
    const planet = Object.keys(at.state.board[hacanHome]?.planets ?? {}).find(
      (p) => unitsIn(at.state.board[hacanHome], HACAN, p as never).spaceDock,
    );
    expect(planet).toBeDefined();
    const printed = planetValues(at.state, planet as never).resources;
    const bonus = hookAnswers(at.state, "planetResourceBonus").reduce(
      (sum, answer) => sum + answer(at.state, planet as never),
      0,
    );
    expect(bonus).toBe(0);
    expect(printed).toBeGreaterThan(0);
  });

  it("refuses a payment short of the cost: Ordinian's 1 does not pay a cruiser (state unchanged)", () => {
    const at = atProduction((s) => {
      (s.players[BASTION] as Player).tradeGoods = 0;
    });
    const before = structuredClone(at.state);
    const result = applyCommand<Ti4>(at.state, produce({ cruiser: 1 }, ["ordinian"], 0), CTX);
    expect(result.ok).toBe(false);
    expect(at.state).toEqual(before);
  });
});

describe(`${RULE}: Helios V2 may be researched`, () => {
  it("is no longer refused as not built", () => {
    expect(TE_TECHNOLOGIES_NOT_YET_CARRIED_OUT.helios2).toBeUndefined();
    const at = atProduction();
    const refusals = hookAnswers(at.state, "researchRefused").map((f) => f(at.state, BASTION, "helios2"));
    expect(refusals).not.toContainEqual(expect.objectContaining({ code: "ERR_TI4_TECHNOLOGY_NOT_BUILT" }));
  });
});
