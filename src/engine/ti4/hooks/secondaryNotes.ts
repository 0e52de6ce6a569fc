/** Rule moments of a secondary paid with a promissory note instead of strategy tokens (LRR 82.2, 69; TE Mindsieve). */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4NoteRef } from "../transactions/notes.ts";

export interface Ti4SecondaryNoteHooks {
  /**
   * TE Mindsieve: true when `seat`, resolving the secondary of `holder`'s strategy card, may give `holder` a
   * promissory note from its hand instead of the strategy tokens it costs. One true answer is enough.
   */
  secondaryNoteAccepted: (state: Ti4State, seat: Seat, holder: Seat) => boolean;
  /**
   * TE Mindsieve: `giver` gives `receiver` the note `note` for a secondary (the answer of the ability that
   * let it emits the gift, a note laid out as it is received included). Each answer acts; each answers for
   * its own holder only.
   */
  secondaryNoteGiven: (tx: Tx<Ti4>, giver: Seat, receiver: Seat, note: Ti4NoteRef) => void;
}
