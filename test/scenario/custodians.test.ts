/**
 * SE Option 13, the Custodians of Mecatol Rex (options/custodians.ts): 3 Fighters and 2 Ground Forces on
 * Mecatol Rex from setup. The Hacan bring ships from a system next to Mecatol Rex, land, and fight the
 * Custodians' Fighters in space, then their Ground Forces on the planet. The dice are scripted by choosing
 * the generator's seed before the command that rolls them; the Custodians' own dice come from it too.
 */
import { describe, expect, it } from "vitest";
import type { ActionCardId } from "../../src/content/index.ts";
import { type Command, createGame, decisions, type GameEvent } from "../../src/engine/index.ts";
import {
  BOTH,
  type CustodiansLab,
  controller,
  custodianDice,
  custodiansLab,
  hit,
  invade,
  MECATOL,
  miss,
  script,
} from "../support/custodians.ts";
import { CTX, expectReplayMatches, passActionWindows, play, refuse } from "../support/engine.ts";
import { activateAndMove, given, onPlanet, owns, space, tiles, waitingOn } from "../support/tactical.ts";

describe("setup (SE Option 13)", () => {
  it("puts both Custodian tokens on Mecatol Rex, and none without the option", () => {
    const g = custodiansLab({});
    expect(g.state.custodians).toEqual(BOTH);
    expect(g.events.some((e) => e.type === "custodiansPosted")).toBe(true);
    expectReplayMatches(g);
    const plain = custodiansLab({}, ["hacan", "sol", "letnev"], []);
    expect(plain.state.custodians).toBeUndefined();
  });

  it("is available to a real game now", () => {
    const seats = [0, 1, 2].map((i) => ({ userId: `u${i}`, name: `P${i}` }));
    const created = createGame({ seed: "c", players: seats, settings: { options: ["custodians"] } }, CTX);
    expect(created.ok).toBe(true);
  });
});

describe("ships in the system", () => {
  it("share it with the Custodians without a fight; only a landing is fought", () => {
    const g = custodiansLab({ carrier: 1, groundForce: 2 });
    activateAndMove(g, g.me, "000", [{ from: g.near, units: { carrier: 1, groundForce: 2 } }]);
    play(g, { type: "landUnits", seat: g.me, landings: [] });
    expect(custodianDice(g)).toHaveLength(0);
    expect(g.state.custodians).toEqual(BOTH);
    expect(space(g, "000", g.me)).toEqual({ carrier: 1, groundForce: 2 });
    expectReplayMatches(g);
  });
});

