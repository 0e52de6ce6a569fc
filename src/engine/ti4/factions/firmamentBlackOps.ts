/**
 * The Firmament's promissory note, Black Ops (TE faction sheet; the card's text as the community bot's data
 * gives it, AsyncTI4/TI4_map_generator_bot@04d4f23da84a738dfb462b06dd937ca365175dc4:
 * src/main/resources/data/promissory_notes/thunders_edge.json): it is never played from the hand; it acts
 * as a player other than the Firmament receives it (a transaction, LRR 94). The Firmament may then place 1
 * of their plot cards face down in their play area with the receiver's control token on it; then the
 * receiver gains 2 command tokens and 2 trade goods, and the note is purged (TE "Purge").
 *
 * The Firmament's choice is a frame of its own (`ti4BlackOps`), over the receiver's command token frame
 * (LRR 20.2: they place the 2 tokens in pools of their choosing), so the plot comes first as the card says.
 * The card chosen is the Firmament's secret (TE "Clarifications"); that a plot was placed, and on whom, is
 * public. With every plot card already in play, nothing is asked [our reading: "may place" with no card
 * left is no choice]. The trade goods come at once; the note is purged at once, so it cannot be given on.
 */
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import { pushTokenArrangement } from "../strategic/commandSheet.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";
import type { Ti4BlackOpsFrame } from "./firmament.frames.ts";
import { plotCardsLeft } from "./firmamentPlots.ts";

type Ti4Tx = Tx<Ti4>;
const RULE = "TE Black Ops";
const REASON = "Black Ops";
/** What the receiver gains once the plot is placed (or not). */
const BLACK_OPS_TOKENS = 2;
const BLACK_OPS_TRADE_GOODS = 2;

/** Black Ops received by `holder` (never the Firmament: the mechanism calls this for others only). */
function received(tx: Ti4Tx, holder: Seat, owner: Seat): void {
  tx.emit({ type: "ti4PromissoryNotePurged", seat: holder, note: "blackops", owner, reason: REASON });
  tx.emit({ type: "ti4TradeGoodsChanged", seat: holder, amount: BLACK_OPS_TRADE_GOODS, reason: REASON });
  pushTokenArrangement(tx, { seats: [holder], gain: BLACK_OPS_TOKENS, redistribute: false, reason: REASON });
  if (playsThundersEdge(tx.state) && plotCardsLeft(tx.state, owner).length > 0)
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4BlackOps", seat: owner, holder } });
}

export const BLACK_OPS_NOTE: Ti4NoteRules = { onReceived: received };

const frame: FrameRules<Ti4, Ti4BlackOpsFrame> = {
  decisions: (state, f) => [
    {
      kind: "blackOpsPlot",
      seat: f.seat,
      simultaneous: false,
      prompt: `Black Ops: ${state.players[f.holder]?.name ?? `seat ${f.holder}`} received your note; place one of your plot cards face down with their token on it, or none`,
    },
  ],
};

function blackOpsPlot(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "blackOpsPlot" }>,
): RuleError | undefined {
  const { seat, plot } = command;
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4BlackOps" || top.seat !== seat)
    return ruleError(
      "ERR_TI4_BLACK_OPS",
      RULE,
      "A plot is placed with Black Ops only as another player receives your Black Ops.",
    );
  if (plot !== "none" && !plotCardsLeft(tx.state, seat).includes(plot))
    return ruleError(
      "ERR_TI4_PLOT_CARD",
      RULE,
      `${plot} is not one of your plot cards out of play (${plotCardsLeft(tx.state, seat).join(", ")}).`,
    );
  tx.emit({ type: "ti4FramePopped" });
  if (plot === "none") return undefined;
  tx.emit({ type: "ti4PlotPlaced", seat, on: top.holder, reason: REASON });
  tx.emit({ type: "ti4PlotCardChosen", seat, plot, to: seat });
  return undefined;
}

export const TI4_FIRMAMENT_BLACK_OPS: Ti4Module = {
  id: "firmamentBlackOps",
  commands: { blackOpsPlot },
  frames: { ti4BlackOps: frame },
};
