/**
 * What each type of Leader does under Hope's End (ti2-hopes-end.txt, 2.3 "Leader Abilities"), where it
 * differs from the TI3 Leaders (leaders/abilities.ts, whose Admiral's die and Agent's silenced PDS are
 * the same and are reused as they are). The engine uses each ability for its owner, as the TI3 option
 * does: each is one he could only want. [decision]
 * - Scientist: on a planet of its owner's outside his Home System, that planet's resources count twice
 *   when spent on a technology. Its PDS or Space Dock "for only 5 credits" once a round is no saving at
 *   TI3's prices (PDS 2, Space Dock 4), so it changes nothing here. [decision]
 * - General: its side re-rolls one missed die in each round of an Invasion Combat it fights in, attacking
 *   (landed with the Ground Forces) or defending (on the planet); two Generals still give one. Dreadnoughts
 *   bombarding its planet roll at -4 (War Suns, which Hope's End did not know, are not named). [decision]
 * - Admiral: a fleet it attacks may not play Skilled Retreat unless that fleet has an Admiral too; up to
 *   three Dreadnoughts moving with it (a group of Dreadnoughts alone, the Admiral aboard one) move 1
 *   further.
 * - Diplomat: not on Mecatol Rex (classicLeaders.ts passes the planet to leaders/diplomat.ts).
 */
import { type PlanetId, UNIT_TYPES } from "../../../content/index.ts";
import type { CombatHooks } from "../../hooks/combat.ts";
import type { TacticalHooks } from "../../hooks/tactical.ts";
import type { TechnologyHooks } from "../../hooks/technology.ts";
import { planetValues } from "../../rules/planetValues.ts";
import { count, isShip, positionOfPlanet } from "../../rules/units.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { leaderOnPlanet, leadersGoing, leadersInSpace, typeOf } from "../leaders/where.ts";

// ---- Scientist

/** The resources of each paid planet holding the payer's Scientist, outside his Home System, once more. */
export const scientistResources: TechnologyHooks["technologyPaymentBonus"] = (state, seat, planets) => {
  const home = state.players[seat]?.home;
  return (planets as readonly PlanetId[])
    .filter((p) => positionOfPlanet(state, p) !== home && leaderOnPlanet(state, p, seat, "scientist"))
    .reduce((sum, p) => sum + planetValues(state, p).resources, 0);
};

// ---- General

/** One missed die again each round, for each side with a General in the fight (however many). */
export const generalRerollsOne: CombatHooks["missesRolledAgain"] = (state, ctx) =>
  ctx.kind === "invasion" && ctx.planet !== null && leaderOnPlanet(state, ctx.planet, ctx.shooter, "general")
    ? 1
    : 0;

/** Dreadnoughts bombarding a planet with an enemy General on it roll at -4. */
export const generalStiffensPlanet: CombatHooks["combatRollModifier"] = (state, ctx, unit) =>
  ctx.kind === "bombardment" &&
  unit === "dreadnought" &&
  ctx.planet !== null &&
  ctx.target !== null &&
  leaderOnPlanet(state, ctx.planet, ctx.target, "general")
    ? -4
    : 0;

// ---- Admiral

const hasAdmiral = (state: GameState, seat: Seat, position: PositionLabel) =>
  leadersInSpace(state, position, seat).some((l) => typeOf(l) === "admiral");

/** Attacked by a fleet with an Admiral, a fleet without one may not play Skilled Retreat. */
export const admiralBarsSkilledRetreat: CombatHooks["skilledRetreatBlocked"] = (state, seat, position) => {
  const battle = state.stack.find((f) => f.kind === "spaceBattle" && f.position === position);
  if (battle?.kind !== "spaceBattle" || battle.attacker === seat) return false;
  return hasAdmiral(state, battle.attacker, position) && !hasAdmiral(state, seat, position);
};

/** Up to three Dreadnoughts moving together with the Admiral aboard one of them move 1 further. */
export const admiralDreadnoughts: TacticalHooks["shipsMovingFurther"] = (state, seat, from, units, named) => {
  const movers = UNIT_TYPES.filter((t) => isShip(t) && t !== "fighter" && count(units, t) > 0);
  const dreadnoughts = count(units, "dreadnought");
  if (movers.length !== 1 || movers[0] !== "dreadnought" || dreadnoughts > 3) return {};
  const aboard = leadersGoing(state, seat, from, units, named, "admiral").some(
    (a) => a.ship === "dreadnought",
  );
  return aboard ? { dreadnought: dreadnoughts } : {};
};
