/**
 * The classic options of TI2 Hope's End played on TI3 (ti2-hopes-end.txt, 2.1 New Mapboard Hexes): the
 * Nebula in place of the TI3 one ("classic:nebula") and the Gravity Rift ("classic:gravityRift"). The
 * rulebook gives one example, the Nebula entered on a ship's last step; the other rows follow its text.
 * Boards are set up with engine events and dice are scripted, so every game here replays exactly.
 */
import { describe, expect, it } from "vitest";
import type { SystemId } from "../../src/content/index.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import { createGame, type GameEvent, type GameSettings } from "../../src/engine/index.ts";
import { riftSide } from "../../src/engine/options/gravityRift.ts";
import { expectReplayMatches, passActionWindows, play, refuse } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  homeOf,
  inward,
  lab,
  onPlanet,
  owns,
  place,
  scriptDice,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

/** Hacan (no movement technologies) act first from home `h`; `a` is one ring in, `b` one more. */
function hopesEnd(options: string[], tile: SystemId) {
  const g = lab(["hacan", "sol", "letnev"], { settings: { options } });
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const them = g.seat.sol as number;
  const h = homeOf(g, me);
  const a = inward(h);
  const b = inward(a);
  tiles(g, { [a]: tile });
  return Object.assign(g, { me, them, h, a, b });
}
type Lab = ReturnType<typeof hopesEnd>;

type Rolled = Extract<GameEvent, { type: "gravityRiftExitRolled" }>;
const exits = (g: Lab) => g.events.filter((e): e is Rolled => e.type === "gravityRiftExitRolled");
const combat = (g: Lab) =>
  g.events.filter(
    (e): e is Extract<GameEvent, { type: "combatRolled" }> =>
      e.type === "combatRolled" && e.roll === "spaceBattle",
  );

/** A numbered side of the Rift at `a` that does not lead to `b`. */
const anotherSide = (g: Lab) => ((riftSide(g.a, g.b) as number) % 6) + 1;

describe("the classic Nebula (Hope's End 2.1) in place of the TI3 one", () => {
  const nebula = () => hopesEnd(["classic:nebula"], "nebula");

  it("a ship entering a Nebula on the last step of its move is not hindered (the rulebook's example)", () => {
    const g = nebula();
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });

  it("a ship entering a Nebula stops there: no route passes through one, the refusal citing Hope's End", () => {
    const g = nebula();
    play(g, { type: "tacticalAction", seat: g.me, position: g.b });
    const message = refuse(
      g,
      { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { cruiser: 1 }, path: [g.a] }] },
      "ERR_NEBULA",
    );
    expect(message).toContain("stops there");
  });

  it("leaving a Nebula costs no more than leaving any system (no TI3 movement of 1)", () => {
    const g = nebula();
    place(g, g.me, g.a, { cruiser: 1 });
    const far = inward(g.b);
    activateAndMove(g, g.me, far, [{ from: g.a, units: { cruiser: 1 } }]);
    expect(space(g, far, g.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });

  it("without the option the TI3 Nebula holds: a ship leaving it moves 1", () => {
    const g = hopesEnd([], "nebula");
    place(g, g.me, g.a, { cruiser: 1 });
    play(g, { type: "tacticalAction", seat: g.me, position: inward(g.b) });
    refuse(
      g,
      { type: "moveUnits", seat: g.me, moves: [{ from: g.a, units: { cruiser: 1 } }] },
      "ERR_OUT_OF_RANGE",
    );
  });

  it("in a Nebula Fighters roll no dice, and the defender gets no +1", () => {
    const g = nebula();
    place(g, g.them, g.a, { cruiser: 1 });
    // Hacan's Carrier rolls alone (a miss); Sol's Cruiser rolls for 7, not 6, and hits.
    scriptDice(g, [1, 7]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, fighter: 2 } }]);
    const [mine, theirs] = [combat(g).find((r) => r.seat === g.me), combat(g).find((r) => r.seat === g.them)];
    expect(mine?.dice.map((d) => d.unit)).toEqual(["carrier"]);
    expect(theirs?.dice.map((d) => d.needed)).toEqual([7]);
    // Fighters may still be taken as casualties.
    play(g, { type: "assignHits", seat: g.me, destroy: { fighter: 1 } });
    expect(space(g, g.a, g.me)).toEqual({ carrier: 1, fighter: 1 });
    expectReplayMatches(g);
  });

  it("without the option Fighters roll in a Nebula and the defender gets +1 (RR §11)", () => {
    const g = hopesEnd([], "nebula");
    place(g, g.them, g.a, { cruiser: 1 });
    scriptDice(g, [1, 1, 1, 1]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, fighter: 2 } }]);
    expect(
      combat(g)
        .find((r) => r.seat === g.me)
        ?.dice.map((d) => d.unit),
    ).toEqual(["carrier", "fighter", "fighter"]);
    expect(
      combat(g)
        .find((r) => r.seat === g.them)
        ?.dice.map((d) => d.needed),
    ).toEqual([6]);
  });
});

