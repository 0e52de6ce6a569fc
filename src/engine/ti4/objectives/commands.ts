/**
 * Scoring's commands (LRR 61): score an objective (with what a "spend" objective costs), end one's scoring
 * in the status phase (LRR 81.1), and return a secret objective over the limit of 3 (LRR 61.19).
 */
import type { Ti4ActionCardId, Ti4ObjectiveId } from "../../../content/ti4/index.ts";
import { command, count, listOf, record } from "../../commands/forms.ts";
import { payment, ti4Id } from "../forms.ts";

export const TI4_OBJECTIVE_COMMANDS = [
  /**
   * Score an objective: `payment` pays a resources or influence cost, `tokens` a command token cost (tactic
   * and strategy pools), `discard` the action cards an objective asks to throw away; trade goods costs are
   * taken as they stand (LRR 61.9).
   */
  command("scoreObjective", {
    objective: ti4Id<Ti4ObjectiveId>("objective"),
    payment: payment.optional(),
    tokens: record({ tactic: count, strategy: count }).optional(),
    discard: listOf(ti4Id<Ti4ActionCardId>("actionCard")).optional(),
  }),
  /** LRR 81.1: nothing more to score this status phase. */
  command("endScoring", {}),
  /** LRR 61.19: the unscored secret objective given back over the limit. */
  command("returnSecretObjective", { objective: ti4Id<Ti4ObjectiveId>("objective") }),
] as const;
