/** The commands the base factions' breakthroughs bring (TE "Breakthroughs and Synergy"): their actions. */
import type { Ti4PlanetId } from "../../../../content/ti4/index.ts";
import { command, count, flag, oneOf, position, seat } from "../../../commands/forms.ts";
import { payment, ti4Id } from "../../forms.ts";
import { NORR_SUPREMACY_CHOICES } from "./sardakk.ts";
import { DEEPGLOOM_ABILITIES } from "./yssaril.ts";

export const BREAKTHROUGH_COMMANDS = [
  /** Psychospore (Arborec): the card exhausted, the token off the planet's system, 1 infantry added there. */
  command("psychospore", { planet: ti4Id<Ti4PlanetId>("planet") }),
  /** N'orr Supremacy (Sardakk N'orr): after a combat won, a command token or a unit upgrade. */
  command("norrSupremacy", { choice: oneOf(NORR_SUPREMACY_CHOICES) }),
  /** Deorbit Barrage (Clan of Saar): the card exhausted, `dice` resources spent, that many dice at the planet. */
  command("deorbitBarrage", { planet: ti4Id<Ti4PlanetId>("planet"), dice: count, payment }),
  /** Deepgloom Executable (Yssaril Tribes): one use of Stall Tactics or Scheming lent to `to`, at any time. */
  command("deepgloomLend", { to: seat, ability: oneOf(DEEPGLOOM_ABILITIES) }),
  /** Stellar Genesis (Embers of Muaat): the Avernus planet token placed in `system`, its card gained ready. */
  command("placeAvernus", { system: position }),
  /** Stellar Genesis: whether the Avernus token goes with the war sun that has just moved out of its system. */
  command("carryAvernus", { carry: flag }),
] as const;
