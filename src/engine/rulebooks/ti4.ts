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
import { TI4_ASSAULT_CANNON } from "../ti4/technology/generic/assaultCannon.ts";
import { TI4_DACXIVE_ANIMATORS } from "../ti4/technology/generic/dacxiveAnimators.ts";
import { TI4_DURANIUM_ARMOR } from "../ti4/technology/generic/duraniumArmor.ts";
import { TI4_FLEET_LOGISTICS } from "../ti4/technology/generic/fleetLogistics.ts";
import { TI4_GRAVITON_LASER } from "../ti4/technology/generic/gravitonLaser.ts";
import { TI4_HYPER_METABOLISM } from "../ti4/technology/generic/hyperMetabolism.ts";
import { TI4_INTEGRATED_ECONOMY } from "../ti4/technology/generic/integratedEconomy.ts";
import { TI4_LIGHT_WAVE_DEFLECTOR } from "../ti4/technology/generic/lightWaveDeflector.ts";
import { TI4_MAGEN_DEFENSE_GRID } from "../ti4/technology/generic/magenDefenseGrid.ts";
import { TE_MAGEN_DEFENSE_GRID_OMEGA } from "../ti4/technology/generic/magenDefenseGridOmega.ts";
import { TI4_NEURAL_MOTIVATOR } from "../ti4/technology/generic/neuralMotivator.ts";
import { TI4_PLASMA_SCORING } from "../ti4/technology/generic/plasmaScoring.ts";
import { TI4_SARWEEN_TOOLS } from "../ti4/technology/generic/sarweenTools.ts";
import { TI4_TRANSIT_DIODES } from "../ti4/technology/generic/transitDiodes.ts";
import { TI4_X89_BACTERIAL_WEAPON } from "../ti4/technology/generic/x89BacterialWeapon.ts";
import { TI4_RESEARCH } from "../ti4/technology/research.ts";
import { TI4_THUNDERS_EDGE_SETUP } from "../ti4/thundersEdge/setup.ts";
import { CONSTRUCTION_BY_BOX, WARFARE_BY_BOX } from "../ti4/thundersEdge/strategyCards.ts";
import { TE_BLACK_MARKET } from "../ti4/transactions/blackMarket.ts";
import { TI4_PROMISSORY_NOTES_MODULE } from "../ti4/transactions/promissoryNotes.ts";
import { TI4_TRANSACTIONS } from "../ti4/transactions/transactions.ts";
import { TI4_THUNDERS_EDGE_MODULES } from "./ti4ThundersEdge.ts";

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
  // The table's own bookkeeping: a seat handed to Mecatol's bot (app/handOver.ts).
  TI4_SEAT_HAND_OVER,
  // LRR 74, 77, 15, 9: the moment after a roll for a unit ability (rerolls, Heart of Ixth) before its hits count.
  TI4_UNIT_ABILITY_ROLLS,
  // Thunder's Edge (box "te"): its modules, in book order (rulebooks/ti4ThundersEdge.ts).
  ...TI4_THUNDERS_EDGE_MODULES,
  // The moment a player's last ship in the active system is destroyed (TE Crash Landing), after the action
  // cards' own answers to the loss, so its window is answered first.
  TI4_LAST_SHIP,
  // The generic technologies acting at moments of their own (ti4/technology/generic/, one module each).
  TI4_DACXIVE_ANIMATORS,
  TI4_MAGEN_DEFENSE_GRID,
  TE_MAGEN_DEFENSE_GRID_OMEGA,
  TI4_X89_BACTERIAL_WEAPON,
  // The generic technologies of the base game with an ability of their own (ti4/technology/generic/).
  TI4_NEURAL_MOTIVATOR,
  TI4_HYPER_METABOLISM,
  TI4_SARWEEN_TOOLS,
  TI4_INTEGRATED_ECONOMY,
  // Generic technologies' own rules (ti4/technology/generic/, one module each).
  TI4_LIGHT_WAVE_DEFLECTOR,
  TI4_FLEET_LOGISTICS,
  TI4_TRANSIT_DIODES,
  // The generic technologies' own rules (ti4/technology/generic/, one module each), for every game.
  TI4_PLASMA_SCORING,
  TI4_GRAVITON_LASER,
  TI4_ASSAULT_CANNON,
  TI4_DURANIUM_ARMOR,
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
