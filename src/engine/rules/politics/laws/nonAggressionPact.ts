import { revealObjective } from "../../strategyCards/objectives.ts";
import type { Outcome } from "../agendaTools.ts";

/** Non-Aggression Pact, Against: the top Public Objective is revealed (the game may end, RR §22). */
export const nonAggressionPactAgainst: Outcome = (tx) => {
  const next = tx.state.decks.objectives[0];
  if (next !== undefined) revealObjective(tx, next);
};
