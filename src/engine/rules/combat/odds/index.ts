/**
 * Exact odds of a Space Battle (RR §8 step 3, §12) or an Invasion Combat (RR §13) between two players'
 * units in one system, for `/ti odds`: the chance that the attacker wins, that the defender wins, that both
 * are destroyed, and the units each side keeps on average. Read only: the battle is never played. Every
 * number comes from the rules the battle itself asks: which units fire and with how many dice
 * (roundShots, preCombatShots, batteryShots, bombardiers, planetaryDefenseShots, groundShots), the result
 * each die needs after every race, technology, situation and hook modifier (diceNeeds, rerollsMisses), and
 * the casualties (hitPool.ts's standing assignment: sustain damage first, then the cheapest unit).
 *
 * Assumed, and said with the answer: nobody retreats or plays an Action Card; every PDS in range fires
 * and every ship free to bombard does; the optional abilities a player is asked about (Letnev War
 * Funding, Yin Devotion and Indoctrination, the Jol-Nar re-roll, Graviton Negator Fighters) and Berserker
 * Genome are left out, and so is a General's re-roll of missed dice (Leaders option); rounds after the
 * first are rolled as the second is.
 */
import type { PlanetId, UnitType } from "../../../../content/index.ts";
import { answers } from "../../../hooks/index.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../../state.ts";
import { GROUND_TYPES, onlyTypes, totalUnits } from "../../units.ts";
import type { BattleKind } from "../battle.ts";
import { bombardiers, bombardmentShots } from "../bombardment.ts";
import { diceNeeds, rerollsMisses, type Shot } from "../dice.ts";
import { SHIP_TYPES, unitsAt } from "../forces.ts";
import type { HitTarget, InvasionFrame, PreCombatEffect, RollKind } from "../frames.ts";
import { groundShots, planetaryDefenseShots } from "../invasion.ts";
import { unsupportedFighters } from "../losses.ts";
import type { RollContext } from "../modifiers.ts";
import { batteryShots, pdsInRange } from "../pds.ts";
import { PRE_COMBAT_ORDER, preCombatShots } from "../preCombat.ts";
import { roundShots } from "../spaceBattle.ts";
import {
  attackerOf,
  defenderOf,
  exchange,
  type Fire,
  fightOut,
  hitChances,
  type Mass,
  pair,
  type SideIndex,
} from "./chain.ts";
import {
  afterHits,
  type Fleet,
  fleetId,
  fleetOf,
  type Ground,
  newSide,
  room,
  type Side,
  withFleet,
} from "./fleets.ts";

export { type Fleet, withFleet } from "./fleets.ts";

/** The battle asked about: the units are those on the board of the state handed with it. */
export interface OddsBattle {
  kind: BattleKind;
  position: PositionLabel;
  /** The planet invaded (Invasion Combat); null for a Space Battle. */
  planet: PlanetId | null;
  attacker: Seat;
  defender: Seat;
}

export interface CombatOdds {
  attackerWins: number;
  defenderWins: number;
  bothDestroyed: number;
  /** Neither side can ever hit the other: the battle would not end. */
  stalemate: number;
  /** The units each side (attacker, defender) is expected to keep, by type. */
  survivors: [Partial<Record<UnitType, number>>, Partial<Record<UnitType, number>>];
  /** What was rolled before the rounds: "PDS fire", "Anti-Fighter Barrage", "bombardment"... */
  before: string[];
}

interface Fight {
  state: GameState;
  battle: OddsBattle;
  where: Ground;
  sides: [Side, Side];
  /** What each side fights with: ships in space, ground units on the planet. */
  types: readonly UnitType[];
  before: string[];
  /** The chance of a die, by roll and kind of shot. */
  dice: Map<string, number>;
}

/** The chance one die hits: a d10 at or above what it needs (dice.ts), a miss rolled again when allowed. */
function dieChance(state: GameState, ctx: RollContext, shot: Shot): number {
  const needed = diceNeeds(state, ctx, [{ ...shot, dice: 1 }])[0]?.needed ?? 11;
  const p = Math.min(10, Math.max(0, 11 - needed)) / 10;
  return rerollsMisses(state, ctx) ? 1 - (1 - p) ** 2 : p;
}

