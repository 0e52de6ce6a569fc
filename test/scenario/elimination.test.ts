/**
 * Elimination (RR §22, SE errata "Elimination"): a player with no planet and no unit on the board is out.
 * Three races: the Hacan attack from their Home System into the next system in, where the last ship of a
 * Sol fleet waits; Sol's Home System was taken earlier. Dice are scripted by choosing the generator's seed
 * before the command that rolls them (the attacker's dice first).
 */
import { describe, expect, it } from "vitest";
import type { PlanetId } from "../../src/content/index.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { apply, decisions, type GameEvent } from "../../src/engine/index.ts";
import { clockwiseFrom } from "../../src/engine/rules/players.ts";
import {
  CTX,
  expectReplayMatches,
  passActionWindows,
  play,
  refuse,
  type Scenario,
} from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  lab,
  place,
  scriptDice,
} from "../support/tactical.ts";

/** Takes every unit of a player off the board and hands his planets to another (as if lost earlier). */
function strip(game: Scenario, seat: number, to: number): void {
  for (const [position, system] of Object.entries(game.state.board)) {
    for (const force of system.space.filter((f) => f.seat === seat)) {
      given(game, { type: "unitsRemoved", seat, position, units: force.units, reason: "scenario" });
    }
    for (const [planet, forces] of Object.entries(system.planets)) {
      for (const force of forces?.filter((f) => f.seat === seat) ?? []) {
        const units = force.units;
        given(game, {
          type: "unitsRemoved",
          seat,
          position,
          planet: planet as PlanetId,
          units,
          reason: "scenario",
        });
      }
    }
  }
  for (const planet of Object.keys(game.state.players[seat]!.planets) as PlanetId[]) {
    given(game, { type: "planetGained", seat: to, planet, from: seat, exhausted: false, round: 0 });
  }
}

/** Hacan (acting first), Sol and the Letnev; Sol holds one Destroyer next to the Hacan home, nothing else. */
function lastStand() {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  const hacan = g.seat.hacan as number;
  const sol = g.seat.sol as number;
  const letnev = g.seat.letnev as number;
  const h = homeOf(g, hacan);
  const a = inward(h);
  strip(g, sol, hacan);
  place(g, sol, a, { destroyer: 1 });
  place(g, hacan, h, { dreadnought: 2 });
  given(
    g,
    { type: "speakerChanged", seat: sol },
    { type: "actionCardsDrawn", seat: sol, cards: g.state.decks.action.draw.slice(0, 2) },
    { type: "tradeAgreementFormed", seats: [sol, letnev], values: [2, 1] },
  );
  return Object.assign(g, { hacan, sol, letnev, h, a });
}
type LastStand = ReturnType<typeof lastStand>;

/** The Hacan's two Dreadnoughts hit, the Destroyer misses; the hits leave Sol no choice. Returns the events. */
function sinkTheDestroyer(g: LastStand): GameEvent[] {
  const from = g.events.length;
  // Scripted first: unless Sol holds a card for the moment, no window waits before the battle's dice.
  scriptDice(g, [5, 5, 1]);
  activateAndMove(g, g.hacan, g.a, [{ from: g.h, units: { dreadnought: 2 } }]);
  passActionWindows(g);
  return g.events.slice(from);
}

