/**
 * The orders typed as one short text each: fleets moving, units picked up, landings, production, hits
 * taken and Warfare's patrols. Each form is printed in the command's help; a wrong one is refused with it.
 */

import type { PlanetId, UnitType } from "../../content/index.ts";
import type { Command } from "../../engine/commands.ts";
import { parsePosition } from "../../engine/galaxy/adjacency.ts";
import type {
  Landing,
  MoveOrder,
  PatrolMove,
  PickUp,
  ProductionOrder,
  ReinforceMove,
} from "../../engine/rules/tactical/orders.ts";
import type { UnitCounts } from "../../engine/state.ts";
import { fold } from "./nearest.ts";
import { planetNamed } from "./nouns.ts";
import type { ArgError } from "./types.ts";
import { plainCounts, unitCounts, unitHint, unitType } from "./units.ts";

/** Groups separated by ";" (or new lines). */
function groups(text: string): string[] {
  return text
    .split(/[;\n]/)
    .map((g) => g.trim())
    .filter(Boolean);
}

// ---- tactical actions: moves, pick-ups, landings, production

export const MOVE_FORM =
  'Write each fleet as "<units> from <position>", fleets separated by ";", e.g. "2 cruiser, 1 carrier from 203; 1 dn from 104"';

/**
 * Fleets moving into the activated system: `"2 cr, 1 cv from 203; 1 damaged dn from 104 via 103"`. Each
 * group is one MoveOrder; "via" lists the systems passed through, in order (found by the rules when left
 * out); "damaged" marks the damaged Dreadnoughts and War Suns among the units.
 */
export function moveOrders(text: string | undefined): MoveOrder[] | ArgError {
  if (text === undefined) return [];
  const out: MoveOrder[] = [];
  for (const group of groups(text)) {
    const match = /^(.*?)\s+from\s+(\S+)(?:\s+via\s+(.+))?$/i.exec(group);
    if (!match) return { argError: `${MOVE_FORM}.` };
    const from = parsePosition(match[2] as string);
    if (!from) return { argError: `"${match[2]}" is not a map position. ${MOVE_FORM}.` };
    const counted = unitCounts(match[1] as string);
    if ("argError" in counted) return counted;
    const order: MoveOrder = { from, units: counted.units };
    if (Object.keys(counted.damaged).length > 0) order.damaged = counted.damaged;
    if (match[3] !== undefined) {
      const path = match[3].split(/[\s,]+/).filter(Boolean);
      const bad = path.find((p) => parsePosition(p) === null);
      if (bad !== undefined) return { argError: `"${bad}" is not a map position: write e.g. "via 103 102".` };
      order.path = path.map((p) => parsePosition(p) as string);
    }
    out.push(order);
  }
  return out;
}

export const PICK_UP_FORM =
  'Write each pick-up as "<units> from <planet or position>", separated by ";", e.g. "2 gf from Lodor; 1 ff from 203"';

/** One pick-up as typed, with the fleet it goes with when named ("... with 203"). */
export interface TypedPickUp {
  pickUp: PickUp;
  fleet?: string;
}

/** Units taken aboard: `"2 gf from Lodor; 1 ff from 203 with 104"` (with: the fleet from 104 takes them). */
export function pickUps(text: string | undefined): TypedPickUp[] | ArgError {
  if (text === undefined) return [];
  const out: TypedPickUp[] = [];
  for (const group of groups(text)) {
    const match = /^(.*?)\s+from\s+(.+?)(?:\s+with\s+(\S+))?$/i.exec(group);
    if (!match) return { argError: `${PICK_UP_FORM}.` };
    const units = plainCounts(match[1] as string);
    if ("argError" in units) return units;
    const source = (match[2] as string).trim();
    const label = parsePosition(source);
    const found = label === null ? planetNamed(source) : label;
    if (typeof found !== "string")
      return { argError: `${found.argError} (Or give a map position.) ${PICK_UP_FORM}.` };
    const pickUp: PickUp = label !== null ? { position: label, units } : { planet: found as PlanetId, units };
    const fleet = match[3] === undefined ? undefined : parsePosition(match[3]);
    if (fleet === null)
      return { argError: `"${match[3]}" is not a map position: "with 203" names the fleet moving from 203.` };
    out.push(fleet === undefined ? { pickUp } : { pickUp, fleet });
  }
  return out;
}

/**
 * Puts each pick-up with the fleet that takes it: the one it names ("with 203"), the one moving from the
 * position it names, or the only fleet moving. With no fleet moving, units are lifted from a planet of
 * the activated system (the command's own pick-ups).
 */
