/**
 * LRR 18 and TE Gravleash Maneuvers: a bonus to the dice of one ship only (hook `oneShipRollBonus`). The
 * roll splits that ship's dice from the rest of its type's into a group of their own carrying the bonus,
 * on the ship whose dice gain the most hits on average (each die's chance of reaching its value is read
 * with the modifiers it already has); a tie goes to the first type rolled. The player gives up nothing by
 * this choice: a hit is a hit whichever ship scores it [our reading: the card lets its holder pick the ship].
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4RollKind } from "./dice.ts";

/** One unit type's planned dice: `each` is what one unit rolls of `dice`. */
export interface Ti4PlannedDice {
  type: Ti4UnitType;
  units: number;
  hitsOn: number;
  dice: number;
  each: number;
  /** The one ship's bonus, on the group split off for it. */
  oneShip?: number;
}

/** What the hook point `oneShipRollBonus` gives one of `seat`'s ships in this roll (0: nothing). */
export function oneShipBonus(
  state: Ti4State,
  seat: Seat,
  kind: Ti4RollKind,
  place: Ti4Place | undefined,
): number {
  return hookAnswers(state, "oneShipRollBonus").reduce(
    (sum, answer) => sum + answer(state, seat, kind, place),
    0,
  );
}

/** The faces of a d10 that reach `need` once modified. */
function facesReaching(need: number): number {
  return Math.max(0, Math.min(10, 11 - need));
}

/**
 * `plan` with one ship's dice split off carrying `bonus` (unchanged when the bonus is 0 or no ship rolls);
 * `modifierOf` tells what each type's dice already add.
 */
export function splitOneShip<T extends Ti4PlannedDice>(
  plan: readonly T[],
  bonus: number,
  modifierOf: (type: Ti4UnitType) => number,
): T[] {
  if (bonus === 0) return [...plan];
  let best = -1;
  let gain = 0;
  plan.forEach((p, i) => {
    if (!TI4_SHIP_TYPES.includes(p.type) || p.each <= 0) return;
    const need = p.hitsOn - modifierOf(p.type);
    const more = p.each * (facesReaching(need - bonus) - facesReaching(need));
    if (best < 0 || more > gain) {
      best = i;
      gain = more;
    }
  });
  const chosen = plan[best];
  if (!chosen) return [...plan];
  if (chosen.units === 1) return plan.map((p, i) => (i === best ? { ...p, oneShip: bonus } : p));
  const ship: T = { ...chosen, units: 1, dice: chosen.each, oneShip: bonus };
  const rest: T = { ...chosen, units: chosen.units - 1, dice: chosen.dice - chosen.each };
  return [...plan.slice(0, best), ship, rest, ...plan.slice(best + 1)];
}
