/**
 * TE Galactic Events: Hidden Agenda (its card [recalled]): in the agenda phase the votes are secret ballots
 * handed to the speaker, who tells the council only the total for each outcome; nobody trades (LRR 94.6 set
 * aside). Without the event the votes are open (LRR 8.6) and the council trades during each agenda.
 */
import { describe, expect, it } from "vitest";
import { narrateTi4 } from "../../../../src/app/ti4/narrate.ts";
import type { Ti4AgendaVoteFrame } from "../../../../src/engine/ti4/agenda/frames.ts";
import { ti4EventSeen, ti4SeatState, ti4View } from "../../../../src/engine/ti4/view.ts";
import {
  agendaPhase,
  apply,
  type Played,
  passCardWindows,
  readyPlanets,
  refusal,
  replays,
  vote,
} from "../../../support/ti4Agenda.ts";
import { offer } from "../../../support/ti4Trade.ts";

const DRAW = ["economic_equality", "conscription"] as const;

function hidden(): Played {
  return agendaPhase([...DRAW], (s) => {
    s.galacticEvents = ["hidden_agenda"];
  });
}

function voteFrame(stack: readonly { kind: string }[]): Ti4AgendaVoteFrame {
  const top = stack.at(-1) as Ti4AgendaVoteFrame | undefined;
  if (top?.kind !== "ti4AgendaVote") throw new Error("no agenda under vote");
  return top;
}

describe("TE Galactic Events: Hidden Agenda", () => {
  it("hands each ballot to the speaker: the voter and the speaker read it, the others see only that it was cast", () => {
    const played = passCardWindows(hidden());
    const s = played.state.speaker;
    const [voter, other] = [(s + 1) % 4, (s + 2) % 4];
    const planets = readyPlanets(played.state, voter);
    const cast = apply(played, { type: "castVotes", seat: voter, outcome: "for", planets });
    const votes = voteFrame(cast.state.stack).votes[0]?.votes ?? 0;
    expect(votes).toBeGreaterThan(0);
    const mine = cast.events.find((e) => e.type === "ti4VotesCast");
    expect(mine).toEqual({ type: "ti4VotesCast", seat: voter, outcome: "for", votes, to: voter });
    expect(cast.events).toContainEqual({
      type: "ti4BallotHandedToSpeaker",
      seat: voter,
      outcome: "for",
      votes,
      to: s,
    });
    // The log: the ballot is the voter's and the speaker's to read; the frame's copy hides it from others.
    for (const e of cast.events.slice(played.events.length)) {
      if (e.type === "ti4VotesCast")
        expect([ti4EventSeen(e, other), ti4EventSeen(e, null)]).toEqual([null, null]);
      if (e.type === "ti4FrameUpdated" && e.frame.kind === "ti4AgendaVote" && e.frame.votes.length > 0) {
        const seen = ti4EventSeen(e, other);
        expect(
          seen?.type === "ti4FrameUpdated" && seen.frame.kind === "ti4AgendaVote" && seen.frame.votes,
        ).toEqual([{ seat: voter, outcome: null, votes: 0, hidden: true }]);
        expect(ti4EventSeen(e, s)).toBe(e);
      }
    }
    // The views: the table and another player see a ballot without its content; the speaker and voter read it.
    const ballot = (viewer: number | null) => voteFrame(ti4View(cast.state, viewer).stack).votes;
    expect(ballot(null)).toEqual([{ seat: voter, outcome: null, votes: 0, hidden: true }]);
    expect(ballot(other)).toEqual([{ seat: voter, outcome: null, votes: 0, hidden: true }]);
    expect(ballot(s)).toEqual([{ seat: voter, outcome: "for", votes }]);
    expect(ballot(voter)).toEqual([{ seat: voter, outcome: "for", votes }]);
    expect(voteFrame(ti4SeatState(cast.state, other).stack).votes[0]?.hidden).toBe(true);
    // The public account does not say how the voter voted.
    const told = narrateTi4(cast.events.slice(played.events.length), cast.state);
    expect(told).not.toContain("casts");
    replays(cast);
  });

  it("tells the council the total for each outcome before the outcome is carried out, and resolves the most voted", () => {
    const played = hidden();
    const s = played.state.speaker;
    const ballots = { [(s + 1) % 4]: "for", [(s + 2) % 4]: "against", [(s + 3) % 4]: "for" };
    const done = vote(played, ballots);
    const total = (outcome: string) =>
      done.events
        .filter((e) => e.type === "ti4VotesCast" && e.outcome === outcome)
        .reduce((sum, e) => sum + (e.type === "ti4VotesCast" ? e.votes : 0), 0);
    const told = done.events.find((e) => e.type === "ti4VoteTotalsTold");
    expect(told).toEqual({
      type: "ti4VoteTotalsTold",
      agenda: "economic_equality",
      totals: [
        { outcome: "for", votes: total("for") },
        { outcome: "against", votes: total("against") },
      ].filter((t) => t.votes > 0),
    });
    const types = done.events.map((e) => e.type);
    expect(types.indexOf("ti4VoteTotalsTold")).toBeLessThan(types.indexOf("ti4AgendaResolved"));
    if (total("for") !== total("against"))
      expect(done.events).toContainEqual({
        type: "ti4AgendaResolved",
        agenda: "economic_equality",
        outcome: total("for") > total("against") ? "for" : "against",
      });
    // The speaker's own ballot is handed to nobody; an abstention is a ballot too.
    expect(done.events.filter((e) => e.type === "ti4BallotHandedToSpeaker")).toHaveLength(3);
    expect(done.events.find((e) => e.type === "ti4VoteAbstained")).toEqual({
      type: "ti4VoteAbstained",
      seat: s,
      to: s,
    });
    expect(narrateTi4(done.events, done.state)).toContain(
      "Hidden Agenda: the speaker counts the secret ballots",
    );
    replays(done);
  });

  it("bars transactions in the agenda phase, leaving the state unchanged; without it the council may trade (LRR 94.6)", () => {
    const played = passCardWindows(hidden());
    const s = played.state.speaker;
    const terms = { give: offer({ tradeGoods: 1 }), receive: offer() };
    const command = { type: "proposeTransaction", seat: s, with: (s + 1) % 4, ...terms } as const;
    const before = structuredClone(played.state);
    expect(refusal(played, command)).toEqual(["ERR_TI4_TRANSACTION_WHEN", "Hidden Agenda"]);
    expect(played.state).toEqual(before);
    const open = passCardWindows(
      agendaPhase([...DRAW], (st) => {
        for (const p of st.players) p.tradeGoods = 2;
      }),
    );
    const plain = { ...command, seat: open.state.speaker, with: (open.state.speaker + 1) % 4 };
    expect(refusal(open, plain)).toBeNull();
  });

  it("leaves votes open without the event (LRR 8.6)", () => {
    const played = passCardWindows(agendaPhase([...DRAW]));
    expect(voteFrame(played.state.stack).secretBallot).toBeUndefined();
    const s = played.state.speaker;
    const seat = (s + 1) % 4;
    const cast = apply(played, {
      type: "castVotes",
      seat,
      outcome: "for",
      planets: readyPlanets(played.state, seat),
    });
    const mine = cast.events.find((e) => e.type === "ti4VotesCast");
    expect(mine && "to" in mine).toBe(false);
    expect(cast.events.some((e) => e.type === "ti4BallotHandedToSpeaker")).toBe(false);
    expect(voteFrame(ti4View(cast.state, null).stack).votes[0]?.outcome).toBe("for");
  });
});
