/**
 * Board cards whose victim chooses (RR §19; choice.ts): Stellar Criminals has the opponent pick which of
 * his planets to exhaust. The card resolves last (play.ts), then asks him through a card choice frame.
 */
import { getPlanet, type PlanetId } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import { player } from "../players.ts";
import { type ActionCardEffect, checkOpponent } from "./cardPlay.ts";
import { askCardChoice } from "./choice.ts";

/** The seat's ready planets, the least worth first (the cautious answer gives those up). */
function readyPlanets(state: GameState, seat: Seat): PlanetId[] {
  const worth = (p: PlanetId) => getPlanet(p).resources + getPlanet(p).influence;
  return (Object.entries(player(state, seat).planets) as [PlanetId, { exhausted: boolean }][])
    .filter(([, card]) => !card.exhausted)
    .map(([id]) => id)
    .sort((a, b) => worth(a) - worth(b) || a.localeCompare(b));
}

/** Stellar Criminals: the opponent exhausts half his ready planets (round down), his choice. */
const stellarCriminals: ActionCardEffect = {
  check: (state, play) => checkOpponent(state, play, "Stellar Criminals"),
  resolvesLast: true,
  resolve(tx, play) {
    const victim = play.target as Seat;
    const count = Math.floor(readyPlanets(tx.state, victim).length / 2);
    if (count === 0) return;
    askCardChoice(tx, {
      effect: "stellarCriminals",
      prompt: `Stellar Criminals: name ${count} of your ready planets to exhaust`,
      awaiting: [victim],
      data: { count },
    });
  },
};

const stellarCriminalsChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const count = Number(frame.data.count);
    const planets = answer.planets ?? [];
    const ready = readyPlanets(state, seat);
    if (
      planets.length !== count ||
      new Set(planets).size !== planets.length ||
      planets.some((p) => !ready.includes(p))
    ) {
      return ruleError(
        "ERR_CARD_CHOICE",
        "Stellar Criminals",
        `Name exactly ${count} different ready planets of yours to exhaust.`,
      );
    }
    return undefined;
  },
  resolve(tx, _frame, seat, answer) {
    tx.emit({
      type: "planetsExhausted",
      seat,
      planets: [...(answer.planets ?? [])],
      reason: "Stellar Criminals",
    });
  },
  options(state, frame, seat) {
    return [{ planets: readyPlanets(state, seat).slice(0, Number(frame.data.count)) }];
  },
};

export const BOARD_CHOICE_EFFECTS: Readonly<Record<string, ActionCardEffect>> = { stellarCriminals };

export const BOARD_CHOICE_RULES: Readonly<Record<string, CardChoiceRule>> = {
  stellarCriminals: stellarCriminalsChoice,
};
