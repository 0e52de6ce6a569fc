/**
 * Salvage Operations (Mentak race technology, SE): after each Space Battle it takes part in, its owner
 * gains 2 Trade Goods (spaceBattle.ts); when he won, he may pay for one ship of a type he destroyed there
 * and place it in that system. A `salvage` frame asks him, answered with `salvageShip`.
 *
 * What "destroyed there" counts: the ships the enemy lost in that system while the battle was fought
 * (`shipsLost`, noted by `noteBattleLosses`), pre-combat shots included, PDS fire before the battle not.
 * The ship is paid like a produced one (RR §14: its cost, Fighters 2 per resource; War Suns need their
 * technology), within the plastic and the Fleet Supply and support where it appears (RR §1, §2.3, §15).
 */
import { getUnit, UNIT_TYPES, type UnitType } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { GameEvent } from "../../events.ts";
import { evolve } from "../../evolve.ts";
import type { FrameRules } from "../../flow.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { pay, paymentValue } from "../spending.ts";
import { productionCost } from "../tactical/docks.ts";
import { checkDestination } from "../tactical/moveChecks.ts";
import { addCounts, plasticLeft, shipsOf, totalUnits } from "../units.ts";
import type { SalvageFrame, SpaceBattleFrame } from "./frames.ts";

const RULE = "Salvage Operations";

/** Bookkeeping (the combat module's `observe`): the ships each side of a Space Battle loses in it. */
export function noteBattleLosses(draft: GameState, event: GameEvent): void {
  if (event.type !== "unitsRemoved" || event.planet !== undefined) return;
  const battle = draft.stack.findLast((f): f is SpaceBattleFrame => f.kind === "spaceBattle");
  if (!battle || battle.position !== event.position) return;
  const side = [battle.attacker, battle.defender].indexOf(event.seat);
  const ships = shipsOf(event.units);
  if (side < 0 || totalUnits(ships) === 0) return;
  const lost = battle.shipsLost ?? [{}, {}];
  lost[side] = addCounts(lost[side], ships);
  battle.shipsLost = lost;
}

/** The ship types `seat` destroyed in this battle: what the other side lost. */
export function typesDestroyed(frame: SpaceBattleFrame, seat: Seat): UnitType[] {
  const enemy = seat === frame.attacker ? 1 : 0;
  const lost = frame.shipsLost?.[enemy] ?? {};
  return UNIT_TYPES.filter((t) => (lost[t] ?? 0) > 0);
}

/** Offers the purchase to a winner who destroyed ships there. */
export function offerSalvage(tx: Tx, seat: Seat, position: PositionLabel, types: UnitType[]): void {
  if (types.length === 0) return;
  tx.emit({ type: "framePushed", frame: { kind: "salvage", seat, position, types } });
}

export const SALVAGE_RULES: FrameRules<SalvageFrame> = {
  decisions(_state, frame): Decision[] {
    return [
      {
        kind: "salvageShip",
        seat: frame.seat,
        simultaneous: false,
        prompt: `Salvage Operations: pay for one ship of a type you destroyed (${frame.types.join(", ")}) and place it at ${frame.position}, or none`,
        choices: [...frame.types],
      },
    ];
  },
  advance: () => false,
};

type SalvageCommand = Extract<Command, { type: "salvageShip" }>;

/** The ship placed (null: none bought), or why it may not be bought as paid. */
function planSalvage(
  state: GameState,
  frame: SalvageFrame,
  command: SalvageCommand,
): GameEvent | null | RuleError {
  const { seat } = frame;
  const unit = command.unit;
  if (unit === null) return null;
  if (!frame.types.includes(unit)) {
    return ruleError(
      "ERR_SALVAGE",
      RULE,
      `You may buy only a ship of a type you destroyed in this battle: ${frame.types.join(", ")}.`,
    );
  }
  const left = plasticLeft(state, seat, unit);
  if (left !== null && left < 1)
    return ruleError("ERR_PLASTIC", "RR §1", `You have no ${getUnit(unit).name} left to place.`);
  const requires = getUnit(unit).requires;
  if (requires !== null && !state.players[seat]?.technologies.includes(requires)) {
    return ruleError("ERR_CANNOT_PRODUCE", "RR §14", `Having a ${getUnit(unit).name} needs its technology.`);
  }
  const placed: GameEvent = {
    type: "unitsPlaced",
    seat,
    position: frame.position,
    units: { [unit]: 1 },
    reason: RULE,
  };
  const refused = checkDestination(evolve(structuredClone(state), placed), seat, frame.position);
  if (refused) return refused;
  const cost = productionCost(state, seat, { [unit]: 1 }, 0, false);
  const value = paymentValue(state, seat, command, "resources");
  if (isRuleError(value)) return value;
  if (value < cost) {
    return ruleError(
      "ERR_PAYMENT",
      "RR §14",
      `A ${getUnit(unit).name} costs ${cost} resources; your payment is worth ${value}.`,
    );
  }
  return placed;
}

export function salvageShip(tx: Tx, command: SalvageCommand): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "salvage") throw new Error("no salvage waiting");
  const placed = planSalvage(tx.state, frame, command);
  if (isRuleError(placed)) return placed;
  tx.emit({ type: "framePopped" });
  if (placed === null) return undefined;
  pay(tx, frame.seat, command, RULE);
  tx.emit(placed);
  return undefined;
}
