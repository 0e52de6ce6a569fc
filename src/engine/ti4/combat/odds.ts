/**
 * Exact odds of a Fourth Edition space combat (LRR 78) or ground combat (LRR 42) between two players'
 * units in one place, for `/ti odds` (app/ti4/odds.ts). Read only: the combat is never played. The Markov
 * chain is the one TI3's odds use (engine/rules/combat/odds/chain.ts: every number of hits followed with
 * its chance); what is TI4's is asked of TI4's own rules, as the combat itself asks them:
 * - each side's dice come from the unit sheet the player has (units.ts: faction units, upgrades, laws),
 *   read with the hook points a roll reads (dice.ts ti4DiceShapes: combat roll modifiers, rerolls of
 *   missed dice, hits read from the dice such as the J.N.S. Hylarim's), and the nebula's +1 for the
 *   defender (LRR 59);
 * - a space combat is preceded by space cannon offense (LRR 77: the attacker's, then every other
 *   player's able to fire at the attacker, as tactical/spaceCannon.ts reads who fires with what dice, with
 *   the dice abilities add to a unit-ability roll: Plasma Scoring, unitAbilityRolls.ts), and
 *   its first round opens with both sides' anti-fighter barrage, its hits on fighters alone (LRR 78.3, 10);
 * - a ground combat is preceded by the attacker's bombardment of the planet (LRR 15, as invasion/reads.ts
 *   says which units may and where), and fighters on the planet (committed as ground forces under the
 *   Matriarch) fight in it as ground.ts has them;
 * - each side takes its hits as the bot assigns them (hitsBot.ts botHitAssignment): SUSTAIN DAMAGE first
 *   (LRR 87, with what changes what a sustain cancels), then the cheapest units.
 * What the chain cannot hold (hits that must go to non-fighter ships first, a hit that depends on the
 * other side's roll, ground forces the Alastor lets fight as ships) is named in `unmodelled`, never
 * counted wrongly in silence.
 */
import { TI4_SHIP_TYPES, type Ti4PlanetId, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import {
  attackerOf,
  defenderOf,
  exchange,
  type Fire,
  fightOut,
  type Mass,
  pair,
  type SideIndex,
} from "../../rules/combat/odds/chain.ts";
import { emptySystem, TI4_PLANET_COMBAT_TYPES, type Ti4Place } from "../board/forces.ts";
import { bombardablePlanets, bombardmentUnits } from "../invasion/reads.ts";
import type { Ti4Force, Ti4State, Ti4UnitCounts } from "../state.ts";
import { cannonDiceAgainst, cannonTargets } from "../tactical/spaceCannon.ts";
import { type Ti4DiceShape, type Ti4RollKind, ti4DiceShapes } from "./dice.ts";
import type { Ti4AssignHitsFrame, Ti4HitReason } from "./frames.ts";
import { botHitAssignment } from "./hitsBot.ts";
import { hitTargets, sustainWorth } from "./hitTargets.ts";
import { cannonHits, rollHits, withExtraCannonDice, withExtraDice } from "./oddsDice.ts";
import { noteAlastor, noteCombatTechnologies, noteRoundExtraHits, oddsNameOf } from "./oddsNotes.ts";
import { takingPart } from "./participation.ts";
import { defenderModifier } from "./space.ts";
import { unitAbilityExtraDice } from "./unitAbilityRolls.ts";

/** A side's units in the combat, and how many of them are damaged. */
export interface Ti4Fleet {
  units: Ti4UnitCounts;
  damaged: Ti4UnitCounts;
}

export interface Ti4OddsCombat {
  combat: "space" | "ground";
  position: PositionLabel;
  /** The planet of a ground combat. */
  planet?: Ti4PlanetId;
  attacker: Seat;
  defender: Seat;
}

export interface Ti4CombatOdds {
  attackerWins: number;
  defenderWins: number;
  bothDestroyed: number;
  /** Neither side can ever hit the other: the combat would not end. */
  stalemate: number;
  /** The units each side (attacker, defender) keeps on average, by type. */
  survivors: [Partial<Record<Ti4UnitType, number>>, Partial<Record<Ti4UnitType, number>>];
  /** What was rolled before the rounds ("anti-fighter barrage"). */
  before: string[];
  /** Abilities in play that change this combat and that the odds leave out, each in a sentence. */
  unmodelled: string[];
}

interface Side {
  seat: Seat;
  fleets: Ti4Fleet[];
  ids: Map<string, number>;
  memo: Map<string, number>;
}

interface Fight {
  state: Ti4State;
  place: Ti4Place;
  combat: "space" | "ground";
  sides: [Side, Side];
  types: readonly Ti4UnitType[];
  unmodelled: Set<string>;
}

const total = (units: Ti4UnitCounts) => Object.values(units).reduce((sum: number, n) => sum + (n ?? 0), 0);

function only(units: Ti4UnitCounts, types: readonly Ti4UnitType[]): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  for (const type of types) if (units[type]) out[type] = units[type];
  return out;
}