/**
 * The chance of each die of these shots. What a die needs depends on the roll and the unit, not on how
 * many ships are left, so it is asked once per kind of shot in a roll (`known`, kept by the fight).
 */
function chances(
  state: GameState,
  ctx: RollContext,
  shots: readonly Shot[],
  known?: Map<string, number>,
): number[] {
  return shots.flatMap((shot) => {
    const key = JSON.stringify([
      ctx.kind,
      ctx.shooter,
      ctx.round,
      shot.unit,
      shot.combat,
      shot.fromAdjacent ?? false,
    ]);
    const p = known?.get(key) ?? dieChance(state, ctx, shot);
    known?.set(key, p);
    return Array.from({ length: shot.dice }, () => p);
  });
}

function rollOf(fight: Fight, kind: RollKind, s: SideIndex, round: number): RollContext {
  const side = fight.sides[s];
  const planet = kind === "pds" ? null : fight.where.planet;
  const attacker = kind === "pds" ? null : fight.battle.attacker;
  const { position } = fight.where;
  return {
    kind,
    shooter: side.seat,
    target: side.opponent,
    position,
    planet,
    round,
    attacker,
    warFunding: false,
  };
}

const alive = (fight: Fight, s: SideIndex, id: number) =>
  totalUnits(onlyTypes(fleetOf(fight.sides[s], id).units, fight.types)) > 0;

const bothStand = (fight: Fight) => (a: number, d: number) => alive(fight, 0, a) && alive(fight, 1, d);

/** Where hits land, and how many each fleet can take (`on`: what these hits may land on). */
function landing(fight: Fight, on: HitTarget, roll: RollKind): Pick<Fire, "land" | "room"> {
  const known = [new Map<number, number>(), new Map<number, number>()];
  const land = (s: SideIndex, id: number, hits: number) => {
    const key = id * 4096 + hits;
    const cached = known[s]?.get(key);
    if (cached !== undefined) return cached;
    const to = afterHits(fight.state, fight.where, fight.sides[s], id, { on, roll, hits });
    known[s]?.set(key, to);
    return to;
  };
  return { land, room: (s, id) => room(fight.state, fight.where, fight.sides[s], id, on) };
}

/** Dice that do not change with the fleets (PDS, bombardment): each side's chances, or none. */
function fixedFire(fight: Fight, dice: [number[], number[]], on: HitTarget, roll: RollKind): Fire {
  const dists = dice.map((d) => hitChances(d));
  return { hits: (s) => dists[s] as number[], ...landing(fight, on, roll) };
}

/** Rounds of a Space Battle or an Invasion Combat: each side's dice asked once per fleet it comes down to. */
function roundFire(fight: Fight, round: number, frame: InvasionFrame | null): Fire {
  const kind = frame === null ? "spaceBattle" : "invasion";
  const known = new Map<string, number[]>();
  const hits = (s: SideIndex, a: number, d: number) => {
    const id = s === 0 ? a : d;
    const memo = `${s}:${id}`;
    const cached = known.get(memo);
    if (cached) return cached;
    const side = fight.sides[s];
    const board = withFleet(fight.state, fight.where, side.seat, fleetOf(side, id));
    const shots =
      frame === null
        ? roundShots(board, fight.where.position, side.seat, round)
        : groundShots(board, frame, side.seat);
    const dist = hitChances(chances(board, rollOf(fight, kind, s, round), shots, fight.dice));
    known.set(memo, dist);
    return dist;
  };
  return { hits, ...landing(fight, frame === null ? "ships" : "ground", kind) };
}

const PRE_COMBAT_NAMES: Record<PreCombatEffect, string> = {
  antiFighterBarrage: "Anti-Fighter Barrage",
  assaultCannon: "Assault Cannon",
  mentakAmbush: "Mentak ambush",
};

