/**
 * TI4 action cards played in combat (LRR 2, 18, 78, 87): the quiet windows at the start of a combat round,
 * before hits are assigned and right after a space combat is won, each asking only the side that holds a
 * card it could play; each card carried out, refused where it does not apply, and replayed from its log.
 * Courageous to the End: right after a ship is lost, its dice and the opponent's chosen losses (LRR 31).
 * Seat 0 (Hacan's generic ships) attacks seat 1 (Nekro) in system 310 (baseClash.ts).
 */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { rollD10, seedRng } from "../../../src/engine/rng.ts";
import { ti4PlayableCards } from "../../../src/engine/ti4/actionCards/play.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { play } from "../../support/ti4.ts";
import { cardClash, playUntil, refusal, rolls } from "./factions/baseClash.ts";

const windowOf = (timing: string) => (s: Ti4State) => {
  const top = s.stack.at(-1);
  return top?.kind === "ti4CardWindow" && top.timing === timing;
};

/** The space combat under way, if any. */
function combatOf(s: Ti4State) {
  const frame = s.stack.findLast((f) => f.kind === "ti4SpaceCombat");
  return frame?.kind === "ti4SpaceCombat" ? frame : undefined;
}

function replays(start: Ti4State, events: Ti4Event[], end: Ti4State) {
  expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events])).toEqual(end);
}

const activate: Ti4Command = { type: "tacticalAction", seat: 0, system: "310" };

describe("TI4 combat round cards (LRR 78.3, 42, 18)", () => {
  it("asks only the side holding a playable card at the start of the round; Morale Boost adds 1 to its combat rolls", () => {
    const start = cardClash({ dreadnought: 2 }, { dreadnought: 2 }, { 0: ["mb"], 1: ["mb"] });
    const open = playUntil(start, windowOf("combatRoundStart"), activate);
    expect(open.state.stack.at(-1)).toMatchObject({ awaiting: [0, 1], about: 0 });
    expect(ti4PlayableCards(open.state, 0)).toEqual([{ card: "mb", plays: [{}] }]);
    const played = play(open.state, { type: "playActionCard", seat: 0, card: "mb" });
    const all = [...open.events, ...played.events];
    expect(all.filter((e) => e.type === "ti4ActionCardPlayed")).toHaveLength(1);
    const fought = playUntil(played.state, (s) => !s.stack.some((f) => f.kind === "ti4SpaceCombat"));
    const first = rolls(fought.events).filter((e) => e.roll === "combat");
    // The round's first roll is seat 0's, at +1; seat 1 passed and rolls unmodified.
    expect(first[0]).toMatchObject({ seat: 0 });
    expect(first[0]?.groups[0]?.modifier).toBe(1);
    expect(first[1]?.groups[0]?.modifier).toBeUndefined();
    // Later rounds: the card's effect is over.
    const later = first.slice(2).filter((e) => e.seat === 0);
    for (const roll of later) expect(roll.groups[0]?.modifier).toBeUndefined();
    replays(start, [...all, ...fought.events], fought.state);
  });

  it("refuses Fighter Prototype without fighters or after the first round, and Morale Boost outside combat", () => {
    const start = cardClash({ dreadnought: 2 }, { dreadnought: 2 }, { 0: ["f_prototype", "mb"] });
    const open = playUntil(start, windowOf("combatRoundStart"), activate);
    // No fighter: the window is open for Morale Boost only; Fighter Prototype is refused by its rule.
    expect(ti4PlayableCards(open.state, 0).map((c) => c.card)).toEqual(["mb"]);
    expect(refusal(open.state, { type: "playActionCard", seat: 0, card: "f_prototype" })?.[0]).toBe(
      "ERR_TI4_CARD_PLAY",
    );
    // Outside its moment (the turn's action) Morale Boost is refused for its timing.
    const before = cardClash({ dreadnought: 2 }, { dreadnought: 2 }, { 0: ["mb"] });
    expect(refusal(before, { type: "playActionCard", seat: 0, card: "mb" })?.[0]).toBe("ERR_TI4_CARD_TIMING");
  });

  it("gives fighters +2 in the first round with Fighter Prototype", () => {
    const start = cardClash({ carrier: 1, fighter: 3 }, { dreadnought: 2 }, { 0: ["f_prototype"] });
    const open = playUntil(start, windowOf("combatRoundStart"), activate);
    const played = play(open.state, { type: "playActionCard", seat: 0, card: "f_prototype" });
    const fought = playUntil(played.state, (s) => !s.stack.some((f) => f.kind === "ti4SpaceCombat"));
    const first = rolls([...played.events, ...fought.events]).find(
      (e) => e.roll === "combat" && e.seat === 0,
    );
    expect(first?.groups.find((g) => g.type === "fighter")?.modifier).toBe(2);
    expect(first?.groups.find((g) => g.type === "carrier")?.modifier).toBeUndefined();
    replays(start, [...open.events, ...played.events, ...fought.events], fought.state);
  });

  it("moves the fleet away with Skilled Retreat and ends the combat in a draw", () => {
    const start = cardClash({ dreadnought: 2 }, { dreadnought: 2, fighter: 1 }, { 1: ["s_retreat"] });
    start.board["309"] = { space: [{ seat: 1, units: { carrier: 1 } }], planets: {}, commandTokens: [] };
    const open = playUntil(start, windowOf("combatRoundStart"), activate);
    expect(open.state.stack.at(-1)).toMatchObject({ awaiting: [1] });
    expect(ti4PlayableCards(open.state, 1)).toEqual([{ card: "s_retreat", plays: [{ system: "309" }] }]);
    expect(
      refusal(open.state, { type: "playActionCard", seat: 1, card: "s_retreat", system: "304" })?.[0],
    ).toBe("ERR_TI4_CARD_PLAY");
    const done = playUntil(open.state, (s) => !s.stack.some((f) => f.kind === "ti4SpaceCombat"), {
      type: "playActionCard",
      seat: 1,
      card: "s_retreat",
      system: "309",
    });
    expect(done.state.board["310"]?.space.find((f) => f.seat === 1)).toBeUndefined();
    expect(done.state.board["309"]?.space.find((f) => f.seat === 1)?.units.dreadnought).toBe(2);
    expect(done.state.board["309"]?.commandTokens).toEqual([1]);
    expect(done.events.find((e) => e.type === "ti4CombatEnded")).toMatchObject({ winner: null });
    expect(rolls(done.events)).toEqual([]);
    replays(start, [...open.events, ...done.events], done.state);
  });
});

