/** The Yssaril Tribes' own command: Stall Tactics (their faction ability, an ACTION: LRR 22). */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import { command } from "../../commands/forms.ts";
import { ti4Id } from "../forms.ts";

export const TI4_YSSARIL_COMMANDS = [
  /** Stall Tactics: the turn's action is to discard this action card from one's hand. */
  command("stallTactics", { card: ti4Id<Ti4ActionCardId>() }),
] as const;
