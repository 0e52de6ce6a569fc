/**
 * The frames of the Special Objectives' options: the players choosing the Artifacts' planets at set-up (SE
 * option 5, p.9) and a vote for the Voice of the Council (SE option 14, p.11). Types only, so the kernel's
 * frame list (frames.ts) may name them.
 */
import type { StrategyCardId } from "../../content/index.ts";
import type { Seat } from "../state.ts";

/** SE p.9: each player in turn, the Speaker first, chooses a planet for an Artifact token. */
export interface ArtifactPlacementFrame {
  kind: "artifactPlacement";
  /** Seats clockwise from the Speaker; `index` is whose choice it is. */
  order: Seat[];
  index: number;
}

/** One player's vote for the Voice: all his votes for one player, or an abstention (`choice` null). */
export interface CouncilVote {
  seat: Seat;
  choice: Seat | null;
  votes: number;
}

/**
 * SE p.11: before the primary of Political or Assembly, its player may call a vote; everyone votes for a
 * player as on an agenda; the most votes win, the Speaker breaking a tie. The strategic action waits beneath.
 */
export interface CouncilVoteFrame {
  kind: "councilVote";
  /** The player taking the strategic action, who may call the vote. */
  seat: Seat;
  card: StrategyCardId;
  step: "call" | "vote" | "tie";
  /** Voting order, fixed when the vote is called (as on an agenda: the Speaker last). */
  order: Seat[];
  votes: CouncilVote[];
  /** The players tied for the most votes, for the Speaker to choose from. */
  tied: Seat[];
}
