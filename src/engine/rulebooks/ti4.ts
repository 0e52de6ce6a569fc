/**
 * The Twilight Imperium 4th Edition rulebook: every module it plays, in one list, the steps of a tactical
 * action in their order (LRR 89) and the strategy cards' rules by card. The whole round of the base game is
 * here: set-up, strategy, action (tactical steps, strategy cards, research), status and agenda phases,
 * objectives and victory. Factions, action cards, promissory notes and laws answer the hook points
 * (ti4/hooks/) as modules of the list; those not built yet are refused with a sentence (issue #26).
 */

import { assembleBook } from "../kernel/assemble.ts";
import { registerBook } from "../kernel/book.ts";
import { TI4_ACTION_DECK } from "../ti4/actionCards/deck.ts";
import { TI4_EXTREME_DURESS } from "../ti4/actionCards/extremeDuress.ts";
import { TI4_ACTION_CARDS } from "../ti4/actionCards/module.ts";
import { TI4_ARTIFACT } from "../ti4/agenda/artifact.ts";
import { TI4_CROWN_OF_THALNOS } from "../ti4/agenda/crownOfThalnos.ts";
import { TI4_DEFENSE_ACT } from "../ti4/agenda/defenseAct.ts";
import { TI4_AGENDA_PHASE } from "../ti4/agenda/module.ts";
import { TI4_MORE_AGENDAS } from "../ti4/agenda/moreAgendas.ts";
import { TI4_OFFICES } from "../ti4/agenda/offices.ts";
import { TI4_REDISTRIBUTION } from "../ti4/agenda/redistribution.ts";
import { TI4_REVOLUTION } from "../ti4/agenda/revolution.ts";
import { TI4_WORMHOLE_RESEARCH } from "../ti4/agenda/wormholeResearch.ts";
import { BOARD_EVENTS } from "../ti4/board/events.ts";
import { TI4_LAST_SHIP } from "../ti4/combat/lastShip.ts";
import { TI4_COMBAT } from "../ti4/combat/module.ts";
import { TI4_UNIT_ABILITY_ROLLS } from "../ti4/combat/unitAbilityRolls.ts";
import { checkTi4CommandShape } from "../ti4/commands.ts";
import { TI4_ARBOREC } from "../ti4/factions/arborec.ts";
import { TI4_ARBOREC_STYMIE } from "../ti4/factions/arborecStymie.ts";
import { TI4_BASTION } from "../ti4/factions/bastion.ts";
import { TE_GALVANIZE } from "../ti4/factions/bastionGalvanize.ts";
import { TE_PROXIMA_TARGETING } from "../ti4/factions/bastionProxima.ts";
import { TI4_CRIMSON } from "../ti4/factions/crimson.ts";
import { TI4_CRIMSON_EXILE } from "../ti4/factions/crimsonExile.ts";
import { TI4_CRIMSON_INCURSION } from "../ti4/factions/crimsonIncursion.ts";
import { TI4_CRIMSON_QUIETUS } from "../ti4/factions/crimsonQuietus.ts";
import { TI4_CRIMSON_RESONANCE } from "../ti4/factions/crimsonResonance.ts";
import { TI4_CRIMSON_SEVER } from "../ti4/factions/crimsonSever.ts";
import { TI4_CRIMSON_SPLICER } from "../ti4/factions/crimsonSplicer.ts";
import { TE_DEEPWROUGHT } from "../ti4/factions/deepwrought.ts";
import { TE_LUMINOUS } from "../ti4/factions/deepwroughtLuminous.ts";
import { TE_RADICAL_ADVANCEMENT } from "../ti4/factions/deepwroughtRadical.ts";
import { TE_SHARE_KNOWLEDGE } from "../ti4/factions/deepwroughtShareKnowledge.ts";
import { TE_VISIONARIA_SELECT } from "../ti4/factions/deepwroughtVisionaria.ts";
import { TI4_FIRMAMENT_BLACK_OPS } from "../ti4/factions/firmamentBlackOps.ts";
import { TI4_FIRMAMENT_EXTRACT } from "../ti4/factions/firmamentExtract.ts";
import { TI4_FIRMAMENT_FLAGSHIP } from "../ti4/factions/firmamentFlagship.ts";
import { TI4_FIRMAMENT_FLIP } from "../ti4/factions/firmamentFlip.ts";
import { TI4_FIRMAMENT_PLOT_EFFECTS } from "../ti4/factions/firmamentPlotEffects.ts";
import { TI4_FIRMAMENT_PLOT_MOMENTS } from "../ti4/factions/firmamentPlotMoments.ts";
import { TI4_FIRMAMENT_PLOT_REVEALS } from "../ti4/factions/firmamentPlotReveals.ts";
import { TI4_FIRMAMENT_PLOTS } from "../ti4/factions/firmamentPlots.ts";
import { TI4_FIRMAMENT_SOWING } from "../ti4/factions/firmamentSowing.ts";
import { TI4_FIRMAMENT_TECHNOLOGIES } from "../ti4/factions/firmamentTechs.ts";
import { TI4_GHOST } from "../ti4/factions/ghost.ts";
import { TI4_HACAN } from "../ti4/factions/hacan.ts";
import { TI4_WRATH_OF_KENARA } from "../ti4/factions/hacanKenara.ts";
import { TI4_INFANTRY_RETURN } from "../ti4/factions/infantryReturn.ts";
import { TI4_JOLNAR } from "../ti4/factions/jolnar.ts";
import { TI4_L1Z1X } from "../ti4/factions/l1z1x.ts";
import { TI4_LETNEV } from "../ti4/factions/letnev.ts";
import { TI4_LETNEV_MUNITIONS } from "../ti4/factions/letnevMunitions.ts";
import { TI4_WAR_FUNDING } from "../ti4/factions/letnevWarFunding.ts";
import { TI4_MENTAK } from "../ti4/factions/mentak.ts";
import { TI4_MUAAT } from "../ti4/factions/muaat.ts";
import { TI4_NAALU } from "../ti4/factions/naalu.ts";
import { TI4_NEKRO } from "../ti4/factions/nekro.ts";
import { TI4_NEKRO_ALASTOR } from "../ti4/factions/nekroAlastor.ts";
import { TI4_NEKRO_FLAGSHIP_Z } from "../ti4/factions/nekroFlagshipZ.ts";
import { TI4_NEKRO_SINGULARITY } from "../ti4/factions/nekroSingularity.ts";
import { TI4_OBSIDIAN_MALEVOLENCY } from "../ti4/factions/obsidianMalevolency.ts";
import { TI4_OBSIDIAN_REAPING } from "../ti4/factions/obsidianReaping.ts";
import { TI4_OBSIDIAN_TECHNOLOGIES } from "../ti4/factions/obsidianTechs.ts";
import { TE_RALNEL_DATA_SKIMMER } from "../ti4/factions/ralnelDataSkimmer.ts";
import { TE_RALNEL_LAST_DISPATCH } from "../ti4/factions/ralnelLastDispatch.ts";
import { TE_RALNEL_MINIATURIZATION } from "../ti4/factions/ralnelMiniaturization.ts";
import { TE_NANO_LINK } from "../ti4/factions/ralnelNanoLink.ts";
import { TI4_RALNEL_NANOMACHINES } from "../ti4/factions/ralnelNanomachines.ts";
import { TI4_RALNEL_SURVIVAL } from "../ti4/factions/ralnelSurvival.ts";
import { TI4_SAAR } from "../ti4/factions/saar.ts";
import { TI4_RAGHS_CALL } from "../ti4/factions/saarRaghsCall.ts";
import { TI4_SARDAKK } from "../ti4/factions/sardakk.ts";
import { TI4_SARDAKK_EXOTRIREME } from "../ti4/factions/sardakkExotrireme.ts";
import { TI4_TEKKLAR_LEGION } from "../ti4/factions/sardakkTekklar.ts";
import { TI4_SOL } from "../ti4/factions/sol.ts";
import { TI4_WINNU } from "../ti4/factions/winnu.ts";
import { TI4_ACQUIESCENCE } from "../ti4/factions/winnuAcquiescence.ts";
import { TI4_TRADE_POLICY } from "../ti4/factions/winnuTradePolicy.ts";
import { TI4_XXCHA } from "../ti4/factions/xxcha.ts";
import { TI4_INSTINCT_TRAINING } from "../ti4/factions/xxchaInstinctTraining.ts";
import { TI4_YIN } from "../ti4/factions/yin.ts";
import { TI4_YIN_DEVOTION } from "../ti4/factions/yinDevotion.ts";
import { TI4_GREYFIRE_MUTAGEN } from "../ti4/factions/yinGreyfire.ts";
import { TI4_YIN_IMPULSE_CORE } from "../ti4/factions/yinImpulseCore.ts";
import { TI4_YSSARIL } from "../ti4/factions/yssaril.ts";
import { TI4_GM } from "../ti4/gm/gm.ts";
import { registerTi4Hooks, type Ti4Module } from "../ti4/hooks/index.ts";
import { TI4_INVASION } from "../ti4/invasion/invasion.ts";
import { TI4_AGENDA_OBJECTIVE_MOMENTS } from "../ti4/objectives/agendaMoments.ts";
import { IMPERIAL } from "../ti4/objectives/imperial.ts";
import { TI4_OBJECTIVE_MOMENTS } from "../ti4/objectives/moments.ts";
import { TI4_OBJECTIVES_MODULE } from "../ti4/objectives/scoring.ts";
import { TI4_PRODUCTION } from "../ti4/production/production.ts";
import { actionPhaseModule } from "../ti4/round/actionPhase.ts";
import { TI4_ELIMINATION } from "../ti4/round/elimination.ts";
import { TI4_STRATEGY_PHASE } from "../ti4/round/strategyPhase.ts";
import { TI4_VICTORY } from "../ti4/round/victory.ts";
import type { Ti4 } from "../ti4/ruleset.ts";
import { TI4_SEAT_HAND_OVER } from "../ti4/seats/handOver.ts";
import { TI4_SETUP } from "../ti4/setup/module.ts";
import { TI4_STATUS_PHASE } from "../ti4/status/statusPhase.ts";
import { strategicActionModules, type Ti4StrategyCardTable } from "../ti4/strategic/cards.ts";
import { TI4_COMMAND_SHEET } from "../ti4/strategic/commandSheet.ts";
import { DIPLOMACY } from "../ti4/strategic/diplomacy.ts";
import { TI4_FLEET_EXCESS } from "../ti4/strategic/fleetExcess.ts";
import { LEADERSHIP } from "../ti4/strategic/leadership.ts";
import { POLITICS } from "../ti4/strategic/politics.ts";
import { TECHNOLOGY } from "../ti4/strategic/technology.ts";
import { TRADE } from "../ti4/strategic/trade.ts";
import type { Ti4TacticalStepKind } from "../ti4/tactical/frames.ts";
import { TI4_MOVEMENT } from "../ti4/tactical/movement.ts";
import { TI4_SPACE_CANNON } from "../ti4/tactical/spaceCannon.ts";
import { TI4_RESEARCH } from "../ti4/technology/research.ts";
import { TE_ALLIANCE_ARBOREC } from "../ti4/thundersEdge/allianceAbilities/arborec.ts";
import { TE_ARGENT_ALLIANCE } from "../ti4/thundersEdge/allianceAbilities/argent.ts";
import { TE_ALLIANCE_CABAL } from "../ti4/thundersEdge/allianceAbilities/cabal.ts";
import { TE_ALLIANCE_COMBAT_ABILITIES } from "../ti4/thundersEdge/allianceAbilities/combatCards.ts";
import { TE_ALLIANCE_DEEPWROUGHT } from "../ti4/thundersEdge/allianceAbilities/deepwrought.ts";
import { TE_ALLIANCE_HACAN } from "../ti4/thundersEdge/allianceAbilities/hacan.ts";
import { TE_JOLNAR_ALLIANCE } from "../ti4/thundersEdge/allianceAbilities/jolnar.ts";
import { TE_L1Z1X_ALLIANCE } from "../ti4/thundersEdge/allianceAbilities/l1z1x.ts";
import { TE_ALLIANCE_MUAAT } from "../ti4/thundersEdge/allianceAbilities/muaat.ts";
import { TE_ALLIANCE_NAALU } from "../ti4/thundersEdge/allianceAbilities/naalu.ts";
import { TE_ALLIANCE_NEKRO } from "../ti4/thundersEdge/allianceAbilities/nekro.ts";
import { TE_ALLIANCE_NOMAD } from "../ti4/thundersEdge/allianceAbilities/nomad.ts";
import { TE_ALLIANCE_SAAR } from "../ti4/thundersEdge/allianceAbilities/saar.ts";
import { TE_ALLIANCE_TITANS } from "../ti4/thundersEdge/allianceAbilities/titans.ts";
import { TE_ALLIANCE_ABILITY_USED } from "../ti4/thundersEdge/allianceAbilities/used.ts";
import { TE_ALLIANCE_XXCHA } from "../ti4/thundersEdge/allianceAbilities/xxcha.ts";
import { TE_ALLIANCE_YIN } from "../ti4/thundersEdge/allianceAbilities/yin.ts";
import { TE_YSSARIL_ALLIANCE } from "../ti4/thundersEdge/allianceAbilities/yssaril.ts";
import { TE_ALLIANCE } from "../ti4/thundersEdge/allianceModule.ts";
import { TE_ARBOREC_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/arborec.ts";
import { TE_GHOST_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/ghost.ts";
import { TE_HACAN_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/hacan.ts";
import { TE_L1Z1X_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/l1z1x.ts";
import { TE_LETNEV_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/letnev.ts";
import { TE_MENTAK_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/mentak.ts";
import { TE_MUAAT_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/muaat.ts";
import { TE_NAALU_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/naalu.ts";
import { TE_SAAR_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/saar.ts";
import { TE_SARDAKK_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/sardakk.ts";
import { TE_SOL_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/sol.ts";
import { TE_WINNU_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/winnu.ts";
import { TE_XXCHA_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/xxcha.ts";
import { TE_YIN_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/yin.ts";
import { TE_YSSARIL_BREAKTHROUGH } from "../ti4/thundersEdge/breakthroughs/yssaril.ts";
import { TE_BREAKTHROUGH_CARDS } from "../ti4/thundersEdge/breakthroughs.ts";
import { TE_COEXIST } from "../ti4/thundersEdge/coexist.ts";
import { TE_COEXIST_ENGAGEMENT } from "../ti4/thundersEdge/coexistEngagement.ts";
import { TI4_THUNDERS_EDGE_EXPEDITION } from "../ti4/thundersEdge/expeditionModule.ts";
import { TI4_ADVENT_OF_THE_WAR_SUN } from "../ti4/thundersEdge/galacticEvents/adventOfTheWarSun.ts";
import { TI4_AGE_OF_COMMERCE } from "../ti4/thundersEdge/galacticEvents/ageOfCommerce.ts";
import { TI4_AGE_OF_FIGHTERS } from "../ti4/thundersEdge/galacticEvents/ageOfFighters.ts";
import { TI4_CALL_OF_THE_VOID } from "../ti4/thundersEdge/galacticEvents/callOfTheVoid.ts";
import { TI4_CIVILIZED_SOCIETY } from "../ti4/thundersEdge/galacticEvents/civilizedSociety.ts";
import { TI4_CONVENTIONS_OF_WAR_ABANDONED } from "../ti4/thundersEdge/galacticEvents/conventionsOfWar.ts";
import { TI4_COSMIC_PHENOMENAE } from "../ti4/thundersEdge/galacticEvents/cosmicPhenomenae.ts";
import { TI4_DANGEROUS_WILDS } from "../ti4/thundersEdge/galacticEvents/dangerousWilds.ts";
import { TI4_HIDDEN_AGENDA } from "../ti4/thundersEdge/galacticEvents/hiddenAgenda.ts";
import { TI4_MERCENARIES_FOR_HIRE } from "../ti4/thundersEdge/galacticEvents/mercenaries.ts";
import { TI4_MONUMENTS_TO_THE_AGES } from "../ti4/thundersEdge/galacticEvents/monuments.ts";
import { TI4_RAPID_MOBILIZATION } from "../ti4/thundersEdge/galacticEvents/rapidMobilization.ts";
import { TI4_STELLAR_ATOMICS } from "../ti4/thundersEdge/galacticEvents/stellarAtomics.ts";
import { TI4_TOTAL_WAR } from "../ti4/thundersEdge/galacticEvents/totalWar.ts";
import { TI4_WEIRD_WORMHOLES } from "../ti4/thundersEdge/galacticEvents/weirdWormholes.ts";
import { TI4_WILD_WILD_GALAXY } from "../ti4/thundersEdge/galacticEvents/wildWildGalaxy.ts";
import { TI4_ZEALOUS_ORTHODOXY } from "../ti4/thundersEdge/galacticEvents/zealousOrthodoxy.ts";
import { TI4_GALACTIC_EVENTS_TABLE } from "../ti4/thundersEdge/galacticEvents.ts";
import { TE_HEART_OF_IXTH } from "../ti4/thundersEdge/heartOfIxth.ts";
import { TI4_FRACTURE } from "../ti4/thundersEdge/ingress.ts";
import { TE_LEGENDARY } from "../ti4/thundersEdge/legendary.ts";
import { TE_NEURALOOP } from "../ti4/thundersEdge/neuraloop.ts";
import { TE_NOT_BUILT } from "../ti4/thundersEdge/notBuilt.ts";
import { TE_RELICS } from "../ti4/thundersEdge/relics.ts";
import { TE_RELIC_USES } from "../ti4/thundersEdge/relicUses.ts";
import { TE_SALVAGE_YARD } from "../ti4/thundersEdge/salvageYard.ts";
import { TE_SCAR_TECHNOLOGY } from "../ti4/thundersEdge/scarTechnology.ts";
import { TI4_THUNDERS_EDGE_SETUP } from "../ti4/thundersEdge/setup.ts";
import { TE_SPACE_STATIONS } from "../ti4/thundersEdge/stations.ts";
import { CONSTRUCTION_BY_BOX, WARFARE_BY_BOX } from "../ti4/thundersEdge/strategyCards.ts";
import { TE_BLACK_MARKET } from "../ti4/transactions/blackMarket.ts";
import { TI4_PROMISSORY_NOTES_MODULE } from "../ti4/transactions/promissoryNotes.ts";
import { TI4_TRANSACTIONS } from "../ti4/transactions/transactions.ts";

/** The steps of a tactical action this book plays, in order (LRR 89.2-89.5). */
const TACTICAL_STEPS: readonly Ti4TacticalStepKind[] = [
  "ti4Movement",
  "ti4SpaceCannonOffense",
  "ti4SpaceCombat",
  "ti4Invasion",
  "ti4Production",
];

/**
 * The strategy cards this book plays, each with its rules (LRR 82; one file per card). Construction and
 * Warfare have a Thunder's Edge printing, played in a game with that box (thundersEdge/strategyCards.ts).
 */
const STRATEGY_CARDS: Ti4StrategyCardTable = {
  leadership: LEADERSHIP,
  imperial: IMPERIAL,
  diplomacy: DIPLOMACY,
  politics: POLITICS,
  construction: CONSTRUCTION_BY_BOX,
  trade: TRADE,
  warfare: WARFARE_BY_BOX,
  technology: TECHNOLOGY,
};

/** Every module of the book, in order: the kernel's tables and the answers to TI4's hook points. */
const MODULES: readonly Ti4Module[] = [
  TI4_SETUP,
  TI4_THUNDERS_EDGE_SETUP,
  { id: "board", events: BOARD_EVENTS },
  TI4_ACTION_DECK,
  TI4_STRATEGY_PHASE,
  actionPhaseModule(TACTICAL_STEPS),
  TI4_MOVEMENT,
  TI4_SPACE_CANNON,
  ...strategicActionModules(STRATEGY_CARDS),
  TI4_COMMAND_SHEET,
  TI4_FLEET_EXCESS,
  TI4_RESEARCH,
  TI4_VICTORY,
  TI4_ELIMINATION,
  TI4_INVASION,
  TI4_PRODUCTION,
  TI4_COMBAT,
  TI4_OBJECTIVES_MODULE,
  TI4_OBJECTIVE_MOMENTS,
  TI4_AGENDA_OBJECTIVE_MOMENTS,
  TI4_STATUS_PHASE,
  TI4_AGENDA_PHASE,
  TI4_DEFENSE_ACT,
  TI4_MORE_AGENDAS,
  TI4_CROWN_OF_THALNOS,
  TI4_OFFICES,
  TI4_REDISTRIBUTION,
  TI4_ARTIFACT,
  TI4_REVOLUTION,
  TI4_WORMHOLE_RESEARCH,
  TI4_ACTION_CARDS,
  TI4_EXTREME_DURESS,
  TI4_TRANSACTIONS,
  TE_BLACK_MARKET,
  TI4_PROMISSORY_NOTES_MODULE,
  // The factions' own rules (ti4/factions/, one module each), answering hook points for their owner.
  TI4_ARBOREC,
  TI4_ARBOREC_STYMIE,
  TI4_GHOST,
  TI4_HACAN,
  TI4_WRATH_OF_KENARA,
  TI4_JOLNAR,
  TI4_L1Z1X,
  TI4_LETNEV,
  TI4_WAR_FUNDING,
  TI4_LETNEV_MUNITIONS,
  TI4_MENTAK,
  TI4_BASTION,
  TI4_MUAAT,
  TI4_NAALU,
  TI4_NEKRO,
  TI4_NEKRO_FLAGSHIP_Z,
  TI4_SAAR,
  TI4_RAGHS_CALL,
  TI4_SARDAKK,
  TI4_TEKKLAR_LEGION,
  TI4_SOL,
  TI4_INFANTRY_RETURN,
  TI4_WINNU,
  TI4_ACQUIESCENCE,
  TI4_TRADE_POLICY,
  TI4_XXCHA,
  TI4_INSTINCT_TRAINING,
  TI4_YIN,
  TI4_YIN_DEVOTION,
  TI4_GREYFIRE_MUTAGEN,
  TI4_SARDAKK_EXOTRIREME,
  TI4_NEKRO_SINGULARITY,
  TI4_NEKRO_ALASTOR,
  TI4_YIN_IMPULSE_CORE,
  TI4_YSSARIL,
  TI4_GM,
  // Thunder's Edge (box "te"): each rule acts only in a game that plays it (thundersEdge/inPlay.ts).
  TI4_THUNDERS_EDGE_EXPEDITION,
  // Thunder's Edge galactic events (TE "Galactic Events"): the table of those in play, then one module each.
  TI4_GALACTIC_EVENTS_TABLE,
  TI4_ADVENT_OF_THE_WAR_SUN,
  TI4_STELLAR_ATOMICS,
  TI4_CIVILIZED_SOCIETY,
  TI4_AGE_OF_COMMERCE,
  TI4_AGE_OF_FIGHTERS,
  TI4_WEIRD_WORMHOLES,
  TI4_CONVENTIONS_OF_WAR_ABANDONED,
  TI4_CALL_OF_THE_VOID,
  TI4_DANGEROUS_WILDS,
  TI4_TOTAL_WAR,
  TI4_MONUMENTS_TO_THE_AGES,
  TI4_RAPID_MOBILIZATION,
  TI4_HIDDEN_AGENDA,
  TI4_WILD_WILD_GALAXY,
  TI4_COSMIC_PHENOMENAE,
  TI4_ZEALOUS_ORTHODOXY,
  TI4_MERCENARIES_FOR_HIRE,
  // Thunder's Edge (its rulebook; each rule asks playsThundersEdge): The Fracture and its ingress tokens.
  TI4_FRACTURE,
  // Thunder's Edge (ti4/thundersEdge/): each rule acts only in a game that plays it (playsThundersEdge).
  TE_RELICS,
  TE_RELIC_USES,
  TE_HEART_OF_IXTH,
  TE_NEURALOOP,
  TE_LEGENDARY,
  TE_SALVAGE_YARD,
  // Thunder's Edge (thundersEdge/): each rule acts only in a game that plays it.
  TE_SPACE_STATIONS,
  TE_SCAR_TECHNOLOGY,
  TE_NOT_BUILT,
  // The Crimson Rebellion (Thunder's Edge faction): Sorrow and Sundered, Incursion, the Exiles, Resonance
  // Generator, Sever; each rule asks isCrimson or playsThundersEdge.
  TI4_CRIMSON,
  TI4_CRIMSON_INCURSION,
  TI4_CRIMSON_EXILE,
  TI4_CRIMSON_RESONANCE,
  TI4_CRIMSON_SEVER,
  // The Ral Nel Consortium (Thunder's Edge faction): each rule asks playsThundersEdge.
  TI4_RALNEL_SURVIVAL,
  TI4_RALNEL_NANOMACHINES,
  TE_NANO_LINK,
  // TE "Coexist", then the Deepwrought Scholarate (Research Team, Oceanbound, Hydrothermal Mining, Share
  // Knowledge).
  TE_COEXIST,
  TE_DEEPWROUGHT,
  TE_SHARE_KNOWLEDGE,
  // The Firmament and the Obsidian (TE faction sheets): plots, the flip, technologies.
  TI4_FIRMAMENT_PLOTS,
  TI4_FIRMAMENT_FLIP,
  TI4_FIRMAMENT_TECHNOLOGIES,
  // The table's own bookkeeping: a seat handed to Mecatol's bot (app/handOver.ts).
  TI4_SEAT_HAND_OVER,
  // TE "Breakthroughs and Synergy": the card exhausted and readied, then each base faction's ability.
  TE_BREAKTHROUGH_CARDS,
  TE_HACAN_BREAKTHROUGH,
  TE_L1Z1X_BREAKTHROUGH,
  TE_ARBOREC_BREAKTHROUGH,
  TE_SARDAKK_BREAKTHROUGH,
  TE_XXCHA_BREAKTHROUGH,
  TE_SAAR_BREAKTHROUGH,
  TE_SOL_BREAKTHROUGH,
  TE_YIN_BREAKTHROUGH,
  // The Crimson Rebellion's Quietus (unit abilities lost in active breaches) and Subatomic Splicer.
  TI4_CRIMSON_QUIETUS,
  TI4_CRIMSON_SPLICER,
  // The Obsidian (the Firmament turned over): Neural Parasite, Planesplitter, Malevolency, The Reaping.
  TI4_OBSIDIAN_TECHNOLOGIES,
  TI4_OBSIDIAN_MALEVOLENCY,
  TI4_OBSIDIAN_REAPING,
  // The Deepwrought's Radical Advancement (asks playsThundersEdge).
  TE_RADICAL_ADVANCEMENT,
  // The Deepwrought's flagship, the D.W.S. Luminous (asks playsThundersEdge).
  TE_LUMINOUS,
  // The Firmament (TE faction sheet): The Sowing, Black Ops, Heaven's Eye, the plots' effects once face up,
  // Extract's later part, and plots for secrets met at a moment of play.
  TI4_FIRMAMENT_SOWING,
  TI4_FIRMAMENT_BLACK_OPS,
  TI4_FIRMAMENT_FLAGSHIP,
  TI4_FIRMAMENT_PLOT_EFFECTS,
  TI4_FIRMAMENT_PLOT_REVEALS,
  TI4_FIRMAMENT_EXTRACT,
  TI4_FIRMAMENT_PLOT_MOMENTS,
  TE_WINNU_BREAKTHROUGH,
  // The Ral Nel Consortium: the Last Dispatch (flagship), heard as a retreat is made.
  TE_RALNEL_LAST_DISPATCH,
  // The Ral Nel Consortium: Data Skimmer (breakthrough), asked as its holder passes.
  TE_RALNEL_DATA_SKIMMER,
  // The Ral Nel Consortium: Miniaturization, its structures placed from space as a tactical action ends.
  TE_RALNEL_MINIATURIZATION,
  // The Last Bastion's Galvanize, Phoenix Standard and Raise the Standard.
  TE_GALVANIZE,
  // The Deepwrought's breakthrough, Visionaria Select (asks holdsBreakthrough).
  TE_VISIONARIA_SELECT,
  // TE "Coexist": engaging coexisting units, and a coexisting player's units committed against their planet.
  TE_COEXIST_ENGAGEMENT,
  // The Barony of Letnev's breakthrough, Gravleash Maneuvers: one ship's dice, a shared move value.
  TE_LETNEV_BREAKTHROUGH,
  // The Naalu Collective's breakthrough, Mindsieve: a promissory note pays a secondary.
  TE_NAALU_BREAKTHROUGH,
  // The Ghosts of Creuss's breakthrough, Particle Synthesis: wormholes that produce and lower costs.
  TE_GHOST_BREAKTHROUGH,
  // The Last Bastion's Proxima Targeting V1: bombardment hits cancelled, and its roll as a ground combat round starts.
  TE_PROXIMA_TARGETING,
  // The Yssaril Tribes: Deepgloom Executable (breakthrough), Stall Tactics or Scheming lent.
  TE_YSSARIL_BREAKTHROUGH,
  // The Mentak Coalition: The Table's Grace (breakthrough), its Corsairs passing others' ships.
  TE_MENTAK_BREAKTHROUGH,
  // The Embers of Muaat: Stellar Genesis (breakthrough), the Avernus planet token placed as it is gained.
  TE_MUAAT_BREAKTHROUGH,
  // TE "Alliance Game Variant": an alliance wins together (the rest is read through board/allies.ts).
  TE_ALLIANCE,
  // TE "Alliance Reference Cards": the abilities of economy, production, voting and research.
  TE_ALLIANCE_HACAN,
  TE_ALLIANCE_XXCHA,
  TE_ALLIANCE_NAALU,
  TE_ALLIANCE_MUAAT,
  TE_ALLIANCE_ABILITY_USED,
  TE_ALLIANCE_NEKRO,
  TE_ALLIANCE_YIN,
  TE_ALLIANCE_DEEPWROUGHT,
  TE_ALLIANCE_CABAL,
  TE_ALLIANCE_NOMAD,
  TE_ALLIANCE_TITANS,
  TE_ALLIANCE_SAAR,
  TE_ALLIANCE_ARBOREC,
  // LRR 74, 77, 15, 9: the moment after a roll for a unit ability (rerolls, Heart of Ixth) before its hits count.
  TI4_UNIT_ABILITY_ROLLS,
  // TE alliance cards: the Jol-Nar's rerolls and the Argent's extra die on unit-ability rolls.
  TE_JOLNAR_ALLIANCE,
  TE_ARGENT_ALLIANCE,
  // TE alliance card: the L1Z1X's bombardment past PLANETARY SHIELD.
  TE_L1Z1X_ALLIANCE,
  // TE alliance card: the Yssaril's look at an activating player's hidden cards.
  TE_YSSARIL_ALLIANCE,
  // TE "Alliance Reference Cards": the abilities of the combat, movement and command token cards.
  ...TE_ALLIANCE_COMBAT_ABILITIES,
  // The moment a player's last ship in the active system is destroyed (TE Crash Landing), after the action
  // cards' own answers to the loss, so its window is answered first.
  TI4_LAST_SHIP,
];

registerTi4Hooks(MODULES);

export const TI4 = registerBook(
  assembleBook<Ti4>(
    "ti4",
    MODULES,
    // LRR 61.5: an action-phase objective is scored the moment it is met, on anyone's turn; the action
    // card windows' standing answer is set at any time (actionCards/windows.ts); LRR 94: a transaction is
    // proposed whenever one may be made (transactions/transactions.ts says when); a game master's correction
    // comes at any time (the app alone sends it, for the creator or a server manager: gm/gm.ts).
    // proposed whenever one may be made (transactions/transactions.ts says when); a seat is handed over
    // whenever the table decides it (seats/handOver.ts: the app alone sends it); TE "Space Stations": a
    // station is exhausted at any time to convert commodities (thundersEdge/stations.ts).
    {
      alwaysAvailable: new Set([
        "scoreObjective",
        "setCardWindowAutoPass",
        "proposeTransaction",
        "ti4GmCorrection",
        "handOverSeat",
        // TE: a breakthrough's own ability, refused with a sentence until it is carried out.
        "useBreakthrough",
        "exhaustStation",
        // The Firmament: Plots Within Plots scores another's secret in that objective's own window.
        "plotWithinPlots",
        // Deepgloom Executable: the Yssaril lends Stall Tactics or Scheming at any time.
        "deepgloomLend",
        // Heart of Ixth: refused with a sentence when no combat roll waits (which rolls it acts on).
        "shiftDieWithHeartOfIxth",
        // TE "Alliance Movement and Control": an ally's standing permission to carry one's units.
        "allowAllyTransport",
        // ... and planet cards exchanged with an ally while redistributing command tokens (refused otherwise).
        "exchangeAllyPlanets",
      ]),
      checkShape: checkTi4CommandShape,
    },
  ),
);
