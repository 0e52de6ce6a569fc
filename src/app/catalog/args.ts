/** Reading typed option values into engine terms, with a sentence naming the expected form when wrong. */
import {
  ACTION_CARDS,
  type ActionCardId,
  isRaceId,
  isStrategyCardId,
  isSystemId,
  OBJECTIVES,
  type ObjectiveId,
  PLANETS,
  type PlanetId,
  POLITICAL_CARDS,
  type PoliticalCardId,
  RACES,
  type RaceId,
  STRATEGY_CARDS,
  type StrategyCardId,
  SYSTEMS,
  type SystemId,
  TECHNOLOGIES,
  type UnitType,
} from "../../content/index.ts";
import { parseLabel } from "../../engine/galaxy/hex.ts";
import type {
  Landing,
  MoveOrder,
  PatrolMove,
  PickUp,
  ProductionOrder,
} from "../../engine/rules/tactical/orders.ts";
import type { PositionLabel, UnitCounts } from "../../engine/state.ts";
import { type ArgError, type Args, isArgError } from "./types.ts";

export const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Finds an id by id or by name, ignoring case, spaces and punctuation. */
function byIdOrName<T extends { id: string; name: string }>(
  items: readonly T[],
  text: string,
): T | undefined {
  const key = norm(text);
  return items.find((item) => norm(item.id) === key) ?? items.find((item) => norm(item.name) === key);
}

export function str(args: Args, name: string): string | undefined {
  const v = args[name];
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
}

export function int(args: Args, name: string): number | undefined {
  const v = args[name];
  return typeof v === "number"
    ? v
    : typeof v === "string" && /^-?\d+$/.test(v.trim())
      ? Number(v)
      : undefined;
}

export function bool(args: Args, name: string): boolean | undefined {
  const v = args[name];
  return typeof v === "boolean" ? v : v === "true" ? true : v === "false" ? false : undefined;
}

export function strategyCard(text: string | undefined): StrategyCardId | ArgError {
  const card = text === undefined ? undefined : byIdOrName(STRATEGY_CARDS, text);
  if (card && isStrategyCardId(card.id)) return card.id;
  return {
    argError: `Name a Strategy Card, e.g. ${STRATEGY_CARDS.slice(0, 3)
      .map((c) => c.name)
      .join(", ")}.`,
  };
}

export function race(text: string | undefined): RaceId | ArgError {
  const found =
    text === undefined
      ? undefined
      : (byIdOrName(RACES, text) ?? RACES.find((r) => norm(r.shortName) === norm(text)));
  if (found && isRaceId(found.id)) return found.id;
  return {
    argError: `Name a race, e.g. ${RACES.slice(0, 3)
      .map((r) => r.shortName)
      .join(", ")}.`,
  };
}

export function position(text: string | undefined): PositionLabel | ArgError {
  const label = text === undefined ? null : parseLabel(text);
  return (
    label ?? { argError: 'Give a map position as printed on the map, e.g. "000" for Mecatol Rex or "204".' }
  );
}

export function system(text: string | undefined): SystemId | ArgError {
  const found = text === undefined ? undefined : byIdOrName(SYSTEMS, text);
  if (found && isSystemId(found.id)) return found.id;
  return { argError: "Name a system tile from your hand, e.g. Abyz / Fria." };
}

export function objective(text: string | undefined): ObjectiveId | null | ArgError {
  if (text === undefined) return null;
  const found = byIdOrName(OBJECTIVES, text);
  return found ? found.id : { argError: `There is no objective called "${text}".` };
}

/** A comma-separated list of objectives, by id or name. */
export function objectives(text: string | undefined): ObjectiveId[] | ArgError {
  const out: ObjectiveId[] = [];
  for (const part of listParts(text ?? "")) {
    const found = byIdOrName(OBJECTIVES, part);
    if (!found) return { argError: `There is no objective called "${part}".` };
    out.push(found.id);
  }
  return out;
}

