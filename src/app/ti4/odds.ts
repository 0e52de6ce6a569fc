/**
 * /ti odds in a Fourth Edition game: the exact chances of the space combat (LRR 78) in a system of the
 * map, or of the ground combat (LRR 42) on a planet of it, the asker attacking (engine/ti4/combat/odds.ts),
 * told to the asker alone as for TI3 (app/odds.ts). Each player's units are those of the sheet they have
 * (upgrades, faction units), or the attacker's as typed (`attacker:` in TI4's unit words, standing for their
 * units there); SUSTAIN DAMAGE (LRR 87), space cannon offense before a space combat (LRR 77), the first
 * round's anti-fighter barrage (LRR 10), bombardment before a ground combat (LRR 15) and the fighters the
 * Matriarch lets the Naalu commit as ground forces are counted. What changes the combat and is not counted is said in a sentence: the abilities a player
 * chooses to use or pays for, and what the chain cannot hold (the engine's `unmodelled`).
 */

import { getPlanet } from "../../content/index.ts";
import {
  type FactionId,
  TI4_GROUND_FORCE_TYPES,
  TI4_SHIP_TYPES,
  TI4_UNIT_WORDS,
  type Ti4PlanetId,
  type Ti4UnitType,
  ti4Planet,
} from "../../content/ti4/index.ts";
import { seatsWithShips, TI4_PLANET_COMBAT_TYPES } from "../../engine/ti4/board/forces.ts";
import { planetsAt, systemAt } from "../../engine/ti4/board/galaxy.ts";
import {
  type Ti4CombatOdds,
  type Ti4Fleet,
  ti4CombatOdds,
  withTi4Fleet,
} from "../../engine/ti4/combat/odds.ts";
import { committableInSpace, fightersCommittable } from "../../engine/ti4/invasion/reads.ts";
import type { Ti4State, Ti4UnitCounts } from "../../engine/ti4/state.ts";
import { ti4HasUnit, ti4UnitFor } from "../../engine/ti4/units.ts";
import { chancesLine, MAX_UNITS_A_SIDE, type OddsAnswer, type OddsRequest } from "../odds.ts";

const refused = (text: string): OddsAnswer => ({ refused: text });

const ASSUMED_SPACE =
  "Assumed: every player able fires space cannon offense (LRR 77), the attacker at the defender; nobody retreats, plays an action card or a promissory note, or pays for a reroll or a bonus; each player takes hits as Mecatol's bot does, SUSTAIN DAMAGE first (LRR 87), then the cheapest units.";
const ASSUMED_GROUND =
  "Assumed: the ground forces you named, else every one of yours in the system (with the fighters the Matriarch lets you commit), land; every unit of yours able bombards the planet (LRR 15); space cannon defense (LRR 49.3) is left out; nobody plays an action card or a promissory note; each player takes hits as Mecatol's bot does, SUSTAIN DAMAGE first (LRR 87), then the cheapest units.";

/** What the odds count before the first round (engine/ti4/combat/odds.ts `before`), in words. */
const BEFORE: Record<string, string> = {
  "space cannon offense": "space cannon offense (LRR 77)",
  "anti-fighter barrage": "anti-fighter barrage, on fighters alone (LRR 10)",
  bombardment: "bombardment (LRR 15)",
};

/** Faction abilities that change a space combat by a choice or a payment, which the odds leave out. */
const SPACE_CHOICES: Partial<Record<FactionId, string>> = {
  mentak: "the Mentak's Ambush (up to 2 cruisers or destroyers fire as the combat begins)",
  ghost: "the Creuss' Dimensional Splicer (a hit as a combat begins in a system with a wormhole)",
  yin: "the Yin's Impulse Core and Devotion (a cruiser or destroyer given up for a hit) and the Van Hauge's end",
  letnev: "the Letnev's Munitions Reserves (rerolls bought with trade goods)",
  sardakk: "the Sardakk N'orr's Exotrireme II (given up after a round to destroy 2 ships)",
  hacan: "the Wrath of Kenara's +1 bought with trade goods",
};

function words(units: Ti4UnitCounts | Partial<Record<Ti4UnitType, number>>, fixed = false): string {
  const parts = (Object.entries(units) as [Ti4UnitType, number][])
    .filter(([, n]) => n >= (fixed ? 0.005 : 1))
    .map(([type, n]) => {
      const [one, many] = TI4_UNIT_WORDS[type];
      return fixed ? `${n.toFixed(2)} ${many}` : `${n} ${n === 1 ? one : many}`;
    });
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

function only(units: Ti4UnitCounts, types: readonly Ti4UnitType[]): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  for (const type of types) if (units[type]) out[type] = units[type];
  return out;
}

