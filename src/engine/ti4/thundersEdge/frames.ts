/** The frames of the Thunder's Edge expedition (TE rulebook, "Thunder's Edge Expedition"). */
import type { Seat } from "../../kernel/types.ts";

/** At the end of `seat`'s turn: commit to the expedition (a slice it can pay) or not. */
export interface Ti4ExpeditionOfferFrame {
  kind: "ti4ExpeditionOffer";
  seat: Seat;
}

/** The expedition complete: `seat`, the final claimer, places Thunder's Edge planet side up. */
export interface Ti4ThundersEdgePlacementFrame {
  kind: "ti4ThundersEdgePlacement";
  seat: Seat;
}

/** Tied for most control tokens on the expedition: `seat`, the final claimer, chooses who of `tied` lands. */
export interface Ti4ThundersEdgeGarrisonFrame {
  kind: "ti4ThundersEdgeGarrison";
  seat: Seat;
  tied: Seat[];
}
