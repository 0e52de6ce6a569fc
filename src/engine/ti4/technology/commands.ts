/** Research (LRR 90): the technology, what pays for it, and the planets whose specialties stand in. */
import type { Ti4AgendaId, Ti4PlanetId, Ti4TechnologyId } from "../../../content/ti4/index.ts";
import { command, listOf, position, record, seat } from "../../commands/forms.ts";
import { payment, ti4Id } from "../forms.ts";

export const TI4_TECHNOLOGY_COMMANDS = [
  /**
   * LRR 90.2-90.10: a technology researched. `payment` covers the cost the research carries (none for the
   * Technology primary's first); each planet of `specialties` is exhausted for one prerequisite of its colour.
   */
  command("research", {
    technology: ti4Id<Ti4TechnologyId>("technology"),
    payment: payment.optional(),
    specialties: listOf(ti4Id<Ti4PlanetId>("planet")).optional(),
    /** A ready card exhausted (and paid for) to ignore every prerequisite (hook \`prerequisiteWaivers\`). */
    waiver: ti4Id<Ti4TechnologyId>("technology").optional(),
    /** Research Teams attached to planets of the seat, each exhausted for 1 prerequisite of its colour. */
    teams: listOf(ti4Id<Ti4AgendaId>("agenda")).optional(),
    /** Specialist Compounds (TE): a planet of the technology's colour exhausted instead of the card's cost. */
    compounds: ti4Id<Ti4PlanetId>("planet").optional(),
    /**
     * The Yin alliance card: 1 infantry of the seat's, in this system's space or on `planet`, returned to
     * reinforcements to skip every prerequisite of a technology another player owns (infantrySkip.ts).
     */
    infantryReturned: record({ position, planet: ti4Id<Ti4PlanetId>("planet").optional() }).optional(),
    /** The Deepwrought alliance card: its holder, another player, lets the research cost 1 less (researchDiscount.ts). */
    discountFrom: seat.optional(),
  }),
  /** An optional research not taken (the Technology primary's second). */
  command("declineResearch", {}),
] as const;
