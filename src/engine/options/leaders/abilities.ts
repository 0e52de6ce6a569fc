/**
 * What each type of Leader does, at the step it names (RR §24.4; base p.34-35). Two Leaders of one type
 * do not add up, except a General's re-rolls. Every ability here is one its owner could only want, so
 * the engine uses it for him [decision: the Diplomat, too, turns back the first invasion it can].
 * - Admiral: one die more for its ship in each Space Battle round; the Dreadnought carrying it moves 1
 *   further (its group keeps the pace of its slowest ship); an enemy fleet may retreat from a battle with it only if it has an Admiral too (the Naalu's
 *   retreat before the battle and Skilled Retreat ask no such thing).
 * - General: attacking, up to 2 missed Invasion Combat dice rolled again each round; defending its
 *   planet, bombardment at -4 and the defenders at +1.
 * - Scientist: its planet's specialty takes 2 off a technology instead of 1; a Space Dock there costs 2;
 *   the PDS there fire at +1 (at ships in adjacent systems too, with Deep Space Cannon: combat/pds.ts); with a PDS there no War Sun (nor Graviton Negator) bombards the planet.
 * - Diplomat: turns an invasion of its planet back (the invaders return aboard), not again there this
 *   round or the next.
 * - Agent: the planet's PDS do not fire at Ground Forces it lands with; after the invasion succeeds its
 *   owner places his own PDS and Space Dock for those destroyed (as many as he has left; a dock so taken
 *   produces from the next round).
 * The Diplomat's passage through enemy ships is in diplomat.ts, the Agent given up as a Sabotage in
 * agentSabotage.ts.
 */
import { getPlanet, type PlanetId, type UnitType } from "../../../content/index.ts";
import type { CombatHooks } from "../../hooks/combat.ts";
import type { OptionHooks } from "../../hooks/options.ts";
import type { TacticalHooks } from "../../hooks/tactical.ts";
import type { TechnologyHooks } from "../../hooks/technology.ts";
import {
  count,
  forcesOnPlanet,
  planetsAt,
  plasticLeft,
  spaceUnits,
  totalUnits,
  unitsIn,
} from "../../rules/units.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { leaderOnPlanet, leadersGoing, leadersInSpace, leadersOnPlanet, typeOf } from "./where.ts";

function battleAt(state: GameState, position: PositionLabel) {
  const frame = state.stack.find((f) => f.kind === "spaceBattle" && f.position === position);
  return frame?.kind === "spaceBattle" ? frame : undefined;
}

const hasAdmiral = (state: GameState, seat: Seat, position: PositionLabel) =>
  leadersInSpace(state, position, seat).some((l) => typeOf(l) === "admiral");

// ---- Admiral

/** One die more for each ship an Admiral rides; two Admirals aboard the one ship add one [decision]. */
export const admiralDice: CombatHooks["battleDiceAdded"] = (state, seat, position) => {
  const ships = spaceUnits(state, position, seat);
  const dice: UnitType[] = [];
  for (const l of leadersInSpace(state, position, seat)) {
    if (typeOf(l) !== "admiral" || l.at.on !== "ship") continue;
    const ship = l.at.ship;
    if (dice.filter((t) => t === ship).length < count(ships, ship)) dice.push(ship);
  }
  return dice;
};

export const admiralBlocksRetreat: CombatHooks["retreatBlocked"] = (state, seat, position) => {
  const battle = battleAt(state, position);
  if (!battle || battle.step === "naaluRetreat") return false;
  const enemy = battle.attacker === seat ? battle.defender : battle.attacker;
  return hasAdmiral(state, enemy, position) && !hasAdmiral(state, seat, position);
};

/**
 * The Dreadnought carrying an Admiral moves 1 further (RR §10.1, §24.4). A group goes at its slowest
 * ship's pace, so the Dreadnought's Cruisers and Destroyers keep up with it, its Carriers do not. The
 * Admiral is aboard this group's Dreadnought when the move names it so (aboard there, or on a planet
 * there), or when it sits aboard a Dreadnought there and every Dreadnought of his there goes (it follows
 * its ship). [decision: two Admirals raise two Dreadnoughts; one picked up on the way raises none]
 */
export const admiralDreadnought: TacticalHooks["shipsMovingFurther"] = (state, seat, from, units, named) => {
  const moving = count(units, "dreadnought");
  const admirals = leadersGoing(state, seat, from, units, named, "admiral").filter(
    (a) => a.ship === "dreadnought",
  );
  return admirals.length > 0 ? { dreadnought: Math.min(admirals.length, moving) } : {};
};

// ---- General

