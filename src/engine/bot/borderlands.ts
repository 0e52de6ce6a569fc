/**
 * The bot and the classic options of TI1 Borderlands. Mine Fields: it lays one to guard a system of its
 * own (its Home System or one holding a planet of its) when the field leaves it resources for units.
 * Capital Ships: it repairs every damaged Capital Ship it can pay for twice over. Capital Planets: it names
 * the default (naming.ts: the richest planet of its Home System).
 */
import type { Command } from "../commands.ts";
import { damagedCapitalShips, REPAIR_COST } from "../options/capitalShips/board.ts";
import { defaultCapital } from "../options/capitolPlanets/naming.ts";
import { MINE_FIELD_COST } from "../options/mineFields/board.ts";
import { player } from "../rules/players.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../state.ts";
import { payFor, resourcesReady } from "./payment.ts";
import type { Candidates } from "./policy.ts";

function worthGuarding(state: GameState, seat: Seat, position: PositionLabel): boolean {
  const p = player(state, seat);
  if (p.home === position) return true;
  return Object.keys(state.board[position]?.planets ?? {}).some((id) => id in p.planets);
}

export const layMineFieldCandidates: Candidates = (state, d) => {
  if (resourcesReady(state, d.seat) < MINE_FIELD_COST * 2) return [];
  const payment = payFor(state, d.seat, MINE_FIELD_COST);
  if (!payment) return [];
  return (d.choices ?? [])
    .filter((position) => worthGuarding(state, d.seat, position))
    .slice(0, 1)
    .map((position): Command => ({ type: "layMineField", seat: d.seat, position, ...payment }));
};

export const repairCapitalShipsCandidates: Candidates = (state, d) => {
  const position = d.choices?.[0];
  if (position === undefined) return [];
  const damaged = damagedCapitalShips(state, d.seat, position);
  const units: UnitCounts = {};
  let ships = 0;
  for (const [type, n] of Object.entries(damaged) as [keyof UnitCounts, number][]) {
    const affordable = Math.min(n, Math.floor(resourcesReady(state, d.seat) / (REPAIR_COST * 2)) - ships);
    if (affordable > 0) {
      units[type] = affordable;
      ships += affordable;
    }
  }
  if (ships === 0) return [];
  const payment = payFor(state, d.seat, REPAIR_COST * ships);
  if (!payment) return [];
  return [{ type: "repairCapitalShips", seat: d.seat, position, units, ...payment }];
};

export const chooseCapitalPlanetCandidates: Candidates = (state, d) => {
  const planet = defaultCapital(state, d.seat);
  const others = (d.choices ?? []).filter((p) => p !== planet);
  return [...(planet ? [planet] : []), ...others].map(
    (p): Command => ({ type: "chooseCapitalPlanet", seat: d.seat, planet: p }),
  );
};
