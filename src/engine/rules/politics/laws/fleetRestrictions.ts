/** Fleet Restrictions, Against: per system over the limit, 1 Trade Good or the excess destroyed. */
import { UNIT_TYPES } from "../../../../content/index.ts";
import type { CardChoiceRule } from "../../../choices.ts";
import { ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import { askCardChoice } from "../../actionCards/choice.ts";
import { destroyUnits, loseCargo, removeUnsupportedFighters } from "../../combat/losses.ts";
import { player } from "../../players.ts";
import { count, isShip, spaceUnits, totalUnits } from "../../units.ts";
import { everyone, type Outcome } from "../agendaTools.ts";
import { FLEET_RESTRICTION } from "../lawRules.ts";
import { RULE } from "./shared.ts";

function restrictionExcess(state: GameState, seat: Seat, system: PositionLabel): UnitCounts {
  const here = spaceUnits(state, system, seat);
  const excess: UnitCounts = {};
  for (const type of UNIT_TYPES.filter(isShip))
    if (count(here, type) > FLEET_RESTRICTION) excess[type] = count(here, type) - FLEET_RESTRICTION;
  return excess;
}

function destroyExcess(tx: Tx, seat: Seat, system: PositionLabel): void {
  destroyUnits(tx, seat, system, null, restrictionExcess(tx.state, seat, system), "Fleet Restrictions");
  loseCargo(tx, seat, system);
  removeUnsupportedFighters(tx, seat, system);
}

export const fleetRestrictionsAgainst: Outcome = (tx) => {
  for (const seat of [...everyone(tx)].reverse()) {
    const systems = Object.keys(tx.state.board).filter(
      (p) => totalUnits(restrictionExcess(tx.state, seat, p)) > 0,
    );
    if (player(tx.state, seat).tradeGoods === 0) {
      for (const system of systems) destroyExcess(tx, seat, system);
      continue;
    }
    for (const system of systems.reverse()) {
      askCardChoice(tx, {
        effect: "fleetRestrictions",
        prompt: `Fleet Restrictions: at ${system} you have more than ${FLEET_RESTRICTION} ships of a type; "pay" 1 Trade Good or "destroy" the excess`,
        awaiting: [seat],
        data: { system },
      });
    }
  }
};

export const fleetRestrictionsChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (answer.choice === "destroy") return undefined;
    if (answer.choice === "pay" && player(state, seat).tradeGoods > 0) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      player(state, seat).tradeGoods > 0
        ? 'Fleet Restrictions: answer "pay" (1 Trade Good) or "destroy" (the excess ships).'
        : 'Fleet Restrictions: you have no Trade Good left, so answer "destroy".',
    );
  },
  resolve(tx, frame, seat, answer) {
    if (answer.choice === "pay")
      tx.emit({ type: "tradeGoodsSpent", seat, amount: 1, reason: "Fleet Restrictions" });
    else destroyExcess(tx, seat, String(frame.data.system));
  },
  options(state, _frame, seat) {
    return player(state, seat).tradeGoods > 0
      ? [{ choice: "pay" }, { choice: "destroy" }]
      : [{ choice: "destroy" }];
  },
};
