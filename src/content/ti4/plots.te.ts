/**
 * The Firmament's 5 plot cards (TE rulebook "Setup" step 3: "The Firmament: 5 Plot cards"; the abilities
 * Plots Within Plots, The Blade's Orchestra and Marionettes in factionAbilities.te.ts). A plot is placed face
 * down with one or more players' control tokens on it; it is hidden information once the game starts (TE
 * "Clarifications"). When the Firmament become the Obsidian, every plot in play turns face up, and the
 * players whose tokens lie on a plot are its puppeted players.
 *
 * Our data (shared/data/ti4) names the cards but not their faces: names and one-line effects from
 * Bshah11/DataCleaner@585713aafbc3b9ee6e60cbf8887187dc92e90f2b:StructuredData/factions/firmament_obsidian_obsidian.md
 * ("Plot Deck"), a summary of the printed cards, checked against the community's web app,
 * AsyncTI4/ti4_web_new:src/entities/data/plots.ts (which spells two "Asail" and "Syphon"); each text is our
 * own wording [recalled: neither source is the printed card]. Seethe and Extract also act after they are
 * revealed; `timing` names when they first act.
 */
import { deepFreeze, indexById } from "../common.ts";

export const TE_PLOT_IDS = ["assail", "enervate", "extract", "seethe", "siphon"] as const;
export type TePlotId = (typeof TE_PLOT_IDS)[number];

export interface TePlot {
  readonly id: TePlotId;
  readonly name: string;
  /** When the effect works: for as long as the plot lies face up, or once, as it is revealed. */
  readonly timing: "standing" | "onReveal";
  readonly text: string;
}

export const TE_PLOTS: readonly TePlot[] = deepFreeze([
  {
    id: "assail",
    name: "Assail",
    timing: "standing",
    text: "Your combat rolls and unit ability rolls against this plot's puppeted players get +1.",
  },
  {
    id: "enervate",
    name: "Enervate",
    timing: "standing",
    text: "You may resolve the secondary ability of a puppeted player's strategy card without spending a command token; for Leadership, its primary ability instead.",
  },
  {
    id: "extract",
    name: "Extract",
    timing: "onReveal",
    text: "As it is revealed, gain 1 non-faction technology a puppeted player owns. When a puppeted player gains a non-faction technology, you may spend 4 resources to gain it too.",
  },
  {
    id: "seethe",
    name: "Seethe",
    timing: "onReveal",
    text: "As it is revealed, destroy every unit on 1 non-home planet a puppeted player controls. At the start of each status phase, destroy 1 of a puppeted player's infantry, in any system.",
  },
  {
    id: "siphon",
    name: "Siphon",
    timing: "standing",
    text: "When a puppeted player gains commodities, you gain that many trade goods.",
  },
]);

const BY_ID = indexById(TE_PLOTS, "TE plot");

export function isTePlotId(value: string): value is TePlotId {
  return (TE_PLOT_IDS as readonly string[]).includes(value);
}

export function tePlot(id: TePlotId): TePlot {
  return BY_ID.get(id);
}
