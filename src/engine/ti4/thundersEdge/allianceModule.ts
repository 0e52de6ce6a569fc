/**
 * TE "Alliance Game Variant" as a rule of play (set-up and refusals: alliance.ts; who is allied: board/allies.ts).
 *
 * - Winning (TE "Alliance Winning the Game"): the game is played to 14 points; an alliance wins when one of
 *   its players has 14 and their ally at least 10. LRR 98 (the first to reach the target wins at once) is set
 *   aside (`victoryWaits`) and this rule stands in its place, checked before every automatic step as LRR 98
 *   is. If several players reach it at the same moment, the earliest in initiative order (LRR 98.4) wins with
 *   their ally.
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { allyOf } from "../board/allies.ts";
import type { Ti4Module } from "../hooks/index.ts";
import { initiativeOrder } from "../round/initiative.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { ALLIANCE_CARD_EVENTS } from "./allianceCards.ts";
import { ALLIANCE_CARRY_EVENTS, ALLIANCE_CARRY_HANDLERS } from "./allianceCarry.ts";
import { ALLIANCE_DRAW_EVENTS } from "./allianceDraws.ts";
import { ALLIANCE_EXCHANGE_EVENTS, ALLIANCE_EXCHANGE_HANDLERS } from "./allianceExchange.ts";

/** True when the game plays the Alliance variant. */
export function playsAlliance(state: Pick<Ti4State, "config">): boolean {
  return state.config.alliance !== undefined;
}

/** The ally's least victory points for an alliance to win (TE "Alliance Winning the Game"). */
export const ALLY_POINTS_TO_WIN = 10;

/** The seats that have won under the variant's rule now: the leader first, then their ally; none yet: []. */
export function allianceWinners(state: Ti4State): Seat[] {
  const order = initiativeOrder(state);
  const leaders = state.players
    .filter((p) => !p.eliminated && p.vp >= state.config.vpTarget)
    .filter((p) => {
      const ally = allyOf(state, p.seat);
      const partner = ally === undefined ? undefined : state.players[ally];
      return partner !== undefined && !partner.eliminated && partner.vp >= ALLY_POINTS_TO_WIN;
    })
    .map((p) => p.seat)
    .sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const leader = leaders[0];
  if (leader === undefined) return [];
  return [leader, allyOf(state, leader) as Seat];
}

function allianceReachedTarget(tx: Tx<Ti4>): boolean {
  const state = tx.state;
  if (!playsAlliance(state) || state.phase === "finished" || state.phase === "setup") return false;
  const winners = allianceWinners(state);
  if (winners.length === 0) return false;
  tx.emit({ type: "ti4GameWon", seats: winners });
  return true;
}

export const TE_ALLIANCE: Ti4Module = {
  id: "teAlliance",
  standing: [allianceReachedTarget],
  commands: { ...ALLIANCE_CARRY_HANDLERS, ...ALLIANCE_EXCHANGE_HANDLERS },
  events: {
    ...ALLIANCE_CARRY_EVENTS,
    ...ALLIANCE_EXCHANGE_EVENTS,
    ...ALLIANCE_CARD_EVENTS,
    ...ALLIANCE_DRAW_EVENTS,
  },
  hooks: { victoryWaits: playsAlliance },
};
