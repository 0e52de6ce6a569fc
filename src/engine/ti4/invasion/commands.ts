/** The invasion step's commands (LRR 49): the bombardment made and the ground forces committed. */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, count, listOf, record } from "../../commands/forms.ts";
import { payment, ti4Id, ti4Units } from "../forms.ts";

export const TI4_INVASION_COMMANDS = [
  /** LRR 15: each BOMBARDMENT unit of the active player assigned to one planet (none: no bombardment). */
  command("bombard", { targets: listOf(record({ planet: ti4Id<Ti4PlanetId>("planet"), units: ti4Units })) }),
  /**
   * LRR 49.2: ground forces moved from the active system's space area to its planets (none: no invasion);
   * `custodians`: 6 influence spent to take the custodians token from Mecatol Rex first (LRR 27.2);
   * `fighter`: fighters committed as if they were ground forces, where an ability allows it (the Matriarch).
   */
  command("commitGroundForces", {
    landings: listOf(
      record({
        planet: ti4Id<Ti4PlanetId>("planet"),
        infantry: count.optional(),
        mech: count.optional(),
        fighter: count.optional(),
      }),
    ),
    custodians: payment.optional(),
    /**
     * TE "Coexist": the planets of the active system where the active player's coexisting units are committed
     * against the planet, to end their coexistence by winning its ground combat.
     */
    coexisting: listOf(ti4Id<Ti4PlanetId>("planet")).optional(),
    /**
     * TE "Alliance Movement and Control": the active player's ally's ground forces in the active system's
     * space area committed to planets either ally controls, if the ally allows it (thundersEdge/allianceCarry.ts).
     */
    allied: listOf(
      record({ planet: ti4Id<Ti4PlanetId>("planet"), infantry: count.optional(), mech: count.optional() }),
    ).optional(),
  }),
] as const;
