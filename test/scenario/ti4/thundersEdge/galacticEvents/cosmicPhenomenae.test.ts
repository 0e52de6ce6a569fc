/**
 * TE Galactic Events: Cosmic Phenomenae (its card as public game aids print it; galacticEvents/cosmicPhenomenae.ts):
 * +3 for a nebula's defender, fighters without a move value out of asteroid field combats, +1 PRODUCTION
 * in or next to a supernova, one more move out of a gravity rift at a removal on 5 or less, and entropic
 * scars adjacent to one another. Each scene is checked with the event and without it, and replayed.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { ti4Neighbours, ti4NeighboursFor } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4CombatOdds } from "../../../../../src/engine/ti4/combat/odds.ts";
import { defenderModifier } from "../../../../../src/engine/ti4/combat/space.ts";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import { producersIn } from "../../../../../src/engine/ti4/production/producers.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { planMovement } from "../../../../../src/engine/ti4/tactical/bot.ts";
import { activateQuietly, create, finishSetup, openSystem, play } from "../../../../support/ti4.ts";
import { eventPosition, moveAccepted, moveRefused } from "../../../../support/ti4EventMoves.ts";
import { HOME, HOME_PLANET, put, SEAT, space, tile } from "../../../../support/ti4Tactical.ts";
import { ACTION, inSpaceCombat, playOut, rolls, type Units } from "../../factions/baseClash.ts";

const EVENT = ["cosmic_phenomenae"] as const;
const CTX = { now: "2026-12-05T00:00:00.000Z" };

/**
 * Seat 0 (as the Hacan: no start-of-combat ability) attacks seat 1 (Nekro) in 309, its tile made `tileId`;
 * both fleets are already there, so the tactical action moves nothing.
 */
function fightIn(
  tileId: string,
  attacker: Units,
  defender: Units,
  events: readonly string[],
  edit: (s: Ti4State) => void = () => {},
) {
  const state = structuredClone(ACTION);
  state.galacticEvents = [...events] as never;
  (state.players[0] as Ti4State["players"][number]).faction = "hacan";
  (state.galaxy as Record<string, { tile: string }>)["309"] = { tile: tileId };
  state.board["309"] = {
    space: [
      { seat: 1, units: defender },
      { seat: 0, units: attacker },
    ],
    planets: {},
    commandTokens: [],
  };
  edit(state);
  return { state, done: playOut(state, { type: "tacticalAction", seat: 0, system: "309" }, inSpaceCombat) };
}

describe("TE Galactic Events: Cosmic Phenomenae, nebulas", () => {
  it("gives the defender in a nebula +3 in place of +1 to its combat rolls, and nothing elsewhere", () => {
    const on = eventPosition(EVENT, (s) => tile(s, "207", "42"));
    const off = eventPosition([], (s) => tile(s, "207", "42"));
    expect(defenderModifier(on, "207")).toBe(3);
    expect(defenderModifier(off, "207")).toBe(1);
    expect(defenderModifier(on, "104")).toBe(0);
    // In a combat: each of Nekro's dice counts 3 more with the event, 1 without; the attacker's count as rolled.
    const fleets = [{ dreadnought: 3 }, { dreadnought: 3 }] as const;
    const combatDice = (events: readonly string[]) =>
      rolls(fightIn("42", { ...fleets[0] }, { ...fleets[1] }, events).done.events)
        .filter((e) => e.roll === "combat")
        .flatMap((e) => e.groups.map((g) => ({ seat: e.seat, ...g })));
    const scored = (g: { rolls: number[]; hitsOn: number }, plus: number) =>
      g.rolls.filter((d) => d + plus >= g.hitsOn).length;
    for (const [events, plus] of [
      [EVENT, 3],
      [[], 1],
    ] as const) {
      const dice = combatDice(events);
      expect(dice.length).toBeGreaterThan(1);
      for (const g of dice) expect(g.hits).toBe(scored(g, g.seat === 1 ? plus : 0));
    }
    // The seed shows the difference: some die of the defender's hits with +3 that +1 would not make.
    expect(combatDice(EVENT).some((g) => g.seat === 1 && scored(g, 3) > scored(g, 1))).toBe(true);
  });
});

