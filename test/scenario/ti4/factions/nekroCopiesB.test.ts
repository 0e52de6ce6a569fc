/**
 * A Nekro's copies (Valefar Assimilators, LRR 90.16-90.22, 97.1a) of the L1Z1X's, the Mentak's, the Naalu's
 * and the Sardakk N'orr's faction technologies: with an assimilator token on the technology, the Nekro have
 * its ability (a copy exhausted as the assimilator card that carries it); with the assimilator card but its
 * token elsewhere, they do not. Each ability's own test is its faction's file; these only show the copy.
 */
import { describe, expect, it } from "vitest";
import type { Ti4TechnologyId } from "../../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import { paymentValue } from "../../../../src/engine/ti4/economy/spend.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { spaceExcess } from "../../../../src/engine/ti4/tactical/room.ts";
import { assimilable } from "../../../../src/engine/ti4/technology/owned.ts";
import { prerequisiteWaivers, researchable } from "../../../../src/engine/ti4/technology/research.ts";
import { ti4UnitFor } from "../../../../src/engine/ti4/units.ts";
import { play } from "../../../support/ti4.ts";
import { answer, refusal, spaceCombatWon, withFactions } from "../../../support/ti4FactionBoard.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";
import { learnFor, position, put as putAt, SEAT } from "../../../support/ti4Tactical.ts";
import * as clashes from "./baseClash.ts";

type Player = Ti4State["players"][number];

/**
 * The Nekro at `seat` own Valefar Assimilator X; its token rests on `technology`, or, `placed` false, on
 * Valkyrie Particle Weave (a copy of something else: the card is owned, the token is not on `technology`).
 */
function copying(state: Ti4State, seat: number, technology: Ti4TechnologyId, placed = true): Ti4State {
  const nekro = state.players[seat] as Player;
  if (nekro.faction !== "nekro") giveFaction(state, seat, "nekro");
  nekro.technologies.push("vax");
  nekro.assimilated = { vax: placed ? technology : "vpw" };
  return state;
}

describe("Nekro copies: the L1Z1X's technologies", () => {
  it("Super Dreadnought II turns over the Nekro's dreadnought (LRR 97.1a)", () => {
    expect(assimilable("sdn2")).toBe(true);
    const copied = copying(withFactions("nekro", "l1z1x", "sol"), 0, "sdn2");
    expect(ti4UnitFor(copied, 0, "dreadnought")).toMatchObject({
      id: "l1z1x_dreadnought2",
      move: 2,
      combat: { hitsOn: 4 },
      bombardment: { hitsOn: 4 },
    });
    const not = copying(withFactions("nekro", "l1z1x", "sol"), 0, "sdn2", false);
    expect(ti4UnitFor(not, 0, "dreadnought").id).toBe("dreadnought");
  });

  it("two copied dreadnought upgrades: the Nekro's dreadnought has what both cards give", () => {
    // Assimilator X on Super Dreadnought II, Y on Exotrireme II (LRR 97.1a, our reading of a second copy).
    const state = copying(withFactions("nekro", "l1z1x", "sardakk"), 0, "sdn2");
    const nekro = state.players[0] as Player;
    nekro.technologies.push("vay");
    nekro.assimilated = { ...nekro.assimilated, vay: "exo2" };
    const unit = ti4UnitFor(state, 0, "dreadnought");
    expect(unit).toMatchObject({
      directHitImmune: true,
      sustainDamage: true,
      move: 2,
      // Super Dreadnought II's combat and capacity, Exotrireme II's two bombardment dice.
      combat: { hitsOn: 4, dice: 1 },
      capacity: 2,
      bombardment: { hitsOn: 4, dice: 2 },
    });
    expect(unit.text).toContain("after a space combat round");
    // Either copy alone is that card.
    nekro.assimilated = { vay: "exo2" };
    expect(ti4UnitFor(state, 0, "dreadnought")).toMatchObject({ id: "sardakk_dreadnought2", capacity: 1 });
  });

  /**
   * A research asked of the Nekro. In play Propagation replaces every research of theirs (nekro.ts); the
   * frame is put here by hand to show the copy's waiver, which is what a research would read.
   */
  function researching(placed: boolean): Ti4State {
    const state = copying(withFactions("nekro", "l1z1x", "sol"), 0, "is", placed);
    const nekro = state.players[0] as Player;
    nekro.technologies = ["vax"];
    nekro.tradeGoods = 2;
    state.stack.push({ kind: "ti4Research", seat: 0, cost: 0, optional: false, reason: "test" });
    return state;
  }

  it("Inheritance Systems: the copy ignores every prerequisite, exhausting the assimilator card", () => {
    expect(assimilable("is")).toBe(true);
    const state = researching(true);
    expect(prerequisiteWaivers(state, 0)).toEqual([{ technology: "is", resources: 2 }]);
    expect(researchable(state, 0)).toContain("fl");
    const payment = { planets: [], tradeGoods: 2 };
    const done = answer(state, { type: "research", seat: 0, technology: "fl", waiver: "is", payment });
    expect(done.state.players[0]?.technologies).toEqual(["vax", "fl"]);
    expect(done.state.players[0]?.exhaustedTechnologies).toEqual(["vax"]);
    expect(done.events).not.toContainEqual(
      expect.objectContaining({ type: "ti4TechnologyExhausted", technology: "is" }),
    );
    // The assimilator card exhausted, the copy is too.
    const spent = researching(true);
    (spent.players[0] as Player).exhaustedTechnologies = ["vax"];
    expect(prerequisiteWaivers(spent, 0)).toEqual([]);
  });

  it("Inheritance Systems: no waiver without the token on it", () => {
    const state = researching(false);
    expect(prerequisiteWaivers(state, 0)).toEqual([]);
    const payment = { planets: [], tradeGoods: 2 };
    expect(refusal(state, { type: "research", seat: 0, technology: "fl", waiver: "is", payment })).toEqual([
      "ERR_TI4_NO_WAIVER",
      "LRR 90.8",
    ]);
  });
});

