/** The frames of the base factions' breakthroughs (TE "Breakthroughs and Synergy"). */
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Seat } from "../../../kernel/types.ts";

/** N'orr Supremacy (Sardakk N'orr): `seat` has won a combat and gains a command token or a unit upgrade. */
export interface Ti4NorrSupremacyFrame {
  kind: "ti4NorrSupremacy";
  seat: Seat;
}

/** Stellar Genesis (Embers of Muaat): `seat` has gained the card and places the Avernus planet token. */
export interface Ti4StellarGenesisFrame {
  kind: "ti4StellarGenesis";
  seat: Seat;
}

/**
 * Stellar Genesis (Embers of Muaat): a war sun of `seat`'s has moved out of or through Avernus's system
 * (`from`) into the non-home active system `to`; the token may go with it.
 */
export interface Ti4AvernusCarryFrame {
  kind: "ti4AvernusCarry";
  seat: Seat;
  from: PositionLabel;
  to: PositionLabel;
}