describe("the Gravity Rift (Hope's End 2.1): leaving it", () => {
  const rift = () => hopesEnd(["classic:gravityRift"], "gravity-rift");

  it("its sides are numbered 1 to 6 clockwise from the north side", () => {
    const around = neighbourLabels("000");
    expect(around.map((p) => riftSide("000", p))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(riftSide("000", "203")).toBeNull();
  });

  it("a ship rolling 7 to 10 may leave by any side: it goes on", () => {
    const g = rift();
    place(g, g.me, g.a, { cruiser: 1 });
    scriptDice(g, [8]);
    activateAndMove(g, g.me, g.b, [{ from: g.a, units: { cruiser: 1 } }]);
    expect(exits(g).map((e) => [e.unit, e.die, e.side, e.stays])).toEqual([["cruiser", 8, null, false]]);
    expect(space(g, g.b, g.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });

  it("a 1 to 6 naming the side its route leaves by lets it go on", () => {
    const g = rift();
    place(g, g.me, g.a, { cruiser: 1 });
    const side = riftSide(g.a, g.b) as number;
    scriptDice(g, [side]);
    activateAndMove(g, g.me, g.b, [{ from: g.a, units: { cruiser: 1 } }]);
    expect(exits(g).map((e) => [e.side, e.stays])).toEqual([[side, false]]);
    expect(space(g, g.b, g.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });

  it("a 1 to 6 naming another side keeps the ship in the Rift, its move over", () => {
    const g = rift();
    place(g, g.me, g.a, { cruiser: 1 });
    scriptDice(g, [anotherSide(g)]);
    activateAndMove(g, g.me, g.b, [{ from: g.a, units: { cruiser: 1 } }]);
    expect(exits(g).map((e) => [e.side, e.stays])).toEqual([[anotherSide(g), true]]);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expect(space(g, g.b, g.me)).toEqual({});
    expect(g.events.some((e) => e.type === "unitsMoved")).toBe(false);
    expectReplayMatches(g);
  });

  it("each ship rolls on its own, one after the other", () => {
    const g = rift();
    place(g, g.me, g.a, { cruiser: 2 });
    scriptDice(g, [9, anotherSide(g)]);
    activateAndMove(g, g.me, g.b, [{ from: g.a, units: { cruiser: 2 } }]);
    expect(exits(g).map((e) => e.die)).toEqual([9, anotherSide(g)]);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expect(space(g, g.b, g.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });

  it("Fighters never roll; what a ship that stays carried stays with it", () => {
    const g = rift();
    place(g, g.me, g.a, { carrier: 1, fighter: 2, groundForce: 1 });
    scriptDice(g, [anotherSide(g)]);
    activateAndMove(g, g.me, g.b, [{ from: g.a, units: { carrier: 1, fighter: 2, groundForce: 1 } }]);
    expect(exits(g).map((e) => e.unit)).toEqual(["carrier"]);
    expect(space(g, g.a, g.me)).toEqual({ carrier: 1, fighter: 2, groundForce: 1 });
    expectReplayMatches(g);
  });

  it("the cargo goes on with the ships that have room for it", () => {
    const g = rift();
    place(g, g.me, g.a, { cruiser: 1, carrier: 1, fighter: 2 });
    // The Cruiser rolls first (unit order) and stays; the Carrier goes on with both Fighters.
    scriptDice(g, [anotherSide(g), 10]);
    activateAndMove(g, g.me, g.b, [{ from: g.a, units: { cruiser: 1, carrier: 1, fighter: 2 } }]);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expect(space(g, g.b, g.me)).toEqual({ carrier: 1, fighter: 2 });
    expectReplayMatches(g);
  });

  it("stepping out of a Rift costs no movement: a Carrier (move 1) passes through it into the next system", () => {
    const g = rift();
    scriptDice(g, [7]);
    activateAndMove(g, g.me, g.b, [{ from: g.h, units: { carrier: 1 } }]);
    expect(space(g, g.b, g.me)).toEqual({ carrier: 1 });
    expect(exits(g).map((e) => e.position)).toEqual([g.a]);
    expectReplayMatches(g);
  });

  it("a ship passing through that is sent another way stays in the Rift", () => {
    const g = rift();
    place(g, g.me, g.h, { groundForce: 2 });
    scriptDice(g, [anotherSide(g)]);
    activateAndMove(g, g.me, g.b, [{ from: g.h, units: { carrier: 1, groundForce: 2 } }]);
    expect(space(g, g.a, g.me)).toEqual({ carrier: 1, groundForce: 2 });
    expect(space(g, g.b, g.me)).toEqual({});
    expectReplayMatches(g);
  });

  it("ships held past the Fleet Supply in the Rift: the excess goes, the player naming it (RR §15)", () => {
    const g = rift();
    const fleet = g.state.players[g.me]?.counters.fleet as number;
    place(g, g.me, g.a, { destroyer: fleet });
    scriptDice(g, [anotherSide(g)]);
    activateAndMove(g, g.me, g.b, [{ from: g.h, units: { cruiser: 1 } }]);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1, destroyer: fleet });
    expect(waitingOn(g)).toContain("answerCardChoice");
    expectReplayMatches(g);
  });

  it("a Transfer Action out of the Rift rolls as a Tactical Action does", () => {
    const g = rift();
    place(g, g.me, g.a, { cruiser: 1, destroyer: 1 });
    place(g, g.me, g.b, { carrier: 1 });
    scriptDice(g, [anotherSide(g), 7]);
    play(g, { type: "transferAction", seat: g.me, from: g.a, to: g.b });
    passActionWindows(g);
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.a, units: { cruiser: 1, destroyer: 1 } }] });
    expect(exits(g).map((e) => [e.unit, e.stays])).toEqual([
      ["cruiser", true],
      ["destroyer", false],
    ]);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expect(space(g, g.b, g.me)).toEqual({ carrier: 1, destroyer: 1 });
    expectReplayMatches(g);
  });

  it("a ship ending its move in the Rift rolls nothing", () => {
    const g = rift();
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expect(exits(g)).toEqual([]);
    expectReplayMatches(g);
  });

  it("refuses a route too long even with the free step, and rolls nothing", () => {
    const g = rift();
    play(g, { type: "tacticalAction", seat: g.me, position: inward(g.b) });
    refuse(
      g,
      { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { carrier: 1 } }] },
      "ERR_OUT_OF_RANGE",
    );
  });

  it("ships already in the activated system take no way out through the Rift and back: refused, nothing rolled", () => {
    const g = rift();
    place(g, g.me, g.b, { carrier: 1, groundForce: 2 });
    play(g, { type: "tacticalAction", seat: g.me, position: g.b });
    const route = { from: g.b, path: [g.a], units: { carrier: 1, groundForce: 2 } };
    refuse(g, { type: "moveUnits", seat: g.me, moves: [route] }, "ERR_PATH");
    expect(exits(g)).toEqual([]);
    expect(space(g, g.b, g.me)).toEqual({ carrier: 1, groundForce: 2 });
  });

  it("a Carrier held in the Rift lifts nothing at the destination: the Ground Forces stay on their planet", () => {
    const g = rift();
    tiles(g, { [g.b]: "abyz-fria" });
    owns(g, g.me, "abyz");
    place(g, g.me, g.b, { groundForce: 3 }, "abyz");
    place(g, g.me, g.a, { carrier: 1 });
    scriptDice(g, [anotherSide(g)]);
    play(g, { type: "tacticalAction", seat: g.me, position: g.b });
    play(g, {
      type: "moveUnits",
      seat: g.me,
      moves: [{ from: g.a, units: { carrier: 1 } }],
      pickUp: [{ planet: "abyz", units: { groundForce: 3 } }],
    });
    expect(exits(g).map((e) => e.stays)).toEqual([true]);
    expect(space(g, g.a, g.me)).toEqual({ carrier: 1 });
    expect(space(g, g.b, g.me)).toEqual({});
    expect(onPlanet(g, g.b, "abyz", g.me)).toEqual({ groundForce: 3 });
    expectReplayMatches(g);
  });

  it("without the option the same tile would be no shortcut (a step out costs movement)", () => {
    const g = hopesEnd([], "gravity-rift");
    play(g, { type: "tacticalAction", seat: g.me, position: g.b });
    refuse(
      g,
      { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { carrier: 1 } }] },
      "ERR_OUT_OF_RANGE",
    );
  });
});

