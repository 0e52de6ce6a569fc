/**
 * The vote for the Voice of the Council (SE p.11, Option 14). Before the primary of Political or Assembly,
 * the player taking its strategic action may call it. Everyone then votes for a player as on an agenda (RR
 * §20): one at a time, clockwise from the Speaker's left, the Speaker last; all of one's votes (the
 * influence of one's ready planets, at least 1) for one player, or an abstention. The most votes win; a tie,
 * even 0 to 0, is broken by the Speaker. The winner takes the Objective and 1 VP, and the player who held
 * it loses 1 VP; a holder elected again keeps it.
 *
 * Decisions [interpretation]: "as if voting on an agenda" is read as the agenda's votes, order, ties and
 * voters barred (Thugs), not its Action Card windows: those cards speak of an agenda, and no agenda is read
 * here. The call comes with the card's strategic action; Flawless Strategy, which resolves a primary of a
 * card nobody holds, calls no vote.
 */
import { getStrategyCard, type StrategyCardId } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import type { FrameRules } from "../flow.ts";
import { answers } from "../hooks/index.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import { activePlayers, nameOf } from "../rules/players.ts";
import { votesOf, votingOrder } from "../rules/politics/voting.ts";
import { checkVictory } from "../rules/victory.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import type { CouncilVoteFrame } from "./specialObjectiveFrames.ts";

const RULE = "SE p.11 Voice of the Council";

/** SE p.11: the Strategy Cards whose primary may be preceded by the vote. */
export function callsTheCouncil(card: StrategyCardId): boolean {
  const family = getStrategyCard(card).family;
  return family === "political" || family === "assembly";
}

/** The strategicActionTaken answer: its player is asked first whether he calls the vote. */
export function offerCouncilVote(tx: Tx, card: StrategyCardId): void {
  const action = tx.state.stack.findLast((f) => f.kind === "strategicAction");
  if (!callsTheCouncil(card) || action?.kind !== "strategicAction") return;
  const frame: CouncilVoteFrame = {
    kind: "councilVote",
    seat: action.seat,
    card,
    step: "call",
    order: [],
    votes: [],
    tied: [],
  };
  tx.emit({ type: "framePushed", frame });
}

function candidates(state: GameState): string[] {
  return activePlayers(state).map((p) => String(p.seat));
}

function nextVoter(frame: CouncilVoteFrame): Seat | undefined {
  return frame.order[frame.votes.length];
}

export const COUNCIL_VOTE_RULES: FrameRules<CouncilVoteFrame> = {
  decisions(state, frame): Decision[] {
    const card = getStrategyCard(frame.card).name;
    if (frame.step === "call") {
      const prompt = `call a vote for the Voice of the Council before ${card}'s primary, or not`;
      return [
        {
          kind: "callCouncilVote",
          seat: frame.seat,
          simultaneous: false,
          prompt,
          choices: ["call", "decline"],
        },
      ];
    }
    if (frame.step === "tie") {
      const prompt = "break the tie for the Voice of the Council as Speaker";
      const choices = frame.tied.map(String);
      return [{ kind: "breakTie", seat: state.speaker, simultaneous: false, prompt, choices }];
    }
    const seat = nextVoter(frame);
    if (seat === undefined) return [];
    const prompt = `cast your ${votesOf(state, seat)} votes for the Voice of the Council, or abstain`;
    return [{ kind: "castVotes", seat, simultaneous: false, prompt, choices: candidates(state) }];
  },
  advance(tx, frame) {
    if (frame.step !== "vote") return false;
    const voter = nextVoter(frame);
    if (voter === undefined) {
      countVotes(tx, frame);
      return true;
    }
    // Thugs (Action Card): a player barred from voting this round abstains without being asked.
    if (!answers(tx.state, "votingBarred").some((barred) => barred(tx.state, voter))) return false;
    tx.emit({ type: "councilVotesCast", seat: voter, choice: null, votes: 0 });
    return true;
  },
};

function voteOnTop(tx: Tx): CouncilVoteFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "councilVote") throw new Error("no vote for the Voice of the Council under way");
  return frame;
}

export function callCouncilVote(
  tx: Tx,
  command: Extract<Command, { type: "callCouncilVote" }>,
): RuleError | undefined {
  const frame = voteOnTop(tx);
  if (!command.call) {
    tx.emit({ type: "framePopped" });
    return undefined;
  }
  tx.emit({ type: "councilVoteCalled", seat: command.seat, card: frame.card });
  tx.emit({ type: "frameReplaced", frame: { ...frame, step: "vote", order: votingOrder(tx.state) } });
  return undefined;
}

