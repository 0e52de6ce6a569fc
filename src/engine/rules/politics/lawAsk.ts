/**
 * Asking players a law's choice (a `cardChoice` frame, rules/cards/choice.ts) without importing
 * cards/choice.ts: that module merges LAW_CHOICES from politicalLaws.ts, and politicalLaws.ts is also
 * imported early by the rules it serves (statusPhase.ts, board cards), so a static import back would let
 * the merged table be read before LAW_CHOICES exists. Same behaviour as askCardChoice.
 */
import type { Tx } from "../../tx.ts";
import type { CardChoiceRequest } from "../cards/choice.ts";

/** Asks players for a law's choice; nothing happens when nobody is left to ask. */
export function askLawChoice(tx: Tx, request: CardChoiceRequest): void {
  const awaiting = [...new Set(request.awaiting)].filter((s) => !tx.state.players[s]?.eliminated);
  if (awaiting.length === 0) return;
  tx.emit({
    type: "framePushed",
    frame: {
      kind: "cardChoice",
      effect: request.effect,
      prompt: request.prompt,
      awaiting,
      inOrder: request.inOrder ?? false,
      data: request.data ?? {},
    },
  });
}
