import { describe, expect, it } from "vitest";
import { decisions, view } from "../../src/engine/index.ts";
import {
  expectReplayMatches,
  newScenario,
  passActionWindows,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";
import { given } from "../support/tactical.ts";

function pickAll(game: Scenario, cards: string[]): void {
  for (const card of cards) {
    const seat = seatToAnswer(game, "pickStrategyCard");
    play(game, { type: "pickStrategyCard", seat, card: card as never });
  }
}

/** Political's agenda (rules/politics): everyone abstains, the Speaker breaks the tie, the rest is answered. */
function settleCouncil(game: Scenario): void {
  for (let d = decisions(game.state)[0]; d && d.kind !== "answerSecondary"; d = decisions(game.state)[0]) {
    const seat = d.seat;
    if (d.kind === "castVotes") play(game, { type: "castVotes", seat, choice: null });
    else if (d.kind === "breakTie") play(game, { type: "breakTie", seat, choice: d.choices?.[0] ?? "" });
    else if (d.kind === "vetoAgenda") play(game, { type: "vetoAgenda", seat, veto: false });
    else if (d.kind === "confirmByHand") play(game, { type: "confirmByHand", seat });
    else if (d.kind === "playActionCard") play(game, { type: "passActionWindow", seat });
    else if (d.kind === "arrangePoliticalDeck") {
      const top = game.state.players[seat]?.secret.politicalPeek?.[0] as never;
      play(game, { type: "arrangePoliticalDeck", seat, top });
    } else throw new Error(`the council waits on ${d.kind}`);
  }
}

describe("setting up a 6-player game with base + Shattered Empire", () => {
  const game = newScenario(6);

  it("seats six races with their home systems, starting forces and 8 command counters on the sheet", () => {
    const races = game.state.players.map((p) => p.race);
    expect(new Set(races).size).toBe(6);
    for (const p of game.state.players) {
      expect(p.home).not.toBeNull();
      expect(game.state.galaxy[p.home as string]).toBe(`home-${p.race}`);
      const c = p.counters;
      expect(c.strategy + c.fleet + c.command).toBeGreaterThanOrEqual(8);
      expect(p.technologies.length).toBeGreaterThan(0);
      expect(p.secret.secretObjectives).toHaveLength(1);
    }
  });

  it("starts the first Strategy Phase with the Speaker picking first", () => {
    expect(game.state.phase).toBe("strategy");
    expect(game.state.round).toBe(1);
    expect(decisions(game.state)).toEqual([
      expect.objectContaining({ kind: "pickStrategyCard", seat: game.state.speaker }),
    ]);
  });

  it("builds a public objective deck of 6 Stage I cards over 4 Stage II cards", () => {
    expect(game.state.decks.objectives).toHaveLength(10);
  });

  it("replays to the same state from the setup events alone", () => {
    expectReplayMatches(game);
  });

  it("shows no player another player's secret objective", () => {
    const mine = view(game.state, 0);
    expect(mine.players[0]?.secret).toMatchObject({
      secretObjectives: game.state.players[0]?.secret.secretObjectives,
    });
    expect(mine.players[1]?.secret).toEqual({
      actionCards: 0,
      secretObjectives: 1,
      politicalCards: 0,
      galaxyTiles: 0,
    });
    expect(JSON.stringify(view(game.state, null))).not.toContain(
      game.state.players[1]?.secret.secretObjectives[0],
    );
  });
});

describe("the Strategy Phase (RR §5)", () => {
  it("refuses a pick out of turn and a card already taken, changing nothing", () => {
    const game = newScenario(6);
    const speaker = game.state.speaker;
    const other = (speaker + 1) % 6;
    const message = refuse(
      game,
      { type: "pickStrategyCard", seat: other, card: "trade" },
      "ERR_NOT_YOUR_TURN",
    );
    expect(message).toContain("Player");
    play(game, { type: "pickStrategyCard", seat: speaker, card: "trade" });
    refuse(game, { type: "pickStrategyCard", seat: other, card: "trade" }, "ERR_CARD_TAKEN");
  });

  it("gives Initiative's taker the Speaker token and puts a bonus counter on each card left", () => {
    const game = newScenario(6);
    const speaker = game.state.speaker;
    const second = (speaker + 1) % 6;
    play(game, { type: "pickStrategyCard", seat: speaker, card: "trade" });
    play(game, { type: "pickStrategyCard", seat: second, card: "initiative" });
    expect(game.state.speaker).toBe(second);
    pickAll(game, ["diplomacy", "political", "logistics", "warfare"]);
    expect(game.state.phase).toBe("action");
    expect(game.state.strategyPool).toEqual([
      { card: "technology", bonus: 1 },
      { card: "imperial", bonus: 1 },
    ]);
    expectReplayMatches(game);
  });

  it("deals two cards each with 4 players, in two rounds of picking from the Speaker", () => {
    const game = newScenario(4);
    pickAll(game, [
      "initiative",
      "diplomacy",
      "political",
      "logistics",
      "trade",
      "warfare",
      "technology",
      "imperial",
    ]);
    for (const p of game.state.players) expect(p.strategyCards).toHaveLength(2);
    expect(game.state.strategyPool).toEqual([]);
  });
});

describe("a round from the Action Phase to the next Strategy Phase", () => {
  it("plays strategic actions, passes, scores nothing, redistributes counters and starts round 2", () => {
    // No Naalu here: their "0" would put them ahead of Initiative in the order of play.
    const game = newScenario(6, { bannedRaces: ["naalu"] });
    // One player researched Neural Motivator: an extra Action Card in the Status Phase.
    given(game, { type: "technologyGained", seat: 5, technology: "neural-motivator", via: "scenario" });
    pickAll(game, ["initiative", "diplomacy", "political", "logistics", "trade", "warfare"]);
    expect(game.state.phase).toBe("action");
    // Initiative (1) acts first but has no strategic action: it may pass at once.
    const first = seatToAnswer(game, "pass");
    play(game, { type: "pass", seat: first });
    // Diplomacy (2) must take its strategic action before passing.
    const diplomat = seatToAnswer(game, "strategicAction");
    refuse(game, { type: "pass", seat: diplomat }, "ERR_NOT_NOW");
    play(game, { type: "strategicAction", seat: diplomat, card: "diplomacy" });
    play(game, { type: "resolvePrimary", seat: diplomat, card: "diplomacy", choice: { target: first } });
    for (const d of decisions(game.state)) {
      play(game, { type: "answerSecondary", seat: d.seat, card: "diplomacy", follow: false });
    }
    expect(game.state.players[diplomat]?.strategyCards[0]?.played).toBe(true);
    // Everyone else takes their strategic action and passes.
    while (game.state.phase === "action") {
      const d = decisions(game.state)[0];
      if (!d) throw new Error("stuck");
      if (d.kind === "strategicAction") {
        const card = d.choices?.[0] as never;
        play(game, { type: "strategicAction", seat: d.seat, card });
        if (decisions(game.state)[0]?.kind === "resolvePrimary") {
          const counters =
            card === "logistics" ? { command: 4 } : card === "political" ? { command: 1 } : undefined;
          // Trade: cancel every agreement (there are none), so no negotiations open.
          const choice = counters ? { counters } : card === "trade" ? { option: "cancel" } : {};
          play(game, { type: "resolvePrimary", seat: d.seat, card, choice });
          if (card === "political") settleCouncil(game);
        }
        passActionWindows(game);
        for (const s of decisions(game.state))
          play(game, { type: "answerSecondary", seat: s.seat, card, follow: false });
      } else {
        play(game, { type: "pass", seat: d.seat });
      }
    }
    expect(game.state.phase).toBe("status");
    passActionWindows(game);
    while (decisions(game.state)[0]?.kind === "scoreObjectives") {
      play(game, {
        type: "scoreObjectives",
        seat: seatToAnswer(game, "scoreObjectives"),
        publicObjective: null,
        secretObjective: null,
      });
    }
    for (const d of decisions(game.state).filter((x) => x.kind === "redistributeCounters")) {
      const c = game.state.players[d.seat]!.counters;
      refuse(
        game,
        { type: "redistributeCounters", seat: d.seat, counters: { strategy: 99, fleet: 0, command: 0 } },
        "ERR_COUNTER_PLACEMENT",
      );
      play(game, { type: "redistributeCounters", seat: d.seat, counters: { ...c, command: c.command + 2 } });
    }
    expect(game.state.phase).toBe("strategy");
    expect(game.state.round).toBe(2);
    // One Action Card each in the Status Phase (the Yssaril 2, RR §19), and 3 more for Political's holder
    // (RR §6).
    const political = game.events.find((e) => e.type === "strategyCardPlayed" && e.card === "political");
    const holder = political?.type === "strategyCardPlayed" ? political.seat : -1;
    for (const p of game.state.players) {
      const status = p.race === "yssaril" ? 2 : 1;
      expect(p.secret.actionCards).toHaveLength(
        status + (p.seat === holder ? 3 : 0) + (p.seat === 5 ? 1 : 0),
      );
    }
    expectReplayMatches(game);
  });
});
