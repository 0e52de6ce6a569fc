/**
 * The built-in player's answers to TI4's decisions so far, most wanted first: the kernel's `apply` decides
 * which is legal. A plain, fair choice for each (it reads only the seat's own secrets): the first faction
 * offered, the first legal placement, the technologies listed first, ground forces on the first home
 * planet, the secret objective likelier to score. Each area of the round brings its own answers (ANSWERS), and
 * policy.ts weighs them in the shared search.
 */
import {
  type FactionId,
  type Ti4PlanetId,
  type Ti4TechnologyId,
  ti4Faction,
} from "../../content/ti4/index.ts";
import { ti4LegalPlacements } from "../galaxy/ti4/placement.ts";
import type { Decision } from "../kernel/decision.ts";
import { ACTION_CARD_ANSWERS } from "./actionCards/bot.ts";
import { COURAGEOUS_ANSWERS } from "./actionCards/courageous.ts";
import { AGENDA_ANSWERS } from "./agenda/bot.ts";
import type { Ti4Answers } from "./answer.ts";
import { COMBAT_ANSWERS } from "./combat/bot.ts";
import { UNIT_ABILITY_ROLL_ANSWERS } from "./combat/unitAbilityRollsBot.ts";
import type { Ti4Command } from "./commands.ts";
import { ARBOREC_ANSWERS } from "./factions/arborec.ts";
import { GALVANIZE_ANSWERS } from "./factions/bastionGalvanize.ts";
import { PROXIMA_ANSWERS } from "./factions/bastionProxima.ts";
import { RESONANCE_ANSWERS } from "./factions/crimsonResonance.ts";
import { SEVER_ANSWERS } from "./factions/crimsonSever.ts";
import { DEEPWROUGHT_ANSWERS } from "./factions/deepwrought.ts";
import { RADICAL_ADVANCEMENT_ANSWERS } from "./factions/deepwroughtRadical.ts";
import { SHARE_KNOWLEDGE_ANSWERS } from "./factions/deepwroughtShareKnowledge.ts";
import { VISIONARIA_ANSWERS } from "./factions/deepwroughtVisionaria.ts";
import { FIRMAMENT_ANSWERS } from "./factions/firmament.bot.ts";
import { FIRMAMENT_FLIP_ANSWERS } from "./factions/firmamentFlip.ts";
import { SPLICE_ANSWERS } from "./factions/ghostSplicer.ts";
import { CREUSS_WORMHOLE_ANSWERS } from "./factions/ghostWormholes.ts";
import { HACAN_ANSWERS } from "./factions/hacanBot.ts";
import { JOLNAR_ANSWERS } from "./factions/jolnar.ts";
import { LETNEV_MUNITIONS_ANSWERS } from "./factions/letnevMunitions.ts";
import { PILLAGE_ANSWERS } from "./factions/mentakPillage.ts";
import { NAALU_ANSWERS } from "./factions/naalu.ts";
import { NEKRO_ANSWERS } from "./factions/nekro.ts";
import { NEKRO_ALASTOR_ANSWERS } from "./factions/nekroAlastor.ts";
import { NEKRO_FLAGSHIP_Z_ANSWERS } from "./factions/nekroFlagshipZ.ts";
import { NEKRO_SINGULARITY_ANSWERS } from "./factions/nekroSingularity.ts";
import { MALEVOLENCY_ANSWERS } from "./factions/obsidianMalevolency.ts";
import { OBSIDIAN_TECHNOLOGY_ANSWERS } from "./factions/obsidianTechs.ts";
import { RALNEL_DATA_SKIMMER_ANSWERS } from "./factions/ralnelDataSkimmer.ts";
import { RALNEL_LAST_DISPATCH_ANSWERS } from "./factions/ralnelLastDispatch.ts";
import { RALNEL_MINIATURIZATION_ANSWERS } from "./factions/ralnelMiniaturization.ts";
import { NANO_LINK_ANSWERS } from "./factions/ralnelNanoLink.ts";
import { RALNEL_NANOMACHINES_ANSWERS } from "./factions/ralnelNanomachines.ts";
import { RALNEL_SURVIVAL_ANSWERS } from "./factions/ralnelSurvival.ts";
import { SAAR_ANSWERS } from "./factions/saar.ts";
import { RAGHS_CALL_ANSWERS } from "./factions/saarRaghsCall.ts";
import { SARDAKK_EXOTRIREME_ANSWERS } from "./factions/sardakkExotrireme.ts";
import { SOL_ANSWERS } from "./factions/sol.ts";
import { WINNU_ANSWERS } from "./factions/winnu.ts";
import { ACQUIESCENCE_ANSWERS } from "./factions/winnuAcquiescence.ts";
import { TRADE_POLICY_ANSWERS } from "./factions/winnuTradePolicy.ts";
import { XXCHA_ANSWERS } from "./factions/xxcha.ts";
import { INSTINCT_TRAINING_ANSWERS } from "./factions/xxchaInstinctTraining.ts";
import { YIN_ANSWERS } from "./factions/yin.ts";
import { YIN_DEVOTION_ANSWERS } from "./factions/yinDevotion.ts";
import { YIN_IMPULSE_CORE_ANSWERS } from "./factions/yinImpulseCore.ts";
import { YSSARIL_ANSWERS } from "./factions/yssaril.bot.ts";
import { TI4_INVASION_ANSWERS } from "./invasion/bot.ts";
import { OBJECTIVE_ANSWERS, secretOdds } from "./objectives/bot.ts";
import { TI4_PRODUCTION_ANSWERS } from "./production/bot.ts";
import { ROUND_ANSWERS } from "./round/bot.ts";
import type { Ti4 } from "./ruleset.ts";
import { placementOf } from "./setup/choices.ts";
import { groundForcesToPlace } from "./setup/steps.ts";
import type { Ti4State } from "./state.ts";
import { STATUS_ANSWERS } from "./status/bot.ts";
import { STRATEGIC_ANSWERS } from "./strategic/bot.ts";
import { TACTICAL_ANSWERS } from "./tactical/bot.ts";
import { TECHNOLOGY_ANSWERS } from "./technology/bot.ts";
import { ASSAULT_CANNON_ANSWERS } from "./technology/generic/assaultCannon.ts";
import { GRAVITON_LASER_ANSWERS } from "./technology/generic/gravitonLaser.ts";
import { MAGEN_DEFENSE_GRID_ANSWERS } from "./technology/generic/magenDefenseGrid.ts";
import { TRANSIT_DIODES_ANSWERS } from "./technology/generic/transitDiodes.ts";
import { CRIMSON_ALLIANCE_ANSWERS } from "./thundersEdge/allianceAbilities/crimson.ts";
import { MENTAK_ALLIANCE_ANSWERS } from "./thundersEdge/allianceAbilities/mentak.ts";
import { RALNEL_ALLIANCE_ANSWERS } from "./thundersEdge/allianceAbilities/ralnel.ts";
import { YSSARIL_ALLIANCE_ANSWERS } from "./thundersEdge/allianceAbilities/yssaril.ts";
import { EXPEDITION_ANSWERS } from "./thundersEdge/bot.ts";
import { BREAKTHROUGH_ANSWERS } from "./thundersEdge/breakthroughs/bot.ts";
import { COEXIST_ENGAGEMENT_ANSWERS } from "./thundersEdge/coexistEngagement.ts";
import { GALACTIC_EVENT_ANSWERS } from "./thundersEdge/galacticEvents/bot.ts";
import { FRACTURE_ANSWERS } from "./thundersEdge/ingress.ts";
import { TE_RELIC_ANSWERS } from "./thundersEdge/relicsBot.ts";
import { REVISED_CARD_ANSWERS } from "./thundersEdge/revisedCardsBot.ts";
import { SCAR_TECHNOLOGY_ANSWERS } from "./thundersEdge/scarTechnology.ts";
import { TRANSACTION_ANSWERS } from "./transactions/bot.ts";

