/**
 * Technologies and race abilities that act on the board (issue #6): those used "as an action" (RR §7.4:
 * Transit Diodes, Production Centers, Bioptic Recyclers, the Sol Orbital Drop, the Muaat Star Forge), War
 * Sun Construction at the Space Dock, and Shuttle Logistics at the start of the Status Phase.
 */
import { describe, expect, it } from "vitest";
import type { ActionCardId, PlanetId, RaceId } from "../../src/content/index.ts";
import { type Command, decisions } from "../../src/engine/index.ts";
import { expectReplayMatches, passActionWindows, play, refuse } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  type Lab,
  lab,
  learn,
  onPlanet,
  owns,
  place,
  remove,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

type Use = Extract<Command, { type: "useActionAbility" }>;

/** The first race acts first; the board is cleared around the Home Systems. */
function game(races: RaceId[]): Lab & { me: number; h: string } {
  const g = lab(races);
  clearGalaxy(g);
  const me = g.seat[races[0] as RaceId] as number;
  return Object.assign(g, { me, h: homeOf(g, me) });
}

const use = (seat: number, ability: Use["ability"], extra: Partial<Use> = {}): Use => ({
  type: "useActionAbility",
  seat,
  ability,
  ...extra,
});

const strategy = (g: Lab, seat: number) => g.state.players[seat]?.counters.strategy;
const tradeGoods = (g: Lab, seat: number) => g.state.players[seat]?.tradeGoods;
/** The seat whose turn it is in the Action Phase. */
function turnOf(g: Lab): number | undefined {
  const frame = g.state.stack.find((f) => f.kind === "actionPhase");
  return frame?.kind === "actionPhase" ? frame.order[frame.current] : undefined;
}

describe("Transit Diodes: as an action, up to 4 Ground Forces from one of your planets to another", () => {
  it("moves 3 Ground Forces from Jord to Mecatol Rex for a Strategy Allocation counter; the turn ends", () => {
    const g = game(["sol", "hacan", "letnev"]);
    learn(g, g.me, "transit-diodes");
    owns(g, g.me, "mecatol-rex");
    const before = strategy(g, g.me) as number;
    play(g, use(g.me, "transitDiodes", { from: "jord", to: "mecatol-rex", count: 3 }));
    expect(onPlanet(g, g.h, "jord", g.me)).toEqual({ groundForce: 2, spaceDock: 1 });
    expect(onPlanet(g, "000", "mecatol-rex", g.me)).toEqual({ groundForce: 3 });
    expect(strategy(g, g.me)).toBe(before - 1);
    expect(turnOf(g)).not.toBe(g.me);
    expectReplayMatches(g);
  });

  it("refuses more than 4, more than the planet holds, or a planet the player does not control", () => {
    const g = game(["sol", "hacan", "letnev"]);
    learn(g, g.me, "transit-diodes");
    owns(g, g.me, "mecatol-rex");
    refuse(g, use(g.me, "transitDiodes", { from: "jord", to: "mecatol-rex", count: 5 }), "ERR_COUNT");
    remove(g, g.me, g.h, { groundForce: 3 }, "jord");
    refuse(
      g,
      use(g.me, "transitDiodes", { from: "jord", to: "mecatol-rex", count: 3 }),
      "ERR_NOT_ENOUGH_UNITS",
    );
    const hacan = g.seat.hacan as number;
    const theirs = Object.keys(g.state.players[hacan]?.planets ?? {})[0] as "jord";
    refuse(g, use(g.me, "transitDiodes", { from: "jord", to: theirs, count: 1 }), "ERR_NOT_YOUR_PLANET");
    refuse(g, use(g.me, "transitDiodes", { from: "jord", to: "jord", count: 1 }), "ERR_SAME_PLANET");
    expectReplayMatches(g);
  });

  it("is refused without the technology, and not offered without a Strategy Allocation counter", () => {
    const g = game(["sol", "hacan", "letnev"]);
    owns(g, g.me, "mecatol-rex");
    refuse(g, use(g.me, "transitDiodes", { from: "jord", to: "mecatol-rex", count: 1 }), "ERR_NO_ABILITY");
    learn(g, g.me, "transit-diodes");
    expect(waitingOn(g)).toContain("useActionAbility");
    given(g, {
      type: "commandCountersSpent",
      seat: g.me,
      counters: { strategy: strategy(g, g.me) as number },
      reason: "scenario",
    });
    expect(waitingOn(g)).not.toContain("useActionAbility");
    refuse(g, use(g.me, "transitDiodes", { from: "jord", to: "mecatol-rex", count: 1 }), "ERR_NOT_NOW");
    expectReplayMatches(g);
  });
});