/** One pre-combat effect (RR §12.1): its shots depend on both fleets (Fighters to aim at, ships left). */
function preCombatFire(fight: Fight, effect: PreCombatEffect): Fire {
  const { battle } = fight;
  const hits = (s: SideIndex, a: number, d: number) => {
    const board = [a, d].reduce(
      (st, id, i) =>
        withFleet(
          st,
          fight.where,
          fight.sides[i as SideIndex].seat,
          fleetOf(fight.sides[i as SideIndex], id),
        ),
      fight.state,
    );
    const shots = preCombatShots(board, battle, effect, fight.sides[s].seat);
    if (shots.length > 0 && !fight.before.includes(PRE_COMBAT_NAMES[effect]))
      fight.before.push(PRE_COMBAT_NAMES[effect]);
    return hitChances(chances(board, rollOf(fight, effect, s, 0), shots, fight.dice));
  };
  return { hits, ...landing(fight, effect === "antiFighterBarrage" ? "fighters" : "ships", effect) };
}

/** Fighters left without support go (RR §2.3): after PDS fire and when the battle ends. */
function withoutUnsupportedFighters(fight: Fight, mass: Mass): Mass {
  const strip = (s: SideIndex, id: number) => {
    const side = fight.sides[s];
    const fleet = fleetOf(side, id);
    const over = unsupportedFighters(
      withFleet(fight.state, fight.where, side.seat, fleet),
      side.seat,
      fight.where.position,
    );
    if (over === 0) return id;
    return fleetId(side, { ...fleet, units: { ...fleet.units, fighter: (fleet.units.fighter ?? 0) - over } });
  };
  const next: Mass = new Map();
  for (const [key, m] of mass) {
    const to = pair(strip(0, attackerOf(key)), strip(1, defenderOf(key)));
    next.set(to, (next.get(to) ?? 0) + m);
  }
  return next;
}

function startFleet(state: GameState, battle: OddsBattle, seat: Seat, types: readonly UnitType[]): Fleet {
  const { units, damaged } = unitsAt(state, battle.position, battle.planet, seat);
  return { units: onlyTypes(units, types), damaged: onlyTypes(damaged, types) };
}

function newFight(state: GameState, battle: OddsBattle): { fight: Fight; mass: Mass } {
  const space = battle.kind === "spaceBattle";
  const types = space ? SHIP_TYPES : GROUND_TYPES;
  const sides: [Side, Side] = [
    newSide(battle.attacker, battle.defender),
    newSide(battle.defender, battle.attacker),
  ];
  const where = { position: battle.position, planet: space ? null : battle.planet };
  const fight: Fight = {
    state,
    battle: { ...battle, planet: where.planet },
    where,
    sides,
    types,
    before: [],
    dice: new Map(),
  };
  const a = fleetId(sides[0], startFleet(state, fight.battle, battle.attacker, types));
  const d = fleetId(sides[1], startFleet(state, fight.battle, battle.defender, types));
  return { fight, mass: new Map([[pair(a, d), 1]]) };
}

/** RR §8 step 3: the PDS of both players in range fire at each other's ships (unless a law bars it). */
function pdsFire(fight: Fight, mass: Mass): Mass {
  const { state, battle } = fight;
  const activation = { seat: battle.attacker, position: battle.position };
  if (answers(state, "pdsFireBlocked").some((ask) => ask(state, activation))) return mass;
  const batteries = pdsInRange(state, battle.position);
  const dice = ([0, 1] as const).map((s) => {
    const battery = batteries.find((b) => b.seat === fight.sides[s].seat);
    return battery
      ? chances(state, rollOf(fight, "pds", s, 0), batteryShots(state, battery, battle.position), fight.dice)
      : [];
  }) as [number[], number[]];
  if (dice[0].length + dice[1].length === 0) return mass;
  fight.before.push("PDS fire");
  return withoutUnsupportedFighters(
    fight,
    exchange(mass, fixedFire(fight, dice, "ships", "pds"), () => true),
  );
}

