/**
 * TI4 combat (digest §4.4-4.5): dice from the seeded generator (LRR 18, 78.5), the one hit assignment every
 * effect goes through with sustain damage (LRR 87, 78.6, 10), space combat (LRR 78) and ground combat
 * (LRR 42). Positions are a real set-up's home fleets, edited in a copy of the state; only what follows is
 * replayed.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { advanceFrames, pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../src/engine/kernel/tx.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import { trimToCapacity } from "../../../src/engine/ti4/combat/capacity.ts";
import { emitRoll, ti4RollDice } from "../../../src/engine/ti4/combat/dice.ts";
import type { Ti4AssignHitsFrame } from "../../../src/engine/ti4/combat/frames.ts";
import { pushHitAssignment } from "../../../src/engine/ti4/combat/hits.ts";
import { retreatSystems } from "../../../src/engine/ti4/combat/retreat.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create, finishSetup, play } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

// Mentak (seat 0, home 304), Nekro (seat 1, home 310, a dreadnought), Sol (seat 2, home 316).
const SETUP = finishSetup(create(3, {}, "combat-3")).state;

function home(state: Ti4State, seat: number): string {
  return state.players[seat]?.home as string;
}

/** A copy of the set-up with a hit assignment waiting on top of the stack. */
function waitingFor(frame: Omit<Ti4AssignHitsFrame, "kind">): Ti4State {
  const state = structuredClone(SETUP);
  state.stack.push({ kind: "ti4AssignHits", ...frame });
  return state;
}

function answer(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  if (!result.ok) throw new Error(result.error.message);
  expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...result.events])).toEqual(result.state);
  return result;
}

function refusal(state: Ti4State, command: Ti4Command) {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : [result.error.code, result.error.rule];
}

/** Runs `step` in a transaction over `state` and the automatic steps that follow, as a rule would. */
function run(state: Ti4State, step: (tx: ReturnType<typeof beginTx<Ti4>>) => void) {
  const tx = beginTx<Ti4>(state, CTX);
  step(tx);
  advanceFrames(tx);
  const events: Ti4Event[] = tx.events;
  expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...events])).toEqual(tx.state);
  return { state: tx.state, events };
}

describe("TI4 dice (LRR 18, 78.5)", () => {
  it("rolls each unit's dice from the seeded generator, lowest value first, and logs every die", () => {
    const nekro = home(SETUP, 1);
    const units = { dreadnought: 1, cruiser: 1, carrier: 1, fighter: 2 };
    const rolled = ti4RollDice(SETUP, 1, units, "combat", SETUP.rng);
    expect(rolled.groups.map((g) => [g.type, g.hitsOn, g.rolls.length])).toEqual([
      ["dreadnought", 5, 1],
      ["cruiser", 7, 1],
      ["carrier", 9, 1],
      ["fighter", 9, 2],
    ]);
    for (const g of rolled.groups) expect(g.hits).toBe(g.rolls.filter((d) => d >= g.hitsOn).length);
    expect(ti4RollDice(SETUP, 1, units, "combat", SETUP.rng)).toEqual(rolled);
    // Units without the roll are left out: only destroyers have anti-fighter barrage.
    expect(ti4RollDice(SETUP, 1, units, "antiFighterBarrage", SETUP.rng).groups).toEqual([]);

    const done = run(SETUP, (tx) =>
      emitRoll(tx, { seat: 1, place: { position: nekro }, units, kind: "combat", reason: "spaceCombat" }),
    );
    expect(done.events).toEqual([
      expect.objectContaining({ type: "ti4DiceRolled", groups: rolled.groups, hits: rolled.hits }),
    ]);
    expect(done.state.rng).toEqual(rolled.rng);
    expect(done.state.rng).not.toEqual(SETUP.rng);
  });
});

