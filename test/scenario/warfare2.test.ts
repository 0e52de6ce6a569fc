/**
 * Warfare II (SE p.16, Variant Strategy Card Summary) beyond placing the token (variantCards.test.ts):
 * the secondary, Reinforce, at the strategy-card table (Xxcha 0, Sol 1, Jol-Nar 2, Letnev 3: Letnev holds
 * the card, Sol follows), and the High Alert token at work in a tactical action: +1 movement for the
 * holder's ships in its system, and the token travelling with them when the holder wishes.
 */
import { describe, expect, it } from "vitest";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import type { Command } from "../../src/engine/index.ts";
import { expectReplayMatches, passActionWindows, play, refuse } from "../support/engine.ts";
import {
  declineAll,
  follow,
  given,
  home,
  LETNEV,
  player,
  primary,
  SOL,
  seatedTable,
} from "../support/strategyTable.ts";
import {
  clearGalaxy,
  homeOf,
  inward,
  lab,
  owns,
  place,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

const { strategicAction } = seatedTable();

/**
 * Letnev plays Warfare II (the token at home); Sol may reinforce from its Home System into Lodor, next door,
 * which Sol controls (the planet and a Destroyer there). Sol has 2 Fighters at home besides its ships.
 */
function reinforceTable() {
  const game = strategicAction("warfare-2", LETNEV, ["variantCards"]);
  play(game, primary(LETNEV, "warfare-2", { position: home(game, LETNEV) }));
  const h = home(game, SOL);
  const lodor = inward(h);
  tiles(game, { [lodor]: "lodor" });
  owns(game, SOL, "lodor");
  place(game, SOL, lodor, { destroyer: 1 });
  place(game, SOL, h, { fighter: 2 });
  const elsewhere = neighbourLabels(h).find((p) => p !== lodor && game.state.board[p]) as string;
  return { game, h, lodor, elsewhere };
}

const reinforce = (moves: object[]): Command => follow(SOL, "warfare-2", { reinforce: moves });

describe("Warfare II's secondary, Reinforce (SE p.16)", () => {
  it("moves up to two ships, with the Fighters they carry, into an adjacent system the player controls", () => {
    const { game, h, lodor, elsewhere } = reinforceTable();
    const strategy = player(game, SOL).counters.strategy;
    const carrier = { from: h, to: lodor, units: { carrier: 1, fighter: 2 } };
    const destroyer = { from: h, to: lodor, units: { destroyer: 1 } };
    const third = { from: h, to: lodor, units: { carrier: 1 } };
    expect(refuse(game, reinforce([carrier, destroyer, third]), "ERR_REINFORCE")).toContain(
      "at most two ships",
    );
    refuse(game, reinforce([{ ...destroyer, to: elsewhere }]), "ERR_REINFORCE");
    // Two steps away is too far, even into a system Sol controls (empty space and a Sol Destroyer).
    tiles(game, { [inward(lodor)]: "empty" });
    place(game, SOL, inward(lodor), { destroyer: 1 });
    refuse(game, reinforce([{ ...destroyer, to: inward(lodor) }]), "ERR_NOT_ADJACENT");
    refuse(game, reinforce([{ from: h, to: lodor, units: { fighter: 2 } }]), "ERR_REINFORCE");
    play(game, reinforce([carrier, destroyer]));
    expect(space(game, lodor, SOL)).toEqual({ destroyer: 2, carrier: 1, fighter: 2 });
    expect(space(game, h, SOL)).toEqual({ carrier: 1 });
    // Neither system is activated, and the follower paid a Strategy Allocation counter.
    expect(game.state.board[lodor]?.commandCounters).toEqual([]);
    expect(player(game, SOL).counters.strategy).toBe(strategy - 1);
    declineAll(game, "warfare-2");
    expectReplayMatches(game);
  });

  it("leaves ships of a system activated this round, and keeps to the Fleet Supply where they arrive", () => {
    const { game, h, lodor } = reinforceTable();
    place(game, SOL, lodor, { destroyer: 2 });
    const carrier = { from: h, to: lodor, units: { carrier: 1 } };
    refuse(game, reinforce([carrier]), "ERR_FLEET_SUPPLY");
    given(game, { type: "systemActivated", seat: SOL, position: h, from: "reinforcements" });
    expect(refuse(game, reinforce([carrier]), "ERR_REINFORCE")).toContain("activated that system");
    expectReplayMatches(game);
  });
});

/** Letnev (acting first) at home, with a Carrier (move 1) and the system two steps in as its goal. */
function alertLab() {
  const g = lab(["letnev", "sol", "hacan"]);
  clearGalaxy(g);
  const me = g.seat.letnev as number;
  const h = homeOf(g, me);
  return Object.assign(g, { me, h, far: inward(inward(h)) });
}

describe("the High Alert token at work (SE p.16)", () => {
  it("gives the holder's ships in its system +1 movement, and may travel with them", () => {
    const g = alertLab();
    play(g, { type: "tacticalAction", seat: g.me, position: g.far });
    passActionWindows(g);
    const move: Command = { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { carrier: 1 } }] };
    refuse(g, move, "ERR_OUT_OF_RANGE");
    given(g, { type: "highAlertPlaced", seat: g.me, position: g.h });
    play(g, move);
    expect(space(g, g.far, g.me)).toEqual({ carrier: 1 });
    // Its holder is asked at once whether the token goes along: only to where the ships went, or it stays.
    expect(waitingOn(g)).toEqual(["moveHighAlert"]);
    refuse(g, { type: "moveHighAlert", seat: g.me, to: inward(g.h) }, "ERR_HIGH_ALERT_MOVE");
    play(g, { type: "moveHighAlert", seat: g.me, to: g.far });
    expect(g.state.highAlert).toEqual({ seat: g.me, position: g.far });
    expect(waitingOn(g)).not.toContain("moveHighAlert");
    expectReplayMatches(g);
  });

  it("stays where it is if its holder says so", () => {
    const g = alertLab();
    given(g, { type: "highAlertPlaced", seat: g.me, position: g.h });
    play(g, { type: "tacticalAction", seat: g.me, position: inward(g.h) });
    passActionWindows(g);
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { destroyer: 1 } }] });
    play(g, { type: "moveHighAlert", seat: g.me, to: null });
    expect(g.state.highAlert).toEqual({ seat: g.me, position: g.h });
    expectReplayMatches(g);
  });

  it("asks nothing when ships leave another system, and gives them no extra movement", () => {
    const g = alertLab();
    given(g, { type: "highAlertPlaced", seat: g.me, position: inward(g.h) });
    play(g, { type: "tacticalAction", seat: g.me, position: g.far });
    passActionWindows(g);
    refuse(
      g,
      { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { carrier: 1 } }] },
      "ERR_OUT_OF_RANGE",
    );
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { destroyer: 1 } }] });
    expect(waitingOn(g)).not.toContain("moveHighAlert");
    expect(g.state.highAlert).toEqual({ seat: g.me, position: inward(g.h) });
    expectReplayMatches(g);
  });
});
