/**
 * TE Mindsieve (the Naalu Collective's breakthrough, hooks/secondaryNotes.ts): a player resolving the
 * secondary of another player's strategy card may give that player a promissory note from their hand
 * instead of the strategy token it costs (LRR 82.2, 69). Checked as the answer is given, the note named
 * then; given as the secondary resolves, when the token would have been spent. Not in an ability resolved
 * outside a strategic action for its user alone (Strategize: no other player's card), and not where the
 * secondary costs no token (nothing to pay).
 */
import { ti4StrategyCard } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsInHand, notesInHand, type Ti4NoteRef } from "../transactions/notes.ts";
import type { Ti4StrategicActionFrame } from "./frames.ts";

const RULE = "TE Breakthroughs and Synergy: Mindsieve";

/** True when `seat` may pay the secondary of the card being played with a note (one in hand, the ability held). */
export function notesMayPay(state: Ti4State, frame: Ti4StrategicActionFrame, seat: Seat): boolean {
  if (frame.only !== undefined || frame.seat === seat || notesInHand(state, seat).length === 0) return false;
  return hookAnswers(state, "secondaryNoteAccepted").some((accepts) => accepts(state, seat, frame.seat));
}

/** Why `seat` may not give `note` for the secondary costing `owed` tokens, or undefined. */
export function notePaymentProblem(
  state: Ti4State,
  frame: Ti4StrategicActionFrame,
  seat: Seat,
  note: Ti4NoteRef,
  owed: number,
): RuleError | undefined {
  const name = ti4StrategyCard(frame.card).name;
  if (owed === 0)
    return ruleError(
      "ERR_TI4_NOTE_FOR_SECONDARY",
      RULE,
      `${name}'s secondary costs you no strategy token here: there is nothing for a promissory note to pay.`,
    );
  if (!notesMayPay(state, frame, seat))
    return ruleError(
      "ERR_TI4_NOTE_FOR_SECONDARY",
      RULE,
      "Only Mindsieve's holder, following another player's strategy card, may give a promissory note instead of a strategy token.",
    );
  if (!holdsInHand(state, seat, note))
    return ruleError("ERR_TI4_NOTE_NOT_HELD", RULE, "You do not hold that promissory note in your hand.", {
      note: note.note,
    });
  return undefined;
}

/** The note `seat` named to pay this secondary, while it is still in their hand (else null: tokens pay). */
export function notePaying(state: Ti4State, frame: Ti4StrategicActionFrame, seat: Seat): Ti4NoteRef | null {
  const named = (frame.notesGiven ?? []).find((given) => given.seat === seat);
  if (!named) return null;
  const ref = { note: named.note, owner: named.owner };
  return holdsInHand(state, seat, ref) ? ref : null;
}

/** `seat` gives the card's holder `note` (hook secondaryNoteGiven: the ability that allowed it emits the gift). */
export function giveNoteForSecondary(
  tx: Tx<Ti4>,
  frame: Ti4StrategicActionFrame,
  seat: Seat,
  note: Ti4NoteRef,
) {
  for (const give of hookAnswers(tx.state, "secondaryNoteGiven")) give(tx, seat, frame.seat, note);
}
