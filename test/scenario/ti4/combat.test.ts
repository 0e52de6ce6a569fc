/**
 * TI4 combat (digest §4.4-4.5): dice from the seeded generator (LRR 18, 78.5), the one hit assignment every
 * effect goes through with sustain damage (LRR 87, 78.6, 10.2), space combat (LRR 78) and ground combat
 * (LRR 42). Positions are a real set-up's home fleets, edited in a copy of the state; only what follows is
 * replayed.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { advanceFrames, pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../src/engine/kernel/tx.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import { emitRoll, ti4RollDice } from "../../../src/engine/ti4/combat/dice.ts";
import type { Ti4AssignHitsFrame } from "../../../src/engine/ti4/combat/frames.ts";
import { pushHitAssignment } from "../../../src/engine/ti4/combat/hits.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create, finishSetup } from "../../support/ti4.ts";

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
    expect(done.events.map((e) => e.type)).toEqual(["ti4UnitsDamaged", "ti4UnitsRemoved", "ti4FramePopped"]);
    expect(done.events[1]).toMatchObject({ reason: "destroyed", units: { fighter: 1 } });
    expect(done.state.stack.at(-1)?.kind).toBe("ti4StrategyPhase");
  });

  it("refuses hits on units they may not go to, sustain without the ability or on a damaged unit, and a wrong count", () => {
    const nekro = home(SETUP, 1);
    const state = waitingFor({ seat: 1, place: { position: nekro }, hits: 2, reason: "spaceCombat" });
    const assign = (sustain: object, destroy: object) =>
      refusal(state, { type: "assignHits", seat: 1, sustain, destroy } as Ti4Command);
    expect(assign({}, { infantry: 2 })).toEqual(["ERR_TI4_HIT_NOT_ALLOWED", "LRR 78.6"]);
    expect(assign({ cruiser: 1 }, { fighter: 1 })).toEqual(["ERR_TI4_NO_SUSTAIN_DAMAGE", "LRR 87.1"]);
    expect(assign({ dreadnought: 2 }, {})).toEqual(["ERR_TI4_SUSTAIN_TOO_MANY", "LRR 87.2"]);
    expect(assign({}, { fighter: 3 })).toEqual(["ERR_TI4_DESTROY_TOO_MANY", "LRR 78.6"]);
    expect(assign({ dreadnought: 1 }, { fighter: 2 })).toEqual(["ERR_TI4_HITS_OVERASSIGNED", "LRR 78.6"]);
    expect(assign({}, { fighter: 1 })).toEqual(["ERR_TI4_HITS_UNASSIGNED", "LRR 78.6"]);
    expect(assign({}, { dreadnought: "two" })).toEqual(["ERR_MALFORMED", expect.any(String)]);
    // A damaged dreadnought cannot sustain again (LRR 87.2).
    const hurt = structuredClone(state);
    const fleet = hurt.board[nekro]?.space[0];
    if (fleet) fleet.damaged = { dreadnought: 1 };
    expect(
      refusal(hurt, { type: "assignHits", seat: 1, sustain: { dreadnought: 1 }, destroy: { fighter: 1 } }),
    ).toEqual(["ERR_TI4_SUSTAIN_TOO_MANY", "LRR 87.2"]);
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
    // Anti-fighter barrage: fighters only, one type and no sustain: the game destroys them (LRR 10.2).
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
