/**
 * SE Option 13, the Custodians of Mecatol Rex (options/custodiansFight.ts): the invader's fight against
 * them as his own battles are fought. The Action Card windows open for him (Morale Boost, Recheck of his
 * own dice), a card that would strike the Custodians is refused (Chemical Warfare), and his technologies
 * act: Graviton Negator's Fighters join the Hostile Locals' rounds, Berserker Genome rolls after round 1.
 */
import { describe, expect, it } from "vitest";
import { decisions, type GameEvent } from "../../src/engine/index.ts";
import {
  controller,
  custodianDice,
  custodiansLab,
  hit,
  invade,
  MECATOL,
  miss,
  script,
} from "../support/custodians.ts";
import { expectReplayMatches, given, passActionWindows, play, refuse } from "../support/engine.ts";
import { learn, onPlanet, space, waitingOn } from "../support/tactical.ts";

type Rolled = Extract<GameEvent, { type: "combatRolled" }>;
const ownDice = (g: ReturnType<typeof custodiansLab>, roll: Rolled["roll"]) =>
  g.events.filter((e): e is Rolled => e.type === "combatRolled" && e.seat === g.me && e.roll === roll);

/** The Custodians' Fighters beaten already: the landing meets only their Ground Forces. */
function localsOnly(g: ReturnType<typeof custodiansLab>): void {
  given(g, { type: "custodiansDefeated", token: "custodian-fighters", seat: g.me });
}

const lost = (g: ReturnType<typeof custodiansLab>) =>
  g.events.filter((e) => e.type === "custodiansLost").reduce((n, e) => n + e.count, 0);

describe("Action Card windows in the Custodians' fight", () => {
  it("Morale Boost just before the Hostile Locals: the invader's Ground Forces roll +1 for the round", () => {
    const g = custodiansLab({ carrier: 1, groundForce: 2 });
    localsOnly(g);
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["morale-boost"] });
    // Another player holding the card is not asked: he does not fight the Custodians.
    given(g, { type: "actionCardsDrawn", seat: g.seat.sol as number, cards: ["morale-boost"] });
    invade(g, { carrier: 1, groundForce: 2 }, { groundForce: 2 }, []);
    const window = g.state.stack.at(-1);
    expect(window).toMatchObject({ kind: "actionWindow", timing: "beforeInvasionCombat", awaiting: [g.me] });
    expect(custodianDice(g)).toHaveLength(0);
    // The round is rolled as soon as no card is left to play: the dice are scripted before the card.
    script(g, [hit(7), hit(7), miss(8), miss(8)]);
    play(g, { type: "playActionCard", seat: g.me, card: "morale-boost" });
    passActionWindows(g);
    expect(ownDice(g, "invasion")[0]?.dice.map((d) => d.needed)).toEqual([7, 7]);
    expect(controller(g)).toBe(g.me);
    // The card lasted the fight only.
    expect((g.state.cardEffects ?? []).some((e) => e.effect === "moraleBoost")).toBe(false);
    expectReplayMatches(g);
  });

  it("Morale Boost in the Fighter Ambush is a Space Battle's and ends with it: the locals roll plain", () => {
    const fleet = { warSun: 1, dreadnought: 1, groundForce: 2 };
    const g = custodiansLab(fleet);
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["morale-boost"] });
    invade(g, fleet, { groundForce: 2 }, []);
    expect(g.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "beforeSpaceBattle" });
    // Space: every die hits, the Custodians' Fighters miss; then the locals: both Hacan dice hit at 8.
    script(g, [hit(2), hit(2), hit(2), hit(4), miss(9), miss(9), miss(9), hit(8), hit(8), miss(8), miss(8)]);
    play(g, { type: "playActionCard", seat: g.me, card: "morale-boost" });
    passActionWindows(g);
    expect(ownDice(g, "spaceBattle")[0]?.dice.map((d) => d.needed)).toEqual([2, 2, 2, 4]);
    expect(ownDice(g, "invasion")[0]?.dice.map((d) => d.needed)).toEqual([8, 8]);
    expect(g.state.custodians).toEqual([]);
    expect(controller(g)).toBe(g.me);
    expectReplayMatches(g);
  });

  it("refuses Chemical Warfare: the Custodians are no player's Ground Forces", () => {
    const g = custodiansLab({ dreadnought: 1, carrier: 1, groundForce: 2 });
    localsOnly(g);
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["morale-boost", "chemical-warfare"] });
    invade(g, { dreadnought: 1, carrier: 1, groundForce: 2 }, { groundForce: 2 }, []);
    expect(waitingOn(g)).toContain("playActionCard");
    const message = refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "chemical-warfare" },
      "ERR_CARD_CONDITION",
    );
    expect(message).toContain("Custodians");
    expect(g.state.custodians).toEqual(["custodian-ground-forces"]);
  });

  it("Recheck rolls one of the invader's dice again, and the hit it gains falls on the Custodians", () => {
    const g = custodiansLab({ carrier: 1, groundForce: 2 });
    localsOnly(g);
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["recheck"] });
    // His first die misses, his second hits; both Custodian dice miss. The window opens after the dice.
    invade(g, { carrier: 1, groundForce: 2 }, { groundForce: 2 }, [miss(8), hit(8), miss(8), miss(8)]);
    expect(g.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "afterCombatRoll" });
    // Only his two dice may be named: the Custodians' are a token's, no player's combat roll.
    refuse(g, { type: "playActionCard", seat: g.me, card: "recheck", amount: 3 }, "ERR_CARD_CONDITION");
    script(g, [hit(8)]);
    play(g, { type: "playActionCard", seat: g.me, card: "recheck", amount: 1 });
    passActionWindows(g);
    expect(lost(g)).toBe(2);
    expect(custodianDice(g)).toHaveLength(1);
    expect(controller(g)).toBe(g.me);
    expectReplayMatches(g);
  });

  it("Recheck that turns a hit into a miss takes it off the Custodians' losses", () => {
    const g = custodiansLab({ carrier: 1, groundForce: 2 });
    localsOnly(g);
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["recheck"] });
    invade(g, { carrier: 1, groundForce: 2 }, { groundForce: 2 }, [hit(8), hit(8), miss(8), miss(8)]);
    // The die rolled again misses; round 2 follows (one hit only in round 1): both of his dice hit, the
    // one Custodian left misses.
    script(g, [miss(8), hit(8), hit(8), miss(8)]);
    play(g, { type: "playActionCard", seat: g.me, card: "recheck", amount: 2 });
    passActionWindows(g);
    const first = g.events.find((e) => e.type === "custodiansLost");
    expect(first).toMatchObject({ count: 1 });
    expect(custodianDice(g)).toHaveLength(2);
    expect(controller(g)).toBe(g.me);
    expectReplayMatches(g);
  });
});

