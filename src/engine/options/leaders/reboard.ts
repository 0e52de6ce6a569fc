/**
 * A Leader changes ships within its system (RR §24.4: it rides any of its owner's ships, using no
 * capacity). Between moves the engine knows only the type of ship it rides, so the player names the new
 * type: e.g. an Admiral goes over to the Dreadnought to lend it its die. [decision: the owner does so on
 * his own turn of the Action Phase, while no fight is under way, as he would rearrange his pieces; a
 * Leader on a planet boards only a ship that moves, as Ground Forces do (RR §10.3)]
 */
import type { Command } from "../../commands.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { count, isShip, spaceUnits } from "../../rules/units.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { findLeader, leaderName } from "./where.ts";

const FIGHTS = new Set(["pdsFire", "spaceBattle", "invasion", "casualties", "salvage", "capture"]);

function ownTurn(state: GameState, seat: Seat): boolean {
  const phase = state.stack.find((f) => f.kind === "actionPhase");
  return phase?.kind === "actionPhase" && phase.order[phase.current] === seat;
}

export function changeLeaderShip(
  tx: Tx,
  command: Extract<Command, { type: "changeLeaderShip" }>,
): RuleError | undefined {
  const { state } = tx;
  if (!state.config.options.includes("leaders"))
    return ruleError("ERR_NO_LEADERS", "RR §24.4", "This game is played without Leaders.");
  const leader = findLeader(state, command.leader);
  if (!leader || leader.seat !== command.seat)
    return ruleError("ERR_LEADER_UNKNOWN", "RR §24.4", `You have no Leader called "${command.leader}".`);
  const at = leader.at;
  if (at.on !== "ship") {
    return ruleError(
      "ERR_LEADER_NOT_ABOARD",
      "RR §24.4; RR §10.3",
      `${leaderName(leader.id)} is not aboard a ship: a Leader on a planet boards only a ship that moves.`,
    );
  }
  if (!ownTurn(state, command.seat) || state.stack.some((f) => FIGHTS.has(f.kind))) {
    return ruleError(
      "ERR_LEADER_SHIP_TIMING",
      "RR §24.4",
      "A Leader changes ships on its owner's turn of the Action Phase, while no fight is under way.",
    );
  }
  if (command.ship === at.ship)
    return ruleError("ERR_LEADER_SHIP", "RR §24.4", `${leaderName(leader.id)} already rides a ${at.ship}.`);
  if (!isShip(command.ship) || count(spaceUnits(state, at.position, command.seat), command.ship) === 0) {
    return ruleError(
      "ERR_LEADER_SHIP",
      "RR §24.4",
      `You have no ${command.ship} at ${at.position} for ${leaderName(leader.id)} to board.`,
    );
  }
  const to = { on: "ship" as const, position: at.position, ship: command.ship };
  tx.emit({ type: "leaderMoved", seat: command.seat, leader: leader.id, at: to, reason: "changes ships" });
  return undefined;
}
