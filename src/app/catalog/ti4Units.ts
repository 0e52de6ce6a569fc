/**
 * Fourth Edition units as players write them: "2 carrier, 3 inf, 1 mech", with the abbreviations the
 * table uses. Read as the engine's unit types (content/ti4 TI4_UNIT_TYPES); a word of another edition
 * ("ground force", "shock troop") is refused with the nearest TI4 word.
 */
import { TI4_UNIT_TYPES, type Ti4UnitType, TI4_UNIT_WORDS as UNIT_NAMES } from "../../content/ti4/index.ts";
import type { Ti4UnitCounts } from "../../engine/ti4/state.ts";
import { didYouMean, fold } from "./nearest.ts";
import type { ArgError } from "./types.ts";

/** Unit words and abbreviations, compared after `fold` (lower case, letters and digits only). */
const TI4_UNIT_WORDS: Readonly<Record<string, Ti4UnitType>> = {
  ...Object.fromEntries(TI4_UNIT_TYPES.map((type) => [fold(type), type])),
  ws: "warSun",
  dn: "dreadnought",
  dread: "dreadnought",
  cr: "cruiser",
  dd: "destroyer",
  cv: "carrier",
  ff: "fighter",
  fs: "flagship",
  inf: "infantry",
  gf: "infantry",
  sd: "spaceDock",
  dock: "spaceDock",
};

/** The full words, for "did you mean": abbreviations are too short to suggest. */
const TI4_UNIT_NAMES = TI4_UNIT_TYPES.map((type) => UNIT_NAMES[type][0].toLowerCase());

export const TI4_UNIT_EXAMPLE =
  '"2 carrier, 3 infantry, 1 mech" (abbreviations such as dn, cv, ff, inf work)';

/** A TI4 unit type from its name, type or abbreviation, singular or plural ("dn", "Mechs", "warSun"). */
export function ti4UnitType(text: string): Ti4UnitType | undefined {
  const key = fold(text);
  return TI4_UNIT_WORDS[key] ?? (key.endsWith("s") ? TI4_UNIT_WORDS[key.slice(0, -1)] : undefined);
}

/** Units and how many of them are damaged ("1 damaged dn"), in TI4's unit types. */
export interface Ti4ParsedUnits {
  units: Ti4UnitCounts;
  damaged: Ti4UnitCounts;
}

/**
 * "2 carrier, 1 mech and a damaged dreadnought": counts separated by commas or "and". `strict`: a count of
 * 0 is refused rather than left out (a fleet named for /ti odds).
 */
function ti4Counts(text: string, strict: boolean): Ti4ParsedUnits | ArgError {
  const units: Ti4UnitCounts = {};
  const damaged: Ti4UnitCounts = {};
  const parts = text.split(/,|\band\b|\+/i).map((p) => p.trim());
  if (parts.every((p) => p === "")) return { argError: `Name some units, e.g. ${TI4_UNIT_EXAMPLE}.` };
  for (const part of parts.filter(Boolean)) {
    const match = /^(\d+|an?)?\s*x?\s*(damaged\s+)?([a-z][a-z\s-]*)$/i.exec(part);
    const type = match ? ti4UnitType(match[3] as string) : undefined;
    if (!match || !type) {
      const word = fold(match?.[3] ?? "");
      const hint = match ? didYouMean(word.endsWith("s") ? word.slice(0, -1) : word, TI4_UNIT_NAMES) : "";
      return {
        argError: `"${part}" is not a Fourth Edition unit count.${hint} Write e.g. ${TI4_UNIT_EXAMPLE}.`,
      };
    }
    const n = match[1] === undefined || /^an?$/i.test(match[1]) ? 1 : Number(match[1]);
    if (n === 0 && strict)
      return { argError: `"${part}": give each unit a count of at least 1, e.g. ${TI4_UNIT_EXAMPLE}.` };
    if (n === 0) continue;
    units[type] = (units[type] ?? 0) + n;
    if (match[2]) damaged[type] = (damaged[type] ?? 0) + n;
  }
  return { units, damaged };
}

/** "2 carrier, 1 mech and an infantry": counts separated by commas or "and"; a count of 0 is left out. */
export function ti4UnitCounts(text: string): Ti4UnitCounts | ArgError {
  const parsed = ti4Counts(text, false);
  if ("argError" in parsed) return parsed;
  if (Object.keys(parsed.damaged).length > 0)
    return { argError: `Leave out "damaged" here: write e.g. ${TI4_UNIT_EXAMPLE}.` };
  return parsed.units;
}

/** A fleet as /ti odds reads it in a TI4 game: every count at least 1, damaged units allowed. */
export const ti4FleetCounts = (text: string): Ti4ParsedUnits | ArgError => ti4Counts(text, true);
