/** The types TI3 plays with, as one ruleset for the kernel (kernel/types.ts). */
import type { Command } from "./commands.ts";
import type { GameEvent } from "./events.ts";
import type { Frame } from "./frames.ts";
import type { Ruleset } from "./kernel/types.ts";
import type { GameState } from "./state.ts";

export interface Ti3 extends Ruleset {
  state: GameState;
  command: Command;
  event: GameEvent;
  frame: Frame;
}