describe("Production Centers (Hacan): 6 Trade Goods, 2 of them given away, once per round", () => {
  it("gains 6 Trade Goods and gives 2 to the Sol player", () => {
    const g = game(["hacan", "sol", "letnev"]);
    const sol = g.seat.sol as number;
    learn(g, g.me, "production-centers");
    const mine = tradeGoods(g, g.me) as number;
    const theirs = tradeGoods(g, sol) as number;
    refuse(g, use(g.me, "productionCenters", { target: g.me }), "ERR_TARGET");
    refuse(g, use(g.me, "productionCenters"), "ERR_TARGET");
    play(g, use(g.me, "productionCenters", { target: sol }));
    expect(tradeGoods(g, g.me)).toBe(mine + 4);
    expect(tradeGoods(g, sol)).toBe(theirs + 2);
    expect(g.state.players[g.me]?.abilitiesUsed?.productionCenters).toBe(g.state.round);
    expectReplayMatches(g);
  });

  it("is not offered with 6 Trade Goods or more, nor twice in a round", () => {
    const g = game(["hacan", "sol", "letnev"]);
    const sol = g.seat.sol as number;
    learn(g, g.me, "production-centers");
    given(g, { type: "tradeGoodsGained", seat: g.me, amount: 6, reason: "scenario" });
    refuse(g, use(g.me, "productionCenters", { target: sol }), "ERR_NOT_NOW");
    given(g, {
      type: "tradeGoodsSpent",
      seat: g.me,
      amount: tradeGoods(g, g.me) as number,
      reason: "scenario",
    });
    given(g, { type: "abilityUsed", seat: g.me, ability: "productionCenters", round: g.state.round });
    refuse(g, use(g.me, "productionCenters", { target: sol }), "ERR_NOT_NOW");
    expectReplayMatches(g);
  });
});

describe("Bioptic Recyclers (Winnu): discard an Action Card for 2 Trade Goods or a command counter", () => {
  function winnuWithCard(): Lab & { me: number; h: string; card: ActionCardId } {
    const g = game(["winnu", "sol", "letnev"]);
    learn(g, g.me, "bioptic-recyclers");
    const card = g.state.decks.action.draw[0] as ActionCardId;
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: [card] });
    return Object.assign(g, { card });
  }

  it("discards the card and places a counter in Strategy Allocation", () => {
    const g = winnuWithCard();
    const before = strategy(g, g.me) as number;
    play(g, use(g.me, "biopticRecyclers", { card: g.card, choice: "strategy" }));
    expect(strategy(g, g.me)).toBe(before + 1);
    expect(g.state.players[g.me]?.secret.actionCards).not.toContain(g.card);
    expect(g.state.decks.action.discard).toContain(g.card);
    expectReplayMatches(g);
  });

  it("or gains 2 Trade Goods; a card not in hand or no choice is refused", () => {
    const g = winnuWithCard();
    const other = g.state.decks.action.draw[0] as ActionCardId;
    refuse(g, use(g.me, "biopticRecyclers", { card: other, choice: "trade-goods" }), "ERR_CARD_NOT_IN_HAND");
    refuse(g, use(g.me, "biopticRecyclers", { card: g.card }), "ERR_CHOICE");
    const before = tradeGoods(g, g.me) as number;
    play(g, use(g.me, "biopticRecyclers", { card: g.card, choice: "trade-goods" }));
    expect(tradeGoods(g, g.me)).toBe(before + 2);
    expectReplayMatches(g);
  });
});

describe("Sol Orbital Drop and Muaat Star Forge: free units for a Strategy Allocation counter", () => {
  it("Sol places 2 Ground Forces on a planet it controls, never on one it does not", () => {
    const g = game(["sol", "hacan", "letnev"]);
    refuse(g, use(g.me, "solOrbitalDrop", { planet: "mecatol-rex" }), "ERR_NOT_YOUR_PLANET");
    const before = strategy(g, g.me) as number;
    play(g, use(g.me, "solOrbitalDrop", { planet: "jord" }));
    expect(onPlanet(g, g.h, "jord", g.me)).toEqual({ groundForce: 7, spaceDock: 1 });
    expect(strategy(g, g.me)).toBe(before - 1);
    expectReplayMatches(g);
  });

  it("Sol places 1 Ground Force under Regulated Conscription (For: one Ground Force a payment)", () => {
    const g = game(["sol", "hacan", "letnev"]);
    given(g, {
      type: "agendaResolved",
      card: "regulated-conscription",
      outcome: "for",
      passed: true,
      tally: {},
    });
    play(g, use(g.me, "solOrbitalDrop", { planet: "jord" }));
    expect(onPlanet(g, g.h, "jord", g.me)).toEqual({ groundForce: 6, spaceDock: 1 });
    expectReplayMatches(g);
  });

  it("Muaat places 2 Fighters beside its War Sun; a system without War Sun or dock is refused", () => {
    const g = game(["muaat", "sol", "letnev"]);
    refuse(g, use(g.me, "muaatStarForge", { system: "000", choice: "fighters" }), "ERR_SYSTEM");
    refuse(g, use(g.me, "muaatStarForge", { system: g.h }), "ERR_CHOICE");
    const fighters = space(g, g.h, g.me).fighter ?? 0;
    play(g, use(g.me, "muaatStarForge", { system: g.h, choice: "fighters" }));
    expect(space(g, g.h, g.me).fighter).toBe(fighters + 2);
    expectReplayMatches(g);
  });
});

