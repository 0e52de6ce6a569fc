/**
 * The public lines of the TI1 Borderlands options: Mine Fields laid and going off (both dice, their sum
 * and the table's hits), and the Capital Planets named and conquered.
 */
import type { Ctx, LineTable } from "./context.ts";
import { planetName, plural } from "./names.ts";

export const BORDERLANDS_LINES = {
  mineFieldLaid: (e, c) => `💣 ${c.who(e.seat)}'s Dreadnought lays a Mine Field at ${c.at(e.position)}.`,
  // Bookkeeping: where the active player's ships arrived (a field goes off once the PDS fire is over).
  mineFieldFleetMoved: null,
  mineFieldDetonated: (e, c: Ctx) =>
    `🎲 A Mine Field at ${c.at(e.position)} goes off under ${c.who(e.seat)}'s fleet: ${e.dice.join(" + ")} = ${e.total} → ${e.hits === 0 ? "no effect" : plural(e.hits, "hit")} (14-17: 1, 18-19: 2, 20: 3). The field is gone.`,
  capitalPlanetsCalled: (e, c) =>
    e.seats.length === 0
      ? "Round 3: no player controls a planet to name as Capital Planet."
      : `🏛️ Round 3: ${e.seats.map((s) => c.who(s)).join(", ")} now name their Capital Planets.`,
  capitalPlanetChosen: (e, c) => `🏛️ ${c.who(e.seat)} names ${planetName(e.planet)} the Capital Planet.`,
  capitalPlanetConquered: (e, c) =>
    `🏛️ ${c.who(e.by)} conquers ${c.who(e.from)}'s Capital Planet ${planetName(e.planet)}: 15 Trade Goods and 3 votes for good to the victor; ${c.who(e.from)} loses every Action Card, half the Trade Goods and 3 votes for good.`,
} satisfies Partial<LineTable>;
