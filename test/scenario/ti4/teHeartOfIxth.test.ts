/**
 * Heart of Ixth (TE relic; thundersEdge/heartOfIxth.ts): at the moment after a space or ground combat roll
 * (combat/afterRoll.ts), each player holding it ready is asked in turn, clockwise from the roller, the roller
 * first; exhausted (LRR 34), it shifts one die's result by 1, which stays 1 to 10. Seat 0 (Hacan) attacks
 * seat 1 (Nekro) in 310 with two cruisers (hit on 7); seat 2 sits out the combat (baseClash.ts).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4AfterRollFrame } from "../../../src/engine/ti4/combat/afterRoll.ts";
import { hookAnswers } from "../../../src/engine/ti4/hooks/index.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { HEART_OF_IXTH_ROLLS_NOT_OFFERED } from "../../../src/engine/ti4/thundersEdge/relicsNotBuilt.ts";
import { CTX, fight } from "../../support/ti4FactionBoard.ts";
import { player } from "../../support/ti4Trade.ts";
import { answer, cardClash, planetOf310, refusal, run } from "./factions/baseClash.ts";

const RELIC = "heartofixth" as const;

const moment = (s: Ti4State): Ti4AfterRollFrame | undefined => {
  const top = s.stack.at(-1);
  return top?.kind === "ti4AfterRoll" ? top : undefined;
};

/**
 * A space combat in 310 in a game playing Thunder's Edge, `holders` holding Heart of Ixth (ready unless
 * `exhausted`), played by the bot until a moment after a roll waits (or the combat's first roll is settled).
 */
function combat(holders: number[], options: { exhausted?: boolean; te?: boolean } = {}): Ti4State {
  const state = cardClash({ cruiser: 2 }, { destroyer: 1, carrier: 1 }, {});
  if (options.te !== false)
    (state as { config: Ti4State["config"] }).config = {
      ...state.config,
      boxes: [...state.config.boxes, "te"],
    };
  for (const seat of holders)
    player(state, seat).relics = [{ id: RELIC, ...(options.exhausted ? { exhausted: true } : {}) }];
  let now = fight(state, 0, "310").state;
  for (let i = 0; i < 50 && !moment(now); i++) {
    const decision = pendingDecisions<Ti4>(now)[0];
    const next = decision ? ti4Answers(now, decision)[0] : undefined;
    if (!next || decision?.kind === "assignHits") break;
    now = answer(now, next).state;
  }
  return now;
}

/** The moment's dice set to `rolls` (one group: the attacker's two cruisers). */
function withDice(state: Ti4State, rolls: number[]): Ti4State {
  const copy = structuredClone(state);
  const frame = moment(copy);
  const group = frame?.groups[0];
  if (!group) throw new Error("no moment after a roll");
  group.rolls = rolls;
  return copy;
}

