/**
 * TI4's commands, each declared once as a zod schema (the forms are engine/commands/forms.ts's): the
 * types are inferred from the schemas and the kernel checks every command against the same schemas before
 * any rule reads it: the set-up's decisions (LRR "Setup") and the strategy phase (LRR 84) here, each other
 * area's from its own file.
 */
import { z } from "zod";
import type {
  FactionId,
  Ti4ObjectiveId,
  Ti4PlanetId,
  Ti4StrategyCardId,
  Ti4TechnologyId,
} from "../../content/ti4/index.ts";
import { shapeCheck } from "../commandShape.ts";
import { command, count, listOf, position, record } from "../commands/forms.ts";
import { TI4_ACTION_CARD_COMMANDS } from "./actionCards/commands.ts";
import { TI4_AGENDA_COMMANDS } from "./agenda/commands.ts";
import { TI4_COMBAT_COMMANDS } from "./combat/commands.ts";
import { UNIT_ABILITY_ROLL_COMMANDS } from "./combat/unitAbilityRolls.commands.ts";
import { ARBOREC_COMMANDS } from "./factions/arborec.commands.ts";
import { GALVANIZE_COMMANDS } from "./factions/bastionGalvanize.ts";
import { PROXIMA_COMMANDS } from "./factions/bastionProxima.ts";
import { CRIMSON_COMMANDS } from "./factions/crimson.commands.ts";
import { DEEPWROUGHT_COMMANDS } from "./factions/deepwrought.ts";
import { RADICAL_ADVANCEMENT_COMMANDS } from "./factions/deepwroughtRadical.ts";
import { SHARE_KNOWLEDGE_COMMANDS } from "./factions/deepwroughtShareKnowledge.ts";
import { VISIONARIA_COMMANDS } from "./factions/deepwroughtVisionaria.ts";
import { FIRMAMENT_COMMANDS } from "./factions/firmament.commands.ts";
import { GHOST_COMMANDS } from "./factions/ghost.commands.ts";
import { TI4_HACAN_COMMANDS } from "./factions/hacanForms.ts";
import { JOLNAR_COMMANDS } from "./factions/jolnar.commands.ts";
import { LETNEV_MUNITIONS_COMMANDS } from "./factions/letnevMunitions.ts";
import { MENTAK_COMMANDS } from "./factions/mentak.commands.ts";
import { MUAAT_COMMANDS } from "./factions/muaat.commands.ts";
import { NAALU_COMMANDS } from "./factions/naalu.ts";
import { NEKRO_COMMANDS } from "./factions/nekro.ts";
import { NEKRO_ALASTOR_COMMANDS } from "./factions/nekroAlastor.ts";
import { NEKRO_FLAGSHIP_Z_COMMANDS } from "./factions/nekroFlagshipZ.ts";
import { NEKRO_SINGULARITY_COMMANDS } from "./factions/nekroSingularity.ts";
import { OBSIDIAN_COMMANDS } from "./factions/obsidian.commands.ts";
import { RALNEL_DATA_SKIMMER_COMMANDS } from "./factions/ralnelDataSkimmer.ts";
import { RALNEL_LAST_DISPATCH_COMMANDS } from "./factions/ralnelLastDispatch.ts";
import { RALNEL_MINIATURIZATION_COMMANDS } from "./factions/ralnelMiniaturization.ts";
import { NANO_LINK_COMMANDS } from "./factions/ralnelNanoLink.ts";
import { RALNEL_NANOMACHINES_COMMANDS } from "./factions/ralnelNanomachines.ts";
import { RALNEL_SURVIVAL_COMMANDS } from "./factions/ralnelSurvival.ts";
import { SAAR_COMMANDS } from "./factions/saar.commands.ts";
import { SARDAKK_EXOTRIREME_COMMANDS } from "./factions/sardakkExotrireme.ts";
import { SOL_COMMANDS } from "./factions/sol.commands.ts";
import { WINNU_COMMANDS } from "./factions/winnu.commands.ts";
import { TRADE_POLICY_COMMANDS } from "./factions/winnuTradePolicy.ts";
import { XXCHA_COMMANDS } from "./factions/xxcha.ts";
import { INSTINCT_TRAINING_COMMANDS } from "./factions/xxchaInstinctTraining.ts";
import { YIN_COMMANDS } from "./factions/yin.ts";
import { YIN_DEVOTION_COMMANDS } from "./factions/yinDevotion.ts";
import { YIN_IMPULSE_CORE_COMMANDS } from "./factions/yinImpulseCore.ts";
import { TI4_YSSARIL_COMMANDS } from "./factions/yssaril.commands.ts";
import { ti4Id } from "./forms.ts";
import { TI4_GM_COMMANDS } from "./gm/corrections.ts";
import { TI4_INVASION_COMMANDS } from "./invasion/commands.ts";
import { TI4_OBJECTIVE_COMMANDS } from "./objectives/commands.ts";
import { TI4_PRODUCTION_COMMANDS } from "./production/commands.ts";
import { TI4_ROUND_COMMANDS } from "./round/commands.ts";
import { TI4_SECOND_ACTION_COMMANDS } from "./round/secondAction.ts";
import { TI4_SEAT_COMMANDS } from "./seats/commands.ts";
import { TI4_STATUS_COMMANDS } from "./status/commands.ts";
import { TI4_STRATEGIC_COMMANDS } from "./strategic/commands.ts";
import { TI4_TACTICAL_COMMANDS } from "./tactical/commands.ts";
import { TI4_TECHNOLOGY_COMMANDS } from "./technology/commands.ts";
import { ASSAULT_CANNON_COMMANDS } from "./technology/generic/assaultCannon.ts";
import { GRAVITON_LASER_COMMANDS } from "./technology/generic/gravitonLaser.ts";
import { MAGEN_DEFENSE_GRID_COMMANDS } from "./technology/generic/magenDefenseGrid.ts";
import { TRANSIT_DIODES_COMMANDS } from "./technology/generic/transitDiodes.ts";
import { CRIMSON_ALLIANCE_COMMANDS } from "./thundersEdge/allianceAbilities/crimson.ts";
import { MENTAK_ALLIANCE_COMMANDS } from "./thundersEdge/allianceAbilities/mentak.ts";
import { RALNEL_ALLIANCE_COMMANDS } from "./thundersEdge/allianceAbilities/ralnel.ts";
import { YSSARIL_ALLIANCE_COMMANDS } from "./thundersEdge/allianceAbilities/yssaril.commands.ts";
import { ALLIANCE_CARRY_COMMANDS } from "./thundersEdge/allianceCarry.ts";
import { ALLIANCE_EXCHANGE_COMMANDS } from "./thundersEdge/allianceExchange.ts";
import { BREAKTHROUGH_COMMANDS } from "./thundersEdge/breakthroughs/commands.ts";
import { COEXIST_ENGAGEMENT_COMMANDS } from "./thundersEdge/coexistEngagement.ts";
import { TI4_THUNDERS_EDGE_COMMANDS } from "./thundersEdge/commands.ts";
import { TE_RELIC_COMMANDS } from "./thundersEdge/forms.ts";
import { TI4_FRACTURE_COMMANDS } from "./thundersEdge/fractureCommands.ts";
import { GALACTIC_EVENT_COMMANDS } from "./thundersEdge/galacticEvents/commands.ts";
import { TI4_REVISED_CARD_COMMANDS } from "./thundersEdge/revisedCardsCommands.ts";
import { TE_TILE_COMMANDS } from "./thundersEdge/tiles.commands.ts";
import { TI4_TRANSACTION_COMMANDS } from "./transactions/commands.ts";

