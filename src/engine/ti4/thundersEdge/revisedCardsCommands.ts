/** The commands of Thunder's Edge's revised strategy cards (construction.ts, warfare.ts). */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, listOf, oneOf, position, record } from "../../commands/forms.ts";
import { ti4Id } from "../forms.ts";

export const TI4_REVISED_CARD_COMMANDS = [
  /**
   * TE Construction: the structures placed (the primary: 1, then 1 more; the structure after the PRODUCTION:
   * 1; the secondary: 1), or for the primary's first part the system of the space dock whose PRODUCTION is
   * used (`produceAt`, with no structure: the second comes once the units are produced).
   */
  command("constructRevised", {
    produceAt: position.optional(),
    structures: listOf(
      record({ planet: ti4Id<Ti4PlanetId>("planet"), unit: oneOf(["pds", "spaceDock"] as const) }),
    ),
  }),
  /** TE Warfare: the system of the primary's tactical action, activated without a command token. */
  command("warfareActivate", { system: position }),
] as const;