describe("TE Galactic Events: Cosmic Phenomenae, asteroid fields", () => {
  it("leaves fighters without a move value out of the space combat: no dice, no hits, anti-fighter barrage's included", () => {
    const { done } = fightIn("44", { destroyer: 2, dreadnought: 2 }, { carrier: 1, fighter: 3 }, EVENT);
    const dice = rolls(done.events);
    // The attacker's destroyers fire their barrage; the defender's fighters never roll.
    expect(dice.some((e) => e.roll === "antiFighterBarrage" && e.seat === 0)).toBe(true);
    expect(dice.filter((e) => e.seat === 1).flatMap((e) => e.groups.map((g) => g.type))).not.toContain(
      "fighter",
    );
    const ended = done.events.findIndex((e) => e.type === "ti4CombatEnded");
    expect(ended).toBeGreaterThan(0);
    // No fighter is lost to a hit while the combat lasts; the combat ends when the carrier is gone.
    const lostInCombat = done.events
      .slice(0, ended)
      .filter((e) => e.type === "ti4UnitsRemoved" && e.seat === 1)
      .map((e) => (e.type === "ti4UnitsRemoved" ? e.units : {}));
    expect(lostInCombat.every((units) => !units.fighter)).toBe(true);
    expect(done.events[ended]).toMatchObject({ winner: 0 });
  });

  it("lets fighters with a move value fight there, and every fighter fights outside the event", () => {
    const fighters = (events: readonly string[], upgrade: boolean) => {
      const fleets = [{ dreadnought: 2 }, { carrier: 1, fighter: 3 }] as const;
      const { done } = fightIn("44", { ...fleets[0] }, { ...fleets[1] }, events, (s) => {
        if (upgrade) (s.players[1] as Ti4State["players"][number]).technologies.push("ff2" as never);
      });
      return rolls(done.events).some((e) => e.seat === 1 && e.groups.some((g) => g.type === "fighter"));
    };
    // Fighter II has a move value: those fighters fight.
    expect(fighters(EVENT, true)).toBe(true);
    expect(fighters([], false)).toBe(true);
    expect(fighters(EVENT, false)).toBe(false);
  });

  it("leaves the fighters that sit out of the combat's odds too, and says so (LRR 78)", () => {
    const odds = (events: readonly string[]) => {
      const { state } = fightIn("44", { dreadnought: 2 }, { carrier: 1, fighter: 3 }, events);
      return ti4CombatOdds(state, { combat: "space", position: "309", attacker: 0, defender: 1 });
    };
    const on = odds(EVENT);
    const off = odds([]);
    expect(on.survivors[1].fighter ?? 0).toBe(0);
    expect(off.survivors[1].fighter ?? 0).toBeGreaterThan(0);
    // Without its fighters' dice and hits the carrier alone stands less chance.
    expect(on.defenderWins).toBeLessThan(off.defenderWins);
    expect(on.unmodelled.join(" ")).toContain("sitting this space combat out");
    expect(off.unmodelled.join(" ")).not.toContain("sitting this space combat out");
  });
});

describe("TE Galactic Events: Cosmic Phenomenae, supernovas", () => {
  /** The active seat's home with a space dock, a supernova (43) next to it or not; the production step open. */
  function atHome(events: readonly string[], supernovaNext: boolean): Ti4State {
    return eventPosition(events as never, (s) => {
      tile(s, "207", supernovaNext ? "43" : "20");
      put(s, HOME, { spaceDock: 1 }, SEAT, HOME_PLANET);
      put(s, HOME, { carrier: 1 });
      (s.players[SEAT] as Ti4State["players"][number]).tradeGoods = 10;
    });
  }

  it("adds 1 to each producing unit's PRODUCTION in or next to a supernova, and lets it produce that much more", () => {
    const base = producersIn(atHome([], true), SEAT, HOME).total;
    expect(producersIn(atHome(EVENT, true), SEAT, HOME).total).toBe(base + 1);
    expect(producersIn(atHome(EVENT, false), SEAT, HOME).total).toBe(base);
    const produce = (s: Ti4State, n: number) => {
      const { state, events } = activateQuietly(s, SEAT, HOME);
      const made = applyCommand<Ti4>(
        state,
        {
          type: "produceUnits",
          seat: SEAT,
          units: { infantry: n },
          payment: { planets: [], tradeGoods: Math.ceil(n / 2) },
        } as never,
        CTX,
      );
      if (made.ok)
        expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...events, ...made.events])).toEqual(
          made.state,
        );
      return made.ok ? null : made.error.code;
    };
    expect(produce(atHome(EVENT, true), base + 1)).toBeNull();
    expect(produce(atHome([], true), base + 1)).toBe("ERR_TI4_PRODUCTION_LIMIT");
    expect(produce(atHome(EVENT, false), base + 1)).toBe("ERR_TI4_PRODUCTION_LIMIT");
  });
});

