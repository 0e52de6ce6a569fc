/**
 * The race abilities a player has now (RR §25): those of his race sheet, unless a card voids them for the
 * round (Cultural Crisis), and any a card lends him (Multiculturalism). This is the one place that answers
 * "does this player have that race ability": every rule asks `hasAbility` (players.ts hands it on), the
 * race sheet's unit changes come through `heldUnitOverride` (units.ts, tactical/docks.ts) and its combat
 * modifiers through `abilitiesHeld` (combat/modifiers.ts), so a card that voids or lends an ability changes
 * all it does at once. The cards answer the hook points of hooks/races.ts; this file names none of them.
 *
 * Decided:
 * - An ability that acts only at setup (the L1Z1X and Mentak extra starting counters, `setupOnly` in
 *   content/races.ts) did all it does when the counters were placed. Voiding it takes nothing back, and it
 *   cannot be lent mid-game, since nothing of it would act (`mayBeLent`).
 * - The Saar Space Docks (`saarFloatingDocks`) are what the Saar's docks are: a dock afloat cannot come
 *   down on a planet because the ability is void for a round, nor can a dock on a planet take to space
 *   because it is lent. A card neither voids nor lends it [interpretation].
 * - A void covers every race ability the player has, one lent to him included (the card voids "his racial
 *   abilities"); what an opponent's sheet lends does not depend on whether that opponent's are void.
 */
import {
  getRace,
  RACES,
  type Race,
  type RaceAbility,
  type UnitOverride,
  type UnitType,
} from "../../content/index.ts";
import { answers } from "../hooks/index.ts";
import type { GameState, Seat } from "../state.ts";

/** Abilities that are the race's units themselves: kept under a void, never lent. */
const PART_OF_THE_UNITS: ReadonlySet<string> = new Set(["saarFloatingDocks"]);

/** Each ability with the race sheet that prints it. */
const SHEETS: ReadonlyMap<string, { race: Race; ability: RaceAbility }> = new Map(
  RACES.flatMap((race) => race.abilities.map((ability) => [ability.key, { race, ability }] as const)),
);

function sheetAbilities(state: GameState, seat: Seat): readonly RaceAbility[] {
  const race = state.players[seat]?.race ?? null;
  return race === null ? [] : getRace(race).abilities;
}

/** Whether a card may lend this ability for a round (Multiculturalism). */
export function mayBeLent(ability: RaceAbility): boolean {
  return ability.setupOnly !== true && !PART_OF_THE_UNITS.has(ability.key);
}

/** The race abilities the seat has now: its sheet's and those lent to it, less what a void takes. */
export function abilitiesHeld(state: GameState, seat: Seat): readonly RaceAbility[] {
  const own = sheetAbilities(state, seat);
  const lentKeys = answers(state, "raceAbilitiesLent").flatMap((lent) => lent(state, seat));
  const lent = lentKeys
    .map((key) => SHEETS.get(key)?.ability)
    .filter((a): a is RaceAbility => a !== undefined && !own.includes(a));
  const held = lent.length === 0 ? own : [...own, ...new Set(lent)];
  if (!answers(state, "raceAbilitiesVoid").some((voids) => voids(state, seat))) return held;
  return held.filter((ability) => PART_OF_THE_UNITS.has(ability.key));
}

/** True when the seat has the race ability with this key now. */
export function hasAbility(state: GameState, seat: Seat, key: string): boolean {
  return abilitiesHeld(state, seat).some((ability) => ability.key === key);
}

/**
 * A race sheet's change to a unit (RR §2.1: the sheet is authoritative), while the seat has the ability it
 * belongs to (L1Z1X Dreadnoughts cost 4, Muaat War Suns move 1, the Saar docks).
 */
export function heldUnitOverride(state: GameState, seat: Seat, type: UnitType): UnitOverride | undefined {
  const ability = abilitiesHeld(state, seat).find((a) => a.units?.includes(type));
  return ability ? SHEETS.get(ability.key)?.race.unitOverrides[type] : undefined;
}

/** The abilities on the race sheets of the seat's opponents still in the game that may be lent to it. */
export function opponentAbilities(state: GameState, seat: Seat): { owner: Seat; ability: RaceAbility }[] {
  return state.players
    .filter((p) => p.seat !== seat && !p.eliminated)
    .flatMap((p) => sheetAbilities(state, p.seat).map((ability) => ({ owner: p.seat, ability })))
    .filter(({ ability }) => mayBeLent(ability));
}
