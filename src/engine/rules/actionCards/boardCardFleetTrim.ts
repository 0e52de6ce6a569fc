/**
 * The end of War Footing and Grand Armada (boardCardFleet.ts), called by the Status Phase as it ends
 * (statusPhase.ts). Kept apart from the cards' table: it uses the War Funding choice (politics), which
 * itself reaches the card tables.
 */
import type { Tx } from "../../tx.ts";
import { removeFleetSurplus } from "../politics/politicalLaws.ts";
import { fleetSize, fleetSupplyLimit, shipsOf, spaceUnits, totalUnits } from "../units.ts";
import { cardEffects, endCardEffect } from "./lasting.ts";

/**
 * As the Status Phase ends: the cards' effects end and each player over his usual Fleet Supply names the
 * ships he removes (RR §15, the choice shared with War Funding). True when the game now waits on that.
 */
export function trimBoardCardFleets(tx: Tx): boolean {
  const effects = [...cardEffects(tx.state, "warFooting"), ...cardEffects(tx.state, "grandArmada")];
  if (effects.length === 0) return false;
  for (const effect of effects) endCardEffect(tx, effect);
  const over = tx.state.players.some((p) =>
    Object.keys(tx.state.board).some(
      (position) =>
        totalUnits(shipsOf(spaceUnits(tx.state, position, p.seat))) > 0 &&
        fleetSize(tx.state, position, p.seat) > fleetSupplyLimit(tx.state, p.seat),
    ),
  );
  if (!over) return false;
  const before = tx.state.stack.length;
  removeFleetSurplus(tx, "War Footing / Grand Armada");
  return tx.state.stack.length > before;
}