describe("TE Galactic Events: Cosmic Phenomenae, gravity rifts", () => {
  /** A carrier (move 1) at home; the gravity rift (41) in 207 on its way to 104 and Mecatol Rex (000). */
  const rift = (events: readonly string[]) =>
    eventPosition(events as never, (s) => {
      tile(s, "207", "41");
      s.players[SEAT]!.tokens.fleet = 8;
      put(s, HOME, { carrier: 1, destroyer: 4 });
    });

  it("lets ships leaving a rift take one more move, their rift dice then removing a ship on 5 or less", () => {
    const moves = [
      { from: HOME, units: { carrier: 1, destroyer: 4 }, path: ["207", "104"], riftSurge: true },
    ];
    const moved = moveAccepted(rift(EVENT), "000", moves);
    const rolled = moved.events.filter((e) => e.type === "ti4GravityRiftRolled");
    expect(rolled).toHaveLength(1);
    const roll = rolled[0] as Extract<Ti4Event, { type: "ti4GravityRiftRolled" }>;
    expect(roll.rolls.every((r) => r.hitsOn === 6)).toBe(true);
    const kept = roll.rolls.filter((r) => r.roll >= 6).length;
    const arrived = space(moved.state, "000");
    expect((arrived.carrier ?? 0) + (arrived.destroyer ?? 0)).toBe(kept);
    // Without the surge the carrier (move 1, +1 from the rift) stops short of Mecatol Rex.
    const plain = [{ from: HOME, units: { carrier: 1 }, path: ["207", "104"] }];
    expect(moveRefused(rift(EVENT), "000", plain)[0]).toBe("ERR_TI4_OUT_OF_RANGE");
  });

  it("refuses the surge without the event, and for ships that leave no gravity rift", () => {
    const surge = [{ from: HOME, units: { carrier: 1 }, path: ["207", "104"], riftSurge: true }];
    expect(moveRefused(rift([]), "000", surge).slice(0, 2)).toEqual(["ERR_TI4_RIFT_SURGE", "LRR 41"]);
    const noRift = eventPosition(EVENT, (s) => put(s, HOME, { carrier: 1 }));
    expect(
      moveRefused(noRift, "207", [{ from: HOME, units: { carrier: 1 }, riftSurge: true }]).slice(0, 2),
    ).toEqual(["ERR_TI4_RIFT_SURGE", "LRR 41"]);
  });

  it("checks that the moving ships are there before the surge's path (LRR 58.4)", () => {
    const noRift = eventPosition(EVENT, (s) => put(s, HOME, { carrier: 1 }));
    const absent = [{ from: HOME, units: { carrier: 1, dreadnought: 1 }, riftSurge: true }];
    expect(moveRefused(noRift, "207", absent).slice(0, 2)).toEqual(["ERR_TI4_NO_SUCH_UNITS", "LRR 58.4"]);
  });
  it("has the movement bot take the surge only for a group that could not reach otherwise", () => {
    const planned = (events: readonly string[], active: string) =>
      planMovement(rift(events), SEAT, active, new Set()).filter((m) => m.units.carrier);
    expect(planned(EVENT, "000")).toEqual([
      expect.objectContaining({ from: HOME, units: { carrier: 1 }, riftSurge: true }),
    ]);
    // Within reach, or without the event, no surge.
    expect(planned(EVENT, "104")[0]?.riftSurge).toBeUndefined();
    expect(planned([], "000")).toEqual([]);
  });
});

