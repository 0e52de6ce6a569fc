/**
 * The Firmament's and the Obsidian's own commands and events (TE faction sheets; content/ti4/plots.te.ts):
 * a plot placed with Plots Within Plots (which card, the Firmament's secret until it is revealed), the sheet
 * turned over by Puppets of the Blade.
 */
import {
  type FactionId,
  TE_PLOT_IDS,
  type TePlotId,
  type Ti4ObjectiveId,
  type Ti4PlanetId,
  type Ti4TechnologyId,
} from "../../../content/ti4/index.ts";
import { command, count, oneOf, orNull, position, seat } from "../../commands/forms.ts";
import type { Seat } from "../../kernel/types.ts";
import { payment, ti4Id } from "../forms.ts";

export const FIRMAMENT_COMMANDS = [
  /**
   * Plots Within Plots: score `objective`, a secret objective another player has scored, for a face-down
   * plot card (`plot`, one of the Firmament's not yet in play) with that player's control token on it.
   */
  command("plotWithinPlots", {
    objective: ti4Id<Ti4ObjectiveId>("objective"),
    plot: oneOf(TE_PLOT_IDS),
  }),
  /** Puppets of the Blade: the turn's action is to turn the Firmament into the Obsidian. */
  command("puppetsOfTheBlade", {}),
  /** The Sowing: `amount` of the holder's trade goods (0 to 3) go onto the card. */
  command("sowTradeGoods", { amount: count }),
  /** Black Ops: the Firmament place `plot` face down with the note's receiver's token on it, or "none". */
  command("blackOpsPlot", { plot: oneOf([...TE_PLOT_IDS, "none"] as const) }),
  /** Seethe revealed: every unit on `planet`, a non-home planet a puppeted player controls, is destroyed. */
  command("seethePlanet", { planet: ti4Id<Ti4PlanetId>("planet") }),
  /** Extract revealed: the Obsidian gain `technology`, a non-faction technology a puppeted player owns. */
  command("extractTechnology", { technology: ti4Id<Ti4TechnologyId>("technology") }),
  /** Seethe, as the status phase starts: 1 infantry of `of` (a puppeted player) at `position` (on `planet`, or in space: null) is destroyed. */
  command("seetheInfantry", { of: seat, position, planet: orNull(ti4Id<Ti4PlanetId>("planet")) }),
  /**
   * Extract's later part: a puppeted player has just gained a non-faction technology; the Obsidian gain it
   * too, paying 4 resources with `payment`, or decline (null).
   */
  command("extractCopy", { payment: orNull(payment) }),
  /** Plots Within Plots: the Firmament let the moment of play of others' scored secrets go, placing no plot. */
  command("passPlotMoment", {}),
] as const;

/** A plot card in play in the Firmament's (or Obsidian's) play area: public but for its face. */
export interface Ti4PlotInPlay {
  /** The seats whose control tokens lie on it (Marionettes: its puppeted players once it is face up). */
  on: Seat[];
  /** The secret objective scored for it (Plots Within Plots); absent when another effect placed it. */
  objective?: Ti4ObjectiveId;
  /** Its face, once turned up (The Blade's Orchestra); absent while face down. */
  id?: TePlotId;
}

export type Ti4FirmamentEvent =
  /** Plots Within Plots: a face-down plot card placed by `seat` with `on`'s control token on it. */
  | { type: "ti4PlotPlaced"; seat: Seat; on: Seat; objective?: Ti4ObjectiveId; reason: string }
  /** Which card that plot is: `seat`'s secret (TE "Clarifications": plot cards are hidden information). */
  | { type: "ti4PlotCardChosen"; seat: Seat; plot: TePlotId; to: Seat }
  /**
   * Puppets of the Blade and The Blade's Orchestra: `seat`'s faction turns from `from` into `to`, with its
   * home system, two-sided components and planet cards; `plots` are the faces of its plots in play, now up.
   */
  | { type: "ti4FactionFlipped"; seat: Seat; from: FactionId; to: FactionId; plots: TePlotId[] }
  /** The Sowing: `amount` of `seat`'s trade goods go onto the card (`breakthroughTradeGoods`). Public. */
  | { type: "ti4TradeGoodsSown"; seat: Seat; amount: number }
  /** LRR 61.5: the moment of `objective`, a secret another player has scored, has come for the Firmament. Public. */
  | { type: "ti4PlotMomentMet"; seat: Seat; objective: Ti4ObjectiveId }
  /** Those moments over: with `objective`, only that one (a plot placed for it); without, all let go. */
  | { type: "ti4PlotMomentsPassed"; seat: Seat; objective?: Ti4ObjectiveId };
