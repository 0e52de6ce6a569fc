/**
 * TE "Breakthroughs and Synergy": Gravleash Maneuvers (Barony of Letnev), one ship's space combat dice +X, X
 * the types of ship its holder has in the combat (thundersEdge/breakthroughs/letnev.ts, combat/oneShip.ts,
 * LRR 18), and non-fighter ships sharing the best move value of the ships leaving their system with them (LRR
 * 58.4c); played, refused with the state unchanged, replayed (run and answer check the replay).
 */
import { describe, expect, it } from "vitest";
import { systemAt, ti4Neighbours } from "../../../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4DiceGroup } from "../../../../../src/engine/ti4/combat/dice.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../../../src/engine/ti4/state.ts";
import { checkMovement } from "../../../../../src/engine/ti4/tactical/moveCheck.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { emptySystems, fight, put, refusal } from "../../../../support/ti4FactionBoard.ts";

const RULE = "TE Breakthroughs and Synergy: Gravleash Maneuvers";

type Player = Ti4State["players"][number];

/** The Letnev (seat 0) attacks the Sol (seat 1) in an empty system. */
function battle(options: { card: boolean; letnev: Ti4UnitCounts; sol?: Ti4UnitCounts }) {
  let at = "";
  const state = eventGame(["letnev", "sol", "xxcha"], [], 0, (s) => {
    if (options.card) (s.players[0] as Player).breakthrough = "letnevbt";
    at = emptySystems(s)[0] as string;
    put(s, at, 0, options.letnev);
    put(s, at, 1, options.sol ?? { dreadnought: 2 });
  }).state;
  return { state, at };
}

/** The Letnev's dice groups of the first round, by kind of roll. */
function letnevGroups(options: { card: boolean; letnev: Ti4UnitCounts; sol?: Ti4UnitCounts }) {
  const { state, at } = battle(options);
  const { events } = fight(state, 0, at);
  const of = (roll: string): Ti4DiceGroup[] =>
    events.flatMap((e) => (e.type === "ti4DiceRolled" && e.seat === 0 && e.roll === roll ? e.groups : []));
  return { combat: of("combat"), barrage: of("antiFighterBarrage") };
}

describe(`${RULE} (Letnev): one ship's space combat dice`, () => {
  it("gives one cruiser +3 for three types of ship (LRR 18): its dice split off with the bonus", () => {
    const { combat } = letnevGroups({ card: true, letnev: { cruiser: 2, destroyer: 1, carrier: 1 } });
    const cruisers = combat.filter((g) => g.type === "cruiser");
    expect(cruisers.map((g) => [g.units, g.rolls.length, g.oneShip ?? 0, g.modifier ?? 0])).toEqual([
      [1, 1, 3, 3],
      [1, 1, 0, 0],
    ]);
    expect(combat.filter((g) => g.oneShip).length).toBe(1);
    // Each die's hit is read with the ship's bonus.
    const [one] = cruisers;
    expect(one?.hits).toBe(one?.rolls.filter((d) => d + 3 >= 7).length);
  });

  it("gives it to the ship whose dice gain most: a cruiser over a dreadnought a 10 caps", () => {
    // Five types: the dreadnought (5) gains 4 faces, the cruiser (7) 5; the cruiser is first among those.
    const { combat } = letnevGroups({
      card: true,
      letnev: { dreadnought: 1, cruiser: 1, carrier: 1, destroyer: 1, fighter: 1 },
    });
    expect(combat.filter((g) => g.oneShip).map((g) => [g.type, g.oneShip])).toEqual([["cruiser", 5]]);
  });

  it("adds nothing without the card, and nothing to a unit ability such as anti-fighter barrage (LRR 77.3d)", () => {
    const plain = letnevGroups({ card: false, letnev: { cruiser: 2, destroyer: 1 } });
    expect(plain.combat.some((g) => g.oneShip || g.modifier)).toBe(false);
    const barrage = letnevGroups({
      card: true,
      letnev: { cruiser: 1, destroyer: 1 },
      sol: { dreadnought: 1, fighter: 2 },
    }).barrage;
    expect(barrage.length).toBeGreaterThan(0);
    expect(barrage.some((g) => g.oneShip || g.modifier)).toBe(false);
  });

  it("is no action of its own: using it is refused, the state unchanged", () => {
    const { state } = battle({ card: true, letnev: { cruiser: 1 } });
    expect(refusal(state, { type: "useBreakthrough", seat: 0 })).toEqual([
      "ERR_TI4_BREAKTHROUGH_ELSEWHERE",
      "TE Breakthroughs and Synergy",
    ]);
  });
});

describe(`${RULE} (Letnev): a shared move value (LRR 58.4c)`, () => {
  /** Empty systems that are no anomaly: `start`, `a` and `active`, `active` two systems from `start`. */
  function approach(options: { card: boolean; units: Ti4UnitCounts; elsewhere?: Ti4UnitCounts }) {
    let path: string[] = [];
    let side = "";
    const state = eventGame(["letnev", "sol", "xxcha"], [], 0, (s) => {
      if (options.card) (s.players[0] as Player).breakthrough = "letnevbt";
      const empty = new Set(emptySystems(s).filter((p) => (systemAt(s, p)?.anomalies.length ?? 1) === 0));
      for (const start of empty)
        for (const a of ti4Neighbours(s, start).filter((p) => empty.has(p)))
          for (const active of ti4Neighbours(s, a).filter((p) => empty.has(p)))
            if (path.length === 0 && active !== start && !ti4Neighbours(s, start).includes(active))
              path = [start, a, active];
      side = ti4Neighbours(s, path[1] as string).find((p) => empty.has(p) && !path.includes(p)) ?? "";
      put(s, path[0] as string, 0, options.units);
      if (options.elsewhere) put(s, side, 0, options.elsewhere);
    }).state;
    const [from, a, active] = path as [string, string, string];
    if (options.elsewhere) expect(side).not.toBe("");
    return {
      check: (units: Ti4UnitCounts, withSide?: Ti4UnitCounts) =>
        checkMovement(state, 0, active, [
          { from, units, path: [a] },
          ...(withSide ? [{ from: side, units: withSide }] : []),
        ]),
    };
  }
  const refused = (r: unknown) => (r as { code?: string }).code;

  it("lets a dreadnought (move 1) go 2 systems beside a cruiser (move 2) leaving with it; not without the card", () => {
    const both = { dreadnought: 1, cruiser: 1 };
    expect(Array.isArray(approach({ card: true, units: both }).check(both))).toBe(true);
    expect(refused(approach({ card: false, units: both }).check(both))).toBe("ERR_TI4_OUT_OF_RANGE");
  });

  it("shares nothing with ships that stay behind or leave another system", () => {
    const both = { dreadnought: 1, cruiser: 1 };
    expect(refused(approach({ card: true, units: both }).check({ dreadnought: 1 }))).toBe(
      "ERR_TI4_OUT_OF_RANGE",
    );
    const apart = approach({ card: true, units: { dreadnought: 1 }, elsewhere: { cruiser: 1 } });
    expect(refused(apart.check({ dreadnought: 1 }, { cruiser: 1 }))).toBe("ERR_TI4_OUT_OF_RANGE");
  });
});
