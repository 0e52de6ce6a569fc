/**
 * The laws' lasting effects in the steps they change (agenda/laws.ts, LRR 7.2, 8.20): movement (Shared
 * Research, Enforced Travel Ban, Wormhole Reconstruction), the unit sheet (Publicize Weapon Schematics,
 * Regulated Conscription, Prophecy of Ixth), production (Holy Planet of Ixth, Demilitarized Zone, Core
 * Mining), payments (the planets' attachments), research (War Sun's prerequisites, Minister of Sciences),
 * bombardment (Conventions of War), the hand limit (Executive Sanctions) and the fleet pool (Fleet
 * Regulations). Each law is put in play by hand; each test also checks the step without it.
 */
import { describe, expect, it } from "vitest";
import type { Ti4AgendaId, Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { neighboursOf } from "../../../src/engine/ti4/agenda/ministers.ts";
import { paymentValue } from "../../../src/engine/ti4/economy/spend.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import { bombardablePlanets } from "../../../src/engine/ti4/invasion/reads.ts";
import {
  groundForceDestinations,
  producersIn,
  productionCost,
} from "../../../src/engine/ti4/production/producers.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { handLimitOf } from "../../../src/engine/ti4/status/statusPhase.ts";
import { technologyCardCost } from "../../../src/engine/ti4/strategic/technology.ts";
import type { Ti4Move } from "../../../src/engine/ti4/tactical/moveGroup.ts";
import { missingPrerequisites } from "../../../src/engine/ti4/technology/research.ts";
import { ti4UnitFor } from "../../../src/engine/ti4/units.ts";
import { play } from "../../support/ti4.ts";
import { agendaPhase, waiting } from "../../support/ti4Agenda.ts";
import { CTX, HOME, HOME_PLANET, position, put, SEAT, space, tile } from "../../support/ti4Tactical.ts";

function enact(s: Ti4State, agenda: Ti4AgendaId, elected: string | null = null, owner: number | null = null) {
  s.laws = [...(s.laws ?? []), { agenda, elected, owner }];
}

function moveInto(s: Ti4State, system: string, moves: Ti4Move[]) {
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system });
  const moved = applyCommand<Ti4>(activated.state, { type: "moveShips", seat: SEAT, moves }, CTX);
  if (!moved.ok) return [moved.error.code, moved.error.rule];
  const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
  expect(replayLog<Ti4>(log)).toEqual(moved.state);
  return moved.state;
}

describe("Laws in movement", () => {
  it("Shared Research For: ships move through a nebula; without it they may not (LRR 59.1)", () => {
    const edit = (law: boolean) =>
      position((s) => {
        tile(s, "207", "42");
        put(s, HOME, { cruiser: 1 });
        if (law) enact(s, "shared_research");
      });
    const moves = [{ from: HOME, units: { cruiser: 1 }, path: ["207"] }];
    expect(moveInto(edit(false), "104", moves)).toEqual(["ERR_TI4_NEBULA", "LRR 59.1"]);
    const moved = moveInto(edit(true), "104", moves) as Ti4State;
    expect(space(moved, "104")).toEqual({ cruiser: 1 });
  });

  it("Enforced Travel Ban For: matching wormholes join nothing while ships move", () => {
    const edit = (law: boolean) =>
      position((s) => {
        tile(s, "309", "26"); // Lodor: alpha
        tile(s, "101", "39"); // an alpha wormhole
        put(s, "309", { cruiser: 1 });
        if (law) enact(s, "travel_ban");
      });
    const moves = [{ from: "309", units: { cruiser: 1 }, path: [] }];
    expect(space(moveInto(edit(false), "101", moves) as Ti4State, "101")).toEqual({ cruiser: 1 });
    expect(moveInto(edit(true), "101", moves)).toEqual(["ERR_TI4_NOT_ADJACENT", "LRR 6.1"]);
  });

  it("Wormhole Reconstruction For: an alpha wormhole is adjacent to a beta one", () => {
    const edit = (law: boolean) =>
      position((s) => {
        tile(s, "309", "26"); // alpha
        tile(s, "101", "40"); // beta
        put(s, "309", { cruiser: 1 });
        if (law) enact(s, "wormhole_recon");
      });
    const moves = [{ from: "309", units: { cruiser: 1 }, path: [] }];
    expect(moveInto(edit(false), "101", moves)).toEqual(["ERR_TI4_NOT_ADJACENT", "LRR 6.1"]);
    expect(space(moveInto(edit(true), "101", moves) as Ti4State, "101")).toEqual({ cruiser: 1 });
  });
});

