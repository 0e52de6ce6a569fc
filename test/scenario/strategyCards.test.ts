/**
 * The original Strategy Cards' abilities outside Trade, Technology and Politics (RR §6), played like the
 * rulebook examples: Diplomacy (with the Xxcha's Peace Accords) and Warfare's primary. Four races are
 * drafted by seat: the Xxcha (0), Sol (1), Jol-Nar (2) and Letnev (3), on the default scenario seed's
 * galaxy; the holder also takes Initiative, so opens the Action Phase with the card's strategic action.
 */
import { describe, expect, it } from "vitest";
import { decisions } from "../../src/engine/index.ts";
import { activationForbidden } from "../../src/engine/rules/strategyCards/diplomacy.ts";
import { expectReplayMatches, play, refuse } from "../support/engine.ts";
import {
  declineAll,
  follow,
  given,
  home,
  JOLNAR,
  LETNEV,
  othersDone,
  played,
  player,
  primary,
  SOL,
  seatedTable,
  XXCHA,
} from "../support/strategyTable.ts";

const { deal, strategicAction } = seatedTable();
const p = player;

describe("Diplomatic Envoy: the Diplomacy primary (RR §6)", () => {
  it("bars both players from activating systems holding the other's units until the Action Phase ends", () => {
    const game = strategicAction("diplomacy", SOL);
    refuse(game, primary(SOL, "diplomacy", { target: SOL }), "ERR_NOT_AN_OPPONENT");
    refuse(game, primary(SOL, "diplomacy", {}), "ERR_NOT_AN_OPPONENT");
    play(game, primary(SOL, "diplomacy", { target: LETNEV }));
    expect(game.state.diplomacyPairs).toEqual([[SOL, LETNEV]]);
    expect(activationForbidden(game.state, SOL, home(game, LETNEV))).toBe(LETNEV);
    expect(activationForbidden(game.state, LETNEV, home(game, SOL))).toBe(SOL);
    expect(activationForbidden(game.state, JOLNAR, home(game, SOL))).toBeNull();
    expect(activationForbidden(game.state, SOL, home(game, JOLNAR))).toBeNull();
    othersDone(game, SOL, "diplomacy");
    declineAll(game, "diplomacy");
    const events = play(game, { type: "pass", seat: SOL });
    expect(game.state.phase).toBe("status");
    expect(events.map((e) => e.type)).toContain("diplomacyLifted");
    expect(game.state.diplomacyPairs).toEqual([]);
    expectReplayMatches(game);
  });
});

describe("Economic Stimulus: the Diplomacy secondary (RR §6), and the Xxcha's Peace Accords", () => {
  it("readies up to 2 exhausted planets outside the Home System, for a Strategy Allocation counter", () => {
    const game = strategicAction("diplomacy", SOL);
    given(
      game,
      { type: "planetGained", seat: LETNEV, planet: "coorneeq", from: null, exhausted: true, round: 1 },
      { type: "planetGained", seat: LETNEV, planet: "resculon", from: null, exhausted: false, round: 1 },
      { type: "planetsExhausted", seat: LETNEV, planets: ["arc-prime"], reason: "scenario" },
    );
    play(game, primary(SOL, "diplomacy", { target: JOLNAR }));
    refuse(game, follow(LETNEV, "diplomacy", { refresh: ["arc-prime"] }), "ERR_HOME_PLANET");
    refuse(game, follow(LETNEV, "diplomacy", { refresh: ["resculon"] }), "ERR_PLANET_READY");
    refuse(game, follow(LETNEV, "diplomacy", { refresh: ["coorneeq", "jord"] }), "ERR_NOT_YOUR_PLANET");
    refuse(
      game,
      follow(LETNEV, "diplomacy", { refresh: ["coorneeq", "resculon", "arc-prime"] }),
      "ERR_REFRESH_COUNT",
    );
    const strategy = p(game, LETNEV).counters.strategy;
    play(game, follow(LETNEV, "diplomacy", { refresh: ["coorneeq"] }));
    expect(p(game, LETNEV).planets.coorneeq).toMatchObject({ exhausted: false });
    expect(p(game, LETNEV).counters.strategy).toBe(strategy - 1);
    expectReplayMatches(game);
  });

  it("lets the Xxcha resolve the primary instead, still paying the counter; nobody else may", () => {
    const game = strategicAction("diplomacy", SOL);
    play(game, primary(SOL, "diplomacy", { target: LETNEV }));
    refuse(game, follow(JOLNAR, "diplomacy", { primaryInstead: { target: XXCHA } }), "ERR_NOT_XXCHA");
    refuse(game, follow(XXCHA, "diplomacy", { primaryInstead: { target: XXCHA } }), "ERR_NOT_AN_OPPONENT");
    const strategy = p(game, XXCHA).counters.strategy;
    play(game, follow(XXCHA, "diplomacy", { primaryInstead: { target: JOLNAR } }));
    expect(game.state.diplomacyPairs).toEqual([
      [SOL, LETNEV],
      [XXCHA, JOLNAR],
    ]);
    expect(p(game, XXCHA).counters.strategy).toBe(strategy - 1);
    declineAll(game, "diplomacy");
    expect(played(game, SOL, "diplomacy")).toBe(true);
    expectReplayMatches(game);
  });
});

describe("Major Offensive: the Warfare primary (RR §6)", () => {
  it("takes one of the holder's command counters off the board back to the Command Pool", () => {
    const game = deal("warfare", JOLNAR);
    given(game, {
      type: "commandCounterPlaced",
      seat: JOLNAR,
      position: home(game, JOLNAR),
      from: "command",
      reason: "scenario: an earlier activation",
    });
    play(game, { type: "strategicAction", seat: JOLNAR, card: "warfare" });
    const pool = p(game, JOLNAR).counters.command;
    refuse(game, primary(JOLNAR, "warfare", { position: home(game, SOL) }), "ERR_NO_COUNTER_THERE");
    play(game, primary(JOLNAR, "warfare", { position: home(game, JOLNAR) }));
    expect(game.state.board[home(game, JOLNAR)]?.commandCounters).toEqual([]);
    expect(p(game, JOLNAR).counters.command).toBe(pool + 1);
    expect(decisions(game.state).map((d) => d.kind)).toContain("answerSecondary");
    expectReplayMatches(game);
  });

  it("resolves with no answer when the holder has no counter on the board", () => {
    const game = strategicAction("warfare", JOLNAR);
    expect(decisions(game.state).map((d) => d.kind)).toEqual([
      "answerSecondary",
      "answerSecondary",
      "answerSecondary",
    ]);
    expectReplayMatches(game);
  });
});
