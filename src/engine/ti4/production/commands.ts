/** The production step's command (LRR 68, 89.5): the units produced, what pays for them, where they go. */
import { z } from "zod";
import { TI4_UNIT_TYPES, type Ti4PlanetId, type Ti4UnitType } from "../../../content/ti4/index.ts";
import { command, count, listOf, orNull, record } from "../../commands/forms.ts";
import { payment, ti4Id } from "../forms.ts";

const UNIT_COUNTS_FORM = `counts by unit type (${TI4_UNIT_TYPES.join(", ")}): each a whole number, 0 or more`;

/** TI4 unit counts by type; a key that is not a unit type is refused. */
export const ti4UnitCounts = z
  .partialRecord(z.enum(TI4_UNIT_TYPES), count.optional(), { error: UNIT_COUNTS_FORM })
  .refine((v) => Object.keys(v).every((k) => (TI4_UNIT_TYPES as readonly string[]).includes(k)), {
    error: UNIT_COUNTS_FORM,
  })
  .describe(UNIT_COUNTS_FORM) as unknown as z.ZodType<Partial<Record<Ti4UnitType, number>>>;

/** Where produced ground forces go: a planet of the system, or its space area (planet null). */
export const groundForcePlacement = record({
  planet: orNull(ti4Id<Ti4PlanetId>()),
  infantry: count.optional(),
  mech: count.optional(),
});

export const TI4_PRODUCTION_COMMANDS = [
  /**
   * LRR 68: produce these units (none: produce nothing), paid with resources (LRR 67); `placements` says
   * where ground forces go (absent: on the planet of a producing unit, else in space).
   */
  command("produceUnits", {
    units: ti4UnitCounts,
    payment,
    placements: listOf(groundForcePlacement).optional(),
  }),
] as const;
