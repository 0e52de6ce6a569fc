/**
 * Ships held on the way: a legal move in which some ships stop at a system of their route instead of
 * going on (Hope's End's Gravity Rift keeps the ships whose exit roll sends them another way; the option
 * says which, through the `movementExits` moment). The rest of the group goes on as ordered.
 *
 * What the group carries (RR §2.3, §10.3) goes on with the ships going on as far as they have room for it,
 * taken in the order it came aboard; what they have no room for stays with the ships held, and units
 * waiting further along the route board only if there is room for them when the ships reach them (those
 * left behind are never lifted). Fighters flying on their own (Advanced Fighters) always go on.
 */
import { type PlanetId, UNIT_TYPES } from "../../../content/index.ts";
import type { GameEvent } from "../../events.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import {
  CARGO_TYPES,
  cargoFit,
  count,
  hasAdvancedFighters,
  onlyTypes,
  spaceUnits,
  subtractCounts,
  tidy,
  totalUnits,
} from "../units.ts";

/** One group of a move as planned: the order it comes from, its route, and what leaves the route's start. */
export interface RoutedGroup {
  /** The index of its order in the move. */
  readonly order: number;
  /** The start, the systems passed through, the destination. */
  readonly route: readonly PositionLabel[];
  /** The units leaving the start: ships and what they carry. */
  readonly units: UnitCounts;
  /** The damaged ships among them. */
  readonly damaged: UnitCounts;
}

/** Ships of one group (no cargo) that stop at a system of its route before the destination. */
export interface ShipsHeld {
  readonly order: number;
  readonly at: PositionLabel;
  readonly units: UnitCounts;
  readonly damaged: UnitCounts;
}

/** Units taken aboard at a system of the route: from a planet, or from the space area (no planet). */
export interface Boarding {
  readonly at: PositionLabel;
  readonly planet?: PlanetId;
  readonly units: UnitCounts;
}

interface Parcel {
  readonly origin: PositionLabel;
  readonly planet?: PlanetId;
  readonly units: UnitCounts;
  readonly damaged?: UnitCounts;
  end: PositionLabel;
}

function addUp(a: UnitCounts, b: UnitCounts): UnitCounts {
  const out: UnitCounts = { ...a };
  for (const type of UNIT_TYPES) if (count(b, type) > 0) out[type] = count(a, type) + count(b, type);
  return tidy(out);
}

function hasRoom(state: GameState, seat: Seat, ships: UnitCounts, cargo: UnitCounts): boolean {
  const fit = cargoFit(state, seat, addUp(ships, cargo), 0);
  return fit.cargoOver === 0 && (fit.fightersOver === 0 || hasAdvancedFighters(state, seat));
}

/** The part of `units` the ships have room for beside `aboard`, taken one unit at a time. */
function roomFor(state: GameState, seat: Seat, ships: UnitCounts, aboard: UnitCounts, units: UnitCounts) {
  let taken: UnitCounts = {};
  for (const type of CARGO_TYPES) {
    for (let n = 0; n < count(units, type); n++) {
      const more = addUp(taken, { [type]: 1 });
      if (!hasRoom(state, seat, ships, addUp(aboard, more))) break;
      taken = more;
    }
  }
  return taken;
}

/**
 * Of `units` lifted from a planet at `at`, those the seat's ships in its space (as moved so far) have room
 * for: when ships were held on the way, the destination's pick-ups take only what fits, as the dice left it.
 */
export function roomLeftAt(state: GameState, seat: Seat, at: PositionLabel, units: UnitCounts): UnitCounts {
  const here = spaceUnits(state, at, seat);
  const ships = tidy(
    onlyTypes(
      here,
      UNIT_TYPES.filter((t) => !CARGO_TYPES.includes(t)),
    ),
  );
  return tidy(roomFor(state, seat, ships, tidy(onlyTypes(here, CARGO_TYPES)), units));
}

const cargoOf = (parcels: readonly Parcel[]) =>
  parcels.reduce<UnitCounts>((all, p) => addUp(all, p.units), {});

