/**
 * The 14 races of TI3 + Shattered Empire: starting forces, technologies, command counters, trade contracts,
 * abilities (our own wording), the SE race-specific technology and the three leaders.
 *
 * Sources: shared/data/ti3/races.json (TIO race sheets, cross-checked with ebonical and PC_Twi), rules
 * reference §3 (setup) and §25 (races), SE rulebook (new races, Saar Space Docks, Option 4 p.9, Errata p.13).
 *
 * Errata from the SE rulebook (p.13, "Errata › Race Sheets" and "› Rulebook › Combat Rolls") correct the base
 * race sheets, so they apply in every game, with or without the SE box; each affected ability says so in
 * `errata`.
 */
import type { Box, RaceId, UnitType } from "./common.ts";
import { deepFreeze, homeSystemId, RACE_IDS } from "./common.ts";
import { BASE_RACES } from "./races.base.ts";
import { SE_RACES } from "./races.se.ts";
import type { TechId } from "./technologies.ts";
import type { UnitPlacement } from "./units.ts";
import { getUnit } from "./units.ts";

/** Each race owns exactly 16 command counters (rules reference §1; SE: "16 Command Counters" per new race). */
export const COMMAND_COUNTERS_PER_RACE = 16;

export interface CommandCounters {
  /** Strategy Allocation. */
  readonly strategy: number;
  /** Fleet Supply. */
  readonly fleet: number;
  /** Command Pool. */
  readonly command: number;
  /** Left off the race sheet at the start. */
  readonly reinforcements: number;
}

/** Which rolls a modifier touches. `everyCombatRoll` follows the SE errata "Combat Rolls" (PDS and pre-combat shots too). */
export type CombatRollWindow = "everyCombatRoll" | "spaceBattle" | "invasionCombat";

export interface CombatModifier {
  readonly amount: number;
  /** `own`: the race's own rolls; `opponents`: rolls made against the race. */
  readonly rolls: "own" | "opponents";
  readonly during: CombatRollWindow;
  /** Only these units' rolls; absent = every unit. */
  readonly units?: readonly UnitType[];
  readonly firstRoundOnly?: boolean;
  readonly attackerOnly?: boolean;
}

export interface RaceAbility {
  /** Stable key the engine hooks the ability onto. */
  readonly key: string;
  readonly text: string;
  readonly combatModifiers?: readonly CombatModifier[];
  /** The race sheet's unit changes (`unitOverrides`) that are this ability's: they come and go with it. */
  readonly units?: readonly UnitType[];
  /** It acts only as the game is set up (already counted in `commandCounters`): nothing of it later. */
  readonly setupOnly?: true;
  /** The official correction this wording follows. */
  readonly errata?: string;
}

/** SE Option 4 (p.9): bought instead of a normal technology for its usual price plus `cost`; no colour, no prerequisites. */
export interface RaceTechnology {
  readonly id: string;
  readonly name: string;
  readonly box: Box;
  readonly cost: number;
  readonly effect: string;
  readonly text: string;
}

export type LeaderType = "admiral" | "general" | "scientist" | "diplomat" | "agent";

export interface Leader {
  readonly type: LeaderType;
  readonly name: string;
}

/** A race sheet's change to a unit's printed statistics. */
export interface UnitOverride {
  readonly cost?: number;
  readonly move?: number;
  readonly placement?: UnitPlacement;
  /** Fixed production in place of "planet resources + 2". */
  readonly productionCapacity?: number;
}

export interface Race {
  readonly id: RaceId;
  readonly name: string;
  readonly shortName: string;
  readonly box: Box;
  readonly homeSystem: `home-${RaceId}`;
  /** Placed in the Home System at setup; see `startingPlacement` for space vs planet. */
  readonly startingUnits: Readonly<Partial<Record<UnitType, number>>>;
  readonly startingTechnologies: readonly TechId[];
  readonly commandCounters: CommandCounters;
  readonly tradeContracts: readonly [number, number];
  readonly abilities: readonly RaceAbility[];
  readonly unitOverrides: Readonly<Partial<Record<UnitType, UnitOverride>>>;
  readonly raceTechnologies: readonly RaceTechnology[];
  readonly leaders: readonly [Leader, Leader, Leader];
}

/** A race as written in races.base.ts / races.se.ts; the home system id is derived from the race id. */
export type RaceSheet = Omit<Race, "homeSystem">;

/** All 14 races, in RACE_IDS order. */
export const RACES: readonly Race[] = deepFreeze(
  RACE_IDS.map((id): Race => {
    const sheet = [...BASE_RACES, ...SE_RACES].find((candidate) => candidate.id === id);
    if (!sheet) throw new Error(`Race data missing for ${id}`);
    return { ...sheet, homeSystem: homeSystemId(id) };
  }),
);

export function isRaceId(value: string): value is RaceId {
  return (RACE_IDS as readonly string[]).includes(value);
}

export function getRace(id: string): Race {
  const race = RACES.find((candidate) => candidate.id === id);
  if (!race) throw new Error(`Unknown race id: ${id}`);
  return race;
}

/** The races that can be drawn with these boxes: 10 base, 14 with SE. */
export function racesFor(boxes: readonly Box[]): readonly Race[] {
  return RACES.filter((race) => boxes.includes(race.box));
}

/**
 * Where a starting unit goes in the Home System (rules reference §3 step 10): ships, Fighters included, in
 * space; Ground Forces, PDS and the Space Dock on the home planets (split freely). Saar Space Docks float in
 * space (SE "Saar Space Docks").
 */
export function startingPlacement(race: Race, unit: UnitType): UnitPlacement {
  return race.unitOverrides[unit]?.placement ?? getUnit(unit).placement;
}

/** Every SE race-specific technology, one per race. */
export function allRaceTechnologies(): readonly RaceTechnology[] {
  return RACES.flatMap((race) => race.raceTechnologies);
}
