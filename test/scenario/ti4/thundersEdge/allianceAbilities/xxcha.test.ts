/**
 * The Xxcha alliance card (TE "Alliance Reference Cards"): each planet its holder exhausts to vote gives 1
 * vote more, and no game effect can stop the holder from voting (LRR 8.16).
 */
import { describe, expect, it } from "vitest";
import { ti4Planet } from "../../../../../src/content/ti4/index.ts";
import { votingOrder } from "../../../../../src/engine/ti4/agenda/vote.ts";
import { voterWith, votesOf } from "../../../../support/allianceVotes.ts";
import { apply, readyPlanets, replays } from "../../../../support/ti4Agenda.ts";

describe("TE alliance card: Xxcha (a vote more per planet; voting not stopped)", () => {
  it("adds 1 vote per planet its holder exhausts; the log replays", () => {
    const { played, voter } = voterWith("xxcha");
    const planets = readyPlanets(played.state, voter);
    const influence = planets.reduce((sum, p) => sum + ti4Planet(p).influence, 0);
    const cast = apply(played, { type: "castVotes", seat: voter, outcome: "for", planets });
    expect(votesOf(cast.state, voter)).toBe(influence + planets.length);
    replays(cast);
  });

  it("adds nothing for a voter without the card", () => {
    const { played, voter } = voterWith(null);
    const planets = readyPlanets(played.state, voter);
    const influence = planets.reduce((sum, p) => sum + ti4Planet(p).influence, 0);
    const cast = apply(played, { type: "castVotes", seat: voter, outcome: "for", planets });
    expect(votesOf(cast.state, voter)).toBe(influence);
  });

  it("keeps its holder in the voting order though barred (Public Execution), a non-holder out", () => {
    const { played, voter } = voterWith("xxcha");
    expect(votingOrder(played.state, [voter])).toContain(voter);
    const other = voterWith(null);
    expect(votingOrder(other.played.state, [other.voter])).not.toContain(other.voter);
  });

  it("lets its holder vote after playing a rider; a rider bars anyone else", () => {
    for (const [card, kept] of [
      ["xxcha", true],
      [null, false],
    ] as const) {
      const { played, voter } = voterWith(card, 3, (s, seat) => {
        const p = s.players[seat];
        if (p) p.secret.actionCards = ["lead_rider"];
      });
      let now = played;
      let rider = false;
      for (let top = now.state.stack.at(-1); top?.kind === "ti4CardWindow"; top = now.state.stack.at(-1)) {
        const seat = top.awaiting[0] as number;
        const plays: boolean = !rider && seat === voter && top.timing === "afterAgendaRevealed";
        rider ||= plays;
        now = plays
          ? apply(now, { type: "playActionCard", seat, card: "lead_rider", outcome: "for" })
          : apply(now, { type: "passCardWindow", seat });
      }
      expect(rider).toBe(true);
      const vote = now.state.stack.findLast((f) => f.kind === "ti4AgendaVote");
      expect(vote?.kind === "ti4AgendaVote" && vote.order.includes(voter)).toBe(kept);
    }
  });
});
