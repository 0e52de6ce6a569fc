/** Combat as a module of the TI4 book: hit assignment, space combat (LRR 78) and ground combat (LRR 42). */
import type { KernelModule } from "../../kernel/assemble.ts";
import type { Ti4 } from "../ruleset.ts";
import { ASSIGN_HITS, assignHits } from "./hits.ts";

export const TI4_COMBAT: KernelModule<Ti4> = {
  id: "combat",
  commands: { assignHits },
  frames: { ti4AssignHits: ASSIGN_HITS },
  events: {
    ti4DiceRolled() {},
    ti4CombatRoundBegan() {},
    ti4RetreatAnnounced() {},
    ti4CombatEnded() {},
  },
};
