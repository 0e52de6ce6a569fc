/**
 * The Diplomat (RR §24.4): an invasion of the planet it stands on is turned back before it begins; the
 * invaders' Ground Forces, PDS and Leaders go back aboard their ships. The planet cannot be protected so
 * again that round or the next. [decision: War Suns do not bombard a planet whose invasion was turned
 * back; the engine bombards only before an Invasion Combat]
 */
import type { CombatHooks } from "../../hooks/combat.ts";
import { SHIP_TYPES } from "../../rules/combat/forces.ts";
import { planetUnits, spaceUnits, totalUnits } from "../../rules/units.ts";
import type { GameState } from "../../state.ts";
import { leadersOnPlanet, typeOf } from "./where.ts";

function shieldedLately(state: GameState, planet: string): boolean {
  return (state.diplomatShields ?? []).some((s) => s.planet === planet && s.round >= state.round - 1);
}

export const diplomatTurnsBack: CombatHooks["invasionTurnedBack"] = (tx, about) => {
  const diplomat = leadersOnPlanet(tx.state, about.planet, about.defender).find(
    (l) => typeOf(l) === "diplomat",
  );
  if (!diplomat || shieldedLately(tx.state, about.planet)) return false;
  const { seat, position, planet } = about;
  tx.emit({
    type: "diplomatShieldRaised",
    seat: about.defender,
    leader: diplomat.id,
    planet,
    round: tx.state.round,
  });
  const landed = planetUnits(tx.state, position, planet, seat);
  if (totalUnits(landed) > 0) tx.emit({ type: "unitsLifted", seat, position, planet, units: landed });
  const ship = SHIP_TYPES.find((t) => (spaceUnits(tx.state, position, seat)[t] ?? 0) > 0);
  for (const leader of leadersOnPlanet(tx.state, planet, seat)) {
    if (ship === undefined) continue;
    tx.emit({
      type: "leaderMoved",
      seat,
      leader: leader.id,
      at: { on: "ship", position, ship },
      reason: "turned back",
    });
  }
  return true;
};