describe("TI4 hit assignment (LRR 87, 78.6)", () => {
  it("lets an undamaged dreadnought sustain damage to cancel a hit, and destroys a unit per other hit", () => {
    const nekro = home(SETUP, 1);
    const state = waitingFor({ seat: 1, place: { position: nekro }, hits: 2, reason: "spaceCombat" });
    const asked = pendingDecisions<Ti4>(state);
    expect(asked.map((d) => [d.kind, d.seat])).toEqual([["assignHits", 1]]);
    const done = answer(state, {
      type: "assignHits",
      seat: 1,
      sustain: { dreadnought: 1 },
      destroy: { fighter: 1 },
    });
    expect(done.state.board[nekro]?.space).toEqual([
      { seat: 1, units: { dreadnought: 1, cruiser: 1, carrier: 1, fighter: 1 }, damaged: { dreadnought: 1 } },
    ]);
    // The frame waits, its hits spent, for what answers a sustain (Direct Hit), then pops.
    expect(done.events.map((e) => e.type)).toEqual([
      "ti4UnitsDamaged",
      "ti4UnitsRemoved",
      "ti4FrameUpdated",
      "ti4FramePopped",
    ]);
    expect(done.events[1]).toMatchObject({ reason: "destroyed", units: { fighter: 1 } });
    expect(done.state.stack.at(-1)?.kind).toBe("ti4StrategyPhase");
  });

  it("refuses hits on units they may not go to, sustain without the ability or on a damaged unit, and a wrong count", () => {
    const nekro = home(SETUP, 1);
    const state = waitingFor({ seat: 1, place: { position: nekro }, hits: 2, reason: "spaceCombat" });
    const assign = (sustain: object, destroy: object) =>
      refusal(state, { type: "assignHits", seat: 1, sustain, destroy } as Ti4Command);
    expect(assign({}, { infantry: 2 })).toEqual(["ERR_TI4_HIT_NOT_ALLOWED", "LRR 78.6"]);
    expect(assign({ cruiser: 1 }, { fighter: 1 })).toEqual(["ERR_TI4_NO_SUSTAIN_DAMAGE", "LRR 87"]);
    expect(assign({ dreadnought: 2 }, {})).toEqual(["ERR_TI4_SUSTAIN_TOO_MANY", "LRR 87"]);
    expect(assign({}, { fighter: 3 })).toEqual(["ERR_TI4_DESTROY_TOO_MANY", "LRR 78.6"]);
    expect(assign({ dreadnought: 1 }, { fighter: 2 })).toEqual(["ERR_TI4_HITS_OVERASSIGNED", "LRR 78.6"]);
    expect(assign({}, { fighter: 1 })).toEqual(["ERR_TI4_HITS_UNASSIGNED", "LRR 78.6"]);
    expect(assign({}, { dreadnought: "two" })).toEqual(["ERR_MALFORMED", expect.any(String)]);
    // A damaged dreadnought cannot sustain again (LRR 87).
    const hurt = structuredClone(state);
    const fleet = hurt.board[nekro]?.space[0];
    if (fleet) fleet.damaged = { dreadnought: 1 };
    expect(
      refusal(hurt, { type: "assignHits", seat: 1, sustain: { dreadnought: 1 }, destroy: { fighter: 1 } }),
    ).toEqual(["ERR_TI4_SUSTAIN_TOO_MANY", "LRR 87"]);
    // Someone else cannot answer for the owner.
    expect(refusal(state, { type: "assignHits", seat: 0, sustain: {}, destroy: { fighter: 2 } })?.[0]).toBe(
      "ERR_NOT_YOUR_TURN",
    );
  });

  it("destroys a damaged unit of a type before an undamaged one", () => {
    const sol = home(SETUP, 2);
    const state = waitingFor({ seat: 2, place: { position: sol }, hits: 1, reason: "spaceCombat" });
    const fleet = state.board[sol]?.space[0];
    if (fleet) {
      fleet.units.dreadnought = 2;
      fleet.damaged = { dreadnought: 1 };
    }
    const done = answer(state, { type: "assignHits", seat: 2, sustain: {}, destroy: { dreadnought: 1 } });
    expect(done.state.board[sol]?.space[0]?.units.dreadnought).toBe(1);
    expect(done.state.board[sol]?.space[0]?.damaged).toBeUndefined();
  });

  it("assigns without asking when every unit is lost or only one answer is possible, and pushes nothing for no hits", () => {
    const mentak = home(SETUP, 0);
    // Anti-fighter barrage: fighters only, one type and no sustain: the game destroys them (LRR 10).
    const afb = run(SETUP, (tx) =>
      pushHitAssignment(tx, {
        seat: 0,
        place: { position: mentak },
        hits: 5,
        reason: "antiFighterBarrage",
        only: ["fighter"],
      }),
    );
    expect(afb.state.board[mentak]?.space[0]?.units).toEqual({ cruiser: 2, carrier: 1 });
    expect(afb.state.stack.at(-1)?.kind).toBe("ti4StrategyPhase");
    // More hits than the fleet can absorb: every ship is destroyed, the excess is wasted.
    const nekro = home(SETUP, 1);
    const wiped = run(SETUP, (tx) =>
      pushHitAssignment(tx, { seat: 1, place: { position: nekro }, hits: 6, reason: "spaceCombat" }),
    );
    expect(wiped.state.board[nekro]?.space).toEqual([]);
    // Ground forces on a planet for ground combat: infantry only, so no question.
    const ground = run(SETUP, (tx) =>
      pushHitAssignment(tx, {
        seat: 0,
        place: { position: mentak, planet: "mollprimus" },
        hits: 3,
        reason: "groundCombat",
      }),
    );
    expect(ground.state.board[mentak]?.planets.mollprimus).toEqual([
      { seat: 0, units: { infantry: 1, pds: 1, spaceDock: 1 } },
    ]);
    const none = run(SETUP, (tx) =>
      pushHitAssignment(tx, { seat: 0, place: { position: mentak }, hits: 0, reason: "spaceCombat" }),
    );
    expect(none.events).toEqual([]);
  });

  it("has the bot sustain damage first and then lose its cheapest units", () => {
    const nekro = home(SETUP, 1);
    const state = waitingFor({ seat: 1, place: { position: nekro }, hits: 4, reason: "spaceCombat" });
    const decision = pendingDecisions<Ti4>(state)[0];
    if (!decision) throw new Error("no decision");
    const [bot] = ti4Answers(state, decision);
    expect(bot).toEqual({
      type: "assignHits",
      seat: 1,
      sustain: { dreadnought: 1 },
      destroy: { fighter: 2, cruiser: 1 },
    });
    answer(state, bot as Ti4Command);
  });
});

