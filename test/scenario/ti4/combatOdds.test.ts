/**
 * The exact odds of a TI4 combat (engine/ti4/combat/odds.ts), for /ti odds: space combat (LRR 78) with
 * the first round's anti-fighter barrage (LRR 10) and SUSTAIN DAMAGE (LRR 87), ground combat (LRR 42),
 * each unit's values read off the sheet its player has (LRR 96: upgrades, faction units). Rows worked by
 * hand; the state handed in is never changed.
 */
import { describe, expect, it } from "vitest";
import { ti4CombatOdds } from "../../../src/engine/ti4/combat/odds.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../src/engine/ti4/state.ts";
import { giveFaction } from "../../support/ti4GiveFaction.ts";
import { HOME, HOME_PLANET, learnFor, position, put } from "../../support/ti4Tactical.ts";

const ATTACKER = 3;
const DEFENDER = 0;

/** Two fleets meeting in the emptied home system (no anomaly), Xxcha attacking Winnu. */
function meeting(mine: Ti4UnitCounts, theirs: Ti4UnitCounts, edit: (s: Ti4State) => void = () => {}) {
  return position((s) => {
    giveFaction(s, ATTACKER, "xxcha");
    giveFaction(s, DEFENDER, "winnu");
    (s.players[DEFENDER] as Ti4State["players"][number]).technologies = [];
    put(s, HOME, mine, ATTACKER);
    put(s, HOME, theirs, DEFENDER);
    edit(s);
  });
}

const space = { combat: "space" as const, position: HOME, attacker: ATTACKER, defender: DEFENDER };

describe("TI4 odds of a space combat (LRR 78)", () => {
  it.each([
    // Each cruiser hits on 7 (0.4 a round): a round where both miss changes nothing.
    ["cruiser against cruiser", { cruiser: 1 }, { cruiser: 1 }, [0.24 / 0.64, 0.24 / 0.64, 0.16 / 0.64]],
    // The dreadnought (5, 0.6) sustains one hit first (LRR 87): worked by hand from its two states.
    [
      "a dreadnought sustains damage before it is destroyed",
      { dreadnought: 1 },
      { cruiser: 1 },
      [
        0.6 / 0.76 + (0.16 / 0.76) * (0.36 / 0.76),
        (0.16 / 0.76) * (0.16 / 0.76),
        (0.16 / 0.76) * (0.24 / 0.76),
      ],
    ],
  ])("%s", (_name, mine, theirs, [attacker, defender, both]) => {
    const state = meeting(mine, theirs);
    const before = structuredClone(state);
    const odds = ti4CombatOdds(state, space);
    expect(odds.attackerWins).toBeCloseTo(attacker as number, 10);
    expect(odds.defenderWins).toBeCloseTo(defender as number, 10);
    expect(odds.bothDestroyed).toBeCloseTo(both as number, 10);
    expect(odds.stalemate).toBe(0);
    expect(odds.before).toEqual([]);
    expect(state).toEqual(before);
  });

  it("reads the unit upgrade the player owns (Cruiser II hits on 6, LRR 96.4)", () => {
    const plain = ti4CombatOdds(meeting({ cruiser: 1 }, { cruiser: 1 }), space);
    const upgraded = ti4CombatOdds(
      meeting({ cruiser: 1 }, { cruiser: 1 }, (s) => learnFor(s, ATTACKER, "cr2")),
      space,
    );
    // 0.5 against 0.4 a round.
    expect(upgraded.attackerWins).toBeCloseTo(0.3 / 0.7, 10);
    expect(upgraded.attackerWins).toBeGreaterThan(plain.attackerWins);
  });

  it("opens with anti-fighter barrage on fighters alone (LRR 78.3, 10)", () => {
    // A destroyer's barrage: 2 dice on 9 (0.2 each); two fighters (9) and the destroyer (9) then fight.
    const odds = ti4CombatOdds(meeting({ destroyer: 1 }, { fighter: 2 }), space);
    expect(odds.before).toEqual(["anti-fighter barrage"]);
    const withoutBarrage = ti4CombatOdds(meeting({ cruiser: 1 }, { fighter: 2 }), space);
    expect(withoutBarrage.before).toEqual([]);
    const total = odds.attackerWins + odds.defenderWins + odds.bothDestroyed + odds.stalemate;
    expect(total).toBeCloseTo(1, 10);
    // If the barrage takes both fighters (0.04) the destroyer has won before the rounds.
    expect(odds.attackerWins).toBeGreaterThan(0.04);
    expect(odds.survivors[1].fighter ?? 0).toBeLessThan(2);
  });

  it("keeps a damaged unit damaged: it cannot sustain again (LRR 87)", () => {
    const fresh = ti4CombatOdds(meeting({ dreadnought: 1 }, { cruiser: 1 }), space);
    const hurt = meeting({ dreadnought: 1 }, { cruiser: 1 }, (s) => {
      const force = s.board[HOME]?.space.find((f) => f.seat === ATTACKER);
      if (force) force.damaged = { dreadnought: 1 };
    });
    const odds = ti4CombatOdds(hurt, space);
    // Damaged, the dreadnought (0.6) and the cruiser (0.4) trade single hits; both miss 0.24 of the rounds.
    expect(odds.attackerWins).toBeCloseTo(0.36 / 0.76, 10);
    expect(odds.attackerWins).toBeLessThan(fresh.attackerWins);
  });

  it("gives the defender the nebula's +1 (LRR 59)", () => {
    const plain = ti4CombatOdds(meeting({ cruiser: 1 }, { cruiser: 1 }), space);
    const nebula = ti4CombatOdds(
      meeting({ cruiser: 1 }, { cruiser: 1 }, (s) => {
        (s.galaxy as Record<string, { tile: string }>)[HOME] = { tile: "42" };
      }),
      space,
    );
    expect(nebula.defenderWins).toBeGreaterThan(plain.defenderWins);
  });
});

