/**
 * A Leader changes ships within its system (RR §24.4: it rides any of its owner's ships, using no
 * capacity). Between moves the engine knows only the type of ship it rides, so the player names the new
 * type: e.g. an Admiral goes over to the Dreadnought to lend it its die. [decision: the owner does so on
 * his own turn of the Action Phase, while no fight is under way, as he would rearrange his pieces; a
 * Leader on a planet boards only a ship that moves, as Ground Forces do (RR §10.3)]
 *
 * Hope's End 2.3 ("Movement of Leaders") times it otherwise: only just before the Movement Segment, and
 * then from a planet onto a ship too, the ship staying or going (the classic Leaders, `CLASSIC`). Its
 * Movement Segment is ours: the move step of the player's own tactical (or transfer) action, before he
 * answers it. At any other moment a classic Leader changes ships only by boarding one that moves.
 */
import type { Command } from "../../commands.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { count, isShip, spaceUnits } from "../../rules/units.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { findLeader, leaderName } from "./where.ts";

const FIGHTS = new Set(["pdsFire", "spaceBattle", "invasion", "casualties", "salvage", "capture"]);

/** When and from where a Leader may change ships under each Leaders option. */
interface Reboarding {
  readonly rule: string;
  readonly fromPlanet: boolean;
  readonly now: (state: GameState, seat: Seat) => boolean;
  readonly when: string;
}

const TI3: Reboarding = {
  rule: "RR §24.4",
  fromPlanet: false,
  now: (state, seat) => ownTurn(state, seat) && !state.stack.some((f) => FIGHTS.has(f.kind)),
  when: "A Leader changes ships on its owner's turn of the Action Phase, while no fight is under way.",
};

const CLASSIC: Reboarding = {
  rule: "Hope's End 2.3",
  fromPlanet: true,
  now: beforeMovement,
  when: "Classic Leaders change ships only just before movement: in the move step of your own tactical or transfer action.",
};

function ownTurn(state: GameState, seat: Seat): boolean {
  const phase = state.stack.find((f) => f.kind === "actionPhase");
  return phase?.kind === "actionPhase" && phase.order[phase.current] === seat;
}

/** The seat's own action waits for its move (Hope's End's "immediately before the Movement Segment"). */
function beforeMovement(state: GameState, seat: Seat): boolean {
  const frame = state.stack.at(-1);
  return (
    (frame?.kind === "tacticalAction" || frame?.kind === "transferAction") &&
    frame.seat === seat &&
    frame.step === "move"
  );
}

function reboardingOf(state: GameState): Reboarding | RuleError {
  const options = state.config.options;
  if (options.includes("classic:leaders")) return CLASSIC;
  if (options.includes("leaders")) return TI3;
  return ruleError("ERR_NO_LEADERS", "RR §24.4", "This game is played without Leaders.");
}

export function changeLeaderShip(
  tx: Tx,
  command: Extract<Command, { type: "changeLeaderShip" }>,
): RuleError | undefined {
  const { state } = tx;
  const rules = reboardingOf(state);
  if ("code" in rules) return rules;
  const leader = findLeader(state, command.leader);
  if (!leader || leader.seat !== command.seat)
    return ruleError("ERR_LEADER_UNKNOWN", rules.rule, `You have no Leader called "${command.leader}".`);
  const at = leader.at;
  if (at.on !== "ship" && !(rules.fromPlanet && at.on === "planet")) {
    return ruleError(
      "ERR_LEADER_NOT_ABOARD",
      rules.fromPlanet ? rules.rule : "RR §24.4; RR §10.3",
      rules.fromPlanet
        ? `${leaderName(leader.id)} is neither aboard a ship nor on a planet.`
        : `${leaderName(leader.id)} is not aboard a ship: a Leader on a planet boards only a ship that moves.`,
    );
  }
  if (!rules.now(state, command.seat)) return ruleError("ERR_LEADER_SHIP_TIMING", rules.rule, rules.when);
  if (at.on === "ship" && command.ship === at.ship)
    return ruleError("ERR_LEADER_SHIP", rules.rule, `${leaderName(leader.id)} already rides a ${at.ship}.`);
  if (!isShip(command.ship) || count(spaceUnits(state, at.position, command.seat), command.ship) === 0) {
    return ruleError(
      "ERR_LEADER_SHIP",
      rules.rule,
      `You have no ${command.ship} at ${at.position} for ${leaderName(leader.id)} to board.`,
    );
  }
  const to = { on: "ship" as const, position: at.position, ship: command.ship };
  const reason = at.on === "ship" ? "changes ships" : "boards a ship";
  tx.emit({ type: "leaderMoved", seat: command.seat, leader: leader.id, at: to, reason });
  return undefined;
}
