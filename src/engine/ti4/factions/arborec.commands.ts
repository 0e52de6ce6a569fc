/** The Arborec's commands and frame: Mitosis's infantry. */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command } from "../../commands/forms.ts";
import type { Seat } from "../../kernel/types.ts";
import { ti4Id } from "../forms.ts";

export const ARBOREC_COMMANDS = [
  /** Mitosis: the planet the Arborec put 1 infantry from reinforcements on, among those they control. */
  command("mitosis", { planet: ti4Id<Ti4PlanetId>() }),
] as const;

/** Mitosis, as the status phase begins: the Arborec choose where their new infantry goes. */
export interface Ti4MitosisFrame {
  kind: "ti4Mitosis";
  seat: Seat;
}
