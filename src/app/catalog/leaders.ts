/**
 * The Leaders option's orders as typed (RR §24.4): the Leaders a move takes aboard its ships, and those
 * landing with the Ground Forces. A Leader is named by its name or id, whatever the case ("Harrugh",
 * "rin-admiral"); Jol-Nar's two Rins by their id.
 */
import { LEADERS, type PlanetId } from "../../content/index.ts";
import type { Landing, LeaderAboard } from "../../engine/rules/tactical/orders.ts";
import { didYouMean, fold } from "./nearest.ts";
import { planetNamed } from "./nouns.ts";
import type { ArgError } from "./types.ts";
import { oneUnit } from "./units.ts";

export const LEADERS_ABOARD_FORM =
  'Write each Leader as "<leader> on <ship>", separated by ";", e.g. "Harrugh on cv; Carth on dn"';
export const LEADERS_LANDING_FORM =
  'Write the Leaders landing as "<leaders> on <planet>", separated by ";", e.g. "Harrugh, Carth on Abyz"';

const groups = (text: string) =>
  text
    .split(/[;\n]/)
    .map((g) => g.trim())
    .filter(Boolean);

/** The id of the Leader a name or id names. */
export function leaderNamed(text: string): string | ArgError {
  const key = fold(text);
  const found = LEADERS.filter((l) => fold(l.id) === key || fold(l.name) === key);
  if (found.length === 1) return (found[0] as (typeof LEADERS)[number]).id;
  if (found.length > 1)
    return { argError: `"${text.trim()}" could be ${found.map((l) => l.id).join(" or ")}.` };
  const hint = didYouMean(
    text,
    LEADERS.map((l) => l.name),
  );
  return { argError: `"${text.trim()}" is not a Leader.${hint}` };
}

/** `"Harrugh on cv; Carth on dn"`. */
export function leadersAboard(text: string | undefined): LeaderAboard[] | ArgError {
  if (text === undefined) return [];
  const out: LeaderAboard[] = [];
  for (const group of groups(text)) {
    const match = /^(.*?)\s+on\s+(.+)$/i.exec(group);
    if (!match) return { argError: `${LEADERS_ABOARD_FORM}.` };
    const leader = leaderNamed(match[1] as string);
    if (typeof leader !== "string") return leader;
    const ship = oneUnit(match[2] as string, "ship");
    if (typeof ship !== "string") return ship;
    out.push({ leader, ship });
  }
  return out;
}

/** `"Harrugh, Carth on Abyz"`: each planet with the Leaders landing on it. */
export function leaderLandings(
  text: string | undefined,
): { planet: PlanetId; leaders: string[] }[] | ArgError {
  if (text === undefined) return [];
  const out: { planet: PlanetId; leaders: string[] }[] = [];
  for (const group of groups(text)) {
    const match = /^(.*?)\s+on\s+(.+)$/i.exec(group);
    if (!match) return { argError: `${LEADERS_LANDING_FORM}.` };
    const leaders: string[] = [];
    for (const name of (match[1] as string).split(",")) {
      const leader = leaderNamed(name);
      if (typeof leader !== "string") return leader;
      leaders.push(leader);
    }
    const planet = planetNamed(match[2] as string);
    if (typeof planet !== "string") return { argError: `${planet.argError} ${LEADERS_LANDING_FORM}.` };
    out.push({ planet, leaders });
  }
  return out;
}

/** The landings with the Leaders added: on a planet no units land on, a landing of Leaders alone. */
export function withLeaders(
  landings: readonly Landing[],
  leaders: readonly { planet: PlanetId; leaders: string[] }[],
): Landing[] {
  const out = landings.map((l) => ({ ...l }));
  for (const group of leaders) {
    const landing = out.find((l) => l.planet === group.planet);
    if (landing) landing.leaders = [...(landing.leaders ?? []), ...group.leaders];
    else out.push({ planet: group.planet, units: {}, leaders: [...group.leaders] });
  }
  return out;
}