describe("TI4 cards at the start or end of a combat round (LRR 78.3, 78.7, 87)", () => {
  it("repairs every damaged unit in the active system with Emergency Repairs", () => {
    const start = cardClash({ dreadnought: 2 }, { dreadnought: 2 }, { 0: ["emergency"] });
    const fleet = start.board["310"]?.space.find((f) => f.seat === 0);
    if (fleet) fleet.damaged = { dreadnought: 2 };
    const open = playUntil(start, windowOf("combatRoundStartOrEnd"), activate);
    expect(open.state.stack.at(-1)).toMatchObject({ awaiting: [0] });
    const repaired = play(open.state, { type: "playActionCard", seat: 0, card: "emergency" });
    expect(repaired.events).toContainEqual(
      expect.objectContaining({ type: "ti4UnitsRepaired", seat: 0, units: { dreadnought: 2 } }),
    );
    replays(start, [...open.events, ...repaired.events], repaired.state);
  });

  it("opens no window for Emergency Repairs with nothing damaged, and refuses it outside combat", () => {
    const start = cardClash({ dreadnought: 2 }, { dreadnought: 2 }, { 0: ["emergency"] });
    const done = playUntil(start, (s) => !s.stack.some((f) => f.kind === "ti4SpaceCombat"), activate);
    const windows = done.events.flatMap((e) =>
      e.type === "ti4FramePushed" && e.frame.kind === "ti4CardWindow" ? [e.frame.timing] : [],
    );
    // Only a round's end after a sustain could open one (seat 0's dreadnought damaged then).
    const first = windows.indexOf("combatRoundStartOrEnd");
    const sustained = done.events.findIndex((e) => e.type === "ti4UnitsDamaged" && e.seat === 0);
    if (first >= 0) expect(sustained).toBeGreaterThanOrEqual(0);
    expect(refusal(start, { type: "playActionCard", seat: 0, card: "emergency" })?.[0]).toBe(
      "ERR_TI4_CARD_TIMING",
    );
  });
});