/** Each area's answers by decision kind; a kind nobody answers gets none (the caller reports it). */
const ANSWERS: Ti4Answers[] = [
  YSSARIL_ANSWERS,
  ROUND_ANSWERS,
  STRATEGIC_ANSWERS,
  REVISED_CARD_ANSWERS,
  TECHNOLOGY_ANSWERS,
  COMBAT_ANSWERS,
  TACTICAL_ANSWERS,
  TI4_INVASION_ANSWERS,
  TI4_PRODUCTION_ANSWERS,
  OBJECTIVE_ANSWERS,
  STATUS_ANSWERS,
  AGENDA_ANSWERS,
  NAALU_ANSWERS,
  XXCHA_ANSWERS,
  INSTINCT_TRAINING_ANSWERS,
  ACTION_CARD_ANSWERS,
  COURAGEOUS_ANSWERS,
  TRANSACTION_ANSWERS,
  HACAN_ANSWERS,
  NEKRO_ANSWERS,
  YIN_ANSWERS,
  YIN_DEVOTION_ANSWERS,
  SARDAKK_EXOTRIREME_ANSWERS,
  NEKRO_SINGULARITY_ANSWERS,
  NEKRO_ALASTOR_ANSWERS,
  LETNEV_MUNITIONS_ANSWERS,
  YIN_IMPULSE_CORE_ANSWERS,
  WINNU_ANSWERS,
  ACQUIESCENCE_ANSWERS,
  TRADE_POLICY_ANSWERS,
  JOLNAR_ANSWERS,
  PILLAGE_ANSWERS,
  ARBOREC_ANSWERS,
  CREUSS_WORMHOLE_ANSWERS,
  SPLICE_ANSWERS,
  SOL_ANSWERS,
  SAAR_ANSWERS,
  RAGHS_CALL_ANSWERS,
  EXPEDITION_ANSWERS,
  GALACTIC_EVENT_ANSWERS,
  FRACTURE_ANSWERS,
  TE_RELIC_ANSWERS,
  SCAR_TECHNOLOGY_ANSWERS,
  BREAKTHROUGH_ANSWERS,
  RESONANCE_ANSWERS,
  SEVER_ANSWERS,
  RALNEL_SURVIVAL_ANSWERS,
  RALNEL_NANOMACHINES_ANSWERS,
  DEEPWROUGHT_ANSWERS,
  FIRMAMENT_FLIP_ANSWERS,
  SHARE_KNOWLEDGE_ANSWERS,
  NANO_LINK_ANSWERS,
  OBSIDIAN_TECHNOLOGY_ANSWERS,
  MALEVOLENCY_ANSWERS,
  RADICAL_ADVANCEMENT_ANSWERS,
  FIRMAMENT_ANSWERS,
  RALNEL_LAST_DISPATCH_ANSWERS,
  RALNEL_DATA_SKIMMER_ANSWERS,
  RALNEL_MINIATURIZATION_ANSWERS,
  GALVANIZE_ANSWERS,
  VISIONARIA_ANSWERS,
  COEXIST_ENGAGEMENT_ANSWERS,
  PROXIMA_ANSWERS,
  NEKRO_FLAGSHIP_Z_ANSWERS,
  UNIT_ABILITY_ROLL_ANSWERS,
  YSSARIL_ALLIANCE_ANSWERS,
  CRIMSON_ALLIANCE_ANSWERS,
  MENTAK_ALLIANCE_ANSWERS,
  RALNEL_ALLIANCE_ANSWERS,
  MAGEN_DEFENSE_GRID_ANSWERS,
  TRANSIT_DIODES_ANSWERS,
  GRAVITON_LASER_ANSWERS,
  ASSAULT_CANNON_ANSWERS,
];

