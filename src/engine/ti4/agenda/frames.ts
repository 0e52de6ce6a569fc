/**
 * The frames of the agenda phase (LRR 8, digest §3.4). The status phase pushes `{ kind: "ti4AgendaPhase" }`
 * once the custodians token has left Mecatol Rex; its own rules (module.ts) reveal the first and second
 * agendas, each voted on in a `ti4AgendaVote` frame pushed over it, then ready every planet and begin the
 * next round. The optional fields are the phase's own and start absent.
 */
import type { Ti4ActionCardId, Ti4AgendaId, Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";

/** Planets to exhaust when the next strategy phase begins (LRR 8: New Constitution, Arms Reduction...). */
export interface Ti4ExhaustLater {
  seat: Seat;
  planets: Ti4PlanetId[];
}

export interface Ti4AgendaPhaseFrame {
  kind: "ti4AgendaPhase";
  /** How many of the phase's two agendas have been revealed (LRR 8.2-8.3); absent: none. */
  revealed?: number;
  /** Players who may cast no votes for the rest of this phase (Public Execution). */
  barred?: Seat[];
  /** What the next strategy phase begins by exhausting, carried until this phase ends. */
  exhaustAtStrategyPhase?: Ti4ExhaustLater[];
  /** The window at the start of the phase (Ancient Burial Sites) has been opened. */
  started?: boolean;
  /** Anti-Intellectual Revolution voted Against: planets exhausted as the next strategy phase begins. */
  revolutionAgainst?: boolean;
}

/** One player's votes on an agenda: all for one outcome (LRR 8.8), or an abstention (votes 0). */
export interface Ti4Vote {
  seat: Seat;
  outcome: string | null;
  votes: number;
  /** A secret ballot (Hidden Agenda) as someone who may not read it sees it: outcome null, votes 0. */
  hidden?: true;
}

/** A rider played on an agenda (LRR 8.22): the outcome predicted, and what its payoff names. */
export interface Ti4Rider {
  seat: Seat;
  card: Ti4ActionCardId;
  outcome: string;
  planet?: Ti4PlanetId;
  system?: PositionLabel;
}

/**
 * One agenda under vote (LRR 8.2, 80.2): the voters from the speaker's left clockwise, the speaker last;
 * `index` is whose vote it is. Once all have voted, a tie or a council without votes waits for the
 * speaker's choice (`tied`, LRR 8.19).
 */
export interface Ti4AgendaVoteFrame {
  kind: "ti4AgendaVote";
  agenda: Ti4AgendaId;
  order: Seat[];
  index: number;
  votes: Ti4Vote[];
  /** Committee Formation's owner has kept it for this agenda (asked once, before the first vote). */
  committeeDeclined?: boolean;
  /** The outcomes the speaker chooses from, once the count is tied or nobody voted. */
  tied?: string[];
  /** Political Secret: players who may not vote on this agenda (taken out of `order`); absent: none. */
  silenced?: Seat[];
  /**
   * The action card windows of its reveal still to open, in order: "when" it is revealed (Veto), then
   * "after" (the riders, Assassinate Representative). Absent: none (a law voted again is not revealed).
   */
  revealStep?: "when" | "after";
  /** Veto: discarded unvoted; the next agenda is revealed in its place. */
  vetoed?: boolean;
  /** Hidden Agenda: the votes are secret ballots handed to `speaker`, who tells only the totals. */
  secretBallot?: { speaker: Seat };
  /** The riders played on it, paid once it is resolved (LRR 8.22). */
  riders?: Ti4Rider[];
  /** The window after the speaker's vote (Bribery) has been opened. */
  lastCall?: boolean;
  /** The outcome the council chose, once known, before it is resolved (the elected may answer first). */
  decided?: string;
  /** The window "when a player is elected" (Confusing Legal Text) has been opened. */
  electedAsked?: boolean;
}

/**
 * Homeland Defense Act Against: every player with PDS on more than one planet chooses one to destroy, all at
 * once; `waiting` lists who still must (a player whose PDS stand on one planet had no choice to make).
 */
export interface Ti4PdsToDestroyFrame {
  kind: "ti4PdsToDestroy";
  waiting: Seat[];
}

/** Arms Reduction For: the players over 2 dreadnoughts or 4 cruisers with ships in several systems choose
 * which to destroy, all at once; `waiting` lists who still must. */
export interface Ti4ArmsReductionFrame {
  kind: "ti4ArmsReduction";
  waiting: Seat[];
}

/** Wormhole Research For: once every research it allows is done, the ships in alpha and beta systems go. */
export interface Ti4WormholeShipsFrame {
  kind: "ti4WormholeShips";
}

/** Wormhole Research Against: the voters Against each return 1 command token from their sheet, at once. */
export interface Ti4TokenToReturnFrame {
  kind: "ti4TokenToReturn";
  waiting: Seat[];
}

/** Imperial Arbiter: as the strategy phase ends, its owner may discard it to trade strategy cards. */
export interface Ti4ArbiterOfferFrame {
  kind: "ti4ArbiterOffer";
  seat: Seat;
}

/** Minister of Peace: `active` activated `system` holding another player's units; its owner may end the turn. */
export interface Ti4PeaceOfferFrame {
  kind: "ti4PeaceOffer";
  seat: Seat;
  active: Seat;
  system: PositionLabel;
}

/** Colonial Redistribution: the planet's controller names a player (`named`), who may put 1 infantry on it. */
export interface Ti4RedistributionFrame {
  kind: "ti4Redistribution";
  seat: Seat;
  planet: Ti4PlanetId;
  named?: Seat;
}

/** Ixthian Artifact on 1-5: the players with more than 3 units in a system next to Mecatol Rex choose 3. */
export interface Ti4ArtifactLossesFrame {
  kind: "ti4ArtifactLosses";
  waiting: { seat: Seat; position: PositionLabel }[];
}

/** Anti-Intellectual Revolution For: `seat` has just researched and destroys 1 ship other than a fighter. */
export interface Ti4RevolutionShipFrame {
  kind: "ti4RevolutionShip";
  seat: Seat;
}

/** Anti-Intellectual Revolution Against: the players still to name the planets they exhaust. */
export interface Ti4RevolutionPlanetsFrame {
  kind: "ti4RevolutionPlanets";
  waiting: Seat[];
}