describe("an invasion of Mecatol Rex", () => {
  const fleet = { warSun: 1, dreadnought: 1, groundForce: 2 };

  it("beats the Fighters in space, then the Ground Forces on the planet, and takes it", () => {
    const g = custodiansLab(fleet);
    // Round 1 in space: the War Sun's 3 dice all hit, the Dreadnought misses; one Custodian Fighter hits.
    invade(g, fleet, { groundForce: 2 }, [hit(3), hit(3), hit(3), miss(5), hit(9), miss(9), miss(9)]);
    // Not taken on landing: the Custodians fight first.
    expect(controller(g)).toBeNull();
    // The invader's hits fall on the Custodians once his own casualties step is over.
    expect(g.events.filter((e) => e.type === "custodiansLost")).toHaveLength(0);
    expect(waitingOn(g)).toEqual(["assignHits"]);
    // The Hacan choose their casualty; then both Hacan Ground Forces hit and the Custodians miss.
    script(g, [hit(8), hit(8), miss(8), miss(8)]);
    play(g, { type: "assignHits", seat: g.me, destroy: {}, damage: { dreadnought: 1 } });
    expect(g.state.custodians).toEqual([]);
    expect(controller(g)).toBe(g.me);
    expect(onPlanet(g, "000", MECATOL, g.me)).toEqual({ groundForce: 2 });
    const [space1, ground1] = [custodianDice(g)[0], custodianDice(g)[1]];
    expect(space1?.dice.map((d) => d.needed)).toEqual([9, 9, 9]);
    expect(ground1?.dice.map((d) => d.needed)).toEqual([8, 8]);
    expect(g.events.map((e) => e.type)).toContain("custodiansDefeated");
    expect(g.events.filter((e) => e.type === "custodiansLost")).toHaveLength(2);
    expectReplayMatches(g);
  });

  it("never asks for a bombardment: the Custodians' Ground Forces cannot be bombarded", () => {
    const g = custodiansLab(fleet);
    invade(g, fleet, { groundForce: 2 }, [hit(3), hit(3), hit(3), miss(5), miss(9), miss(9), miss(9)]);
    expect(waitingOn(g)).not.toContain("bombard");
    expect(g.events.some((e) => e.type === "combatRolled" && e.roll === "bombardment")).toBe(false);
  });

  it("loses the landing when the invader's ships are all lost, and the Fighters stand again", () => {
    const g = custodiansLab({ carrier: 1, groundForce: 2 });
    // The Carrier misses; one Custodian Fighter hits it: no ship is left.
    invade(g, { carrier: 1, groundForce: 2 }, { groundForce: 2 }, [miss(9), hit(9), miss(9), miss(9)]);
    expect(space(g, "000", g.me)).toEqual({});
    expect(onPlanet(g, "000", MECATOL, g.me)).toEqual({});
    expect(controller(g)).toBeNull();
    expect(g.state.custodians).toEqual(BOTH);
    expect(g.events.some((e) => e.type === "custodiansHeld" && e.token === "custodian-fighters")).toBe(true);
    expectReplayMatches(g);
  });

  it("leaves the Ground Forces at full strength when they hold, the Fighters beaten for good", () => {
    const g = custodiansLab({ warSun: 1, groundForce: 1 });
    // All three Custodian Fighters fall at once; then the lone Hacan Ground Force falls to a hit.
    invade(g, { warSun: 1, groundForce: 1 }, { groundForce: 1 }, [
      ...[hit(3), hit(3), hit(3), miss(9), miss(9), miss(9)],
      ...[miss(8), hit(8), hit(1)],
    ]);
    expect(controller(g)).toBeNull();
    expect(onPlanet(g, "000", MECATOL, g.me)).toEqual({});
    expect(g.state.custodians).toEqual(["custodian-ground-forces"]);
    expect(g.events.some((e) => e.type === "custodiansHeld" && e.token === "custodian-ground-forces")).toBe(
      true,
    );
    expectReplayMatches(g);
  });

  it("meets only the Ground Forces once the Fighters are beaten", () => {
    const g = custodiansLab({ carrier: 1, groundForce: 3 });
    given(g, { type: "custodiansDefeated", token: "custodian-fighters", seat: 1 });
    // No fight in space: three Hacan dice against the two Custodian Ground Forces.
    invade(g, { carrier: 1, groundForce: 3 }, { groundForce: 3 }, [
      hit(8),
      hit(8),
      miss(8),
      miss(8),
      miss(8),
    ]);
    expect(custodianDice(g).map((r) => r.against)).toEqual(["ground"]);
    expect(controller(g)).toBe(g.me);
    expect(space(g, "000", g.me)).toEqual({ carrier: 1 });
    expectReplayMatches(g);
  });

  it("is an ordinary neutral landing once both tokens are gone", () => {
    const g = custodiansLab({ carrier: 1, groundForce: 1 });
    for (const token of BOTH as ("custodian-fighters" | "custodian-ground-forces")[])
      given(g, { type: "custodiansDefeated", token, seat: 1 });
    invade(g, { carrier: 1, groundForce: 1 }, { groundForce: 1 }, []);
    expect(custodianDice(g)).toHaveLength(0);
    expect(controller(g)).toBe(g.me);
  });

  it("takes nothing off the Custodians' dice but what the target's race takes off every opponent (Xxcha)", () => {
    const g = custodiansLab({ carrier: 1, groundForce: 2 }, ["xxcha", "sol", "letnev"]);
    invade(g, { carrier: 1, groundForce: 2 }, { groundForce: 2 }, [miss(9), miss(10), miss(10), miss(10)]);
    // Round 1: Xxcha's opponents roll at -1, so the Custodians' Fighters need a 10.
    expect(custodianDice(g)[0]?.dice.map((d) => d.needed)).toEqual([10, 10, 10]);
  });

  it("refuses a retreat: the invader's Ground Forces are down and the Custodians are no fleet to flee", () => {
    const g = custodiansLab(fleet);
    invade(g, fleet, { groundForce: 2 }, [hit(3), hit(3), hit(3), miss(5), hit(9), miss(9), miss(9)]);
    refuse(g, { type: "announceRetreat", seat: g.me, to: g.near }, "ERR_NOT_NOW");
  });
});

describe("cards that claim a planet", () => {
  /** The Hacan hold a planet next to Mecatol Rex and play Voluntary Annexation on it. */
  function annexation(): CustodiansLab {
    const g = custodiansLab({});
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.me, "abyz");
    const card: ActionCardId = "voluntary-annexation";
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: [card] });
    return g;
  }
  const annex = (g: CustodiansLab): Command => ({
    type: "playActionCard",
    seat: g.me,
    card: "voluntary-annexation",
    planets: [MECATOL],
  });

  it("refuse Voluntary Annexation of Mecatol Rex while the Custodians stand", () => {
    const g = annexation();
    const message = refuse(g, annex(g), "ERR_CARD_CONDITION");
    expect(message).toContain("Guards stand on that planet");
  });

  it("allow it once both Custodian tokens are beaten", () => {
    const g = annexation();
    for (const token of BOTH as ("custodian-fighters" | "custodian-ground-forces")[])
      given(g, { type: "custodiansDefeated", token, seat: 1 });
    play(g, annex(g));
    passActionWindows(g);
    expect(controller(g)).toBe(g.me);
    expect(onPlanet(g, "000", MECATOL, g.me)).toEqual({ groundForce: 3 });
    expectReplayMatches(g);
  });
});

