/** The Arborec's commands and frame: Mitosis's infantry. */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, count, listOf, record } from "../../commands/forms.ts";
import type { Seat } from "../../kernel/types.ts";
import { ti4Id } from "../forms.ts";

export const ARBOREC_COMMANDS = [
  /** Mitosis: the planet the Arborec put 1 infantry from reinforcements on, among those they control. */
  command("mitosis", { planet: ti4Id<Ti4PlanetId>("planet") }),
  /** Bioplasmosis: infantry moved between the Arborec's planets (none: no move). */
  command("bioplasmosis", {
    moves: listOf(
      record({ from: ti4Id<Ti4PlanetId>("planet"), to: ti4Id<Ti4PlanetId>("planet"), infantry: count }),
    ),
  }),
] as const;

/** Bioplasmosis, as the status phase ends: the technology's owner may move infantry between their planets. */
export interface Ti4BioplasmosisFrame {
  kind: "ti4Bioplasmosis";
  seat: Seat;
}

/** Mitosis, as the status phase begins: the Arborec choose where their new infantry goes. */
export interface Ti4MitosisFrame {
  kind: "ti4Mitosis";
  seat: Seat;
}
