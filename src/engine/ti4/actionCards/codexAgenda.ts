/**
 * Codex I's action cards of the agenda phase (LRR 8), played in the window after an agenda is revealed
 * (windows.ts, afterAgendaRevealed): Hack Election turns the voting round, Sanction is a rider (LRR 8.22)
 * that costs the voters of the outcome it predicts a fleet pool token (paid in riders.ts).
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4AgendaVoteFrame, Ti4Vote } from "../agenda/frames.ts";
import { agendaOutcomes } from "../agenda/outcomes.ts";
import type { Ti4State } from "../state.ts";
import { agendaVoteFrame } from "../transactions/agendaReads.ts";
import { named, playRider, refuse, type Ti4CardEffect, type Ti4Tx } from "./effect.ts";

/**
 * Hack Election (LRR 8.2ii, 80.2): the voters still to vote, counter-clockwise from the speaker's right; the
 * speaker, who votes last clockwise, votes last still (the right-hand neighbour first, the speaker last
 * [recalled: "begins with the player to the right of the speaker"; the speaker's place is our reading]).
 */
export function hackedOrder(vote: Pick<Ti4AgendaVoteFrame, "order" | "index">, speaker: Seat): Seat[] {
  const done = vote.order.slice(0, vote.index);
  const left = vote.order.slice(vote.index);
  const speakerLast = left.at(-1) === speaker;
  const others = (speakerLast ? left.slice(0, -1) : left).reverse();
  return [...done, ...others, ...(speakerLast ? [speaker] : [])];
}

/** The agenda under vote before its first vote, or the refusal of `card` played with none. */
function beforeVoting(state: Ti4State, card: string) {
  const vote = agendaVoteFrame(state);
  if (!vote) return { error: refuse(card, "it is played on an agenda under vote.") };
  if (vote.index > 0 || vote.votes.length > 0)
    return { error: refuse(card, "it is played before anyone votes on the agenda (LRR 8.22).") };
  return { vote };
}

/** Sanction (LRR 8.22): the players who voted for `outcome` and hold a token in their fleet pool. */
export function sanctioned(state: Ti4State, votes: readonly Ti4Vote[], outcome: string): Seat[] {
  const voters = new Set(votes.filter((v) => v.outcome === outcome && v.votes > 0).map((v) => v.seat));
  return [...voters].filter((s) => (state.players[s]?.tokens.fleet ?? 0) > 0);
}

/** Sanction's payoff: 1 token from each such voter's fleet pool back to their reinforcements. */
export function paySanction(tx: Ti4Tx, votes: readonly Ti4Vote[], outcome: string): void {
  for (const seat of sanctioned(tx.state, votes, outcome))
    tx.emit({ type: "ti4CommandTokensChanged", seat, pools: { fleet: -1 }, reason: "Sanction" });
}

export const TI4_CODEX_AGENDA_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // Hack Election (LRR 8.2ii): this agenda's votes go counter-clockwise from the speaker's right.
  hack: {
    names: [],
    check(state) {
      const at = beforeVoting(state, "Hack Election");
      if ("error" in at) return at.error;
      if (at.vote.order.length < 3)
        return refuse("Hack Election", "with fewer than 3 voters the order would not change.");
      return undefined;
    },
    resolve(tx, seat) {
      tx.emit({ type: "ti4VotingReversed", seat });
    },
  },
  // Sanction (a rider, LRR 8.22): predict an outcome; if it wins, each player who voted for it returns a
  // token from their fleet pool to their reinforcements (riders.ts pays it).
  sanction: {
    names: ["outcome"],
    check(state, _seat, play) {
      const at = beforeVoting(state, "Sanction");
      if ("error" in at) return at.error;
      const outcome = named(play, "outcome", "Sanction", "the outcome you predict");
      if ("error" in outcome) return outcome.error;
      const offered = agendaOutcomes(state, at.vote.agenda);
      if (!offered.includes(outcome.value))
        return refuse(
          "Sanction",
          `${outcome.value} is not an outcome of this agenda: name one of ${offered.join(", ")}.`,
        );
      return undefined;
    },
    resolve(tx, seat, play) {
      playRider(tx, { seat, card: "sanction", outcome: play.outcome as string });
    },
  },
};
