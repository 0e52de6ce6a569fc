/**
 * A strategic action under way (LRR 82): pushed by the action phase as `{ kind, seat, card }`; the card's
 * own rules run its primary, then the secondaries, then exhaust the card and pop the frame.
 */
import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";

export interface Ti4StrategicActionFrame {
  kind: "ti4StrategicAction";
  seat: Seat;
  card: Ti4StrategyCardId;
}
