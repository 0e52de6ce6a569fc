/** Combat's commands: hits assigned to one's own units (LRR 87, 78.6). */
import { command } from "../../commands/forms.ts";
import { ti4Units } from "../forms.ts";

export const TI4_COMBAT_COMMANDS = [
  /**
   * LRR 87, 78.6: the units that sustain damage (each cancels one hit) and the units destroyed, one per
   * remaining hit.
   */
  command("assignHits", { sustain: ti4Units, destroy: ti4Units }),
] as const;
