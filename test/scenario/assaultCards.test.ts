/**
 * Two board Action Cards played in the middle of a tactical action: Star of Death as landings begin
 * (rules/actionCards/boardCardRadiation.ts) and Surprise Assault right after an activation
 * (rules/actionCards/boardCardAssault.ts). The Hacan act first, from their Home System; Sol holds the
 * system one ring in; the Letnev look on. Everything is set up with engine events, so replay folds it all.
 */
import { describe, expect, it } from "vitest";
import type { ActionCardId } from "../../src/content/index.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import { controllerOf } from "../../src/engine/rules/tactical/control.ts";
import { expectReplayMatches, play, refuse, type Scenario } from "../support/engine.ts";
import {
  clearGalaxy,
  given,
  homeOf,
  inward,
  lab,
  onPlanet,
  owns,
  place,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

function deal(game: Scenario, seat: number, ...cards: ActionCardId[]): void {
  given(game, { type: "actionCardsDrawn", seat, cards });
}

function topWindow(g: Scenario) {
  const top = g.state.stack.at(-1);
  return top?.kind === "actionWindow" ? top : undefined;
}

/** The Hacan (me) at home `h`; Sol holds Abyz and Fria in `a`, one ring in. */
function scene() {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const sol = g.seat.sol as number;
  const third = g.seat.letnev as number;
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  owns(g, sol, "abyz");
  owns(g, sol, "fria");
  return Object.assign(g, { me, sol, third, h, a });
}

function removedFor(events: readonly GameEvent[], reason: string) {
  return events.filter((e) => e.type === "unitsRemoved" && e.reason === reason);
}

describe("Star of Death", () => {
  it("as landings begin, wipes a planet of the War Sun's system; the first landing there dies to radiation", () => {
    const g = scene();
    place(g, g.sol, g.a, { groundForce: 2, pds: 1, spaceDock: 1 }, "abyz");
    place(g, g.sol, g.a, { groundForce: 1 }, "fria");
    place(g, g.me, g.h, { warSun: 1, groundForce: 2 });
    deal(g, g.me, "star-of-death");
    deal(g, g.third, "morale-boost");
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { warSun: 1, groundForce: 2 } }] });
    // Sol's PDS may fire at the War Sun: it holds.
    play(g, { type: "firePds", seat: g.sol, fire: false });
    // No battle (Sol has no ships there): the landing step begins with a window for the War Sun's owner.
    expect(topWindow(g)).toMatchObject({ timing: "beforeLandings", awaiting: [g.me] });
    refuse(g, { type: "playActionCard", seat: g.me, card: "star-of-death" }, "ERR_CARD_TARGET");
    refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "star-of-death", planets: ["jord"] },
      "ERR_CARD_TARGET",
    );
    play(g, { type: "playActionCard", seat: g.me, card: "star-of-death", planets: ["abyz"] });
    // The Letnev, holding a card, may Sabotage it: they pass, and it resolves.
    expect(topWindow(g)).toMatchObject({ timing: "afterActionCardPlayed", awaiting: [g.third] });
    const events = play(g, { type: "passActionWindow", seat: g.third });
    expect(removedFor(events, "Star of Death")).toEqual([
      expect.objectContaining({
        seat: g.sol,
        planet: "abyz",
        units: { groundForce: 2, pds: 1, spaceDock: 1 },
      }),
    ]);
    expect(events).toContainEqual({
      type: "planetLost",
      seat: g.sol,
      planet: "abyz",
      reason: "Star of Death",
    });
    expect(controllerOf(g.state, "abyz")).toBeNull();
    expect(onPlanet(g, g.a, "fria", g.sol)).toEqual({ groundForce: 1 });
    expect(g.state.cardEffects).toEqual([
      expect.objectContaining({ effect: "starOfDeath", seat: g.me, planets: ["abyz"], lastRound: null }),
    ]);
    // The Hacan land on Abyz: the radiation kills the landing; the planet stays neutral, the counter goes.
    expect(waitingOn(g)).toEqual(["landUnits"]);
    const landing = play(g, {
      type: "landUnits",
      seat: g.me,
      landings: [{ planet: "abyz", units: { groundForce: 2 } }],
    });
    expect(removedFor(landing, "radiation (Star of Death)")).toEqual([
      expect.objectContaining({ seat: g.me, planet: "abyz", units: { groundForce: 2 } }),
    ]);
    expect(onPlanet(g, g.a, "abyz", g.me)).toEqual({});
    expect(controllerOf(g.state, "abyz")).toBeNull();
    expect(g.state.cardEffects ?? []).toEqual([]);
    expectReplayMatches(g);
  });

  it("needs a War Sun in the system; a counter on a planet gained another way goes unused", () => {
    const g = scene();
    place(g, g.sol, g.a, { groundForce: 1 }, "abyz");
    place(g, g.me, g.h, { dreadnought: 1, carrier: 1, groundForce: 2 });
    deal(g, g.me, "star-of-death", "morale-boost");
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    play(g, {
      type: "moveUnits",
      seat: g.me,
      moves: [{ from: g.h, units: { dreadnought: 1, carrier: 1, groundForce: 2 } }],
    });
    // No War Sun there: no window at the landing step, and no play.
    expect(topWindow(g)).toBeUndefined();
    refuse(
      g,
      { type: "playActionCard", seat: g.me, card: "star-of-death", planets: ["abyz"] },
      "ERR_NOT_NOW",
    );
    // A radiation counter left on Fria, which Sol still holds, goes at once.
    given(g, {
      type: "cardEffectStarted",
      effect: {
        effect: "starOfDeath",
        seat: g.me,
        target: null,
        planets: ["fria"],
        system: g.a,
        choice: null,
        round: g.state.round,
        lastRound: null,
      },
    });
    play(g, { type: "landUnits", seat: g.me, landings: [] });
    expect(g.state.cardEffects ?? []).toEqual([]);
    expectReplayMatches(g);
  });
});