describe("TI4 cards before hits are assigned (LRR 78.6, 77.5)", () => {
  it("cancels up to 2 hits with Shields Holding before its holder assigns them", () => {
    const start = cardClash({ dreadnought: 4, warSun: 2 }, { dreadnought: 1, cruiser: 2 }, { 1: ["sh"] });
    const open = playUntil(start, windowOf("beforeHitsAssigned"), activate);
    const frame = open.state.stack.at(-2);
    expect(open.state.stack.at(-1)).toMatchObject({ awaiting: [1], about: 1 });
    if (frame?.kind !== "ti4AssignHits") throw new Error("no hits under the window");
    const played = play(open.state, { type: "playActionCard", seat: 1, card: "sh" });
    const assigning = playUntil(played.state, (s) => s.stack.at(-1)?.kind !== "ti4CardWindow");
    const cancelled = [...played.events, ...assigning.events].find((e) => e.type === "ti4HitsCancelled");
    expect(cancelled).toMatchObject({ seat: 1, hits: Math.min(2, frame.hits) });
    replays(start, [...open.events, ...played.events, ...assigning.events], assigning.state);
  });

  it("refuses Shields Holding and Maneuvering Jets where their hits are not", () => {
    const start = cardClash(
      { dreadnought: 4, warSun: 2 },
      { dreadnought: 1, cruiser: 2 },
      { 1: ["sh", "mjets"] },
    );
    const open = playUntil(start, windowOf("beforeHitsAssigned"), activate);
    expect(ti4PlayableCards(open.state, 1).map((c) => c.card)).toEqual(["sh"]);
    expect(refusal(open.state, { type: "playActionCard", seat: 1, card: "mjets" })?.[0]).toBe(
      "ERR_TI4_CARD_PLAY",
    );
  });

  it("has the bot play Shields Holding and Morale Boost in their windows and pass otherwise", () => {
    const start = cardClash(
      { dreadnought: 4, warSun: 2 },
      { dreadnought: 1, cruiser: 2 },
      { 1: ["sh", "mb"] },
    );
    const open = playUntil(start, windowOf("combatRoundStart"), activate);
    const decision = pendingDecisions<Ti4>(open.state).find((d) => d.kind === "passCardWindow");
    if (!decision) throw new Error("no window");
    expect(ti4Answers(open.state, decision)).toEqual([
      { type: "playActionCard", seat: 1, card: "mb" },
      { type: "passCardWindow", seat: 1 },
    ]);
    const hits = playUntil(start, windowOf("beforeHitsAssigned"), activate);
    const asked = pendingDecisions<Ti4>(hits.state).find((d) => d.kind === "passCardWindow");
    if (!asked) throw new Error("no window");
    expect(ti4Answers(hits.state, asked)[0]).toEqual({ type: "playActionCard", seat: 1, card: "sh" });
  });
});

/** Plays on until seat 1 takes its first hits, and has it sustain damage on a dreadnought (cruisers lost for the rest). */
function dreadnoughtSustained(start: Ti4State) {
  const at = playUntil(
    start,
    (s) => pendingDecisions<Ti4>(s).some((d) => d.kind === "assignHits" && d.seat === 1),
    activate,
  );
  const frame = at.state.stack.at(-1);
  if (frame?.kind !== "ti4AssignHits") throw new Error("no hits for seat 1");
  const destroy = frame.hits > 1 ? { cruiser: Math.min(2, frame.hits - 1) } : {};
  const sustained = play(at.state, { type: "assignHits", seat: 1, sustain: { dreadnought: 1 }, destroy });
  return { state: sustained.state, events: [...at.events, ...sustained.events] };
}

