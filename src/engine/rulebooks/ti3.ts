/**
 * The Twilight Imperium 3rd Edition rulebook, with Shattered Empire: every module it plays, in one list.
 * Order matters only where the rules say so: standing checks and hook answers run in this order.
 */
import type { CommandType } from "../commands.ts";
import type { GameEventType } from "../events.ts";
import type { FrameKind } from "../frames.ts";
import { AGE_OF_EMPIRE } from "../options/ageOfEmpire.ts";
import { ARTIFACTS_OPTION } from "../options/artifacts.ts";
import { ASSASSINS } from "../options/assassins.ts";
import { CAPITAL_SHIPS_OPTION } from "../options/capitalShips.ts";
import { CAPITOL_PLANETS } from "../options/capitolPlanets.ts";
import { CLASSIC_HIDDEN_LEADERS } from "../options/classicHiddenLeaders.ts";
import { CLASSIC_LEADERS } from "../options/classicLeaders.ts";
import { CLASSIC_NEBULA } from "../options/classicNebula.ts";
import { CLASSIC_SHOCK_TROOPS } from "../options/classicShockTroops.ts";
import { CUSTODIANS } from "../options/custodians.ts";
import { DECLARATIONS_OF_WAR } from "../options/declarationsOfWar.ts";
import { DISTANT_SUNS, NEW_DISTANT_SUNS, TERRITORIAL_DISTANT_SUNS } from "../options/distantSuns.ts";
import { FACILITIES } from "../options/facilities.ts";
import { GRAVITY_RIFT } from "../options/gravityRift.ts";
import { HOMEWORLDS } from "../options/homeworlds.ts";
import { IMPERIAL_II } from "../options/imperial2.ts";
import { LEADERS } from "../options/leaders.ts";
import { LONG_WAR, LONG_WAR_OPEN_END } from "../options/longWar.ts";
import { MINE_FIELDS } from "../options/mineFields.ts";
import { PRESET_ARTIFACTS } from "../options/presetArtifacts.ts";
import { PRESET_MAPS_OPTION } from "../options/presetMaps.ts";
import { RACE_SPECIFIC_TECHNOLOGIES } from "../options/raceSpecificTechnologies.ts";
import { SABOTAGE_RUNS } from "../options/sabotageRuns.ts";
import { SHOCK_TROOPS } from "../options/shockTroops.ts";
import { SIMULATED_EARLY_TURNS } from "../options/simulatedEarlyTurns.ts";
import { SPACE_MINES } from "../options/spaceMines.ts";
import { STAR_IN_THE_CROWN } from "../options/starInTheCrown.ts";
import { TACTICAL_RETREATS } from "../options/tacticalRetreats.ts";
import { VARIANT_CARDS } from "../options/variantCards.ts";
import { VARIANT_OBJECTIVES } from "../options/variantObjectives.ts";
import { VOICE_OF_THE_COUNCIL } from "../options/voiceOfTheCouncil.ts";
import { WORMHOLE_NEXUS } from "../options/wormholeNexus.ts";
import type { RoundPhase } from "../phases.ts";
import { assembleRulebook, registerRulebook } from "../rulebook.ts";
import { BOARD_CARDS } from "../rules/actionCards/boardCardHooks.ts";
import { COMBAT_CARDS } from "../rules/actionCards/combatCardHooks.ts";
import { ACTION_CARDS } from "../rules/actionCards/module.ts";
import { COMBAT } from "../rules/combat/module.ts";
import { GAME_EVENTS } from "../rules/gameEvents.ts";
import { GM } from "../rules/gm/module.ts";
import { OBJECTIVES } from "../rules/objectives/module.ts";
import { LAWS } from "../rules/politics/lawModule.ts";
import { LAW_MOMENTS } from "../rules/politics/laws/module.ts";
import { COMBAT_LAWS } from "../rules/politics/lawsModule.ts";
import { POLITICS } from "../rules/politics/module.ts";
import { TACTICAL_LAWS } from "../rules/politics/tacticalLawsModule.ts";
import { RACE_ABILITIES } from "../rules/raceAbilities.ts";
import { ACTION_PHASE, GAME_END, STATUS_PHASE, STRATEGIC_ACTION, STRATEGY_PHASE } from "../rules/round.ts";
import { STRATEGY_CARD_ABILITIES } from "../rules/strategyCards/module.ts";
import { TACTICAL } from "../rules/tactical/module.ts";
import { TECHNOLOGY } from "../rules/technology/module.ts";
import { TRADE } from "../rules/trade/module.ts";
import { SETUP } from "../setup/module.ts";

