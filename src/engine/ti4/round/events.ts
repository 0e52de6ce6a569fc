/** What the action phase's turns add to the log (LRR 3): whose turn, the action taken, a pass, the winner. */
import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";

export type Ti4RoundEvent =
  | { type: "ti4TurnBegan"; seat: Seat }
  /** LRR 89.1: the active system of a tactical action. */
  | { type: "ti4SystemActivated"; seat: Seat; position: PositionLabel }
  /** LRR 82.1: a strategic action begins; the card is exhausted once it is done (82.3). */
  | { type: "ti4StrategicActionBegan"; seat: Seat; card: Ti4StrategyCardId }
  | { type: "ti4StrategyCardExhausted"; seat: Seat; card: Ti4StrategyCardId }
  | { type: "ti4Passed"; seat: Seat }
  /** `seat` will lose their next turn (TE Crisis, played by `by`). */
  | { type: "ti4TurnToBeSkipped"; seat: Seat; by: Seat }
  /** `seat`'s turn came and was lost. */
  | { type: "ti4TurnSkipped"; seat: Seat }
  /**
   * `seat` takes one more action before the next turn: an extra action after which the round goes on after
   * `after` (TE Puppets on a String), or, `after` null, their own turn goes on (TE Jupiter Brain).
   */
  | { type: "ti4ExtraActionGranted"; seat: Seat; after: Seat | null }
  /** That extra action begins. */
  | { type: "ti4ExtraActionBegan"; seat: Seat }
  /** LRR 98: the game is over; the seats are its winners. */
  | { type: "ti4GameWon"; seats: Seat[] }
  /** LRR 33: a player with no ground forces, no unit with PRODUCTION and no planets is out of the game. */
  | { type: "ti4PlayerEliminated"; seat: Seat };