describe("Laws on the unit sheet", () => {
  it("Publicize Weapon Schematics For: war suns lose SUSTAIN DAMAGE, and War Sun needs no prerequisite once owned", () => {
    const s = position(() => {});
    expect(ti4UnitFor(s, SEAT, "warSun").sustainDamage).toBe(true);
    expect(Object.keys(missingPrerequisites(s, SEAT, "ws")).length).toBeGreaterThan(0);
    enact(s, "schematics");
    expect(ti4UnitFor(s, SEAT, "warSun").sustainDamage).toBe(false);
    // Nobody owns War Sun yet: its prerequisites still stand.
    expect(Object.keys(missingPrerequisites(s, SEAT, "ws")).length).toBeGreaterThan(0);
    s.players[(SEAT + 1) % 6]?.technologies.push("ws");
    expect(missingPrerequisites(s, SEAT, "ws")).toEqual({});
  });

  it("Regulated Conscription For: one fighter or infantry per cost", () => {
    const s = position(() => {});
    expect(productionCost(s, SEAT, { infantry: 2, fighter: 2 })).toBe(2);
    enact(s, "conscription");
    expect(productionCost(s, SEAT, { infantry: 2, fighter: 2 })).toBe(4);
  });

  it("Prophecy of Ixth: its owner's fighters hit on 1 less; nobody else's", () => {
    const s = position(() => {});
    const before = ti4UnitFor(s, SEAT, "fighter").combat?.hitsOn as number;
    enact(s, "prophecy", String(SEAT), SEAT);
    expect(ti4UnitFor(s, SEAT, "fighter").combat?.hitsOn).toBe(before - 1);
    const other = (SEAT + 1) % 6;
    expect(ti4UnitFor(s, other, "fighter").combat?.hitsOn).toBe(
      ti4UnitFor(
        position(() => {}),
        other,
        "fighter",
      ).combat?.hitsOn,
    );
  });
});

describe("Laws attached to planets, in production and payments", () => {
  it("Holy Planet of Ixth: the planet's space dock produces nothing", () => {
    const s = position((s) => put(s, HOME, { spaceDock: 1 }, SEAT, HOME_PLANET));
    expect(producersIn(s, SEAT, HOME).total).toBeGreaterThan(0);
    enact(s, "holy_planet_of_ixth", HOME_PLANET, SEAT);
    expect(producersIn(s, SEAT, HOME).total).toBe(0);
  });

  it("Demilitarized Zone: produced ground forces may not go on the planet", () => {
    const s = position((s) => {
      put(s, HOME, { spaceDock: 1 }, SEAT, HOME_PLANET);
      put(s, HOME, { carrier: 1 });
    });
    expect(groundForceDestinations(s, SEAT, HOME)).toContain(HOME_PLANET);
    enact(s, "demilitarized_zone", HOME_PLANET);
    expect(groundForceDestinations(s, SEAT, HOME)).not.toContain(HOME_PLANET);
  });

  it("Core Mining: the planet pays 2 more resources; Senate Sanctuary 2 more influence", () => {
    const s = position(() => {});
    const planet = HOME_PLANET as Ti4PlanetId;
    const pay = (currency: "resources" | "influence") =>
      paymentValue(s, SEAT, { planets: [planet], tradeGoods: 0 }, currency) as number;
    const resources = pay("resources");
    const influence = pay("influence");
    enact(s, "core_mining", planet);
    enact(s, "senate_sanctuary", planet);
    expect(pay("resources")).toBe(resources + 2);
    expect(pay("influence")).toBe(influence + 2);
  });
});

