/**
 * The Naalu Collective's breakthrough, Mindsieve (TE "Breakthroughs and Synergy"; the card's text as the
 * community bot's breakthrough data gives it, in our words): when its holder would resolve the secondary of
 * another player's strategy card, it may give that player a promissory note instead of spending a command
 * token. The payment itself is the strategic action's (strategic/notePayment.ts: the note is named with
 * useSecondary's `note`); this module says who may (hook secondaryNoteAccepted) and hands the note over
 * (hook secondaryNoteGiven), as a transaction hands one (LRR 69, 94.5: a note that lies face up once
 * received, Support for the Throne, does so at once). Any note in hand will do, one of the holder's own
 * colour included [recalled: the card names no kind of note].
 */
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4NoteRef } from "../../transactions/notes.ts";
import { noteRulesOf } from "../../transactions/noteTable.ts";
import { holdsBreakthrough } from "../breakthroughs.ts";

/** The hook point secondaryNoteGiven's answer: the note goes from the Mindsieve's holder to the card's. */
function mindsieveGive(tx: Tx<Ti4>, giver: Seat, receiver: Seat, note: Ti4NoteRef): void {
  if (!holdsBreakthrough(tx.state, giver, "naalubt")) return;
  tx.emit({ type: "ti4PromissoryNoteGiven", giver, receiver, note: note.note, owner: note.owner });
  const rules = noteRulesOf(note.note, tx.state);
  if (rules?.onReceived && receiver !== note.owner) {
    tx.emit({ type: "ti4PromissoryNoteLaidOut", seat: receiver, note: note.note, owner: note.owner });
    rules.onReceived(tx, receiver, note.owner);
  }
}

export const TE_NAALU_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:naalu",
  hooks: {
    secondaryNoteAccepted: (state, seat) => holdsBreakthrough(state, seat, "naalubt"),
    secondaryNoteGiven: mindsieveGive,
  },
};
