/**
 * The Yin Brotherhood's alliance card (TE "Alliance Reference Cards"; the commander Brother Omar, as Codex
 * III reprinted him): the card stands in for a green (biotic) technology prerequisite, and its holder,
 * researching a technology another player owns, may return 1 of their infantry to reinforcements to skip
 * its prerequisites. Answers `prerequisiteStandIns` and `infantrySkipsPrerequisites`
 * (hooks/allianceAbilitiesResearch.ts); the infantry is named on the research (technology/infantrySkip.ts).
 * The built-in player does not return infantry: it researches what its prerequisites allow.
 */
import type { Ti4Module } from "../../hooks/index.ts";
import { usesAllianceAbility } from "../allianceCards.ts";

export const TE_ALLIANCE_YIN: Ti4Module = {
  id: "allianceAbility:yin",
  hooks: {
    prerequisiteStandIns: (state, seat) => (usesAllianceAbility(state, seat, "yin") ? { biotic: 1 } : {}),
    infantrySkipsPrerequisites: (state, seat) => usesAllianceAbility(state, seat, "yin"),
  },
};