function spaceBattle(fight: Fight, start: Mass): Mass {
  let mass = pdsFire(fight, start);
  for (const effect of PRE_COMBAT_ORDER)
    mass = exchange(mass, preCombatFire(fight, effect), bothStand(fight));
  return mass;
}

/** RR §13.2 steps 1-2: the bombardment of the defenders, then the planet's PDS at the landed units. */
function invasionOpening(fight: Fight, start: Mass, frame: InvasionFrame): Mass {
  const { state } = fight;
  let mass = start;
  const b = bombardiers(state, frame);
  const defended = alive(fight, 1, defenderOf([...start.keys()][0] as number));
  const bombs = defended ? chances(state, rollOf(fight, "bombardment", 0, 0), bombardmentShots(b)) : [];
  if (bombs.length > 0) {
    fight.before.push("bombardment");
    mass = exchange(mass, fixedFire(fight, [bombs, []], "ground", "bombardment"), () => true);
  }
  const pds = chances(state, rollOf(fight, "planetaryDefense", 1, 0), planetaryDefenseShots(state, frame));
  if (pds.length === 0) return mass;
  fight.before.push("PDS fire at the landing");
  return exchange(mass, fixedFire(fight, [[], pds], "ground", "planetaryDefense"), () => true);
}

function invasionFrame(battle: OddsBattle): InvasionFrame {
  return {
    kind: "invasion",
    seat: battle.attacker,
    position: battle.position,
    planet: battle.planet as PlanetId,
    defender: battle.defender,
    step: "bombard",
    round: 0,
    offers: [],
    warFunding: [],
    groundAtStart: [0, 0],
    reserveFighters: null,
    groundAtRoundStart: [0, 0],
  };
}

/** The odds of the battle, with the units on the state's board. */
export function combatOdds(state: GameState, battle: OddsBattle): CombatOdds {
  const { fight, mass: start } = newFight(state, battle);
  const frame = battle.kind === "invasion" ? invasionFrame(fight.battle) : null;
  const opened = frame === null ? spaceBattle(fight, start) : invasionOpening(fight, start, frame);
  const fights = bothStand(fight);
  const [first, later] = [roundFire(fight, 1, frame), roundFire(fight, 2, frame)];
  // The first round is rolled on its own only when some die differs in it (Xxcha, a first-round modifier).
  const same = [...opened.keys()].every((key) =>
    ([0, 1] as const).every((s) => {
      const [a, d] = [attackerOf(key), defenderOf(key)];
      return first.hits(s, a, d).join() === later.hits(s, a, d).join();
    }),
  );
  const { ended, endless } = fightOut(same ? opened : exchange(opened, first, fights), later, fights);
  return summary(fight, frame === null ? withoutUnsupportedFighters(fight, ended) : ended, endless);
}

function summary(fight: Fight, ended: Mass, endless: Mass): CombatOdds {
  const odds: CombatOdds = {
    attackerWins: 0,
    defenderWins: 0,
    bothDestroyed: 0,
    stalemate: 0,
    survivors: [{}, {}],
    before: fight.before,
  };
  const keep = (s: SideIndex, units: UnitCounts, m: number) => {
    const into = odds.survivors[s];
    for (const [type, n] of Object.entries(onlyTypes(units, fight.types)))
      into[type as UnitType] = (into[type as UnitType] ?? 0) + m * (n ?? 0);
  };
  for (const [mass, endlessly] of [
    [ended, false],
    [endless, true],
  ] as const) {
    for (const [key, m] of mass) {
      const [a, d] = [attackerOf(key), defenderOf(key)];
      keep(0, fleetOf(fight.sides[0], a).units, m);
      keep(1, fleetOf(fight.sides[1], d).units, m);
      const [hasA, hasD] = [alive(fight, 0, a), alive(fight, 1, d)];
      if (endlessly || (hasA && hasD)) odds.stalemate += m;
      else if (hasA) odds.attackerWins += m;
      else if (hasD) odds.defenderWins += m;
      else odds.bothDestroyed += m;
    }
  }
  return odds;
}
