/**
 * Units destroyed directly (LRR 31): an ability, card or agenda names them and they are destroyed, with no
 * hits to assign and so no sustain damage (LRR 87). Every such rule removes them through
 * `destroyUnitsDirectly`, which then tells the ships among them to the hook point shipsDestroyedDirectly
 * (hooks/destruction.ts), the way hit assignment tells its losses to hitsAssigned: a "when this ship is
 * destroyed" ability (the Yin's Van Hauge) hears of both. Units removed rather than destroyed (LRR 31.2:
 * fleet pool, capacity, gravity rifts) do not come here.
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4UnitCounts } from "../state.ts";
import { countUnits, type Ti4Place } from "./forces.ts";

/**
 * Destroys `seat`'s `units` at `place` (`damaged`: how many of each type are damaged ones, as in
 * `ti4UnitsRemoved`), then, if ships in a space area were among them, asks shipsDestroyedDirectly.
 * `cause` names what destroyed them. Nothing happens for no units.
 */
export function destroyUnitsDirectly(
  tx: Tx<Ti4>,
  loss: { seat: Seat; place: Ti4Place; units: Ti4UnitCounts; damaged?: Ti4UnitCounts; cause: string },
): void {
  const { seat, place, units, cause } = loss;
  const kept: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) if (n) kept[type] = n;
  if (countUnits(kept) === 0) return;
  const damaged: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(loss.damaged ?? {}) as [Ti4UnitType, number][])
    if (n && kept[type]) damaged[type] = Math.min(n, kept[type] ?? 0);
  tx.emit({
    type: "ti4UnitsRemoved",
    seat,
    place,
    units: kept,
    ...(countUnits(damaged) > 0 ? { damaged } : {}),
    reason: "destroyed",
  });
  if (place.planet !== undefined) return;
  const ships: Ti4UnitCounts = {};
  for (const type of TI4_SHIP_TYPES) if (kept[type]) ships[type] = kept[type];
  if (countUnits(ships) === 0) return;
  for (const answer of hookAnswers(tx.state, "shipsDestroyedDirectly"))
    answer(tx, { seat, place, ships, cause });
}