/** Leaves at `at` what the ships going on have no room for; returns what stays aboard. */
function unload(state: GameState, seat: Seat, ships: UnitCounts, aboard: Parcel[], at: PositionLabel) {
  const kept: Parcel[] = [];
  const left: Parcel[] = [];
  for (const parcel of aboard) {
    const taken = roomFor(state, seat, ships, cargoOf(kept), parcel.units);
    if (totalUnits(taken) > 0) kept.push({ ...parcel, units: taken });
    const rest = tidy(subtractCounts(parcel.units, taken));
    if (totalUnits(rest) > 0) left.push({ ...parcel, units: rest, end: at });
  }
  return { kept, left };
}

/**
 * The events of one group's move with ships held on the way: lifts, then one move per place units start
 * from and place they end (a group whose ships all went on moves as emitOrder would move it).
 */
export function heldGroupEvents(
  state: GameState,
  seat: Seat,
  group: RoutedGroup,
  boardings: readonly Boarding[],
  held: readonly ShipsHeld[],
): GameEvent[] {
  const { route } = group;
  const to = route.at(-1) as PositionLabel;
  let ships = tidy(
    onlyTypes(
      group.units,
      UNIT_TYPES.filter((t) => !CARGO_TYPES.includes(t)),
    ),
  );
  let damaged = group.damaged;
  const from = route[0] as PositionLabel;
  const parcels: Parcel[] = [];
  let aboard: Parcel[] = [{ origin: from, units: tidy(onlyTypes(group.units, CARGO_TYPES)), end: to }];
  route.forEach((here, i) => {
    for (const b of boardings.filter((x) => x.at === here)) {
      const taken = roomFor(state, seat, ships, cargoOf(aboard), b.units);
      if (totalUnits(taken) > 0)
        aboard.push({ origin: here, ...(b.planet ? { planet: b.planet } : {}), units: taken, end: to });
    }
    const stopping = held.filter((h) => h.at === here && i < route.length - 1);
    if (stopping.length === 0) return;
    const units = stopping.reduce<UnitCounts>((all, h) => addUp(all, h.units), {});
    const hurt = stopping.reduce<UnitCounts>((all, h) => addUp(all, h.damaged), {});
    parcels.push({ origin: from, units, damaged: hurt, end: here });
    ships = tidy(subtractCounts(ships, units));
    damaged = tidy(subtractCounts(damaged, hurt));
    const { kept, left } = unload(state, seat, ships, aboard, here);
    parcels.push(...left);
    aboard = kept;
  });
  parcels.push({ origin: from, units: ships, damaged, end: to }, ...aboard);
  return eventsOf(seat, route, parcels);
}

function eventsOf(seat: Seat, route: readonly PositionLabel[], parcels: readonly Parcel[]): GameEvent[] {
  const lifts: GameEvent[] = parcels
    .filter((p) => p.planet !== undefined && totalUnits(p.units) > 0)
    .map((p) => ({
      type: "unitsLifted",
      seat,
      position: p.origin,
      planet: p.planet as PlanetId,
      units: tidy(p.units),
    }));
  const moves = new Map<
    string,
    { from: PositionLabel; to: PositionLabel; units: UnitCounts; damaged: UnitCounts }
  >();
  for (const p of parcels) {
    if (p.origin === p.end || totalUnits(p.units) === 0) continue;
    const key = `${p.origin}>${p.end}`;
    const was = moves.get(key) ?? { from: p.origin, to: p.end, units: {}, damaged: {} };
    moves.set(key, {
      ...was,
      units: addUp(was.units, p.units),
      damaged: addUp(was.damaged, p.damaged ?? {}),
    });
  }
  const moved: GameEvent[] = [...moves.values()].map((m) => ({
    type: "unitsMoved",
    seat,
    from: m.from,
    to: m.to,
    path: route.slice(route.indexOf(m.from) + 1, route.indexOf(m.to)),
    units: m.units,
    ...(totalUnits(m.damaged) > 0 ? { damaged: m.damaged } : {}),
  }));
  return [...lifts, ...moved];
}
