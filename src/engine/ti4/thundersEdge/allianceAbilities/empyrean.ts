/**
 * The Empyrean's alliance card (TE "Alliance Reference Cards"; the commander Xuange's ability): if another
 * player's ships enter a system holding one of its holder's command tokens, the holder may take that token
 * back into their reinforcements. Heard as a tactical action's ships arrive in the active system (LRR 58,
 * hook `groupsMoved`).
 *
 * Our readings: only ships moved in a tactical action are heard (a retreat or an ability that places ships is
 * not "entering" here [recalled]); a token back in the reinforcements is never worse than one left on the
 * board, so it is taken without asking.
 */
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4UnitCounts } from "../../state.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

function tokenBack(
  tx: Tx<Ti4>,
  mover: Seat,
  system: PositionLabel,
  groups: readonly { ships: Ti4UnitCounts }[],
): void {
  if (!groups.some((g) => Object.values(g.ships).some((n) => (n ?? 0) > 0))) return;
  for (const seat of new Set(tx.state.board[system]?.commandTokens ?? []))
    if (seat !== mover && usesAllianceAbility(tx.state, seat, "empyrean"))
      tx.emit({ type: "ti4CommandTokensRemoved", seat, positions: [system] });
}

export const TE_EMPYREAN_ALLIANCE: Ti4Module = {
  id: "alliance:empyrean",
  hooks: { groupsMoved: tokenBack },
};
