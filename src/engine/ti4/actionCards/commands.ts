/** The commands of playing action cards (LRR 2): a play, a pass in a window, the standing auto-pass. */
import type {
  Ti4ActionCardId,
  Ti4AgendaId,
  Ti4PlanetId,
  Ti4StrategyCardId,
  Ti4TechnologyId,
  Ti4UnitType,
} from "../../../content/ti4/index.ts";
import { command, count, flag, oneOf, position, seat, text } from "../../commands/forms.ts";
import { payment, ti4Id, ti4Units } from "../forms.ts";

/** How long a pass in a card window lasts. */
export const TI4_WINDOW_PASSES = ["thisWindow", "everyWindow"] as const;

/** What a play of an action card names: the card, and the fields its rule reads (effect.ts). */
export const CARD_PLAY_FIELDS = {
  card: ti4Id<Ti4ActionCardId>("actionCard"),
  target: seat.optional(),
  planet: ti4Id<Ti4PlanetId>("planet").optional(),
  ownPlanet: ti4Id<Ti4PlanetId>("planet").optional(),
  system: position.optional(),
  unit: ti4Id<Ti4UnitType>("unit").optional(),
  law: ti4Id<Ti4AgendaId>("agenda").optional(),
  outcome: text.optional(),
  amount: count.optional(),
  strategyCard: ti4Id<Ti4StrategyCardId>("strategyCard").optional(),
  payment: payment.optional(),
  technology: ti4Id<Ti4TechnologyId>("technology").optional(),
  units: ti4Units.optional(),
};

export const TI4_ACTION_CARD_COMMANDS = [
  /**
   * An action card from the hand, with what it names (effects.ts lists which fields each card needs): as the
   * turn's component action (LRR 22), or in a window of its timing.
   */
  command("playActionCard", CARD_PLAY_FIELDS),
  /**
   * No card in this window; `until` "everyWindow" passes every window from now on (the standing answer),
   * "thisWindow" (or nothing) this one only. One choice is the whole answer, so each is a button.
   */
  command("passCardWindow", { until: oneOf(TI4_WINDOW_PASSES).optional() }),
  /**
   * Courageous to the End, played against you: the ships of yours in the active system you choose to lose,
   * as many as its dice hit (LRR 31: destroyed directly, no sustain damage).
   */
  command("chooseShipLosses", { ships: ti4Units }),
  /** The standing answer, at any time: pass every action card window (on), or be asked again (off). */
  command("setCardWindowAutoPass", { on: flag }),
  /**
   * TE Exchange Program, played naming you: agree by naming a planet of its player's holding their ground
   * forces (your infantry coexists there), or decline by naming none.
   */
  command("answerExchangeProgram", { planet: ti4Id<Ti4PlanetId>("planet").optional() }),
] as const;
