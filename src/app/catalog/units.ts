/** Units as players write them: "2 cruiser, 1 carrier", with the abbreviations players use. */
import type { UnitType } from "../../content/index.ts";
import type { UnitCounts } from "../../engine/state.ts";
import { didYouMean, fold } from "./nearest.ts";
import type { ArgError } from "./types.ts";

/** Unit words and abbreviations, compared after `fold` (lower case, letters and digits only). */
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

/** The full words, for "did you mean": abbreviations are too short to suggest. */
const UNIT_NAMES = [
  "war sun",
  "dreadnought",
  "cruiser",
  "destroyer",
  "carrier",
  "fighter",
  "ground force",
  "infantry",
  "shock troop",
  "pds",
  "space dock",
];

/** A unit type from its name, id or abbreviation, singular or plural ("dn", "Ground Forces", "warSun"). */
export function unitType(text: string): UnitType | undefined {
  const key = fold(text);
  return UNIT_WORDS[key] ?? (key.endsWith("s") ? UNIT_WORDS[key.slice(0, -1)] : undefined);
}

/** " Did you mean "cruiser"?" for a unit word that is a typo of one, else "". */
export function unitHint(text: string): string {
  const key = fold(text);
  return didYouMean(key.endsWith("s") ? key.slice(0, -1) : key, UNIT_NAMES);
}

export const UNIT_EXAMPLE = '"2 cruiser, 1 carrier" (abbreviations such as dn, cr, cv, ff, gf work)';

/** Units and how many of them are damaged ("1 damaged dn"): what a list of unit counts says. */
export interface ParsedUnits {
  units: UnitCounts;
  damaged: UnitCounts;
}

/**
 * "2 cruiser, 1 carrier and a damaged dreadnought": counts separated by commas or "and". `strict`: a count
 * of 0 is refused rather than left out (a fleet named for /ti odds).
 */
export function unitCounts(text: string, strict = false): ParsedUnits | ArgError {
  const units: UnitCounts = {};
  const damaged: UnitCounts = {};
  const parts = text.split(/,|\band\b|\+/i).map((p) => p.trim());
  if (parts.every((p) => p === "")) return { argError: `Name some units, e.g. ${UNIT_EXAMPLE}.` };
  for (const part of parts.filter(Boolean)) {
    const match = /^(\d+|an?)?\s*x?\s*(damaged\s+)?([a-z][a-z\s-]*)$/i.exec(part);
    const type = match ? unitType(match[3] as string) : undefined;
    if (!match || !type) {
      const hint = match ? unitHint(match[3] as string) : "";
      return { argError: `"${part}" is not a unit count.${hint} Write e.g. ${UNIT_EXAMPLE}.` };
    }
    const n = match[1] === undefined || /^an?$/i.test(match[1]) ? 1 : Number(match[1]);
    if (n === 0 && strict)
      return { argError: `"${part}": give each unit a count of at least 1, e.g. ${UNIT_EXAMPLE}.` };
    if (n === 0) continue;
    units[type] = (units[type] ?? 0) + n;
    if (match[2]) damaged[type] = (damaged[type] ?? 0) + n;
  }
  return { units, damaged };
}

/** A fleet as /ti odds reads it: every count at least 1, damaged units allowed. */
export const fleetCounts = (text: string): ParsedUnits | ArgError => unitCounts(text, true);

/** Just the counts, refusing "damaged" where it means nothing. */
export function plainCounts(text: string): UnitCounts | ArgError {
  const parsed = unitCounts(text);
  if ("argError" in parsed) return parsed;
  if (Object.keys(parsed.damaged).length > 0)
    return { argError: `Leave out "damaged" here: write e.g. ${UNIT_EXAMPLE}.` };
  return parsed.units;
}

/** One unit type, refused with the nearest word when it is none. */
export function oneUnit(text: string, what: string): UnitType | ArgError {
  return (
    unitType(text) ?? {
      argError: `"${text.trim()}" is not a unit.${unitHint(text)} Name the ${what}, e.g. cruiser or dn.`,
    }
  );
}
