/**
 * What becomes of a Leader whose ship or planet is lost (RR §24.4; base p.34-35). A standing check of
 * the driver loop (flow.ts) sees every Leader left where it cannot stay, whatever took its ship or
 * planet away:
 * - its ship destroyed in a Space Battle: a die, 1-5 killed, 6-8 escapes, 9-10 captured by the enemy;
 *   destroyed any other way (PDS fire, a card, Fighters without room): killed;
 * - its planet invaded successfully (landed on undefended included): a die, 1-5 captured by the
 *   invader, 6-9 escapes, 10 killed; its planet changing hands any other way: it escapes;
 * - landed in an invasion that failed: captured by the defender (killed on a neutral planet);
 * - held by a captor who is out of the game: it escapes.
 * An escaping Leader reaches a planet of its owner's in a system without enemy ships, which he names
 * (a choice: refuge.ts); with none, it is lost [decision: the rule names no other place].
 */
import type { PlanetId } from "../../../content/index.ts";
import { rollD10 } from "../../rng.ts";
import { controllerOf } from "../../rules/tactical/control.ts";
import {
  count,
  GROUND_TYPES,
  onlyTypes,
  planetUnits,
  positionOfPlanet,
  spaceUnits,
  totalUnits,
} from "../../rules/units.ts";
import type { GameState, LeaderInPlay, LeaderPlace, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { leadersInPlay } from "./where.ts";

function move(tx: Tx, leader: LeaderInPlay, at: LeaderPlace, reason: string): void {
  tx.emit({ type: "leaderMoved", seat: leader.seat, leader: leader.id, at, reason });
}

/** Rolls the Leader's fate die; `fates` maps each result 1-10 to where it goes. */
function rollFate(tx: Tx, leader: LeaderInPlay, fate: (die: number) => [LeaderPlace, string]): void {
  const drawn = rollD10(tx.state.rng, 1);
  const value = drawn.value[0] as number;
  const [at, outcome] = fate(value);
  tx.emit({ type: "leaderDieRolled", seat: leader.seat, leader: leader.id, value, outcome, rng: drawn.rng });
  move(tx, leader, at, outcome);
}

const KILLED: LeaderPlace = { on: "killed" };
const ESCAPING: LeaderPlace = { on: "escaping" };
const captive = (captor: Seat): LeaderPlace => ({ on: "captive", captor });

function battleAt(state: GameState, position: string) {
  return state.stack.find((f) => f.kind === "spaceBattle" && f.position === position) as
    | Extract<GameState["stack"][number], { kind: "spaceBattle" }>
    | undefined;
}

/** Where a Leader whose ship sank in a Space Battle goes on each die, `enemy` the other side of the battle. */
export type BattleFate = (die: number, enemy: Seat) => [LeaderPlace, string];

/** RR §24.4: 1-5 killed, 6-8 escapes, 9-10 captured. */
const BATTLE_FATE: BattleFate = (die, enemy) =>
  die <= 5
    ? [KILLED, "killed with its ship"]
    : die <= 8
      ? [ESCAPING, "escapes its ship"]
      : [captive(enemy), "captured in the battle"];

/** The ship carrying the Leader is gone. */
function shipLost(tx: Tx, leader: LeaderInPlay, battleFate: BattleFate): boolean {
  const at = leader.at;
  if (at.on !== "ship" || count(spaceUnits(tx.state, at.position, leader.seat), at.ship) > 0) return false;
  const battle = battleAt(tx.state, at.position);
  if (!battle) {
    move(tx, leader, KILLED, "its ship was destroyed");
    return true;
  }
  const enemy = battle.attacker === leader.seat ? battle.defender : battle.attacker;
  rollFate(tx, leader, (die) => battleFate(die, enemy));
  return true;
}

function invasionPending(state: GameState, planet: PlanetId): boolean {
  return state.stack.some(
    (f) =>
      (f.kind === "invasion" && f.planet === planet) ||
      (f.kind === "tacticalAction" && f.invasions.includes(planet)),
  );
}

/** The Leader's planet is no longer its owner's. */
function planetLost(tx: Tx, leader: LeaderInPlay): boolean {
  const at = leader.at;
  if (at.on !== "planet") return false;
  const controller = controllerOf(tx.state, at.planet);
  if (controller === leader.seat || invasionPending(tx.state, at.planet)) return false;
  const position = positionOfPlanet(tx.state, at.planet) ?? at.position;
  const ground = totalUnits(onlyTypes(planetUnits(tx.state, position, at.planet, leader.seat), GROUND_TYPES));
  if (ground > 0) return false;
  const action = tx.state.stack.find((f) => f.kind === "tacticalAction" && f.position === position);
  const invader = action?.kind === "tacticalAction" ? action.seat : null;
  if (invader === leader.seat) {
    move(tx, leader, controller === null ? KILLED : captive(controller), "the invasion failed");
  } else if (invader !== null && controller === invader) {
    rollFate(tx, leader, (die) =>
      die <= 5
        ? [captive(invader), "captured on its planet"]
        : die <= 9
          ? [ESCAPING, "escapes the invasion"]
          : [KILLED, "killed defending its planet"],
    );
  } else {
    move(tx, leader, ESCAPING, "its planet changed hands");
  }
  return true;
}

/**
 * A captive whose captor is out of the game walks free and escapes [decision: the rule is silent; taking
 * the captor's last planet by invasion hands them to the invader first (captives.ts)].
 */
function captorGone(tx: Tx, leader: LeaderInPlay): boolean {
  const at = leader.at;
  if (at.on !== "captive" || !tx.state.players[at.captor]?.eliminated) return false;
  move(tx, leader, ESCAPING, "its captor is out of the game");
  return true;
}

/** The standing check for a battle table: the first Leader left where it cannot stay meets its fate. */
export function leaderFatesWith(battleFate: BattleFate): (tx: Tx) => boolean {
  return (tx) => {
    if (tx.state.phase === "setup" || tx.state.phase === "finished") return false;
    return leadersInPlay(tx.state).some(
      (leader) => shipLost(tx, leader, battleFate) || planetLost(tx, leader) || captorGone(tx, leader),
    );
  };
}

/** The standing check with the Leaders option's table. */
export const settleLeaderFates = leaderFatesWith(BATTLE_FATE);
