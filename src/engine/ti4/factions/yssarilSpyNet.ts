/**
 * Spy Net, the Yssaril's promissory note (content/ti4/promissoryNotes.factions.ts): at the start of its
 * holder's turn (LRR 69.2, the turnStarted window), the holder looks at the Yssaril's action cards and takes
 * 1 of them; then it goes back to the Yssaril (LRR 69.3). The look and the take are Mageon Implants' own
 * (yssarilMageon.ts): the hand reaches the holder alone (an event `to` them), the card taken is told to the
 * two players, to the others only that a card changed hands. Offered only while the Yssaril hold a card
 * (counts are public): with none, it would do nothing.
 */
import type { Ti4NoteRules } from "../transactions/noteRules.ts";

export const SPY_NET: Ti4NoteRules = {
  moment: "turnStarted",
  playableAt: (state, holder, owner, window) =>
    window.trigger === holder && (state.players[owner]?.secret.actionCards.length ?? 0) > 0,
  play(tx, holder, owner) {
    const cards = [...(tx.state.players[owner]?.secret.actionCards ?? [])];
    if (cards.length === 0) return;
    tx.emit({ type: "ti4HandSeen", seat: holder, target: owner, cards, to: holder });
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "ti4Mageon", seat: holder, target: owner, source: "Spy Net" },
    });
  },
};
