/**
 * Pillage (Mentak faction ability, their sheet): whenever a neighbour of theirs (LRR 60) resolves a
 * transaction or gains trade goods and ends up with 3 trade goods or more, the Mentak may take 1 of that
 * player's trade goods or 1 of their commodities. What they take reaches them as a trade good (LRR 21.5: a
 * commodity given to another player becomes a trade good). A player with the Mentak's Promise of Protection
 * face up in their play area is spared.
 *
 * The moment is read after each command, as a standing check: every transaction made and every gain of trade
 * goods in the command's events since Pillage last acted in it, the seat's trade goods read then (our reading:
 * a gain inside a longer effect is pillaged once the effect's command is resolved, which is as soon as anyone
 * may act).
 */
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Event } from "../events.ts";
import { hasFaction } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { areNeighbours } from "../transactions/neighbours.ts";
import type { Ti4PillageFrame } from "./mentak.commands.ts";

type Ti4Tx = Tx<Ti4>;
type Pillage = Extract<Ti4Command, { type: "pillage" }>;

/** Pillage needs the neighbour to end up with this many trade goods. */
const PILLAGE_THRESHOLD = 3;

/** The reason its takings carry, by which the standing check knows them. */
const PILLAGE = "Pillage";

/** Its own events: a Pillage window opened, or what a Pillage took. */
function pillageOwn(event: Ti4Event): boolean {
  if (event.type === "ti4FramePushed") return event.frame.kind === "ti4Pillage";
  return (
    (event.type === "ti4TradeGoodsChanged" || event.type === "ti4CommoditiesChanged") &&
    event.reason === PILLAGE
  );
}

/**
 * The seats that made a transaction or gained trade goods, in the order of the command's events since
 * Pillage last acted in it (what its windows and takings emit is no moment for another).
 */
function gainers(tx: Ti4Tx): Seat[] {
  const out: Seat[] = [];
  for (const event of tx.events.slice(tx.events.findLastIndex(pillageOwn) + 1)) {
    if (event.type === "ti4TradeGoodsChanged" && event.amount > 0) out.push(event.seat);
    if (event.type === "ti4TransactionMade") out.push(...event.seats);
  }
  return [...new Set(out)];
}

/** True when `seat` has `mentak`'s Promise of Protection face up: the Mentak may not Pillage them. */
export function protectedFromPillage(state: Ti4State, mentak: Seat, seat: Seat): boolean {
  return (state.players[seat]?.promissoryPlayArea ?? []).some((n) => n.note === "pop" && n.owner === mentak);
}

/** Standing check: a Pillage window for each Mentak neighbour of a seat that just reached 3 trade goods. */
export function pillageWindows(tx: Ti4Tx): boolean {
  const mentak = tx.state.players.filter((p) => !p.eliminated && hasFaction(tx.state, p.seat, "mentak"));
  if (mentak.length === 0 || tx.state.phase === "finished") return false;
  const seats = gainers(tx);
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
  const reason = PILLAGE;
  if (command.take === "tradeGood")
    tx.emit({ type: "ti4TradeGoodsChanged", seat: frame.target, amount: -1, reason });
  else tx.emit({ type: "ti4CommoditiesChanged", seat: frame.target, amount: -1, reason });
  tx.emit({ type: "ti4TradeGoodsChanged", seat: frame.seat, amount: 1, reason });
  return undefined;
}

/** The bot always pillages, and takes a trade good [our own choice: it costs the victim most]. */
export const PILLAGE_ANSWERS: Ti4Answers = {
  pillage: (_state, d) => [
    { type: "pillage", seat: d.seat, take: "tradeGood" },
    { type: "pillage", seat: d.seat, take: null },
  ],
};