const total = (units: Ti4UnitCounts) => Object.values(units).reduce((sum: number, n) => sum + (n ?? 0), 0);

const plural = (types: readonly Ti4UnitType[]) => types.map((t) => TI4_UNIT_WORDS[t][1]).join(", ");

/**
 * Why the attacker's typed fleet cannot fight this combat, or null (as TI3's odds check theirs, app/odds.ts):
 * units of another kind of combat, damage on a unit that cannot sustain it, too many units to count.
 */
function typedProblem(state: Ti4State, seat: number, fleet: Ti4Fleet, allowed: readonly Ti4UnitType[]) {
  const stray = (Object.keys(fleet.units) as Ti4UnitType[]).filter((t) => !allowed.includes(t));
  if (stray.length > 0)
    return `attacker: ${plural(stray)} take no part in this combat; name only ${plural(allowed)}.`;
  // A typed unit the sheet lacks in this game's boxes is named; nothing else is caught here.
  const missing = (Object.keys(fleet.units) as Ti4UnitType[]).filter((t) => !ti4HasUnit(state, seat, t));
  if (missing.length > 0) return `attacker: your unit sheet has no ${plural(missing)} in this game.`;
  const damaged = (Object.keys(fleet.damaged) as Ti4UnitType[]).filter(
    (t) => !ti4HasUnit(state, seat, t) || !ti4UnitFor(state, seat, t).sustainDamage,
  );
  if (damaged.length > 0)
    return `attacker: only units with SUSTAIN DAMAGE can be damaged (LRR 87), not ${plural(damaged)}.`;
  if (total(fleet.units) > MAX_UNITS_A_SIDE)
    return `attacker: at most ${MAX_UNITS_A_SIDE} units a side can be counted exactly.`;
  return null;
}

function nameOf(state: Ti4State, seat: number): string {
  return state.players[seat]?.name ?? `seat ${seat}`;
}

/** The abilities of the two players that the odds leave out, as one sentence, or null. */
function leftOut(state: Ti4State, seats: readonly number[], table: Partial<Record<FactionId, string>>) {
  const named = seats
    .map((seat) => table[state.players[seat]?.faction as FactionId])
    .filter((text): text is string => text !== undefined);
  return named.length > 0 ? `Not counted: ${named.join("; ")}.` : null;
}

function oddsText(heading: string, sides: [string, string], odds: Ti4CombatOdds, notes: string[]): string {
  return [
    heading,
    chancesLine(sides, odds),
    `Units left on average: ${sides[0]} ${words(odds.survivors[0], true)}; ${sides[1]} ${words(odds.survivors[1], true)}.`,
    odds.before.length > 0
      ? `Before the first round: ${odds.before.map((b) => BEFORE[b] ?? b).join("; ")}.`
      : "No shots before the rounds.",
    ...odds.unmodelled,
    ...notes,
  ].join("\n");
}

function spaceCombat(state: Ti4State, seat: number, position: string, typed?: Ti4Fleet): OddsAnswer {
  if (typed) {
    const problem = typedProblem(state, seat, typed, TI4_SHIP_TYPES);
    if (problem) return refused(problem);
    // The typed fleet stands for the asker's ships there: the game as if they were in the system.
    return spaceCombat(withTi4Fleet(state, { position }, seat, typed), seat, position);
  }
  const system = state.board[position];
  const others = seatsWithShips(system).filter((s) => s !== seat);
  if (others.length === 0) return refused(`Nobody else has ships in ${position}.`);
  if (others.length > 1)
    return refused(
      `Several players have ships in ${position}: a space combat is fought between two (LRR 78).`,
    );
  const defender = others[0] as number;
  const ships = (s: number) => only(system?.space.find((f) => f.seat === s)?.units ?? {}, TI4_SHIP_TYPES);
  if (total(ships(seat)) === 0)
    return refused(`You have no ships in ${position}: name the ships you would attack with (attacker).`);
  const heading = `Space combat in ${position} (LRR 78): ${nameOf(state, seat)} (${words(ships(seat))}) attacks ${nameOf(state, defender)} (${words(ships(defender))}), with the units on their faction sheets and their upgrades.`;
  const odds = ti4CombatOdds(state, { combat: "space", position, attacker: seat, defender });
  const notes = [leftOut(state, [seat, defender], SPACE_CHOICES), ASSUMED_SPACE].filter(
    (n): n is string => n !== null,
  );
  return { text: oddsText(heading, [nameOf(state, seat), nameOf(state, defender)], odds, notes) };
}