describe("Laws in combat, research and the Technology card", () => {
  it("Conventions of War For: a cultural planet cannot be bombarded", () => {
    const edit = (law: boolean) =>
      position((s) => {
        tile(s, "207", "25"); // Quann: cultural
        put(s, "207", { dreadnought: 1 });
        put(s, "207", { infantry: 1 }, (SEAT + 1) % 6, "quann");
        if (law) enact(s, "conventions");
      });
    expect(bombardablePlanets(edit(false), SEAT, "207")).toEqual(["quann"]);
    expect(bombardablePlanets(edit(true), SEAT, "207")).toEqual([]);
  });

  it("Minister of Sciences: its owner's research with the Technology card costs nothing", () => {
    const s = position(() => {});
    expect(technologyCardCost(s, SEAT, 4)).toBe(4);
    enact(s, "minister_sciences", String(SEAT), SEAT);
    expect(technologyCardCost(s, SEAT, 4)).toBe(0);
    expect(technologyCardCost(s, (SEAT + 1) % 6, 4)).toBe(4);
  });

  it("Minister of Commerce reads neighbours: players with units in the same or adjacent systems", () => {
    const s = position((s) => put(s, HOME, { cruiser: 1 }));
    const other = (SEAT + 1) % 6;
    put(s, "207", { cruiser: 1 }, other);
    expect(neighboursOf(s, SEAT)).toContain(other);
    expect(neighboursOf(s, other)).toContain(SEAT);
  });
});

describe("Laws on hands and command sheets", () => {
  it("Executive Sanctions For: a hand over 3 action cards discards down at once", () => {
    const deal = (s: Ti4State) => {
      s.players[0]?.secret.actionCards.push(...s.decks.action.draw.splice(0, 4));
    };
    const without = agendaPhase(["mutiny", "seed_empire"], deal);
    expect(handLimitOf(without.state, 0)).toBe(7);
    expect(waiting(without.state).map((w) => w.kind)).not.toContain("discardActionCards");
    const withLaw = agendaPhase(["mutiny", "seed_empire"], (s) => {
      deal(s);
      enact(s, "sanctions");
    });
    expect(handLimitOf(withLaw.state, 0)).toBe(3);
    // The standing rule asks at once, before the council votes.
    expect(waiting(withLaw.state)).toEqual([{ seat: 0, kind: "discardActionCards" }]);
    const abstained = withLaw;
    const hand = abstained.state.players[0]?.secret.actionCards ?? [];
    const over = hand.length - 3;
    const two = applyCommand<Ti4>(
      abstained.state,
      { type: "discardActionCards", seat: 0, cards: hand.slice(0, over + 1) },
      CTX,
    );
    expect(two.ok ? null : two.error.code).toBe("ERR_TI4_HAND_LIMIT");
    const one = applyCommand<Ti4>(
      abstained.state,
      { type: "discardActionCards", seat: 0, cards: hand.slice(0, over) },
      CTX,
    );
    if (!one.ok) throw new Error(one.error.message);
    expect(one.state.players[0]?.secret.actionCards.length).toBe(3);
    expect(replayLog<Ti4>([...withLaw.events, ...one.events])).toEqual(one.state);
  });

  it("Fleet Regulations For: no fleet pool above 4 tokens when arranging the sheet", () => {
    const sheet = (law: boolean) =>
      position((s) => {
        const p = s.players[SEAT] as Ti4State["players"][number];
        p.tokens = { tactic: 3, fleet: 3, strategy: 2 };
        s.stack.push({
          kind: "ti4CommandTokens",
          waiting: [SEAT],
          gain: 2,
          redistribute: true,
          reason: "test",
        });
        if (law) enact(s, "regulations");
      });
    const five = { type: "arrangeCommandTokens", seat: SEAT, tactic: 3, fleet: 5, strategy: 2 } as const;
    const free = applyCommand<Ti4>(sheet(false), five, CTX);
    expect(free.ok && free.state.players[SEAT]?.tokens.fleet).toBe(5);
    const limited = applyCommand<Ti4>(sheet(true), five, CTX);
    expect(limited.ok ? null : [limited.error.code, limited.error.rule]).toEqual([
      "ERR_TI4_FLEET_POOL_LIMIT",
      "Fleet Regulations",
    ]);
    const s = sheet(true);
    const four = applyCommand<Ti4>(s, { ...five, tactic: 4, fleet: 4 }, CTX);
    if (!four.ok) throw new Error(four.error.message);
    expect(four.state.players[SEAT]?.tokens.fleet).toBe(4);
    expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...four.events])).toEqual(four.state);
  });
});
