/**
 * Leadership (LRR 52, digest §11): the primary gains 3 command tokens, then 1 more for every 3 influence
 * spent; the secondary gains 1 for every 3 influence spent and costs no strategy token (LRR 52.3, 20.5).
 * The tokens come from reinforcements (LRR 20.3a) into the pools the player chooses (LRR 20.2).
 */
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import { pay, paymentValue } from "../economy/spend.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4StrategyCardRules } from "./cards.ts";
import { pushTokenArrangement } from "./commandSheet.ts";
import type { Ti4LeadershipFrame } from "./frames.ts";

/** LRR 52.1-52.2: 1 token for every 3 influence spent. */
export const INFLUENCE_PER_TOKEN = 3;

function pushBuying(tx: Tx<Ti4>, seat: Seat, base: number): void {
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Leadership", seat, base } });
}

const buying: FrameRules<Ti4, Ti4LeadershipFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "buyCommandTokens",
      seat: frame.seat,
      simultaneous: false,
      prompt: `spend influence on command tokens (1 for every ${INFLUENCE_PER_TOKEN})`,
    },
  ],
};

type Buy = Extract<Ti4Command, { type: "buyCommandTokens" }>;

function buyCommandTokens(tx: Tx<Ti4>, command: Buy): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Leadership") throw new Error("tokens are bought in Leadership's frame");
  const value = paymentValue(tx.state, command.seat, command.payment, "influence");
  if (typeof value !== "number") return value;
  // LRR 52.1: any amount may be spent; what is past a multiple of 3 buys nothing (LRR 75.2's "spend").
  const bought = Math.floor(value / INFLUENCE_PER_TOKEN);
  const refused = pay(tx, command.seat, command.payment, "influence", value, "Leadership's command tokens");
  if (refused) return refused;
  tx.emit({ type: "ti4FramePopped" });
  pushTokenArrangement(tx, {
    seats: [command.seat],
    gain: frame.base + bought,
    redistribute: false,
    reason: "leadership",
  });
  return undefined;
}

export const LEADERSHIP: Ti4StrategyCardRules = {
  card: "leadership",
  primary: (tx, seat) => pushBuying(tx, seat, 3),
  secondary: (tx, seat) => pushBuying(tx, seat, 0),
  module: {
    commands: { buyCommandTokens },
    frames: { ti4Leadership: buying },
  },
};