function fleetId(side: Side, fleet: Ti4Fleet): number {
  const tidy = { units: only(fleet.units, Object.keys(fleet.units) as Ti4UnitType[]), damaged: {} };
  for (const [type, n] of Object.entries(fleet.damaged) as [Ti4UnitType, number][])
    if (n > 0) (tidy.damaged as Ti4UnitCounts)[type] = Math.min(n, tidy.units[type] ?? 0);
  const key = JSON.stringify(tidy);
  const known = side.ids.get(key);
  if (known !== undefined) return known;
  side.fleets.push(tidy);
  side.ids.set(key, side.fleets.length - 1);
  return side.fleets.length - 1;
}

const fleetOf = (side: Side, id: number) => side.fleets[id] as Ti4Fleet;

/** A copy of the game where `seat`'s force in the place is exactly the fleet (only the board is copied). */
export function withTi4Fleet(state: Ti4State, place: Ti4Place, seat: Seat, fleet: Ti4Fleet): Ti4State {
  // A system nobody has units in may have no entry on the board yet.
  const system = state.board[place.position] ?? emptySystem();
  const damaged = only(fleet.damaged, Object.keys(fleet.damaged) as Ti4UnitType[]);
  const force: Ti4Force[] =
    total(fleet.units) === 0
      ? []
      : [{ seat, units: { ...fleet.units }, ...(total(damaged) > 0 ? { damaged } : {}) }];
  const keep = (forces: readonly Ti4Force[]) => [...forces.filter((f) => f.seat !== seat), ...force];
  const next =
    place.planet === undefined
      ? { ...system, space: keep(system.space) }
      : {
          ...system,
          planets: { ...system.planets, [place.planet]: keep(system.planets[place.planet] ?? []) },
        };
  return { ...state, board: { ...state.board, [place.position]: next } };
}

/** The board with both sides' fleets (a: the attacker's, d: the defender's). */
function boardOf(fight: Fight, a: number, d: number): Ti4State {
  const [att, def] = fight.sides;
  const one = withTi4Fleet(fight.state, fight.place, att.seat, fleetOf(att, a));
  return withTi4Fleet(one, fight.place, def.seat, fleetOf(def, d));
}

const nonFighters = (units: Ti4UnitCounts) => total(units) - (units.fighter ?? 0);

/** Side `s`'s dice of this kind, with both fleets on the board; notes what the chain leaves out. */
function shapesOf(fight: Fight, s: SideIndex, a: number, d: number, kind: Ti4RollKind): Ti4DiceShape[] {
  const side = fight.sides[s];
  const own = fleetOf(side, s === 0 ? a : d).units;
  const theirs = fleetOf(fight.sides[s === 0 ? 1 : 0], s === 0 ? d : a).units;
  const state = boardOf(fight, a, d);
  const units = kind === "antiFighterBarrage" ? only(own, TI4_SHIP_TYPES) : only(own, fight.types);
  const nebula = kind === "combat" && s === 1 && fight.combat === "space";
  const shapes = ti4DiceShapes(state, side.seat, units, kind, {
    place: fight.place,
    enemyNonFighterShips: nonFighters(only(theirs, TI4_SHIP_TYPES)),
    ...(nebula ? { modifier: defenderModifier(state, fight.place.position) } : {}),
  });
  if (shapes.some((shape) => shape.nonFightersFirst))
    fight.unmodelled.add(
      `${nameOf(fight, side.seat)}'s hits that must go to non-fighter ships first (LRR 78.6) are counted as if they could go to fighters too.`,
    );
  return shapes;
}

