/**
 * Hope's End 2.3, "Captive Leaders": a captor may execute a captive whenever he likes, by saying so; the
 * Leader leaves the game. (Handing a captive over waits for the Status Phase: leaders/captives.ts.)
 */
import type { Command } from "../../commands.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Tx } from "../../tx.ts";
import { findLeader } from "../leaders/where.ts";
import { RULE } from "./rules.ts";

export function executeCaptive(
  tx: Tx,
  command: Extract<Command, { type: "executeCaptive" }>,
): RuleError | undefined {
  if (!tx.state.config.options.includes("classic:leaders"))
    return ruleError(
      "ERR_NO_CLASSIC_LEADERS",
      RULE,
      "Captives are executed at any time only with the classic Leaders; otherwise in the Status Phase.",
    );
  const leader = findLeader(tx.state, command.leader);
  if (leader?.at.on !== "captive" || leader.at.captor !== command.seat)
    return ruleError("ERR_CAPTIVE", RULE, `You hold no captive called "${command.leader}".`);
  tx.emit({
    type: "leaderMoved",
    seat: leader.seat,
    leader: leader.id,
    at: { on: "killed" },
    reason: "executed by its captor",
  });
  return undefined;
}
