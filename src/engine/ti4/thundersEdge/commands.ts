/** The Thunder's Edge expedition's commands (TE rulebook, "Thunder's Edge Expedition"). */
import type { Ti4ActionCardId, Ti4ObjectiveId, Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, listOf, oneOf, position, seat } from "../../commands/forms.ts";
import { payment, ti4Id } from "../forms.ts";
import { TI4_EXPEDITION_SLICES } from "./expedition.ts";

export const TI4_THUNDERS_EDGE_COMMANDS = [
  /**
   * At the end of one's turn, an unclaimed slice claimed and its cost paid: `payment` for resources or
   * influence, `planet` for the specialty planet, `actionCards` (2) or `objective` for the discards.
   */
  command("commitToExpedition", {
    slice: oneOf(TI4_EXPEDITION_SLICES),
    payment: payment.optional(),
    planet: ti4Id<Ti4PlanetId>("planet").optional(),
    actionCards: listOf(ti4Id<Ti4ActionCardId>("actionCard")).optional(),
    objective: ti4Id<Ti4ObjectiveId>("objective").optional(),
  }),
  /** The end of one's turn with no commitment to the expedition. */
  command("declineExpedition", {}),
  /** The final claimer places Thunder's Edge in a system with no planet, supernova or printed wormhole. */
  command("placeThundersEdge", { system: position }),
  /** The final claimer chooses which of the players tied for most control tokens places infantry. */
  command("chooseThundersEdgeGarrison", { garrison: seat }),
  /** A held breakthrough's own ability: not played yet, so always refused with a sentence (issue #27). */
  command("useBreakthrough", {}),
] as const;
