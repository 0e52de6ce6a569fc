/**
 * Optional combat abilities a player is asked about (`useCombatAbility`): what each question says, and
 * which procedure takes the answer. Whatever is offered is listed in the frame, so an answer is accepted
 * only while its offer stands.
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { answerBattleAbility } from "./battleAnswers.ts";
import { answerReroll } from "./casualties.ts";
import type { CombatAbility, CombatOffer } from "./frames.ts";
import { answerInvasionAbility } from "./invasionAnswers.ts";

const PROMPTS: Record<CombatAbility, string> = {
  jolnarReroll: "roll one missed die again for a Strategy Allocation counter (Jol-Nar), or keep the dice",
  letnevWarFunding: "pay 2 Trade Goods for War Funding this round (ships +1, Ground Forces +2), or not",
  yinDevotion: "give up a Destroyer or Cruiser to hit an enemy ship (Yin Devotion), or not",
  gravitonNegatorFighters: "send Fighters into the Invasion Combat (Graviton Negator), or not",
};

export function offerDecisions(_state: GameState, offers: readonly CombatOffer[]): Decision[] {
  return offers.map((o) => ({
    kind: "useCombatAbility",
    seat: o.seat,
    simultaneous: true,
    prompt: PROMPTS[o.ability],
    choices: [o.ability],
  }));
}

function offered(tx: Tx, seat: number, ability: CombatAbility): boolean {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind === "casualties") return ability === "jolnarReroll" && frame.rerolls.includes(seat);
  if (frame?.kind === "spaceBattle" || frame?.kind === "invasion")
    return frame.offers.some((o) => o.seat === seat && o.ability === ability);
  return false;
}

export function useCombatAbility(
  tx: Tx,
  command: Extract<Command, { type: "useCombatAbility" }>,
): RuleError | undefined {
  if (!offered(tx, command.seat, command.ability)) {
    return ruleError(
      "ERR_NOT_OFFERED",
      "Mecatol",
      "That ability is not offered to you at this moment of the combat.",
    );
  }
  const kind = tx.state.stack.at(-1)?.kind;
  if (kind === "casualties") return answerReroll(tx, command);
  if (kind === "spaceBattle") return answerBattleAbility(tx, command);
  return answerInvasionAbility(tx, command);
}
