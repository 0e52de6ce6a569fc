/**
 * How a promissory note is carried out (LRR 69): each note the engine plays has a `Ti4NoteRules` in the table
 * (noteTable.ts), keyed by its card id. The mechanism (promissoryNotes.ts) does what every note shares: it
 * offers a note to its holders at its moment, refuses a note of the player's own colour (LRR 69.2), marks it
 * played, and sends it back to its owner once it is resolved (LRR 69.3) or lays it in the play area.
 *
 * A faction's note plugs in as one more entry of the table: write a `Ti4NoteRules` in the faction's file
 * (ti4/factions/<faction>.ts) with its moment ("action" for an ACTION note, which the mechanism offers as a
 * component action) and its effect, and add it to FACTION_NOTE_RULES in noteTable.ts under the card's id. A
 * note needing a moment not listed in `Ti4NoteMoment` adds the moment there and asks for its window from
 * the hook point where that moment happens (as afterCommoditiesReplenished does for the Trade Agreement).
 * A note without an entry can be held and traded, and playing it is refused with a sentence.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4NoteMoment, Ti4NoteWindowFrame } from "./frames.ts";

type Ti4Tx = Tx<Ti4>;

export interface Ti4NoteRules {
  /** When its holder plays it: a moment's window, or "action" (a component action, LRR 22). Absent: never played. */
  readonly moment?: Ti4NoteMoment | "action";
  /** Further moments it is played at, with the same `playableAt` (Antivirus: as any combat begins). */
  readonly alsoAt?: readonly Ti4NoteMoment[];
  /** In a moment's window: may `holder` play `owner`'s note now? (The mechanism has checked the hand.) */
  readonly playableAt?: (state: Ti4State, holder: Seat, owner: Seat, window: Ti4NoteWindowFrame) => boolean;
  /** Why it cannot be played as an action now, or undefined (an ACTION note must resolve fully, LRR 22.2). */
  readonly whyNotAction?: (state: Ti4State, holder: Seat, owner: Seat) => RuleError | undefined;
  /** Its effect as it is played (the window it is played in, for a moment). */
  readonly play?: (tx: Ti4Tx, holder: Seat, owner: Seat, window?: Ti4NoteWindowFrame) => void;
  /** Once played it lies face up in the holder's play area rather than going back to the owner. */
  readonly laidOutWhenPlayed?: boolean;
  /** A player other than its owner who receives it lays it out at once, and this happens (Support for the Throne). */
  readonly onReceived?: (tx: Ti4Tx, holder: Seat, owner: Seat) => void;
  /** While it lies in `holder`'s play area: `holder` has activated `system` (LRR 89.1). */
  readonly afterHolderActivates?: (tx: Ti4Tx, holder: Seat, owner: Seat, system: PositionLabel) => void;
  /** As the window it was played in closes: its effect on the procedure beneath (the tactical action, the vote). */
  readonly whenWindowCloses?: (tx: Ti4Tx, holder: Seat, owner: Seat, window: Ti4NoteWindowFrame) => void;
  /** A note never played, which acts while held (Malevolency): how it acts, told when a player plays it. */
  readonly notPlayed?: string;
  /** A printing whose effect the engine does not carry out yet (a Codex card): why playing it is refused. */
  readonly notCarriedOut?: string;
}

/** LRR 69.3: a note goes back to its owner, from its holder's hand or play area. */
export function returnNote(tx: Ti4Tx, holder: Seat, note: string, owner: Seat): void {
  tx.emit({ type: "ti4PromissoryNoteReturned", seat: holder, note, owner });
}
