/**
 * The checks around a move (RR §2.3, §10, §11, §15): how far a group may go and whether its ships can
 * carry what it takes, whether the units fit where they end (capacity, Fighter support, Fleet Supply),
 * and whether what stays behind is still carried or supported.
 */
import { UNIT_TYPES } from "../../../content/index.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import {
  cargoFit,
  cargoFitAt,
  count,
  docksFloat,
  fleetSize,
  fleetSupplyLimit,
  hasAdvancedFighters,
  isShip,
  unitMove,
} from "../units.ts";
import type { LeaderAboard } from "./orders.ts";
import { anomalyIgnored, anomalyRulesIn } from "./paths.ts";

function addCounts(a: UnitCounts, b: UnitCounts): UnitCounts {
  const out: UnitCounts = { ...a };
  for (const type of UNIT_TYPES) if (count(b, type) > 0) out[type] = count(a, type) + count(b, type);
  return out;
}

/**
 * How far a group may move (RR §10.1): the slowest of its ships (and Saar Space Docks); Fighters
 * beyond its capacity fly only with Advanced Fighters (move 2); what the `shipMovementBonus` moment adds
 * (High Alert, SE p.16). A ship leaving a Nebula moves 1 (RR §11).
 */
export function groupMovement(
  state: GameState,
  seat: Seat,
  from: PositionLabel,
  units: UnitCounts,
  leaders: readonly LeaderAboard[] = [],
): number | RuleError {
  if (count(units, "spaceDock") > 0 && !docksFloat(state, seat)) {
    return ruleError("ERR_CANNOT_MOVE", "RR §2.1", "Space Docks stand on planets and never move.");
  }
  const fit = cargoFit(state, seat, units, 0);
  if (fit.cargoOver > 0) {
    return ruleError(
      "ERR_CAPACITY",
      "RR §2.3",
      `These ships have no room for ${fit.cargoOver} of the Ground Forces and PDS they would carry.`,
    );
  }
  const flying = hasAdvancedFighters(state, seat) ? fit.fightersOver : 0;
  if (fit.fightersOver > flying) {
    return ruleError(
      "ERR_CAPACITY",
      "RR §2.3",
      `These ships have no room for ${fit.fightersOver} of the Fighters: Fighters move only aboard Carriers and War Suns.`,
    );
  }
  const movers = UNIT_TYPES.filter(
    (t) => count(units, t) > 0 && t !== "fighter" && (isShip(t) || t === "spaceDock"),
  );
  // An Admiral's Dreadnought (Leaders option, RR §24.4): a type moves 1 further when all its ships here do.
  const further = answers(state, "shipsMovingFurther").reduce(
    (all, ask) => addCounts(all, ask(state, seat, from, units, leaders)),
    {} as UnitCounts,
  );
  const moves = movers.map((t) => unitMove(state, seat, t) + (count(further, t) >= count(units, t) ? 1 : 0));
  if (flying > 0) moves.push(unitMove(state, seat, "fighter"));
  if (moves.length === 0) {
    return ruleError(
      "ERR_NO_SHIP",
      "RR §10.1",
      "Fighters, Ground Forces and PDS cannot move on their own: add a ship.",
    );
  }
  // Investigate Spatial Anomalies (law, For): leaving a Nebula no longer slows ships.
  const leavingNebula = anomalyIgnored(state, from)
    ? null
    : (anomalyRulesIn(state, from)?.movementLeaving ?? null);
  const slowest = Math.min(...moves) + movementBonus(state, seat, from);
  return leavingNebula === null ? slowest : Math.min(slowest, leavingNebula);
}

/** Movement added to every ship of `seat` leaving `from`: High Alert (Warfare II, SE p.16) gives +1. */
export function movementBonus(state: GameState, seat: Seat, from: PositionLabel): number {
  return answers(state, "shipMovementBonus").reduce((n, more) => n + more(state, seat, from), 0);
}

/** How much higher the seat's Fleet Supply is in this system now (Infinity: no limit), RR §15. */
export function fleetSupplyBonus(state: GameState, seat: Seat, position: PositionLabel): number {
  return answers(state, "fleetSupplyBonus").reduce((n, bonus) => n + bonus(state, seat, position), 0);
}

/** True when no Fleet Supply limit holds for ships ending a move now (War Funding). */
export function fleetSupplyIgnored(state: GameState): boolean {
  return answers(state, "fleetSupplyIgnored").some((ignored) => ignored(state));
}

/** Where ships end (RR §15, §2.3): Fleet Supply, room for the cargo, support for the Fighters. */
export function checkDestination(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
): RuleError | undefined {
  const size = fleetSize(state, position, seat);
  // War Footing, Grand Armada (board cards) raise it in one system; War Funding (law) lifts it.
  const limit = fleetSupplyLimit(state, seat) + fleetSupplyBonus(state, seat, position);
  if (size > limit && !fleetSupplyIgnored(state)) {
    return ruleError(
      "ERR_FLEET_SUPPLY",
      "RR §15",
      `Your Fleet Supply allows ${limit} ships (Fighters aside) in one system; ${position} would hold ${size}.`,
      { position, limit, size },
    );
  }
  // Fleet Restrictions (law, For): at most 2 ships of a type in a system.
  for (const blocked of answers(state, "fleetBlocked")) {
    const restricted = blocked(state, seat, position);
    if (restricted) return restricted;
  }
  const fit = cargoFitAt(state, position, seat);
  if (fit.cargoOver > 0) {
    return ruleError(
      "ERR_CAPACITY",
      "RR §2.3",
      `Your ships at ${position} would have no room for ${fit.cargoOver} of the Ground Forces and PDS there.`,
    );
  }
  if (fit.fightersOver > 0 && !hasAdvancedFighters(state, seat)) {
    return ruleError(
      "ERR_FIGHTER_SUPPORT",
      "RR §2.3",
      `${fit.fightersOver} Fighter(s) at ${position} would have no Carrier, War Sun or Space Dock to support them.`,
    );
  }
  return undefined;
}

/** What stays behind must still be carried and supported (RR §2.3): no worse than before the move. */
export function checkLeftBehind(
  before: GameState,
  after: GameState,
  seat: Seat,
  positions: PositionLabel[],
): RuleError | undefined {
  for (const position of positions) {
    const was = cargoFitAt(before, position, seat);
    const now = cargoFitAt(after, position, seat);
    if (now.cargoOver > was.cargoOver) {
      return ruleError(
        "ERR_LEFT_BEHIND",
        "RR §2.3",
        `Ground Forces or PDS in the space of ${position} would be left with no ship to carry them.`,
      );
    }
    if (now.fightersOver > was.fightersOver && !hasAdvancedFighters(after, seat)) {
      return ruleError(
        "ERR_LEFT_BEHIND",
        "RR §2.3",
        `Fighters at ${position} would be left with no Carrier, War Sun or Space Dock to support them.`,
      );
    }
  }
  return undefined;
}