/** A comma-separated list of planets, by id or name. */
export function planets(text: string | undefined): PlanetId[] | ArgError {
  if (text === undefined) return [];
  const out: PlanetId[] = [];
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const found = planet(part);
    if (!found) return { argError: `There is no planet called "${part}"; separate planets with commas.` };
    out.push(found);
  }
  return out;
}

/** Counters placed in the three areas, from the options strategy / fleet / command. */
export function counters(args: Args): { strategy: number; fleet: number; command: number } {
  return {
    strategy: int(args, "strategy") ?? 0,
    fleet: int(args, "fleet") ?? 0,
    command: int(args, "command") ?? 0,
  };
}

/** Values read from the options, each with its ArgError taken out. */
export type Read<T> = { [K in keyof T]: Exclude<T[K], ArgError> };

/**
 * Several options read at once: the values, typed without their ArgError, or the first ArgError among
 * them, which a command returns as it is.
 */
export function read<T extends Record<string, unknown>>(values: T): Read<T> | ArgError {
  for (const value of Object.values(values)) if (isArgError(value)) return value;
  // Every value was just checked: none is an ArgError.
  return values as Read<T>;
}

// ---- players, cards and votes

/**
 * A player named by seat number, as the autocomplete list sends it ("2"); "seat 2" and "#2" work too.
 * Names need the game, which the catalog does not see, so the list maps names to seats.
 */
export function seat(text: string | undefined): number | ArgError {
  const match = text === undefined ? null : /^(?:seat\s*)?#?(\d{1,2})$/i.exec(text.trim());
  if (match) return Number(match[1]);
  return { argError: "Name a player from the list (or their seat number, e.g. 2)." };
}

/** By id or name; where a name is printed twice (a card and its reprint), the later printing. */
function lastByIdOrName<T extends { id: string; name: string }>(items: readonly T[], text: string) {
  const key = norm(text);
  return items.find((item) => norm(item.id) === key) ?? items.findLast((item) => norm(item.name) === key);
}

function cardList<T extends { id: string; name: string }>(
  items: readonly T[],
  text: string | undefined,
  what: string,
): T["id"][] | ArgError {
  if (text === undefined) return [];
  const out: T["id"][] = [];
  for (const part of listParts(text)) {
    const found = lastByIdOrName(items, part);
    if (!found) return { argError: `There is no ${what} called "${part}"; separate cards with commas.` };
    out.push(found.id);
  }
  return out;
}

export function actionCard(text: string | undefined): ActionCardId | ArgError {
  const found = text === undefined ? undefined : lastByIdOrName(ACTION_CARDS, text);
  return found ? found.id : { argError: "Name an Action Card from your hand, e.g. Sabotage." };
}

export function politicalCard(text: string | undefined): PoliticalCardId | ArgError {
  const found = text === undefined ? undefined : lastByIdOrName(POLITICAL_CARDS, text);
  return found ? found.id : { argError: "Name a Political Card, e.g. one from your hand." };
}

/** A comma-separated list of Action Cards, by id or name. */
export function actionCards(text: string | undefined): ActionCardId[] | ArgError {
  return cardList(ACTION_CARDS, text, "Action Card");
}

/** A comma-separated list of Political Cards, by id or name. */
export function politicalCards(text: string | undefined): PoliticalCardId[] | ArgError {
  return cardList(POLITICAL_CARDS, text, "Political Card");
}

/**
 * The "choice" an Action Card asks for (a unit type, a card, a Strategy Card, a technology, a colour), as
 * the engine names it: a unit type as its UnitType ("warSun"), a card's or technology's name as its id,
 * any other word lower-cased with dashes. The card's own rule says when the choice does not fit it.
 */
