/** GM corrections: logged changes by the game's creator or a server manager, checked against invariants. */
import type { RuleModule } from "../../module.ts";
import { gmCorrection } from "./gmCorrection.ts";
import { GM_EVOLVE } from "./gmEvents.ts";

export const GM = { id: "gm", commands: { gmCorrection }, events: GM_EVOLVE } satisfies RuleModule;
