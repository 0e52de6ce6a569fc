/**
 * The bot's answers to the base factions' breakthrough decisions (TE "Breakthroughs and Synergy"):
 * Psychospore is always worth it (a token back and an infantry more), on the first planet offered;
 * N'orr Supremacy takes a unit upgrade when one is offered (a lasting gain), else the command token.
 */
import type { Ti4PlanetId } from "../../../../content/ti4/index.ts";
import type { Ti4Answers } from "../../answer.ts";
import type { Ti4NorrSupremacyChoice } from "./sardakk.ts";

export const BREAKTHROUGH_ANSWERS: Ti4Answers = {
  psychospore: (_state, decision) =>
    (decision.choices ?? [])
      .slice(0, 1)
      .map((planet) => ({ type: "psychospore", seat: decision.seat, planet: planet as Ti4PlanetId })),
  norrSupremacy: (_state, decision) => {
    const offered = (decision.choices ?? []) as Ti4NorrSupremacyChoice[];
    const choice = offered.includes("unitUpgrade") ? "unitUpgrade" : offered[0];
    return choice ? [{ type: "norrSupremacy", seat: decision.seat, choice }] : [];
  },
};
