/**
 * The Thunder's Edge relics the engine cannot carry out yet (TE rulebook "Relics"), each with the reason: left
 * out of the relic deck at set-up (setup/steps.ts), as agendas not yet carried out are, so none is ever
 * drawn; a command to use one is refused with its reason (relicUses.ts).
 */
import type { Ti4RelicId } from "../../../content/ti4/index.ts";

export const TE_RELICS_NOT_YET_CARRIED_OUT: Readonly<Partial<Record<Ti4RelicId, string>>> = {
  heartofixth:
    "The Heart of Ixth changes any die after it is rolled, a moment the engine does not offer yet.",
  circletofthevoid:
    "The Circlet of the Void explores frontier tokens, which come only with Prophecy of Kings, and Mecatol does not play it: not carried out.",
};