describe("Nekro copies: the Mentak's technologies", () => {
  it("Mirror Computing makes each trade good the Nekro spend worth 2", () => {
    expect(assimilable("mc")).toBe(true);
    const goods = { planets: [], tradeGoods: 2 };
    const copied = copying(withFactions("nekro", "mentak", "sol"), 0, "mc");
    (copied.players[0] as Player).tradeGoods = 2;
    expect(paymentValue(copied, 0, goods, "resources")).toBe(4);
    const not = copying(withFactions("nekro", "mentak", "sol"), 0, "mc", false);
    (not.players[0] as Player).tradeGoods = 2;
    expect(paymentValue(not, 0, goods, "resources")).toBe(2);
  });

  /** A space combat the Nekro (seat 0) have just won: the defender lost its last ship. */
  function won(placed: boolean) {
    const state = copying(withFactions("nekro", "sol", "mentak"), 0, "so", placed);
    return spaceCombatWon(state, 0);
  }

  it("Salvage Operations gives the Nekro a trade good and a ship of a type destroyed", () => {
    expect(assimilable("so")).toBe(true);
    const copied = won(true);
    expect(copied.events).toContainEqual(
      expect.objectContaining({
        type: "ti4TradeGoodsChanged",
        seat: 0,
        amount: 1,
        reason: "Salvage Operations",
      }),
    );
    expect(copied.state.stack.at(-1)).toMatchObject({
      kind: "ti4Production",
      seat: 0,
      limit: 1,
      types: ["destroyer"],
      reason: "Salvage Operations",
    });
    // The bot answers the production it is asked for.
    const [decision] = pendingDecisions<Ti4>(copied.state);
    if (!decision) throw new Error("no decision");
    expect(decision.seat).toBe(0);
    expect(ti4Answers(copied.state, decision).length).toBeGreaterThan(0);
    const not = won(false);
    expect(not.state.players[0]?.tradeGoods).toBe((copied.state.players[0]?.tradeGoods ?? 0) - 1);
    expect(not.events.some((e) => e.type === "ti4TradeGoodsChanged")).toBe(false);
    expect(not.state.stack.some((f) => f.kind === "ti4Production")).toBe(false);
  });
});

