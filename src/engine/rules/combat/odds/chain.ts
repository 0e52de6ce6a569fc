/**
 * The Markov chain behind a battle's odds: a probability for each pair of fleets (the attacker's, the
 * defender's, each named by its number in odds/fleets.ts), moved on by exchanges of fire. Exact: every
 * number of hits is followed with its chance, nothing is sampled.
 */

/** Probability by pair of fleets. */
export type Mass = Map<number, number>;

const WIDTH = 1 << 16;

export const pair = (attacker: number, defender: number): number => attacker * WIDTH + defender;
export const attackerOf = (key: number): number => Math.floor(key / WIDTH);
export const defenderOf = (key: number): number => key % WIDTH;

function add(mass: Mass, key: number, p: number): void {
  mass.set(key, (mass.get(key) ?? 0) + p);
}

/** The chance of each number of hits from dice that each hit with their own chance. */
export function hitChances(dice: readonly number[]): number[] {
  let dist = [1];
  for (const p of dice) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k] = (next[k] as number) + q * (1 - p);
      next[k + 1] = (next[k + 1] as number) + q * p;
    });
    dist = next;
  }
  return dist;
}

/** Side 0 attacks, side 1 defends. */
export type SideIndex = 0 | 1;

export interface Fire {
  /** The chance of each number of hits side `s` scores, the fleets being `a` and `d`. */
  hits(s: SideIndex, a: number, d: number): readonly number[];
  /** The fleet side `s` is left with after taking `hits`. */
  land(s: SideIndex, id: number, hits: number): number;
  /** How many hits the fleet `id` of side `s` can take: more do nothing more. */
  room(s: SideIndex, id: number): number;
}

/** Chances of hits with every number beyond what the target can take counted as that many. */
function capped(dist: readonly number[], room: number): number[] {
  if (dist.length <= room + 1) return dist as number[];
  const out = dist.slice(0, room + 1);
  out[room] = dist.slice(room).reduce((sum, p) => sum + p, 0);
  return out;
}

/** Where the pair (a, d) goes in one exchange: both sides fire at once and each takes the other's hits. */
function outcomes(fire: Fire, a: number, d: number, each: (key: number, p: number) => void): void {
  const byAttacker = capped(fire.hits(0, a, d), fire.room(1, d));
  const byDefender = capped(fire.hits(1, a, d), fire.room(0, a));
  const attackers = byDefender.map((pd, hd) => (pd > 0 ? fire.land(0, a, hd) : a));
  byAttacker.forEach((pa, ha) => {
    if (pa === 0) return;
    const defender = fire.land(1, d, ha);
    byDefender.forEach((pd, hd) => {
      if (pd > 0) each(pair(attackers[hd] as number, defender), pa * pd);
    });
  });
}

/** One exchange of fire for every pair that `fights`; the others stay as they are. */
export function exchange(mass: Mass, fire: Fire, fights: (a: number, d: number) => boolean): Mass {
  const next: Mass = new Map();
  for (const [key, m] of mass) {
    const a = attackerOf(key);
    const d = defenderOf(key);
    if (fights(a, d)) outcomes(fire, a, d, (to, p) => add(next, to, m * p));
    else add(next, key, m);
  }
  return next;
}

/** Every fleet side `s` may come down to from these, by taking hits. */
function reachable(fire: Fire, s: SideIndex, from: Iterable<number>): number[] {
  const seen = new Set(from);
  const queue = [...seen];
  while (queue.length > 0) {
    const id = queue.pop() as number;
    for (let hits = 1; hits <= fire.room(s, id); hits++) {
      const to = fire.land(s, id, hits);
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return [...seen];
}

/**
 * Rounds until the battle is over. Every hit lowers what its side can still take (`room`), so pairs are
 * followed largest total room first, and the chance that a round changes nothing (nobody hits) is divided
 * out: it only delays what comes next. A pair where neither side can ever hit stays for ever (`endless`).
 * The pairs are held in one array, as the rounds touch most of them.
 */
export function fightOut(
  mass: Mass,
  fire: Fire,
  fights: (a: number, d: number) => boolean,
): { ended: Mass; endless: Mass } {
  const ended: Mass = new Map();
  const endless: Mass = new Map();
  const fleets = ([0, 1] as const).map((s) =>
    reachable(fire, s, [...mass.keys()].map(s === 0 ? attackerOf : defenderOf)),
  ) as [number[], number[]];
  const index = fleets.map((ids) => new Map(ids.map((id, i) => [id, i]))) as [
    Map<number, number>,
    Map<number, number>,
  ];
  const width = fleets[1].length;
  const at = (a: number, d: number) => (index[0].get(a) as number) * width + (index[1].get(d) as number);
  const held = new Float64Array(fleets[0].length * width);
  for (const [key, m] of mass)
    held[at(attackerOf(key), defenderOf(key))] = (held[at(attackerOf(key), defenderOf(key))] as number) + m;
  const pairs = fleets[0].flatMap((a) =>
    fleets[1].map((d) => [a, d, fire.room(0, a) + fire.room(1, d)] as const),
  );
  pairs.sort((x, y) => y[2] - x[2]);
  for (const [a, d] of pairs) {
    const m = held[at(a, d)] as number;
    if (m === 0) continue;
    if (!fights(a, d)) {
      add(ended, pair(a, d), m);
      continue;
    }
    const byAttacker = capped(fire.hits(0, a, d), fire.room(1, d));
    const byDefender = capped(fire.hits(1, a, d), fire.room(0, a));
    const stay = (byAttacker[0] as number) * (byDefender[0] as number);
    if (stay >= 1) {
      add(endless, pair(a, d), m);
      continue;
    }
    const attackers = byDefender.map((_, hd) => (index[0].get(fire.land(0, a, hd)) as number) * width);
    const scale = m / (1 - stay);
    byAttacker.forEach((pa, ha) => {
      if (pa === 0) return;
      const defender = index[1].get(fire.land(1, d, ha)) as number;
      byDefender.forEach((pd, hd) => {
        if (pd > 0 && ha + hd > 0) {
          const to = (attackers[hd] as number) + defender;
          held[to] = (held[to] as number) + scale * pa * pd;
        }
      });
    });
  }
  return { ended, endless };
}
