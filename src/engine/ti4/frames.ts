/**
 * "Where are we" in a TI4 game, as data: the frames of its set-up (LRR "Setup"). Each frame keeps only
 * what everyone knows; secrets stay under the players' `secret` and in `decks`.
 */
import type { FactionId, Ti4StrategyCardId, Ti4SystemId } from "../../content/ti4/index.ts";
import type { Seat } from "../kernel/types.ts";
import type { Ti4ActionCardFrame } from "./actionCards/frames.ts";
import type {
  Ti4AgendaPhaseFrame,
  Ti4AgendaVoteFrame,
  Ti4ArbiterOfferFrame,
  Ti4ArmsReductionFrame,
  Ti4ArtifactLossesFrame,
  Ti4PdsToDestroyFrame,
  Ti4PeaceOfferFrame,
  Ti4RedistributionFrame,
  Ti4RevolutionPlanetsFrame,
  Ti4RevolutionShipFrame,
  Ti4TokenToReturnFrame,
  Ti4WormholeShipsFrame,
} from "./agenda/frames.ts";
import type { Ti4CombatFrame } from "./combat/frames.ts";
import type { Ti4UnitAbilityRollFrame } from "./combat/unitAbilityRolls.ts";
import type { Ti4BioplasmosisFrame, Ti4MitosisFrame } from "./factions/arborec.commands.ts";
import type { Ti4PhoenixStandardFrame } from "./factions/bastionGalvanize.ts";
import type { Ti4ProximaTargetingFrame } from "./factions/bastionProxima.ts";
import type { Ti4SeverFrame } from "./factions/crimson.commands.ts";
import type { TeResearchTeamFrame } from "./factions/deepwrought.ts";
import type { TeRadicalAdvancementFrame } from "./factions/deepwroughtRadical.ts";
import type { TeShareKnowledgeFrame } from "./factions/deepwroughtShareKnowledge.ts";
import type { TeVisionariaSelectFrame } from "./factions/deepwroughtVisionaria.ts";
import type {
  Ti4BlackOpsFrame,
  Ti4ExtractOfferFrame,
  Ti4PlotMomentFrame,
  Ti4PlotRevealFrame,
  Ti4SeetheFrame,
  Ti4SowingFrame,
} from "./factions/firmament.frames.ts";
import type { Ti4CreussWormholeFrame, Ti4SpliceFrame } from "./factions/ghost.commands.ts";
import type { Ti4QuantumDatahubFrame } from "./factions/hacanForms.ts";
import type { Ti4SpatialConduitFrame } from "./factions/jolnar.commands.ts";
import type { Ti4MunitionsReservesFrame } from "./factions/letnevMunitions.ts";
import type { Ti4PillageFrame } from "./factions/mentak.commands.ts";
import type { Ti4ForesightFrame } from "./factions/naalu.ts";
import type { Ti4NekroFrame } from "./factions/nekro.ts";
import type { Ti4AlastorFrame } from "./factions/nekroAlastor.ts";
import type { Ti4SingularityFrame } from "./factions/nekroSingularity.ts";
import type { TeObsidianFrame } from "./factions/obsidian.commands.ts";
import type { TeDataSkimmerFrame } from "./factions/ralnelDataSkimmer.ts";
import type { TeLastDispatchFrame } from "./factions/ralnelLastDispatch.ts";
import type { TeMiniaturizationFrame } from "./factions/ralnelMiniaturization.ts";
import type { TeNanoLinkFrame } from "./factions/ralnelNanoLink.ts";
import type { Ti4SurvivalInstinctFrame } from "./factions/ralnelSurvival.ts";
import type { Ti4ChaosMappingFrame, Ti4RaghsCallFrame } from "./factions/saar.commands.ts";
import type { Ti4SardakkExotriremeFrame } from "./factions/sardakkExotrireme.ts";
import type { Ti4MilitarySupportFrame } from "./factions/sol.commands.ts";
import type { Ti4AcquiescenceFrame, Ti4ReclamationFrame } from "./factions/winnu.commands.ts";
import type { Ti4XxchaFrame } from "./factions/xxcha.ts";
import type { Ti4YinSpinnerFrame } from "./factions/yin.ts";
import type { Ti4YinDevotionFrame } from "./factions/yinDevotion.ts";
import type { Ti4YinImpulseCoreFrame } from "./factions/yinImpulseCore.ts";
import type { Ti4IndoctrinationFrame } from "./factions/yinIndoctrination.ts";
import type { Ti4MageonFrame } from "./factions/yssaril.commands.ts";
import type { Ti4InvasionFrame } from "./invasion/frames.ts";
import type {
  Ti4ImperialFrame,
  Ti4ObjectiveMomentFrame,
  Ti4SecretObjectiveLimitFrame,
} from "./objectives/frames.ts";
import type { Ti4ProductionFrame } from "./production/frames.ts";
import type { Ti4ActionPhaseFrame, Ti4TacticalFrame } from "./round/frames.ts";
import type { Ti4HandLimitFrame, Ti4StatusPhaseFrame } from "./status/frames.ts";
import type { Ti4StrategicActionFrame, Ti4StrategicFrame } from "./strategic/frames.ts";
import type { Ti4TacticalStepFrame } from "./tactical/frames.ts";
import type { Ti4ResearchFrame } from "./technology/frames.ts";
import type { Ti4AssaultCannonFrame } from "./technology/generic/assaultCannon.ts";
import type { Ti4GravitonLaserFrame } from "./technology/generic/gravitonLaser.ts";
import type { Ti4MagenDefenseGridFrame } from "./technology/generic/magenDefenseGrid.ts";
import type { Ti4TransitDiodesFrame } from "./technology/generic/transitDiodes.ts";
import type { TeCrimsonAllianceFrame } from "./thundersEdge/allianceAbilities/crimson.ts";
import type { TeMentakAllianceFrame } from "./thundersEdge/allianceAbilities/mentak.ts";
import type { TeRalnelAllianceFrame } from "./thundersEdge/allianceAbilities/ralnel.ts";
import type { TeYssarilGlimpseFrame } from "./thundersEdge/allianceAbilities/yssaril.ts";
import type {
  Ti4AvernusCarryFrame,
  Ti4NorrSupremacyFrame,
  Ti4StellarGenesisFrame,
} from "./thundersEdge/breakthroughs/frames.ts";
import type { TeRelicFrame } from "./thundersEdge/forms.ts";
import type {
  Ti4ExpeditionOfferFrame,
  Ti4ThundersEdgeGarrisonFrame,
  Ti4ThundersEdgePlacementFrame,
} from "./thundersEdge/frames.ts";
import type { Ti4MonumentTakenFrame } from "./thundersEdge/galacticEvents/monuments.ts";
import type { Ti4RapidMobilizationFrame } from "./thundersEdge/galacticEvents/rapidMobilization.ts";
import type { Ti4PlaceIngressFrame } from "./thundersEdge/ingress.ts";
import type { Ti4RevisedCardFrame } from "./thundersEdge/revisedCardsFrames.ts";
import type { Ti4ScarTechnologyFrame } from "./thundersEdge/tiles.commands.ts";
import type {
  TeBlackMarketSecretsFrame,
  Ti4NoteWindowFrame,
  Ti4TransactionFrame,
} from "./transactions/frames.ts";

