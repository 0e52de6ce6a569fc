/** Closing the Wormholes, Against: each fleet in a wormhole system discards a non-Fighter ship. */
import { UNIT_TYPES, type UnitType } from "../../../../content/index.ts";
import type { CardChoiceRule } from "../../../choices.ts";
import { wormholesAt } from "../../../galaxy/adjacency.ts";
import { ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import { askCardChoice } from "../../actionCards/choice.ts";
import { destroyUnits, loseCargo, removeUnsupportedFighters } from "../../combat/losses.ts";
import { adjacencyOptions } from "../../tactical/paths.ts";
import { count, isShip, spaceUnits } from "../../units.ts";
import { everyone, type Outcome } from "../agendaTools.ts";
import { byCost, RULE } from "./shared.ts";

function nonFighterShips(state: GameState, seat: Seat, position: PositionLabel): UnitType[] {
  const units = spaceUnits(state, position, seat);
  return UNIT_TYPES.filter((t) => isShip(t) && t !== "fighter" && count(units, t) > 0);
}

function discardShip(tx: Tx, seat: Seat, position: PositionLabel, type: UnitType, reason: string): void {
  destroyUnits(tx, seat, position, null, { [type]: 1 }, reason);
  // What the ship carried or supported is lost with it (RR §2.3).
  loseCargo(tx, seat, position);
  removeUnsupportedFighters(tx, seat, position);
}

export const closingTheWormholesAgainst: Outcome = (tx) => {
  const options = adjacencyOptions(tx.state);
  const positions = Object.keys(tx.state.board).filter(
    (p) => wormholesAt(tx.state.galaxy, p, options).length > 0,
  );
  for (const position of positions) {
    for (const seat of everyone(tx)) {
      const types = nonFighterShips(tx.state, seat, position);
      if (types.length === 1) discardShip(tx, seat, position, types[0] as UnitType, "Closing the Wormholes");
      else if (types.length > 1) {
        askCardChoice(tx, {
          effect: "closingTheWormholes",
          prompt: `Closing the Wormholes: name the non-Fighter ship your fleet at ${position} discards`,
          awaiting: [seat],
          data: { system: position },
        });
      }
    }
  }
};

export const closingTheWormholesChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const position = String(frame.data.system);
    const types = nonFighterShips(state, seat, position);
    if (answer.choice !== undefined && (types as string[]).includes(answer.choice)) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      `Closing the Wormholes: name one of your non-Fighter ships at ${position} (${types.join(", ")}).`,
    );
  },
  resolve(tx, frame, seat, answer) {
    discardShip(tx, seat, String(frame.data.system), answer.choice as UnitType, "Closing the Wormholes");
  },
  options(state, frame, seat) {
    return byCost(nonFighterShips(state, seat, String(frame.data.system))).map((choice) => ({ choice }));
  },
};
