/** The production step's command (LRR 68, 89.5): the units produced, what pays for them, where they go. */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, count, listOf, orNull, position, record } from "../../commands/forms.ts";
import { payment, ti4Id, ti4Units } from "../forms.ts";

/** Where produced ground forces go: a planet of the system, or its space area (planet null). */
export const groundForcePlacement = record({
  planet: orNull(ti4Id<Ti4PlanetId>("planet")),
  infantry: count.optional(),
  mech: count.optional(),
});

export const TI4_PRODUCTION_COMMANDS = [
  /**
   * LRR 68: produce these units (none: produce nothing), paid with resources (LRR 67); `placements` says
   * where ground forces go (absent: on the planet of a producing unit, else in space); `shipsTo`, the
   * Last Bastion's The Icon (factions/bastionIcon.ts): the system every produced ship goes to instead.
   */
  command("produceUnits", {
    units: ti4Units,
    payment,
    placements: listOf(groundForcePlacement).optional(),
    shipsTo: position.optional(),
    /** The Saar alliance card: fighters and infantry placed at other space docks of the seat (toDocks.ts). */
    toDocks: listOf(
      record({
        position,
        planet: ti4Id<Ti4PlanetId>("planet"),
        fighter: count.optional(),
        infantry: count.optional(),
      }),
    ).optional(),
  }),
] as const;