/** LRR "Setup", in its order; a step that needs players pushes its own frame over this one. */
export const TI4_SETUP_STEPS = [
  "speaker",
  "factions",
  "galaxy",
  "homes",
  "startingChoices",
  "decks",
  "objectives",
  "secretObjectives",
  "finish",
] as const;
export type Ti4SetupStep = (typeof TI4_SETUP_STEPS)[number];

/** The set-up under way: `step` is the next to run. */
export interface Ti4SetupFrame {
  kind: "ti4Setup";
  step: Ti4SetupStep;
}

/** Factions drafted in turn from the speaker (LRR setup step 2, the draft the table agreed on). */
export interface Ti4FactionDraftFrame {
  kind: "ti4FactionDraft";
  /** Seats in picking order; `index` is whose pick it is. */
  order: Seat[];
  index: number;
  pool: FactionId[];
}

/**
 * The galaxy built by the players (LRR setup step 6): tiles placed in snake order from the speaker, ring by
 * ring. The hands are dealt face up [recalled: the LRR has each player take their tiles openly].
 */
export interface Ti4GalaxyBuildFrame {
  kind: "ti4GalaxyBuild";
  order: Seat[];
  hands: Record<Seat, Ti4SystemId[]>;
  turn: number;
}

/**
 * The choices a faction sheet leaves to its owner (LRR setup steps 10-11): starting technologies to choose,
 * ground forces to place. Every seat answers at once; `waiting` lists who still must.
 */
export interface Ti4StartingChoicesFrame {
  kind: "ti4StartingChoices";
  technologies: Seat[];
  groundForces: Seat[];
}

/** LRR setup step 12: each player keeps one of the two secret objectives drawn, all at once. */
export interface Ti4SecretObjectivesFrame {
  kind: "ti4SecretObjectives";
  waiting: Seat[];
}

/**
 * The strategy phase (LRR 84): from the speaker clockwise each player takes a card; in 3- and 4-player
 * games a second pass in the same order (84.1c). `index` counts the picks made.
 */
