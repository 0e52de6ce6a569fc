/**
 * Heart of Ixth, a Thunder's Edge relic (content/ti4/relics.te.ts; the card, as public transcriptions give
 * it: after any die is rolled, its holder may exhaust it to add 1 to or subtract 1 from that die's result).
 * Our readings, on purpose:
 *
 * - Where it acts: at the moment after a combat roll (combat/afterRoll.ts), space combat (LRR 78.5) and
 *   ground combat (LRR 42), and after a roll for SPACE CANNON, BOMBARDMENT or ANTI-FIGHTER BARRAGE
 *   (combat/unitAbilityRolls.ts), whoever rolled. Once the roller is done with their own abilities, each player
 *   holding it ready is asked in turn, clockwise from the roller (the roller first). The other rolls of the
 *   game have no such moment yet: HEART_OF_IXTH_ROLLS_NOT_OFFERED (relicsNotBuilt.ts) lists them, and using it with no combat
 *   roll waiting is refused with that list, never ignored.
 * - One die, once: the relic is exhausted (LRR 34, as every relic used by exhausting is: relics.ts), so it
 *   acts once until the status phase readies it.
 * - It changes the die's result, the face shown, not a modifier (LRR 56 tells the two apart): the hits are
 *   counted from the shifted face, and an ability that reads the face (extraHitsOnRoll) reads it too. A
 *   ten-sided die shows 1 to 10, so a 1 cannot go down nor a 10 up [our reading: the card says "result",
 *   and no face lies past the die's].
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { afterRollUnderWay, diceOf, heartOfIxthAsked } from "../combat/afterRoll.ts";
import { shiftUnitRollDie, unitRollIxthAsked, unitRollUnderWay } from "../combat/unitAbilityRolls.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "./inPlay.ts";
import { exhaustRelic } from "./relics.ts";
import { holdsRelic, relicReady } from "./relicsHeld.ts";
import { HEART_OF_IXTH_ROLLS_NOT_OFFERED } from "./relicsNotBuilt.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

const RULE = "TE Relics (Heart of Ixth)";
export const HEART_OF_IXTH = "heartofixth";
/** A ten-sided die's faces. */
export const DIE_LOWEST = 1;
export const DIE_HIGHEST = 10;

function refuse(sentence: string): RuleError {
  return ruleError("ERR_TI4_HEART_OF_IXTH", RULE, sentence);
}

/** Why `seat` cannot use Heart of Ixth now, or undefined. */
function whyNot(state: Ti4State, seat: Seat): RuleError | undefined {
  if (!playsThundersEdge(state))
    return ruleError("ERR_TI4_NOT_THUNDERS_EDGE", RULE, "This game does not play Thunder's Edge.");
  if (!holdsRelic(state, seat, HEART_OF_IXTH))
    return refuse("You do not hold Heart of Ixth in your play area.");
  if (!relicReady(state, seat, HEART_OF_IXTH))
    return ruleError(
      "ERR_TI4_RELIC_EXHAUSTED",
      "LRR 34",
      "Heart of Ixth is exhausted: it is used again once the status phase readies it.",
    );
  const frame = state.stack.at(-1);
  const unitRoll = frame?.kind === "ti4UnitAbilityRoll";
  if (!unitRoll && (frame?.kind !== "ti4AfterRoll" || !frame.opened))
    return refuse(
      `No roll waits on its moment after the roll: Heart of Ixth acts here on combat rolls and on rolls for SPACE CANNON, BOMBARDMENT and ANTI-FIGHTER BARRAGE; it is not offered yet for ${HEART_OF_IXTH_ROLLS_NOT_OFFERED.join("; ")}.`,
    );
  const asked =
    frame?.kind === "ti4UnitAbilityRoll" ? unitRollIxthAsked(state, frame) : heartOfIxthAsked(state, frame);
  if (asked !== seat)
    return refuse(
      asked === undefined
        ? "The roller is still deciding on their dice: Heart of Ixth is offered once they are done."
        : "Heart of Ixth's holders are asked in turn, clockwise from the roller: it is not your turn to answer.",
    );
  return undefined;
}