/**
 * The same game in its first action phase: each seat takes the first card left, so Mentak (seat 0, the
 * speaker's first pick) holds Leadership and takes the first turn.
 */
const ACTION = (() => {
  let state = SETUP;
  while (state.phase !== "action") {
    const decision = pendingDecisions<Ti4>(state)[0];
    const card = decision?.choices?.[0];
    const [command] =
      decision && card
        ? [{ type: "pickStrategyCard" as const, seat: decision.seat, card: card as never }]
        : [];
    if (!command) throw new Error("the strategy phase waits for nobody");
    state = play(state, command).state;
  }
  return state;
})();

type Units = Ti4State["board"][string]["space"][number]["units"];

/**
 * A clash: Mentak's home fleet (or `attacker`) moved into Nekro's home system 310, Nekro's fleet there (or
 * `defender`). Mentak then activates 310.
 */
function clash(attacker?: Units, defender?: Units): Ti4State {
  const state = structuredClone(ACTION);
  // The base combat alone: the Mentak's Ambush would roll first (factions/mentak.ts, tested there), so
  // seat 0 plays a faction whose ships here are the generic ones and who has no start-of-combat ability.
  (state.players[0] as Ti4State["players"][number]).faction = "hacan";
  const mentak = state.board["304"];
  const nekro = state.board["310"];
  if (!mentak || !nekro) throw new Error("no home systems");
  const fleet = mentak.space.find((f) => f.seat === 0);
  mentak.space = mentak.space.filter((f) => f.seat !== 0);
  nekro.space.push({ seat: 0, units: attacker ?? fleet?.units ?? {} });
  if (defender) nekro.space = nekro.space.map((f) => (f.seat === 1 ? { seat: 1, units: defender } : f));
  return state;
}

