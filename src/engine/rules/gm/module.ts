/**
 * GM corrections: logged changes by the game's creator or a server manager, checked against invariants;
 * and seats handed over to another player.
 */
import type { RuleModule } from "../../module.ts";
import { gmCorrection } from "./gmCorrection.ts";
import { GM_EVOLVE } from "./gmEvents.ts";
import { handOverSeat } from "./handOver.ts";

export const GM = {
  id: "gm",
  commands: { gmCorrection, handOverSeat },
  events: GM_EVOLVE,
} satisfies RuleModule;