const MODULES = [
  GAME_EVENTS,
  SETUP,
  // the round
  STRATEGY_PHASE,
  ACTION_PHASE,
  STRATEGIC_ACTION,
  STATUS_PHASE,
  GAME_END,
  // rule areas
  TACTICAL,
  COMBAT,
  TRADE,
  POLITICS,
  COMBAT_LAWS,
  TACTICAL_LAWS,
  TECHNOLOGY,
  OBJECTIVES,
  STRATEGY_CARD_ABILITIES,
  RACE_ABILITIES,
  // cards
  ACTION_CARDS,
  COMBAT_CARDS,
  BOARD_CARDS,
  LAWS,
  LAW_MOMENTS,
  GM,
  // options (RR §24, SE options 1-15): only these may be switched on; each plays only when it is
  LONG_WAR,
  VARIANT_CARDS,
  VARIANT_OBJECTIVES,
  RACE_SPECIFIC_TECHNOLOGIES,
  TACTICAL_RETREATS,
  SHOCK_TROOPS,
  SPACE_MINES,
  AGE_OF_EMPIRE,
  IMPERIAL_II,
  STAR_IN_THE_CROWN,
  HOMEWORLDS,
  DISTANT_SUNS,
  NEW_DISTANT_SUNS,
  TERRITORIAL_DISTANT_SUNS,
  // Before the Artifacts: its face-up artifacts are laid before the Artifacts' placement is asked.
  PRESET_ARTIFACTS,
  ARTIFACTS_OPTION,
  VOICE_OF_THE_COUNCIL,
  CUSTODIANS,
  SABOTAGE_RUNS,
  WORMHOLE_NEXUS,
  SIMULATED_EARLY_TURNS,
  PRESET_MAPS_OPTION,
  LEADERS,
  FACILITIES,
  // Last: the Long War's open end ends the game once every other answer at the Status Phase's end is done.
  LONG_WAR_OPEN_END,
  // classic options (TI2 Hope's End, TI1 Borderlands), played on the TI3 rules
  CLASSIC_NEBULA,
  GRAVITY_RIFT,
  CLASSIC_SHOCK_TROOPS,
  CLASSIC_LEADERS,
  CLASSIC_HIDDEN_LEADERS,
  DECLARATIONS_OF_WAR,
  MINE_FIELDS,
  CAPITAL_SHIPS_OPTION,
  CAPITOL_PLANETS,
  // After the Declarations and the Capital Planets: its Status Phase frame is pushed last, so the Assassins
  // strike first ("immediately before the Political Phase"), before the declarations of the same phase.
  ASSASSINS,
] as const;

// Every command, frame, event and phase of the round must have a module that handles it: a missing one does not compile.
type Module = (typeof MODULES)[number];
type KeysOf<T> = T extends unknown ? keyof T : never;
type Uncovered<All, Part extends "commands" | "frames" | "events" | "phases"> = Exclude<
  All,
  KeysOf<Module extends infer M ? (M extends Record<Part, infer T> ? T : never) : never>
>;
/** Compiles only when nothing is uncovered; the error names what is missing. */
type NoneMissing<T extends never> = T;
export type Covered = [
  NoneMissing<Uncovered<CommandType, "commands">>,
  NoneMissing<Uncovered<FrameKind, "frames">>,
  NoneMissing<Uncovered<GameEventType, "events">>,
  NoneMissing<Uncovered<RoundPhase, "phases">>,
];

export const TI3 = registerRulebook(assembleRulebook("ti3", MODULES));
