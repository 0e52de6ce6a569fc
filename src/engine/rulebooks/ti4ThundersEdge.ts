/**
 * The Thunder's Edge modules of the TI4 rulebook (rulebooks/ti4.ts), in book order: the expedition, galactic
 * events, The Fracture, relics and legendary planets, space stations, the TE factions, breakthroughs, the
 * Alliance variant and the Alliance reference cards. Each rule acts only in a game that plays the box
 * (`playsThundersEdge`, thundersEdge/inPlay.ts), so a base game plays as before. The order is the order in
 * which modules answer a hook point, so a module keeps its place when others are added.
 */
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
import { TI4_OBSIDIAN_MALEVOLENCY } from "../ti4/factions/obsidianMalevolency.ts";
import { TI4_OBSIDIAN_REAPING } from "../ti4/factions/obsidianReaping.ts";
import { TI4_OBSIDIAN_TECHNOLOGIES } from "../ti4/factions/obsidianTechs.ts";
import { TE_RALNEL_DATA_SKIMMER } from "../ti4/factions/ralnelDataSkimmer.ts";
import { TE_RALNEL_LAST_DISPATCH } from "../ti4/factions/ralnelLastDispatch.ts";
import { TE_RALNEL_MINIATURIZATION } from "../ti4/factions/ralnelMiniaturization.ts";
import { TE_NANO_LINK } from "../ti4/factions/ralnelNanoLink.ts";
import { TI4_RALNEL_NANOMACHINES } from "../ti4/factions/ralnelNanomachines.ts";
import { TI4_RALNEL_SURVIVAL } from "../ti4/factions/ralnelSurvival.ts";
import type { Ti4Module } from "../ti4/hooks/index.ts";
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
import { TE_SPACE_STATIONS } from "../ti4/thundersEdge/stations.ts";

export const TI4_THUNDERS_EDGE_MODULES: readonly Ti4Module[] = [
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
  // TE alliance cards: the Jol-Nar's rerolls and the Argent's extra die on unit-ability rolls.
  TE_JOLNAR_ALLIANCE,
  TE_ARGENT_ALLIANCE,
  // TE alliance card: the L1Z1X's bombardment past PLANETARY SHIELD.
  TE_L1Z1X_ALLIANCE,
  // TE alliance card: the Yssaril's look at an activating player's hidden cards.
  TE_YSSARIL_ALLIANCE,
  // TE "Alliance Reference Cards": the abilities of the combat, movement and command token cards.
  ...TE_ALLIANCE_COMBAT_ABILITIES,
];