describe("Heart of Ixth: the moment after a combat roll", () => {
  it("asks a holder who is not in the combat after the attacker's roll; the die shifted is what hits; replays", () => {
    const asked = withDice(combat([2]), [6, 3]);
    expect(moment(asked)).toMatchObject({ seat: 0, combat: "space" });
    expect(pendingDecisions<Ti4>(asked).map((d) => [d.kind, d.seat, d.choices])).toEqual([
      ["shiftDieWithHeartOfIxth", 2, ["0", "1"]],
      ["declineHeartOfIxth", 2, undefined],
    ]);
    // `answer` checks that the events replay to the state.
    const done = answer(asked, { type: "shiftDieWithHeartOfIxth", seat: 2, die: 0, by: 1 });
    expect(done.events).toContainEqual({ type: "ti4RelicExhausted", seat: 2, relic: RELIC });
    expect(done.events).toContainEqual({
      type: "ti4DieShiftedByHeartOfIxth",
      seat: 2,
      roller: 0,
      die: 0,
      before: 6,
      after: 7,
    });
    expect(done.events).toContainEqual({
      type: "ti4CombatRollSettled",
      seat: 0,
      hits: 1,
      nonFightersFirst: 0,
    });
    expect(player(done.state, 2).relics).toEqual([{ id: RELIC, exhausted: true }]);
    // Exhausted, it is not asked about the defender's roll that follows.
    expect(pendingDecisions<Ti4>(done.state).some((d) => d.kind === "shiftDieWithHeartOfIxth")).toBe(false);
  });

  it("lowers a die into a miss; declined, the dice stand and the relic stays ready", () => {
    const asked = withDice(combat([2]), [7, 3]);
    const lowered = answer(asked, { type: "shiftDieWithHeartOfIxth", seat: 2, die: 0, by: -1 });
    expect(lowered.events).toContainEqual({
      type: "ti4CombatRollSettled",
      seat: 0,
      hits: 0,
      nonFightersFirst: 0,
    });
    const declined = answer(asked, { type: "declineHeartOfIxth", seat: 2 });
    expect(declined.events).toContainEqual({
      type: "ti4CombatRollSettled",
      seat: 0,
      hits: 1,
      nonFightersFirst: 0,
    });
    expect(player(declined.state, 2).relics).toEqual([{ id: RELIC }]);
  });

  it("asks the holders in turn, clockwise from the roller, the roller first", () => {
    const asked = withDice(combat([0, 2]), [6, 3]);
    expect(pendingDecisions<Ti4>(asked).map((d) => d.seat)).toEqual([0, 0]);
    const next = answer(asked, { type: "declineHeartOfIxth", seat: 0 });
    expect(pendingDecisions<Ti4>(next.state).map((d) => [d.kind, d.seat])).toEqual([
      ["shiftDieWithHeartOfIxth", 2],
      ["declineHeartOfIxth", 2],
    ]);
    // Seat 2 answers in its turn, not before.
    expect(refusal(asked, { type: "shiftDieWithHeartOfIxth", seat: 2, die: 0, by: 1 })).toEqual([
      "ERR_TI4_HEART_OF_IXTH",
      "TE Relics (Heart of Ixth)",
    ]);
  });

  it("is not asked, and the roll settles at once, with the relic exhausted or without Thunder's Edge", () => {
    for (const state of [combat([2], { exhausted: true }), combat([2], { te: false })])
      expect(pendingDecisions<Ti4>(state).some((d) => d.kind === "shiftDieWithHeartOfIxth")).toBe(false);
  });
});

describe("Heart of Ixth: ground combat (LRR 42)", () => {
  it("is asked after the attacker's ground combat roll too; the shift exhausts it; replays", () => {
    const state = cardClash({}, {}, {});
    state.config = { ...state.config, boxes: [...state.config.boxes, "te"] };
    player(state, 2).relics = [{ id: RELIC }];
    const planet = planetOf310(state);
    const forces = state.board["310"]?.planets[planet];
    forces?.splice(
      0,
      forces.length,
      { seat: 1, units: { infantry: 2 } },
      { seat: 0, units: { infantry: 2 } },
    );
    const open = run(state, (tx) => {
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4GroundCombat", seat: 0, system: "310", planet } });
      for (const hook of hookAnswers(tx.state, "groundCombatStarts"))
        hook(tx, { place: { position: "310", planet }, attacker: 0, defender: 1 });
    }).state;
    expect(moment(open)).toMatchObject({ seat: 0, combat: "ground" });
    const asked = withDice(open, [7, 2]);
    expect(pendingDecisions<Ti4>(asked).map((d) => [d.kind, d.seat])).toEqual([
      ["shiftDieWithHeartOfIxth", 2],
      ["declineHeartOfIxth", 2],
    ]);
    // Infantry hit on 8: the 7 raised hits.
    const done = answer(asked, { type: "shiftDieWithHeartOfIxth", seat: 2, die: 0, by: 1 });
    expect(done.events).toContainEqual({
      type: "ti4CombatRollSettled",
      seat: 0,
      hits: 1,
      nonFightersFirst: 0,
    });
    expect(player(done.state, 2).relics).toEqual([{ id: RELIC, exhausted: true }]);
  });
});

