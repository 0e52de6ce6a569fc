/** The action phase's own commands (LRR 3): a turn is a tactical or a strategic action, or a pass. */
import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import { command, position } from "../../commands/forms.ts";
import { ti4Id } from "../forms.ts";

export const TI4_ROUND_COMMANDS = [
  /** LRR 89.1: activate a system with a token from the tactic pool. */
  command("tacticalAction", { system: position }),
  /** LRR 82: play one's unexhausted strategy card. */
  command("strategicAction", { card: ti4Id<Ti4StrategyCardId>("strategyCard") }),
  /** LRR 3.2-3.4: no more turns this round. */
  command("pass", {}),
] as const;
