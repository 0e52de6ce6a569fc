/**
 * A TI4 game's last move, read off the public log: the system the close-up of the map shows and what its
 * caption says (render/ti4/closeUp.ts). A pure function over events as the channel sees them; it adds
 * nothing to the state.
 *
 * The move is the last tactical action (LRR 89) in the events, from its activation to the next turn's
 * beginning, when some of it is news: it is still under way, or it ends among the events from `news` on
 * (those a post tells; the ones before it were told already). So a bot's strategic action told in the same
 * post does not hide the tactical action it follows, and a later post that has nothing to do with it does
 * not show it again. Outside the action phase there is no move to show.
 */
import type { Ti4PlanetId } from "../../content/ti4/index.ts";
import type { PositionLabel } from "../galaxy/hex.ts";
import type { Seat } from "../kernel/types.ts";
import type { Ti4Event } from "./events.ts";
import type { Ti4State } from "./state.ts";

export interface Ti4LastMove {
  seat: Seat;
  /** LRR 89.1: the active system. */
  activated: PositionLabel;
  /** The systems ships came from, and how many units moved into the active system. */
  from: PositionLabel[];
  moved: number;
  /** Every combat fought there: in space (planet null) or on a planet, and who won (null: nobody). */
  combats: { planet: Ti4PlanetId | null; winner: Seat | null }[];
  /** Planets the mover gained there. */
  taken: Ti4PlanetId[];
  /** Units the mover put there from reinforcements: produced (LRR 89.4), or placed by an ability. */
  produced: number;
}

function count(units: Readonly<Record<string, number | undefined>>): number {
  return Object.values(units).reduce<number>((sum, n) => sum + (n ?? 0), 0);
}

export function ti4LastMove(state: Ti4State, events: readonly Ti4Event[], news = 0): Ti4LastMove | null {
  if (state.phase !== "action") return null;
  const start = events.findLastIndex((e) => e.type === "ti4SystemActivated");
  const next = events.findIndex((e, i) => i > start && e.type === "ti4TurnBegan");
  if (next !== -1 && next < news) return null;
  const first = events[start];
  if (first?.type !== "ti4SystemActivated") return null;
  const { seat, position } = first;
  const move: Ti4LastMove = {
    seat,
    activated: position,
    from: [],
    moved: 0,
    combats: [],
    taken: [],
    produced: 0,
  };
  const planetsHere = new Set<Ti4PlanetId>();
  for (const event of events.slice(start + 1)) {
    if (event.type === "ti4TurnBegan") break;
    if (event.type === "ti4UnitsMoved" && event.seat === seat && event.to.position === position) {
      if (event.from.position !== position) {
        move.moved += count(event.units);
        if (!move.from.includes(event.from.position)) move.from.push(event.from.position);
      }
      if (event.to.planet) planetsHere.add(event.to.planet);
    }
    if (event.type === "ti4CombatEnded" && event.place.position === position)
      move.combats.push({ planet: event.place.planet ?? null, winner: event.winner });
    if (event.type === "ti4PlanetGained" && event.seat === seat && planetsHere.has(event.planet))
      move.taken.push(event.planet);
    if (event.type === "ti4UnitsPlaced" && event.seat === seat && event.place.position === position)
      move.produced += count(event.units);
  }
  return move;
}
