/**
 * The names buttons show for the ids the engine lists as answers: a race, a system, a Strategy Card, the
 * options of a vote (a player, a planet, a law, an objective, a colour) and a law used or declined. An id the content does not
 * know is shown as it is rather than hidden.
 */

import {
  getObjective,
  getPlanet,
  getPoliticalCard,
  getRace,
  getStrategyCard,
  getSystem,
  isObjectiveId,
  isPlanetId,
  isPoliticalCardId,
} from "../content/index.ts";
import type { SeatedPlayer } from "./pending.ts";

const named = (lookup: (id: string) => { name: string }) => (id: string) => {
  try {
    return lookup(id).name;
  } catch {
    return id;
  }
};

export const cardName = named((id) => getStrategyCard(id as never));
export const raceName = named(getRace);
export const systemName = named(getSystem);
export const planetLabel = named(getPlanet);

/** "for" -> "For", "2" -> the player in seat 2, "1,3" -> both, a planet, law or objective by name. */
export function voteLabel(choice: string, players: readonly Pick<SeatedPlayer, "seat" | "name">[]): string {
  return choice
    .split(",")
    .map((part) => {
      if (/^\d+$/.test(part)) return players.find((p) => String(p.seat) === part)?.name ?? `seat ${part}`;
      if (isPlanetId(part)) return getPlanet(part).name;
      if (isPoliticalCardId(part)) return getPoliticalCard(part).name;
      if (isObjectiveId(part)) return getObjective(part).name;
      return `${part.charAt(0).toUpperCase()}${part.slice(1)}`;
    })
    .join(" and ");
}

/** A law's answer (engine bot/laws.ts): `use.<card>[.<seat>]` or `decline.<card>`. */
export function lawAnswer(answer: string): { use: boolean; card: string; target?: string } {
  const [verb, card = "", target] = answer.split(".");
  return { use: verb !== "decline", card, ...(target === undefined ? {} : { target }) };
}

/** "Use Minister of War", "Minister of Internal Security on Bob's Ground Forces", "Decline Minister of Peace". */
export function lawAnswerLabel(
  answer: string,
  players: readonly Pick<SeatedPlayer, "seat" | "name">[],
): string {
  const { use, card, target } = lawAnswer(answer);
  const name = named((id) => getPoliticalCard(id as never))(card);
  if (!use) return `Decline ${name}`;
  return target === undefined ? `Use ${name}` : `${name} on ${voteLabel(target, players)}'s Ground Forces`;
}

/** "hopes-end" -> "Exhaust Hope's End for its refresh ability"; several joined by commas: all of them. */
export function refreshLabel(answer: string): string {
  const planets = answer.split(",").map(named(getPlanet as (id: string) => { name: string }));
  if (planets.length === 1) return `Exhaust ${planets[0]} for its refresh ability`;
  return `Exhaust ${planets.slice(0, -1).join(", ")} and ${planets.at(-1)} for their refresh abilities`;
}