export function withPickUps(
  moves: MoveOrder[],
  typed: readonly TypedPickUp[],
): { moves: MoveOrder[]; pickUp: PickUp[] } | ArgError {
  const out = moves.map((m) => ({ ...m }));
  const own: PickUp[] = [];
  for (const { pickUp, fleet } of typed) {
    const key = fleet ?? pickUp.position;
    const order =
      (key !== undefined ? out.find((m) => m.from === key) : undefined) ??
      (fleet === undefined && out.length === 1 ? out[0] : undefined);
    if (fleet !== undefined && !order)
      return { argError: `No fleet moves from ${fleet}: "with ${fleet}" must name a fleet's position.` };
    if (order) order.pickUp = [...(order.pickUp ?? []), pickUp];
    else if (out.length === 0) own.push(pickUp);
    else
      return {
        argError:
          'Several fleets move: end each pick-up with "with <position>" naming the fleet that takes it, e.g. "2 gf from Lodor with 203".',
      };
  }
  return { moves: out, pickUp: own };
}

export const LANDING_FORM =
  'Write each landing as "<units> on <planet>", separated by ";", e.g. "2 gf on Lodor; 1 st on Quann"';

/** Ground units put down on planets: `"2 gf on Lodor; 1 st, 1 pds on Quann"`. */
export function landings(text: string | undefined): Landing[] | ArgError {
  if (text === undefined) return [];
  const out: Landing[] = [];
  for (const group of groups(text)) {
    const match = /^(.*?)\s+on\s+(.+)$/i.exec(group);
    if (!match) return { argError: `${LANDING_FORM}.` };
    const units = plainCounts(match[1] as string);
    if ("argError" in units) return units;
    const target = planetNamed(match[2] as string);
    if (typeof target !== "string") return { argError: `${target.argError} ${LANDING_FORM}.` };
    out.push({ planet: target, units });
  }
  return out;
}

export const PLACEMENT_FORM =
  'Write each group as "<units> in <position>" (space) or "<units> on <planet>", separated by ";", e.g. "1 cv in 203; 4 gf on Abyz"';

type EarlyPlacement = Extract<Command, { type: "placeEarlyUnits" }>["placements"][number];

/** Simulated Early Turns (SE Option 15): units put in a system's space or on a planet. */
export function earlyPlacements(text: string | undefined): EarlyPlacement[] | ArgError {
  if (text === undefined) return [];
  const out: EarlyPlacement[] = [];
  for (const group of groups(text)) {
    const match = /^(.*?)\s+(in|on)\s+(.+)$/i.exec(group);
    if (!match) return { argError: `${PLACEMENT_FORM}.` };
    const units = plainCounts(match[1] as string);
    if ("argError" in units) return units;
    if ((match[2] as string).toLowerCase() === "in") {
      const position = parsePosition(match[3] as string);
      if (position === null) return { argError: `"${match[3]}" is not a map position. ${PLACEMENT_FORM}.` };
      out.push({ position, units });
      continue;
    }
    const planet = planetNamed(match[3] as string);
    if (typeof planet !== "string") return { argError: `${planet.argError} ${PLACEMENT_FORM}.` };
    out.push({ planet, units });
  }
  return out;
}

export const PRODUCTION_FORM =
  'Write what each Space Dock builds as "<units> at <planet>", separated by ";", e.g. "2 ff, 1 cv at Jord"';

/** A dock, a new unit's planet: a planet by name, or "space" (Saar docks; Ground Forces aboard). */
export function planetOrSpace(text: string): PlanetId | "space" | ArgError {
  if (fold(text) === "space") return "space";
  const found = planetNamed(text);
  return typeof found === "string" ? found : { argError: `${found.argError} (Or "space".)` };
}

/**
 * Production orders: `"2 ff, 1 cv at Jord; 2 gf at Quann onto Quann"`. "at" names the dock's planet (or
 * "space" for Saar docks) and may be left out when `dock` is given; "to <position>" sends new ships
 * elsewhere (Integrated Economy); "onto <planet>" says where new Ground Forces and PDS go.
 */
