/**
 * The Obsidian's own commands, frames and events (TE faction sheet, the Firmament turned over): Neural
 * Parasite's infantry destroyed, Planesplitter's ingress token moved, Malevolency given to a neighbour, and
 * The Reaping's trade goods on the card.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, orNull, position, seat } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { payment, ti4Id } from "../forms.ts";

export const OBSIDIAN_COMMANDS = [
  /** Neural Parasite: destroy 1 infantry of `owner` in `position`'s space area (`planet` null) or on `planet`. */
  command("neuralParasite", { position, planet: orNull(ti4Id<Ti4PlanetId>("planet")), owner: seat }),
  /** Planesplitter: the ingress token in `from` goes to `to`. */
  command("planesplitterMove", { from: position, to: position }),
  /** Planesplitter: no ingress token moves this time. */
  command("planesplitterDecline", {}),
  /** Malevolency: spend 1 influence (`payment`) to give the card to the neighbour `to`. */
  command("malevolencyGive", { to: seat, payment }),
  /** Malevolency: the card stays in the hand. */
  command("malevolencyKeep", {}),
] as const;

/** Neural Parasite: the Obsidian `seat`, as its turn begins, chooses whose infantry is destroyed. */
export interface TeNeuralParasiteFrame {
  kind: "teNeuralParasite";
  seat: Seat;
}

/** Planesplitter: the Obsidian `seat`, performing a strategic action, may move an ingress token. */
export interface TePlanesplitterFrame {
  kind: "tePlanesplitter";
  seat: Seat;
}

/** Malevolency: `seat` (holding `owner`'s card) may, as its tactical action ends, give it to a neighbour. */
export interface TeMalevolencyFrame {
  kind: "teMalevolency";
  seat: Seat;
  owner: Seat;
}

export type TeObsidianFrame = TeNeuralParasiteFrame | TePlanesplitterFrame | TeMalevolencyFrame;

export type Ti4ObsidianEvent =
  /** Planesplitter: an ingress token moved from one system to another by `seat`. */
  | { type: "ti4IngressMoved"; seat: Seat; from: PositionLabel; to: PositionLabel }
  /** The Reaping: 1 trade good from the supply onto `seat`'s breakthrough card. */
  | { type: "ti4BreakthroughGoodsPlaced"; seat: Seat; amount: number; reason: string }
  /** The Reaping: the trade goods on `seat`'s breakthrough card taken off it (they are gained with ti4TradeGoodsChanged). */
  | { type: "ti4BreakthroughGoodsTaken"; seat: Seat; amount: number; reason: string };
