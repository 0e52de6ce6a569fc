/**
 * The bot's answers to the Firmament's decisions (TE faction sheet): The Sowing takes what the bot holds
 * beyond 3 trade goods it keeps to spend (at most 3); Black Ops always places a plot, on the first plot card
 * the bot has left (a plot is what Puppets of the Blade needs).
 */
import type { Ti4Answers } from "../answer.ts";
import { plotCardsLeft } from "./firmamentPlots.ts";
import { SOWING_MOST, sowable } from "./firmamentSowing.ts";

/** The trade goods the bot keeps in hand rather than sow. */
const KEPT = 3;

export const FIRMAMENT_ANSWERS: Ti4Answers = {
  sowTradeGoods: (state, decision) => {
    const held = state.players[decision.seat]?.tradeGoods ?? 0;
    const amount = Math.max(0, Math.min(SOWING_MOST, sowable(state, decision.seat), held - KEPT));
    return [{ type: "sowTradeGoods", seat: decision.seat, amount }];
  },
  blackOpsPlot: (state, decision) => [
    { type: "blackOpsPlot", seat: decision.seat, plot: plotCardsLeft(state, decision.seat)[0] ?? "none" },
  ],
};