/** Ground forces by home planet: the ones the faction sheet leaves to its owner (LRR setup step 10). */
const groundForces = listOf(
  record({ planet: ti4Id<Ti4PlanetId>("planet"), infantry: count, mech: count.optional() }),
);

export const TI4_COMMANDS = [
  /** The faction draft: a faction still in the pool, in picking order. */
  command("pickFaction", { faction: ti4Id<FactionId>("faction") }),
  /** The galaxy built by the players (LRR setup step 6): one system tile from the hand, on an open position. */
  command("placeSystem", { tile: ti4Id("system"), position }),
  /** A faction whose sheet offers a choice of starting technologies (the Winnu, the Argent Flight). */
  command("chooseStartingTechnologies", { technologies: listOf(ti4Id<Ti4TechnologyId>("technology")) }),
  /** Where the starting ground forces the sheet does not place go, among the home planets. */
  command("placeStartingGroundForces", { placements: groundForces }),
  /** LRR setup step 12: of the two secret objectives drawn, the one kept. */
  command("keepSecretObjective", { objective: ti4Id<Ti4ObjectiveId>("objective") }),
  /** LRR 84.1: a strategy card from the common area, in picking order. */
  command("pickStrategyCard", { card: ti4Id<Ti4StrategyCardId>("strategyCard") }),
  ...TI4_ROUND_COMMANDS,
  ...TI4_TACTICAL_COMMANDS,
  ...TI4_INVASION_COMMANDS,
  ...TI4_PRODUCTION_COMMANDS,
  ...TI4_COMBAT_COMMANDS,
  ...TI4_OBJECTIVE_COMMANDS,
  ...TI4_STATUS_COMMANDS,
  ...TI4_STRATEGIC_COMMANDS,
  ...TI4_REVISED_CARD_COMMANDS,
  ...TI4_TECHNOLOGY_COMMANDS,
  ...TI4_AGENDA_COMMANDS,
  ...SOL_COMMANDS,
  ...MUAAT_COMMANDS,
  ...NAALU_COMMANDS,
  ...XXCHA_COMMANDS,
  ...INSTINCT_TRAINING_COMMANDS,
  ...TI4_ACTION_CARD_COMMANDS,
  ...TI4_TRANSACTION_COMMANDS,
  ...TI4_HACAN_COMMANDS,
  ...NEKRO_COMMANDS,
  ...YIN_COMMANDS,
  ...YIN_DEVOTION_COMMANDS,
  ...SARDAKK_EXOTRIREME_COMMANDS,
  ...NEKRO_SINGULARITY_COMMANDS,
  ...NEKRO_ALASTOR_COMMANDS,
  ...LETNEV_MUNITIONS_COMMANDS,
  ...YIN_IMPULSE_CORE_COMMANDS,
  ...WINNU_COMMANDS,
  ...TRADE_POLICY_COMMANDS,
  ...ARBOREC_COMMANDS,
  ...TI4_YSSARIL_COMMANDS,
  ...JOLNAR_COMMANDS,
  ...MENTAK_COMMANDS,
  ...SAAR_COMMANDS,
  ...TI4_GM_COMMANDS,
  ...GHOST_COMMANDS,
  ...TI4_SEAT_COMMANDS,
  ...TI4_THUNDERS_EDGE_COMMANDS,
  ...TI4_FRACTURE_COMMANDS,
  ...GALACTIC_EVENT_COMMANDS,
  ...TE_RELIC_COMMANDS,
  ...TE_TILE_COMMANDS,
  ...BREAKTHROUGH_COMMANDS,
  ...CRIMSON_COMMANDS,
  ...RALNEL_SURVIVAL_COMMANDS,
  ...RALNEL_NANOMACHINES_COMMANDS,
  ...DEEPWROUGHT_COMMANDS,
  ...FIRMAMENT_COMMANDS,
  ...SHARE_KNOWLEDGE_COMMANDS,
  ...NANO_LINK_COMMANDS,
  ...OBSIDIAN_COMMANDS,
  ...RADICAL_ADVANCEMENT_COMMANDS,
  ...RALNEL_LAST_DISPATCH_COMMANDS,
  ...RALNEL_DATA_SKIMMER_COMMANDS,
  ...RALNEL_MINIATURIZATION_COMMANDS,
  ...GALVANIZE_COMMANDS,
  ...VISIONARIA_COMMANDS,
  ...COEXIST_ENGAGEMENT_COMMANDS,
  ...PROXIMA_COMMANDS,
  ...NEKRO_FLAGSHIP_Z_COMMANDS,
  ...ALLIANCE_CARRY_COMMANDS,
  ...ALLIANCE_EXCHANGE_COMMANDS,
  ...UNIT_ABILITY_ROLL_COMMANDS,
  ...YSSARIL_ALLIANCE_COMMANDS,
  ...CRIMSON_ALLIANCE_COMMANDS,
  ...MENTAK_ALLIANCE_COMMANDS,
  ...RALNEL_ALLIANCE_COMMANDS,
  ...MAGEN_DEFENSE_GRID_COMMANDS,
  ...TI4_SECOND_ACTION_COMMANDS,
  ...TRANSIT_DIODES_COMMANDS,
  ...GRAVITON_LASER_COMMANDS,
  ...ASSAULT_CANNON_COMMANDS,
] as const;

export const ti4CommandSchema = z.discriminatedUnion("type", TI4_COMMANDS);

export type Ti4Command = z.infer<typeof ti4CommandSchema>;
export type Ti4CommandType = Ti4Command["type"];

/** Why `command` is not a well-formed TI4 command for this game, or undefined. */
export const checkTi4CommandShape = shapeCheck(ti4CommandSchema);
