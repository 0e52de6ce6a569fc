/** SE Option 15 (SE p.11): the procedure's frame, begun once regular set-up is done, and what it asks. */
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import type { EarlyTurnsFrame } from "../../frames.ts";
import { clockwiseFrom } from "../../rules/players.ts";
import type { Tx } from "../../tx.ts";
import { earlyBudget } from "./buy.ts";
import { claimableSystems, NO_CLAIM } from "./claim.ts";

/** beforeFirstRound: the procedure runs "immediately after regular setup", from the Speaker. */
export function startEarlyTurns(tx: Tx): boolean {
  const order = clockwiseFrom(tx.state, tx.state.speaker);
  const frame: EarlyTurnsFrame = {
    kind: "earlyTurns",
    step: "claim",
    order,
    index: 0,
    claims: {},
    bought: {},
  };
  tx.emit({ type: "framePushed", frame });
  return true;
}

export const EARLY_TURNS_RULES: FrameRules<EarlyTurnsFrame> = {
  decisions(state, frame): Decision[] {
    const seat = frame.order[frame.index];
    if (seat === undefined) return [];
    const base = { seat, simultaneous: false };
    switch (frame.step) {
      case "claim":
        return [
          {
            ...base,
            kind: "claimEarlySystem",
            prompt: "claim a system next to your Home System (Simulated Early Turns)",
            choices: claimableSystems(state, frame, seat),
          },
        ];
      case "claimAgain":
        return [
          {
            ...base,
            kind: "claimEarlySystem",
            prompt: "claim a second system, or none (Simulated Early Turns)",
            choices: [...claimableSystems(state, frame, seat), NO_CLAIM],
          },
        ];
      case "buy":
        return [
          {
            ...base,
            kind: "buyEarlyUnits",
            prompt: `buy starting units and at most one technology with ${earlyBudget(state, seat)} resources (Simulated Early Turns)`,
          },
        ];
      case "place":
        return [
          {
            ...base,
            kind: "placeEarlyUnits",
            prompt: "place your units at home and in your claimed systems (Simulated Early Turns)",
          },
        ];
    }
  },
};