function nameOf(fight: Fight, seat: Seat): string {
  return oddsNameOf(fight.state, seat);
}

/** Where hits land: the owner's assignment (hits.ts), and how many hits the fleet can still take. */
function landing(fight: Fight, reason: Ti4HitReason, on?: Ti4UnitType[]): Pick<Fire, "land" | "room"> {
  const frame = (seat: Seat, hits: number): Ti4AssignHitsFrame => ({
    kind: "ti4AssignHits",
    seat,
    place: fight.place,
    hits,
    reason,
    ...(on ? { only: on } : {}),
  });
  const land = (s: SideIndex, id: number, hits: number) => {
    if (hits === 0) return id;
    const side = fight.sides[s];
    const key = `${reason}:${id}:${hits}`;
    const known = side.memo.get(key);
    if (known !== undefined) return known;
    const fleet = fleetOf(side, id);
    const board = withTi4Fleet(fight.state, fight.place, side.seat, fleet);
    const { sustain, destroy } = botHitAssignment(board, frame(side.seat, hits));
    const units: Ti4UnitCounts = {};
    const damaged: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(fleet.units) as [Ti4UnitType, number][]) {
      const lost = destroy[type] ?? 0;
      if (n - lost > 0) units[type] = n - lost;
      // A unit of a type is destroyed damaged first (hitLosses.ts resolveAssignment).
      const hurt = Math.min(n - lost, Math.max(0, (fleet.damaged[type] ?? 0) + (sustain[type] ?? 0) - lost));
      if (hurt > 0) damaged[type] = hurt;
    }
    const next = fleetId(side, { units, damaged });
    side.memo.set(key, next);
    return next;
  };
  const room = (s: SideIndex, id: number) => {
    const side = fight.sides[s];
    const key = `room:${reason}:${id}`;
    const known = side.memo.get(key);
    if (known !== undefined) return known;
    const board = withTi4Fleet(fight.state, fight.place, side.seat, fleetOf(side, id));
    const targets = hitTargets(board, frame(side.seat, 0));
    let n = total(targets.units);
    for (const [type, k] of Object.entries(targets.mayDamage) as [Ti4UnitType, number][])
      n += k * sustainWorth(board, frame(side.seat, 0), type);
    side.memo.set(key, n);
    return n;
  };
  return { land, room };
}

/** Both sides' rolls of one kind, asked once per pair of fleets. */
function fire(fight: Fight, kind: Ti4RollKind, reason: Ti4HitReason, on?: Ti4UnitType[]): Fire {
  const known = new Map<string, number[]>();
  const hits = (s: SideIndex, a: number, d: number) => {
    // A side's dice change with its own fleet and, for a roll counted by them, the other's non-fighter ships.
    const theirs = fleetOf(fight.sides[s === 0 ? 1 : 0], s === 0 ? d : a).units;
    const key = `${s}:${s === 0 ? a : d}:${nonFighters(only(theirs, TI4_SHIP_TYPES))}`;
    const cached = known.get(key);
    if (cached) return cached;
    const dist = rollHits(shapesOf(fight, s, a, d, kind));
    known.set(key, dist);
    return dist;
  };
  return { hits, ...landing(fight, reason, on) };
}

const alive = (fight: Fight, s: SideIndex, id: number) =>
  total(only(fleetOf(fight.sides[s], id).units, fight.types)) > 0;

