/**
 * SE Option 8, The Wormhole Nexus (SE p.10): the Nexus joins the galaxy off the board once it is complete,
 * with its planet Mallice; ships reach it through any Alpha or Beta wormhole and may land there; it is
 * never next to a system by an edge, and Keeper of Gates does not ask for it.
 */
import { describe, expect, it } from "vitest";
import { NEXUS_POSITION, parsePosition } from "../../src/engine/galaxy/adjacency.ts";
import { wormholeSystems } from "../../src/engine/rules/objectives/board.ts";
import { expectReplayMatches, newScenario, passActionWindows, play, refuse } from "../support/engine.ts";
import {
  activateAndMove,
  homeOf,
  inward,
  lab,
  onPlanet,
  place,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

const NEXUS = { settings: { options: ["wormholeNexus"] } };

/** Hacan act first; every system but Mecatol Rex, the Homes and the Nexus is empty space. */
function nexusLab(options = NEXUS) {
  const g = lab(["hacan", "sol", "letnev"], options);
  const empty: Record<string, "empty"> = {};
  for (const [position, tile] of Object.entries(g.state.galaxy)) {
    if (position !== "000" && position !== NEXUS_POSITION && !tile.startsWith("home-"))
      empty[position] = "empty";
  }
  tiles(g, empty);
  const me = g.seat.hacan!;
  const h = homeOf(g, me);
  return { g, me, h, a: inward(h) };
}

describe("the Nexus joins the galaxy (SE p.10)", () => {
  it("is placed off the board once the galaxy is built, with Mallice, and replays", () => {
    const game = newScenario(4, { options: ["wormholeNexus"] });
    expect(game.state.galaxy[NEXUS_POSITION]).toBe("wormhole-nexus");
    expect(Object.keys(game.state.board[NEXUS_POSITION]?.planets ?? {})).toEqual(["mallice"]);
    expectReplayMatches(game);
  });

  it("is not there without the option", () => {
    const game = newScenario(4);
    expect(game.state.galaxy[NEXUS_POSITION]).toBeUndefined();
  });

  it("is typed as nexus or NX", () => {
    expect(parsePosition("NX")).toBe(NEXUS_POSITION);
    expect(parsePosition(" Nexus ")).toBe(NEXUS_POSITION);
    expect(parsePosition("304")).toBe("304");
  });
});

describe("travelling to the Nexus", () => {
  it("a Carrier goes through an Alpha wormhole into the Nexus and lands on Mallice", () => {
    const t = nexusLab();
    tiles(t.g, { [t.a]: "empty-alpha-wormhole" });
    place(t.g, t.me, t.a, { carrier: 1, groundForce: 1 });
    activateAndMove(t.g, t.me, NEXUS_POSITION, [{ from: t.a, units: { carrier: 1, groundForce: 1 } }]);
    expect(space(t.g, NEXUS_POSITION, t.me)).toMatchObject({ carrier: 1 });
    expect(waitingOn(t.g)).toEqual(["landUnits"]);
    play(t.g, {
      type: "landUnits",
      seat: t.me,
      landings: [{ planet: "mallice", units: { groundForce: 1 } }],
    });
    expect(onPlanet(t.g, NEXUS_POSITION, "mallice", t.me)).toEqual({ groundForce: 1 });
    expect(t.g.state.players[t.me]?.planets.mallice).toBeDefined();
    expectReplayMatches(t.g);
  });

  it("a Beta wormhole leads there too, and from the Nexus on to an Alpha system (two steps)", () => {
    const t = nexusLab();
    tiles(t.g, { [t.a]: "empty-beta-wormhole" });
    const far = "207";
    tiles(t.g, { [far]: "empty-alpha-wormhole" });
    place(t.g, t.me, t.a, { cruiser: 1 });
    activateAndMove(t.g, t.me, far, [{ from: t.a, units: { cruiser: 1 }, path: [NEXUS_POSITION] }]);
    expect(space(t.g, far, t.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(t.g);
  });

  it("refuses a move from a system with no wormhole: the Nexus has no edge neighbours", () => {
    const t = nexusLab();
    place(t.g, t.me, t.a, { carrier: 1 });
    play(t.g, { type: "tacticalAction", seat: t.me, position: NEXUS_POSITION });
    passActionWindows(t.g);
    refuse(
      t.g,
      { type: "moveUnits", seat: t.me, moves: [{ from: t.a, units: { carrier: 1 } }] },
      "ERR_OUT_OF_RANGE",
    );
  });

  it("refuses to activate the Nexus in a game without it", () => {
    const t = nexusLab({ settings: { options: [] } });
    refuse(t.g, { type: "tacticalAction", seat: t.me, position: NEXUS_POSITION }, "ERR_NO_SYSTEM");
  });
});

describe("Keeper of Gates (SE p.10 note)", () => {
  it("counts the wormhole systems on the board, not the Nexus", () => {
    const t = nexusLab();
    tiles(t.g, { [t.a]: "empty-alpha-wormhole" });
    expect(wormholeSystems(t.g.state)).toEqual([t.a]);
  });
});
