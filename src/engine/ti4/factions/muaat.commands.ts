/** The Embers of Muaat's commands: Star Forge and the Inferno's ability (component actions, LRR 22). */
import { command, oneOf, position } from "../../commands/forms.ts";

export const MUAAT_COMMANDS = [
  /** Star Forge: 1 strategy-pool token spent, 2 fighters or 1 destroyer into a system holding a Muaat war sun. */
  command("starForge", { position, units: oneOf(["fighters", "destroyer"] as const) }),
  /** The Inferno (flagship): 1 strategy-pool token spent, 1 cruiser into the flagship's system. */
  command("infernoCruiser", {}),
] as const;
