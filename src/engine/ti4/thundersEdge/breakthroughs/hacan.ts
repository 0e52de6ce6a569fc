/**
 * The Emirates of Hacan's breakthrough, Auto-Factories (TE "Breakthroughs and Synergy"; the card's text as
 * the community bot's breakthrough data gives it): when its holder produces 3 or more ships other than
 * fighters, 1 command token from its reinforcements goes into its fleet pool (none left: nothing). Read
 * per production (one system's step or ability), answering `afterUnitsProduced`; the token comes before the
 * fleet pool is next checked [recalled: the data's note says "before resolving fleet supply"].
 */
import { TI4_SHIP_TYPES } from "../../../../content/ti4/index.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { countUnits } from "../../board/forces.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4UnitCounts } from "../../state.ts";
import { commandTokenReinforcements } from "../../strategic/commandSheet.ts";
import { holdsBreakthrough } from "../breakthroughs.ts";

/** The non-fighter ships one production must make for Auto-Factories to act. */
export const AUTO_FACTORIES_SHIPS = 3;

const NON_FIGHTER_SHIPS = TI4_SHIP_TYPES.filter((type) => type !== "fighter");

function autoFactories(tx: Tx<Ti4>, seat: Seat, _system: PositionLabel, units: Ti4UnitCounts): void {
  if (!holdsBreakthrough(tx.state, seat, "hacanbt")) return;
  if (countUnits(units, NON_FIGHTER_SHIPS) < AUTO_FACTORIES_SHIPS) return;
  // LRR 20.3a: a token comes from reinforcements only; with none left there, nothing is gained.
  if (commandTokenReinforcements(tx.state, seat) === 0) return;
  tx.emit({ type: "ti4CommandTokensChanged", seat, pools: { fleet: 1 }, reason: "Auto-Factories" });
}

export const TE_HACAN_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:hacan",
  hooks: { afterUnitsProduced: autoFactories },
};
