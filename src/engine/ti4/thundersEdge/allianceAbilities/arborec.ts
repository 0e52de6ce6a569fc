/**
 * The Arborec's alliance card (TE "Alliance Reference Cards"; the commander Dirzuga Rophal): whenever another
 * player activates a system where the holder has a unit with PRODUCTION, the holder may build 1 unit there.
 * Answers `afterSystemActivated` (hooks/tactical.ts): a production step of 1 unit (`limit` 1, placed as such a
 * step places them: production/frames.ts) is pushed for each such holder, in seat order from the active
 * player, above the tactical action; producing nothing is its "no" (the built-in player answers it as any
 * production step). Paid, limited and blockaded as any production (LRR 14, 67, 68).
 */
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import { producersIn } from "../../production/producers.ts";
import type { Ti4 } from "../../ruleset.ts";
import { allianceAbilityUsers } from "../allianceCards.ts";

export const ARBOREC_ALLIANCE_REASON = "the Arborec alliance card";

function afterSystemActivated(tx: Tx<Ti4>, active: Seat, system: PositionLabel): void {
  const n = tx.state.players.length;
  const holders = allianceAbilityUsers(tx.state, "arborec")
    .filter((seat) => seat !== active && producersIn(tx.state, seat, system).total > 0)
    .sort((a, b) => ((a - active + n) % n) - ((b - active + n) % n));
  // Pushed last first, so the first in order answers first.
  for (const seat of holders.reverse())
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "ti4Production", seat, system, reason: ARBOREC_ALLIANCE_REASON, limit: 1 },
    });
}

export const TE_ALLIANCE_ARBOREC: Ti4Module = {
  id: "allianceAbility:arborec",
  hooks: { afterSystemActivated },
};