function shiftDieWithHeartOfIxth(
  tx: Ti4Tx,
  command: CommandOf<"shiftDieWithHeartOfIxth">,
): RuleError | undefined {
  const refused = whyNot(tx.state, command.seat);
  if (refused) return refused;
  if (tx.state.stack.at(-1)?.kind === "ti4UnitAbilityRoll") return shiftUnitRoll(tx, command);
  const frame = afterRollUnderWay(tx.state);
  if (!frame) throw new Error("Heart of Ixth acts at the moment after a combat roll");
  const all = diceOf(frame.groups);
  const at = all[command.die];
  const before = at ? (frame.groups[at.group]?.rolls[at.die] ?? 0) : undefined;
  return shift(tx, command, frame.seat, all.length, before);
}

/** The same shift on a roll for a unit ability (combat/unitAbilityRolls.ts): its dice numbered in order. */
function shiftUnitRoll(tx: Ti4Tx, command: CommandOf<"shiftDieWithHeartOfIxth">): RuleError | undefined {
  const frame = unitRollUnderWay(tx.state);
  if (!frame) throw new Error("Heart of Ixth acts at the moment after a unit-ability roll");
  return shift(tx, command, frame.seat, frame.dice.length, frame.dice[command.die]?.value);
}

/**
 * The shift itself, on a roll of `count` dice by `roller` whose named die shows `before` (undefined: no such
 * die): refused unless by 1, up or down, within a ten-sided die's faces; else the relic is exhausted.
 */
function shift(
  tx: Ti4Tx,
  command: CommandOf<"shiftDieWithHeartOfIxth">,
  roller: Seat,
  count: number,
  before: number | undefined,
): RuleError | undefined {
  const { seat, die, by } = command;
  if (before === undefined)
    return refuse(`The roll has ${count} dice, numbered 0 to ${count - 1}; there is no die ${die}.`);
  if (by !== 1 && by !== -1) return refuse("Heart of Ixth shifts a die's result by 1, up (+1) or down (-1).");
  const after = before + by;
  if (after < DIE_LOWEST || after > DIE_HIGHEST)
    return refuse(
      `Die ${die} shows ${before}: a ten-sided die shows ${DIE_LOWEST} to ${DIE_HIGHEST}, so it cannot be shifted to ${after}.`,
    );
  exhaustRelic(tx, seat, HEART_OF_IXTH);
  tx.emit({ type: "ti4DieShiftedByHeartOfIxth", seat, roller, die, before, after });
  return undefined;
}

function declineHeartOfIxth(tx: Ti4Tx, command: CommandOf<"declineHeartOfIxth">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4AfterRoll" && frame?.kind !== "ti4UnitAbilityRoll")
    throw new Error("Heart of Ixth is declined at the moment after a roll");
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { ...frame, ixthAnswered: [...(frame.ixthAnswered ?? []), command.seat] },
  });
  return undefined;
}

function dieShifted(draft: Ti4State, e: { seat: Seat; die: number; after: number }): void {
  if (draft.stack.at(-1)?.kind === "ti4UnitAbilityRoll") {
    shiftUnitRollDie(draft, e);
    return;
  }
  const frame = draft.stack.findLast((f) => f.kind === "ti4AfterRoll");
  if (frame?.kind !== "ti4AfterRoll") throw new Error("no combat roll for Heart of Ixth to shift");
  const at = diceOf(frame.groups)[e.die];
  const group = at ? frame.groups[at.group] : undefined;
  if (!at || !group) throw new Error(`no die ${e.die} in the roll`);
  group.rolls[at.die] = e.after;
  frame.ixthAnswered = [...(frame.ixthAnswered ?? []), e.seat];
}

export const TE_HEART_OF_IXTH: Ti4Module = {
  id: "teHeartOfIxth",
  commands: { shiftDieWithHeartOfIxth, declineHeartOfIxth },
  events: { ti4DieShiftedByHeartOfIxth: dieShifted },
};