export function productionOrders(
  text: string | undefined,
  dock: string | undefined,
): ProductionOrder[] | ArgError {
  if (text === undefined) return [];
  const fallback = dock === undefined ? undefined : planetOrSpace(dock);
  if (typeof fallback === "object") return fallback;
  const out: ProductionOrder[] = [];
  for (const group of groups(text)) {
    const [head = "", ...clauses] = group.split(/\s+(?=(?:at|to|onto)\s)/i);
    const units = plainCounts(head);
    if ("argError" in units) return units;
    const order: ProductionOrder = { dock: fallback ?? "space", units };
    let named = fallback !== undefined;
    for (const clause of clauses) {
      const [word = "", ...rest] = clause.split(/\s+/);
      const value = rest.join(" ");
      const verb = word.toLowerCase();
      if (verb === "to") {
        const to = parsePosition(value);
        if (!to) return { argError: `"${value}" is not a map position. ${PRODUCTION_FORM}.` };
        order.to = to;
        continue;
      }
      const place = planetOrSpace(value);
      if (typeof place === "object") return { argError: `${place.argError} ${PRODUCTION_FORM}.` };
      if (verb === "at") {
        order.dock = place;
        named = true;
      } else order.planet = place;
    }
    if (!named) return { argError: `Say which Space Dock builds "${head}". ${PRODUCTION_FORM}.` };
    out.push(order);
  }
  return out;
}

// ---- combat

export const HITS_FORM =
  'Write the hits as "destroy <units>; damage <units>", e.g. "destroy 2 fighter; damage 1 dreadnought"';

/** Hits taken: `"destroy 2 ff; damage 1 dn"`; units without a verb are destroyed; "none" takes none. */
export function hits(text: string | undefined): { destroy: UnitCounts; damage: UnitCounts } | ArgError {
  if (text === undefined) return { argError: `${HITS_FORM}.` };
  const destroy: UnitCounts = {};
  const damage: UnitCounts = {};
  if (fold(text) === "none") return { destroy, damage };
  for (const group of text.split(/[;\n]|,(?=\s*(?:destroy|damage)\b)/i).map((g) => g.trim())) {
    if (group === "") continue;
    const match = /^(?:(destroy|damage)\s+)?(.+)$/i.exec(group);
    const units = plainCounts((match?.[2] ?? "") as string);
    if ("argError" in units) return { argError: `${units.argError.replace(/\.$/, "")}. ${HITS_FORM}.` };
    const into = match?.[1]?.toLowerCase() === "damage" ? damage : destroy;
    for (const [type, n] of Object.entries(units)) {
      into[type as UnitType] = (into[type as UnitType] ?? 0) + (n as number);
    }
  }
  return { destroy, damage };
}

// ---- strategy card secondaries that move or build

export const PATROL_FORM =
  'Write each patrol as "<cruiser or destroyer> from <position> to <position>", separated by ";", e.g. "1 cr from 203 to 204"';

/** Warfare's Patrols: `"1 cr from 203 to 204; dd from 104 to 105"`, one ship each. */
export function patrols(text: string | undefined): PatrolMove[] | ArgError {
  if (text === undefined) return [];
  const out: PatrolMove[] = [];
  for (const group of groups(text)) {
    const match = /^(?:1\s+|an?\s+)?(.+?)\s+from\s+(\S+)\s+to\s+(\S+)$/i.exec(group);
    if (!match) return { argError: `${PATROL_FORM}.` };
    const unit = unitType(match[1] as string);
    if (unit === undefined)
      return { argError: `"${match[1]}" is not a unit.${unitHint(match[1] as string)} ${PATROL_FORM}.` };
    if (unit !== "cruiser" && unit !== "destroyer")
      return { argError: `"${match[1]}" cannot patrol: only one Cruiser or Destroyer each. ${PATROL_FORM}.` };
    const from = parsePosition(match[2] as string);
    const to = parsePosition(match[3] as string);
    if (!from || !to)
      return { argError: `"${from ? match[3] : match[2]}" is not a map position. ${PATROL_FORM}.` };
    out.push({ from, to, unit });
  }
  return out;
}

export const REINFORCE_FORM =
  'Write each group as "<units> from <position> to <position>", separated by ";", e.g. "1 cv, 2 gf from 203 to 204"';

/** Warfare II's Reinforce: `"1 cv, 2 gf from 203 to 204; 1 damaged dn from 104 to 105"`, ships with their cargo. */
export function reinforceMoves(text: string | undefined): ReinforceMove[] | ArgError {
  if (text === undefined) return [];
  const out: ReinforceMove[] = [];
  for (const group of groups(text)) {
    const match = /^(.*?)\s+from\s+(\S+)\s+to\s+(\S+)$/i.exec(group);
    if (!match) return { argError: `${REINFORCE_FORM}.` };
    const from = parsePosition(match[2] as string);
    const to = parsePosition(match[3] as string);
    if (!from || !to)
      return { argError: `"${from ? match[3] : match[2]}" is not a map position. ${REINFORCE_FORM}.` };
    const counted = unitCounts(match[1] as string);
    if ("argError" in counted) return counted;
    const move: ReinforceMove = { from, to, units: counted.units };
    if (Object.keys(counted.damaged).length > 0) move.damaged = counted.damaged;
    out.push(move);
  }
  return out;
}
