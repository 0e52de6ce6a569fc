/** The Winnu's commands and frames: Reclamation's structures, placed or declined; Acquiescence's trade. */
import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import { command, flag } from "../../commands/forms.ts";
import type { Seat } from "../../kernel/types.ts";
import { ti4Id } from "../forms.ts";

export const WINNU_COMMANDS = [
  /** Reclamation: which of a PDS and a space dock the Winnu put on Mecatol Rex (both false: neither). */
  command("reclaimMecatol", { pds: flag, spaceDock: flag }),
  /** Lazax Gate Folding's ACTION: exhaust it to put 1 infantry from reinforcements on Mecatol Rex. */
  command("lazaxGateFolding", {}),
  /** Acquiescence: the holder's strategy card `give` traded for the Winnu's `take`. */
  command("acquiesce", {
    give: ti4Id<Ti4StrategyCardId>("strategyCard"),
    take: ti4Id<Ti4StrategyCardId>("strategyCard"),
  }),
] as const;

/** Reclamation: the Winnu took Mecatol Rex in the tactical action just over, and may place structures there. */
export interface Ti4ReclamationFrame {
  kind: "ti4Reclamation";
  seat: Seat;
}

/** Acquiescence was played: its holder `seat` trades one of their strategy cards for one `winnu` picked. */
export interface Ti4AcquiescenceFrame {
  kind: "ti4Acquiescence";
  seat: Seat;
  winnu: Seat;
}
