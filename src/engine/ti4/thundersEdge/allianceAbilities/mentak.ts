/**
 * The Mentak Coalition's alliance card (TE "Alliance Reference Cards"; the commander S'ula Mentarion's
 * ability): each space combat its holder wins lets them demand 1 promissory note from their opponent's hand.
 * Heard as a space combat ends (LRR 78.9-78.10, hook `spaceCombatEnded`): the opponent, who holds the hand,
 * chooses which note to give (frame `teMentakAllianceNote`, command `mentakAllianceGiveNote`); a note that
 * lies face up once received does so at once, as in a transaction (LRR 69; TE "Alliance Transactions").
 *
 * Our readings: a note received is never worse than none, so the winner always demands it and is not asked;
 * a combat against neutral units, or against an opponent with an empty hand, gives nothing.
 *
 * The bot gives the first note in its hand [our own choice].
 */
import { command, seat as seatField } from "../../../commands/forms.ts";
import type { FrameRules } from "../../../kernel/book.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { Ti4Answers } from "../../answer.ts";
import type { Ti4Command } from "../../commands.ts";
import { ti4Id } from "../../forms.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { holdsInHand, notePurged, notesInHand, type Ti4NoteRef } from "../../transactions/notes.ts";
import { noteReceived } from "../../transactions/noteTable.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

const SECTION = "TE Alliance Reference Cards: the Mentak Coalition";

export const MENTAK_ALLIANCE_COMMANDS = [
  /** The Mentak's alliance card: the note (its id and whose colour it is) the loser gives the winner. */
  command("mentakAllianceGiveNote", { note: ti4Id("promissoryNote"), owner: seatField }),
] as const;

/** `seat` lost a space combat to `winner`, who holds the Mentak's card: `seat` gives a note from their hand. */
export interface TeMentakAllianceFrame {
  kind: "teMentakAllianceNote";
  seat: Seat;
  winner: Seat;
}

/** The notes `seat` may give: those in their hand. */
export function mentakAllianceNotes(state: Ti4State, seat: Seat): Ti4NoteRef[] {
  return notesInHand(state, seat).filter((note) => !notePurged(state, note));
}

function afterSpaceCombat(
  tx: Tx<Ti4>,
  combat: { attacker: Seat; defender: Seat; winner: Seat | null },
): void {
  const { winner } = combat;
  if (winner === null) return;
  const loser = winner === combat.attacker ? combat.defender : combat.attacker;
  if (loser === winner || tx.state.players[loser] === undefined) return;
  if (!usesAllianceAbility(tx.state, winner, "mentak")) return;
  if (mentakAllianceNotes(tx.state, loser).length === 0) return;
  const frame: TeMentakAllianceFrame = { kind: "teMentakAllianceNote", seat: loser, winner };
  tx.emit({ type: "ti4FramePushed", frame });
}

const mentakAllianceFrame: FrameRules<Ti4, TeMentakAllianceFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "mentakAllianceGiveNote" as const,
      seat: frame.seat,
      simultaneous: false,
      prompt: `you lost the space combat: give seat ${frame.winner} 1 promissory note from your hand (the Mentak's alliance card)`,
    },
  ],
};

type GiveNote = Extract<Ti4Command, { type: "mentakAllianceGiveNote" }>;

function mentakAllianceGiveNote(tx: Tx<Ti4>, cmd: GiveNote): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "teMentakAllianceNote" || frame.seat !== cmd.seat)
    return ruleError(
      "ERR_TI4_MENTAK_ALLIANCE_NOT_ASKED",
      SECTION,
      "A note is demanded through the Mentak's alliance card only from the loser of a space combat its holder won.",
    );
  const note = { note: cmd.note, owner: cmd.owner };
  if (!holdsInHand(tx.state, cmd.seat, note) || notePurged(tx.state, note))
    return ruleError("ERR_TI4_MENTAK_ALLIANCE_NOTE", SECTION, "That promissory note is not in your hand.", {
      note: cmd.note,
      owner: cmd.owner,
    });
  const receiver = frame.winner;
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4PromissoryNoteGiven", giver: cmd.seat, receiver, ...note });
  noteReceived(tx, receiver, note);
  return undefined;
}

/** The bot gives the first note in its hand. */
export const MENTAK_ALLIANCE_ANSWERS: Ti4Answers = {
  mentakAllianceGiveNote: (state, d) =>
    mentakAllianceNotes(state, d.seat).map((note) => ({
      type: "mentakAllianceGiveNote" as const,
      seat: d.seat,
      ...note,
    })),
};

export const TE_MENTAK_ALLIANCE: Ti4Module = {
  id: "alliance:mentak",
  commands: { mentakAllianceGiveNote },
  frames: { teMentakAllianceNote: mentakAllianceFrame },
  hooks: { spaceCombatEnded: afterSpaceCombat },
};
