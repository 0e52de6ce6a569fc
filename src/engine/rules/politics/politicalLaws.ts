/**
 * Laws (RR §20) of war, movement and the board: their outcomes when voted and, with `lasting: true`, the lasting effect applied by the rules each law changes while it is in play. Merged into AGENDA_EFFECTS (politicalEffects.ts); choices
 * the outcomes ask of players are in LAW_CHOICES (listed by module.ts). The lasting effects are read
 * through lawRules.ts by movement, production, landings, bombardment and combat rolls; an Against outcome
 * that lasts "this round" starts a card effect of the round under the law's key (actionCards/lasting.ts).
 * Each law's outcomes and choices are in laws/ (helpers several laws share in laws/shared.ts).
 */
import type { CardChoiceRule } from "../../choices.ts";
import { type AgendaRule, gainVp, nothing } from "./agendaTools.ts";
import { closingTheWormholesAgainst, closingTheWormholesChoice } from "./laws/closingTheWormholes.ts";
import {
  colonizationLicensingAgainst,
  colonizationLicensingAgainstChoice,
  colonizationPayment,
} from "./laws/colonizationLicensing.ts";
import { conventionsOfWarAgainst, conventionsOfWarChoice } from "./laws/conventionsOfWar.ts";
import { fighterTaxAgainst, fighterTaxChoice } from "./laws/fighterTax.ts";
import { fleetRestrictionsAgainst, fleetRestrictionsChoice } from "./laws/fleetRestrictions.ts";
import { nonAggressionPactAgainst } from "./laws/nonAggressionPact.ts";
import { planetarySecurityFor } from "./laws/planetarySecurity.ts";
import { thisRound } from "./laws/shared.ts";
import {
  neutralityPactAgainst,
  neutralityPactAgainstChoice,
  neutralityPactToll,
  trafficTariffsAgainst,
  trafficTariffsAgainstChoice,
  trafficTariffsToll,
} from "./laws/trafficTariffsAndNeutralityPact.ts";
import { unconventionalWeaponsAgainst, unconventionalWeaponsChoice } from "./laws/unconventionalWeapons.ts";
import { fleetSurplusChoice, warFundingAgainst } from "./laws/warFunding.ts";

export { askActivationTolls } from "./laws/trafficTariffsAndNeutralityPact.ts";
export { removeFleetSurplus, warFundingAtStatusPhaseStart } from "./laws/warFunding.ts";