describe("TI4 cards on a sustain and on a retreat (LRR 87, 78.4)", () => {
  it("destroys with Direct Hit a ship that has just sustained damage, and refuses another type", () => {
    const start = cardClash({ dreadnought: 3 }, { dreadnought: 2, cruiser: 2 }, { 0: ["dh"] });
    const at = dreadnoughtSustained(start);
    expect(at.state.stack.at(-1)).toMatchObject({
      kind: "ti4CardWindow",
      timing: "sustainDamageUsed",
      awaiting: [0],
    });
    expect(ti4PlayableCards(at.state, 0)).toEqual([{ card: "dh", plays: [{ unit: "dreadnought" }] }]);
    expect(refusal(at.state, { type: "playActionCard", seat: 0, card: "dh", unit: "cruiser" })?.[0]).toBe(
      "ERR_TI4_CARD_PLAY",
    );
    const decision = pendingDecisions<Ti4>(at.state).find((d) => d.kind === "passCardWindow");
    if (!decision) throw new Error("no window");
    expect(ti4Answers(at.state, decision)[0]).toEqual({
      type: "playActionCard",
      seat: 0,
      card: "dh",
      unit: "dreadnought",
    });
    const dreadnoughts = at.state.board["310"]?.space.find((f) => f.seat === 1)?.units.dreadnought ?? 0;
    const hit = play(at.state, { type: "playActionCard", seat: 0, card: "dh", unit: "dreadnought" });
    const force = hit.state.board["310"]?.space.find((f) => f.seat === 1);
    expect(force?.units.dreadnought ?? 0).toBe(dreadnoughts - 1);
    expect(force?.damaged?.dreadnought ?? 0).toBe(0);
    replays(start, [...at.events, ...hit.events], hit.state);
  });

  it("cannot destroy a Dreadnought II with Direct Hit (its unit card)", () => {
    const start = cardClash({ dreadnought: 3 }, { dreadnought: 2, cruiser: 2 }, { 0: ["dh"] });
    (start.players[1] as Ti4State["players"][number]).technologies.push("dn2");
    const at = dreadnoughtSustained(start);
    // Nothing it could destroy: no window opens for the card, and playing it is refused.
    expect(ti4PlayableCards(at.state, 0)).toEqual([]);
    expect(at.state.stack.some((f) => f.kind === "ti4CardWindow" && f.timing === "sustainDamageUsed")).toBe(
      false,
    );
    expect(refusal(at.state, { type: "playActionCard", seat: 0, card: "dh", unit: "dreadnought" })?.[0]).toBe(
      "ERR_NOT_NOW",
    );
  });

  it("calls off the opponent's retreat with Intercept: the round is fought and nobody leaves", () => {
    const start = cardClash({ dreadnought: 2 }, { dreadnought: 2, fighter: 1 }, { 0: ["intercept"] });
    start.board["309"] = { space: [{ seat: 1, units: { carrier: 1 } }], planets: {}, commandTokens: [] };
    const asked = playUntil(
      start,
      (s) => pendingDecisions<Ti4>(s).some((d) => d.kind === "announceRetreat"),
      activate,
    );
    // Before any retreat is announced, nothing asks seat 0 for a card.
    expect(refusal(asked.state, { type: "playActionCard", seat: 0, card: "intercept" })?.[0]).toBe(
      "ERR_NOT_YOUR_TURN",
    );
    const announced = play(asked.state, { type: "announceRetreat", seat: 1, to: "309" });
    expect(announced.state.stack.at(-1)).toMatchObject({ timing: "announceRetreats", awaiting: [0] });
    // Played on to the second round (or the combat's end).
    const done = playUntil(announced.state, (s) => (combatOf(s)?.round ?? 2) >= 2, {
      type: "playActionCard",
      seat: 0,
      card: "intercept",
    });
    const all = [...asked.events, ...announced.events, ...done.events];
    expect(all.some((e) => e.type === "ti4RetreatCalledOff")).toBe(true);
    expect(all.some((e) => e.type === "ti4UnitsMoved")).toBe(false);
    expect(done.state.board["309"]?.space.find((f) => f.seat === 1)?.units.dreadnought).toBeUndefined();
    replays(start, all, done.state);
  });
});

