/**
 * Codex I's agenda-phase action cards (LRR 8; content/ti4/actionCards.codex.ts; actionCards/codexAgenda.ts),
 * played in the window after an agenda is revealed: Hack Election turns this agenda's voting round
 * counter-clockwise from the speaker's right (LRR 8.2ii, 80.2), Sanction is a rider (LRR 8.22) whose true
 * prediction costs every voter of that outcome a fleet pool token. Each with its refusals (state unchanged),
 * the bot's choice, and a replay from the log.
 */
import { describe, expect, it } from "vitest";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import { ti4BotMove } from "../../../src/engine/ti4/policy.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import {
  agendaPhase,
  apply,
  CTX,
  passCardWindows,
  refusal,
  replays,
  upTo,
  vote,
  windowOf,
} from "../../support/ti4Agenda.ts";

const DRAW = ["travel_ban", "conventions"] as const;

function seats() {
  const s = agendaPhase([...DRAW]).state.speaker;
  return { s, a: (s + 1) % 4, b: (s + 2) % 4, c: (s + 3) % 4 };
}

function voteFrame(state: Ti4State) {
  const top = state.stack.findLast((f) => f.kind === "ti4AgendaVote");
  if (top?.kind !== "ti4AgendaVote") throw new Error("no agenda under vote");
  return top;
}

function botCommand(state: Ti4State, seat: number): Ti4Command | undefined {
  return ti4BotMove(state, seat, CTX)?.command;
}

describe("Hack Election (Codex I action card; LRR 8.2ii, 80.2)", () => {
  it("turns the voting round: from the speaker's right, counter-clockwise, the speaker last", () => {
    const { s, a, b, c } = seats();
    let played = upTo([...DRAW], { [a]: ["hack"] }, "afterAgendaRevealed");
    expect(voteFrame(played.state).order).toEqual([a, b, c, s]);
    played = passCardWindows(apply(played, { type: "playActionCard", seat: a, card: "hack" }));
    expect(voteFrame(played.state).order).toEqual([c, b, a, s]);
    expect(played.state.players[a]?.secret.actionCards).toEqual([]);
    // The first to vote is the speaker's right-hand neighbour.
    expect(played.state.stack.at(-1)).toMatchObject({ kind: "ti4AgendaVote", index: 0 });
    played = apply(played, { type: "abstain", seat: c });
    expect(voteFrame(played.state).order[voteFrame(played.state).index]).toBe(b);
    replays(played);
  });

  it("is refused outside the window after an agenda's reveal, the state unchanged", () => {
    const { a } = seats();
    const early = upTo([...DRAW], { [a]: ["hack", "veto"] }, "whenAgendaRevealed");
    const before = structuredClone(early.state);
    expect(refusal(early, { type: "playActionCard", seat: a, card: "hack" })?.[0]).toBe(
      "ERR_TI4_CARD_TIMING",
    );
    expect(early.state).toEqual(before);
  });

  it("the bot plays it when the turned round lets it vote later", () => {
    const { a, c } = seats();
    const first = upTo([...DRAW], { [a]: ["hack"] }, "afterAgendaRevealed");
    expect(botCommand(first.state, a)).toEqual({ type: "playActionCard", seat: a, card: "hack" });
    // The last voter before the speaker would vote first: it passes.
    const last = upTo([...DRAW], { [c]: ["hack"] }, "afterAgendaRevealed");
    expect(botCommand(last.state, c)).toEqual({ type: "passCardWindow", seat: c });
  });
});

describe("Sanction (Codex I action card, a rider; LRR 8.22, 20)", () => {
  it("come true, every player who voted for the outcome returns a fleet pool token to reinforcements", () => {
    const { s, a, b } = seats();
    let played = upTo([...DRAW], { [a]: ["sanction"] }, "afterAgendaRevealed");
    played = passCardWindows(
      apply(played, { type: "playActionCard", seat: a, card: "sanction", outcome: "for" }),
    );
    expect(voteFrame(played.state).riders).toEqual([{ seat: a, card: "sanction", outcome: "for" }]);
    const fleet = played.state.players.map((p) => p.tokens.fleet);
    played = vote(played, { [b]: "for", [s]: "for" });
    expect(played.events.find((e) => e.type === "ti4RiderSettled")).toMatchObject({
      seat: a,
      card: "sanction",
      won: true,
    });
    const after = played.state.players.map((p) => p.tokens.fleet);
    expect(after[b]).toBe((fleet[b] ?? 0) - 1);
    expect(after[s]).toBe((fleet[s] ?? 0) - 1);
    expect(after[a]).toBe(fleet[a]);
    replays(played);
  });

  it("come false, costs nobody anything", () => {
    const { a, b } = seats();
    let played = upTo([...DRAW], { [a]: ["sanction"] }, "afterAgendaRevealed");
    played = passCardWindows(
      apply(played, { type: "playActionCard", seat: a, card: "sanction", outcome: "against" }),
    );
    const fleet = played.state.players.map((p) => p.tokens.fleet);
    played = vote(played, { [b]: "for" });
    expect(played.events.find((e) => e.type === "ti4RiderSettled")).toMatchObject({ won: false });
    expect(played.state.players.map((p) => p.tokens.fleet)).toEqual(fleet);
    replays(played);
  });

  it("is refused with no outcome, one the agenda does not offer, or at another moment; the state unchanged", () => {
    const { a } = seats();
    const played = upTo([...DRAW], { [a]: ["sanction", "veto"] }, "afterAgendaRevealed");
    const before = structuredClone(played.state);
    const play = (outcome?: string) =>
      refusal(played, {
        type: "playActionCard",
        seat: a,
        card: "sanction",
        ...(outcome ? { outcome } : {}),
      })?.[0];
    expect(play()).toBe("ERR_TI4_CARD_PLAY");
    expect(play("perhaps")).toBe("ERR_TI4_CARD_PLAY");
    expect(played.state).toEqual(before);
    const early = upTo([...DRAW], { [a]: ["sanction", "veto"] }, "whenAgendaRevealed");
    const untouched = structuredClone(early.state);
    expect(refusal(early, { type: "playActionCard", seat: a, card: "sanction", outcome: "for" })?.[0]).toBe(
      "ERR_TI4_CARD_TIMING",
    );
    expect(early.state).toEqual(untouched);
  });

  it("the bot keeps it when it would vote for the forecast winner itself", () => {
    const { a } = seats();
    // Travel Ban: every bot wants it passed, so the forecast winner is the bot's own wish.
    const played = upTo([...DRAW], { [a]: ["sanction"] }, "afterAgendaRevealed");
    expect(windowOf(played)?.awaiting).toEqual([a]);
    expect(botCommand(played.state, a)).toEqual({ type: "passCardWindow", seat: a });
  });
});
