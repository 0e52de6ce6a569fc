/** The Federation of Sol's commands: Orbital Drop (a component action, LRR 22). */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command } from "../../commands/forms.ts";
import { ti4Id } from "../forms.ts";

export const SOL_COMMANDS = [
  /** Orbital Drop: 1 strategy-pool token spent, 2 infantry from reinforcements onto a planet the seat controls. */
  command("orbitalDrop", { planet: ti4Id<Ti4PlanetId>() }),
] as const;
