/**
 * TE "Expansion Integration": a game with Thunder's Edge swaps the printed base and Prophecy of Kings cards
 * for the Codex cards the box ships ("for each remaining codex card, find and replace each corresponding
 * component"): 3 faction technologies, 5 promissory notes, 8 Magen Defense Grid, 8 X-89 Bacterial Weapon,
 * 3 secret objectives, 1 mech and 6 leaders. A game without the box keeps the printed cards.
 *
 * Played here in their Codex version:
 * - the three secret objectives Codex III reworded (Make an Example of Their World, Turn Their Fleets to
 *   Dust, Fight with Precision: objectives/moments.ts reads `codexRevisionsInPlay`);
 * - the five faction promissory notes Codex I reworded (transactions/noteTable.ts, `noteRulesOf`): each is
 *   played as its Ω card or, where that card is not carried out yet, refused with the reason
 *   (TE_CODEX_NOTES_NOT_CARRIED_OUT).
 * - the three faction technologies (Yin Spinner Ω, Wormhole Generator Ω, Magmus Reactor Ω): the engine
 *   carries out their Codex I wording in every game already (factions/yin.ts, ghostWormholes.ts, muaat.ts;
 *   the data holds no other text), so a Thunder's Edge game plays them as the box asks. [A base game plays
 *   the same Ω wording rather than the printed cards, which are not in the data.]
 * - the two generic technologies Codex IV reprinted (content: technologies.ts TI4_OMEGA_VARIANTS): Magen
 *   Defense Grid ΩΩ (technology/generic/magenDefenseGridOmega.ts) and X-89 Bacterial Weapon ΩΩ
 *   (technology/generic/x89BacterialWeapon.ts), each read through `codexRevisionsInPlay`; a game without the
 *   box plays the printed cards (technology/generic/magenDefenseGrid.ts, x89BacterialWeapon.ts). X-89 also
 *   purges a planet under Conventions of War Abandoned (galacticEvents/conventionsOfWar.ts).
 * Not carried out, and said so:
 * - the mech and the six leaders (TE_CODEX_COMPONENTS_NOT_IN_MECATOL): Prophecy of Kings components, which
 *   Mecatol does not play, so there is nothing on the table to replace.
 */
import type { Ti4Objective } from "../../../content/ti4/index.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "./inPlay.ts";

/** Whether the game plays the Codex versions in place of the printed cards (TE "Expansion Integration"). */
export function codexRevisionsInPlay(state: Pick<Ti4State, "config">): boolean {
  return playsThundersEdge(state);
}

/** The name and text of a secret objective as this game plays it: the Codex rewording with Thunder's Edge. */
export function objectiveAsPlayed(
  state: Pick<Ti4State, "config">,
  objective: Ti4Objective,
): { name: string; text: string } {
  const revision = codexRevisionsInPlay(state) ? objective.revision : undefined;
  return revision ?? objective;
}

/** Components of the Codex swap that are Prophecy of Kings pieces Mecatol does not play at all. */
export const TE_CODEX_COMPONENTS_NOT_IN_MECATOL: readonly string[] = [
  "the Naalu mech Iconoclast \u03a9: the base factions' mechs come with Prophecy of Kings, which Mecatol does not play",
  "the six Codex leaders (Z'eu, M'aban, Xxekir Grom, Brother Milor, Brother Omar, Dannel of the Tenth): leaders are a Prophecy of Kings component, which Mecatol does not play",
];
