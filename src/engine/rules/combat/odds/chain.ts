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
}

/** Where the pair (a, d) goes in one exchange: both sides fire at once and each takes the other's hits. */
function outcomes(fire: Fire, a: number, d: number, each: (key: number, p: number) => void): void {
  const byAttacker = fire.hits(0, a, d);
  const byDefender = fire.hits(1, a, d);
  byAttacker.forEach((pa, ha) => {
    if (pa === 0) return;
    const defender = fire.land(1, d, ha);
    byDefender.forEach((pd, hd) => {
      if (pd > 0) each(pair(fire.land(0, a, hd), defender), pa * pd);
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

/**
 * Rounds until the battle is over. Every hit lowers what its side can still take (`room`), so pairs are
 * followed largest total room first, and the chance that a round changes nothing (nobody hits) is divided
 * out: it only delays what comes next. A pair where neither side can ever hit stays for ever (`endless`).
 */
export function fightOut(
  mass: Mass,
  fire: Fire,
  fights: (a: number, d: number) => boolean,
  room: (a: number, d: number) => number,
): { ended: Mass; endless: Mass } {
  const ended: Mass = new Map();
  const endless: Mass = new Map();
  const buckets = new Map<number, Mass>();
  const put = (key: number, p: number) => {
    const size = room(attackerOf(key), defenderOf(key));
    const bucket = buckets.get(size) ?? new Map();
    buckets.set(size, bucket);
    add(bucket, key, p);
  };
  for (const [key, m] of mass) put(key, m);
  while (buckets.size > 0) {
    const largest = Math.max(...buckets.keys());
    const bucket = buckets.get(largest) as Mass;
    buckets.delete(largest);
    for (const [key, m] of bucket) {
      const a = attackerOf(key);
      const d = defenderOf(key);
      if (!fights(a, d)) {
        add(ended, key, m);
        continue;
      }
      const moves: [number, number][] = [];
      let stay = 0;
      outcomes(fire, a, d, (to, p) => {
        if (to === key) stay += p;
        else moves.push([to, p]);
      });
      if (moves.length === 0) add(endless, key, m);
      else for (const [to, p] of moves) put(to, (m * p) / (1 - stay));
    }
  }
  return { ended, endless };
}
