/**
 * The bot at the moment after its own unit-ability roll (unitAbilityRolls.ts): each ability it may use
 * rerolls the dice that missed (a free reroll of a miss can only help); with no miss left, it keeps its dice.
 * Both decisions get these answers, so the moment never waits on it.
 */
import type { Ti4Answer, Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { unitRollOffers } from "./unitAbilityRolls.ts";

const unitRollMoment: Ti4Answer = (state, decision) => {
  const seat = decision.seat;
  const keep: Ti4Command = { type: "keepUnitAbilityDice", seat };
  const frame = state.stack.at(-1);
  if (frame?.kind !== "ti4UnitAbilityRoll" || frame.seat !== seat) return [keep];
  const missed = frame.dice.flatMap((d, i) => (d.value < d.hitsOn && d.hitsOn <= 10 ? [i] : []));
  if (missed.length === 0) return [keep];
  const rerolls = unitRollOffers(state, frame).map(
    (ability): Ti4Command => ({ type: "rerollUnitAbilityDice", seat, ability, dice: missed }),
  );
  return [...rerolls, keep];
};

export const UNIT_ABILITY_ROLL_ANSWERS: Ti4Answers = {
  rerollUnitAbilityDice: unitRollMoment,
  keepUnitAbilityDice: unitRollMoment,
};