/**
 * Activates the system; the clash is already there, so the movement moves nothing and nobody fires space
 * cannon (movement.test.ts and spaceCannon.test.ts test those steps).
 */
function activate(state: Ti4State, system: string) {
  let result = play(state, { type: "tacticalAction", seat: 0, system });
  const events = [...result.events];
  for (let i = 0; i < 10; i++) {
    const d = pendingDecisions<Ti4>(result.state)[0];
    if (d?.kind === "moveShips") result = play(result.state, { type: "moveShips", seat: d.seat, moves: [] });
    else if (d?.kind === "fireSpaceCannon")
      result = play(result.state, { type: "fireSpaceCannon", seat: d.seat, target: null });
    else break;
    events.push(...result.events);
  }
  return { state: result.state, events };
}

/** Plays `command`, then answers with the bot while `until` says the game is still in the combat. */
function playOut(state: Ti4State, command: Ti4Command, inCombat: (s: Ti4State) => boolean) {
  let result = command.type === "tacticalAction" ? activate(state, command.system) : play(state, command);
  const events = [...result.events];
  for (let i = 0; i < 200 && inCombat(result.state); i++) {
    const decision = pendingDecisions<Ti4>(result.state)[0];
    const [answer] = decision ? ti4Answers(result.state, decision) : [];
    if (!answer) throw new Error(`no answer to ${decision?.kind}`);
    result = play(result.state, answer);
    events.push(...result.events);
  }
  expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...events])).toEqual(result.state);
  return { state: result.state, events };
}

const inSpaceCombat = (s: Ti4State) => s.stack.some((f) => f.kind === "ti4SpaceCombat");

function shipsAt(state: Ti4State, position: string, seat: number) {
  return state.board[position]?.space.find((f) => f.seat === seat)?.units ?? {};
}

