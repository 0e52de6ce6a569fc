/**
 * The built-in player's agenda-phase action cards (LRR 8; actionCards/agendaBot.ts): it plays a rider on
 * the outcome it forecasts and wants without its own votes (it casts none then); it keeps a Veto for an agenda it wants; once every
 * vote is in it bribes with the fewest trade goods that carry its outcome, and keeps Bribery when that would
 * cost more than it spends; it hands an election it does not want to the player it would rather see
 * elected. Each play it settles on is one the rules accept, read from its seat's view alone.
 */
import { describe, expect, it } from "vitest";
import type { Ti4Vote } from "../../../src/engine/ti4/agenda/frames.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import { ti4BotMove } from "../../../src/engine/ti4/policy.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import {
  agendaPhase,
  apply,
  CTX,
  pass,
  readyPlanets,
  upTo,
  votedAlone,
  windowOf,
} from "../../support/ti4Agenda.ts";

function botCommand(state: Ti4State, seat: number): Ti4Command | undefined {
  return ti4BotMove(state, seat, CTX)?.command;
}

/** The speaker, and the first voter on their left. */
function seats(): { s: number; a: number; b: number } {
  const s = agendaPhase(["travel_ban"]).state.speaker;
  return { s, a: (s + 1) % 4, b: (s + 2) % 4 };
}

/** The last call (every vote in, Bribery's window) with the votes of the agenda frame set to `votes`. */
function lastCall(votes: Ti4Vote[], goods: number) {
  const { a } = seats();
  let played = upTo(["travel_ban", "conventions"], { [a]: ["bribery"] }, "afterAgendaRevealed", goods);
  played = votedAlone(played, a, "against", readyPlanets(played.state, a).slice(0, 1));
  expect(windowOf(played)).toEqual({ timing: "duringVoting", awaiting: [a] });
  const state = structuredClone(played.state);
  const frame = state.stack.findLast((f) => f.kind === "ti4AgendaVote");
  if (frame?.kind !== "ti4AgendaVote") throw new Error("no agenda under vote");
  frame.votes = votes;
  return state;
}

describe("TI4 bot: the agenda phase's action cards", () => {
  it("plays a rider on the outcome it forecasts and wants without its votes, and then casts none", () => {
    const { a } = seats();
    let played = upTo(["travel_ban", "conventions"], { [a]: ["trade_rider"] }, "afterAgendaRevealed");
    expect(windowOf(played)?.awaiting).toEqual([a]);
    // Travel Ban: every seat's bot wants it passed, so "for" is the forecast.
    expect(botCommand(played.state, a)).toEqual({
      type: "playActionCard",
      seat: a,
      card: "trade_rider",
      outcome: "for",
    });
    played = apply(played, botCommand(played.state, a) as Ti4Command);
    for (let top = windowOf(played); top; top = windowOf(played))
      for (const seat of top.awaiting) played = pass(played, seat);
    // Its rider bars its own votes (LRR 8.22): it is not asked to vote.
    const vote = played.state.stack.findLast((f) => f.kind === "ti4AgendaVote");
    expect(vote?.kind === "ti4AgendaVote" && vote.order.slice(vote.index)).not.toContain(a);
    expect(botCommand(played.state, a)).toBeUndefined();
  });

  it("keeps its Veto for an agenda it wants passed", () => {
    const { a } = seats();
    const played = upTo(["travel_ban", "conventions"], { [a]: ["veto"] }, "whenAgendaRevealed");
    expect(windowOf(played)?.awaiting).toEqual([a]);
    expect(botCommand(played.state, a)).toEqual({ type: "passCardWindow", seat: a });
  });

  it("keeps its Veto for a law it opposes that the table is forecast to vote down", () => {
    const { a } = seats();
    // Conscription: every seat's bot votes against it, so a Veto would win nothing.
    const against = upTo(["conscription", "conventions"], { [a]: ["veto"] }, "whenAgendaRevealed");
    expect(botCommand(against.state, a)).toEqual({ type: "passCardWindow", seat: a });
  });

  it("bribes with the fewest trade goods that carry its outcome, once every vote is in", () => {
    const { a, b } = seats();
    const state = lastCall(
      [
        { seat: a, outcome: "against", votes: 4 },
        { seat: b, outcome: "for", votes: 6 },
      ],
      5,
    );
    expect(botCommand(state, a)).toEqual({ type: "playActionCard", seat: a, card: "bribery", amount: 3 });
  });

  it("keeps Bribery when carrying its outcome would cost more than it spends", () => {
    const { a, b } = seats();
    const state = lastCall(
      [
        { seat: a, outcome: "against", votes: 4 },
        { seat: b, outcome: "for", votes: 9 },
      ],
      8,
    );
    expect(botCommand(state, a)).toEqual({ type: "passCardWindow", seat: a });
  });

  it("hands Public Execution to the rival with the most points (Confusing Legal Text)", () => {
    const { a, b } = seats();
    let played = upTo(["execution", "conventions"], { [a]: ["confusing"] }, "afterAgendaRevealed");
    played = votedAlone(played, a, String(a), readyPlanets(played.state, a));
    played = pass(played, a);
    expect(windowOf(played)).toEqual({ timing: "whenElected", awaiting: [a] });
    const state = structuredClone(played.state);
    for (const p of state.players) p.vp = p.seat === b ? 6 : 2;
    expect(botCommand(state, a)).toEqual({ type: "playActionCard", seat: a, card: "confusing", target: b });
  });
});
