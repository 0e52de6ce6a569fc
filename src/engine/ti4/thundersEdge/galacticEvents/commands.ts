/** The commands galactic events bring (TE "Galactic Events"): their component actions (LRR 22). */

import type { Ti4PlanetId } from "../../../../content/ti4/index.ts";
import { command, flag } from "../../../commands/forms.ts";
import { ti4Id } from "../../forms.ts";

export const GALACTIC_EVENT_COMMANDS = [
  /** Stellar Atomics: the control token taken off the card, every ground force and structure on a non-home planet destroyed. */
  command("stellarAtomics", { planet: ti4Id<Ti4PlanetId>("planet") }),
  /** Conventions of War Abandoned: X-89 Bacterial Weapon exhausted, a planet in a system with the seat's bombarding unit purged. */
  command("bacterialPurge", { planet: ti4Id<Ti4PlanetId>("planet") }),
  /** Total War: 10 commodities discarded from the seat's planets for 1 victory point. */
  command("totalWarPoint", {}),
  /** Monuments to the Ages: instead of Construction's structures, a monument on a non-home planet. */
  command("buildMonument", { planet: ti4Id<Ti4PlanetId>("planet") }),
  /** Monuments to the Ages: having taken its planet, the monument destroyed (true) or kept. */
  command("destroyMonument", { destroy: flag }),
  /** Rapid Mobilization: the planet (one gained next to home) for the seat's space dock, flagship and fighters. */
  command("placeMobilizationDock", { planet: ti4Id<Ti4PlanetId>("planet") }),
  /** Mercenaries for Hire: 3 trade goods spent, the mercenary deck's top alliance card taken. */
  command("hireMercenary", {}),
] as const;
