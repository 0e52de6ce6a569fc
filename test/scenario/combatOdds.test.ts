/**
 * Exact combat odds (engine rules/combat/odds): small battles against a Markov chain worked by hand (each
 * derivation in the comments; a d10 hits at or above the combat value, so a Cruiser (7) hits 0.4 of the
 * time, a Destroyer, Carrier or Fighter (9) 0.2, a Dreadnought (5) 0.6, a Ground Force (8) 0.3, a PDS (6)
 * 0.5); race abilities and technologies asked of the same rules the battle uses; and larger fleets
 * against an independent, seeded simulation written here from the printed rules.
 */
import { describe, expect, it } from "vitest";
import { typedFleetOdds } from "../../src/app/odds.ts";
import type { UnitType } from "../../src/content/index.ts";
import { type CombatOdds, combatOdds } from "../../src/engine/rules/combat/odds/index.ts";
import type { UnitCounts } from "../../src/engine/state.ts";
import { clearGalaxy, homeOf, inward, lab, learn, place } from "../support/tactical.ts";

function odds(
  attacker: UnitCounts,
  defender: UnitCounts,
  invasion = false,
  damaged: UnitCounts = {},
): CombatOdds {
  const result = typedFleetOdds({ units: attacker, damaged }, { units: defender, damaged: {} }, invasion);
  if ("refused" in result) throw new Error(result.refused);
  return result;
}

function expectOdds(actual: CombatOdds, attackerWins: number, defenderWins: number, bothDestroyed: number) {
  expect(actual.attackerWins).toBeCloseTo(attackerWins, 12);
  expect(actual.defenderWins).toBeCloseTo(defenderWins, 12);
  expect(actual.bothDestroyed).toBeCloseTo(bothDestroyed, 12);
  expect(actual.stalemate).toBe(0);
  expect(attackerWins + defenderWins + bothDestroyed).toBeCloseTo(1, 12);
}