describe("TE Galactic Events: Cosmic Phenomenae, entropic scars", () => {
  /** A Thunder's Edge game in its action phase, with the event or not, two entropic scars far apart. */
  function scars(events: readonly string[]) {
    const settings = {
      boxes: ["base", "pok", "te"],
      ...(events.length ? { galacticEvents: [...events] } : {}),
    };
    let { state } = finishSetup(create(4, settings as never, "cosmic-1"));
    for (let i = 0; i < 40 && state.phase === "strategy"; i++) {
      const d = pendingDecisions<Ti4>(state)[0];
      const card = d?.choices?.[0];
      if (!d || !card) break;
      state = play(state, { type: "pickStrategyCard", seat: d.seat, card: card as never }).state;
    }
    const s = structuredClone(state);
    const seat = pendingDecisions<Ti4>(s)[0]?.seat as number;
    const a = openSystem(s);
    const b = Object.keys(s.galaxy).find(
      (p) =>
        p !== a &&
        p !== "000" &&
        !ti4Neighbours(s, a).includes(p) &&
        !s.players.some((pl) => pl.home === p) &&
        !s.board[p]?.space.length,
    ) as string;
    s.galaxy = { ...s.galaxy, [a]: { tile: "114" }, [b]: { tile: "116" } };
    s.board[a] = { space: [{ seat, units: { carrier: 1 } }], planets: {}, commandTokens: [] };
    delete s.board[b];
    return { s, seat, a, b };
  }

  it("makes systems holding entropic scars adjacent to one another, for movement too", () => {
    const on = scars(EVENT);
    expect(on.s.galacticEvents).toEqual(["cosmic_phenomenae"]);
    expect(ti4Neighbours(on.s, on.a)).toContain(on.b);
    expect(ti4Neighbours(on.s, on.b)).toContain(on.a);
    expect(ti4NeighboursFor(on.s, on.seat, on.a)).toContain(on.b);
    const move = (g: ReturnType<typeof scars>) => {
      const activated = play(g.s, { type: "tacticalAction", seat: g.seat, system: g.b });
      const moves = [{ from: g.a, units: { carrier: 1 }, path: [] }];
      const moved = applyCommand<Ti4>(activated.state, { type: "moveShips", seat: g.seat, moves }, CTX);
      if (!moved.ok) return moved.error.code;
      const log: Ti4Event[] = [{ type: "gameCreated", state: g.s }, ...activated.events, ...moved.events];
      expect(replayLog<Ti4>(log)).toEqual(moved.state);
      expect(moved.state.board[g.b]?.space.find((f) => f.seat === g.seat)?.units).toEqual({ carrier: 1 });
      return null;
    };
    expect(move(on)).toBeNull();
    const off = scars([]);
    expect(ti4Neighbours(off.s, off.a)).not.toContain(off.b);
    expect(move(off)).not.toBeNull();
  });
});

describe("TE Galactic Events: Cosmic Phenomenae, hits in an asteroid field", () => {
  /** Nekro (seat 1) owes 1 space combat hit in 309, an asteroid field, with a carrier, a cruiser and 3 fighters there. */
  function owing(events: readonly string[], reason: "spaceCombat" | "spaceCannonOffense") {
    const state = structuredClone(ACTION);
    state.galacticEvents = [...events] as never;
    (state.galaxy as Record<string, { tile: string }>)["309"] = { tile: "44" };
    state.board["309"] = {
      space: [{ seat: 1, units: { carrier: 1, cruiser: 1, fighter: 3 } }],
      planets: {},
      commandTokens: [],
    };
    state.stack.push({ kind: "ti4AssignHits", seat: 1, place: { position: "309" }, hits: 1, reason });
    return state;
  }
  const assign = (state: Ti4State, destroy: Units) =>
    applyCommand<Ti4>(state, { type: "assignHits", seat: 1, sustain: {}, destroy } as never, CTX);

  it("refuses a combat hit on a fighter that sits out, and takes it on a fighter outside the event or from space cannon", () => {
    const refused = owing(EVENT, "spaceCombat");
    const before = structuredClone(refused);
    const result = assign(refused, { fighter: 1 });
    expect(result.ok ? null : [result.error.code, result.error.message]).toEqual([
      "ERR_TI4_HIT_NOT_ALLOWED",
      expect.stringContaining("not to fighter"),
    ]);
    expect(refused).toEqual(before);
    for (const state of [owing([], "spaceCombat"), owing(EVENT, "spaceCannonOffense")]) {
      const taken = assign(state, { fighter: 1 });
      if (!taken.ok) throw new Error(taken.error.message);
      expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...taken.events])).toEqual(taken.state);
      expect(taken.state.board["309"]?.space[0]?.units.fighter).toBe(2);
    }
  });
});
