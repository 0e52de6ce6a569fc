/** The Assassins' frame of the Status Phase: send, roll, buy (board.ts), one step after another. */
import type { FrameRules } from "../../flow.ts";
import { announceAttempts, assassinDecisions, rollNext } from "./attempts.ts";
import type { AssassinsFrame } from "./board.ts";
import { buyDecisions, buyersNow, settlePurchases } from "./purchase.ts";

export const ASSASSINS_RULES: FrameRules<AssassinsFrame> = {
  // While they are sent, each sender's targets are his own until everyone has named theirs.
  seenBy(frame, viewer) {
    if (frame.step !== "send") return frame;
    return { ...frame, attempts: frame.attempts.filter((a) => a.seat === viewer) };
  },
  decisions(state, frame) {
    return frame.step === "buy" ? buyDecisions(state, frame) : assassinDecisions(state, frame);
  },
  advance(tx, frame) {
    if (frame.step === "send") {
      if (frame.awaiting.length > 0) return false;
      announceAttempts(tx, frame);
      return true;
    }
    if (frame.step === "roll") {
      if (frame.attempts.length > 0) return rollNext(tx, frame);
      const buyers = buyersNow(tx.state);
      if (buyers.length === 0) tx.emit({ type: "framePopped" });
      else tx.emit({ type: "frameReplaced", frame: { ...frame, step: "buy", awaiting: buyers, orders: [] } });
      return true;
    }
    if (frame.awaiting.length > 0) return false;
    settlePurchases(tx, frame);
    tx.emit({ type: "framePopped" });
    return true;
  },
};
