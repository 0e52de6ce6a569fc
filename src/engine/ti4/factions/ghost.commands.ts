/**
 * The Ghosts of Creuss's own commands, frames and event: a Creuss wormhole token placed or moved (Wormhole
 * Generator, their faction technology, ACTION; the Creuss IFF, their promissory note) and the ship
 * Dimensional Splicer's hit is assigned to.
 */

import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import { command, oneOf, position } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { ti4Id } from "../forms.ts";

/**
 * The Creuss wormhole tokens (their faction sheet: alpha, beta and gamma). The data files list no tokens;
 * these are the three the base game's Creuss hold, none of them on the board at set-up.
 */
export const TI4_CREUSS_TOKENS = ["alpha", "beta", "gamma"] as const;
export type Ti4CreussToken = (typeof TI4_CREUSS_TOKENS)[number];

const token = oneOf(TI4_CREUSS_TOKENS);

export const GHOST_COMMANDS = [
  /** Wormhole Generator: the turn's action is to exhaust it and put `token` into `system` (or move it there). */
  command("wormholeGenerator", { token, system: position }),
  /** A Creuss wormhole token put or moved as an effect asks (the Creuss IFF). */
  command("placeCreussWormhole", { token, system: position }),
  /** Dimensional Splicer: the type of the opponent's ship the Creuss assign its hit to. */
  command("dimensionalSplice", { unit: ti4Id<Ti4UnitType>("unit") }),
] as const;

/** A Creuss wormhole token to put or move, asked of `seat` (who holds the Creuss IFF) for `reason`. */
export interface Ti4CreussWormholeFrame {
  kind: "ti4CreussWormhole";
  seat: Seat;
  reason: string;
}

/** Dimensional Splicer: the Creuss (`seat`) choose which of `opponent`'s ships in `system` takes its hit. */
export interface Ti4SpliceFrame {
  kind: "ti4Splice";
  seat: Seat;
  opponent: Seat;
  system: PositionLabel;
}

/** A Creuss wormhole token put into `position` (from beside the faction sheet, or moved from where it was). */
export type Ti4GhostEvent = {
  type: "ti4CreussWormholePlaced";
  seat: Seat;
  token: Ti4CreussToken;
  position: PositionLabel;
  reason: string;
};