describe("TI4 space combat (LRR 78)", () => {
  it("fights rounds until one side has no ships, each roll logged and each hit assigned", () => {
    const state = clash();
    const done = playOut(state, { type: "tacticalAction", seat: 0, system: "310" }, inSpaceCombat);
    const ended = done.events.find((e) => e.type === "ti4CombatEnded");
    expect(ended).toMatchObject({ place: { position: "310" } });
    const alive = [0, 1].filter((seat) =>
      Object.entries(shipsAt(done.state, "310", seat)).some(([type, n]) => n && type !== "infantry"),
    );
    expect(alive.length).toBeLessThanOrEqual(1);
    expect(ended && "winner" in ended ? ended.winner : undefined).toBe(alive[0] ?? null);
    const rolls = done.events.filter((e) => e.type === "ti4DiceRolled");
    expect(rolls.every((e) => e.type === "ti4DiceRolled" && e.reason === "spaceCombat")).toBe(true);
    const rounds = done.events.filter((e) => e.type === "ti4CombatRoundBegan").length;
    expect(rolls.length).toBe(2 * rounds);
    // The attacker rolls first each round (LRR 78.5).
    expect(rolls[0]).toMatchObject({ seat: 0 });
    expect(done.state.stack.some((f) => f.kind === "ti4SpaceCombat" || f.kind === "ti4AssignHits")).toBe(
      false,
    );
  });

  it("is skipped when only the active player has ships in the active system", () => {
    const done = playOut(ACTION, { type: "tacticalAction", seat: 0, system: "310" }, inSpaceCombat);
    expect(done.events.some((e) => e.type === "ti4CombatRoundBegan")).toBe(false);
    expect(
      done.events
        .filter((e) => e.type === "ti4FramePushed")
        .map((e) => e.type === "ti4FramePushed" && e.frame.kind),
    ).toContain("ti4SpaceCombat");
  });

  it("opens with anti-fighter barrage in the first round only, its hits on fighters alone (LRR 10)", () => {
    const state = clash({ destroyer: 4, dreadnought: 2 }, { dreadnought: 2, fighter: 8 });
    const done = playOut(state, { type: "tacticalAction", seat: 0, system: "310" }, inSpaceCombat);
    const barrage = done.events.filter((e) => e.type === "ti4DiceRolled" && e.roll === "antiFighterBarrage");
    // Both sides fire at once, before anything else; Nekro has no unit with the ability and rolls nothing.
    expect(barrage.map((e) => e.type === "ti4DiceRolled" && [e.seat, e.groups.map((g) => g.type)])).toEqual([
      [0, ["destroyer"]],
    ]);
    const firstCombatRoll = done.events.findIndex((e) => e.type === "ti4DiceRolled" && e.roll === "combat");
    const lastBarrage = done.events.indexOf(barrage[0] as Ti4Event);
    expect(lastBarrage).toBeLessThan(firstCombatRoll);
    const hits = barrage[0]?.type === "ti4DiceRolled" ? barrage[0].hits : 0;
    const between = done.events.slice(lastBarrage, firstCombatRoll);
    const lost = between.filter((e) => e.type === "ti4UnitsRemoved");
    expect(lost.map((e) => e.type === "ti4UnitsRemoved" && e.units)).toEqual(
      hits > 0 ? [{ fighter: Math.min(hits, 8) }] : [],
    );
  });

  it("lets the defender announce a retreat to an adjacent system of theirs, made at the end of the round (LRR 78.4, 78.7)", () => {
    // Sturdy fleets, so that neither side is wiped out in one round; Nekro has a carrier next door in 309.
    const state = clash({ dreadnought: 2 }, { dreadnought: 2, fighter: 1, infantry: 2 });
    state.board["309"] = { space: [{ seat: 1, units: { carrier: 1 } }], planets: {}, commandTokens: [] };
    state.board["311"] = { space: [{ seat: 0, units: { cruiser: 1 } }], planets: {}, commandTokens: [] };
    const begun = activate(state, "310");
    const asked = pendingDecisions<Ti4>(begun.state);
    expect(asked.map((d) => [d.kind, d.seat, d.choices])).toEqual([
      ["announceRetreat", 1, ["309"]],
      ["declineRetreat", 1, undefined],
    ]);
    expect(retreatSystems(begun.state, 1, "310")).toEqual(["309"]);
    expect(refusal(begun.state, { type: "announceRetreat", seat: 1, to: "311" })).toEqual([
      "ERR_TI4_RETREAT_ENEMY_SHIPS",
      "LRR 78.7",
    ]);
    expect(refusal(begun.state, { type: "announceRetreat", seat: 1, to: "207" })).toEqual([
      "ERR_TI4_RETREAT_NOT_YOURS",
      "LRR 78.7",
    ]);
    expect(refusal(begun.state, { type: "announceRetreat", seat: 1, to: "316" })).toEqual([
      "ERR_TI4_RETREAT_NOT_ADJACENT",
      "LRR 78.7",
    ]);
    expect(refusal(begun.state, { type: "announceRetreat", seat: 0, to: "311" })?.[0]).toBe(
      "ERR_NOT_YOUR_TURN",
    );

    const announced = play(begun.state, { type: "announceRetreat", seat: 1, to: "309" });
    // LRR 78.4: once the defender has announced, the attacker may not: the round's dice follow at once.
    expect(announced.events.map((e) => e.type)).toContain("ti4DiceRolled");
    expect(pendingDecisions<Ti4>(announced.state).some((d) => d.kind === "announceRetreat")).toBe(false);
    expect(refusal(announced.state, { type: "announceRetreat", seat: 0, to: "311" })?.[0]).toMatch(
      /ERR_NOT_/,
    );
    const done = playOut(begun.state, { type: "announceRetreat", seat: 1, to: "309" }, inSpaceCombat);
    // Every Nekro ship is gone from 310, the dreadnoughts carrying what their capacity allows; the rest is removed.
    expect(done.state.board["310"]?.space.find((f) => f.seat === 1)).toBeUndefined();
    expect(shipsAt(done.state, "309", 1).dreadnought).toBeGreaterThan(0);
    expect(done.state.board["309"]?.commandTokens).toEqual([1]);
    expect(done.events.find((e) => e.type === "ti4CombatEnded")).toMatchObject({ winner: 0 });
    const all = [...begun.events, ...done.events];
    expect(all.filter((e) => e.type === "ti4CombatRoundBegan")).toHaveLength(1);
    expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...all])).toEqual(done.state);
  });

  it("lets the attacker retreat when the defender does not, with a token from the sheet once reinforcements are empty", () => {
    const state = clash({ dreadnought: 2, fighter: 2 }, { dreadnought: 3 });
    // Mentak has a cruiser next door in 311; Nekro has nowhere to go. All 16 Mentak tokens are on its sheet
    // or the board, so none is left in reinforcements.
    state.board["311"] = { space: [{ seat: 0, units: { cruiser: 1 } }], planets: {}, commandTokens: [] };
    const mentak = state.players[0] as Ti4State["players"][number];
    mentak.tokens = { tactic: 9, fleet: 4, strategy: 3 };
    const begun = activate(state, "310");
    expect(pendingDecisions<Ti4>(begun.state).map((d) => [d.kind, d.seat, d.choices])).toEqual([
      ["announceRetreat", 0, ["311"]],
      ["declineRetreat", 0, undefined],
    ]);
    const done = playOut(begun.state, { type: "announceRetreat", seat: 0, to: "311" }, inSpaceCombat);
    expect(done.state.board["310"]?.space.find((f) => f.seat === 0)).toBeUndefined();
    expect(shipsAt(done.state, "311", 0).dreadnought).toBeGreaterThan(0);
    // Dreadnoughts (capacity 1 each) carry the fighters; damage goes with the ships.
    const moved = done.events.find((e) => e.type === "ti4UnitsMoved");
    expect(moved).toMatchObject({ seat: 0, from: { position: "310" }, to: { position: "311" } });
    expect(done.state.board["311"]?.commandTokens).toEqual([0]);
    // The tactic pool was the fullest: one of its tokens went to 311 (one more went to 310 on activation).
    expect(done.state.players[0]?.tokens).toEqual({ tactic: 7, fleet: 4, strategy: 3 });
    expect(done.events.find((e) => e.type === "ti4CombatEnded")).toMatchObject({ winner: 1 });
  });

  it("has the bot retreat when clearly outmatched and fight otherwise", () => {
    const weak = clash({ warSun: 2, dreadnought: 3 }, { cruiser: 1 });
    weak.board["309"] = { space: [{ seat: 1, units: { carrier: 1 } }], planets: {}, commandTokens: [] };
    const begun = activate(weak, "310");
    const decision = pendingDecisions<Ti4>(begun.state)[0];
    if (!decision) throw new Error("no decision");
    expect(ti4Answers(begun.state, decision)[0]).toEqual({ type: "announceRetreat", seat: 1, to: "309" });

    const even = clash({ cruiser: 1 }, { cruiser: 1 });
    even.board["309"] = { space: [{ seat: 1, units: { carrier: 1 } }], planets: {}, commandTokens: [] };
    const fair = activate(even, "310");
    const asked = pendingDecisions<Ti4>(fair.state)[0];
    if (!asked) throw new Error("no decision");
    expect(ti4Answers(fair.state, asked)[0]).toEqual({ type: "declineRetreat", seat: 1 });
  });
});

