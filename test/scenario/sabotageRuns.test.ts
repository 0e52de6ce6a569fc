/**
 * Sabotage Runs (RR §24.5, a base-game option; options/sabotageRuns.ts): the Hacan attack Sol's War Sun
 * next door with a Carrier full of Fighters. Right after Anti-Fighter Barrage the attacker, then the
 * defender, may send Fighters at the enemy's War Suns: 9+ gets a Fighter through, then the Fighters through
 * roll one at a time, a 10 destroying the War Sun and any other result losing that Fighter. The dice are
 * scripted by choosing the generator's seed before the command that rolls them.
 */
import { describe, expect, it } from "vitest";
import type { Box, OptionId, RaceId, TechId } from "../../src/content/index.ts";
import { botCommand, playOut } from "../../src/engine/bot/policy.ts";
import { shoppingList } from "../../src/engine/bot/production.ts";
import { plansWarSuns, researchOrder } from "../../src/engine/bot/warSuns.ts";
import { type Command, createGame, type GameEvent, replay } from "../../src/engine/index.ts";
import type { UnitCounts } from "../../src/engine/state.ts";
import {
  CTX,
  expectReplayMatches,
  passActionWindows,
  play,
  refuse,
  seatToAnswer,
} from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  lab,
  learn,
  place,
  scriptDice,
  space,
  waitingOn,
} from "../support/tactical.ts";

/** Sol holds `defence` in the system next to the Hacan Home System, where the Hacan keep `attack`. */
function sabotageLab(defence: UnitCounts, attack: UnitCounts, races: RaceId[] = ["hacan", "sol", "letnev"]) {
  const g = lab(races, { settings: { options: ["sabotageRuns"] } });
  clearGalaxy(g);
  const me = g.seat[races[0] as RaceId] as number;
  const sol = g.seat.sol as number;
  const h = homeOf(g, me);
  const a = inward(h);
  place(g, sol, a, defence);
  place(g, me, h, attack);
  return Object.assign(g, { me, sol, h, a });
}
type SabotageLab = ReturnType<typeof sabotageLab>;

/** The Hacan move these ships in (`dice` roll next: Anti-Fighter Barrage's); the windows pass. */
function attack(g: SabotageLab, ships: UnitCounts, dice: number[] = []): void {
  play(g, { type: "tacticalAction", seat: g.me, position: g.a });
  passActionWindows(g);
  if (dice.length > 0) scriptDice(g, dice);
  play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: ships }] });
  // PDS in range (Sardakk N'orr's Deep Space Cannon) hold their fire.
  while (waitingOn(g).includes("firePds"))
    play(g, { type: "firePds", seat: seatToAnswer(g, "firePds"), fire: false });
  passActionWindows(g);
}

/** What the runs destroyed, in order: [owner, units]. */
const sabotaged = (g: SabotageLab) =>
  g.events.flatMap((e) =>
    e.type === "unitsRemoved" && e.reason.startsWith("sabotage run") ? [[e.seat, e.units]] : [],
  );

type Rolled = Extract<GameEvent, { type: "combatRolled" }>;
const runDice = (g: SabotageLab) =>
  g.events.filter((e): e is Rolled => e.type === "combatRolled" && e.roll === "sabotageRun");

const FLEET = { carrier: 1, fighter: 4 };

