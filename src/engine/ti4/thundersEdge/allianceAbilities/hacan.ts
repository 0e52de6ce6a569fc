/**
 * The Emirates of Hacan's alliance card (TE "Alliance Reference Cards"; the commander Gila the Silvertongue):
 * its holder, casting votes, may spend trade goods, each adding 2 votes. Answers `votesPerTradeGood`
 * (hooks/allianceAbilitiesVoting.ts); the trade goods are named on the castVotes command (agenda/abilityVotes.ts).
 * Under Representative Government they are added to the 1 vote cast [our reading].
 */
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

function votesPerTradeGood(state: Ti4State, seat: Seat): number {
  return usesAllianceAbility(state, seat, "hacan") ? 2 : 0;
}

export const TE_ALLIANCE_HACAN: Ti4Module = { id: "allianceAbility:hacan", hooks: { votesPerTradeGood } };
