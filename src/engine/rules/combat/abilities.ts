/**
 * The answers to the optional combat abilities (`useCombatAbility`; the questions: offers.ts): which
 * procedure takes each answer. Whatever is offered is listed in the frame, so an answer is accepted only
 * while its offer stands.
 */
import type { Command } from "../../commands.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Tx } from "../../tx.ts";
import { answerBattleAbility } from "./battleAnswers.ts";
import { answerReroll } from "./casualties.ts";
import type { CombatAbility } from "./frames.ts";
import { answerInvasionAbility } from "./invasionAnswers.ts";

function offered(tx: Tx, seat: number, ability: CombatAbility): boolean {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind === "casualties") return ability === "jolnarReroll" && frame.rerolls.includes(seat);
  if (frame?.kind === "spaceBattle" || frame?.kind === "invasion")
    return frame.offers.some((o) => o.seat === seat && o.ability === ability);
  // A fight against a neutral planet's guards (SE Option 13) offers what its module says.
  return answers(tx.state, "guardsFightOffers").some((offers) => offers(tx.state, seat, ability));
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
  if (kind === "invasion") return answerInvasionAbility(tx, command);
  const [guards] = answers(tx.state, "guardsFightAbility");
  return guards ? guards(tx, command) : undefined;
}
