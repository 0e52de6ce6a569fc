/**
 * Classic option "classic:capitalShips": TI1 Borderlands' Capital Ships (ti1-borderlands.txt, "Capital
 * Ships" and "Use of Damage Markers"). Dreadnoughts and Carriers take two hits: the first damages them.
 *
 * How it meets TI3 [decision]:
 * - TI3 Dreadnoughts already sustain damage (RR §2.2), so the option gives Carriers the same (hook
 *   sustainsDamage) and adds the classic penalties to both. War Suns, and Cruisers made to sustain damage
 *   by a card, are no Capital Ships: their damage is TI3's and changes nothing else.
 * - The owner chooses how hits land, as TI3's assignment has it (rules/combat/hitPool.ts): damage a sound
 *   Capital Ship, or lose it outright. Borderlands spends two hits to destroy a sound one; TI3 lets one hit
 *   take any ship, and that stands, so no assignment legal without the option is refused with it.
 * - A damaged Capital Ship moves 1 (hook damagedShipMovement): a group holding one goes no further.
 * - "-1 to all combat rolls": its Space Battle dice (hook damagedShipRollModifier). Bombardment keeps its
 *   dice as they are [decision: the roll there is the whole group's, not a ship's].
 * - Its damage stays until paid for (hook repairWithheld): TI3's free repair in the Status Phase (RR §21
 *   step 2) does not mend it. TI1 repairs in the Purchase Units phase for 3 credits a marker; here in the
 *   production step of an activation, 3 resources a ship, in a system holding one of the owner's Space
 *   Docks ("friendly": his own) [decision: see borderlands/production.ts]. The repair is offered beside the
 *   production and made before it, like SE's Space Mines. Emergency Repairs (Action Card) still repairs.
 * - The damage markers are TI3's crack on the unit's glyph on the map (render/chips.ts).
 */
import type { UnitType } from "../../content/index.ts";
import { repairCapitalShipsCandidates } from "../bot/borderlands.ts";
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import type { RuleModule } from "../module.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import type { ProductionContext } from "../rules/tactical/docks.ts";
import { containsCounts, count, docksInSystem, totalUnits } from "../rules/units.ts";
import type { GameState, PositionLabel, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import { actionUnderway, payResources, productionSystem, resourcesAtHand } from "./borderlands/production.ts";
import { DAMAGED_MOVE, damagedCapitalShips, isCapital, REPAIR_COST } from "./capitalShips/board.ts";

const RULE = "Borderlands, Capital Ships";

/** Where `seat` may repair now: systems of the production step with his dock and a damaged Capital Ship. */
function repairSites(state: GameState, seat: Seat, positions: readonly PositionLabel[]): PositionLabel[] {
  return positions.filter(
    (p) => docksInSystem(state, p, seat) > 0 && totalUnits(damagedCapitalShips(state, seat, p)) > 0,
  );
}

/** Hook productionPossible: the step waits for a repair that could be made and paid here. */
function repairPossible(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  ctx: ProductionContext,
): boolean {
  const action = actionUnderway(state);
  if (!action || ctx.mode === "withoutActivation" || ctx.blockadeLifted === true) return false;
  return repairSites(state, seat, [position]).length > 0 && resourcesAtHand(state, seat) >= REPAIR_COST;
}

/** Hook productionOffers: the repair, beside the production step's own answer. */
function repairOffers(state: GameState, seat: Seat, positions: readonly PositionLabel[]): Decision[] {
  const where = repairSites(state, seat, positions);
  if (where.length === 0) return [];
  return [
    {
      kind: "repairCapitalShips",
      seat,
      simultaneous: false,
      optional: true,
      prompt: `repair damaged Capital Ships at your Space Dock in ${where.join(" or ")}, ${REPAIR_COST} resources each (before you produce)`,
      choices: where,
    },
  ];
}

export function repairCapitalShips(
  tx: Tx,
  command: Extract<Command, { type: "repairCapitalShips" }>,
): RuleError | undefined {
  const { seat } = command;
  const position = productionSystem(tx.state, seat, command.position, RULE, "Capital Ships are repaired");
  if (typeof position !== "string") return position;
  if (docksInSystem(tx.state, position, seat) === 0)
    return ruleError(
      "ERR_NO_DOCK",
      RULE,
      `Capital Ships are repaired at a Space Dock of yours: none is in ${position}.`,
    );
  const units = command.units;
  const asked = totalUnits(units);
  if (
    asked === 0 ||
    Object.keys(units).some((t) => !isCapital(t as UnitType) && count(units, t as UnitType) > 0)
  )
    return ruleError("ERR_UNITS_FORM", RULE, "Name the damaged Dreadnoughts and Carriers to repair.");
  if (!containsCounts(damagedCapitalShips(tx.state, seat, position), units))
    return ruleError("ERR_NOT_DAMAGED", RULE, `You have not that many damaged Capital Ships in ${position}.`);
  const paid = payResources(tx, seat, command, REPAIR_COST * asked, "the repair of Capital Ships", RULE);
  if (paid) return paid;
  tx.emit({ type: "shipsRepaired", seat, position, units, reason: "Capital Ships repaired at a Space Dock" });
  return undefined;
}

export const CAPITAL_SHIPS_OPTION = {
  id: "option:classic:capitalShips",
  option: "classic:capitalShips" as const,
  commands: { repairCapitalShips },
  hooks: {
    sustainsDamage: (_state, _seat, unit) => isCapital(unit),
    damagedShipRollModifier: (_state, _seat, unit) => (isCapital(unit) ? -1 : 0),
    damagedShipMovement: (_state, _seat, unit) => (isCapital(unit) ? DAMAGED_MOVE : undefined),
    repairWithheld: (_state, _seat, unit) => isCapital(unit),
    productionPossible: repairPossible,
    productionOffers: repairOffers,
  },
  bot: { repairCapitalShips: repairCapitalShipsCandidates },
} satisfies RuleModule;