describe("a player left with no planet and no unit is eliminated (RR §22)", () => {
  it("losing his last ship: his Action Cards are discarded, his agreements leave, the Speaker token passes on", () => {
    const g = lastStand();
    const hand = [...g.state.players[g.sol]!.secret.actionCards];
    expect(hand).toHaveLength(2);
    const events = sinkTheDestroyer(g);
    expect(events).toContainEqual({ type: "playerEliminated", seat: g.sol });
    expect(events).toContainEqual({ type: "actionCardsDiscarded", seat: g.sol, cards: hand });
    expect(g.state.players[g.sol]!.eliminated).toBe(true);
    expect(g.state.players[g.sol]!.secret.actionCards).toEqual([]);
    expect(g.state.decks.action.discard).toEqual(expect.arrayContaining(hand));
    expect(g.state.tradeAgreements).toEqual([]);
    // The Speaker token goes to the next player clockwise [recalled].
    expect(g.state.speaker).toBe(clockwiseFrom(g.state, g.sol)[0]);
    expect(g.state.speaker).not.toBe(g.sol);
    // The game goes on with the other two.
    expect(g.state.phase).toBe("action");
    expect(decisions(g.state).map((d) => d.seat)).not.toContain(g.sol);
    expectReplayMatches(g);
  });

  it("an eliminated player can answer nothing, not even a standing preference", () => {
    const g = lastStand();
    sinkTheDestroyer(g);
    refuse(g, { type: "setAutoAssignHits", seat: g.sol, on: true }, "ERR_ELIMINATED");
    refuse(g, { type: "pass", seat: g.sol }, "ERR_ELIMINATED");
  });

  it("is skipped everywhere afterwards: turns, secondaries, the Status Phase and the next Strategy Phase", () => {
    const g = lastStand();
    sinkTheDestroyer(g);
    // The bot plays the other seats into round 2's Action Phase; the game never waits on Sol.
    const picks: Record<number, number> = {};
    for (let n = 0; n < 3000 && !(g.state.round === 2 && g.state.phase === "action"); n++) {
      const waiting = decisions(g.state);
      expect(waiting.map((d) => d.seat)).not.toContain(g.sol);
      const command = [...new Set(waiting.map((d) => d.seat))]
        .map((seat) => botCommand(g.state, seat, CTX))
        .find((c) => c !== null);
      if (!command) throw new Error(`stuck on ${JSON.stringify(waiting)}`);
      if (command.type === "pickStrategyCard") picks[command.seat] = (picks[command.seat] ?? 0) + 1;
      play(g, command);
    }
    expect(g.state.round).toBe(2);
    expect(g.state.phase).toBe("action");
    // A 3-player game: the two left still take two Strategy Cards each; Sol takes none.
    expect(picks).toEqual({ [g.hacan]: 2, [g.letnev]: 2 });
    expect(g.state.players[g.sol]!.strategyCards).toEqual([]);
    const phase = g.state.stack.find((f) => f.kind === "actionPhase");
    expect(phase?.kind === "actionPhase" && phase.order).not.toContain(g.sol);
    // Sol drew no Action Card in the Status Phase.
    expect(g.state.players[g.sol]!.secret.actionCards).toEqual([]);
    expectReplayMatches(g);
  });

  it("losing his own last ships in his own action: the action and his turn end, play goes on", () => {
    const g = lastStand();
    // The Hacan have lost their Home System to the Letnev; one Cruiser is all they have. With Fleet
    // Logistics the action would offer them a second one: it must not wait on a player who is out.
    strip(g, g.hacan, g.letnev);
    place(g, g.hacan, g.h, { cruiser: 1 });
    given(g, { type: "technologyGained", seat: g.hacan, technology: "fleet-logistics", via: "scenario" });
    // The Cruiser misses, the Destroyer hits (scripted first: no window need wait before the dice).
    scriptDice(g, [1, 9]);
    const from = g.events.length;
    activateAndMove(g, g.hacan, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    passActionWindows(g);
    expect(g.events.slice(from)).toContainEqual({ type: "playerEliminated", seat: g.hacan });
    expect(g.state.stack.some((f) => f.kind === "tacticalAction")).toBe(false);
    expect(g.state.stack.at(-1)?.kind).toBe("actionPhase");
    expect(decisions(g.state).length).toBeGreaterThan(0);
    expect(decisions(g.state).map((d) => d.seat)).not.toContain(g.hacan);
    expectReplayMatches(g);
  });

  it("the last player standing wins", () => {
    const g = lastStand();
    // The Letnev were wiped out earlier too: the first command after that finds them out of the game.
    strip(g, g.letnev, g.hacan);
    play(g, { type: "tacticalAction", seat: g.hacan, position: g.a });
    expect(g.state.players[g.letnev]!.eliminated).toBe(true);
    expect(g.state.phase).toBe("action");
    passActionWindows(g);
    // Scripted first: no window need wait before the battle's dice.
    scriptDice(g, [5, 5, 1]);
    const from = g.events.length;
    play(g, { type: "moveUnits", seat: g.hacan, moves: [{ from: g.h, units: { dreadnought: 2 } }] });
    passActionWindows(g);
    const events = g.events.slice(from);
    expect(events).toContainEqual({ type: "playerEliminated", seat: g.sol });
    expect(events).toContainEqual(expect.objectContaining({ type: "gameEnded", winners: [g.hacan] }));
    expect(g.state.phase).toBe("finished");
    expect(g.state.winners).toEqual([g.hacan]);
    expect(decisions(g.state)).toEqual([]);
    expectReplayMatches(g);
  });
});

describe("frames that were waiting on a player when he was eliminated let him go (RR §22)", () => {
  /** Sol is already out (an event of the log) while a frame built before still lists him. */
  function outWhileWaited(frameOf: (g: LastStand) => GameEvent): LastStand {
    const g = lastStand();
    strip(g, g.sol, g.hacan);
    given(g, { type: "playerEliminated", seat: g.sol }, frameOf(g));
    return g;
  }

  /** Any command runs the driver loop, which releases the frame on top. */
  function anyCommand(g: LastStand): void {
    play(g, { type: "setAutoAssignHits", seat: g.hacan, on: false });
  }

  it("secondaries: the others still answer, Sol is no longer awaited", () => {
    const g = outWhileWaited((x) => ({
      type: "framePushed",
      frame: {
        kind: "strategicAction",
        seat: x.hacan,
        card: "logistics",
        step: "secondaries",
        awaiting: [x.sol, x.letnev],
        detail: {},
      },
    }));
    anyCommand(g);
    expect(decisions(g.state).map((d) => [d.kind, d.seat])).toEqual([["answerSecondary", g.letnev]]);
    expectReplayMatches(g);
  });

  it("a vote: Sol's turn to vote is dropped and the next voter is asked", () => {
    const g = outWhileWaited((x) => ({
      type: "framePushed",
      frame: {
        kind: "agenda",
        source: "drawn",
        reader: x.hacan,
        card: "mutiny",
        step: "vote",
        order: [x.sol, x.letnev, x.hacan],
        votes: [],
        extra: [],
        tied: [],
        resume: false,
      },
    }));
    anyCommand(g);
    const top = g.state.stack.at(-1);
    expect(top?.kind === "agenda" && top.order).toEqual([g.letnev, g.hacan]);
    expect(decisions(g.state).find((d) => d.kind === "castVotes")?.seat).toBe(g.letnev);
    expectReplayMatches(g);
  });

  it("trade negotiations: proposals to or from Sol lapse", () => {
    const g = outWhileWaited((x) => ({
      type: "framePushed",
      frame: {
        kind: "tradeNegotiation",
        holder: x.hacan,
        card: "trade",
        open: [x.hacan, x.sol, x.letnev],
        proposals: [{ id: 1, from: x.letnev, to: x.sol, give: 1, receive: 2, step: "answer" }],
        nextProposal: 2,
        formed: [],
      },
    }));
    anyCommand(g);
    expect(g.events).toContainEqual(expect.objectContaining({ type: "tradeProposalLapsed", proposal: 1 }));
    expect(decisions(g.state).map((d) => d.seat)).not.toContain(g.sol);
    expectReplayMatches(g);
  });

  it("the Action Phase: Sol's turn is skipped", () => {
    const g = lastStand();
    strip(g, g.sol, g.hacan);
    const phase = g.state.stack.find((f) => f.kind === "actionPhase");
    if (phase?.kind !== "actionPhase") throw new Error("no Action Phase");
    const at = phase.order.indexOf(g.sol);
    // It is Sol's turn when he is found out of the game.
    given(g, { type: "frameReplaced", frame: { ...phase, current: at } });
    anyCommand(g);
    expect(g.state.players[g.sol]!.eliminated).toBe(true);
    const after = g.state.stack.at(-1);
    expect(after?.kind === "actionPhase" && after.order).not.toContain(g.sol);
    expect(decisions(g.state)[0]?.seat).toBe(phase.order[(at + 1) % phase.order.length]);
    expectReplayMatches(g);
  });
});

describe("elimination is checked only once the game is under way", () => {
  it("nobody is eliminated during setup, while no one has units yet", () => {
    const g = lab(["hacan", "sol", "letnev"]);
    expect(g.events.some((e) => e.type === "playerEliminated")).toBe(false);
    expect(apply(g.state, { type: "setAutoAssignHits", seat: 0, on: true }, CTX).ok).toBe(true);
  });
});