export const LAW_EFFECTS: Readonly<Record<string, AgendaRule>> = {
  // For: movement uses no wormhole (lawRules.ts movementPurpose: tactical/paths.ts, transfer, retreat).
  closingTheWormholes: { for: nothing, against: closingTheWormholesAgainst, lasting: true },
  // For: no bombardment of a planet with a Space Dock (combat/bombardment.ts).
  conventionsOfWar: { for: nothing, against: conventionsOfWarAgainst, lasting: true },
  // For: dock limit 2 (tactical/docks.ts); Against: no production this round.
  humaneLabor: { for: nothing, against: thisRound("humaneLabor"), lasting: true },
  // For: Mecatol Rex is never invaded; Against: only Mecatol Rex this round (tactical/landing.ts).
  imperialPeace: { for: nothing, against: thisRound("imperialPeace"), lasting: true },
  // For: every planet's resource and influence values swap (rules/planetValues.ts); Against: one Space Dock
  // per player for production this round (lawRules.ts laborForceDock, tactical/production.ts).
  laborForcePolitics: { for: nothing, against: thisRound("laborForcePolitics"), lasting: true },
  // For: Dreadnoughts and War Suns -2 on combat rolls (combat/modifiers.ts).
  unconventionalWeapons: { for: nothing, against: unconventionalWeaponsAgainst, lasting: true },
  // For: a Fighter costs a full resource (tactical/docks.ts productionCost).
  fighterTax: { for: nothing, against: fighterTaxAgainst, lasting: true },
  // For: a Ground Force costs a full resource (tactical/docks.ts), and the Sol Orbital Drop places 1
  // (technology/abilityActions.ts), both through the `unitsPerCost` hook.
  regulatedConscription: { for: nothing, against: nothing, lasting: true },
  // For: a free Ground Force on a neutral planet taken; Against: no landing on neutral planets this round
  // (tactical/landing.ts).
  planetaryConscription: { for: nothing, against: thisRound("planetaryConscription"), lasting: true },
  // For: every wormhole system adjacent to every other (paths.ts and forces.ts adjacencyOptions).
  wormholeReconstruction: { for: nothing, against: nothing, lasting: true },
  // For: Ion Storms and Nebulae do not hinder movement; Against: no red-bordered system entered this
  // round (tactical/paths.ts, moveChecks.ts).
  investigateSpatialAnomalies: {
    for: nothing,
    against: thisRound("investigateSpatialAnomalies"),
    lasting: true,
  },
  // Laws acting when something happens on the board (lawTriggers.ts).
  // Each later landing of another player on a neutral planet pays the elected player 1 Trade Good.
  ministerOfExploration: { elected: nothing, lasting: true },
  // For: the first to activate a system holding enemy ships loses 1 VP (tactical/activation.ts).
  nonAggressionPact: { for: nothing, against: nonAggressionPactAgainst, lasting: true },
  // The Invasion Combat won against the holder moves the card and 1 VP (combat/conquest.ts); repealed,
  // its holder loses the VP (politicalEffects.ts repealLaw).
  crownOfEmphidia: {
    elected: (tx, r) => gainVp(tx, [Number(r.outcome)], 1, "The Crown of Emphidia", r.card),
    lasting: true,
  },
  // The first to defeat the elected player in a Space Battle collects (combat/spaceBattle.ts).
  enemyOfTheThrone: { elected: nothing, lasting: true },
  planetarySecurity: { for: planetarySecurityFor, against: nothing, lasting: true },
  // Laws on fleets and PDS.
  // For: no Fleet Supply limit in the Action Phase (tactical/moveChecks.ts); the surplus goes as the Status
  // Phase starts (statusPhase.ts, lawsAtStatusPhaseStart).
  warFunding: { for: nothing, against: warFundingAgainst, lasting: true },
  // For: at most 2 ships of a type in a system (tactical/moveChecks.ts checkDestination).
  fleetRestrictions: { for: nothing, against: fleetRestrictionsAgainst, lasting: true },
  // For: PDS fire at a fleet breaks trade with its owner; Against: no PDS fire at ships this round
  // (combat/pds.ts).
  redefiningWarCrimes: { for: nothing, against: thisRound("redefiningWarCrimes"), lasting: true },
  // For: a toll for activating a system holding another player's planet (tactical/activation.ts, transfer.ts).
  trafficTariffs: { for: nothing, against: trafficTariffsAgainst, lasting: true },
  // For: 3 influence for activating a planetless system holding enemy units (same places).
  neutralityPact: { for: nothing, against: neutralityPactAgainst, lasting: true },
  // For: a landing on a neutral planet is paid for (tactical/landing.ts checks, lawTriggers.ts asks).
  colonizationLicensing: { for: nothing, against: colonizationLicensingAgainst, lasting: true },
};

export const LAW_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  colonizationLicensing: colonizationPayment,
  colonizationLicensingAgainst: colonizationLicensingAgainstChoice,
  trafficTariffs: trafficTariffsToll,
  trafficTariffsAgainst: trafficTariffsAgainstChoice,
  neutralityPact: neutralityPactToll,
  neutralityPactAgainst: neutralityPactAgainstChoice,
  warFunding: fleetSurplusChoice,
  fleetRestrictions: fleetRestrictionsChoice,
  closingTheWormholes: closingTheWormholesChoice,
  conventionsOfWar: conventionsOfWarChoice,
  unconventionalWeapons: unconventionalWeaponsChoice,
  fighterTax: fighterTaxChoice,
};