describe("War Sun Construction: War Suns are built only with the War Sun technology (RR §2)", () => {
  it("refuses a War Sun at Jord, then builds one once the technology is owned", () => {
    const g = game(["sol", "hacan", "letnev"]);
    remove(g, g.me, g.h, { destroyer: 1 });
    given(g, { type: "tradeGoodsGained", seat: g.me, amount: 8, reason: "scenario" });
    const produce: Command = {
      type: "produceUnits",
      seat: g.me,
      orders: [{ dock: "jord", units: { warSun: 1 } }],
      planets: ["jord"],
      tradeGoods: 8,
    };
    activateAndMove(g, g.me, g.h, []);
    expect(waitingOn(g)).toEqual(["produceUnits"]);
    refuse(g, produce, "ERR_CANNOT_PRODUCE");
    learn(g, g.me, "war-sun");
    play(g, produce);
    expect(space(g, g.h, g.me).warSun).toBe(1);
    expectReplayMatches(g);
  });
});

/** Ends the Action Phase: every card counts as played, everyone passes. */
function toStatusPhase(g: Lab): void {
  for (const p of g.state.players) {
    for (const held of p.strategyCards.filter((c) => !c.played))
      given(g, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
  }
  const active = decisions(g.state).find((d) => d.kind === "pass")?.seat as number;
  for (const p of g.state.players) if (p.seat !== active) given(g, { type: "playerPassed", seat: p.seat });
  play(g, { type: "pass", seat: active });
  expect(g.state.phase).toBe("status");
}

describe("Shuttle Logistics (Yssaril): Ground Forces shuttle at the start of the Status Phase", () => {
  /** Yssaril own Abyz, next to their Home System; the round is brought to its Status Phase. */
  function shuttleGame() {
    const g = game(["yssaril", "sol", "letnev"]);
    learn(g, g.me, "shuttle-logistics");
    const next = inward(g.h);
    tiles(g, { [next]: "abyz-fria" });
    owns(g, g.me, "abyz");
    const home = Object.keys(g.state.board[g.h]?.planets ?? {}) as PlanetId[];
    const from = home.find((p) => (onPlanet(g, g.h, p, g.me).groundForce ?? 0) >= 2) as PlanetId;
    return Object.assign(g, { next, from });
  }

  const answer = (
    seat: number,
    extra: Omit<Extract<Command, { type: "answerCardChoice" }>, "type" | "seat">,
  ) => ({ type: "answerCardChoice", seat, ...extra }) as Command;

  it("moves Ground Forces from the Home System to Abyz next door, then stops when the Yssaril are done", () => {
    const g = shuttleGame();
    toStatusPhase(g);
    expect(decisions(g.state)).toEqual([expect.objectContaining({ kind: "answerCardChoice", seat: g.me })]);
    const before = onPlanet(g, g.h, g.from, g.me).groundForce as number;
    refuse(g, answer(g.me, { planets: [g.from, "fria"], amount: 1 }), "ERR_DESTINATION");
    refuse(g, answer(g.me, { planets: [g.from, "abyz"], amount: before + 1 }), "ERR_COUNT");
    play(g, answer(g.me, { planets: [g.from, "abyz"], amount: 2 }));
    expect(onPlanet(g, g.next, "abyz", g.me)).toEqual({ groundForce: 2 });
    expect(onPlanet(g, g.h, g.from, g.me).groundForce ?? 0).toBe(before - 2);
    // Asked again for the same system; Abyz's new arrivals are in another system and stay put.
    refuse(g, answer(g.me, { planets: ["abyz", g.from], amount: 1 }), "ERR_SYSTEM");
    play(g, answer(g.me, { choice: "done" }));
    expect(g.state.stack.some((f) => f.kind === "cardChoice")).toBe(false);
    expectReplayMatches(g);
  });

  it("never sends Ground Forces into a system holding enemy ships", () => {
    const g = shuttleGame();
    place(g, g.seat.sol as number, g.next, { carrier: 1 });
    toStatusPhase(g);
    // Still asked (the Home System's two planets may trade Ground Forces), but Abyz is out of reach.
    expect(g.state.stack.at(-1)?.kind).toBe("cardChoice");
    refuse(g, answer(g.me, { planets: [g.from, "abyz"], amount: 1 }), "ERR_DESTINATION");
    play(g, answer(g.me, { choice: "done" }));
    expect(onPlanet(g, g.next, "abyz", g.me)).toEqual({});
    expectReplayMatches(g);
  });

  it("asks nobody without the technology", () => {
    const g = game(["yssaril", "sol", "letnev"]);
    toStatusPhase(g);
    expect(g.state.stack.some((f) => f.kind === "cardChoice")).toBe(false);
    expectReplayMatches(g);
  });
});

describe("Winnu race sheet: the Technology secondary costs them no command counter", () => {
  it("the Winnu follow for free while the Sol pay a Strategy Allocation counter", () => {
    const g = lab(["letnev", "winnu", "sol"], { picks: { letnev: ["technology"] } });
    const [letnev, winnu, sol] = [g.seat.letnev, g.seat.winnu, g.seat.sol] as number[];
    given(
      g,
      { type: "tradeGoodsGained", seat: winnu as number, amount: 8, reason: "scenario" },
      { type: "tradeGoodsGained", seat: sol as number, amount: 8, reason: "scenario" },
    );
    const counters = (seat: number) => g.state.players[seat]?.counters.strategy as number;
    const [winnuBefore, solBefore] = [counters(winnu as number), counters(sol as number)];
    play(g, { type: "strategicAction", seat: letnev as number, card: "technology" });
    passActionWindows(g);
    play(g, {
      type: "resolvePrimary",
      seat: letnev as number,
      card: "technology",
      choice: { technology: "deep-space-cannon" },
    });
    const follow = (seat: number, technology: string) =>
      ({
        type: "answerSecondary",
        seat,
        card: "technology",
        follow: true,
        choice: { technology, tradeGoods: 8 },
      }) as Command;
    play(g, follow(winnu as number, "sarween-tools"));
    play(g, follow(sol as number, "hylar-v-assault-laser"));
    expect(g.state.players[winnu as number]?.technologies).toContain("sarween-tools");
    expect(counters(winnu as number)).toBe(winnuBefore);
    expect(counters(sol as number)).toBe(solBefore - 1);
    expectReplayMatches(g);
  });
});

describe("Hyper Metabolism: before drawing in the Status Phase, discard 1 Action Card to draw 1 more", () => {
  it("Sol swaps a card for a new one, then draws as usual", () => {
    const g = game(["sol", "hacan", "letnev"]);
    learn(g, g.me, "hyper-metabolism");
    const card = g.state.decks.action.draw[0] as ActionCardId;
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: [card] });
    toStatusPhase(g);
    const top = g.state.stack.at(-1);
    expect(top?.kind === "cardChoice" && top.effect).toBe("hyperMetabolism");
    const other = g.state.decks.action.draw[0] as ActionCardId;
    refuse(g, { type: "answerCardChoice", seat: g.me, choice: other }, "ERR_CARD_NOT_IN_HAND");
    play(g, { type: "answerCardChoice", seat: g.me, choice: card });
    const hand = g.state.players[g.me]?.secret.actionCards ?? [];
    expect(hand).not.toContain(card);
    expect(hand).toHaveLength(1);
    expect(g.state.decks.action.discard).toContain(card);
    expectReplayMatches(g);
  });

  it("asks nobody whose hand is empty, and a player may keep his cards", () => {
    const g = game(["sol", "hacan", "letnev"]);
    learn(g, g.me, "hyper-metabolism");
    const empty = structuredClone(g);
    toStatusPhase(empty);
    expect(empty.state.stack.some((f) => f.kind === "cardChoice")).toBe(false);
    const card = g.state.decks.action.draw[0] as ActionCardId;
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: [card] });
    toStatusPhase(g);
    play(g, { type: "answerCardChoice", seat: g.me, choice: "none" });
    expect(g.state.players[g.me]?.secret.actionCards).toEqual([card]);
    expectReplayMatches(g);
  });
});
