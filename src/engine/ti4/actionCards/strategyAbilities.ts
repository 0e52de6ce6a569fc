/**
 * Thunder's Edge's action cards that resolve one ability of a strategy card outside a strategic action
 * (TE rulebook "Components": action cards; the cards' texts): Overrule resolves a primary, Strategize a
 * secondary, paid for as a follower pays (a strategy token, none for Leadership: LRR 52.3). The card must
 * be readied or unchosen. Neither is a strategic action, so nothing that answers one (Coup d'Etat) answers
 * them, and the strategy card is neither exhausted nor offered to the other players (strategic/cards.ts).
 */
import type { Ti4ActionCardId, Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import { oneAbilityProblem, pushOneAbility } from "../strategic/cards.ts";
import { named, type Ti4CardEffect } from "./effect.ts";

function oneAbility(name: string, ability: "primary" | "secondary"): Ti4CardEffect {
  return {
    names: ["strategyCard"],
    check(state, seat, play) {
      const card = named(play, "strategyCard", name, "a strategy card that is readied or unchosen");
      if ("error" in card) return card.error;
      return oneAbilityProblem(state, seat, card.value, ability);
    },
    resolve(tx, seat, play) {
      pushOneAbility(tx, seat, play.strategyCard as Ti4StrategyCardId, ability);
    },
  };
}

export const TI4_STRATEGY_ABILITY_CARD_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  overrule: oneAbility("Overrule", "primary"),
  strategize: oneAbility("Strategize", "secondary"),
};