export function cardChoice(text: string | undefined): string | undefined | ArgError {
  if (text === undefined) return undefined;
  const unit = unitType(text);
  if (unit) return unit;
  const named =
    byIdOrName(ACTION_CARDS, text) ??
    byIdOrName(STRATEGY_CARDS, text) ??
    byIdOrName(TECHNOLOGIES, text) ??
    byIdOrName(POLITICAL_CARDS, text);
  if (named) return named.id;
  const id = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return id ? id : { argError: "Name the choice the card asks for, e.g. a unit type or a card's name." };
}

/**
 * What a vote names, as the engine compares it: "for", "against", a seat ("2"), two seats ("1, 3"), a
 * planet, law or objective (by name or id) or a technology colour; "abstain" is null. Unknown words pass
 * through, so the rules answer with the agenda's own list of options.
 */
export function voteChoice(text: string | undefined): string | null | ArgError {
  if (text === undefined)
    return { argError: 'Name what you vote for: "for", "against", a player or planet.' };
  const key = norm(text);
  if (key === "abstain" || key === "none") return null;
  const one = (part: string): string => {
    const k = norm(part);
    if (/^\d+$/.test(k) || k === "for" || k === "against") return k;
    return (
      lastByIdOrName(PLANETS, part)?.id ??
      lastByIdOrName(OBJECTIVES, part)?.id ??
      lastByIdOrName(POLITICAL_CARDS, part)?.id ??
      part.trim().toLowerCase()
    );
  };
  return listParts(text).map(one).join(",");
}

// ---- units: "2 cruiser, 1 carrier", with the abbreviations players use

/** Unit words and abbreviations, compared after `norm` (lower case, letters and digits only). */
const UNIT_WORDS: Readonly<Record<string, UnitType>> = {
  ws: "warSun",
  warsun: "warSun",
  dn: "dreadnought",
  dread: "dreadnought",
  dreadnought: "dreadnought",
  cr: "cruiser",
  cruiser: "cruiser",
  dd: "destroyer",
  destroyer: "destroyer",
  cv: "carrier",
  carrier: "carrier",
  ff: "fighter",
  fighter: "fighter",
  gf: "groundForce",
  groundforce: "groundForce",
  inf: "groundForce",
  infantry: "groundForce",
  st: "shockTroop",
  shocktroop: "shockTroop",
  pds: "pds",
  sd: "spaceDock",
  spacedock: "spaceDock",
  dock: "spaceDock",
};

/** A unit type from its name, id or abbreviation, singular or plural ("dn", "Ground Forces", "warSun"). */
export function unitType(text: string): UnitType | undefined {
  const key = norm(text);
  return UNIT_WORDS[key] ?? (key.endsWith("s") ? UNIT_WORDS[key.slice(0, -1)] : undefined);
}

const UNIT_EXAMPLE = '"2 cruiser, 1 carrier" (abbreviations such as dn, cr, cv, ff, gf work)';

/** Units and how many of them are damaged ("1 damaged dn"): what a list of unit counts says. */
export interface ParsedUnits {
  units: UnitCounts;
  damaged: UnitCounts;
}

/** "2 cruiser, 1 carrier and a damaged dreadnought": counts separated by commas or "and". */
export function unitCounts(text: string): ParsedUnits | ArgError {
  const units: UnitCounts = {};
  const damaged: UnitCounts = {};
  const parts = text.split(/,|\band\b|\+/i).map((p) => p.trim());
  if (parts.every((p) => p === "")) return { argError: `Name some units, e.g. ${UNIT_EXAMPLE}.` };
  for (const part of parts.filter(Boolean)) {
    const match = /^(\d+|an?)?\s*x?\s*(damaged\s+)?([a-z][a-z\s-]*)$/i.exec(part);
    const type = match ? unitType(match[3] as string) : undefined;
    if (!match || !type) return { argError: `"${part}" is not a unit count: write e.g. ${UNIT_EXAMPLE}.` };
    const n = match[1] === undefined || /^an?$/i.test(match[1]) ? 1 : Number(match[1]);
    if (n === 0) continue;
    units[type] = (units[type] ?? 0) + n;
    if (match[2]) damaged[type] = (damaged[type] ?? 0) + n;
  }
  return { units, damaged };
}