describe("TI4 ground combat (LRR 42)", () => {
  /** Mentak infantry landed on Nekro's home planet Mordai II, and the ground combat pushed by invasion. */
  function landing(infantry: number): Ti4State {
    const state = structuredClone(SETUP);
    const planet = state.board["310"]?.planets.mordaiii;
    planet?.push({ seat: 0, units: { infantry } });
    return state;
  }

  it("rolls rounds for both sides' ground forces until one side or neither has any", () => {
    const state = landing(4);
    const done = run(state, (tx) =>
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4GroundCombat", seat: 0, system: "310", planet: "mordaiii" },
      }),
    );
    const forces = done.state.board["310"]?.planets.mordaiii ?? [];
    const infantry = (seat: number) => forces.find((f) => f.seat === seat)?.units.infantry ?? 0;
    expect(infantry(0) === 0 || infantry(1) === 0).toBe(true);
    // The space dock is a structure: it neither rolls nor takes hits.
    expect(forces.find((f) => f.seat === 1)?.units.spaceDock).toBe(1);
    const rolls = done.events.filter((e) => e.type === "ti4DiceRolled");
    expect(rolls.every((e) => e.type === "ti4DiceRolled" && e.reason === "groundCombat")).toBe(true);
    expect(rolls[0]).toMatchObject({ seat: 0, groups: [{ type: "infantry", units: 4 }] });
    const winner = infantry(0) > 0 ? 0 : infantry(1) > 0 ? 1 : null;
    expect(done.events.at(-2)).toEqual({
      type: "ti4CombatEnded",
      place: { position: "310", planet: "mordaiii" },
      winner,
    });
    expect(done.state.stack.at(-1)?.kind).toBe("ti4StrategyPhase");
  });

  it("is no combat where only one side has ground forces, and has no retreat", () => {
    const state = structuredClone(SETUP);
    const none = run(state, (tx) =>
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4GroundCombat", seat: 0, system: "310", planet: "mordaiii" },
      }),
    );
    expect(none.events.map((e) => e.type)).toEqual(["ti4FramePushed", "ti4FramePopped"]);
    // A ground combat asks nobody anything but hits: a retreat is refused (LRR 42: no retreats).
    const waiting = landing(3);
    waiting.stack.push({
      kind: "ti4GroundCombat",
      seat: 0,
      system: "310",
      planet: "mordaiii",
      defender: 1,
      round: 1,
      rolled: true,
    });
    expect(refusal(waiting, { type: "announceRetreat", seat: 1, to: "309" })?.[0]).toMatch(/ERR_NOT_/);
  });
});

