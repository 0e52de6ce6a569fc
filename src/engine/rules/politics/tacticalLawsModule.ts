/**
 * The laws and directives (RR §20) that change the tactical and transfer actions, and what planets are
 * worth, as answers to the hook points of hooks/tactical.ts and hooks/planets.ts. Their effects are
 * written in lawRules.ts, lawTriggers.ts, politicalLaws.ts (laws) and directiveHooks.ts (directives);
 * this module only says at which rule moment each one acts. Where a law and a directive answer the
 * same moment, the law comes first.
 */
import { getPlanet, type PlanetId } from "../../../content/index.ts";
import type { RuleModule } from "../../module.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState } from "../../state.ts";
import { swapped } from "../planetValues.ts";
import {
  directiveProductionBlock,
  directiveSurcharge,
  sanctionedLanding,
  systemActivatedUnderDirectives,
  unitsProducedUnderDirectives,
} from "./directiveHooks.ts";
import {
  activationTollBlock,
  anomalyMovementIgnored,
  colonizationBlock,
  docksIdleByLaw,
  fleetRestrictionBlock,
  fleetSupplyIgnored,
  laborForceDock,
  landingBlockedByLaw,
  lawDockCapacity,
  lawUnitsPerCost,
  movementPurpose,
  routeBlockedByLaw,
  withLawWormholes,
} from "./lawRules.ts";
import { lawInPlay } from "./laws.ts";
import { neutralPlanetTaken, systemActivatedUnderLaws } from "./lawTriggers.ts";
import { askActivationTolls } from "./politicalLaws.ts";

export const TACTICAL_LAWS = {
  id: "tacticalLaws",
  hooks: {
    // Traffic Tariffs, Neutrality Pact: a toll the player must be able to pay, asked once activated.
    activationUnpayable: activationTollBlock,
    activationTolls: askActivationTolls,
    systemActivated(tx, seat, position) {
      // Non-Aggression Pact (law), then Imperial Containment (directive).
      systemActivatedUnderLaws(tx, seat, position);
      systemActivatedUnderDirectives(tx, seat);
    },
    // Wormhole Reconstruction links every wormhole system; Closing the Wormholes shuts them to movement.
    adjacency: (state, links) => ({
      options: withLawWormholes(state, links.options),
      purpose: movementPurpose(state) === "other" ? "other" : links.purpose,
    }),
    // Investigate Spatial Anomalies: For, Ion Storms and Nebulae hinder nothing; Against, no red system.
    anomalyIgnored: anomalyMovementIgnored,
    routeBlocked: routeBlockedByLaw,
    // War Funding: no Fleet Supply limit in the Action Phase. Fleet Restrictions: 2 ships of a type.
    fleetSupplyIgnored,
    fleetBlocked: fleetRestrictionBlock,
    // Imperial Peace, Planetary Conscription (laws) before the transfer's limit; Official Sanction
    // (directive) after it.
    landingBlocked: landingBlockedByLaw,
    invasionBlocked: sanctionedLanding,
    neutralLandingBlocked: colonizationBlock,
    // Planetary Conscription, Minister of Exploration, Colonization Licensing: a neutral planet landed on.
    planetTaken(tx, taken) {
      if (taken.by === "landing" && taken.from === null)
        neutralPlanetTaken(tx, taken.seat, taken.position, taken.planet);
    },
    // Humane Labor: Against, no dock produces this round; For, at most 2 units a dock.
    productionDocks: (state, _seat, _position, docks) => (docksIdleByLaw(state) ? [] : [...docks]),
    dockCapacity: lawDockCapacity,
    dockBlocked: holyPlanetBlock,
    // Labor Force Politics (Against): one dock a player this round.
    docksProducing: laborForceDock,
    // Mass Mobilization (Against, directive): no Ground Forces bought this round.
    productionBlocked: directiveProductionBlock,
    // Fighter Tax, Regulated Conscription: one Fighter or Ground Force a payment.
    unitsPerCost: (state, type, per) => lawUnitsPerCost(state, type) ?? per,
    // Warship Commission, Interstellar Arms Dealers (Against, directives): ships cost more this round.
    productionSurcharge: directiveSurcharge,
    // Prophecy of Ixth (directive): the Fighters bought are noted.
    unitsProduced: unitsProducedUnderDirectives,
    // Labor Force Politics (For): every planet's values are swapped.
    planetValues: (state, _planet, worth) =>
      lawInPlay(state, "laborForcePolitics") ? swapped(worth) : worth,
  },
} satisfies RuleModule;

/** Holy Planet of Ixth (law): no unit is ever produced on the elected planet. */
function holyPlanetBlock(
  state: GameState,
  dock: PlanetId | "space",
  planet: PlanetId | "space" | undefined,
): RuleError | undefined {
  const holy = lawInPlay(state, "holyPlanetOfIxth")?.elected;
  if (!holy || (dock !== holy && planet !== holy)) return undefined;
  const name = getPlanet(holy).name;
  return ruleError("ERR_HOLY_PLANET", "RR §20", `Holy Planet of Ixth: no unit may be produced on ${name}.`);
}
