/**
 * Classic option "classic:gravityRift": the Gravity Rift of TI2 Hope's End (ti2-hopes-end.txt, 2.1 New
 * Mapboard Hexes) as a Special System of a TI3 galaxy.
 *
 * - Set-up: one Gravity Rift tile (content `gravity-rift`, outside every box) is on the board in the place
 *   of a Special System the removals kept (`galaxyTilesAdded`; galaxy/dealing.ts), so the layout tables'
 *   counts hold [decision]. Its placement limit, "not next to another red-bordered tile unless there is no
 *   other option", is the TI3 rule for every Special System (RR §3.9): nothing to add.
 * - Its sides are numbered 1 to 6 clockwise from the north side (the map prints them): the tile is always
 *   laid with side 1 to the north. [decision: the rulebook leaves the tile's turn to the players]
 * - Ships may enter it, pass through it and end there; a step out of it costs no movement ("gravity whips
 *   the ship into an adjacent system"; `movementStepFree`).
 * - Each ship but Fighters (exempt) that leaves it in a Tactical or Transfer Action's move rolls one die,
 *   ship after ship (`movementExits`, each die an event): 7-10, it leaves by any side, so it goes on; 1-6,
 *   it must leave by that numbered side or stay (its move ending in the Rift). It goes on when that side is
 *   the one its route leaves by, and otherwise stays: Mecatol takes the stay the rule offers, since
 *   leaving by another side would take it away from the activated system, where a TI3 Tactical Action's
 *   ships end (RR §10.1) [decision]. The rulebook has no result that destroys a ship, so none does. A side
 *   facing no system is never the way on, so a ship sent there stays. What a ship that stays carried
 *   stays with it when the ships going on have no room (rules/tactical/heldOnTheWay.ts).
 * - Other moves (retreats, Patrols, Reinforce, cards that move ships) leave a Rift without a roll. [not
 *   built: the rule is written for the Movement segment]
 */
import { getSystem, UNIT_TYPES, type UnitType } from "../../content/index.ts";
import type { GameEvent } from "../events.ts";
import { ANOMALY_RULES, type AnomalyRules, type BoardPosition, NEXUS_POSITION } from "../galaxy/adjacency.ts";
import { DIRECTIONS, hexNeighbour, hexOf, labelOf } from "../galaxy/hex.ts";
import type { RuleModule } from "../module.ts";
import { rollD10 } from "../rng.ts";
import type { RoutedGroup, ShipsHeld } from "../rules/tactical/heldOnTheWay.ts";
import { count, isShip } from "../rules/units.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../state.ts";

const RULE = "Hope's End 2.1 (the Gravity Rift)";

export const HOPES_END_GRAVITY_RIFT: AnomalyRules = {
  ...ANOMALY_RULES.gravityRift,
  canActivate: true,
  canEndMovement: true,
  canMoveThrough: true,
  rule: RULE,
};

function isRift(state: GameState, position: BoardPosition): boolean {
  const tile = state.galaxy[position];
  return tile !== undefined && getSystem(tile).anomaly === "gravityRift";
}

/** The numbered side (1-6, clockwise from north) by which `from` touches `to`; null through a wormhole. */
export function riftSide(from: PositionLabel, to: PositionLabel): number | null {
  if (from === NEXUS_POSITION || to === NEXUS_POSITION) return null;
  const hex = hexOf(from);
  const side = DIRECTIONS.findIndex((d) => labelOf(hexNeighbour(hex, d)) === to);
  return side < 0 ? null : side + 1;
}

interface Ship {
  readonly unit: UnitType;
  readonly damaged: boolean;
}

/** The group's ships that roll, one by one: every ship but Fighters, undamaged ones of a type first. */
function shipsRolling(group: RoutedGroup): Ship[] {
  return UNIT_TYPES.filter((t) => isShip(t) && t !== "fighter").flatMap((unit) => {
    const hurt = count(group.damaged, unit);
    const whole = count(group.units, unit) - hurt;
    return [
      ...Array.from({ length: whole }, () => ({ unit, damaged: false })),
      ...Array.from({ length: hurt }, () => ({ unit, damaged: true })),
    ];
  });
}

function countsOf(ships: readonly Ship[]): UnitCounts {
  const out: UnitCounts = {};
  for (const { unit } of ships) out[unit] = (out[unit] ?? 0) + 1;
  return out;
}

/** Every ship leaving a Rift on its route rolls; those sent another way are held there. */
function riftExits(state: GameState, seat: Seat, groups: readonly RoutedGroup[]) {
  let rng = state.rng;
  const events: GameEvent[] = [];
  const held: ShipsHeld[] = [];
  for (const group of groups) {
    let going = shipsRolling(group);
    group.route.slice(0, -1).forEach((here, i) => {
      if (!isRift(state, here)) return;
      const way = riftSide(here, group.route[i + 1] as PositionLabel);
      const staying: Ship[] = [];
      going = going.filter((ship) => {
        const drawn = rollD10(rng, 1);
        rng = drawn.rng;
        const die = drawn.value[0] as number;
        const side = die <= 6 ? die : null;
        const stays = side !== null && side !== way;
        events.push({
          type: "gravityRiftExitRolled",
          seat,
          position: here,
          unit: ship.unit,
          die,
          side,
          stays,
          rng,
        });
        if (stays) staying.push(ship);
        return !stays;
      });
      if (staying.length > 0) {
        const damaged = countsOf(staying.filter((s) => s.damaged));
        held.push({ order: group.order, at: here, units: countsOf(staying), damaged });
      }
    });
  }
  return { events, held };
}

export const GRAVITY_RIFT = {
  id: "option:classic:gravityRift",
  option: "classic:gravityRift",
  hooks: {
    galaxyTilesAdded: () => ["gravity-rift"],
    anomalyRules: (_state, rules) => (rules.anomaly === "gravityRift" ? HOPES_END_GRAVITY_RIFT : rules),
    movementStepFree: isRift,
    movementExits: riftExits,
  },
  // The die changes nothing on the board: evolve keeps the generator's next state it carries.
  events: { gravityRiftExitRolled: () => undefined },
} satisfies RuleModule;
