/**
 * The systems a player may activate for a tactical action (RR §8 step 1), each as the engine's own check
 * allows it (`tacticalActivationBlock`, the check the command makes), ranked the way a player looks for
 * them: systems their fleets can reach first (something to take there before an empty one, the nearer
 * first), then systems where they could produce, then the rest in map order.
 */
import { getPlanet } from "../../content/index.ts";
import type { GameState, Seat } from "../../engine/index.ts";
import { tacticalActivationBlock } from "../../engine/rules/tactical/activation.ts";
import { controllerOf } from "../../engine/rules/tactical/control.ts";
import { movementBonus } from "../../engine/rules/tactical/moveChecks.ts";
import { docksInSystem, planetsAt, seatsWithUnits, spaceUnits, unitMove } from "../../engine/rules/units.ts";
import { systemLabel } from "./common.ts";
import { fastestMover, fleetSystems, nearby, routeLength } from "./reach.ts";

export interface ActivationChoice {
  position: string;
  /** "203 (Abyz, Fria)". */
  name: string;
  /** Systems holding ships of the player that can reach this one, nearest first. */
  reachedFrom: string[];
  /** The player has a Space Dock here (production is the reason to activate it). */
  dock: boolean;
}

/** What activating a system could gain: a planet not yet the player's, or another player's units. */
function worthTaking(state: GameState, seat: Seat, position: string): boolean {
  const planets = planetsAt(state, position).filter((p) => !getPlanet(p).tradeStation);
  return (
    planets.some((p) => controllerOf(state, p) !== seat) ||
    seatsWithUnits(state, position).some((s) => s !== seat)
  );
}

/** For each system some fleet can reach: the fleets' systems with how far they are. */
function reachable(state: GameState, seat: Seat, legal: Set<string>): Map<string, [string, number][]> {
  const reached = new Map<string, [string, number][]>();
  for (const from of fleetSystems(state, seat)) {
    const mover = fastestMover(state, seat, spaceUnits(state, from, seat));
    if (!mover) continue;
    // One step beyond the ships' movement (High Alert included): a card may lengthen it; the rules say.
    const movement = unitMove(state, seat, mover) + movementBonus(state, seat, from);
    for (const to of nearby(state, from, movement + 1)) {
      if (!legal.has(to)) continue;
      const length = routeLength(state, seat, from, to, { [mover]: 1 });
      if (length !== null) reached.set(to, [...(reached.get(to) ?? []), [from, length]]);
    }
  }
  return reached;
}

export function activationChoices(state: GameState, seat: Seat): ActivationChoice[] {
  const legal = new Set(
    Object.keys(state.board).filter((p) => tacticalActivationBlock(state, seat, p) === undefined),
  );
  const reached = reachable(state, seat, legal);
  const rank = (p: string): number[] => {
    const fleets = reached.get(p);
    if (fleets) {
      const nearest = Math.min(...fleets.map(([, n]) => n));
      return [0, worthTaking(state, seat, p) ? 0 : 1, nearest];
    }
    return [docksInSystem(state, p, seat) > 0 ? 1 : 2, 0, 0];
  };
  const byRank = (a: string, b: string) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return (ra[i] ?? 0) - (rb[i] ?? 0);
    return a.localeCompare(b);
  };
  return [...legal].sort(byRank).map((position) => ({
    position,
    name: systemLabel(state, position),
    reachedFrom: (reached.get(position) ?? [])
      .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
      .map(([from]) => from),
    dock: docksInSystem(state, position, seat) > 0,
  }));
}
