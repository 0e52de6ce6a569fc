/**
 * What a command's `build` reads. By then every option has been read strictly (reader.ts): flags are
 * booleans, counts are numbers, players are seats, names are ids. Buttons (answers.ts) hand a command
 * the same values, taken from the game's own list of answers.
 */
import {
  ACTION_CARDS,
  allRaceTechnologies,
  POLITICAL_CARDS,
  STRATEGY_CARDS,
  TECH_COLORS,
  TECHNOLOGIES,
} from "../../content/index.ts";
import { parsePosition } from "../../engine/galaxy/adjacency.ts";
import type { PositionLabel } from "../../engine/state.ts";
import { didYouMean, fold } from "./nearest.ts";
import { type ArgError, type Args, isArgError } from "./types.ts";
import { unitType } from "./units.ts";

export * from "./nouns.ts";
export * from "./orders.ts";
export * from "./units.ts";

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

/** A flag, already read: true, false, or undefined when left out. Anything else is a bug upstream. */
export function bool(args: Args, name: string): boolean | undefined {
  const v = args[name];
  if (v === undefined || typeof v === "boolean") return v;
  if (v === "true" || v === "false") return v === "true";
  throw new Error(`option ${name} reached a command unread: ${JSON.stringify(v)}`);
}

/** A player, already read as their seat (a number, or its digits from a button's answer). */
export function seat(args: Args, name: string): number | ArgError {
  const v = args[name];
  if (typeof v === "number" && Number.isInteger(v) && v >= 0) return v;
  if (typeof v === "string" && /^\d{1,2}$/.test(v)) return Number(v);
  return { argError: `Name the player in ${name}: by name, by mention or by their seat letter on the map.` };
}

/** A player when the option was given, else undefined. */
export function optionalSeat(args: Args, name: string): number | undefined | ArgError {
  return args[name] === undefined ? undefined : seat(args, name);
}

export function position(text: string | undefined): PositionLabel | ArgError {
  const label = text === undefined ? null : parsePosition(text);
  return (
    label ?? { argError: 'Give a map position as printed on the map, e.g. "000" for Mecatol Rex or "204".' }
  );
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

// ---- what an Action Card or an agenda's outcome asks to choose

/** The cards and technologies a choice may name. */
const CHOOSABLE = [
  ...ACTION_CARDS,
  ...STRATEGY_CARDS,
  ...TECHNOLOGIES,
  ...allRaceTechnologies(),
  ...POLITICAL_CARDS,
];
const CHOOSABLE_NAMES = CHOOSABLE.map((i) => i.name);

/**
 * Words the rules' card choices compare (engine/rules: Fleet Restrictions' "destroy" or "pay", Hyper
 * Metabolism's "none", a directive's "take" or "decline", Council Elder's "use"...): read as written,
 * never taken for a card whose name they resemble.
 */
const CHOICE_WORDS = new Set(
  [
    "for",
    "against",
    "take",
    "decline",
    "done",
    "none",
    "pay",
    "destroy",
    "use",
    "veto",
    "trade-good",
    "trade-goods",
    "space",
    "ground-force",
    "ground-forces",
    "shock-troop",
    ...TECH_COLORS,
  ].map(fold),
);

/**
 * The "choice" a card asks for, as the engine names it: a unit type as its UnitType ("warSun"), a card's
 * or technology's whole name as its id (the later printing of a reprint), any other word lower-cased
 * with dashes. A word a typing slip or two from a card's name is refused with that name; the card's own
 * rule says when a word does not fit it.
 */
export function cardChoice(text: string | undefined): string | undefined | ArgError {
  if (text === undefined) return undefined;
  const key = fold(text);
  if (!CHOICE_WORDS.has(key)) {
    const unit = unitType(text);
    if (unit) return unit;
    const named = CHOOSABLE.findLast((i) => fold(i.id) === key || fold(i.name) === key);
    if (named) return named.id;
    const hint = key.length >= 5 ? didYouMean(text, CHOOSABLE_NAMES, true) : "";
    if (hint) return { argError: `"${text.trim()}" names no card or technology.${hint}` };
  }
  const id = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return id ? id : { argError: "Name the choice the card asks for, e.g. a unit type or a card's name." };
}
