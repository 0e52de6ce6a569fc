/**
 * The Xxcha Kingdom's alliance card (TE "Alliance Reference Cards"; the commander Elder Qanoj): each planet
 * its holder exhausts to vote gives 1 vote more, and no game effect can stop the holder from voting (a rider
 * played, Assassinate Representative, Public Execution, the Nekro's own Galactic Threat: LRR 8.16).
 * Answers `extraVotesPerPlanet` and `votingUnstoppable` (hooks/allianceAbilitiesVoting.ts).
 */
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

const holds = (state: Ti4State, seat: Seat) => usesAllianceAbility(state, seat, "xxcha");

export const TE_ALLIANCE_XXCHA: Ti4Module = {
  id: "allianceAbility:xxcha",
  hooks: {
    extraVotesPerPlanet: (state, seat) => (holds(state, seat) ? 1 : 0),
    votingUnstoppable: holds,
  },
};
