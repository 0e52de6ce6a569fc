/**
 * Pillage (Mentak faction ability, their sheet): whenever a neighbour of theirs (LRR 60) resolves a
 * transaction or gains trade goods and ends up with 3 trade goods or more, the Mentak may take 1 of that
 * player's trade goods or 1 of their commodities. What they take reaches them as a trade good (LRR 21.5: a
 * commodity given to another player becomes a trade good). A player with the Mentak's Promise of Protection
 * face up in their play area is spared.
 *
 * The moment is read after each command, as a standing check: every transaction made and every gain of trade
 * goods in the command's events, the seat's trade goods read then (our reading: a gain inside a longer effect
 * is pillaged once the effect's command is resolved, which is as soon as anyone may act).
 */
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { areNeighbours } from "../transactions/neighbours.ts";
import type { Ti4PillageFrame } from "./mentak.commands.ts";

type Ti4Tx = Tx<Ti4>;
type Pillage = Extract<Ti4Command, { type: "pillage" }>;

/** Pillage needs the neighbour to end up with this many trade goods. */
const PILLAGE_THRESHOLD = 3;

/** How many of a command's events the standing check has read, by transaction. */
const read = new WeakMap<object, number>();

/** The seats that just made a transaction or gained trade goods, in the order of the events not read yet. */
function gainers(tx: Ti4Tx): Seat[] {
  const from = read.get(tx) ?? 0;
  const out: Seat[] = [];
  for (const event of tx.events.slice(from)) {
    if (event.type === "ti4TradeGoodsChanged" && event.amount > 0) out.push(event.seat);
    if (event.type === "ti4TransactionMade") out.push(...event.seats);
  }
  read.set(tx, tx.events.length);
  return [...new Set(out)];
}

/** True when `seat` has `mentak`'s Promise of Protection face up: the Mentak may not Pillage them. */
export function protectedFromPillage(state: Ti4State, mentak: Seat, seat: Seat): boolean {
  return (state.players[seat]?.promissoryPlayArea ?? []).some((n) => n.note === "pop" && n.owner === mentak);
}

/** Standing check: a Pillage window for each Mentak neighbour of a seat that just reached 3 trade goods. */
export function pillageWindows(tx: Ti4Tx): boolean {
  const seats = gainers(tx);
  if (seats.length === 0 || tx.state.phase === "finished") return false;
  const mentak = tx.state.players.filter((p) => !p.eliminated && hasFaction(tx.state, p.seat, "mentak"));
  let pushed = false;
  for (const target of seats) {
    if ((tx.state.players[target]?.tradeGoods ?? 0) < PILLAGE_THRESHOLD) continue;
    for (const { seat } of mentak) {
      if (
        seat === target ||
        !areNeighbours(tx.state, seat, target) ||
        protectedFromPillage(tx.state, seat, target)
      )
        continue;
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Pillage", seat, target } });
      pushed = true;
    }
  }
  // What the windows themselves emit is read already.
  read.set(tx, tx.events.length);
  return pushed;
}

export const pillageFrame: FrameRules<Ti4, Ti4PillageFrame> = {
  decisions: (state, frame) => [
    {
      kind: "pillage",
      seat: frame.seat,
      simultaneous: false,
      prompt: `Pillage: take 1 trade good or 1 commodity from ${state.players[frame.target]?.name ?? `seat ${frame.target}`}, or nothing`,
    },
  ],
};

export function pillage(tx: Ti4Tx, command: Pillage): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Pillage") throw new Error("Pillage is answered in its own window");
  const target = tx.state.players[frame.target];
  if (command.take === "commodity" && (target?.commodities ?? 0) < 1)
    return ruleError(
      "ERR_TI4_PILLAGE_NOTHING",
      "Pillage",
      `${target?.name ?? "That player"} has no commodity to take: take a trade good, or nothing.`,
    );
  tx.emit({ type: "ti4FramePopped" });
  if (command.take === null) return undefined;
  const reason = "Pillage";
  if (command.take === "tradeGood")
    tx.emit({ type: "ti4TradeGoodsChanged", seat: frame.target, amount: -1, reason });
  else tx.emit({ type: "ti4CommoditiesChanged", seat: frame.target, amount: -1, reason });
  tx.emit({ type: "ti4TradeGoodsChanged", seat: frame.seat, amount: 1, reason });
  // The window's own gain is no moment for another Pillage.
  read.set(tx, tx.events.length);
  return undefined;
}

/** The bot always pillages, and takes a trade good [our own choice: it costs the victim most]. */
export const PILLAGE_ANSWERS: Ti4Answers = {
  pillage: (_state, d) => [
    { type: "pillage", seat: d.seat, take: "tradeGood" },
    { type: "pillage", seat: d.seat, take: null },
  ],
};
