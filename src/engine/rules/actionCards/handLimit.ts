/**
 * Hand limits. Action Cards: 7 (RR §19), 3 while Limits to Individual Power is in play, none for the
 * Yssaril. Political Cards (SE p.15 Assembly sidebar, variant cards only): 5. A player over a limit
 * discards down at once: the driver loop checks after every step and, if anyone is over, pushes a frame
 * in which each such player discards, all at the same time, before anything else goes on.
 * (RR §19 has a player at the limit draw and discard one card at a time; choosing the discards from the
 * whole hand after the draw leaves him the same choice, so Mecatol asks once.)
 */
import type { ActionCardId, PoliticalCardId } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { activePlayers, player } from "../players.ts";
import type { HandLimitFrame } from "./frames.ts";

export const ACTION_HAND_LIMIT = 7;
export const POLITICAL_HAND_LIMIT = 5;

/** RR §19: 7, unless something in play sets it (a law lowers it, the Yssaril have none: the largest counts). */
export function actionHandLimit(state: GameState, seat: Seat): number {
  const set = answers(state, "actionHandLimit").flatMap((limit) => limit(state, seat) ?? []);
  return set.length === 0 ? ACTION_HAND_LIMIT : Math.max(...set);
}

/** Political hands exist only with the variant Strategy Cards (SE p.9 Option 2). */
export function politicalHandLimit(state: GameState): number {
  return state.config.options.includes("variantCards") ? POLITICAL_HAND_LIMIT : Number.POSITIVE_INFINITY;
}

export function excessCards(state: GameState, seat: Seat): { action: number; political: number } {
  const p = player(state, seat);
  return {
    action: Math.max(0, p.secret.actionCards.length - actionHandLimit(state, seat)),
    political: Math.max(0, p.secret.politicalCards.length - politicalHandLimit(state)),
  };
}

function seatsOverLimit(state: GameState): Seat[] {
  return activePlayers(state)
    .map((p) => p.seat)
    .filter((seat) => {
      const over = excessCards(state, seat);
      return over.action > 0 || over.political > 0;
    });
}

/** The driver's check (flow.ts): pushes the discard frame when someone is over a limit. */
export function enforceHandLimits(tx: Tx): boolean {
  const top = tx.state.stack.at(-1);
  if (tx.state.phase === "finished" || top === undefined || top.kind === "handLimit") return false;
  if (seatsOverLimit(tx.state).length === 0) return false;
  tx.emit({ type: "framePushed", frame: { kind: "handLimit" } });
  return true;
}

export const HAND_LIMIT_RULES: FrameRules<HandLimitFrame> = {
  decisions(state): Decision[] {
    return seatsOverLimit(state).map((seat) => ({
      kind: "discardDownToLimit" as const,
      seat,
      simultaneous: true,
      prompt: discardPrompt(state, seat),
    }));
  },
  advance(tx) {
    if (seatsOverLimit(tx.state).length > 0) return false;
    tx.emit({ type: "framePopped" });
    return true;
  },
};

function discardPrompt(state: GameState, seat: Seat): string {
  const over = excessCards(state, seat);
  const parts = [
    over.action > 0 ? `${over.action} Action Card(s)` : "",
    over.political > 0 ? `${over.political} Political Card(s)` : "",
  ].filter(Boolean);
  return `discard ${parts.join(" and ")} to get down to your hand limit`;
}

export function discardDownToLimit(
  tx: Tx,
  command: Extract<Command, { type: "discardDownToLimit" }>,
): RuleError | undefined {
  const over = excessCards(tx.state, command.seat);
  const hand = player(tx.state, command.seat).secret;
  const actionCards = command.actionCards ?? [];
  const politicalCards = command.politicalCards ?? [];
  const refused =
    checkDiscard(hand.actionCards, actionCards, over.action, "Action", "RR §19") ??
    checkDiscard(hand.politicalCards, politicalCards, over.political, "Political", "SE p.15 Assembly");
  if (refused) return refused;
  if (actionCards.length > 0)
    tx.emit({ type: "actionCardsDiscarded", seat: command.seat, cards: actionCards });
  if (politicalCards.length > 0)
    tx.emit({ type: "politicalCardsDiscarded", seat: command.seat, cards: politicalCards });
  return undefined;
}

function checkDiscard<Id extends ActionCardId | PoliticalCardId>(
  hand: readonly Id[],
  cards: readonly Id[],
  excess: number,
  deck: string,
  rule: string,
): RuleError | undefined {
  if (cards.length !== excess) {
    return ruleError(
      "ERR_DISCARD_COUNT",
      rule,
      `Discard exactly ${excess} ${deck} Card(s) to get down to your hand limit (you named ${cards.length}).`,
    );
  }
  const left = [...hand];
  for (const card of cards) {
    const at = left.indexOf(card);
    if (at < 0) return ruleError("ERR_NOT_IN_HAND", rule, `You hold no ${deck} Card "${card}" to discard.`);
    left.splice(at, 1);
  }
  return undefined;
}