describe("the Gravity Rift at set-up", () => {
  const ctx = { now: "2026-12-01T00:00:00.000Z" };
  const game = (players: number, settings: GameSettings, seed = "rift") => {
    const seats = Array.from({ length: players }, (_, i) => ({ userId: `u${i}`, name: `P${i}` }));
    const created = createGame(
      { seed, players: seats, settings: { boxes: ["base", "se"], ...settings } },
      ctx,
    );
    if (!created.ok) throw new Error(created.error.message);
    return created.state;
  };
  const specials = (galaxy: Record<string, string>) =>
    Object.values(galaxy).filter((t) =>
      ["nebula", "asteroid", "supernova", "ion-storm", "gravity-rift"].some((k) => t.startsWith(k)),
    );

  it.each([3, 6, 8])("one Rift joins a %i-player galaxy in the place of a Special System", (players) => {
    const without = game(players, {});
    const withRift = game(players, { options: ["classic:gravityRift"] });
    expect(Object.values(without.galaxy).filter((t) => t === "gravity-rift")).toHaveLength(0);
    expect(Object.values(withRift.galaxy).filter((t) => t === "gravity-rift")).toHaveLength(1);
    expect(specials(withRift.galaxy)).toHaveLength(specials(without.galaxy).length);
  });

  it.each([3, 6, 8])(
    "the %i-player galaxy built by the bot lays no Special System beside the Rift",
    (players) => {
      const state = game(players, { options: ["classic:gravityRift"] });
      const at = Object.keys(state.galaxy).find((p) => state.galaxy[p] === "gravity-rift") as string;
      const beside = neighbourLabels(at)
        .map((p) => state.galaxy[p])
        .filter((t) => t !== undefined);
      expect(specials(Object.fromEntries(beside.map((t, i) => [i, t as string])))).toEqual([]);
    },
  );

  it("a galaxy built by the players deals the Rift into a hand", () => {
    const state = game(4, { options: ["classic:gravityRift"], galaxyMode: "playerBuilt" });
    const hands = state.players.flatMap((p) => p.secret.galaxyTiles ?? []);
    const faceDown = Object.values(state.decks.faceDownSystems ?? {});
    expect([...hands, ...faceDown].filter((t) => t === "gravity-rift")).toHaveLength(1);
  });
});