describe("a sabotage run (RR §24.5)", () => {
  it("is offered to the attacker before the first round, with his Fighters and the enemy's War Suns", () => {
    const g = sabotageLab({ warSun: 1 }, FLEET);
    attack(g, FLEET);
    expect(waitingOn(g)).toEqual(["sabotageRuns"]);
    expect(g.events.some((e) => e.type === "combatRolled" && e.roll === "spaceBattle")).toBe(false);
  });

  it("loses the Fighters stopped at the outer defences; a 10 from one through destroys the War Sun", () => {
    const g = sabotageLab({ warSun: 1 }, FLEET);
    attack(g, FLEET);
    // Outer defences: two of three through (9, 10), one shot down (4); the first through rolls a 10.
    scriptDice(g, [9, 10, 4, 10]);
    play(g, { type: "sabotageRuns", seat: g.me, runs: [3] });
    const [defences, first] = runDice(g);
    expect(defences?.dice.map((d) => d.needed)).toEqual([9, 9, 9]);
    expect(first?.dice.map((d) => d.needed)).toEqual([10]);
    expect(runDice(g)).toHaveLength(2);
    // One Fighter lost; the one not needed stays, with the Fighter kept out of the run: Sol has no ship left.
    expect(sabotaged(g)).toEqual([
      [g.me, { fighter: 1 }],
      [g.sol, { warSun: 1 }],
    ]);
    expect(space(g, g.a, g.sol)).toEqual({});
    expect(space(g, g.a, g.me)).toEqual({ carrier: 1, fighter: 3 });
    expectReplayMatches(g);
  });

  it("loses each Fighter through that misses the 10, one at a time", () => {
    const g = sabotageLab({ warSun: 1 }, FLEET);
    attack(g, FLEET);
    // Both through (9, 9); the first misses (3) and is lost, the second misses (9) and is lost.
    scriptDice(g, [9, 9, 3, 9]);
    play(g, { type: "sabotageRuns", seat: g.me, runs: [2] });
    expect(runDice(g).map((r) => r.dice.length)).toEqual([2, 1, 1]);
    expect(sabotaged(g)).toEqual([
      [g.me, { fighter: 1 }],
      [g.me, { fighter: 1 }],
    ]);
    expectReplayMatches(g);
  });

  it("is not a combat roll: Sardakk N'orr's +1 changes none of its dice", () => {
    const g = sabotageLab({ warSun: 1 }, FLEET, ["norr", "sol", "letnev"]);
    attack(g, FLEET);
    scriptDice(g, [8, 9]);
    play(g, { type: "sabotageRuns", seat: g.me, runs: [1] });
    expect(runDice(g).map((r) => r.dice.map((d) => [d.value, d.needed, d.hit]))).toEqual([[[8, 9, false]]]);
  });

  it("splits the Fighters into one run per War Sun, each against its own", () => {
    const g = sabotageLab({ warSun: 2 }, FLEET);
    attack(g, FLEET);
    // Run 1 (2 Fighters): one through, who rolls a 10. Run 2 (2 Fighters): both shot down.
    scriptDice(g, [10, 1, 10, 2, 3]);
    play(g, { type: "sabotageRuns", seat: g.me, runs: [2, 2] });
    expect(runDice(g).map((r) => r.dice.length)).toEqual([2, 1, 2]);
    expect(sabotaged(g)).toEqual([
      [g.me, { fighter: 1 }],
      [g.sol, { warSun: 1 }],
      [g.me, { fighter: 2 }],
    ]);
    expectReplayMatches(g);
  });

  it("flies at an undamaged War Sun while one is left, and sinks the cargo with it", () => {
    const g = sabotageLab({ warSun: 2, groundForce: 8 }, FLEET);
    given(g, { type: "unitsDamaged", seat: g.sol, position: g.a, units: { warSun: 1 } });
    attack(g, FLEET);
    scriptDice(g, [10, 10]);
    play(g, { type: "sabotageRuns", seat: g.me, runs: [1] });
    const destroyed = g.events.find((e) => e.type === "unitsRemoved" && e.reason === "sabotage run");
    expect(destroyed).toMatchObject({ units: { warSun: 1 } });
    expect(destroyed && "damaged" in destroyed).toBe(false);
    // The War Sun left carries 6: two Ground Forces go down with the one destroyed (RR §2.3).
    const sunk = g.events.find(
      (e) => e.type === "unitsRemoved" && e.reason === "lost with the ships carrying them",
    );
    expect(sunk).toMatchObject({ seat: g.sol, units: { groundForce: 2 } });
    expectReplayMatches(g);
  });

  it("refuses more runs than War Suns, a run without Fighters, or Fighters not there", () => {
    const g = sabotageLab({ warSun: 1 }, FLEET);
    attack(g, FLEET);
    refuse(g, { type: "sabotageRuns", seat: g.me, runs: [2, 2] }, "ERR_SABOTAGE_TARGETS");
    refuse(g, { type: "sabotageRuns", seat: g.me, runs: [0] }, "ERR_SABOTAGE_FIGHTERS");
    refuse(g, { type: "sabotageRuns", seat: g.me, runs: [5] }, "ERR_SABOTAGE_FIGHTERS");
    refuse(g, { type: "sabotageRuns", seat: g.sol, runs: [] }, "ERR_NOT_YOUR_TURN");
    expectReplayMatches(g);
  });

  it("asks the attacker first, then the defender against the attacker's War Sun", () => {
    const ships = { warSun: 1, fighter: 2 };
    const g = sabotageLab({ carrier: 1, fighter: 3, warSun: 1 }, ships);
    attack(g, ships);
    play(g, { type: "sabotageRuns", seat: g.me, runs: [] });
    expect(waitingOn(g)).toEqual(["sabotageRuns"]);
    scriptDice(g, [1, 1, 1]);
    play(g, { type: "sabotageRuns", seat: g.sol, runs: [3] });
    expect(sabotaged(g)).toEqual([[g.sol, { fighter: 3 }]]);
    expect(runDice(g)).toHaveLength(1);
    expectReplayMatches(g);
  });

  it("comes after Anti-Fighter Barrage: Fighters it destroyed cannot run", () => {
    const g = sabotageLab({ warSun: 1, destroyer: 2 }, { carrier: 1, fighter: 2 });
    // Barrage: Sol's two Destroyers roll 2 dice each at 9; two hit, both Hacan Fighters are gone.
    attack(g, { carrier: 1, fighter: 2 }, [9, 9, 1, 1]);
    expect(g.events.filter((e) => e.type === "combatRolled" && e.roll === "antiFighterBarrage")).toHaveLength(
      1,
    );
    expect(waitingOn(g)).not.toContain("sabotageRuns");
    expect(runDice(g)).toHaveLength(0);
    expectReplayMatches(g);
  });

  it("is not offered without an enemy War Sun, nor in a game without the option", () => {
    const g = sabotageLab({ dreadnought: 1 }, FLEET);
    attack(g, FLEET);
    expect(waitingOn(g)).not.toContain("sabotageRuns");
    const off = lab(["hacan", "sol", "letnev"]);
    clearGalaxy(off);
    const me = off.seat.hacan as number;
    const h = homeOf(off, me);
    place(off, off.seat.sol as number, inward(h), { warSun: 1 });
    place(off, me, h, FLEET);
    activateAndMove(off, me, inward(h), [{ from: h, units: FLEET }]);
    passActionWindows(off);
    expect(waitingOn(off)).not.toContain("sabotageRuns");
  });
});

