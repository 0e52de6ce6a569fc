/**
 * The command sheet (LRR 20, digest §5): tokens gained go into the pools their owner chooses (20.2), come
 * from reinforcements and never beyond them (20.3a: a faction has 16 tokens, those on the sheet and on the
 * board are not in reinforcements), and some effects let the owner rearrange the whole sheet: Warfare's
 * primary (LRR 99.1) and the status phase's "gain 2 and redistribute" (LRR 81.5). Leadership (LRR 52) gains
 * without redistributing.
 *
 * `pushTokenArrangement` asks any number of seats at once; each answers `arrangeCommandTokens` with the new
 * size of each of its three pools.
 */
import { TI4_COMMAND_TOKENS_PER_FACTION } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { fleetPoolLimit } from "../agenda/laws.ts";
import type { Ti4TokenPool } from "../board/events.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { pushFleetExcess } from "./fleetExcess.ts";
import type { Ti4CommandTokensFrame } from "./frames.ts";

/** LRR 20.1: the command tokens in each faction's set. */

const POOLS: readonly Ti4TokenPool[] = ["tactic", "fleet", "strategy"];

/** LRR 20.3: the seat's tokens neither on its sheet nor on the board. */
export function commandTokenReinforcements(state: Ti4State, seat: Seat): number {
  const player = state.players[seat];
  if (!player) return 0;
  const onSheet = player.tokens.tactic + player.tokens.fleet + player.tokens.strategy;
  const onBoard = Object.values(state.board).filter((system) => system.commandTokens.includes(seat)).length;
  return Math.max(0, TI4_COMMAND_TOKENS_PER_FACTION - onSheet - onBoard);
}

/** LRR 20.3a: what a seat gains of `gain` tokens, reinforcements allowing. */
export function tokensGainable(state: Ti4State, seat: Seat, gain: number): number {
  return Math.min(gain, commandTokenReinforcements(state, seat));
}

/** What `seat` gains in this arrangement: the frame's gain and the seat's extra tokens, reinforcements allowing. */
export function frameGain(state: Ti4State, frame: Ti4CommandTokensFrame, seat: Seat): number {
  return tokensGainable(state, seat, frame.gain + (frame.extra?.[seat] ?? 0));
}

/**
 * Asks `seats` (all at once) to put `gain` tokens from reinforcements on their sheets, and with
 * `redistribute` to rearrange the whole sheet. A seat with nothing to gain and nothing to rearrange is not
 * asked; when nobody is, nothing is pushed.
 */
export function pushTokenArrangement(
  tx: Tx<Ti4>,
  options: {
    seats: readonly Seat[];
    gain: number;
    redistribute: boolean;
    reason: string;
    extra?: Record<Seat, number>;
  },
): void {
  const waiting = options.seats.filter(
    (seat) =>
      options.redistribute || tokensGainable(tx.state, seat, options.gain + (options.extra?.[seat] ?? 0)) > 0,
  );
  if (waiting.length === 0) return;
  tx.emit({
    type: "ti4FramePushed",
    frame: {
      kind: "ti4CommandTokens",
      waiting,
      gain: options.gain,
      ...(options.extra ? { extra: options.extra } : {}),
      redistribute: options.redistribute,
      reason: options.reason,
    },
  });
}

const arrangement: FrameRules<Ti4, Ti4CommandTokensFrame> = {
  decisions(state, frame) {
    return frame.waiting.map((seat) => ({
      kind: "arrangeCommandTokens",
      seat,
      simultaneous: true,
      prompt: frame.redistribute
        ? `gain ${frameGain(state, frame, seat)} command tokens and arrange your command sheet`
        : `put ${frameGain(state, frame, seat)} command tokens in your pools`,
    }));
  },
  advance(tx, frame) {
    if (frame.waiting.length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

type Arrange = Extract<Ti4Command, { type: "arrangeCommandTokens" }>;

function arrangeCommandTokens(tx: Tx<Ti4>, command: Arrange): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4CommandTokens") throw new Error("an arrangement answers its own frame");
  const player = tx.state.players[command.seat];
  if (!player) throw new Error(`no seat ${command.seat}`);
  const gained = frameGain(tx.state, frame, command.seat);
  const before = { ...player.tokens };
  const total = before.tactic + before.fleet + before.strategy + gained;
  const asked = command.tactic + command.fleet + command.strategy;
  if (asked !== total)
    return ruleError(
      "ERR_TI4_TOKEN_COUNT",
      "LRR 20.2",
      `Your sheet holds ${total} command tokens after gaining ${gained}: the three pools must add up to ${total}, not ${asked}.`,
      { total, asked },
    );
  // Fleet Regulations For: no fleet pool above 4 (agenda/laws.ts).
  const fleetLimit = fleetPoolLimit(tx.state);
  if (command.fleet > fleetLimit && command.fleet > before.fleet)
    return ruleError(
      "ERR_TI4_FLEET_POOL_LIMIT",
      "Fleet Regulations",
      `Fleet Regulations is in play: a fleet pool holds at most ${fleetLimit} tokens, not ${command.fleet}.`,
      { fleet: command.fleet },
    );
  if (!frame.redistribute) {
    const lowered = POOLS.find((pool) => command[pool] < before[pool]);
    if (lowered)
      return ruleError(
        "ERR_TI4_NO_REDISTRIBUTION",
        "LRR 20.2",
        `Gained tokens go into pools; tokens already on the sheet stay where they are (your ${lowered} pool holds ${before[lowered]}).`,
        { pool: lowered },
      );
  }
  const pools: Partial<Record<Ti4TokenPool, number>> = {};
  for (const pool of POOLS) if (command[pool] !== before[pool]) pools[pool] = command[pool] - before[pool];
  // Taken-from pools are folded in the same event as the pools added to, so no pool ever goes below 0.
  if (Object.keys(pools).length > 0 || gained > 0)
    tx.emit({ type: "ti4CommandTokensChanged", seat: command.seat, pools, reason: frame.reason });
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { ...frame, waiting: frame.waiting.filter((s) => s !== command.seat) },
  });
  // LRR 37: a smaller fleet pool may leave ships over it; their owner removes the excess before going on.
  if (command.fleet < before.fleet) pushFleetExcess(tx, command.seat);
  return undefined;
}

export const TI4_COMMAND_SHEET: KernelModule<Ti4> = {
  id: "commandSheet",
  commands: { arrangeCommandTokens },
  frames: { ti4CommandTokens: arrangement },
};
