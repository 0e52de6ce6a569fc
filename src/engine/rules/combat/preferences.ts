/**
 * The standing hit-assignment preference: with it on, hits on the player's units are assigned at once,
 * cheapest units first and damage before destruction, so a battle never waits for him. Always available.
 */
import type { Command } from "../../commands.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Tx } from "../../tx.ts";

export function setAutoAssignHits(
  tx: Tx,
  command: Extract<Command, { type: "setAutoAssignHits" }>,
): RuleError | undefined {
  tx.emit({ type: "hitAssignmentPreferenceSet", seat: command.seat, autoAssignHits: command.on });
  return undefined;
}
