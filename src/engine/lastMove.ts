/**
 * The last move, read off the public log: what the map marks after an action (issue #22) and what its
 * description says. A pure function over events as everyone sees them (`viewEvent(e, null)`), plus the
 * board as it is now for the outcome of a battle; it adds nothing to the state.
 *
 * A turn of the Action Phase ends when the phase's frame moves on to the next player (RR §5); the last
 * move is what happened since the turn before it ended. A move still under way (the next player has
 * activated a system already) is that one. Outside the Action Phase (the Strategy Phase's picks, the
 * Status Phase, an agenda) there is no move to mark.
 */
import { getUnit, type PlanetId } from "../content/index.ts";
import type { PositionLabel, Seat, SystemState, UnitCounts } from "./state.ts";
import type { EventView } from "./view.ts";

export interface MovedShips {
  from: PositionLabel;
  to: PositionLabel;
  /** Every system on the way, from `from` to `to`. */
  route: PositionLabel[];
  units: UnitCounts;
}

/**
 * How a battle ended, read from the board now: `standing` are the sides that still have units there
 * (ships in space, ground units on the planet; a side that retreated is not standing), `winner` the one
 * side left standing, null when none is or both still are (a battle still being fought).
 */
export interface Battle {
  position: PositionLabel;
  /** The planet invaded; null for a Space Battle. */
  planet: PlanetId | null;
  attacker: Seat;
  defender: Seat;
  standing: Seat[];
  winner: Seat | null;
  /** The side that retreated, if one did. */
  retreated: Seat | null;
}

export interface LastMove {
  /** The player who moved. */
  seat: Seat;
  /** The system they activated last; null for a turn without one (a strategic action). */
  activated: PositionLabel | null;
  moves: MovedShips[];
  battles: Battle[];
  built: { position: PositionLabel; planet: PlanetId | null; units: UnitCounts }[];
  taken: { planet: PlanetId; from: Seat | null }[];
}

type Event = Exclude<EventView, { type: "hidden" }>;

/** Where a turn of the Action Phase ends, or the phase itself begins or ends. */
function endsTurn(event: EventView): "turn" | "phase" | null {
  if (event.type === "phaseStarted") return "phase";
  if ((event.type === "framePushed" || event.type === "frameReplaced") && event.frame.kind === "actionPhase")
    return "turn";
  return null;
}

/** The events of the last turn: after the last boundary, or the turn before it if nothing came after. */
function lastTurn(events: readonly EventView[]): Event[] {
  let end = events.length;
  for (let i = events.length - 1; i >= 0; i--) {
    const boundary = endsTurn(events[i]!);
    if (!boundary) continue;
    const after = events.slice(i + 1, end).filter((e): e is Event => e.type !== "hidden");
    if (after.some((e) => e.type === "systemActivated" || e.type === "framePushed")) return after;
    // Nothing yet in the new turn: the move to show is the one that just ended, unless a phase began.
    if (boundary === "phase" || end !== events.length) return [];
    end = i;
  }
  return events.slice(0, end).filter((e): e is Event => e.type !== "hidden");
}

function hasShips(units: UnitCounts | undefined): boolean {
  return Object.entries(units ?? {}).some(([type, n]) => (n ?? 0) > 0 && getUnit(type).kind === "ship");
}

function hasGround(units: UnitCounts | undefined): boolean {
  return Object.entries(units ?? {}).some(([type, n]) => (n ?? 0) > 0 && getUnit(type).kind === "groundUnit");
}

/** Whether a seat still has what fights in that battle: ships in space, ground units on the planet. */
function stillThere(battle: Fought, seat: Seat, board: BoardNow): boolean {
  const system = board[battle.position];
  if (!system) return false;
  if (battle.planet === null) return system.space.some((f) => f.seat === seat && hasShips(f.units));
  return (system.planets[battle.planet] ?? []).some((f) => f.seat === seat && hasGround(f.units));
}

/** How a battle stands on `board` (the board when it ended, for a catch-up told later). */
export function battleOutcome(battle: Fought, board: BoardNow): Battle {
  const standing = [battle.attacker, battle.defender].filter(
    (s) => s !== battle.retreated && stillThere(battle, s, board),
  );
  return { ...battle, standing, winner: standing.length === 1 ? standing[0]! : null };
}

export type Fought = Omit<Battle, "winner" | "standing">;

type BoardNow = Readonly<Record<PositionLabel, Pick<SystemState, "space" | "planets">>>;

/**
 * The last move of the Action Phase in the public log `events` (oldest first; a tail holding the last
 * turns is enough), with the board as it is now; null when there is none to show.
 */
export function lastMove(events: readonly EventView[], board: BoardNow): LastMove | null {
  const turn = lastTurn(events);
  const activation = turn.findLast((e) => e.type === "systemActivated");
  const pushed = turn.find((e) => e.type === "framePushed");
  const seat = activation?.seat ?? (pushed && "seat" in pushed.frame ? (pushed.frame.seat as Seat) : null);
  if (seat === null) return null;
  const move: LastMove = {
    seat,
    activated: activation?.position ?? null,
    moves: [],
    battles: [],
    built: [],
    taken: [],
  };
  const battles: Fought[] = [];
  for (const event of turn) addEvent(move, battles, event);
  move.battles = battles.map((b) => battleOutcome(b, board));
  const marked = move.activated !== null || move.moves.length + move.built.length + move.taken.length > 0;
  return marked ? move : null;
}

function addEvent(move: LastMove, battles: Fought[], event: Event): void {
  const seat = move.seat;
  switch (event.type) {
    case "unitsMoved": {
      const battle = battles.find((b) => b.planet === null && b.position === event.from);
      // RR §26: a retreat moves a side's ships out of the battle (`path` is empty then).
      if (
        battle &&
        (event.seat === battle.attacker || event.seat === battle.defender) &&
        event.path.length === 0
      ) {
        battle.retreated = event.seat;
        return;
      }
      if (event.seat === seat)
        move.moves.push({
          from: event.from,
          to: event.to,
          route: [event.from, ...event.path, event.to],
          units: event.units,
        });
      return;
    }
    case "framePushed": {
      const frame = event.frame;
      if (frame.kind === "spaceBattle")
        battles.push({
          position: frame.position,
          planet: null,
          attacker: frame.attacker,
          defender: frame.defender,
          retreated: null,
        });
      else if (frame.kind === "invasion")
        battles.push({
          position: frame.position,
          planet: frame.planet,
          attacker: frame.seat,
          defender: frame.defender,
          retreated: null,
        });
      return;
    }
    case "unitsProduced":
      if (event.seat === seat)
        move.built.push({ position: event.position, planet: event.planet ?? null, units: event.units });
      return;
    case "planetGained":
      if (event.seat === seat && !move.taken.some((t) => t.planet === event.planet))
        move.taken.push({ planet: event.planet, from: event.from });
      return;
  }
}
