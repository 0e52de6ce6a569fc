/**
 * A strategic action under way (LRR 82): pushed by the action phase as `{ kind, seat, card }`; the card's
 * own rules (strategic/cards.ts) run its primary, then the other players answer whether they use the
 * secondary, then the followers' secondaries resolve clockwise from the holder's left, and the card is
 * exhausted and the frame popped. The fields other than the first three are set by those rules.
 *
 * The command sheet's arrangement (LRR 20, 52, 81.5, 99) has its own frame, and each card whose ability
 * asks something of a player brings its own frame for that question.
 */
import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";

export type Ti4StrategicStep = "primary" | "secondary" | "resolving";

export interface Ti4StrategicActionFrame {
  kind: "ti4StrategicAction";
  seat: Seat;
  card: Ti4StrategyCardId;
  /** Absent until the primary begins; "secondary" while the others answer; "resolving" while they follow. */
  step?: Ti4StrategicStep;
  /** LRR 82.2: the seats asked about the secondary, clockwise from the holder's left. */
  asked?: Seat[];
  /** Those who chose to use it, and those who declined; the rest have not answered yet. */
  following?: Seat[];
  declined?: Seat[];
  /** How many of `following` (kept in clockwise order) have had their secondary begun. */
  resolved?: number;
  /** LRR 92.3: players the Trade holder chose, who follow without spending a strategy token. */
  free?: Seat[];
  /**
   * An action card resolves one ability of the card for `seat` alone (TE Overrule: the primary; TE
   * Strategize: the secondary, paid for as usual): nobody else is asked, and the card is not exhausted.
   * Absent: the strategic action itself.
   */
  only?: "primary" | "secondary";
  /** TE Mindsieve: the followers who give the holder a promissory note instead of the strategy token. */
  notesGiven?: { seat: Seat; note: string; owner: Seat }[];
}

/**
 * Seats gaining command tokens and, with `redistribute`, rearranging their whole sheet (LRR 20.2, 52, 81.5,
 * 99.1), all at once; `waiting` lists those who have not answered. `gain` is counted from reinforcements
 * when each answers (LRR 20.3a: never beyond them).
 */
export interface Ti4CommandTokensFrame {
  kind: "ti4CommandTokens";
  waiting: Seat[];
  gain: number;
  /** Tokens some seats gain besides `gain` (absent: none); the Federation of Sol's Versatile. */
  extra?: Record<Seat, number>;
  redistribute: boolean;
  reason: string;
}

/** Leadership (LRR 52): the seat spends influence, 1 token per 3; `base` tokens come free (3 for the primary). */
export interface Ti4LeadershipFrame {
  kind: "ti4Leadership";
  seat: Seat;
  base: number;
}

/** Diplomacy's primary (LRR 32.1-32.2): the system chosen; then, in the later printing, planets readied. */
export interface Ti4DiplomacyFrame {
  kind: "ti4Diplomacy";
  seat: Seat;
}

/** Up to `count` exhausted planets of the seat readied (Diplomacy, LRR 32.2-32.3). */
export interface Ti4ReadyPlanetsFrame {
  kind: "ti4ReadyPlanets";
  seat: Seat;
  count: number;
}

/** Politics's primary (LRR 66.1): the new speaker; then the two agendas looked at. */
export interface Ti4PoliticsFrame {
  kind: "ti4Politics";
  seat: Seat;
  /** "agendas": the speaker is chosen and the cards drawn; the top agendas wait to be put back. */
  stage: "speaker" | "agendas";
}

/** Construction (LRR 24): the primary's structures, or a follower's token and structure. */
export interface Ti4ConstructionFrame {
  kind: "ti4Construction";
  seat: Seat;
  primary: boolean;
}

/** Trade's primary (LRR 92.3): the other players the holder lets follow free. */
export interface Ti4TradeFrame {
  kind: "ti4Trade";
  seat: Seat;
}

/** Warfare's primary (LRR 99.1): which of the seat's tokens comes off the board. */
export interface Ti4WarfareFrame {
  kind: "ti4Warfare";
  seat: Seat;
}

export type Ti4StrategicFrame =
  | Ti4StrategicActionFrame
  | Ti4CommandTokensFrame
  | Ti4LeadershipFrame
  | Ti4DiplomacyFrame
  | Ti4ReadyPlanetsFrame
  | Ti4PoliticsFrame
  | Ti4ConstructionFrame
  | Ti4TradeFrame
  | Ti4WarfareFrame
  | Ti4FleetExcessFrame;

/** LRR 37: the seat's ships other than fighters in `position` are over its fleet pool; it removes the excess. */
export interface Ti4FleetExcessFrame {
  kind: "ti4FleetExcess";
  seat: Seat;
  position: PositionLabel;
}
