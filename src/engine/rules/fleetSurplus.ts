/**
 * Ships over Fleet Supply (RR §15: "any excess is removed immediately"; the owner chooses which): each
 * player over his Fleet Supply in a system names the ships he removes there, one system at a time, by a
 * card choice (actionCards/choice.ts). Asked after Telepathic Mind Weapon takes a Fleet Supply counter
 * (tactical/activation.ts), by War Funding (politics/laws/warFunding.ts) and as War Footing and Grand
 * Armada end (actionCards/boardCardFleetTrim.ts).
 */
import { getUnit, UNIT_TYPES, type UnitType } from "../../content/index.ts";
import type { CardChoiceRule } from "../choices.ts";
import { evolve } from "../evolve.ts";
import { copyData } from "../kernel/copy.ts";
import { ruleError } from "../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../state.ts";
import type { Tx } from "../tx.ts";
import { askCardChoice } from "./actionCards/choice.ts";
import { destroyUnits, loseCargo, removeUnsupportedFighters } from "./combat/losses.ts";
import {
  containsCounts,
  count,
  fleetSize,
  fleetSupplyLimit,
  isShip,
  spaceUnits,
  tidy,
  totalUnits,
} from "./units.ts";

function surplusAt(state: GameState, seat: Seat, position: PositionLabel): number {
  return Math.max(0, fleetSize(state, position, seat) - fleetSupplyLimit(state, seat));
}

/** The systems where the seat has more ships than its Fleet Supply allows. */
export function surplusSystems(state: GameState, seat: Seat): PositionLabel[] {
  return Object.keys(state.board).filter((p) => surplusAt(state, seat, p) > 0);
}

/** Ships that may be removed for the surplus: those counted against Fleet Supply, and Fighters. */
const SURPLUS_TYPES = UNIT_TYPES.filter((t) => isShip(t));

/**
 * Asks each of `seats` over his Fleet Supply which ships he removes, one system at a time (RR §15), the
 * first seat first. `effect`: the choice's key ("fleetSurplus"; War Funding keeps its own, "warFunding");
 * `only`: the systems to look at, when not all of them.
 */
export function askFleetSurplus(
  tx: Tx,
  seats: readonly Seat[],
  reason: string,
  effect = "fleetSurplus",
  only?: readonly PositionLabel[],
): void {
  for (const seat of [...seats].reverse()) {
    const systems = surplusSystems(tx.state, seat).filter((p) => !only || only.includes(p));
    for (const system of systems.reverse()) {
      askCardChoice(tx, {
        effect,
        prompt: `${reason}: name the ships you remove at ${system}, where you have ${surplusAt(tx.state, seat, system)} over your Fleet Supply`,
        awaiting: [seat],
        data: { system, reason },
      });
    }
  }
}

function afterRemoval(state: GameState, seat: Seat, system: PositionLabel, units: UnitCounts): GameState {
  return evolve(copyData(state), {
    type: "unitsRemoved",
    seat,
    position: system,
    units,
    reason: "check",
  });
}

/** The cheapest first. */
function byCost(types: readonly UnitType[]): UnitType[] {
  return [...types].sort((a, b) => (getUnit(a).cost ?? 99) - (getUnit(b).cost ?? 99));
}

export const fleetSurplusChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const system = String(frame.data.system);
    const units = tidy(answer.units ?? {});
    const ok =
      Object.keys(units).every((t) => SURPLUS_TYPES.includes(t as UnitType)) &&
      containsCounts(spaceUnits(state, system, seat), units) &&
      totalUnits(units) === surplusAt(state, seat, system) &&
      surplusAt(afterRemoval(state, seat, system, units), seat, system) === 0;
    if (ok) return undefined;
    return ruleError(
      "ERR_CHOICE",
      "RR §15",
      `Name ${surplusAt(state, seat, system)} of your ships at ${system} that bring it within your Fleet Supply.`,
    );
  },
  resolve(tx, frame, seat, answer) {
    const system = String(frame.data.system);
    destroyUnits(tx, seat, system, null, tidy(answer.units ?? {}), String(frame.data.reason));
    loseCargo(tx, seat, system);
    removeUnsupportedFighters(tx, seat, system);
  },
  options(state, frame, seat) {
    // The cheapest counted ships first, until the fleet fits.
    const system = String(frame.data.system);
    const units: UnitCounts = {};
    const here = spaceUnits(state, system, seat);
    for (const type of byCost(SURPLUS_TYPES.filter((t) => getUnit(t).countsAgainstFleetSupply))) {
      while (count(units, type) < count(here, type) && totalUnits(units) < surplusAt(state, seat, system))
        units[type] = count(units, type) + 1;
    }
    return [{ units }];
  },
};
