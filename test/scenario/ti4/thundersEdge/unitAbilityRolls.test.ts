/**
 * The moment after a roll for a unit ability (combat/unitAbilityRolls.ts; LRR 74, 77, 15, 9): the Jol-Nar
 * alliance card's rerolls and Heart of Ixth act on SPACE CANNON dice before their hits count; nobody able to
 * act, the hits go straight to their assignment. Seat 0 fires two PDS on Tequran (207) at seat 3's cruiser.
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { SEAT, space } from "../../../support/ti4Tactical.ts";
import {
  answer,
  bombardScene,
  FIRER,
  fired,
  holding,
  moment,
  refusal,
  withDice,
} from "../../../support/unitRollScene.ts";

describe("The moment after a SPACE CANNON roll", () => {
  it("is not held when nobody could act on the dice: the hits go straight to their assignment", () => {
    const { state, events } = fired(holding(1, "jolnar"));
    expect(moment(state)).toBeUndefined();
    expect(events.map((e) => e.type)).not.toContain("ti4UnitAbilityDiceAdded");
    const roll = events.find((e) => e.type === "ti4SpaceCannonFired") as { hits: number };
    expect(space(state, "207").cruiser ?? 0).toBe(roll.hits > 0 ? 0 : 1);
  });

  it("lets the Jol-Nar card's holder reroll the dice they name; the rerolled dice count; replays", () => {
    const { state } = fired(holding(FIRER, "jolnar"));
    expect(moment(state)).toMatchObject({ seat: FIRER, roll: "spaceCannon", assign: { seat: SEAT } });
    expect(pendingDecisions<Ti4>(state).map((d) => [d.kind, d.seat, d.choices])).toEqual([
      ["rerollUnitAbilityDice", FIRER, ["jolnar"]],
      ["keepUnitAbilityDice", FIRER, undefined],
    ]);
    const missed = withDice(state, [1, 2]);
    const done = answer(missed, {
      type: "rerollUnitAbilityDice",
      seat: FIRER,
      ability: "jolnar",
      dice: [0, 1],
    });
    const rerolled = done.events.find((e) => e.type === "ti4UnitAbilityDiceRerolled") as {
      before: number[];
      after: number[];
    };
    expect(rerolled).toMatchObject({ seat: FIRER, ability: "jolnar", dice: [0, 1], before: [1, 2] });
    const hits = rerolled.after.filter((v) => v >= 6).length;
    expect(moment(done.state)).toBeUndefined();
    expect(space(done.state, "207").cruiser ?? 0).toBe(hits > 0 ? 0 : 1);
    // Kept as they are: two misses, no hit to assign.
    const kept = answer(missed, { type: "keepUnitAbilityDice", seat: FIRER });
    expect(space(kept.state, "207").cruiser).toBe(1);
  });

  it("refuses a die the roll lacks, no die, and a seat that is not asked (state unchanged)", () => {
    const { state } = fired(holding(FIRER, "jolnar"));
    const reroll = (dice: number[]): Ti4Command => ({
      type: "rerollUnitAbilityDice",
      seat: FIRER,
      ability: "jolnar",
      dice,
    });
    expect(refusal(state, reroll([2]))).toEqual(["ERR_TI4_UNIT_ROLL_DICE", "LRR 74"]);
    expect(refusal(state, reroll([]))).toEqual(["ERR_TI4_UNIT_ROLL_DICE", "LRR 74"]);
    expect(refusal(state, reroll([0, 0]))).toEqual(["ERR_TI4_UNIT_ROLL_DICE", "LRR 74"]);
    expect(refusal(state, { ...reroll([0]), seat: 1 } as Ti4Command)?.[0]).toMatch(/^ERR_NOT/);
  });

  it("has the bot reroll its misses, and keep dice with none", () => {
    const { state } = fired(holding(FIRER, "jolnar"));
    const decision = pendingDecisions<Ti4>(withDice(state, [1, 9]))[0];
    if (!decision) throw new Error("a decision waits");
    expect(ti4Answers(withDice(state, [1, 9]), decision)[0]).toEqual({
      type: "rerollUnitAbilityDice",
      seat: FIRER,
      ability: "jolnar",
      dice: [0],
    });
    expect(ti4Answers(withDice(state, [7, 9]), decision)[0]).toEqual({
      type: "keepUnitAbilityDice",
      seat: FIRER,
    });
  });
});

describe("Heart of Ixth on a unit-ability roll", () => {
  const withRelic = (seat: number) => (s: Ti4State) => {
    (s as { config: Ti4State["config"] }).config = { ...s.config, boxes: [...s.config.boxes, "te"] };
    (s.players[seat] as Ti4State["players"][number]).relics = [{ id: "heartofixth" }];
  };

  it("asks its holder after the roll and shifts one die, which then counts; replays", () => {
    const { state } = fired(withRelic(SEAT));
    expect(pendingDecisions<Ti4>(state).map((d) => [d.kind, d.seat])).toEqual([
      ["shiftDieWithHeartOfIxth", SEAT],
      ["declineHeartOfIxth", SEAT],
    ]);
    const asked = withDice(state, [6, 2]);
    const lowered = answer(asked, { type: "shiftDieWithHeartOfIxth", seat: SEAT, die: 0, by: -1 });
    expect(lowered.events).toContainEqual({
      type: "ti4DieShiftedByHeartOfIxth",
      seat: SEAT,
      roller: FIRER,
      die: 0,
      before: 6,
      after: 5,
    });
    expect(space(lowered.state, "207").cruiser).toBe(1);
    const declined = answer(asked, { type: "declineHeartOfIxth", seat: SEAT });
    expect(space(declined.state, "207").cruiser ?? 0).toBe(0);
    // The bot lowers a die that hits with nothing to spare on a roll at its own ships.
    const decision = pendingDecisions<Ti4>(asked)[0];
    if (!decision) throw new Error("a decision waits");
    expect(ti4Answers(asked, decision)[0]).toMatchObject({ type: "shiftDieWithHeartOfIxth", die: 0, by: -1 });
  });

  it("refuses a shift past the die's faces and a die the roll lacks", () => {
    const asked = withDice(fired(withRelic(SEAT)).state, [10, 1]);
    const shift = (die: number, by: number): Ti4Command => ({
      type: "shiftDieWithHeartOfIxth",
      seat: SEAT,
      die,
      by,
    });
    for (const [die, by] of [
      [0, 1],
      [1, -1],
      [5, 1],
      [0, 2],
    ] as const)
      expect(refusal(asked, shift(die, by))).toEqual(["ERR_TI4_HEART_OF_IXTH", "TE Relics (Heart of Ixth)"]);
  });
});

describe("The moment after a BOMBARDMENT roll", () => {
  it("holds the roll for the Jol-Nar card's holder; the rerolled dice's hits land on the ground forces", () => {
    const { active, seat, system, open, other } = bombardScene("jolnar");
    const bombarded = answer(active.state, {
      type: "bombard",
      seat,
      targets: [{ planet: open, units: { dreadnought: 1 } }],
    });
    expect(moment(bombarded.state)).toMatchObject({ seat, roll: "bombardment", assign: { seat: other } });
    const missed = withDice(bombarded.state, [1]);
    const done = answer(missed, { type: "rerollUnitAbilityDice", seat, ability: "jolnar", dice: [0] });
    const after = (done.events.find((e) => e.type === "ti4UnitAbilityDiceRerolled") as { after: number[] })
      .after[0] as number;
    // A dreadnought bombards on 5.
    const left = done.state.board[system]?.planets[open]?.find((f) => f.seat === other)?.units.infantry;
    expect(left).toBe(after >= 5 ? 1 : 2);
  });
});
