/**
 * The frames of playing TI4 action cards (LRR 2): a played card waiting to resolve, and a window in which
 * players may answer a moment with a card. Neither holds a secret: a played card is public the moment it is
 * played, and a window lists only who is still asked, never what they hold.
 */
import type { Ti4ActionCardId, Ti4ActionMoment } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4CardPlay } from "./effects.ts";
import type { Ti4ExchangeProgramFrame } from "./exchangeProgram.ts";

/**
 * A played action card under the window in which the other players may cancel it (Sabotage, Instinct
 * Training). When the window is over it resolves (or, cancelled, does nothing) and pops; its effect then
 * pushes its own frames. A Sabotage waits in one too, over the window of the card it answers (play.ts).
 */
export interface Ti4ActionCardPlayFrame {
  kind: "ti4ActionCardPlay";
  seat: Seat;
  card: Ti4ActionCardId;
  /** What the play names (a planet, a system, a player...), public once played. */
  play: Ti4CardPlay;
  /** Played as the turn's component action (LRR 22): a cancelled one gives the action back. */
  asAction: boolean;
  /** Cancelled (by a Sabotage, or Instinct Training): discarded without effect. */
  cancelled: boolean;
}

/**
 * A window for action cards of one timing (windows.ts): `awaiting` lists the players who may still play a
 * card of that timing or pass, all at once; it pops when nobody is left. `about` is the player the moment
 * concerns (the one who played the card a Sabotage would answer, the one who activated a system).
 */
export interface Ti4CardWindowFrame {
  kind: "ti4CardWindow";
  timing: Ti4ActionMoment;
  awaiting: Seat[];
  about: Seat;
  /** The other player of a moment between two (TE Lie in Wait: the two who traded). Absent: none. */
  with?: Seat;
}

/**
 * Courageous to the End's hits (courageous.ts): `seat` chooses `count` of its own ships in `system` and
 * they are destroyed directly (no sustain damage, LRR 31, 87). `by` played the card.
 */
export interface Ti4ChosenShipLossesFrame {
  kind: "ti4ChosenShipLosses";
  seat: Seat;
  system: PositionLabel;
  count: number;
  by: Seat;
  card: Ti4ActionCardId;
}

export type Ti4ActionCardFrame =
  | Ti4ActionCardPlayFrame
  | Ti4CardWindowFrame
  | Ti4ChosenShipLossesFrame
  | Ti4ExchangeProgramFrame;
