/**
 * The Thunder's Edge relics the engine cannot carry out yet (TE rulebook "Relics"), each with the reason: left
 * out of the relic deck at set-up (setup/steps.ts), as agendas not yet carried out are, so none is ever
 * drawn; a command to use one is refused with its reason (relicUses.ts).
 */
import type { Ti4RelicId } from "../../../content/ti4/index.ts";

export const TE_RELICS_NOT_YET_CARRIED_OUT: Readonly<Partial<Record<Ti4RelicId, string>>> = {
  circletofthevoid:
    "The Circlet of the Void explores frontier tokens, which come only with Prophecy of Kings, and Mecatol does not play it: not carried out.",
};

/**
 * Heart of Ixth is dealt and acts at the moment after a space or ground combat roll and after a roll for
 * SPACE CANNON, BOMBARDMENT or ANTI-FIGHTER BARRAGE (heartOfIxth.ts); the rolls listed here have no moment
 * after them yet, so it is not offered on them, and using it with no roll waiting is refused with this list.
 */
export const HEART_OF_IXTH_ROLLS_NOT_OFFERED = [
  "a relic's own dice (The Silver Flame, Metali Void Armaments)",
  "galactic events' and The Fracture's rolls",
  "gravity rifts (LRR 41)",
  "rolls made by action cards, agendas and faction abilities outside combat",
  "unit-ability rolls made against neutral units or by them (TE Neutral Units), the L1Z1X's Harrow and Proxima Targeting",
] as const;
