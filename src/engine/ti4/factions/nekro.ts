/**
 * The Nekro Virus (base game faction sheet): Propagation (no research; 3 command tokens instead) and the
 * first sentence of Galactic Threat (no votes on agendas). Not built: Galactic Threat's prediction,
 * Technological Singularity, the Valefar Assimilators and the Alastor (see the report of issue #26).
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import { pushTokenArrangement } from "../strategic/commandSheet.ts";

/** Propagation: the command tokens gained each time the Nekro would research. */
export const PROPAGATION_TOKENS = 3;

function propagate(seat: Seat) {
  return (tx: Tx<Ti4>) =>
    pushTokenArrangement(tx, {
      seats: [seat],
      gain: PROPAGATION_TOKENS,
      redistribute: false,
      reason: "propagation",
    });
}

export const NEKRO: Ti4Module = {
  id: "nekro",
  hooks: {
    // Propagation (faction sheet): the Nekro cannot research; each time they would, they gain 3 command
    // tokens instead, placed in the pools they choose (LRR 20.2), reinforcements allowing (LRR 20.3a). A
    // research that costs resources and is not optional (Technology's secondary) costs nothing then
    // [recalled: the Nekro do not pay for a research they do not make]. A research the player may decline
    // and pays for (Technology's second, 6 resources) is not offered to them [our reading, kept simple].
    researchReplaced: (state, seat, research) => {
      if (!hasFaction(state, seat, "nekro")) return undefined;
      return research.optional ? () => {} : propagate(seat);
    },
    // Galactic Threat (faction sheet): the Nekro cast no votes on agendas (LRR 8.16: barred, they are not
    // asked).
    castsNoVotes: (state, seat) => hasFaction(state, seat, "nekro"),
  },
};
