/**
 * A TI4 seat's default answer, played for it when its clock runs out (the deadline: scheduler/deadlines.ts,
 * or the table's vote to skip a seat whose time bank ran out: app/bankVotes.ts), as app/deadline.ts's
 * `defaultAction` is for a TI3 seat. It commits the player to as little as the rules allow:
 *
 * - the candidates are, for each decision the seat owes, the bare answer of its kind first (let an action
 *   card window pass, decline a secondary, decline research, fight on without retreating, abstain, score
 *   nothing) and then every answer Mecatol's bot would weigh (engine/ti4/bot.ts), in the bot's order;
 * - each candidate is tried with the rules (`applyCommand`), so the default is always legal;
 * - among the legal ones, the first that spends nothing of the seat's (trade goods, commodities, planets
 *   exhausted, command tokens, cards from the hand, technologies exhausted) wins; only when every legal
 *   answer spends something (a discard down to the hand limit, say) the one that spends least is played.
 *
 * The bot at any level would not do: it may spend (a secondary followed, a tactical action taken) where a
 * free legal answer exists. Pure: reads the state, returns a command `applyCommand` accepts, or null when
 * the game is not waiting on the seat (or no candidate is legal, left to the reminders).
 */
import { applyCommand } from "../../engine/kernel/apply.ts";
import type { Decision } from "../../engine/kernel/decision.ts";
import { pendingDecisions } from "../../engine/kernel/flow.ts";
import type { EngineContext, Seat } from "../../engine/kernel/types.ts";
import { ti4Answers } from "../../engine/ti4/bot.ts";
import type { Ti4Command } from "../../engine/ti4/commands.ts";
import type { Ti4 } from "../../engine/ti4/ruleset.ts";
import type { Ti4PlayerState, Ti4State } from "../../engine/ti4/state.ts";

export interface Ti4DefaultAction {
  command: Ti4Command;
  /** What the seat did, for "<name> timed out: <said>." (the decision's own prompt). */
  said: string;
}

/** `now` only stamps events; it never decides what is legal. */
const TRYING: EngineContext = { now: "1970-01-01T00:00:00.000Z" };

const exhaustedPlanets = (p: Ti4PlayerState) =>
  Object.values(p.planets).filter((card) => card?.exhausted === true).length;

/** What an answer costs its seat: everything of theirs it spends or gives away, counted one by one. */
export function ti4Spent(before: Ti4State, after: Ti4State, seat: Seat): number {
  const was = before.players[seat];
  const is = after.players[seat];
  if (!was || !is) return 0;
  const tokens = (p: Ti4PlayerState) => p.tokens.tactic + p.tokens.fleet + p.tokens.strategy;
  const drop = (a: number, b: number) => Math.max(0, a - b);
  return (
    drop(was.tradeGoods, is.tradeGoods) +
    drop(was.commodities, is.commodities) +
    drop(tokens(was), tokens(is)) +
    drop(exhaustedPlanets(is), exhaustedPlanets(was)) +
    drop(is.exhaustedTechnologies?.length ?? 0, was.exhaustedTechnologies?.length ?? 0) +
    drop(was.secret.actionCards.length, is.secret.actionCards.length) +
    drop(was.secret.promissoryNotes.length, is.secret.promissoryNotes.length)
  );
}

/**
 * The answers that mean "nothing", tried before any other decision of the seat: an answer that opens a
 * step (following a secondary) may spend only at that next step, so it is never free for sure.
 */
const NOTHING: readonly string[] = [
  "passCardWindow",
  "declineSecondary",
  "declineResearch",
  "declineRetreat",
  "abstain",
  "endScoring",
  "pass",
  "passPlotMoment",
  "endTurn",
];
const rank = (d: Decision<Ti4>) => (NOTHING.includes(d.kind) ? NOTHING.indexOf(d.kind) : NOTHING.length);

/** The candidates for one owed decision: its bare answer, then the bot's. */
function candidates(state: Ti4State, decision: Decision<Ti4>): Ti4Command[] {
  const bare = { type: decision.kind, seat: decision.seat } as Ti4Command;
  return [bare, ...ti4Answers(state, decision)];
}

/** The default answer for a seat the game waits on, or null (see the header). */
export function ti4DefaultAction(
  state: Ti4State,
  seat: Seat,
  ctx: EngineContext = TRYING,
): Ti4DefaultAction | null {
  if (state.phase === "finished") return null;
  const owed = pendingDecisions<Ti4>(state)
    .filter((d) => d.seat === seat && d.optional !== true)
    .sort((a, b) => rank(a) - rank(b));
  let best: { command: Ti4Command; cost: number } | null = null;
  const tried = new Set<string>();
  for (const decision of owed) {
    for (const command of candidates(state, decision)) {
      const key = JSON.stringify(command);
      if (tried.has(key)) continue;
      tried.add(key);
      const result = applyCommand<Ti4>(state, command, ctx);
      if (!result.ok) continue;
      const cost = ti4Spent(state, result.state, seat);
      if (best === null || cost < best.cost) best = { command, cost };
      if (cost === 0) return said(owed, best.command);
    }
  }
  return best ? said(owed, best.command) : null;
}

function said(owed: readonly Decision<Ti4>[], command: Ti4Command): Ti4DefaultAction {
  const prompt = owed.find((d) => d.kind === command.type)?.prompt;
  return { command, said: prompt ?? `answered ${command.type}` };
}

/** `/ti rules deadline`, for a Fourth Edition game: how its default is chosen. */
export const TI4_DEFAULT_RULE =
  "In a Fourth Edition game the default is the first legal answer that spends nothing of the player's (let an action card window pass, decline a secondary or a research, fight on without retreating, abstain, score nothing, pass the turn or end it without its second action); only where every legal answer spends something (a discard down to the hand limit) the one that spends least.";
