/**
 * The bot's answers to the optional Strategy Phase race abilities (raceStrategyAbilities.ts), so an
 * offered decision never lingers: the Mentak Pillage takes from the two richest players it may, the
 * Yssaril looks at the largest hand (the look changes nothing for the bot, and it ends the offer).
 */
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import type { GameState } from "../state.ts";

export function strategyPhaseAbilityCandidates(state: GameState, d: Decision): Command[] {
  const others = state.players.filter((p) => p.seat !== d.seat && !p.eliminated);
  if (d.choices?.includes("mentakPillage")) {
    const rich = others
      .filter((p) => p.tradeGoods >= 3)
      .sort((a, b) => b.tradeGoods - a.tradeGoods || a.seat - b.seat)
      .slice(0, 2)
      .map((p) => p.seat);
    return rich.length === 0
      ? []
      : [{ type: "useActionAbility", seat: d.seat, ability: "mentakPillage", targets: rich }];
  }
  if (d.choices?.includes("yssarilPeek")) {
    const target = [...others].sort(
      (a, b) => b.secret.actionCards.length - a.secret.actionCards.length || a.seat - b.seat,
    )[0];
    return target
      ? [{ type: "useActionAbility", seat: d.seat, ability: "yssarilPeek", target: target.seat }]
      : [];
  }
  return [];
}