describe("the invader's technologies in the Custodians' fight", () => {
  it("Graviton Negator sends Fighters into the Hostile Locals; they roll and may take the hits", () => {
    const fleet = { carrier: 1, fighter: 2, groundForce: 1 };
    const g = custodiansLab(fleet);
    localsOnly(g);
    learn(g, g.me, "graviton-negator");
    invade(g, fleet, { groundForce: 1 }, []);
    expect(decisions(g.state)).toEqual([
      expect.objectContaining({ kind: "useCombatAbility", choices: ["gravitonNegatorFighters"] }),
    ]);
    const send = (count: number) =>
      ({
        type: "useCombatAbility",
        seat: g.me,
        ability: "gravitonNegatorFighters",
        use: true,
        count,
      }) as const;
    refuse(g, send(3), "ERR_FIGHTERS");
    // His Ground Force misses, both Fighters hit at 9; one Custodian die hits.
    script(g, [miss(8), hit(9), hit(9), hit(8), miss(8)]);
    play(g, send(2));
    expect(ownDice(g, "invasion")[0]?.dice.map((d) => [d.unit, d.needed])).toEqual([
      ["groundForce", 8],
      ["fighter", 9],
      ["fighter", 9],
    ]);
    expect(waitingOn(g)).toEqual(["assignHits"]);
    play(g, { type: "assignHits", seat: g.me, destroy: { fighter: 1 } });
    expect(space(g, "000", g.me)).toEqual({ carrier: 1, fighter: 1 });
    expect(onPlanet(g, "000", MECATOL, g.me)).toEqual({ groundForce: 1 });
    expect(g.state.custodians).toEqual([]);
    expect(controller(g)).toBe(g.me);
    expectReplayMatches(g);
  });

  it("is not offered without the technology: the Fighters stay out", () => {
    const fleet = { carrier: 1, fighter: 2, groundForce: 2 };
    const g = custodiansLab(fleet);
    localsOnly(g);
    invade(g, fleet, { groundForce: 2 }, [hit(8), hit(8), miss(8), miss(8)]);
    expect(ownDice(g, "invasion")[0]?.dice.map((d) => d.unit)).toEqual(["groundForce", "groundForce"]);
    expect(
      g.events.some(
        (e) =>
          e.type === "frameReplaced" && e.frame.kind === "custodians" && (e.frame.offers ?? []).length > 0,
      ),
    ).toBe(false);
    expect(space(g, "000", g.me)).toEqual({ carrier: 1, fighter: 2 });
    expect(controller(g)).toBe(g.me);
  });

  it("Berserker Genome: a 10 after round 1 costs the Custodians 2 more", () => {
    const fleet = { carrier: 1, groundForce: 3 };
    const g = custodiansLab(fleet, ["norr", "sol", "letnev"]);
    localsOnly(g);
    learn(g, g.me, "berserker-genome");
    // N'orr at +1 all miss; one Custodian die hits (his one casualty, forced); the Berserker die shows 10.
    invade(g, fleet, { groundForce: 3 }, [miss(7), miss(7), miss(7), hit(8), miss(8), hit(10)]);
    const berserk = ownDice(g, "berserkerGenome");
    expect(berserk).toHaveLength(1);
    expect(berserk[0]?.dice).toHaveLength(1);
    expect(lost(g)).toBe(2);
    expect(g.state.custodians).toEqual([]);
    expect(onPlanet(g, "000", MECATOL, g.me)).toEqual({ groundForce: 2 });
    expect(controller(g)).toBe(g.me);
    expectReplayMatches(g);
  });

  it("Berserker Genome rolls nothing when the invader took no casualty", () => {
    const fleet = { carrier: 1, groundForce: 3 };
    const g = custodiansLab(fleet, ["norr", "sol", "letnev"]);
    localsOnly(g);
    learn(g, g.me, "berserker-genome");
    invade(g, fleet, { groundForce: 3 }, [hit(7), miss(7), miss(7), miss(8), miss(8)]);
    expect(ownDice(g, "berserkerGenome")).toHaveLength(0);
    expect(custodianDice(g).length).toBeGreaterThan(1);
  });
});
