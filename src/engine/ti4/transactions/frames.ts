/**
 * The frames of trading: a transaction proposed and waiting for the other player's answer (LRR 94.4), and
 * a moment at which holders of a promissory note may play it (LRR 69.2).
 */
import type { Ti4ActionCardId, Ti4PlanetId, Ti4TechnologyId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4NoteRef } from "./notes.ts";

/** What one side of a transaction gives (LRR 94.2-94.3). */
export interface Ti4TradeOffer {
  tradeGoods: number;
  commodities: number;
  /** At most one promissory note (LRR 69.5 [recalled: one per transaction]). */
  promissoryNote: Ti4NoteRef | null;
  /** Only with the Hacan (LRR 94.3a). */
  actionCards: Ti4ActionCardId[];
  /** Non-faction technologies shared, which the giver keeps: only under Age of Commerce (a galactic event). */
  technologies?: Ti4TechnologyId[];
  /** Relics by id (checked against the giver's: blackMarket.ts), which keep their side (ready or exhausted): only under Black Market Dealings (TE action card). */
  relics?: string[];
  /**
   * How many unscored secret objectives change hands: only under Black Market Dealings. A count, public as
   * the proposal is; which ones the giver picks once the terms are agreed (teBlackMarketSecrets).
   */
  secretObjectives?: number;
}

/** LRR 94: `from` proposed these terms to `to`, who accepts or declines. */
export interface Ti4TransactionFrame {
  kind: "ti4Transaction";
  from: Seat;
  to: Seat;
  give: Ti4TradeOffer;
  receive: Ti4TradeOffer;
  /** The seat that played Black Market Dealings on this proposal (TE action card): relics, action cards and secrets may be traded. */
  blackMarket?: Seat;
}

/**
 * Black Market Dealings (TE action card): a transaction agreed gives `count` unscored secret objectives from
 * `giver` to `receiver`; the giver picks which (their hand is their secret).
 */
export interface TeBlackMarketSecretsFrame {
  kind: "teBlackMarketSecrets";
  giver: Seat;
  receiver: Seat;
  count: number;
}

/** The moments a note is played at (transactions/promissoryNotes.ts, MOMENT_WORDS). */
export type Ti4NoteMoment =
  | "systemActivated"
  | "commoditiesReplenished"
  | "agendaRevealed"
  | "turnStarted"
  | "technologyResearched"
  | "strategyPhaseEnded"
  | "spaceCombatStarted"
  | "spaceCombatRoundStarted"
  | "groundCombatStarted"
  | "groundForcesCommitted"
  | "combatEnded"
  | "statusCommandTokensGained";

/** One holder who may play one note at this moment. */
export interface Ti4NoteOffer {
  seat: Seat;
  note: Ti4NoteRef;
}

/**
 * LRR 69.2: a moment at which the holders of a note may play it: `trigger` is the player whose act opened it
 * (the active player, the one replenishing, the speaker for an agenda); each holder in `waiting` plays or
 * passes, all at once; the effects of what was played that reach past this frame are carried out as it closes.
 */
export interface Ti4NoteWindowFrame {
  kind: "ti4NoteWindow";
  moment: Ti4NoteMoment;
  trigger: Seat;
  system?: PositionLabel;
  /** The commodities just replenished (the Trade Agreement's moment). */
  amount?: number;
  /** The technology just researched (the Research Agreement's moment). */
  technology?: Ti4TechnologyId;
  /** The planet of a ground combat (with `system`; the Tekklar Legion's moment). */
  planet?: Ti4PlanetId;
  /** The planets ground forces were just committed to, in the active `system` (Ragh's Call's moment). */
  planets?: Ti4PlanetId[];
  /** In a combat's moment: the defender (`trigger` is the attacker). */
  opponent?: Seat;
  waiting: Ti4NoteOffer[];
  played: Ti4NoteOffer[];
}