/** The otherVoteAnswered answer: a vote or tie-break for the Voice, when its frame is on top. */
export function answerCouncilVote(
  tx: Tx,
  command: Extract<Command, { type: "castVotes" | "breakTie" }>,
): { refused: RuleError | undefined } | undefined {
  if (tx.state.stack.at(-1)?.kind !== "councilVote") return undefined;
  const frame = voteOnTop(tx);
  return {
    refused: command.type === "castVotes" ? castVote(tx, command) : breakTie(tx, frame, command.choice),
  };
}

function castVote(tx: Tx, command: Extract<Command, { type: "castVotes" }>): RuleError | undefined {
  if ((command.tradeGoods ?? 0) !== 0)
    return ruleError("ERR_TRADE_GOODS_NOT_VOTES", "RR §20", "Trade Goods never count as votes.");
  const votes = votesOf(tx.state, command.seat);
  if (command.choice === null) {
    if ((command.votes ?? 0) !== 0)
      return ruleError(
        "ERR_ABSTAIN_WITH_VOTES",
        "RR §20",
        "An abstention casts no votes: leave the count out.",
      );
    tx.emit({ type: "councilVotesCast", seat: command.seat, choice: null, votes: 0 });
    return undefined;
  }
  if (!candidates(tx.state).includes(command.choice)) {
    return ruleError(
      "ERR_NOT_A_CANDIDATE",
      RULE,
      `"${command.choice}" is not a player in the game: vote for a player, or abstain.`,
    );
  }
  if (command.votes !== undefined && command.votes !== votes) {
    return ruleError(
      "ERR_VOTES_ALL_OR_NONE",
      "RR §20",
      `You have ${votes} votes (the influence of your ready planets): cast all of them for one player, or abstain.`,
    );
  }
  tx.emit({ type: "councilVotesCast", seat: command.seat, choice: Number(command.choice), votes });
  return undefined;
}

function breakTie(tx: Tx, frame: CouncilVoteFrame, choice: string): RuleError | undefined {
  const seat = frame.tied.find((s) => String(s) === choice);
  if (seat === undefined) {
    const names = frame.tied.map((s) => nameOf(tx.state, s)).join(" and ");
    return ruleError("ERR_NOT_TIED", RULE, `The Speaker chooses between ${names}, who tied.`);
  }
  elect(tx, frame, seat);
  return undefined;
}

/** Votes per player, abstentions left out. */
function tally(frame: CouncilVoteFrame): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const vote of frame.votes) {
    if (vote.choice !== null) totals[vote.choice] = (totals[vote.choice] ?? 0) + vote.votes;
  }
  return totals;
}

function countVotes(tx: Tx, frame: CouncilVoteFrame): void {
  const totals = tally(frame);
  const voted = Object.keys(totals).map(Number);
  const options = voted.length > 0 ? voted : candidates(tx.state).map(Number);
  const most = Math.max(0, ...options.map((seat) => totals[seat] ?? 0));
  const top = options.filter((seat) => (totals[seat] ?? 0) === most).sort((a, b) => a - b);
  if (top.length === 1) elect(tx, frame, top[0] as Seat);
  else tx.emit({ type: "frameReplaced", frame: { ...frame, step: "tie", tied: top } });
}

/**
 * The winner takes the Objective and its VP from its holder; reaching the target wins at once (RR §22). A
 * winner who may gain no VP now (the Homeworlds variant) cannot take it: the holder loses it all the same
 * and nobody holds it [decision: as an objective refused, RR §24.6].
 */
function elect(tx: Tx, frame: CouncilVoteFrame, seat: Seat): void {
  const from = tx.state.voiceOfTheCouncil ?? null;
  const withheld = answers(tx.state, "victoryPointsWithheld")
    .map((withholds) => withholds(tx.state, seat))
    .find((why) => why !== undefined);
  tx.emit({ type: "framePopped" });
  const elected = { type: "voiceOfTheCouncilElected", seat, from, tally: tally(frame) } as const;
  tx.emit(withheld === undefined || from === seat ? elected : { ...elected, withheld });
  if (from !== seat && withheld === undefined) checkVictory(tx, seat);
}