describe("Nekro copies: the Naalu's technologies", () => {
  it("Hybrid Crystal Fighter II turns over the Nekro's fighters, and those beyond capacity count half", () => {
    expect(assimilable("hcf2")).toBe(true);
    const copied = position((s) => copying(s, SEAT, "hcf2"));
    expect(ti4UnitFor(copied, SEAT, "fighter")).toMatchObject({
      id: "naalu_fighter2",
      move: 2,
      combat: { hitsOn: 7 },
    });
    (copied.players[SEAT] as Player).tokens.fleet = 3;
    // A cruiser and 3 loose fighters: 1 + 2 ships, within 3 tokens.
    expect(spaceExcess(copied, SEAT, "207", { cruiser: 1, fighter: 3 })).toEqual({
      fighters: 0,
      groundForces: 0,
      fleet: 0,
    });
    const not = position((s) => copying(s, SEAT, "hcf2", false));
    (not.players[SEAT] as Player).tokens.fleet = 3;
    expect(ti4UnitFor(not, SEAT, "fighter").id).toBe("fighter");
    expect(spaceExcess(not, SEAT, "207", { cruiser: 1, fighter: 3 }).fighters).toBe(3);
  });

  const NEKRO = 4;
  const NAALU = 5;
  const fleet = (s: Ti4State) => s.players[SEAT]?.tokens.fleet as number;

  it("Neuroglaive takes a fleet token from a player activating a system with the Nekro's ships", () => {
    expect(assimilable("ng")).toBe(true);
    const copied = position((s) => {
      copying(s, NEKRO, "ng");
      putAt(s, "207", { cruiser: 1 }, NEKRO);
    });
    const activated = play(copied, { type: "tacticalAction", seat: SEAT, system: "207" });
    expect(fleet(activated.state)).toBe(fleet(copied) - 1);
    expect(activated.events).toContainEqual({
      type: "ti4CommandTokensChanged",
      seat: SEAT,
      pools: { fleet: -1 },
      reason: "neuroglaive",
    });
    const not = position((s) => {
      copying(s, NEKRO, "ng", false);
      putAt(s, "207", { cruiser: 1 }, NEKRO);
    });
    expect(fleet(play(not, { type: "tacticalAction", seat: SEAT, system: "207" }).state)).toBe(fleet(not));
  });

  it("Neuroglaive: the Naalu's card and the Nekro's copy, both with ships there, take a token each", () => {
    const both = position((s) => {
      copying(s, NEKRO, "ng");
      giveFaction(s, NAALU, "naalu");
      learnFor(s, NAALU, "ng");
      putAt(s, "207", { cruiser: 1 }, NEKRO);
      putAt(s, "207", { cruiser: 1 }, NAALU);
    });
    const activated = play(both, { type: "tacticalAction", seat: SEAT, system: "207" });
    expect(fleet(activated.state)).toBe(fleet(both) - 2);
  });
});

describe("Nekro copies: the Sardakk N'orr's Exotrireme II", () => {
  const asked = (s: Ti4State) => pendingDecisions<Ti4>(s).some((d) => d.kind === "sardakkExotrireme");

  function withCopy(placed: boolean): Ti4State {
    return copying(clashes.withFactions("nekro", "sardakk"), 0, "exo2", placed);
  }

  it("turns over the Nekro's dreadnoughts, and one may be destroyed after a round to destroy 2 ships", () => {
    expect(assimilable("exo2")).toBe(true);
    const start = clashes.clash(withCopy(true), { dreadnought: 3 }, { dreadnought: 2, carrier: 3 });
    expect(ti4UnitFor(start, 0, "dreadnought").id).toBe("sardakk_dreadnought2");
    const at = clashes.playOut(start, { type: "tacticalAction", seat: 0, system: "310" }, (s) => !asked(s));
    expect(pendingDecisions<Ti4>(at.state)[0]).toMatchObject({ kind: "sardakkExotrireme", seat: 0 });
    const [decision] = pendingDecisions<Ti4>(at.state);
    if (decision) expect(ti4Answers(at.state, decision).length).toBe(2);
    const theirs = at.state.board["310"]?.space.find((f) => f.seat === 1)?.units ?? {};
    const destroy = { carrier: Math.min(2, theirs.carrier ?? 0) };
    const used = clashes.answer(at.state, { type: "sardakkExotrireme", seat: 0, destroy });
    const removed = used.events.filter((e) => e.type === "ti4UnitsRemoved").slice(0, 2);
    expect(removed).toEqual([
      expect.objectContaining({ seat: 0, units: { dreadnought: 1 }, reason: "destroyed" }),
      expect.objectContaining({ seat: 1, units: destroy, reason: "destroyed" }),
    ]);
  });

  it("is not asked of a Nekro whose token is elsewhere", () => {
    const start = clashes.clash(withCopy(false), { dreadnought: 3 }, { dreadnought: 2, carrier: 3 });
    expect(ti4UnitFor(start, 0, "dreadnought").id).toBe("dreadnought");
    const done = clashes.playOut(
      start,
      { type: "tacticalAction", seat: 0, system: "310" },
      clashes.inSpaceCombat,
    );
    expect(
      done.events.some((e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4SardakkExotrireme"),
    ).toBe(false);
  });
});
