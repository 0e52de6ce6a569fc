/**
 * Units lost in combat: damage and destruction, the cargo that goes down with its ships (RR §2.3), the
 * Fighters left without support after a battle, and Gen Synthesis saving destroyed Ground Forces.
 */
import type { PlanetId, UnitType } from "../../../content/index.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { player } from "../players.ts";
import {
  cargoFit,
  dockFighterSupport,
  docksInSystem,
  hasAdvancedFighters,
  hasTechEffect,
  spaceUnits,
  subtractCounts,
  tidy,
  totalUnits,
} from "../units.ts";
import { rollPlain } from "./dice.ts";
import { unitsAt } from "./forces.ts";

/** Destroys units of one seat in one place; Dreadnoughts and War Suns already damaged go first. */
export function destroyUnits(
  tx: Tx,
  seat: Seat,
  position: PositionLabel,
  planet: PlanetId | null,
  units: UnitCounts,
  reason: string,
  options: { genSynthesis?: boolean } = {},
): void {
  const lost = tidy(units);
  if (totalUnits(lost) === 0) return;
  const before = unitsAt(tx.state, position, planet, seat).damaged;
  const damaged = tidy(
    Object.fromEntries(Object.entries(lost).map(([t, n]) => [t, Math.min(n, before[t as UnitType] ?? 0)])),
  );
  const where = planet === null ? {} : { planet };
  const withDamage = totalUnits(damaged) > 0 ? { damaged } : {};
  tx.emit({ type: "unitsRemoved", seat, position, ...where, units: lost, ...withDamage, reason });
  const ground = (lost.groundForce ?? 0) + (lost.shockTroop ?? 0);
  if (ground > 0 && options.genSynthesis !== false) genSynthesis(tx, seat, position, planet, ground);
}

export function damageUnits(tx: Tx, seat: Seat, position: PositionLabel, units: UnitCounts): void {
  const damaged = tidy(units);
  if (totalUnits(damaged) > 0) tx.emit({ type: "unitsDamaged", seat, position, units: damaged });
}

/** Cargo lost first when ships go down: the cheapest units whose loss frees room. */
const CARGO_LOSS_ORDER: readonly UnitType[] = ["groundForce", "shockTroop", "pds"];

/**
 * RR §2.3: Ground Forces and PDS aboard are destroyed with their ships, at once; Fighters fight on until
 * the battle ends. [the owner's choice of which cargo is lost is made for him: cheapest first]
 */
export function loseCargo(tx: Tx, seat: Seat, position: PositionLabel): void {
  const units = spaceUnits(tx.state, position, seat);
  const lost: UnitCounts = {};
  const over = (gone: UnitCounts) => cargoFit(tx.state, seat, subtractCounts(units, gone), 0).cargoOver;
  while (over(lost) > 0) {
    const type = CARGO_LOSS_ORDER.find((t) => {
      if ((units[t] ?? 0) <= (lost[t] ?? 0)) return false;
      return over({ ...lost, [t]: (lost[t] ?? 0) + 1 }) < over(lost);
    });
    if (!type) break;
    lost[type] = (lost[type] ?? 0) + 1;
  }
  destroyUnits(tx, seat, position, null, lost, "lost with the ships carrying them");
}

/** Fighters beyond capacity and Space Dock support, which go when a battle ends (none with Advanced Fighters). */
export function unsupportedFighters(state: GameState, seat: Seat, position: PositionLabel): number {
  if (hasAdvancedFighters(state, seat)) return 0;
  const support = docksInSystem(state, position, seat) * dockFighterSupport(state, seat);
  return cargoFit(state, seat, spaceUnits(state, position, seat), support).fightersOver;
}

/** RR §2.3: after a battle, Fighters beyond capacity and Space Dock support are removed (not with Advanced Fighters). */
export function removeUnsupportedFighters(tx: Tx, seat: Seat, position: PositionLabel): void {
  const over = unsupportedFighters(tx.state, seat, position);
  if (over > 0) destroyUnits(tx, seat, position, null, { fighter: over }, "Fighters without support");
}

/** The planet of the Home System a saved Ground Force returns to: the first one the player controls. */
function homePlanet(tx: Tx, seat: Seat): { position: PositionLabel; planet: PlanetId } | null {
  const home = player(tx.state, seat).home;
  const system = home === null ? undefined : tx.state.board[home];
  if (home === null || !system) return null;
  const planet = (Object.keys(system.planets) as PlanetId[]).find((id) => player(tx.state, seat).planets[id]);
  return planet ? { position: home, planet } : null;
}

/**
 * Gen Synthesis (content text): when one of your Ground Forces is destroyed, roll a die; on 5 or more it
 * returns to a planet of your Home System. [recalled: with no Home System planet under your control it
 * is lost; a saved Shock Troop returns as a Ground Force]
 */
function genSynthesis(
  tx: Tx,
  seat: Seat,
  position: PositionLabel,
  planet: PlanetId | null,
  count: number,
): void {
  if (!hasTechEffect(tx.state, seat, "genSynthesis")) return;
  const saved = rollPlain(tx, { seat, position, planet }, "genSynthesis", count, 5).filter(
    (d) => d.hit,
  ).length;
  const home = homePlanet(tx, seat);
  if (saved === 0 || home === null) return;
  tx.emit({
    type: "unitsPlaced",
    seat,
    position: home.position,
    planet: home.planet,
    units: { groundForce: saved },
    reason: "Gen Synthesis",
  });
}
