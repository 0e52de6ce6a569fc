/**
 * Bombardment before Invasion Combat (RR §13.2 step 1): each Dreadnought rolls 1 die at 5 and each War
 * Sun 3 dice at 3 against the planet invaded; every hit kills a defending ground unit, with no return
 * fire. A PDS on the planet (planetary shield) stops Dreadnoughts unless the invader has Graviton
 * Negator; War Suns ignore it. Each ship bombards at most once per activation, so with several planets
 * invaded the active player divides them; all available dice must be rolled. X-89 Bacterial Weapon: one
 * Dreadnought or War Sun may instead destroy every enemy ground unit on the planet (no shield stops it);
 * its owner then discards all his Action Cards.
 */
import { getUnit, type PlanetId } from "../../../content/index.ts";
import { answers } from "../../hooks/index.ts";
import type { GameState, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { player } from "../players.ts";
import { GROUND_TYPES, hasTechEffect, tidy } from "../units.ts";
import { pushCasualties } from "./casualties.ts";
import { rollVolley, type Shot, shotsOf } from "./dice.ts";
import { controllerOf, groundCount, unitsAt } from "./forces.ts";
import type { InvasionFrame } from "./frames.ts";
import { destroyUnits } from "./losses.ts";

export interface Bombardiers {
  /** Dreadnoughts free to bombard this planet. */
  dreadnoughts: number;
  warSuns: number;
  /** Dreadnoughts that have not bombarded yet but are stopped by the planetary shield. */
  shielded: number;
}

function alreadyBombarded(state: GameState, frame: InvasionFrame): UnitCounts {
  const ledger = state.bombardedThisActivation;
  const same =
    ledger &&
    ledger.round === state.round &&
    ledger.position === frame.position &&
    ledger.seat === frame.seat;
  return same ? ledger.units : {};
}

export function bombardiers(state: GameState, frame: InvasionFrame): Bombardiers {
  const ships = unitsAt(state, frame.position, null, frame.seat).units;
  const used = alreadyBombarded(state, frame);
  const dreadnoughts = Math.max(0, (ships.dreadnought ?? 0) - (used.dreadnought ?? 0));
  const warSuns = Math.max(0, (ships.warSun ?? 0) - (used.warSun ?? 0));
  const shield = (unitsAt(state, frame.position, frame.planet, frame.defender).units.pds ?? 0) > 0;
  // Conventions of War (law, For): not a planet with a Space Dock; Dug In (Action Card): not this round.
  if (answers(state, "bombardmentBlocked").some((ask) => ask(state, frame)))
    return { dreadnoughts: 0, warSuns: 0, shielded: 0 };
  // A Scientist on the planet (Leaders option, RR §24.4): the shield stops War Suns and Graviton Negator.
  if (shield && answers(state, "shieldStopsEveryBombardment").some((ask) => ask(state, frame)))
    return { dreadnoughts: 0, warSuns: 0, shielded: dreadnoughts };
  const blocked = shield && !hasTechEffect(state, frame.seat, "gravitonNegator");
  return blocked
    ? { dreadnoughts: 0, warSuns, shielded: dreadnoughts }
    : { dreadnoughts, warSuns, shielded: 0 };
}

export function mayUseX89(state: GameState, frame: InvasionFrame): boolean {
  const b = bombardiers(state, frame);
  return (
    hasTechEffect(state, frame.seat, "x89BacterialWeapon") && b.dreadnoughts + b.warSuns + b.shielded > 0
  );
}

/** True when the invader has ships free to bombard the defended planet, or X-89 to use on it. */
export function bombardmentComing(state: GameState, frame: InvasionFrame): boolean {
  const b = bombardiers(state, frame);
  const defended = groundCount(state, frame.position, frame.planet, frame.defender) > 0;
  return defended && (b.dreadnoughts + b.warSuns > 0 || mayUseX89(state, frame));
}

/** Other planets of the system the active player is invading now, which may want a share of the ships. */
export function otherInvasions(state: GameState, frame: InvasionFrame): PlanetId[] {
  const planets = Object.keys(state.board[frame.position]?.planets ?? {}) as PlanetId[];
  return planets.filter((planet) => {
    if (planet === frame.planet || groundCount(state, frame.position, planet, frame.seat) === 0) return false;
    const owner = controllerOf(state, planet);
    return owner !== null && owner !== frame.seat && groundCount(state, frame.position, planet, owner) > 0;
  });
}

/** True when the active player must say how to bombard: X-89 is open, or ships must be shared out. */
export function bombardmentNeedsAnswer(state: GameState, frame: InvasionFrame): boolean {
  if (groundCount(state, frame.position, frame.planet, frame.defender) === 0) return false;
  const b = bombardiers(state, frame);
  if (mayUseX89(state, frame)) return true;
  return b.dreadnoughts + b.warSuns > 0 && otherInvasions(state, frame).length > 0;
}

export interface BombardmentOrder {
  dreadnoughts: number;
  warSuns: number;
  x89?: "dreadnought" | "warSun";
}

/** The dice of the ships bombarding (odds.ts asks it too). */
export function bombardmentShots(order: { dreadnoughts: number; warSuns: number }): Shot[] {
  const dn = getUnit("dreadnought").bombardment as { dice: number; combat: number };
  const ws = getUnit("warSun").bombardment as { dice: number; combat: number };
  return [
    ...shotsOf("dreadnought", order.dreadnoughts, dn.combat, dn.dice),
    ...shotsOf("warSun", order.warSuns, ws.combat, ws.dice),
  ];
}

/** Rolls the bombardment (or wipes the defenders out with X-89); true when casualties were pushed. */
export function bombard(tx: Tx, frame: InvasionFrame, order: BombardmentOrder): boolean {
  const units = tidy({
    dreadnought: order.dreadnoughts + (order.x89 === "dreadnought" ? 1 : 0),
    warSun: order.warSuns + (order.x89 === "warSun" ? 1 : 0),
  });
  const where = { seat: frame.seat, position: frame.position, planet: frame.planet };
  if (units.dreadnought || units.warSun) tx.emit({ type: "bombardmentDeclared", ...where, units });
  if (order.x89) x89BacterialWeapon(tx, frame);
  const defenders = unitsAt(tx.state, frame.position, frame.planet, frame.defender).units;
  if (order.dreadnoughts + order.warSuns === 0 || GROUND_TYPES.every((t) => !defenders[t])) return false;
  const shots = bombardmentShots(order);
  const ctx = {
    kind: "bombardment" as const,
    shooter: frame.seat,
    target: frame.defender,
    position: frame.position,
  };
  const volley = rollVolley(
    tx,
    { ...ctx, planet: frame.planet, round: 0, attacker: frame.seat, warFunding: false },
    shots,
  );
  const volleys = [volley];
  return pushCasualties(tx, {
    position: frame.position,
    planet: frame.planet,
    on: "ground",
    volleys,
    reason: "bombardment",
  });
}

function x89BacterialWeapon(tx: Tx, frame: InvasionFrame): void {
  const defenders = unitsAt(tx.state, frame.position, frame.planet, frame.defender).units;
  const ground = tidy({ groundForce: defenders.groundForce ?? 0, shockTroop: defenders.shockTroop ?? 0 });
  destroyUnits(tx, frame.defender, frame.position, frame.planet, ground, "X-89 Bacterial Weapon");
  const cards = [...player(tx.state, frame.seat).secret.actionCards];
  if (cards.length > 0) tx.emit({ type: "actionCardsDiscarded", seat: frame.seat, cards });
}
