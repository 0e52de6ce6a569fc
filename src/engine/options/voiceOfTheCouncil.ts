/**
 * SE Option 14, the Voice of the Council (SE p.11): a Special Objective worth 1 VP, won by a council vote
 * that the player of Political or Assembly may call before its primary (councilVote.ts), and lost to the
 * winner of a later vote. The holder is `state.voiceOfTheCouncil`; his VP are in his total. The card is
 * not among his scored objectives, so the Game Over tie-break on objectives scored (victory.ts) leaves it
 * out, as it does the artifacts' [decision: the rules do not say].
 */
import type { EvolveTable } from "../evolve.ts";
import type { RuleModule } from "../module.ts";
import { activePlayers, player } from "../rules/players.ts";
import { votesOf } from "../rules/politics/voting.ts";
import type { GameState, Seat } from "../state.ts";
import { answerCouncilVote, COUNCIL_VOTE_RULES, callCouncilVote, offerCouncilVote } from "./councilVote.ts";

function voteIn(state: GameState) {
  const frame = state.stack.findLast((f) => f.kind === "councilVote");
  if (frame?.kind !== "councilVote") throw new Error("no vote for the Voice of the Council under way");
  return frame;
}

const VOICE_EVOLVE: EvolveTable<"councilVoteCalled" | "councilVotesCast" | "voiceOfTheCouncilElected"> = {
  councilVoteCalled: () => {},
  councilVotesCast: (s, e) => {
    voteIn(s).votes.push({ seat: e.seat, choice: e.choice, votes: e.votes });
  },
  voiceOfTheCouncilElected: (s, e) => {
    const holder = e.withheld === undefined ? e.seat : null;
    s.voiceOfTheCouncil = holder;
    if (e.from === holder) return;
    if (e.from !== null) player(s, e.from).vp = Math.max(0, player(s, e.from).vp - 1);
    if (holder !== null) player(s, holder).vp += 1;
  },
};

/**
 * The bot calls the vote when it does not hold the Voice and no rival commands more votes than it does;
 * otherwise it lets the primary go on.
 */
function botCalls(state: GameState, seat: Seat): boolean {
  if (state.voiceOfTheCouncil === seat) return false;
  const mine = votesOf(state, seat);
  return activePlayers(state).every((p) => p.seat === seat || votesOf(state, p.seat) <= mine);
}

export const VOICE_OF_THE_COUNCIL = {
  id: "option:voiceOfTheCouncil",
  option: "voiceOfTheCouncil",
  commands: { callCouncilVote },
  events: VOICE_EVOLVE,
  frames: { councilVote: COUNCIL_VOTE_RULES },
  hooks: {
    strategicActionTaken: offerCouncilVote,
    otherVoteAnswered: answerCouncilVote,
  },
  bot: {
    callCouncilVote: (state, d) => {
      const call = botCalls(state, d.seat);
      return [
        { type: "callCouncilVote", seat: d.seat, call },
        { type: "callCouncilVote", seat: d.seat, call: !call },
      ];
    },
  },
} satisfies RuleModule;
