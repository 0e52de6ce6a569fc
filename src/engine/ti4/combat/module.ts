/** Combat as a module of the TI4 book: hit assignment, space combat (LRR 78) and ground combat (LRR 42). */
import type { KernelModule } from "../../kernel/assemble.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { GROUND_COMBAT } from "./ground.ts";
import { ASSIGN_HITS, assignHits } from "./hits.ts";
import { announceRetreat, declineRetreat, SPACE_COMBAT } from "./space.ts";

export const TI4_COMBAT: KernelModule<Ti4> = {
  id: "combat",
  commands: { assignHits, announceRetreat, declineRetreat },
  frames: { ti4AssignHits: ASSIGN_HITS, ti4SpaceCombat: SPACE_COMBAT, ti4GroundCombat: GROUND_COMBAT },
  events: {
    ti4DiceRolled() {},
    ti4CombatRoundBegan() {},
    ti4RetreatAnnounced() {},
    ti4RetreatCalledOff(draft: Ti4State) {
      const combat = draft.stack.findLast((f) => f.kind === "ti4SpaceCombat");
      if (combat?.kind !== "ti4SpaceCombat") throw new Error("no space combat to call a retreat off in");
      delete combat.retreat;
    },
    ti4CombatEnded() {},
  },
};