describe("Heart of Ixth: refusals (state unchanged)", () => {
  const asked = withDice(combat([2]), [10, 1]);

  it("refuses a seat without the relic, an exhausted relic, and no roll waiting", () => {
    expect(refusal(asked, { type: "shiftDieWithHeartOfIxth", seat: 1, die: 1, by: 1 })).toEqual([
      "ERR_TI4_HEART_OF_IXTH",
      "TE Relics (Heart of Ixth)",
    ]);
    const exhausted = structuredClone(asked);
    player(exhausted, 2).relics = [{ id: RELIC, exhausted: true }];
    expect(refusal(exhausted, { type: "shiftDieWithHeartOfIxth", seat: 2, die: 1, by: 1 })).toEqual([
      "ERR_TI4_RELIC_EXHAUSTED",
      "LRR 34",
    ]);
    // Before any roll (the combat has not begun): refused, naming the rolls it is not offered on.
    const before = cardClash({ cruiser: 2 }, { destroyer: 1 }, {});
    before.config = { ...before.config, boxes: [...before.config.boxes, "te"] };
    player(before, 2).relics = [{ id: RELIC }];
    expect(refusal(before, { type: "shiftDieWithHeartOfIxth", seat: 2, die: 0, by: 1 })).toEqual([
      "ERR_TI4_HEART_OF_IXTH",
      "TE Relics (Heart of Ixth)",
    ]);
    expect(HEART_OF_IXTH_ROLLS_NOT_OFFERED.join(" ")).toMatch(/Silver Flame.*gravity rifts/);
    // Declining out of turn is the kernel's refusal: nobody waits for that seat.
    expect(refusal(asked, { type: "declineHeartOfIxth", seat: 1 })?.[0]).toMatch(/^ERR_NOT/);
  });

  it("refuses a shift that leaves 1 to 10, a shift other than 1, and a die the roll lacks", () => {
    for (const [die, by] of [
      [0, 1],
      [1, -1],
      [1, 2],
      [0, 0],
      [5, 1],
    ] as const)
      expect(refusal(asked, { type: "shiftDieWithHeartOfIxth", seat: 2, die, by })).toEqual([
        "ERR_TI4_HEART_OF_IXTH",
        "TE Relics (Heart of Ixth)",
      ]);
    const high = applyCommand<Ti4>(asked, { type: "shiftDieWithHeartOfIxth", seat: 2, die: 0, by: 1 }, CTX);
    expect(high.ok ? "" : high.error.message).toMatch(/shows 10.*cannot be shifted to 11/);
    const low = applyCommand<Ti4>(asked, { type: "shiftDieWithHeartOfIxth", seat: 2, die: 1, by: -1 }, CTX);
    expect(low.ok ? "" : low.error.message).toMatch(/shows 1.*cannot be shifted to 0/);
  });
});

describe("Heart of Ixth: the bot", () => {
  it("raises its own die one short of a hit, lowers its opponent's bare hit, and leaves others' fights alone", () => {
    const own = withDice(combat([0]), [6, 3]);
    const ownDecision = pendingDecisions<Ti4>(own)[0];
    expect(ownDecision && ti4Answers(own, ownDecision)[0]).toEqual({
      type: "shiftDieWithHeartOfIxth",
      seat: 0,
      die: 0,
      by: 1,
    });
    const theirs = withDice(combat([1]), [9, 7]);
    const theirDecision = pendingDecisions<Ti4>(theirs)[0];
    expect(theirDecision && ti4Answers(theirs, theirDecision)[0]).toEqual({
      type: "shiftDieWithHeartOfIxth",
      seat: 1,
      die: 1,
      by: -1,
    });
    const outside = withDice(combat([2]), [6, 3]);
    const outsideDecision = pendingDecisions<Ti4>(outside)[0];
    expect(outsideDecision && ti4Answers(outside, outsideDecision)).toEqual([
      { type: "declineHeartOfIxth", seat: 2 },
    ]);
    // Nothing to gain: kept.
    const nothing = withDice(combat([0]), [9, 8]);
    const nothingDecision = pendingDecisions<Ti4>(nothing)[0];
    expect(nothingDecision && ti4Answers(nothing, nothingDecision)).toEqual([
      { type: "declineHeartOfIxth", seat: 0 },
    ]);
  });
});