export function ti4Answers(state: Ti4State, decision: Decision<Ti4>): Ti4Command[] {
  for (const table of ANSWERS) {
    const answer = table[decision.kind];
    if (answer) return answer(state, decision);
  }
  return setupAnswers(state, decision);
}

function setupAnswers(state: Ti4State, decision: Decision<Ti4>): Ti4Command[] {
  const seat = decision.seat;
  const frame = state.stack.at(-1);
  switch (decision.kind) {
    case "pickFaction":
      return (decision.choices ?? [])
        .slice(0, 1)
        .map((faction) => ({ type: "pickFaction", seat, faction: faction as FactionId }));
    case "placeSystem": {
      if (frame?.kind !== "ti4GalaxyBuild") return [];
      return ti4LegalPlacements(placementOf(state, frame), seat)
        .slice(0, 1)
        .map((p) => ({ type: "placeSystem", seat, tile: p.tile, position: p.position }));
    }
    case "chooseStartingTechnologies": {
      const start = ti4Faction(state.players[seat]?.faction as FactionId).startingTechnologies;
      if (start.kind !== "choose") return [];
      return [
        {
          type: "chooseStartingTechnologies",
          seat,
          technologies: start.from.slice(0, start.count) as Ti4TechnologyId[],
        },
      ];
    }
    case "placeStartingGroundForces": {
      const faction = ti4Faction(state.players[seat]?.faction as FactionId);
      const owed = groundForcesToPlace(faction.startingFleet);
      const planet = faction.homePlanets[0] as Ti4PlanetId;
      return [
        {
          type: "placeStartingGroundForces",
          seat,
          placements: [{ planet, infantry: owed.infantry, mech: owed.mech }],
        },
      ];
    }
    case "keepSecretObjective":
      // The secret likelier to score (objectives/bot.ts), the first drawn among equals.
      return [...(state.players[seat]?.secret.secretObjectivesDrawn ?? [])]
        .sort((a, b) => secretOdds(state, seat, a) - secretOdds(state, seat, b))
        .slice(0, 1)
        .map((objective) => ({ type: "keepSecretObjective", seat, objective }));
    default:
      return [];
  }
}