describe("TI4 odds of a ground combat (LRR 42)", () => {
  it("fights the ground forces on the planet; a mech sustains damage (LRR 87)", () => {
    const state = position((s) => {
      giveFaction(s, ATTACKER, "xxcha");
      giveFaction(s, DEFENDER, "winnu");
      put(s, HOME, { infantry: 1 }, ATTACKER, HOME_PLANET);
      put(s, HOME, { infantry: 1 }, DEFENDER, HOME_PLANET);
    });
    const ground = {
      combat: "ground" as const,
      position: HOME,
      planet: HOME_PLANET,
      attacker: 3,
      defender: 0,
    };
    // Infantry hit on 8 (0.3 a round).
    const odds = ti4CombatOdds(state as never, ground as never);
    expect(odds.attackerWins).toBeCloseTo(0.21 / 0.51, 10);
    expect(odds.bothDestroyed).toBeCloseTo(0.09 / 0.51, 10);
  });
});

describe("TI4 odds count what fires before the rounds", () => {
  const groundOn = {
    combat: "ground" as const,
    position: HOME,
    planet: HOME_PLANET as never,
    attacker: ATTACKER,
    defender: DEFENDER,
  };
  const cruiserDuel = 0.24 / 0.64;

  it.each([
    // The defender's PDS hits on 6 (0.5): a miss leaves the cruiser duel.
    ["the defender's PDS fires at the attacker's ships (LRR 77.5a)", DEFENDER, [], 0.5 * cruiserDuel],
    // Antimass Deflectors: the PDS needs 7 against the attacker's ships (0.4).
    ["Antimass Deflectors gives the PDS -1 against its owner's ships", DEFENDER, ["amd"], 0.6 * cruiserDuel],
    // The attacker's own PDS fires first, at the defender's ships (LRR 77.5b).
    ["the attacker's PDS fires at the defender's ships", ATTACKER, [], 0.5 + 0.5 * cruiserDuel],
  ])("space cannon offense before a space combat: %s", (_name, owner, techs, attackerWins) => {
    const state = meeting({ cruiser: 1 }, { cruiser: 1 }, (s) => {
      put(s, HOME, { pds: 1 }, owner as number, HOME_PLANET);
      learnFor(s, ATTACKER, ...(techs as string[]));
    });
    const before = structuredClone(state);
    const odds = ti4CombatOdds(state, space);
    expect(odds.before).toEqual(["space cannon offense"]);
    expect(odds.attackerWins).toBeCloseTo(attackerWins as number, 10);
    const total = odds.attackerWins + odds.defenderWins + odds.bothDestroyed + odds.stalemate;
    expect(total).toBeCloseTo(1, 10);
    expect(state).toEqual(before);
  });

  /** One infantry each on the planet, the attacker's ships above it. */
  function invasion(ships: Ti4UnitCounts, edit: (s: Ti4State) => void = () => {}) {
    return position((s) => {
      giveFaction(s, ATTACKER, "xxcha");
      giveFaction(s, DEFENDER, "winnu");
      put(s, HOME, ships, ATTACKER);
      put(s, HOME, { infantry: 1 }, ATTACKER, HOME_PLANET);
      put(s, HOME, { infantry: 1 }, DEFENDER, HOME_PLANET);
      edit(s);
    });
  }
  const infantryDuel = 0.21 / 0.51;

  it("a dreadnought bombards the planet before the ground combat (LRR 15)", () => {
    const odds = ti4CombatOdds(invasion({ dreadnought: 1 }), groundOn);
    expect(odds.before).toEqual(["bombardment"]);
    // Its bombardment hits on 5 (0.6) and destroys the lone defender; a miss leaves the infantry duel.
    expect(odds.attackerWins).toBeCloseTo(0.6 + 0.4 * infantryDuel, 10);
    const carrier = ti4CombatOdds(invasion({ carrier: 1 }), groundOn);
    expect(carrier.before).toEqual([]);
    expect(carrier.attackerWins).toBeCloseTo(infantryDuel, 10);
  });

  it("a planetary shield keeps the bombardment off the planet (LRR 65)", () => {
    const shielded = invasion({ dreadnought: 1 }, (s) => put(s, HOME, { pds: 1 }, DEFENDER, HOME_PLANET));
    const odds = ti4CombatOdds(shielded, groundOn);
    expect(odds.before).toEqual([]);
    expect(odds.attackerWins).toBeCloseTo(infantryDuel, 10);
  });

  it("the Naalu's fighters committed as ground forces fight on the planet (the Matriarch, LRR 42)", () => {
    const naalu = (fighters: number) =>
      invasion({ flagship: 1 }, (s) => {
        giveFaction(s, ATTACKER, "naalu");
        if (fighters > 0) put(s, HOME, { fighter: fighters }, ATTACKER, HOME_PLANET);
      });
    const plain = ti4CombatOdds(naalu(0), groundOn);
    const odds = ti4CombatOdds(naalu(1), groundOn);
    expect(plain.attackerWins).toBeCloseTo(infantryDuel, 10);
    // The fighter rolls with the infantry (8: 0.3), and it takes hits as the infantry does.
    expect(odds.attackerWins).toBeGreaterThan(plain.attackerWins);
    expect(odds.survivors[0].fighter ?? 0).toBeGreaterThan(0);
  });
});
