/** The status phase's own command: action cards discarded down to the hand limit (LRR 2 [recalled]). */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import { command, listOf } from "../../commands/forms.ts";
import { ti4Id } from "../forms.ts";

export const TI4_STATUS_COMMANDS = [
  /** The action cards discarded; the hand keeps 7. */
  command("discardActionCards", { cards: listOf(ti4Id<Ti4ActionCardId>("actionCard")) }),
] as const;
