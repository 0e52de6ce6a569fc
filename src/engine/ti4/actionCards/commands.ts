/** The commands of playing action cards (LRR 2): a play, a pass in a window, the standing auto-pass. */
import type { Ti4ActionCardId, Ti4AgendaId, Ti4PlanetId, Ti4UnitType } from "../../../content/ti4/index.ts";
import { command, flag, position, seat } from "../../commands/forms.ts";
import { ti4Id } from "../forms.ts";

export const TI4_ACTION_CARD_COMMANDS = [
  /**
   * An action card from the hand, with what it names (effects.ts lists which fields each card needs): as the
   * turn's component action (LRR 22), or in a window of its timing.
   */
  command("playActionCard", {
    card: ti4Id<Ti4ActionCardId>(),
    target: seat.optional(),
    planet: ti4Id<Ti4PlanetId>().optional(),
    system: position.optional(),
    unit: ti4Id<Ti4UnitType>().optional(),
    law: ti4Id<Ti4AgendaId>().optional(),
  }),
  /** No card in this window; `everyWindow`, where offered, passes every window from now on. */
  command("passCardWindow", { everyWindow: flag.optional() }),
  /** The standing answer, at any time: pass every action card window (on), or be asked again (off). */
  command("setCardWindowAutoPass", { on: flag }),
] as const;
