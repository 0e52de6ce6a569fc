/**
 * Scramble Frequency (actionCards/scramble.ts; Codex I's wording): right after another player rolls for a
 * unit ability, every one of those dice is rolled again, before the hits count (combat/unitAbilityRolls.ts).
 * Seat 0 fires two PDS on Tequran (207) at seat 3's cruiser; only seat 3 is asked, the roller never.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId } from "../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { SEAT, space } from "../../support/ti4Tactical.ts";
import { answer, FIRER, fired, refusal } from "../../support/unitRollScene.ts";

const SCRAMBLE = "scramble" as Ti4ActionCardId;

/** Every hand emptied, then `seat` holds Scramble Frequency. */
function scrambleIn(seat: number) {
  return (s: Ti4State) => {
    for (const p of s.players) p.secret.actionCards = [];
    (s.players[seat] as Ti4State["players"][number]).secret.actionCards = [SCRAMBLE];
  };
}

/** The roll's frame under the window, with its dice set to `values`. */
function withDiceUnder(state: Ti4State, values: number[]): Ti4State {
  const copy = structuredClone(state);
  const frame = copy.stack.findLast((f) => f.kind === "ti4UnitAbilityRoll");
  if (frame?.kind !== "ti4UnitAbilityRoll") throw new Error("no unit-ability roll");
  values.forEach((v, i) => {
    const die = frame.dice[i];
    if (die) die.value = v;
  });
  return copy;
}

describe("Scramble Frequency (action card, after a unit-ability roll)", () => {
  it("asks the target holding it, rerolls every die of the roll, and the new dice count; replays", () => {
    const { state } = fired(scrambleIn(SEAT));
    expect(state.stack.at(-1)).toMatchObject({
      kind: "ti4CardWindow",
      timing: "afterRoll",
      awaiting: [SEAT],
    });
    expect(state.stack.at(-2)).toMatchObject({ kind: "ti4UnitAbilityRoll", seat: FIRER, cardsAsked: true });
    const twoHits = withDiceUnder(state, [9, 10]);
    const played = answer(twoHits, { type: "playActionCard", seat: SEAT, card: SCRAMBLE });
    const rerolled = played.events.find((e) => e.type === "ti4UnitAbilityDiceRerolled") as {
      seat: number;
      ability: string;
      dice: number[];
      before: number[];
      after: number[];
    };
    expect(rerolled).toMatchObject({ seat: FIRER, ability: "scramble", dice: [0, 1], before: [9, 10] });
    expect(played.state.decks.action.discard).toContain(SCRAMBLE);
    const hits = rerolled.after.filter((v) => v >= 6).length;
    expect(played.state.stack.some((f) => f.kind === "ti4UnitAbilityRoll")).toBe(false);
    expect(space(played.state, "207").cruiser ?? 0).toBe(hits > 0 ? 0 : 1);
    // Passed instead, both hits stand.
    const passed = answer(twoHits, { type: "passCardWindow", seat: SEAT });
    expect(space(passed.state, "207").cruiser ?? 0).toBe(0);
  });

  it("is not the roller's to play on their own dice, and outside such a roll it stays in hand", () => {
    const { state } = fired(scrambleIn(FIRER));
    expect(state.stack.some((f) => f.kind === "ti4UnitAbilityRoll" || f.kind === "ti4CardWindow")).toBe(
      false,
    );
    const before = fired(scrambleIn(SEAT)).state;
    const other = structuredClone(before);
    (other.players[FIRER] as Ti4State["players"][number]).secret.actionCards = [SCRAMBLE];
    expect(refusal(other, { type: "playActionCard", seat: FIRER, card: SCRAMBLE })?.[0]).toMatch(/^ERR_/);
  });

  it("is played by the bot when the dice hit it more than they would on average, not otherwise", () => {
    const { state } = fired(scrambleIn(SEAT));
    const ask = (s: Ti4State) => {
      const decision = pendingDecisions<Ti4>(s).find((d) => d.seat === SEAT && d.kind === "playActionCard");
      if (!decision) throw new Error("seat 3 is not asked");
      return ti4Answers(s, decision)[0];
    };
    expect(ask(withDiceUnder(state, [9, 10]))).toMatchObject({ type: "playActionCard", card: SCRAMBLE });
    const lucky = withDiceUnder(state, [1, 2]);
    const decision = pendingDecisions<Ti4>(lucky).find((d) => d.seat === SEAT);
    const answers = decision ? ti4Answers(lucky, decision) : [];
    expect(answers.some((c) => c.type === "playActionCard")).toBe(false);
  });
});
