/**
 * The Diplomat (RR §24.4): an invasion of the planet it stands on is turned back before it begins; the
 * invaders' Ground Forces, PDS and Leaders go back aboard their ships. The planet cannot be protected so
 * again that round or the next. [decision: War Suns do not bombard a planet whose invasion was turned
 * back; the engine bombards only before an Invasion Combat]
 */
import type { Command } from "../../commands.ts";
import type { CombatHooks } from "../../hooks/combat.ts";
import type { TacticalHooks } from "../../hooks/tactical.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { SHIP_TYPES } from "../../rules/combat/forces.ts";
import { planetUnits, spaceUnits, totalUnits } from "../../rules/units.ts";
import type { GameState } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { leadersGoing, leadersOnPlanet, typeOf } from "./where.ts";

function shieldedLately(state: GameState, planet: string): boolean {
  return (state.diplomatShields ?? []).some((s) => s.planet === planet && s.round >= state.round - 1);
}

/** `invasionTurnedBack` for a Diplomat that may protect every planet but those `barred` names. */
export function diplomatTurnsBackBut(barred: (planet: string) => boolean): CombatHooks["invasionTurnedBack"] {
  return (tx, about) => !barred(about.planet) && turnBack(tx, about);
}

const turnBack: CombatHooks["invasionTurnedBack"] = (tx, about) => {
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

export const diplomatTurnsBack = diplomatTurnsBackBut(() => false);

/**
 * The Diplomat's passage (RR §24.4): a fleet with a Diplomat aboard may pass through another player's
 * ships with his leave (the Diplomat going with that group: where.ts, leadersGoing). Leave is given ahead, for all of a player's Diplomat-led fleets, and may be taken
 * back at any time (allowDiplomatPassage) [decision: an asynchronous game asks no one mid-move].
 */
export const diplomatPassage: TacticalHooks["movementRange"] = (state, move, rules) => {
  // The Diplomat must go with the group: named aboard one of its ships, or following its ship type.
  const going = leadersGoing(state, move.seat, move.from, move.units ?? {}, move.leaders ?? [], "diplomat");
  if (going.length === 0) return rules;
  const granted = (state.diplomatPassage ?? [])
    .filter(([, to]) => to === move.seat)
    .map(([grantor]) => grantor);
  if (granted.length === 0) return rules;
  return { ...rules, passableOwners: [...(rules.passableOwners ?? []), ...granted] };
};

export function allowDiplomatPassage(
  tx: Tx,
  command: Extract<Command, { type: "allowDiplomatPassage" }>,
): RuleError | undefined {
  // Either Leaders option (the classic one too) places the Leaders: a game without them has none.
  if (tx.state.leaders === undefined)
    return ruleError("ERR_NO_LEADERS", "RR §24.4", "This game is played without Leaders.");
  const to = tx.state.players[command.to];
  if (!to || command.to === command.seat)
    return ruleError("ERR_PASSAGE_PLAYER", "RR §24.4", "Name another player of this game.");
  tx.emit({ type: "diplomatPassageSet", seat: command.seat, to: command.to, allow: command.allow });
  return undefined;
}
