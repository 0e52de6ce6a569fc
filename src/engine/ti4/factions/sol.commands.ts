/**
 * The Federation of Sol's commands and frame: Orbital Drop (a component action, LRR 22), and the planet the
 * holder of their Military Support puts 2 infantry on.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, orNull } from "../../commands/forms.ts";
import type { Seat } from "../../kernel/types.ts";
import { ti4Id } from "../forms.ts";

export const SOL_COMMANDS = [
  /** Orbital Drop: 1 strategy-pool token spent, 2 infantry from reinforcements onto a planet the seat controls. */
  command("orbitalDrop", { planet: ti4Id<Ti4PlanetId>("planet") }),
  /** Military Support: the holder's planet that gets 2 infantry from their reinforcements, or null for none. */
  command("militarySupport", { planet: orNull(ti4Id<Ti4PlanetId>("planet")) }),
] as const;

/** Military Support was played: its holder `seat` may put 2 infantry on a planet they control. */
export interface Ti4MilitarySupportFrame {
  kind: "ti4MilitarySupport";
  seat: Seat;
}
