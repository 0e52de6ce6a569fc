/**
 * The Leaders option (base p.34-35; RR §24.4): Leaders start at home, ride ships and land with Ground
 * Forces, meet their fate when their ship or planet is lost, are kept, handed over or executed as
 * captives, and each type's ability acts in its step.
 */
import { describe, expect, it } from "vitest";
import { getPlanet, leadersOf } from "../../src/content/index.ts";
import { decisions } from "../../src/engine/index.ts";
import type { LeaderPlace } from "../../src/engine/state.ts";
import { expectReplayMatches, play, refuse, type Scenario } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  lab,
  owns,
  place,
  scriptDice,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

const LEADERS = { settings: { options: ["leaders"] } };

function where(g: Scenario, id: string): LeaderPlace | undefined {
  return g.state.leaders?.find((l) => l.id === id)?.at;
}

/** Hacan act first; Sol holds Abyz next to the Hacan Home System. */
function leadersLab() {
  const g = lab(["hacan", "sol", "letnev"], LEADERS);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const sol = g.seat.sol as number;
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  return Object.assign(g, { me, sol, h, a });
}

describe("Leaders at set-up (RR §24.4)", () => {
  it("each race's three Leaders start on its home planet with the most resources", () => {
    const g = leadersLab();
    const hacan = leadersOf("hacan").map((l) => l.id);
    expect(hacan).toEqual(["carth", "gila", "harrugh"]);
    for (const id of hacan) expect(where(g, id)).toEqual({ on: "planet", position: g.h, planet: "arretze" });
    expect(g.state.leaders).toHaveLength(9);
    expectReplayMatches(g);
  });

  it("a game without the option has no Leaders, and a move naming one is refused", () => {
    const g = lab(["hacan", "sol", "letnev"]);
    expect(g.state.leaders).toBeUndefined();
    const me = g.seat.hacan as number;
    const h = homeOf(g, me);
    play(g, { type: "tacticalAction", seat: me, position: inward(h) });
    while (waitingOn(g)[0] === "passActionWindow")
      play(g, { type: "passActionWindow", seat: decisions(g.state)[0]!.seat });
    refuse(
      g,
      {
        type: "moveUnits",
        seat: me,
        moves: [{ from: h, units: { carrier: 1 } }],
        leaders: [{ leader: "carth", ship: "carrier" }],
      },
      "ERR_NO_LEADERS",
    );
  });
});
