/**
 * Leaders named in a move or a landing (the Leaders option, RR §24.4): the option's module says where
 * they go; a game without the option has no Leader to name.
 */
import type { GameEvent } from "../../events.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Landing, LeaderAboard } from "./orders.ts";

const NO_LEADERS = () => ruleError("ERR_NO_LEADERS", "RR §24.4", "This game is played without Leaders.");

/** The events taking these Leaders along with the move's ships (`moved`: the move's own events). */
export function leadersAboard(
  state: GameState,
  seat: Seat,
  leaders: readonly LeaderAboard[],
  moved: readonly GameEvent[],
): RuleError | GameEvent[] {
  if (leaders.length === 0) return [];
  const [answer] = answers(state, "leadersMoving");
  return answer ? answer(state, seat, leaders, moved) : NO_LEADERS();
}

/** The events landing the Leaders these landings name. */
export function leadersLanded(
  state: GameState,
  seat: Seat,
  landings: readonly Landing[],
): RuleError | GameEvent[] {
  if (!landings.some((l) => (l.leaders ?? []).length > 0)) return [];
  const [answer] = answers(state, "leadersLanding");
  return answer ? answer(state, seat, landings) : NO_LEADERS();
}
