/** The Firmament's frames (TE faction sheet; factions/firmamentSowing.ts, firmamentBlackOps.ts). */
import type { Ti4TechnologyId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";

/** The Sowing: `seat` may place up to 3 of its trade goods on the card (as it is gained, or as the status phase begins). */
export interface Ti4SowingFrame {
  kind: "ti4Sowing";
  seat: Seat;
}

/** Black Ops: `holder` has received the note; the Firmament (`seat`) may place a plot with the holder's token. */
export interface Ti4BlackOpsFrame {
  kind: "ti4BlackOps";
  seat: Seat;
  holder: Seat;
}

/** A plot turned face up that acts as it is revealed (Seethe, Extract): the Obsidian (`seat`) choose its target. */
export interface Ti4PlotRevealFrame {
  kind: "ti4PlotReveal";
  seat: Seat;
  plot: "seethe" | "extract";
  /** The plot's puppeted players, whose planet or technology is chosen. */
  puppets: Seat[];
}

/** Seethe, as the status phase starts: the Obsidian destroy 1 infantry of each puppeted player still listed. */
export interface Ti4SeetheFrame {
  kind: "ti4Seethe";
  seat: Seat;
  puppets: Seat[];
}

/**
 * Extract's later part: `from`, a puppeted player, has gained `technology` (non-faction); the Obsidian
 * (`seat`) may spend 4 resources to gain it too (factions/firmamentExtract.ts).
 */
export interface Ti4ExtractOfferFrame {
  kind: "ti4ExtractOffer";
  seat: Seat;
  from: Seat;
  technology: Ti4TechnologyId;
}

/**
 * Plots Within Plots at a moment of play (LRR 61.5): the moment of one or more secret objectives others have
 * scored has come for the Firmament (`seat`, their `plotMoments`); they place a plot for one or let it go.
 */
export interface Ti4PlotMomentFrame {
  kind: "ti4PlotMoment";
  seat: Seat;
}