export interface Ti4StrategyPhaseFrame {
  kind: "ti4StrategyPhase";
  order: Seat[];
  index: number;
  picksEach: number;
  /** Every card is taken and the "end of the strategy phase" moment has been asked (hooks endOfStrategyPhase). */
  ending?: boolean;
  /** The window at the start of the phase (Summit) has been opened. */
  began?: boolean;
  /** The last pick, with the trade goods that were on the card (Public Disgrace sends both back). */
  lastPick?: { seat: Seat; card: Ti4StrategyCardId; tradeGoods: number };
  /** Public Disgrace: the card this seat must not pick again now. */
  refused?: { seat: Seat; card: Ti4StrategyCardId };
}

/** Every TI4 frame: the set-up's and the strategy phase's (here), and each area's from its own file. */
export type Ti4Frame =
  | Ti4ActionPhaseFrame
  | Ti4TacticalFrame
  | Ti4TacticalStepFrame
  | Ti4CombatFrame
  | Ti4InvasionFrame
  | Ti4ProductionFrame
  | Ti4StrategicActionFrame
  | Ti4StrategicFrame
  | Ti4RevisedCardFrame
  | Ti4ResearchFrame
  | Ti4StatusPhaseFrame
  | Ti4HandLimitFrame
  | Ti4AgendaPhaseFrame
  | Ti4SecretObjectiveLimitFrame
  | Ti4ImperialFrame
  | Ti4AgendaVoteFrame
  | Ti4PdsToDestroyFrame
  | Ti4ArmsReductionFrame
  | Ti4WormholeShipsFrame
  | Ti4TokenToReturnFrame
  | Ti4ArbiterOfferFrame
  | Ti4PeaceOfferFrame
  | Ti4ArtifactLossesFrame
  | Ti4RevolutionShipFrame
  | Ti4RevolutionPlanetsFrame
  | Ti4RedistributionFrame
  | Ti4StrategyPhaseFrame
  | Ti4SetupFrame
  | Ti4FactionDraftFrame
  | Ti4GalaxyBuildFrame
  | Ti4StartingChoicesFrame
  | Ti4SecretObjectivesFrame
  | Ti4ForesightFrame
  | Ti4MilitarySupportFrame
  | Ti4AcquiescenceFrame
  | Ti4ChaosMappingFrame
  | Ti4RaghsCallFrame
  | Ti4SpatialConduitFrame
  | Ti4PillageFrame
  | Ti4MageonFrame
  | Ti4CreussWormholeFrame
  | Ti4SpliceFrame
  | Ti4XxchaFrame
  | Ti4ActionCardFrame
  | Ti4TransactionFrame
  | Ti4NoteWindowFrame
  | Ti4QuantumDatahubFrame
  | Ti4ScarTechnologyFrame
  | Ti4NekroFrame
  | Ti4YinSpinnerFrame
  | Ti4IndoctrinationFrame
  | Ti4YinDevotionFrame
  | Ti4SardakkExotriremeFrame
  | Ti4SingularityFrame
  | Ti4AlastorFrame
  | Ti4MunitionsReservesFrame
  | Ti4YinImpulseCoreFrame
  | Ti4ReclamationFrame
  | Ti4MitosisFrame
  | Ti4BioplasmosisFrame
  | Ti4ObjectiveMomentFrame
  | Ti4ExpeditionOfferFrame
  | Ti4ThundersEdgePlacementFrame
  | Ti4ThundersEdgeGarrisonFrame
  | Ti4PlaceIngressFrame
  | TeRelicFrame
  | Ti4SeverFrame
  | Ti4SurvivalInstinctFrame
  | TeResearchTeamFrame
  | TeShareKnowledgeFrame
  | Ti4MonumentTakenFrame
  | Ti4RapidMobilizationFrame
  | Ti4NorrSupremacyFrame
  | TeNanoLinkFrame
  | TeObsidianFrame
  | TeRadicalAdvancementFrame
  | Ti4SowingFrame
  | Ti4BlackOpsFrame
  | Ti4PlotRevealFrame
  | Ti4SeetheFrame
  | TeLastDispatchFrame
  | TeDataSkimmerFrame
  | TeMiniaturizationFrame
  | Ti4PhoenixStandardFrame
  | Ti4ExtractOfferFrame
  | Ti4PlotMomentFrame
  | TeVisionariaSelectFrame
  | Ti4ProximaTargetingFrame
  | Ti4StellarGenesisFrame
  | Ti4AvernusCarryFrame
  | TeBlackMarketSecretsFrame
  | Ti4UnitAbilityRollFrame
  | TeYssarilGlimpseFrame
  | TeCrimsonAllianceFrame
  | TeMentakAllianceFrame
  | TeRalnelAllianceFrame
  | Ti4MagenDefenseGridFrame
  | Ti4TransitDiodesFrame
  | Ti4GravitonLaserFrame
  | Ti4AssaultCannonFrame;
export type Ti4FrameKind = Ti4Frame["kind"];
