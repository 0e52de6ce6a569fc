/** Unconventional Weapons, Against: a planet exhausted per Dreadnought and War Sun on the board. */
import type { CardChoiceRule } from "../../../choices.ts";
import type { GameState, Seat } from "../../../state.ts";
import { askCardChoice } from "../../actionCards/choice.ts";
import { count, spaceUnits } from "../../units.ts";
import { everyone, type Outcome } from "../agendaTools.ts";
import { cheapestPlanets, checkPlanets, readyPlanets } from "./shared.ts";

function dreadnoughtsAndWarSuns(state: GameState, seat: Seat): number {
  let n = 0;
  for (const position of Object.keys(state.board)) {
    const units = spaceUnits(state, position, seat);
    n += count(units, "dreadnought") + count(units, "warSun");
  }
  return n;
}

/** How many planets the seat must exhaust: one per ship, as far as his readied planets go. */
function planetsOwed(state: GameState, seat: Seat): number {
  return Math.min(dreadnoughtsAndWarSuns(state, seat), readyPlanets(state, seat).length);
}

export const unconventionalWeaponsAgainst: Outcome = (tx) => {
  const asked: Seat[] = [];
  for (const seat of everyone(tx)) {
    const owed = planetsOwed(tx.state, seat);
    const ready = readyPlanets(tx.state, seat);
    if (owed === 0) continue;
    if (owed === ready.length)
      tx.emit({ type: "planetsExhausted", seat, planets: ready, reason: "Unconventional Weapons" });
    else asked.push(seat);
  }
  askCardChoice(tx, {
    effect: "unconventionalWeapons",
    prompt: "Unconventional Weapons: name a planet to exhaust for each of your Dreadnoughts and War Suns",
    awaiting: asked,
  });
};

export const unconventionalWeaponsChoice: CardChoiceRule = {
  check: (state, _frame, seat, answer) =>
    checkPlanets(state, seat, answer, planetsOwed(state, seat), "Unconventional Weapons"),
  resolve(tx, _frame, seat, answer) {
    tx.emit({
      type: "planetsExhausted",
      seat,
      planets: answer.planets ?? [],
      reason: "Unconventional Weapons",
    });
  },
  options: (state, _frame, seat) => [{ planets: cheapestPlanets(state, seat, planetsOwed(state, seat)) }],
};
