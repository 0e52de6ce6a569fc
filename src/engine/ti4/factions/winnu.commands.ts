/** The Winnu's commands and frame: Reclamation's structures, placed or declined. */
import { command, flag } from "../../commands/forms.ts";
import type { Seat } from "../../kernel/types.ts";

export const WINNU_COMMANDS = [
  /** Reclamation: which of a PDS and a space dock the Winnu put on Mecatol Rex (both false: neither). */
  command("reclaimMecatol", { pds: flag, spaceDock: flag }),
  /** Lazax Gate Folding's ACTION: exhaust it to put 1 infantry from reinforcements on Mecatol Rex. */
  command("lazaxGateFolding", {}),
] as const;

/** Reclamation: the Winnu took Mecatol Rex in the tactical action just over, and may place structures there. */
export interface Ti4ReclamationFrame {
  kind: "ti4Reclamation";
  seat: Seat;
}
