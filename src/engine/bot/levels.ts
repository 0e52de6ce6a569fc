/**
 * Difficulty levels (issue #29): the same candidates, weighed differently. `normal` plays the modules'
 * order as it is. `easy` is weaker and quicker by design: it lets some tactical actions go and, for the
 * Strategy Card, the system to activate, the units to buy and the vote, takes a candidate drawn from the
 * public table (`botRoll`) rather than the best. `hard` ranks the Strategy Card pick and the tactical target
 * with a small evaluation of the position (public objectives it meets, planets gained, enemy fleets next
 * door) and keeps the normal order elsewhere. Every level reads only the seat's view, so each stays fair.
 */
import { getPlanet, type PlanetId } from "../../content/index.ts";
import type { Command, CommandType } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import type { BotLevel } from "../kernel/bot.ts";
import { requirementOutcome } from "../rules/objectives/index.ts";
import { controllerOf } from "../rules/tactical/control.ts";
import { planetsAt } from "../rules/units.ts";
import type { GameState, PositionLabel, Seat } from "../state.ts";
import { neighbours } from "./fleets.ts";
import { enemyStrengthAt } from "./forces.ts";
import { botRoll } from "./table.ts";

export { BOT_LEVELS, type BotLevel, isBotLevel } from "../kernel/bot.ts";

/** Decisions where an easy bot takes a drawn candidate instead of the first. */
const EASY_DRAWN: ReadonlySet<CommandType> = new Set([
  "pickStrategyCard",
  "tacticalAction",
  "produceUnits",
  "castVotes",
]);

/** How often (in 100) an easy bot lets a tactical or transfer action go and looks at its next option. */
const EASY_IDLE = 35;

/** The candidates of `decision` in the order the level tries them (`state` is the seat's view). */
export function leveled(
  state: GameState,
  decision: Decision,
  candidates: Command[],
  level: BotLevel,
): Command[] {
  if (level === "normal" || candidates.length === 0) return candidates;
  if (level === "easy") return easyOrder(state, decision, candidates);
  return hardOrder(state, decision, candidates);
}

function easyOrder(state: GameState, d: Decision, candidates: Command[]): Command[] {
  if (
    (d.kind === "tacticalAction" || d.kind === "transferAction") &&
    botRoll(state, d.seat, `idle:${d.kind}`) < EASY_IDLE
  )
    return [];
  if (!EASY_DRAWN.has(d.kind)) return candidates;
  // A rotation keeps every candidate on the list, so a refused draw still falls back on the others.
  const start = botRoll(state, d.seat, `easy:${d.kind}`) % candidates.length;
  return [...candidates.slice(start), ...candidates.slice(0, start)];
}

function hardOrder(state: GameState, d: Decision, candidates: Command[]): Command[] {
  const worth =
    d.kind === "pickStrategyCard"
      ? (c: Command) => (c.type === "pickStrategyCard" ? cardWorth(state, d.seat, c.card) : 0)
      : d.kind === "tacticalAction"
        ? (c: Command) => (c.type === "tacticalAction" ? targetWorth(state, d.seat, c.position) : 0)
        : null;
  if (!worth) return candidates;
  // The modules' order stays in the score (earlier is better), so the evaluation only breaks near ties.
  const scored = candidates.map((c, i) => ({ c, s: worth(c) - i * 0.5 }));
  return scored.sort((a, b) => b.s - a.s).map((x) => x.c);
}

/** Public objectives face up that `seat` has not scored and meets now: points Imperial can cash this round. */
export function objectivesMet(state: GameState, seat: Seat): number {
  return state.objectives.filter(
    (o) => !o.scoredBy.includes(seat) && requirementOutcome(state, seat, o.id).ok,
  ).length;
}

/** Enemy strength next to (and in) a system: what a fleet left there may meet next turn. */
export function threatAt(state: GameState, seat: Seat, position: PositionLabel): number {
  return [position, ...neighbours(state, position)].reduce((n, p) => n + enemyStrengthAt(state, seat, p), 0);
}

function homeThreat(state: GameState, seat: Seat): number {
  const home = state.players[seat]?.home;
  return home ? threatAt(state, seat, home) : 0;
}

/** What a Strategy Card is worth to `seat` now, in rough points of position. */
export function cardWorth(state: GameState, seat: Seat, card: string): number {
  const me = state.players[seat];
  if (!me) return 0;
  const family = card.replace(/-\d+$/, "");
  switch (family) {
    case "imperial": {
      const mecatol = controllerOf(state, "mecatol-rex" as PlanetId) === seat ? 2 : 0;
      return 3 + 2.5 * Math.min(objectivesMet(state, seat), 2) + mecatol;
    }
    case "technology":
      return 2.5 + (me.technologies.length < 5 ? 1 : 0);
    case "trade":
      return 2 + (me.tradeGoods < 3 ? 1 : 0);
    case "leadership":
      return 1.5 + (me.counters.command < 3 ? 2 : 0);
    case "warfare":
      return 1 + Math.min(homeThreat(state, seat), 4) / 2;
    case "diplomacy":
      return 0.5 + Math.min(homeThreat(state, seat), 4) / 2;
    default:
      return 1;
  }
}

/** What activating a system is worth beyond the normal score: planets' value gained, less the risk near it. */
export function targetWorth(state: GameState, seat: Seat, position: PositionLabel): number {
  const gained = planetsAt(state, position)
    .filter((p) => controllerOf(state, p) !== seat)
    .reduce((n, p) => n + getPlanet(p).resources + getPlanet(p).influence, 0);
  return gained / 2 - Math.min(threatAt(state, seat, position), 6) / 3;
}