describe("TI4 capacity after combat (LRR 16.3c)", () => {
  it("removes fighters and ground forces beyond the ships' capacity, fighters a space dock holds excepted", () => {
    const state = structuredClone(SETUP);
    const nekro = state.board["310"];
    const mentak = state.board["304"];
    if (!nekro || !mentak) throw new Error("no home systems");
    // Nekro at home: a carrier (capacity 4) and a space dock on Mordai II (capacity 3 for fighters).
    nekro.space = [{ seat: 1, units: { carrier: 1, fighter: 6, infantry: 2 } }];
    // Mentak's ships gone from its home but for a cruiser: its fighters and infantry there are stranded.
    mentak.space = [{ seat: 0, units: { cruiser: 1, fighter: 2, infantry: 1 } }];
    const done = run(state, (tx) => {
      trimToCapacity(tx, 1, "310");
      trimToCapacity(tx, 0, "304");
    });
    expect(done.state.board["310"]?.space).toEqual([
      { seat: 1, units: { carrier: 1, fighter: 5, infantry: 2 } },
    ]);
    // Mentak's space dock holds its fighters; the infantry has no ship to stay on.
    expect(done.state.board["304"]?.space).toEqual([{ seat: 0, units: { cruiser: 1, fighter: 2 } }]);
    expect(done.events.every((e) => e.type === "ti4UnitsRemoved" && e.reason === "returned")).toBe(true);
  });
});