describe("odds worked by hand on small fleets (players without race abilities or technologies)", () => {
  it("1 Cruiser against 1 Destroyer", () => {
    // A round: only the Cruiser hits 0.4·0.8 = 0.32, only the Destroyer 0.6·0.2 = 0.12, both 0.08,
    // neither 0.48 (the round is rolled again). Dividing by 0.52: 8/13, 3/13, 2/13.
    const result = odds({ cruiser: 1 }, { destroyer: 1 });
    expectOdds(result, 8 / 13, 3 / 13, 2 / 13);
    // The Cruiser is left exactly when the attacker wins.
    expect(result.survivors[0].cruiser).toBeCloseTo(8 / 13, 12);
    expect(result.before).toEqual([]);
  });

  it("2 Cruisers against 1 Destroyer", () => {
    // From (2, 1): at least one Cruiser hits 1 − 0.6² = 0.64; the Destroyer hits 0.2.
    //   0.64·0.8 = 0.512 and 0.64·0.2 = 0.128: the attacker wins (with 2 or 1 Cruiser);
    //   0.36·0.2 = 0.072: one Cruiser lost, on to (1, 1); 0.36·0.8 = 0.288: again. Divided by 0.712.
    // (1, 1) is the battle above: 8/13, 3/13, 2/13.
    const toOneOne = 0.072 / 0.712;
    expectOdds(
      odds({ cruiser: 2 }, { destroyer: 1 }),
      0.64 / 0.712 + toOneOne * (8 / 13),
      toOneOne * (3 / 13),
      toOneOne * (2 / 13),
    );
  });

  it("1 Dreadnought against 2 Destroyers: the Dreadnought sustains damage first", () => {
    // States: the Dreadnought whole (U) or damaged (D), and the Destroyers left. The Destroyers' hits:
    // 2 dice → 0: 0.64, 1: 0.32, 2: 0.04; 1 die → 0: 0.8, 1: 0.2.
    // (D,1): only the Dreadnought hits 0.6·0.8 = 0.48, only the Destroyer 0.4·0.2 = 0.08, both 0.12,
    //   neither 0.32: 12/17, 2/17, 3/17.
    // (U,1): the Dreadnought hits (0.6): it wins whatever the Destroyer does (damaged at worst); it misses
    //   and is hit (0.08): (D,1); neither (0.32): again. 15/17 wins at once, 2/17 to (D,1):
    //   279/289, 4/289, 6/289.
    // (D,2): it hits and takes none (0.6·0.64 = 0.384): (D,1); it is hit at all (0.36): lost. Divided by
    //   0.744: 16/31 to (D,1), 15/31 lost: 192/527, 287/527, 48/527.
    // (U,2): hit & 0 → (U,1) 0.384; hit & 1 → (D,1) 0.192; hit & 2 → lost 0.024; miss & 1 → (D,2) 0.128;
    //   miss & 2 → lost 0.016; miss & 0 → again 0.256. Divided by 0.744.
    const [u1, d1, d2] = [
      [279 / 289, 4 / 289, 6 / 289],
      [12 / 17, 2 / 17, 3 / 17],
      [192 / 527, 287 / 527, 48 / 527],
    ] as const;
    const mix = (k: 0 | 1 | 2, lost: number) =>
      (0.384 * u1[k] + 0.192 * d1[k] + 0.128 * d2[k] + lost) / 0.744;
    expectOdds(odds({ dreadnought: 1 }, { destroyer: 2 }), mix(0, 0), mix(1, 0.024 + 0.016), mix(2, 0));
    // Damaged before the battle, it starts at (D,2).
    expectOdds(odds({ dreadnought: 1 }, { destroyer: 2 }, false, { dreadnought: 1 }), ...d2);
  });

  it("Anti-Fighter Barrage: 1 Destroyer against 1 Carrier and 1 Fighter", () => {
    // Barrage: 2 dice at 9 at the Fighter: it is lost with 1 − 0.8² = 0.36.
    // Destroyer against the lone Carrier: 0.2 against 0.2: 4/9, 4/9, 1/9.
    // Destroyer against Carrier and Fighter: it hits (0.2), the Fighter goes first; the defender's 2 dice
    //   hit at all 0.36. Hit & none back 0.128 → Destroyer against Carrier; any hit back loses the
    //   Destroyer (0.072 + 0.288); neither 0.512. Divided by 0.488.
    const on = 0.128 / 0.488;
    expectOdds(
      odds({ destroyer: 1 }, { carrier: 1, fighter: 1 }),
      0.36 * (4 / 9) + 0.64 * on * (4 / 9),
      0.36 * (4 / 9) + 0.64 * (0.36 / 0.488 + on * (4 / 9)),
      0.36 * (1 / 9) + 0.64 * on * (1 / 9),
    );
    expect(odds({ destroyer: 1 }, { carrier: 1, fighter: 1 }).before).toEqual(["Anti-Fighter Barrage"]);
  });

  it("PDS fire before a Space Battle: 1 Cruiser against 1 Destroyer and 1 PDS", () => {
    // The PDS (1 die at 6) destroys the Cruiser with 0.5, before any battle; else 8/13, 3/13, 2/13.
    const result = odds({ cruiser: 1 }, { destroyer: 1, pds: 1 });
    expectOdds(result, 0.5 * (8 / 13), 0.5 + 0.5 * (3 / 13), 0.5 * (2 / 13));
    expect(result.before).toEqual(["PDS fire"]);
  });

  it("an invasion: bombardment, then the rounds; a planetary shield stops the Dreadnought", () => {
    // 2 Ground Forces against 1 (0.3 each). (1,1): 0.21, 0.21, both 0.09, neither 0.49: 7/17, 7/17, 3/17.
    // (2,1): the attackers hit at all 0.51: 0.51·0.7 + 0.51·0.3 win; 0.49·0.3 = 0.147 → (1,1); 0.343 again.
    const two = [
      0.51 / 0.657 + (0.147 / 0.657) * (7 / 17),
      (0.147 / 0.657) * (7 / 17),
      (0.147 / 0.657) * (3 / 17),
    ];
    // The Dreadnought bombards (1 die at 5): the defender is gone with 0.6 before any round.
    expectOdds(
      odds({ groundForce: 2, dreadnought: 1 }, { groundForce: 1 }, true),
      0.6 + 0.4 * (two[0] as number),
      0.4 * (two[1] as number),
      0.4 * (two[2] as number),
    );
    // With a PDS on the planet no Dreadnought bombards; the PDS fires at the landing (0.5 to lose one).
    const shielded = odds({ groundForce: 2, dreadnought: 1 }, { groundForce: 1, pds: 1 }, true);
    expectOdds(
      shielded,
      0.5 * (two[0] as number) + 0.5 * (7 / 17),
      0.5 * (two[1] as number) + 0.5 * (7 / 17),
      0.5 * (two[2] as number) + 0.5 * (3 / 17),
    );
    expect(shielded.before).toEqual(["PDS fire at the landing"]);
  });
});