export const generalRerolls: CombatHooks["missesRolledAgain"] = (state, ctx) => {
  if (ctx.kind !== "invasion" || ctx.planet === null || ctx.shooter !== ctx.attacker) return 0;
  return 2 * leadersOnPlanet(state, ctx.planet, ctx.shooter).filter((l) => typeOf(l) === "general").length;
};

/**
 * Defending with a General: bombardment at -4, the defenders' Invasion Combat dice at +1; a Scientist's
 * planet: its PDS at +1 against the landing.
 */
export const leaderRollModifier: CombatHooks["combatRollModifier"] = (state, ctx) => {
  if (ctx.planet === null) return 0;
  if (
    ctx.kind === "bombardment" &&
    ctx.target !== null &&
    leaderOnPlanet(state, ctx.planet, ctx.target, "general")
  )
    return -4;
  if (
    ctx.kind === "invasion" &&
    ctx.shooter !== ctx.attacker &&
    leaderOnPlanet(state, ctx.planet, ctx.shooter, "general")
  )
    return 1;
  if (ctx.kind === "planetaryDefense" && leaderOnPlanet(state, ctx.planet, ctx.shooter, "scientist"))
    return 1;
  return 0;
};

// ---- Scientist

function scientistPlanets(state: GameState, seat: Seat): PlanetId[] {
  return (state.leaders ?? []).flatMap((l) =>
    l.seat === seat && l.at.on === "planet" && typeOf(l) === "scientist" ? [l.at.planet] : [],
  );
}

/** One more off the price for each ready planet of his whose specialty matches and holds his Scientist. */
export const scientistSpecialty: TechnologyHooks["technologyPrice"] = (state, seat, tech, route) => {
  if (!route.specialties || tech.kind !== "tree") return { change: 0, surcharge: 0 };
  const held = state.players[seat]?.planets ?? {};
  const planets = [...new Set(scientistPlanets(state, seat))].filter((p) => held[p] && !held[p]?.exhausted);
  const extra = planets.reduce(
    (n, p) => n + getPlanet(p).specialties.filter((c) => c === tech.tech.color).length,
    0,
  );
  return { change: -extra, surcharge: 0 };
};

export const scientistDock: TacticalHooks["newSpaceDockCost"] = (state, seat, planet, cost) =>
  scientistPlanets(state, seat).includes(planet) ? Math.min(cost, 2) : cost;

export const scientistPds: CombatHooks["pdsDiceBonus"] = (state, seat, position) => {
  const system = state.board[position];
  if (!system) return 0;
  return planetsAt(state, position)
    .filter((p) => leaderOnPlanet(state, p, seat, "scientist"))
    .reduce((n, p) => n + count(unitsIn(forcesOnPlanet(system, p), seat), "pds"), 0);
};

export const scientistShield: CombatHooks["shieldStopsEveryBombardment"] = (state, frame) =>
  leaderOnPlanet(state, frame.planet, frame.defender, "scientist");

// ---- Agent

export const agentHoldsPds: CombatHooks["planetaryDefenseHeld"] = (state, frame) =>
  leaderOnPlanet(state, frame.planet, frame.seat, "agent");

/** SE p.11 (Facilities): an Agent landed with the invasion captures a Facility as it would a Space Dock. */
export const agentTakesFacility: OptionHooks["facilityCaptured"] = (state, taken) =>
  leaderOnPlanet(state, taken.planet, taken.seat, "agent") ? "the Agent" : undefined;

/** After a won invasion: the Agent's owner places his own structures for those the defender lost there. */
export const agentCaptures: CombatHooks["combatWon"] = (tx, victory) => {
  const planet = victory.planet;
  if (victory.kind !== "invasion" || planet === null) return;
  const agent = leadersOnPlanet(tx.state, planet, victory.winner).find((l) => typeOf(l) === "agent");
  if (!agent || tx.state.players[victory.winner]?.planets[planet] === undefined) return;
  const lost = tx.events.filter(
    (e) =>
      e.type === "unitsRemoved" &&
      e.seat === victory.loser &&
      e.planet === planet &&
      e.reason === "the planet fell",
  );
  const units: Partial<Record<UnitType, number>> = {};
  for (const type of ["pds", "spaceDock"] as const) {
    const destroyed = lost.reduce((n, e) => n + (e.type === "unitsRemoved" ? count(e.units, type) : 0), 0);
    const left = plasticLeft(tx.state, victory.winner, type) ?? destroyed;
    if (Math.min(destroyed, left) > 0) units[type] = Math.min(destroyed, left);
  }
  if (totalUnits(units) === 0) return;
  tx.emit({
    type: "agentCapturedStructures",
    seat: victory.winner,
    leader: agent.id,
    position: victory.position,
    planet,
    units,
  });
};
