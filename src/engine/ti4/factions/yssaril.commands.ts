/**
 * The Yssaril Tribes' own commands, frame and event: Stall Tactics (their faction ability, an ACTION: LRR 22)
 * and Mageon Implants (their faction technology, an ACTION).
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import { command, seat } from "../../commands/forms.ts";
import type { Seat } from "../../kernel/types.ts";
import { ti4Id } from "../forms.ts";

export const TI4_YSSARIL_COMMANDS = [
  /** Stall Tactics: the turn's action is to discard this action card from one's hand. */
  command("stallTactics", { card: ti4Id<Ti4ActionCardId>("actionCard") }),
  /** Mageon Implants: the turn's action is to exhaust it and look at the action cards of `target`. */
  command("mageonImplants", { target: seat }),
  /** Mageon Implants: the card taken from the hand looked at. */
  command("mageonTake", { card: ti4Id<Ti4ActionCardId>("actionCard") }),
] as const;

/**
 * Mageon Implants: `seat` is looking at the hand of `target` and takes 1 card of it. The Yssaril's Spy Net,
 * played by its holder, asks the same of the Yssaril's hand (`source` names it), and the action card Lie in
 * Wait of each of two hands in turn.
 */
export interface Ti4MageonFrame {
  kind: "ti4Mageon";
  seat: Seat;
  target: Seat;
  source?: "Spy Net" | "Lie in Wait";
}

/** What `seat` sees of `target`'s hand (secret: `to`), and (cards null) forgets once the card is taken. */
export type Ti4YssarilEvent = {
  type: "ti4HandSeen";
  seat: Seat;
  target: Seat;
  cards: Ti4ActionCardId[] | null;
  to: Seat;
};