/** Just the counts, refusing "damaged" where it means nothing. */
function plainCounts(text: string): UnitCounts | ArgError {
  const parsed = unitCounts(text);
  if ("argError" in parsed) return parsed;
  if (Object.keys(parsed.damaged).length > 0)
    return { argError: `Leave out "damaged" here: write e.g. ${UNIT_EXAMPLE}.` };
  return parsed.units;
}

function listParts(text: string): string[] {
  return text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Groups separated by ";" (or new lines). */
function groups(text: string): string[] {
  return text
    .split(/[;\n]/)
    .map((g) => g.trim())
    .filter(Boolean);
}

/** A planet by id or name, or by the start of its name when only one planet starts so. */
export function planet(text: string): PlanetId | undefined {
  const found = byIdOrName(PLANETS, text);
  if (found) return found.id;
  const key = norm(text);
  const starting = key.length >= 3 ? PLANETS.filter((p) => norm(p.name).startsWith(key)) : [];
  return starting.length === 1 ? starting[0]?.id : undefined;
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
    const from = parseLabel(match[2] as string);
    if (!from) return { argError: `"${match[2]}" is not a map position. ${MOVE_FORM}.` };
    const counted = unitCounts(match[1] as string);
    if ("argError" in counted) return counted;
    const order: MoveOrder = { from, units: counted.units };
    if (Object.keys(counted.damaged).length > 0) order.damaged = counted.damaged;
    if (match[3] !== undefined) {
      const path = match[3].split(/[\s,]+/).filter(Boolean);
      const bad = path.find((p) => parseLabel(p) === null);
      if (bad !== undefined) return { argError: `"${bad}" is not a map position: write e.g. "via 103 102".` };
      order.path = path.map((p) => parseLabel(p) as string);
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
    const label = parseLabel(source);
    const found = label === null ? planet(source) : undefined;
    const pickUp: PickUp | undefined =
      label !== null
        ? { position: label, units }
        : found !== undefined
          ? { planet: found, units }
          : undefined;
    if (pickUp === undefined)
      return { argError: `"${source}" is neither a planet nor a map position. ${PICK_UP_FORM}.` };
    const fleet = match[3] === undefined ? undefined : parseLabel(match[3]);
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
    const target = planet(match[2] as string);
    if (!target) return { argError: `There is no planet called "${match[2]?.trim()}". ${LANDING_FORM}.` };
    out.push({ planet: target, units });
  }
  return out;
}

export const PRODUCTION_FORM =
  'Write what each Space Dock builds as "<units> at <planet>", separated by ";", e.g. "2 ff, 1 cv at Jord"';

/** A dock, a new unit's planet: a planet by name, or "space" (Saar docks; Ground Forces aboard). */
function planetOrSpace(text: string): PlanetId | "space" | undefined {
  return norm(text) === "space" ? "space" : planet(text);
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
  if (dock !== undefined && fallback === undefined)
    return { argError: `There is no planet called "${dock}": name the Space Dock's planet, or "space".` };
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
        const to = parseLabel(value);
        if (!to) return { argError: `"${value}" is not a map position. ${PRODUCTION_FORM}.` };
        order.to = to;
        continue;
      }
      const place = planetOrSpace(value);
      if (!place) return { argError: `"${value}" is not a planet. ${PRODUCTION_FORM}.` };
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
  if (norm(text) === "none") return { destroy, damage };
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
    if (unit !== "cruiser" && unit !== "destroyer")
      return { argError: `"${match[1]}" cannot patrol: only one Cruiser or Destroyer each. ${PATROL_FORM}.` };
    const from = parseLabel(match[2] as string);
    const to = parseLabel(match[3] as string);
    if (!from || !to)
      return { argError: `"${from ? match[3] : match[2]}" is not a map position. ${PATROL_FORM}.` };
    out.push({ from, to, unit });
  }
  return out;
}
