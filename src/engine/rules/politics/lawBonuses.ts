/**
 * Lasting effects of laws that change a number another rule area counts (RR §20): the VP an objective is
 * worth when scored, and the Action Cards a player draws in the Status Phase. Each answers the hook point
 * of the one place it counts (lawModule.ts, lawsModule.ts), so the law's effect needs no procedure of its own.
 */
import { getObjective, type ObjectiveId } from "../../../content/index.ts";
import type { GameState, Seat } from "../../state.ts";
import { electedSeats, lawInPlay } from "./laws.ts";

/**
 * Extra VP for scoring this objective now: Glory of the Empire (For) adds 1 to a Secret Objective;
 * Incentive Program adds 1 to the public objective it elected, for those who score it after it passed.
 */
export function objectiveVpBonus(state: GameState, id: ObjectiveId): number {
  let bonus = 0;
  if (getObjective(id).kind === "secret" && lawInPlay(state, "gloryOfTheEmpire")) bonus += 1;
  if (lawInPlay(state, "incentiveProgram")?.elected === id) bonus += 1;
  return bonus;
}

/** Minister of Policy: the elected player draws one extra Action Card in each Status Phase. */
export function extraStatusActionCards(state: GameState, seat: Seat): number {
  const law = lawInPlay(state, "ministerOfPolicy");
  return law && electedSeats(law).includes(seat) ? 1 : 0;
}

/** Imperial Academy (For): following Logistics, a command counter costs 2 influence instead of 3 (RR §6). */
export function imperialAcademyCounterPrice(state: GameState): number | undefined {
  return lawInPlay(state, "imperialAcademy") ? 2 : undefined;
}

/** Free Trade (For): a player whose trade agreements pay him gets 1 Trade Good more. */
export function tradeCollectionBonus(state: GameState): number {
  return lawInPlay(state, "freeTradeLaw") ? 1 : 0;
}

/** Crown of Thalnos: the elected player's Ground Forces (Shock Troops too, SE p.10) roll +1 in combat. */
export function groundForceCombatBonus(state: GameState, seat: Seat): number {
  const law = lawInPlay(state, "crownOfThalnos");
  return law && electedSeats(law).includes(seat) ? 1 : 0;
}
