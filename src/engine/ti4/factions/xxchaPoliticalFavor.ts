/**
 * Political Favor, the Xxcha's promissory note (content/ti4/promissoryNotes.factions.ts): when an agenda is
 * revealed (LRR 8.2, hook `afterAgendaRevealed`), its holder plays it: 1 token leaves the Xxcha's strategy
 * pool for their reinforcements, the agenda is discarded unvoted, and the next one is revealed and voted on
 * instead (as Veto does: `ti4AgendaVetoed`, the vote frame reveals the next); then it goes back to the Xxcha
 * (LRR 69.3). Our reading: with no token in the Xxcha's strategy pool it cannot be played (it is not offered).
 */
import { agendaVoteFrame } from "../transactions/agendaReads.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";

export const POLITICAL_FAVOR: Ti4NoteRules = {
  moment: "agendaRevealed",
  playableAt(state, _holder, owner) {
    const vote = agendaVoteFrame(state);
    return vote !== undefined && !vote.vetoed && (state.players[owner]?.tokens.strategy ?? 0) > 0;
  },
  play(tx, holder, owner) {
    const vote = agendaVoteFrame(tx.state);
    if (!vote) return;
    tx.emit({
      type: "ti4CommandTokensChanged",
      seat: owner,
      pools: { strategy: -1 },
      reason: "Political Favor",
    });
    tx.emit({ type: "ti4AgendaVetoed", seat: holder, agenda: vote.agenda });
    tx.emit({ type: "ti4AgendaDiscarded", agenda: vote.agenda });
  },
};
