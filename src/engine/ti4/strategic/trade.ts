import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { afterCommoditiesReplenished } from "../agenda/ministers.ts";
import type { Ti4Command } from "../commands.ts";
import { gainCommodities } from "../economy/commodities.ts";
import { commodityValue } from "../economy/commodityValue.ts";
import type { Ti4Event } from "../events.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4StrategyCardRules } from "./cards.ts";
import type { Ti4TradeFrame } from "./frames.ts";

/** LRR 92.1. */
export const TRADE_GOODS_GAINED = 3;

/** LRR 21.2: commodities up to the seat's commodity value (the faction sheet's, TE stations added). */
export function replenish(tx: Tx<Ti4>, seat: Seat, reason: string): void {
  const player = tx.state.players[seat];
  if (!player?.faction) return;
  const value = commodityValue(tx.state, seat);
  // Age of Commerce (a galactic event): no ceiling, the whole value is added.
  const uncapped = hookAnswers(tx.state, "commoditiesWithoutCeiling").some((lifts) => lifts(tx.state, seat));
  const short = uncapped ? value : value - player.commodities;
  gainCommodities(tx, seat, short, reason);
  afterCommoditiesReplenished(tx, seat);
  if (short > 0)
    for (const answer of hookAnswers(tx.state, "afterCommoditiesReplenished")) answer(tx, seat, short);
}

function otherSeats(state: Ti4State, seat: Seat): Seat[] {
  return state.players.filter((p) => !p.eliminated && p.seat !== seat).map((p) => p.seat);
}

const choosing: FrameRules<Ti4, Ti4TradeFrame> = {
  decisions: (state, frame) => [
    {
      kind: "chooseTradeFollowers",
      seat: frame.seat,
      simultaneous: false,
      prompt: "choose the players who may use Trade's secondary without a strategy token",
      choices: otherSeats(state, frame.seat).map(String),
    },
  ],
};

type Choose = Extract<Ti4Command, { type: "chooseTradeFollowers" }>;

function chooseTradeFollowers(tx: Tx<Ti4>, command: Choose): RuleError | undefined {
  const others = otherSeats(tx.state, command.seat);
  const stranger = command.players.find((seat) => !others.includes(seat));
  if (stranger !== undefined)
    return ruleError(
      "ERR_TI4_TRADE_CHOICE",
      "LRR 92.3",
      `Seat ${stranger} cannot be chosen: Trade's holder chooses among the other players still in the game.`,
      { seat: stranger },
    );
  if (new Set(command.players).size !== command.players.length)
    return ruleError("ERR_TI4_TRADE_CHOICE", "LRR 92.3", "A player is named twice.");
  tx.emit({ type: "ti4FramePopped" });
  if (!tx.state.stack.some((frame) => frame.kind === "ti4StrategicAction"))
    throw new Error("Trade's choice is made in its strategic action");
  // The strategic action need not lie right beneath: a frame pushed as the primary began (Planesplitter's
  // window, hook afterStrategyCardAbility) sits between and waits its turn. The event writes the choice
  // into the strategic action wherever it lies (tradeFollowersChosen below).
  tx.emit({ type: "ti4TradeFollowersChosen", seat: command.seat, players: [...command.players] });
  return undefined;
}

/**
 * LRR 92.3: those chosen follow without a token (`free` of the nearest strategic action under the top).
 * Logs written before this fold also carry a ti4FrameUpdated right after, which writes the same frame.
 */
function tradeFollowersChosen(
  draft: Ti4State,
  e: Extract<Ti4Event, { type: "ti4TradeFollowersChosen" }>,
): void {
  const at = draft.stack.findLastIndex((frame) => frame.kind === "ti4StrategicAction");
  const action = draft.stack[at];
  if (action?.kind !== "ti4StrategicAction")
    throw new Error("Trade's choice is made in its strategic action");
  draft.stack[at] = { ...action, free: [...e.players] };
}

export const TRADE: Ti4StrategyCardRules = {
  card: "trade",
  primary(tx, seat) {
    // The choice of followers waits beneath what replenishing opens (a Trade Agreement's moment), which
    // resolves first: the choice pops back into the strategic action.
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Trade", seat } });
    tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: TRADE_GOODS_GAINED, reason: "trade" });
    replenish(tx, seat, "trade");
  },
  secondary(tx, seat) {
    replenish(tx, seat, "trade secondary");
  },
  module: {
    commands: { chooseTradeFollowers },
    frames: { ti4Trade: choosing },
    events: { ti4TradeFollowersChosen: tradeFollowersChosen },
  },
};