describe("the bot's sabotage runs", () => {
  it("sends every Fighter when its fleet is the weaker, half of them at one War Sun when it is the stronger", () => {
    const weak = sabotageLab({ warSun: 2 }, FLEET);
    attack(weak, FLEET);
    expect(botCommand(weak.state, weak.me, CTX)).toEqual({
      type: "sabotageRuns",
      seat: weak.me,
      runs: [2, 2],
    });
    const strong = sabotageLab({ warSun: 1 }, { ...FLEET, warSun: 2 });
    attack(strong, { ...FLEET, warSun: 2 });
    const half = Math.ceil((FLEET.fighter ?? 0) / 2);
    expect(half).toBeGreaterThan(0);
    expect(botCommand(strong.state, strong.me, CTX)).toEqual({
      type: "sabotageRuns",
      seat: strong.me,
      runs: [half],
    });
  });

  it("flies as the defender too, when the attacker brings a War Sun; not at a Dreadnought", () => {
    const ships = { warSun: 1, dreadnought: 1 };
    const g = sabotageLab({ carrier: 1, fighter: 2, dreadnought: 1 }, ships);
    attack(g, ships);
    expect(waitingOn(g)).toEqual(["sabotageRuns"]);
    const command = botCommand(g.state, g.sol, CTX);
    expect(command).toMatchObject({ type: "sabotageRuns", seat: g.sol });
    const runs = command?.type === "sabotageRuns" ? command.runs : [];
    expect(runs).toHaveLength(1);
    expect(runs[0]).toBeGreaterThan(0);
    play(g, command as Command);
    expect(runDice(g).length).toBeGreaterThan(0);
    expectReplayMatches(g);
  });
});

