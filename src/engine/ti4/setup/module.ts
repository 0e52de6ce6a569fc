/** TI4's set-up as one module of its book: the frames, commands and events of LRR "Setup". */
import type { KernelModule } from "../../kernel/assemble.ts";
import type { Ti4 } from "../ruleset.ts";
import { SETUP_COMMANDS, SETUP_FRAMES } from "./choices.ts";
import { SETUP_EVENTS } from "./evolve.ts";

export const TI4_SETUP: KernelModule<Ti4> = {
  id: "setup",
  commands: SETUP_COMMANDS,
  frames: SETUP_FRAMES,
  events: SETUP_EVENTS,
};