const NO_HITS: readonly number[] = [1];

/** A roll one side alone makes before the rounds: the chances of its hits, asked once per fleet of that side. */
function volley(
  fight: Fight,
  s: SideIndex,
  reason: Ti4HitReason,
  chances: (a: number, d: number) => readonly number[],
): Fire {
  const known = new Map<number, readonly number[]>();
  const hits = (side: SideIndex, a: number, d: number) => {
    if (side !== s) return NO_HITS;
    const own = s === 0 ? a : d;
    const cached = known.get(own) ?? chances(a, d);
    known.set(own, cached);
    return cached;
  };
  return { hits, ...landing(fight, reason) };
}

/**
 * LRR 77.2-77.5: space cannon offense before the combat, as the offense fires it (tactical/spaceCannon.ts):
 * the attacker (the active player) at the defender's ships, then every other player able to at the
 * attacker's, each with every die it has there (holding fire is not counted).
 */
function spaceCannonOffense(fight: Fight, mass: Mass, before: string[]): Mass {
  const [att, def] = fight.sides;
  const { position } = fight.place;
  // Each firing player's dice, with those abilities add to them (Plasma Scoring).
  const dice = (board: Ti4State, seat: Seat, target: Seat) =>
    cannonTargets(board, seat, position, att.seat).includes(target)
      ? withExtraCannonDice(
          cannonDiceAgainst(board, seat, target, position),
          unitAbilityExtraDice(board, seat, "spaceCannon", { position }),
        )
      : [];
  const others = fight.state.players.filter((p) => p.seat !== att.seat && !p.eliminated).map((p) => p.seat);
  const volleys = [
    volley(fight, 0, "spaceCannonOffense", (a, d) =>
      cannonHits(dice(boardOf(fight, a, d), att.seat, def.seat)),
    ),
    volley(fight, 1, "spaceCannonOffense", (a, d) => {
      const board = boardOf(fight, a, d);
      return cannonHits(others.flatMap((seat) => dice(board, seat, att.seat)));
    }),
  ] as const;
  let next = mass;
  for (const s of [0, 1] as const) {
    const fire = volleys[s];
    if (![...next.keys()].some((key) => fire.hits(s, attackerOf(key), defenderOf(key)).length > 1)) continue;
    next = exchange(next, fire, () => true);
    if (!before.includes("space cannon offense")) before.push("space cannon offense");
  }
  return next;
}

/**
 * LRR 15, 49.1: before the ground combat the attacker's units with BOMBARDMENT in the space area bombard the
 * planet, every one of them at it, when the invasion step lets it (invasion/reads.ts: a planetary shield,
 * Conventions of War); the defender takes the hits on its ground forces there.
 */
function bombardment(fight: Fight, mass: Mass, before: string[]): Mass {
  const { position, planet } = fight.place;
  const seat = fight.sides[0].seat;
  if (planet === undefined || !bombardablePlanets(fight.state, seat, position).includes(planet)) return mass;
  const units = bombardmentUnits(fight.state, seat, position);
  const shapes = ti4DiceShapes(fight.state, seat, units, "bombardment", { place: fight.place });
  const extra = unitAbilityExtraDice(fight.state, seat, "bombardment", fight.place);
  const dist = rollHits(withExtraDice(shapes, extra));
  if (dist.length <= 1) return mass;
  before.push("bombardment");
  return exchange(
    mass,
    volley(fight, 0, "bombardment", () => dist),
    () => true,
  );
}

