/**
 * What the optional combat abilities ask (`useCombatAbility`): one question per offer listed in a Space
 * Battle or Invasion Combat frame. The battles ask these; abilities.ts takes the answers, so the battles
 * and the answers do not import each other.
 */
import type { Decision } from "../../decisions.ts";
import type { GameState } from "../../state.ts";
import type { CombatAbility, CombatOffer } from "./frames.ts";

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
