/**
 * SE Option 9, Facilities (SE p.11; components: 16 Facility Cards, 8 Colonies and 8 Refineries). A player
 * may build a Colony (+1 influence) or a Refinery (+1 resource) on a planet he holds outside the Home
 * Systems, for 1 resource, in the Produce Units step of a tactical action. This module plays:
 *
 * - building (facilities/building.ts): where and when, the supply, the cost paid with the units in the
 *   production's one sum, the planet exhausted (`facilitySites`, `facilitiesPlanned`, asked by
 *   rules/tactical/production.ts; `productionPossible`, so that the step waits where no dock stands);
 * - the value it adds from the next round on (`planetValues`, facilities/holding.ts);
 * - its loss: destroyed when the planet is invaded, unless captured as a Space Dock would be
 *   (`invasionSucceeded` and `planetTaken`, asking `facilityCaptured`), and back to the supply when its
 *   planet turns neutral (a standing rule).
 *
 * No Action Card, Political Card or technology of the base game or SE names Facilities.
 */
import type { RuleModule } from "../module.ts";
import { facilitySites, planFacilities } from "./facilities/building.ts";
import {
  FACILITY_EVOLVE,
  facilitiesOnNeutralPlanets,
  facilityInvadedByLanding,
  facilityInvadedInCombat,
  facilityWorth,
} from "./facilities/holding.ts";

export const FACILITIES = {
  id: "option:facilities",
  option: "facilities",
  hooks: {
    facilitySites,
    productionPossible: (state, seat, position, ctx) => facilitySites(state, seat, position, ctx).length > 0,
    facilitiesPlanned: planFacilities,
    planetValues: facilityWorth,
    invasionSucceeded: facilityInvadedInCombat,
    planetTaken: facilityInvadedByLanding,
  },
  // The kernel runs an option module's standing rules only in games that play it (rulebook.ts).
  standing: [facilitiesOnNeutralPlanets],
  events: FACILITY_EVOLVE,
} satisfies RuleModule;