/** The odds of the combat, with the units on the state's board (LRR 78 in space, LRR 42 on a planet). */
export function ti4CombatOdds(state: Ti4State, combat: Ti4OddsCombat): Ti4CombatOdds {
  const place: Ti4Place =
    combat.combat === "space"
      ? { position: combat.position }
      : { position: combat.position, ...(combat.planet ? { planet: combat.planet } : {}) };
  const side = (seat: Seat): Side => ({ seat, fleets: [], ids: new Map(), memo: new Map() });
  // LRR 42: fighters committed as ground forces (the Matriarch) fight on the planet with them (ground.ts).
  const types = combat.combat === "space" ? TI4_SHIP_TYPES : TI4_PLANET_COMBAT_TYPES;
  const fight: Fight = {
    state,
    place,
    combat: combat.combat,
    sides: [side(combat.attacker), side(combat.defender)],
    types,
    unmodelled: new Set(),
  };
  const start = ([0, 1] as const).map((s) => {
    const forces = state.board[place.position];
    const all = place.planet === undefined ? forces?.space : forces?.planets[place.planet];
    const seat = fight.sides[s].seat;
    const force = all?.find((f) => f.seat === seat);
    const units = only(force?.units ?? {}, types);
    // LRR 78: units an effect sets aside take no part in a space combat (participation.ts); our reading: the
    // odds leave them out from the space cannon offense on.
    const fighting = combat.combat === "space" ? takingPart(state, seat, place.position, units) : units;
    if (total(fighting) < total(units))
      fight.unmodelled.add(
        "Units sitting this space combat out (Cosmic Phenomenae's fighters in an asteroid field) are left out of the odds, space cannon offense included.",
      );
    return fleetId(fight.sides[s], {
      units: fighting,
      damaged: only(force?.damaged ?? {}, Object.keys(fighting) as Ti4UnitType[]),
    });
  });
  let mass: Mass = new Map([[pair(start[0] as number, start[1] as number), 1]]);
  const stand = (a: number, d: number) => alive(fight, 0, a) && alive(fight, 1, d);
  const before: string[] = [];
  mass =
    combat.combat === "space" ? spaceCannonOffense(fight, mass, before) : bombardment(fight, mass, before);
  if (combat.combat === "space") {
    // LRR 78.3, 10: the first round opens with both sides' barrage, on fighters alone.
    const barrage = fire(fight, "antiFighterBarrage", "antiFighterBarrage", ["fighter"]);
    const a = start[0] as number;
    const d = start[1] as number;
    if (barrage.hits(0, a, d).length + barrage.hits(1, a, d).length > 2) {
      before.push("anti-fighter barrage");
      mass = exchange(mass, barrage, stand);
    }
  }
  const scene = { state, place, combat: combat.combat, seats: [combat.attacker, combat.defender] as const };
  const note = (text: string) => fight.unmodelled.add(text);
  noteRoundExtraHits(scene, note);
  noteAlastor(scene, note);
  noteCombatTechnologies(scene, note);
  const reason = combat.combat === "space" ? "spaceCombat" : "groundCombat";
  const { ended, endless } = fightOut(mass, fire(fight, "combat", reason), stand);
  return summary(fight, ended, endless, before);
}

function summary(fight: Fight, ended: Mass, endless: Mass, before: string[]): Ti4CombatOdds {
  const odds: Ti4CombatOdds = {
    attackerWins: 0,
    defenderWins: 0,
    bothDestroyed: 0,
    stalemate: 0,
    survivors: [{}, {}],
    before,
    unmodelled: [...fight.unmodelled],
  };
  for (const [mass, endlessly] of [
    [ended, false],
    [endless, true],
  ] as const) {
    for (const [key, m] of mass) {
      const ids = [attackerOf(key), defenderOf(key)] as const;
      for (const s of [0, 1] as const) {
        const into = odds.survivors[s];
        for (const [type, n] of Object.entries(only(fleetOf(fight.sides[s], ids[s]).units, fight.types)))
          into[type as Ti4UnitType] = (into[type as Ti4UnitType] ?? 0) + m * (n ?? 0);
      }
      const [hasA, hasD] = [alive(fight, 0, ids[0]), alive(fight, 1, ids[1])];
      if (endlessly || (hasA && hasD)) odds.stalemate += m;
      else if (hasA) odds.attackerWins += m;
      else if (hasD) odds.defenderWins += m;
      else odds.bothDestroyed += m;
    }
  }
  return odds;
}