describe("odds with the players' race abilities and technologies, from a system of a game", () => {
  /** Hacan (no combat ability) and another race, each with one ship in the system next to Hacan's home. */
  function table(other: "xxcha" | "norr") {
    const g = lab(["hacan", other, "sol"]);
    clearGalaxy(g);
    const [me, them] = [g.seat.hacan as number, g.seat[other] as number];
    for (const p of g.state.players) p.technologies = [];
    const a = inward(homeOf(g, me));
    return { g, me, them, a };
  }

  it("Xxcha: the opponent's dice get −1 in the first round only", () => {
    const { g, me, them, a } = table("xxcha");
    place(g, me, a, { cruiser: 1 });
    place(g, them, a, { destroyer: 1 });
    // Round 1: the Cruiser needs 8 (0.3): only it 0.24, only the Destroyer 0.14, both 0.06, neither 0.56;
    // then as without Xxcha: 8/13, 3/13, 2/13.
    const result = combatOdds(g.state, {
      kind: "spaceBattle",
      position: a,
      planet: null,
      attacker: me,
      defender: them,
    });
    expectOdds(result, 0.24 + 0.56 * (8 / 13), 0.14 + 0.56 * (3 / 13), 0.06 + 0.56 * (2 / 13));
  });

  it("Sardakk N'orr +1 to every combat roll, and Hylar V Assault Laser +1 to Cruisers", () => {
    const { g, me, them, a } = table("norr");
    place(g, them, a, { cruiser: 1 });
    place(g, me, a, { destroyer: 1 });
    // The N'orr Cruiser attacks and needs 6 (0.5) against 0.2: 0.4, 0.1, 0.1, again 0.4: 2/3, 1/6, 1/6.
    const battle = { kind: "spaceBattle" as const, position: a, planet: null, attacker: them, defender: me };
    expectOdds(combatOdds(g.state, battle), 2 / 3, 1 / 6, 1 / 6);
    // Hylar V: the Hacan Destroyer needs 8 (0.3): 0.35, 0.15, 0.15, again 0.35: 7/13, 3/13, 3/13.
    learn(g, me, "hylar-v-assault-laser");
    expectOdds(combatOdds(g.state, battle), 7 / 13, 3 / 13, 3 / 13);
  });
});

// ---- an independent simulation, from the printed rules (RR §2, §12), for players without abilities

const STATS: Record<
  string,
  { combat: number; dice: number; sustain: boolean; capacity: number; cost: number }
> = {
  warSun: { combat: 3, dice: 3, sustain: true, capacity: 6, cost: 12 },
  dreadnought: { combat: 5, dice: 1, sustain: true, capacity: 0, cost: 5 },
  cruiser: { combat: 7, dice: 1, sustain: false, capacity: 0, cost: 2 },
  carrier: { combat: 9, dice: 1, sustain: false, capacity: 6, cost: 3 },
  destroyer: { combat: 9, dice: 1, sustain: false, capacity: 0, cost: 1 },
  fighter: { combat: 9, dice: 1, sustain: false, capacity: 0, cost: 0.5 },
};

