/**
 * How the laws' own events change the state (RR §20). No rule checks here.
 */
import type { EvolveTable } from "../../evolve.ts";

export const LAW_EVOLVE: EvolveTable<"lawHolderChanged"> = {
  // The Crown of Emphidia changes hands: the law stays in play, naming its new holder.
  // The new holder's point is his own: whether it was withheld is noted anew (rules/victory.ts).
  lawHolderChanged: (s, e) => {
    s.laws = (s.laws ?? []).map((law) => {
      if (law.card !== e.card) return law;
      const { vpWithheld: _, ...rest } = law;
      return { ...rest, elected: e.elected };
    });
  },
};