describe("a bot game with Sabotage Runs on", () => {
  // The seeded game "t-2" with four bots and Sabotage Runs on (the simulator seeded its games so before its
  // seeds named the player count): a battle puts Fighters against a War Sun, and the bot flies at it.
  it("shows a run flown, ends with a winner, and its log replays to the same state", () => {
    const ctx = { now: "2026-12-01T00:00:00.000Z" };
    const seats = Array.from({ length: 4 }, (_, i) => ({ userId: `bot:${i}`, name: `Bot ${i + 1}` }));
    const settings = { boxes: ["base", "se"] as Box[], options: ["sabotageRuns"] as OptionId[] };
    const created = createGame({ seed: "t-2", players: seats, settings }, ctx);
    if (!created.ok) throw new Error(created.error.message);
    const result = playOut(created.state, ctx, 20_000);
    expect(result.stuck).toBe(false);
    expect(result.state.winners.length).toBeGreaterThan(0);
    const runs = result.commands.flatMap((c) => (c.type === "sabotageRuns" ? c.runs : []));
    expect(runs.length).toBeGreaterThan(0);
    expect(result.events.some((e) => e.type === "combatRolled" && e.roll === "sabotageRun")).toBe(true);
    expect(replay([...created.events, ...result.events])).toEqual(result.state);
  }, 300_000);
});

describe("the bot's War Suns (bot/warSuns.ts)", () => {
  it("buys a War Sun with the technology and 12 resources, within its Fleet Supply, two at most", () => {
    // Bought for a dock in the empty system next door (the Home System's ships fill the Fleet Supply).
    const g = sabotageLab({}, {});
    const budget = 12;
    expect(shoppingList(g.state, g.me, g.a, budget, 10).units.warSun).toBeUndefined();
    learn(g, g.me, "war-sun");
    expect(shoppingList(g.state, g.me, g.a, budget, 10).units.warSun).toBe(1);
    expect(shoppingList(g.state, g.me, g.a, budget - 1, 10).units.warSun).toBeUndefined();
    place(g, g.me, g.h, { warSun: 2 });
    // Two on the board already: no third.
    expect(shoppingList(g.state, g.me, g.a, budget, 10).units.warSun).toBeUndefined();
  });

  it("a bot with the plan researches the War Sun's prerequisites first; one without keeps the tree's order", () => {
    const g = sabotageLab({}, {});
    const seats = g.state.players.map((p) => p.seat);
    const planner = seats.find((s) => plansWarSuns(g.state, s));
    const other = seats.find((s) => !plansWarSuns(g.state, s));
    const tree = ["antimass-deflectors", "sarween-tools", "hylar-v-assault-laser", "cybernetics"] as TechId[];
    if (planner !== undefined) {
      const order = researchOrder(g.state, planner, tree);
      const path = ["sarween-tools", "hylar-v-assault-laser"].filter(
        (t) => !g.state.players[planner]?.technologies.includes(t as TechId),
      );
      expect(order.slice(0, path.length).sort()).toEqual([...path].sort());
    }
    if (other !== undefined) expect(researchOrder(g.state, other, tree)).toEqual(tree);
    expect(planner !== undefined || other !== undefined).toBe(true);
  });
});
