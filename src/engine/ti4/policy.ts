/**
 * TI4's bot in the shape every ruleset's bot shares (kernel/bot.ts, issue #29): decisions weighed in
 * order (an answer owed first, a strategic action, then a tactical action, passing last), candidates from
 * each area's answers (bot.ts) read off the seat's view (`ti4SeatState`), and the levels' orderings:
 * `normal` plays the answers as given; `easy` lets some tactical actions go and takes a strategy card and a
 * target drawn from the public table rather than the best; `hard` weighs the strategy card by the trade
 * goods on it and the objectives it could score with it. Every level only reorders or cuts the same list.
 */
import type { Ti4StrategyCardId } from "../../content/ti4/index.ts";
import { type BotLevel, type BotMove, type BotPolicy, botMoveWith, playOutWith } from "../kernel/bot.ts";
import type { Decision } from "../kernel/decision.ts";
import type { EngineContext, Seat } from "../kernel/types.ts";
import { ti4Answers } from "./bot.ts";
import type { Ti4Command } from "./commands.ts";
import { strategyCardWorth } from "./round/bot.ts";
import type { Ti4 } from "./ruleset.ts";
import type { Ti4State } from "./state.ts";
import { ti4SeatState } from "./view.ts";

const LATE: Partial<Record<Ti4Command["type"], number>> = {
  // Monuments to the Ages: weighed before Construction's structures (the bot declines when short of goods).
  buildMonument: -1,
  strategicAction: 1,
  tacticalAction: 3,
  // Wormhole Generator (Creuss): only when the turn would otherwise be passed.
  wormholeGenerator: 5,
  // Resonance Generator (Crimson): likewise.
  resonanceGenerator: 5,
  // Visionaria Select (Deepwrought): likewise.
  visionariaSelect: 5,
  pass: 7,
  // A turn's second action (Fleet Logistics) is declined only when nothing else is worth doing.
  endTurn: 7,
};

/** A number 0-99 from the public table only, so an easy bot's draws are fair and replayable. */
export function ti4BotRoll(state: Ti4State, seat: Seat, salt: string): number {
  const table = state.players
    .map((p) => `${p.home}.${p.vp}.${p.tradeGoods}.${p.tokens.tactic}.${Object.keys(p.planets).length}`)
    .join(",");
  const text = `${table}|${state.round}|${state.stack.length}|${seat}|${salt}`;
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) % 100;
}

/** How often (in 100) an easy bot lets a tactical action go. */
const EASY_IDLE = 35;
const EASY_DRAWN: ReadonlySet<Ti4Command["type"]> = new Set(["pickStrategyCard", "tacticalAction"]);

function easyOrder(state: Ti4State, d: Decision<Ti4>, candidates: Ti4Command[]): Ti4Command[] {
  if (d.kind === "tacticalAction" && ti4BotRoll(state, d.seat, "idle") < EASY_IDLE) return [];
  if (!EASY_DRAWN.has(d.kind)) return candidates;
  // A rotation keeps every candidate, so a refused draw still falls back on the others.
  const start = ti4BotRoll(state, d.seat, `easy:${d.kind}`) % candidates.length;
  return [...candidates.slice(start), ...candidates.slice(0, start)];
}

/** Hard: the strategy card ranked again with the trade goods on it weighing double. */
function hardOrder(state: Ti4State, d: Decision<Ti4>, candidates: Ti4Command[]): Ti4Command[] {
  if (d.kind !== "pickStrategyCard") return candidates;
  const worth = (c: Ti4Command) => {
    if (c.type !== "pickStrategyCard") return 0;
    const goods = state.strategyPool.find((p) => p.card === c.card)?.tradeGoods ?? 0;
    return strategyCardWorth(state, c.card as Ti4StrategyCardId, d.seat) + goods * 1.2;
  };
  const weighed = new Map(candidates.map((c) => [c, worth(c)]));
  return [...candidates].sort((a, b) => (weighed.get(b) ?? 0) - (weighed.get(a) ?? 0));
}

function leveled(state: Ti4State, d: Decision<Ti4>, candidates: Ti4Command[], level: BotLevel): Ti4Command[] {
  if (level === "normal" || candidates.length === 0) return candidates;
  return level === "easy" ? easyOrder(state, d, candidates) : hardOrder(state, d, candidates);
}

export const TI4_POLICY: BotPolicy<Ti4> = {
  seen: ti4SeatState,
  rank: (d) => LATE[d.kind] ?? 0,
  candidates: ti4Answers,
  leveled,
};

export function ti4BotMove(
  state: Ti4State,
  seat: Seat,
  ctx: EngineContext,
  level: BotLevel = "normal",
): BotMove<Ti4> | null {
  return botMoveWith(TI4_POLICY, state, seat, ctx, level);
}

/** Plays bot commands until the game ends, gets stuck or `maxCommands` is reached. */
export function ti4PlayOut(
  state: Ti4State,
  ctx: EngineContext,
  maxCommands: number,
  levelOf: (seat: Seat) => BotLevel = () => "normal",
) {
  return playOutWith<Ti4>((s, seat, level) => ti4BotMove(s, seat, ctx, level), state, maxCommands, levelOf);
}
