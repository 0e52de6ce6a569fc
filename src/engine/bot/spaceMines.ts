/**
 * The bot and SE option 7, Space Mines (options/spaceMines/): it lays a mine to guard a system of its own
 * (its Home System or one where it holds a planet) when a token is left and the mine leaves it resources
 * for units; otherwise it lays none and answers the production. When mines of several owners lie where its
 * ships entered, it clears the first owner's.
 */
import type { Command } from "../commands.ts";
import { SPACE_MINE_COST, tokensLeft } from "../options/spaceMines/board.ts";
import { actionUnderway, laidThisActivation } from "../options/spaceMines/laying.ts";
import { player } from "../rules/players.ts";
import type { GameState, PositionLabel, Seat } from "../state.ts";
import { payFor, resourcesReady } from "./payment.ts";
import type { Candidates } from "./policy.ts";

function worthGuarding(state: GameState, seat: Seat, position: PositionLabel): boolean {
  const p = player(state, seat);
  if (p.home === position) return true;
  return Object.keys(state.board[position]?.planets ?? {}).some((id) => id in p.planets);
}

export const laySpaceMineCandidates: Candidates = (state, d) => {
  const action = actionUnderway(state);
  if (!action || tokensLeft(state) <= 0 || laidThisActivation(state, d.seat, action.positions)) return [];
  if (resourcesReady(state, d.seat) < SPACE_MINE_COST * 2) return [];
  const payment = payFor(state, d.seat, SPACE_MINE_COST);
  if (!payment) return [];
  return (d.choices ?? [])
    .filter((position) => worthGuarding(state, d.seat, position))
    .slice(0, 1)
    .map((position): Command => ({ type: "laySpaceMine", seat: d.seat, position, ...payment }));
};

export const removeSpaceMineCandidates: Candidates = (_state, d) =>
  (d.choices ?? []).map(
    (owner): Command => ({
      type: "removeSpaceMine",
      seat: d.seat,
      owner: owner === "neutral" ? null : Number(owner),
    }),
  );
