/**
 * TE "Breakthroughs and Synergy": Imperator (Winnu), each combat roll +1 per Support for the Throne the
 * opponent holds (thundersEdge/breakthroughs/winnu.ts, LRR 18), and one ship +1 move into a legendary system
 * (LRR 58.4c, as Gravity Drive's); played, refused with the state unchanged, replayed (run and answer check
 * the replay).
 */
import { describe, expect, it } from "vitest";
import { mecatolPosition, systemAt, ti4Neighbours } from "../../../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { checkMovement } from "../../../../../src/engine/ti4/tactical/moveCheck.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { emptySystems, fight, put, refusal } from "../../../../support/ti4FactionBoard.ts";

const RULE = "TE Breakthroughs and Synergy: Imperator";

type Player = Ti4State["players"][number];

/** The Winnu (seat 0) attacks the Sol (seat 1) in an empty system; Sol holds `supports` Supports. */
function battle(options: { card: boolean; supports: number; held?: 1 | 2 }) {
  let at = "";
  const state = eventGame(["winnu", "sol", "xxcha"], [], 0, (s) => {
    const winnu = s.players[0] as Player;
    if (options.card) winnu.breakthrough = "winnubt";
    const holder = s.players[options.held ?? 1] as Player;
    holder.promissoryPlayArea = [
      { note: "support_for_the_throne", owner: 0 },
      { note: "support_for_the_throne", owner: 2 },
    ].slice(0, options.supports);
    at = emptySystems(s)[0] as string;
    put(s, at, 0, { cruiser: 2 });
    put(s, at, 1, { dreadnought: 2 });
  }).state;
  return { state, at };
}

/** The modifier each side's combat dice carried in the first round. */
function modifiers(options: { card: boolean; supports: number; held?: 1 | 2 }) {
  const { state, at } = battle(options);
  const started = fight(state, 0, at);
  const rolled = started.events.filter((e) => e.type === "ti4DiceRolled" && e.roll === "combat");
  const by = (seat: number) =>
    rolled.flatMap((e) => (e.type === "ti4DiceRolled" && e.seat === seat ? e.groups : []))[0]?.modifier ?? 0;
  expect(rolled.length).toBeGreaterThan(0);
  return [by(0), by(1)];
}

describe(`${RULE} (Winnu)`, () => {
  it("adds 1 to each combat die per Support for the Throne the opponent holds, whoever's colour", () => {
    expect(modifiers({ card: true, supports: 1 })).toEqual([1, 0]);
    expect(modifiers({ card: true, supports: 2 })).toEqual([2, 0]);
  });

  it("adds nothing without the card, without Supports, or for Supports a third player holds", () => {
    expect(modifiers({ card: false, supports: 2 })).toEqual([0, 0]);
    expect(modifiers({ card: true, supports: 0 })).toEqual([0, 0]);
    expect(modifiers({ card: true, supports: 2, held: 2 })).toEqual([0, 0]);
  });

  it("is no action of its own: using it is refused, the state unchanged", () => {
    const { state } = battle({ card: true, supports: 1 });
    expect(refusal(state, { type: "useBreakthrough", seat: 0 })).toEqual([
      "ERR_TI4_BREAKTHROUGH_ELSEWHERE",
      "TE Breakthroughs and Synergy",
    ]);
  });
});

describe(`${RULE} (Winnu): one ship's +1 move into a legendary system`, () => {
  /**
   * The Winnu's cruisers (move 2) three systems from Mecatol Rex (TE's, a legendary planet), on an empty
   * path of systems that are no anomaly.
   */
  function approach(options: { card: boolean; cruisers: number; gd?: boolean }) {
    let path: string[] = [];
    const state = eventGame(["winnu", "sol", "xxcha"], [], 0, (s) => {
      const winnu = s.players[0] as Player;
      if (options.card) winnu.breakthrough = "winnubt";
      if (options.gd) winnu.technologies = [...winnu.technologies, "gd"];
      // Empty systems that are no anomaly (a gravity rift's +1 would blur the count).
      const empty = new Set(emptySystems(s).filter((p) => (systemAt(s, p)?.anomalies.length ?? 1) === 0));
      const mecatol = mecatolPosition(s) as string;
      for (const b of ti4Neighbours(s, mecatol).filter((p) => empty.has(p)))
        for (const a of ti4Neighbours(s, b).filter((p) => empty.has(p) && p !== mecatol))
          for (const start of ti4Neighbours(s, a).filter((p) => empty.has(p)))
            if (
              path.length === 0 &&
              !ti4Neighbours(s, start).includes(mecatol) &&
              start !== b &&
              start !== mecatol
            )
              path = [start, a, b, mecatol];
      put(s, path[0] as string, 0, { cruiser: options.cruisers });
    }).state;
    const [from, a, b, mecatol] = path as [string, string, string, string];
    const move = (cruisers: number) => [{ from, units: { cruiser: cruisers }, path: [a, b] }];
    return { check: (cruisers: number) => checkMovement(state, 0, mecatol, move(cruisers)) };
  }
  const refused = (r: unknown) => (r as { code?: string }).code;

  it("lets one cruiser move 3 into Mecatol Rex with the card, none without it", () => {
    expect(Array.isArray(approach({ card: true, cruisers: 1 }).check(1))).toBe(true);
    expect(refused(approach({ card: false, cruisers: 1 }).check(1))).toBe("ERR_TI4_OUT_OF_RANGE");
  });

  it("gives one ship only; with Gravity Drive too, two ships", () => {
    expect(refused(approach({ card: true, cruisers: 2 }).check(2))).toBe("ERR_TI4_OUT_OF_RANGE");
    expect(Array.isArray(approach({ card: true, cruisers: 2, gd: true }).check(2))).toBe(true);
    expect(refused(approach({ card: false, cruisers: 2, gd: true }).check(2))).toBe("ERR_TI4_OUT_OF_RANGE");
  });
});