describe("the invader's race abilities in the Custodians' fight, as in any Invasion Combat", () => {
  const fleet = { warSun: 1, dreadnought: 1, groundForce: 2 };
  type Rolled = Extract<GameEvent, { type: "combatRolled" }>;
  const ownDice = (g: CustodiansLab, roll: Rolled["roll"]) =>
    g.events.filter((e): e is Rolled => e.type === "combatRolled" && e.seat === g.me && e.roll === roll);

  it("Sardakk N'orr roll at +1, in space and on the planet", () => {
    const g = custodiansLab(fleet, ["norr", "sol", "letnev"]);
    // No hit taken in space: nothing to assign, so the locals' round is rolled in the same command.
    const space = [hit(2), hit(2), hit(2), miss(4), miss(9), miss(9), miss(9)];
    invade(g, fleet, { groundForce: 2 }, [...space, hit(7), hit(7), miss(8), miss(8)]);
    expect(ownDice(g, "spaceBattle")[0]?.dice.map((d) => d.needed)).toEqual([2, 2, 2, 4]);
    expect(ownDice(g, "invasion")[0]?.dice.map((d) => d.needed)).toEqual([7, 7]);
    expect(controller(g)).toBe(g.me);
    expectReplayMatches(g);
  });

  it("Jol-Nar may roll a missed die again for a Strategy Allocation counter; its hit falls on the Custodians", () => {
    const g = custodiansLab(fleet, ["jolnar", "sol", "letnev"]);
    const counters = () => g.state.players[g.me]?.counters.strategy as number;
    const before = counters();
    // Jol-Nar roll at -1: the War Sun needs 4. Two hits, one miss; the Custodians' Fighters all miss.
    invade(g, fleet, { groundForce: 2 }, [hit(4), hit(4), miss(4), miss(6), miss(9), miss(9), miss(9)]);
    expect(decisions(g.state)).toEqual([expect.objectContaining({ kind: "useCombatAbility", seat: g.me })]);
    refuse(
      g,
      { type: "useCombatAbility", seat: g.me, ability: "jolnarReroll", use: true, die: 0 },
      "ERR_REROLL_DIE",
    );
    script(g, [hit(4)]);
    play(g, { type: "useCombatAbility", seat: g.me, ability: "jolnarReroll", use: true, die: 2 });
    expect(counters()).toBe(before - 1);
    // The Dreadnought's miss may be rolled again too; kept. Then the locals: both Ground Forces hit at 9.
    script(g, [hit(9), hit(9), miss(8), miss(8)]);
    play(g, { type: "useCombatAbility", seat: g.me, ability: "jolnarReroll", use: false });
    const lost = g.events.filter((e) => e.type === "custodiansLost");
    expect(lost[0]).toMatchObject({ token: "custodian-fighters", count: 3 });
    expect(g.state.custodians).toEqual([]);
    expect(controller(g)).toBe(g.me);
    expectReplayMatches(g);
  });

  it("the Letnev are offered War Funding before each round: +1 in space, +2 on the planet", () => {
    const g = custodiansLab(fleet, ["letnev", "sol", "hacan"]);
    given(g, { type: "tradeGoodsGained", seat: g.me, amount: 4, reason: "scenario" });
    activateAndMove(g, g.me, "000", [{ from: g.near, units: fleet }]);
    play(g, { type: "landUnits", seat: g.me, landings: [{ planet: MECATOL, units: { groundForce: 2 } }] });
    expect(waitingOn(g)).toEqual(["useCombatAbility"]);
    refuse(
      g,
      { type: "useCombatAbility", seat: g.me, ability: "jolnarReroll", use: true },
      "ERR_NOT_OFFERED",
    );
    script(g, [hit(2), hit(2), hit(2), miss(4), miss(9), miss(9), miss(9)]);
    play(g, { type: "useCombatAbility", seat: g.me, ability: "letnevWarFunding", use: true });
    expect(g.state.players[g.me]?.tradeGoods).toBe(2);
    expect(ownDice(g, "spaceBattle")[0]?.dice.map((d) => d.needed)).toEqual([2, 2, 2, 4]);
    // Asked again before the locals' round; paid again, the Ground Forces need 6.
    expect(waitingOn(g)).toEqual(["useCombatAbility"]);
    script(g, [hit(6), hit(6), miss(8), miss(8)]);
    play(g, { type: "useCombatAbility", seat: g.me, ability: "letnevWarFunding", use: true });
    expect(ownDice(g, "invasion")[0]?.dice.map((d) => d.needed)).toEqual([6, 6]);
    expect(g.state.players[g.me]?.tradeGoods).toBe(0);
    expect(controller(g)).toBe(g.me);
    expectReplayMatches(g);
  });
});
