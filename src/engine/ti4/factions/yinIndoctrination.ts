/**
 * Indoctrination (Yin Brotherhood faction sheet): at the start of a ground combat (LRR 42; hook
 * `groundCombatStarts`), the Yin may spend 2 influence to replace one of their opponent's infantry taking
 * part with one infantry from their reinforcements. A yes-or-no answer, with the payment when yes.
 * A faction ability: not offered while Greyfire Mutagen is in force against the Yin (yinGreyfire.ts).
 */
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answer } from "../answer.ts";
import type { Ti4Place } from "../board/forces.ts";
import { unitsIn } from "../board/forces.ts";
import { eachSide } from "../combat/sides.ts";
import type { Ti4Command } from "../commands.ts";
import { cheapestPayment, pay } from "../economy/spend.ts";
import { hasFaction } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { ti4Reinforcements } from "../units.ts";
import { greyfireSilenced } from "./yinGreyfire.ts";

type Ti4Tx = Tx<Ti4>;

/** Indoctrination's cost, in influence. */
export const INDOCTRINATION_COST = 2;

/** Indoctrination's window: the Yin `seat` may replace one of `opponent`'s infantry on `place`. */
export interface Ti4IndoctrinationFrame {
  kind: "ti4Indoctrination";
  seat: Seat;
  opponent: Seat;
  place: Ti4Place;
}

function mayIndoctrinate(state: Ti4State, seat: Seat, opponent: Seat, place: Ti4Place): boolean {
  return (
    hasFaction(state, seat, "yin") &&
    !greyfireSilenced(state, seat) &&
    (unitsIn(state.board[place.position], opponent, place.planet).infantry ?? 0) > 0 &&
    ti4Reinforcements(state, seat, "infantry") > 0 &&
    cheapestPayment(state, seat, "influence", INDOCTRINATION_COST) !== null
  );
}

/** The hook's answer: the Yin side of a ground combat is asked, when it could do it. */
export function offerIndoctrination(
  tx: Ti4Tx,
  combat: { place: Ti4Place; attacker: Seat; defender: Seat },
): void {
  for (const [seat, opponent] of eachSide(combat))
    if (mayIndoctrinate(tx.state, seat, opponent, combat.place))
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4Indoctrination", seat, opponent, place: combat.place },
      });
}

export const INDOCTRINATION_FRAME: FrameRules<Ti4, Ti4IndoctrinationFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "yinIndoctrination",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Indoctrination: spend 2 influence to replace one opposing infantry with one of yours (or not)",
    },
  ],
};

export function yinIndoctrination(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "yinIndoctrination" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Indoctrination") throw new Error("Indoctrination is answered only in its window");
  if (command.payment === undefined) {
    tx.emit({ type: "ti4FramePopped" });
    return undefined;
  }
  if (!mayIndoctrinate(tx.state, frame.seat, frame.opponent, frame.place))
    return ruleError(
      "ERR_TI4_INDOCTRINATION",
      "LRR 42",
      "Indoctrination needs an opposing infantry there and an infantry in your reinforcements.",
    );
  const paid = pay(tx, frame.seat, command.payment, "influence", INDOCTRINATION_COST, "Indoctrination");
  if (paid) return paid;
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({
    type: "ti4UnitsRemoved",
    seat: frame.opponent,
    place: frame.place,
    units: { infantry: 1 },
    reason: "returned",
  });
  tx.emit({
    type: "ti4UnitsPlaced",
    seat: frame.seat,
    place: frame.place,
    units: { infantry: 1 },
    reason: "Indoctrination",
  });
  return undefined;
}

/** The bot indoctrinates whenever it can pay [our own choice: an infantry for 2 influence is a good trade]. */
export const indoctrinationAnswer: Ti4Answer = (state, d) => {
  const payment = cheapestPayment(state, d.seat, "influence", INDOCTRINATION_COST);
  const decline: Ti4Command = { type: "yinIndoctrination", seat: d.seat };
  return payment ? [{ type: "yinIndoctrination", seat: d.seat, payment }, decline] : [decline];
};
