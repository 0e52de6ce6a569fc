/**
 * What a Facility gives and how it is lost (SE p.11, Option 9).
 *
 * - It is never exhausted itself: the planet's influence (Colony) or resources (Refinery) count one
 *   higher, from the round after it was built (the planet is exhausted to build it, and the rule gives no
 *   extra value that round even to a planet readied again).
 * - An invasion that takes the planet from another player destroys it, unless the invader captures it as
 *   he would a Space Dock (`facilityCaptured`: Shock Troops, SE Option 6; an Agent, Leaders). An Invasion
 *   Combat won is told by `invasionSucceeded`, a landing on another's planet left empty by `planetTaken`.
 * - It lies under the planet card, so a planet changing hands any other way (Diplomacy II, a card, a
 *   directive) keeps it for its new holder; a planet turning neutral sends it back to the supply.
 *
 * [interpretation] "The planet is treated as one higher" is read as its value wherever a rule reads it
 * (rules/planetValues.ts): spent, voted, counted by an objective, a Refinery's planet in a Space Dock's
 * capacity too. It is added after the swaps of Labor Force Politics and the Yin ability (this module comes
 * after theirs in the rulebook): a Colony raises the influence the planet has then.
 */
import { getFacilityCard, type PlanetId } from "../../../content/index.ts";
import type { EvolveTable } from "../../evolve.ts";
import { answers } from "../../hooks/index.ts";
import type { PlanetTaken } from "../../hooks/tactical.ts";
import type { InvasionFrame } from "../../rules/combat/frames.ts";
import type { PlanetWorth } from "../../rules/planetValues.ts";
import { controllerOf } from "../../rules/tactical/control.ts";
import type { GameState } from "../../state.ts";
import type { Tx } from "../../tx.ts";

export const OPTION = "facilities";
export const facilitiesOn = (state: GameState) => state.config.options.includes(OPTION);

/** `planetValues`: one more influence or resource for a Facility built before this round. */
export function facilityWorth(state: GameState, planet: string, worth: PlanetWorth): PlanetWorth {
  const facility = state.facilities?.[planet as PlanetId];
  if (!facility || facility.round >= state.round) return worth;
  const card = getFacilityCard(facility.kind);
  return { ...worth, [card.adds]: worth[card.adds] + card.amount };
}

/** An invasion destroys the defender's Facility, or the invader captures it. */
function invaded(tx: Tx, taken: PlanetTaken): void {
  const facility = tx.state.facilities?.[taken.planet];
  if (!facility || taken.from === null || taken.from === taken.seat) return;
  const { seat, from, planet } = taken;
  for (const captured of answers(tx.state, "facilityCaptured")) {
    const by = captured(tx.state, taken);
    if (by === undefined) continue;
    tx.emit({ type: "facilityCaptured", seat, from, planet, kind: facility.kind, reason: by });
    return;
  }
  tx.emit({
    type: "facilityRemoved",
    seat: from,
    planet,
    kind: facility.kind,
    reason: "the planet was invaded",
  });
}

/**
 * `invasionSucceeded`: an Invasion Combat won, before the planet changes hands (and while the invader's
 * Shock Troops stand there, as for the Space Docks they capture).
 */
export function facilityInvadedInCombat(tx: Tx, frame: InvasionFrame): void {
  const { seat, position, planet, defender } = frame;
  invaded(tx, { seat, position, planet, from: defender, by: "invasion" });
}

/** `planetTaken`: a landing on another player's planet left with no units is a successful invasion too. */
export function facilityInvadedByLanding(tx: Tx, taken: PlanetTaken): void {
  if (taken.by === "landing") invaded(tx, taken);
}

/** Standing rule: a Facility whose planet no one holds goes back to the supply. */
export function facilitiesOnNeutralPlanets(tx: Tx): boolean {
  if (!facilitiesOn(tx.state)) return false;
  for (const [planet, facility] of Object.entries(tx.state.facilities ?? {})) {
    if (!facility || controllerOf(tx.state, planet as PlanetId) !== null) continue;
    const reason = "its planet turned neutral";
    tx.emit({ type: "facilityRemoved", seat: null, planet: planet as PlanetId, kind: facility.kind, reason });
    return true;
  }
  return false;
}

export const FACILITY_EVOLVE: EvolveTable<"facilityBuilt" | "facilityRemoved" | "facilityCaptured"> = {
  facilityBuilt: (s, e) => {
    s.facilities = { ...s.facilities, [e.planet]: { kind: e.kind, round: e.round } };
  },
  facilityRemoved: (s, e) => {
    const { [e.planet]: _gone, ...rest } = s.facilities ?? {};
    s.facilities = rest;
  },
  // The Facility stays under the planet card, which the invasion hands over.
  facilityCaptured: () => {},
};