describe("TI4 cards after a space combat (LRR 78.9)", () => {
  it("takes the loser's commodities as trade goods with Salvage", () => {
    const start = cardClash({ warSun: 2 }, { fighter: 1 }, { 0: ["salvage"] });
    (start.players[1] as Ti4State["players"][number]).commodities = 3;
    const tradeGoods = start.players[0]?.tradeGoods ?? 0;
    const open = playUntil(start, windowOf("afterSpaceCombat"), activate);
    expect(open.state.stack.at(-1)).toMatchObject({ awaiting: [0], about: 0 });
    const done = playUntil(open.state, (s) => s.stack.at(-1)?.kind !== "ti4CardWindow", {
      type: "playActionCard",
      seat: 0,
      card: "salvage",
    });
    expect(done.state.players[1]?.commodities).toBe(0);
    expect(done.state.players[0]?.tradeGoods).toBe(tradeGoods + 3);
    replays(start, [...open.events, ...done.events], done.state);
  });

  it("opens no Salvage window when the loser holds no commodities, and refuses it outside its moment", () => {
    const start = cardClash({ warSun: 2 }, { fighter: 1 }, { 0: ["salvage"] });
    (start.players[1] as Ti4State["players"][number]).commodities = 0;
    const done = playUntil(start, (s) => !s.stack.some((f) => f.kind === "ti4SpaceCombat"), activate);
    expect(done.events.some((e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4CardWindow")).toBe(
      false,
    );
    expect(refusal(start, { type: "playActionCard", seat: 0, card: "salvage" })?.[0]).toBe(
      "ERR_TI4_CARD_TIMING",
    );
  });
});

/** A generator state whose next 2 dice score exactly `hits` against `value` (the test scripts the card's dice). */
function diceScoring(value: number, hits: number) {
  for (let i = 0; i < 500; i++) {
    const rng = seedRng(`courage-${i}`);
    if (rollD10(rng, 2).value.filter((d) => d >= value).length === hits) return rng;
  }
  throw new Error("no seed scores that");
}

describe("TI4 Courageous to the End (LRR 2, 78, 31)", () => {
  // Seat 1 (3 cruisers and a destroyer) loses ships to seat 0's dreadnoughts and a carrier; it holds the card.
  const start = () =>
    cardClash({ dreadnought: 3, carrier: 1 }, { cruiser: 3, destroyer: 1 }, { 1: ["courageous"] });
  const lost = (s: Ti4State) => {
    const top = s.stack.at(-1);
    return top?.kind === "ti4CardWindow" && top.timing === "afterShipDestroyed";
  };

  it("asks the loser right after a ship of theirs is destroyed; 2 dice at its combat value, the opponent chooses their losses", () => {
    const begin = start();
    const open = playUntil(begin, lost, activate);
    expect(open.state.stack.at(-1)).toMatchObject({ awaiting: [1], about: 1 });
    const plays = ti4PlayableCards(open.state, 1).find((c) => c.card === "courageous")?.plays ?? [];
    expect(plays).toContainEqual({ unit: "cruiser" });
    // The bot plays it with the cruiser (combat value 7: each die hits 4 times in 10).
    const decision = pendingDecisions<Ti4>(open.state).find((d) => d.kind === "passCardWindow");
    if (!decision) throw new Error("no window");
    expect(ti4Answers(open.state, decision)[0]).toEqual({
      type: "playActionCard",
      seat: 1,
      card: "courageous",
      unit: "cruiser",
    });
    // The dice, scripted: both reach 7.
    const at = structuredClone(open.state);
    at.rng = diceScoring(7, 2);
    const played = playUntil(at, (s) => s.stack.at(-1)?.kind === "ti4ChosenShipLosses", {
      type: "playActionCard",
      seat: 1,
      card: "courageous",
      unit: "cruiser",
    });
    const dice = played.events.find((e) => e.type === "ti4CardDiceRolled");
    expect(dice).toMatchObject({ seat: 1, card: "courageous", hits: 2 });
    expect(played.state.stack.at(-1)).toMatchObject({ seat: 0, count: 2, system: "310", by: 1 });
    const asked = pendingDecisions<Ti4>(played.state)[0];
    expect(asked).toMatchObject({ kind: "chooseShipLosses", seat: 0 });
    if (!asked) throw new Error("no choice");
    // The bot gives up its cheapest ships: the carrier, then a dreadnought.
    expect(ti4Answers(played.state, asked)).toEqual([
      { type: "chooseShipLosses", seat: 0, ships: { carrier: 1, dreadnought: 1 } },
    ]);
    // Destroyed directly: a dreadnought does not sustain damage, it is lost.
    const chosen = play(played.state, { type: "chooseShipLosses", seat: 0, ships: { dreadnought: 2 } });
    expect(chosen.events).toContainEqual(
      expect.objectContaining({
        type: "ti4UnitsRemoved",
        seat: 0,
        units: { dreadnought: 2 },
        reason: "destroyed",
      }),
    );
    expect(chosen.events.some((e) => e.type === "ti4UnitsDamaged")).toBe(false);
    expect(chosen.state.board["310"]?.space.find((f) => f.seat === 0)?.units).toEqual({
      dreadnought: 1,
      carrier: 1,
    });
    replays(begin, open.events, open.state);
    replays(at, [...played.events, ...chosen.events], chosen.state);
  });

  it("refuses a wrong count, a unit that is not a ship or more than there are, leaving the state as it was", () => {
    const open = playUntil(start(), lost, activate);
    const at = structuredClone(open.state);
    at.rng = diceScoring(7, 1);
    const played = playUntil(at, (s) => s.stack.at(-1)?.kind === "ti4ChosenShipLosses", {
      type: "playActionCard",
      seat: 1,
      card: "courageous",
      unit: "cruiser",
    });
    const s = played.state;
    expect(refusal(s, { type: "chooseShipLosses", seat: 0, ships: { dreadnought: 2 } })?.[0]).toBe(
      "ERR_TI4_LOSSES_COUNT",
    );
    expect(refusal(s, { type: "chooseShipLosses", seat: 0, ships: { infantry: 1 } })?.[0]).toBe(
      "ERR_TI4_LOSSES_NOT_SHIP",
    );
    expect(refusal(s, { type: "chooseShipLosses", seat: 0, ships: { carrier: 2 } })?.[0]).toBe(
      "ERR_TI4_LOSSES_TOO_MANY",
    );
    // No dice hit: nobody is asked anything.
    const missed = structuredClone(open.state);
    missed.rng = diceScoring(7, 0);
    const none = play(missed, { type: "playActionCard", seat: 1, card: "courageous", unit: "cruiser" });
    expect(
      none.events.some((e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4ChosenShipLosses"),
    ).toBe(false);
  });

  it("is refused outside its moment and for a ship type not just lost", () => {
    const begin = start();
    // As seat 0's component action, at the start of its turn: not the card's moment.
    const turn = cardClash({ dreadnought: 3 }, { cruiser: 3 }, { 0: ["courageous"] });
    expect(refusal(turn, { type: "playActionCard", seat: 0, card: "courageous", unit: "cruiser" })?.[0]).toBe(
      "ERR_TI4_CARD_TIMING",
    );
    const open = playUntil(begin, lost, activate);
    const frame = open.state.stack.findLast((f) => f.kind === "ti4SpaceCombat");
    const types = Object.keys((frame?.kind === "ti4SpaceCombat" && frame.shipsJustLost?.[1]) || {});
    expect(types.length).toBeGreaterThan(0);
    expect(types).not.toContain("dreadnought");
    expect(
      refusal(open.state, { type: "playActionCard", seat: 1, card: "courageous", unit: "dreadnought" })?.[0],
    ).toBe("ERR_TI4_CARD_PLAY");
  });

  it("opens no window for a loser without the card; the combat plays through and replays", () => {
    const begin = cardClash({ dreadnought: 3, carrier: 1 }, { cruiser: 3, destroyer: 1 }, { 1: ["mb"] });
    const done = playUntil(begin, (s) => !s.stack.some((f) => f.kind === "ti4SpaceCombat"), activate);
    const windows = done.events.flatMap((e) =>
      e.type === "ti4FramePushed" && e.frame.kind === "ti4CardWindow" ? [e.frame.timing] : [],
    );
    expect(windows).not.toContain("afterShipDestroyed");
    replays(begin, done.events, done.state);
  });
});
