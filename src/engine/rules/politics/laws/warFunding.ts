/** Fleet Supply surplus (RR §15): War Funding, For (as the Status Phase starts) and Against. */
import { getUnit, UNIT_TYPES, type UnitType } from "../../../../content/index.ts";
import type { CardChoiceRule } from "../../../choices.ts";
import { evolve } from "../../../evolve.ts";
import { ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import { askCardChoice } from "../../actionCards/choice.ts";
import { destroyUnits, loseCargo, removeUnsupportedFighters } from "../../combat/losses.ts";
import { player } from "../../players.ts";
import {
  containsCounts,
  count,
  fleetSize,
  fleetSupplyLimit,
  isShip,
  spaceUnits,
  tidy,
  totalUnits,
} from "../../units.ts";
import { everyone, type Outcome } from "../agendaTools.ts";
import { lawInPlay } from "../laws.ts";
import { byCost } from "./shared.ts";

function surplusAt(state: GameState, seat: Seat, position: PositionLabel): number {
  return Math.max(0, fleetSize(state, position, seat) - fleetSupplyLimit(state, seat));
}

function surplusSystems(state: GameState, seat: Seat): PositionLabel[] {
  return Object.keys(state.board).filter((p) => surplusAt(state, seat, p) > 0);
}

/** Ships that may be removed for the surplus: those counted against Fleet Supply, and Fighters. */
const SURPLUS_TYPES = UNIT_TYPES.filter((t) => isShip(t));

/** Asks each player over his Fleet Supply which ships he removes, one system at a time (RR §15). */
export function removeFleetSurplus(tx: Tx, reason: string): void {
  for (const seat of [...everyone(tx)].reverse()) {
    for (const system of surplusSystems(tx.state, seat).reverse()) {
      askCardChoice(tx, {
        effect: "warFunding",
        prompt: `${reason}: name the ships you remove at ${system}, where you have ${surplusAt(tx.state, seat, system)} over your Fleet Supply`,
        awaiting: [seat],
        data: { system, reason },
      });
    }
  }
}

/** As the Status Phase starts (statusPhaseOpens, answered in lawModule.ts): War Funding's surplus ships go. */
export function warFundingAtStatusPhaseStart(tx: Tx): void {
  if (lawInPlay(tx.state, "warFunding")) removeFleetSurplus(tx, "War Funding");
}

function afterRemoval(state: GameState, seat: Seat, system: PositionLabel, units: UnitCounts): GameState {
  return evolve(structuredClone(state), {
    type: "unitsRemoved",
    seat,
    position: system,
    units,
    reason: "check",
  });
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

/** War Funding, Against: every player returns a Fleet Supply counter; ships over the new limit go. */
export const warFundingAgainst: Outcome = (tx) => {
  for (const seat of everyone(tx).filter((s) => player(tx.state, s).counters.fleet > 0))
    tx.emit({ type: "commandCountersSpent", seat, counters: { fleet: 1 }, reason: "War Funding" });
  removeFleetSurplus(tx, "War Funding");
};
