/** The Clan of Saar's own command and frame: Chaos Mapping's production at the start of their turn. */
import { command, orNull, position } from "../../commands/forms.ts";
import type { Seat } from "../../kernel/types.ts";

export const SAAR_COMMANDS = [
  /** Chaos Mapping: the system where 1 unit is produced, or null to produce nothing this turn. */
  command("chaosMapping", { system: orNull(position) }),
] as const;

/** The Saar `seat`'s turn has begun and they own Chaos Mapping: they may produce 1 unit. */
export interface Ti4ChaosMappingFrame {
  kind: "ti4ChaosMapping";
  seat: Seat;
}
