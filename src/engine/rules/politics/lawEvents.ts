/**
 * How the laws' own events change the state (RR §20). No rule checks here.
 */
import type { EvolveTable } from "../../evolve.ts";

export const LAW_EVOLVE: EvolveTable<"lawHolderChanged"> = {
  // The Crown of Emphidia changes hands: the law stays in play, naming its new holder.
  lawHolderChanged: (s, e) => {
    s.laws = (s.laws ?? []).map((law) => (law.card === e.card ? { ...law, elected: e.elected } : law));
  },
};
