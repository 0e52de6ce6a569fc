/**
 * The built-in player's answers to the strategic action's decisions (LRR 82) and the command sheet's
 * (LRR 20): follow a secondary when it is worth its strategy token (Leadership always, Technology when the
 * research is affordable, Trade when commodities are short), buy a token or two with spare influence, put
 * gained tokens mostly in the tactic pool with some in the fleet pool. It reads only public state and the
 * seat's own.
 */
import type { Decision } from "../../kernel/decision.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Answer } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { cheapestPayment } from "../economy/spend.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { tokensGainable } from "./commandSheet.ts";
import { INFLUENCE_PER_TOKEN } from "./leadership.ts";

/** Whether following the card being played is worth it for this seat. */
export type Ti4FollowJudge = (state: Ti4State, seat: Seat) => boolean;

/** Each card's judgement; a card not named here is followed while 2 strategy tokens are left. */
const FOLLOW: Record<string, Ti4FollowJudge> = {
  // LRR 52.3: free, and influence is only spent when the bot buys a token.
  leadership: () => true,
};

function cardPlayed(state: Ti4State): string | undefined {
  const frame = [...state.stack].reverse().find((f) => f.kind === "ti4StrategicAction");
  return frame?.kind === "ti4StrategicAction" ? frame.card : undefined;
}

const useSecondary: Ti4Answer = (state, decision) => {
  const card = cardPlayed(state);
  const seat = decision.seat;
  const keepsAReserve = (state.players[seat]?.tokens.strategy ?? 0) >= 2;
  const judge = card ? FOLLOW[card] : undefined;
  const follows = judge ? judge(state, seat) : keepsAReserve;
  return follows ? [{ type: "useSecondary", seat }] : [{ type: "declineSecondary", seat }];
};

const buyCommandTokens: Ti4Answer = (state, decision) => {
  const frame = state.stack.at(-1);
  const seat = decision.seat;
  const wanted = frame?.kind === "ti4Leadership" && frame.base > 0 ? 2 : 1;
  for (let tokens = wanted; tokens > 0; tokens--) {
    const payment = cheapestPayment(state, seat, "influence", tokens * INFLUENCE_PER_TOKEN);
    if (payment && payment.tradeGoods === 0) return [{ type: "buyCommandTokens", seat, payment }];
  }
  return [{ type: "buyCommandTokens", seat, payment: { planets: [], tradeGoods: 0 } }];
};

/** Gained tokens: two in three to the tactic pool, the third to the fleet pool. */
export function botArrangement(state: Ti4State, decision: Decision<Ti4>): Ti4Command[] {
  const frame = state.stack.at(-1);
  const seat = decision.seat;
  const player = state.players[seat];
  if (frame?.kind !== "ti4CommandTokens" || !player) return [];
  const gain = tokensGainable(state, seat, frame.gain);
  const fleet = Math.floor(gain / 3);
  return [
    {
      type: "arrangeCommandTokens",
      seat,
      tactic: player.tokens.tactic + gain - fleet,
      fleet: player.tokens.fleet + fleet,
      strategy: player.tokens.strategy,
    },
  ];
}

export const STRATEGIC_ANSWERS: Partial<Record<Ti4Command["type"], Ti4Answer>> = {
  useSecondary,
  declineSecondary: (_state, decision) => [{ type: "declineSecondary", seat: decision.seat }],
  buyCommandTokens,
  arrangeCommandTokens: botArrangement,
};