/** mulberry32: a small seeded generator, so the simulation gives the same numbers every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Ship {
  type: string;
  damaged: boolean;
}

function simulate(a: UnitCounts, d: UnitCounts, runs: number, seed: number) {
  const random = generator(seed);
  const d10 = () => 1 + Math.floor(random() * 10);
  const fleet = (units: UnitCounts): Ship[] =>
    Object.entries(units).flatMap(([type, n]) =>
      Array.from({ length: n ?? 0 }, () => ({ type, damaged: false })),
    );
  const hits = (ships: Ship[]) =>
    ships.reduce((n, s) => {
      const st = STATS[s.type] as (typeof STATS)[string];
      for (let i = 0; i < st.dice; i++) if (d10() >= st.combat) n++;
      return n;
    }, 0);
  // The owner damages what can sustain damage, then loses the cheapest ships.
  const take = (ships: Ship[], n: number, only?: string) => {
    let left = n;
    for (const s of ships) {
      if (left === 0 || only || !STATS[s.type]?.sustain || s.damaged) continue;
      s.damaged = true;
      left--;
    }
    const order = ships
      .filter((s) => !only || s.type === only)
      .sort((x, y) => (STATS[x.type]?.cost ?? 0) - (STATS[y.type]?.cost ?? 0));
    const lost = new Set(order.slice(0, left));
    return ships.filter((s) => !lost.has(s));
  };
  const tally = { attackerWins: 0, defenderWins: 0, bothDestroyed: 0 };
  for (let run = 0; run < runs; run++) {
    let [x, y] = [fleet(a), fleet(d)];
    // Anti-Fighter Barrage: 2 dice at 9 per Destroyer, at Fighters only.
    const barrage = (own: Ship[], other: Ship[]) =>
      other.some((s) => s.type === "fighter") ? own.filter((s) => s.type === "destroyer").length * 2 : 0;
    const [bx, by] = [barrage(x, y), barrage(y, x)];
    const roll = (n: number) => Array.from({ length: n }, d10).filter((v) => v >= 9).length;
    [x, y] = [take(x, roll(by), "fighter"), take(y, roll(bx), "fighter")];
    while (x.length > 0 && y.length > 0) {
      const [hx, hy] = [hits(x), hits(y)];
      [x, y] = [take(x, hy), take(y, hx)];
    }
    // Fighters beyond the room of Carriers and War Suns go when the battle ends.
    const supported = (ships: Ship[]) => {
      const room = ships.reduce((n, s) => n + (STATS[s.type]?.capacity ?? 0), 0);
      const fighters = ships.filter((s) => s.type === "fighter").length;
      return ships.length - Math.max(0, fighters - room);
    };
    const [left, right] = [supported(x), supported(y)];
    if (left > 0 && right === 0) tally.attackerWins++;
    else if (right > 0 && left === 0) tally.defenderWins++;
    else tally.bothDestroyed++;
  }
  return {
    attackerWins: tally.attackerWins / runs,
    defenderWins: tally.defenderWins / runs,
    bothDestroyed: tally.bothDestroyed / runs,
  };
}

describe("odds against an independent seeded simulation on larger fleets", () => {
  const battles: [string, UnitCounts, UnitCounts][] = [
    [
      "8 ships a side",
      { dreadnought: 2, cruiser: 3, destroyer: 2, carrier: 1 },
      { dreadnought: 1, cruiser: 2, destroyer: 4, carrier: 1 },
    ],
    [
      "War Sun, Fighters and Barrage",
      { warSun: 1, dreadnought: 2, cruiser: 2, carrier: 1, fighter: 4 },
      { dreadnought: 2, destroyer: 3, cruiser: 2, carrier: 1, fighter: 2 },
    ],
  ];
  it.each(battles)("%s: within sampling error of 20,000 simulated battles", (_name, attacker, defender) => {
    const runs = 20_000;
    const exact = odds(attacker, defender);
    const sampled = simulate(attacker, defender, runs, 23);
    for (const key of ["attackerWins", "defenderWins", "bothDestroyed"] as const) {
      const p = exact[key];
      // Five standard errors: a chance of about one in two million that a correct chain fails.
      const bound = 5 * Math.sqrt((p * (1 - p)) / runs) + 1e-9;
      expect(Math.abs(sampled[key] - p), `${key}: exact ${p}, sampled ${sampled[key]}`).toBeLessThan(bound);
    }
  });

  it("answers an 8-ship battle quickly, and the expected survivors add up", () => {
    const [, attacker, defender] = battles[0] as [string, UnitCounts, UnitCounts];
    odds(attacker, defender);
    const start = performance.now();
    const result = odds(attacker, defender);
    // The bench measures the speed (odds.typicalP50Ms); here only a generous bound on a shared machine.
    expect(performance.now() - start).toBeLessThan(1000);
    const kept = (type: UnitType) => result.survivors[0][type] ?? 0;
    expect(kept("dreadnought")).toBeLessThanOrEqual(2);
    expect(kept("dreadnought")).toBeGreaterThan(result.attackerWins);
  });
});
