/** Helpers shared by several laws of war, movement and the board (RR §20). */
import { getPlanet, getUnit, type PlanetId, type UnitType } from "../../../../content/index.ts";
import type { CardChoiceAnswer } from "../../../choices.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { GameState, Seat } from "../../../state.ts";
import { startCardEffect } from "../../actionCards/lasting.ts";
import { player } from "../../players.ts";
import type { Outcome } from "../agendaTools.ts";

export const RULE = "RR §20";

/** An Against outcome that lasts through this round (actionCards/lasting.ts). */
export const thisRound =
  (effect: string): Outcome =>
  (tx) =>
    startCardEffect(tx, { effect });

/** The cheapest first: the most cautious answer for a player who does not choose. */
export function byCost(types: UnitType[]): UnitType[] {
  return [...types].sort((a, b) => (getUnit(a).cost ?? 99) - (getUnit(b).cost ?? 99));
}

export function readyPlanets(state: GameState, seat: Seat): PlanetId[] {
  return Object.entries(player(state, seat).planets)
    .filter(([, card]) => card && !card.exhausted)
    .map(([id]) => id as PlanetId);
}

export function checkPlanets(
  state: GameState,
  seat: Seat,
  answer: CardChoiceAnswer,
  owed: number,
  card: string,
): RuleError | undefined {
  const planets = answer.planets ?? [];
  const ready = readyPlanets(state, seat);
  if (planets.length === owed && new Set(planets).size === owed && planets.every((p) => ready.includes(p)))
    return undefined;
  return ruleError("ERR_CHOICE", RULE, `${card}: name exactly ${owed} different readied planets of yours.`);
}

/** The planets worth least first (resources + influence): the most cautious answer. */
export function cheapestPlanets(state: GameState, seat: Seat, n: number): PlanetId[] {
  const worth = (p: PlanetId) => getPlanet(p).resources + getPlanet(p).influence;
  return readyPlanets(state, seat)
    .sort((a, b) => worth(a) - worth(b) || a.localeCompare(b))
    .slice(0, n);
}
