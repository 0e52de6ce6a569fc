/** The types TI4 plays with, as one ruleset for the kernel (kernel/types.ts). */
import type { Ruleset } from "../kernel/types.ts";
import type { Ti4Command } from "./commands.ts";
import type { Ti4Event } from "./events.ts";
import type { Ti4Frame } from "./frames.ts";
import type { Ti4State } from "./state.ts";

export interface Ti4 extends Ruleset {
  state: Ti4State;
  command: Ti4Command;
  event: Ti4Event;
  frame: Ti4Frame;
}