function groundCombat(
  state: Ti4State,
  seat: number,
  position: string,
  planet: Ti4PlanetId,
  typed?: Ti4Fleet,
): OddsAnswer {
  const name = planetName(planet);
  const system = state.board[position];
  const on = system?.planets[planet] ?? [];
  const ground = (units: Ti4UnitCounts | undefined) => only(units ?? {}, TI4_GROUND_FORCE_TYPES);
  const defenders = on.filter((f) => f.seat !== seat && total(ground(f.units)) > 0).map((f) => f.seat);
  if (defenders.length === 0)
    return refused(`Nobody else has ground forces on ${name}: there is no ground combat to count.`);
  const defender = defenders[0] as number;
  // LRR 49.2: what may land: ground forces in space, and fighters when the Matriarch lets them (reads.ts).
  const allowed = fightersCommittable(state, seat, position)
    ? TI4_PLANET_COMBAT_TYPES
    : TI4_GROUND_FORCE_TYPES;
  const landed = only(on.find((f) => f.seat === seat)?.units ?? {}, allowed);
  const aboard = committableInSpace(state, seat, position);
  const units: Ti4UnitCounts = { ...(typed?.units ?? landed) };
  if (!typed)
    for (const [type, n] of Object.entries(aboard) as [Ti4UnitType, number][])
      units[type] = (units[type] ?? 0) + n;
  if (typed) {
    const problem = typedProblem(state, seat, typed, allowed);
    if (problem) return refused(problem);
  }
  if (total(units) === 0)
    return refused(
      `You have no ground forces in ${position} to land on ${name}: name those you would land (attacker).`,
    );
  const damaged = typed?.damaged ?? ground(on.find((f) => f.seat === seat)?.damaged);
  const board = withTi4Fleet(state, { position, planet }, seat, { units, damaged });
  const theirs = ground(on.find((f) => f.seat === defender)?.units);
  const heading = `Ground combat on ${name} (LRR 42): ${nameOf(state, seat)} (${words(units)}) invades ${nameOf(state, defender)} (${words(theirs)}), with the units on their faction sheets and their upgrades.`;
  const odds = ti4CombatOdds(board, { combat: "ground", position, planet, attacker: seat, defender });
  return { text: oddsText(heading, [nameOf(state, seat), nameOf(state, defender)], odds, [ASSUMED_GROUND]) };
}

/**
 * The planet of the system the asker named: by its id, or by its name (the command's reader knows the
 * Third Edition's planets, so a planet of both editions comes as a TI3 id: its name is what they share).
 */
function planetHere(state: Ti4State, position: string, named: string): Ti4PlanetId | null {
  const fold = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");
  let name = named;
  try {
    name = getPlanet(named).name;
  } catch {
    // Not a Third Edition id: the text itself.
  }
  const here = planetsAt(state, position);
  return here.find((id) => id === named) ?? here.find((id) => fold(planetName(id)) === fold(name)) ?? null;
}

function planetName(planet: Ti4PlanetId): string {
  try {
    return ti4Planet(planet).name;
  } catch {
    return planet;
  }
}

/** The answer to /ti odds naming a system of a Fourth Edition game. */
export function answerTi4Odds(state: Ti4State, userId: string, request: OddsRequest): OddsAnswer {
  const position = request.system as string;
  if (!systemAt(state, position)) return refused(`There is no system at ${position} on this game's map.`);
  if (request.defender)
    return refused("With a system, the defender is whoever is there: leave defender out.");
  if (request.attacker)
    return refused('Name the attacker in Fourth Edition units, e.g. "2 carrier, 3 infantry, 1 mech".');
  const typed = request.ti4Attacker;
  const seat = state.players.findIndex((p) => p.userId === userId);
  if (seat < 0) return refused("You have no seat in this game: the odds are counted for a player attacking.");
  if (request.planet) {
    const planet = planetHere(state, position, request.planet);
    if (!planet) return refused(`${planetName(request.planet as never)} is not in ${position}.`);
    return groundCombat(state, seat, position, planet, typed);
  }
  if (request.invasion) return refused("Name the planet to invade (planet).");
  return spaceCombat(state, seat, position, typed);
}
