/** The commands the base factions' breakthroughs bring (TE "Breakthroughs and Synergy"): their actions. */
import type { Ti4PlanetId } from "../../../../content/ti4/index.ts";
import { command } from "../../../commands/forms.ts";
import { ti4Id } from "../../forms.ts";

export const BREAKTHROUGH_COMMANDS = [
  /** Psychospore (Arborec): the card exhausted, the token off the planet's system, 1 infantry added there. */
  command("psychospore", { planet: ti4Id<Ti4PlanetId>("planet") }),
] as const;
