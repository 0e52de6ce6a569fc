/**
 * The answers given during tactical and transfer actions: moves (RR §10), landings (RR §13.1) and
 * production (RR §14). Each checks everything first, then emits, then moves its frame to the next step.
 */
import type { PlanetId } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import { answers } from "../../hooks/index.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { PositionLabel } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { askFleetSurplus } from "../fleetSurplus.ts";
import { forcesOnPlanet, GROUND_TYPES, onlyTypes, positionOfPlanet, totalUnits } from "../units.ts";
import { controllerOf, destroyStrandedSaarDocks, settleTradeStations } from "./control.ts";
import type { ShipsHeld } from "./heldOnTheWay.ts";
import { guardedNeutral, planLandings, resolveLandings } from "./landing.ts";
import { leadersAboard, leadersLanded } from "./leaderPassengers.ts";
import { type MovePlan, planMovement } from "./movement.ts";
import type { Landing } from "./orders.ts";
import { planProduction, produce } from "./production.ts";
import { announceShipsMoved, shipMoves } from "./shipsMoved.ts";
import {
  type TacticalActionFrame,
  type TransferActionFrame,
  tacticalProductionContext,
} from "./tacticalFrames.ts";
import { transferContext } from "./transfer.ts";

type ActionFrame = TacticalActionFrame | TransferActionFrame;

function actionFrame(tx: Tx, step: string): ActionFrame | RuleError {
  const frame = tx.state.stack.at(-1);
  if ((frame?.kind === "tacticalAction" || frame?.kind === "transferAction") && frame.step === step)
    return frame;
  return ruleError("ERR_NOT_NOW", "RR §8", `There is no ${step} step waiting for you.`);
}

function positionsOf(frame: ActionFrame): PositionLabel[] {
  return frame.kind === "tacticalAction" ? [frame.position] : [...frame.positions];
}

/**
 * A legal move, with what the `movementExits` moment makes of it (Hope's End's Gravity Rift): its dice
 * rolled first, then the move planned again with the ships held on the way, if any.
 */
function heldOnTheWay(
  tx: Tx,
  seat: number,
  plan: MovePlan | RuleError,
  replan: (held: ShipsHeld[]) => MovePlan | RuleError,
): { plan: MovePlan; held: ShipsHeld[] } | RuleError {
  if (isRuleError(plan)) return plan;
  const held: ShipsHeld[] = [];
  for (const exits of answers(tx.state, "movementExits")) {
    const answer = exits(tx.state, seat, plan.groups);
    for (const event of answer.events) tx.emit(event);
    held.push(...answer.held);
  }
  if (held.length === 0) return { plan, held };
  const again = replan(held);
  if (isRuleError(again))
    throw new Error(`A move checked as ordered failed with ships held: ${again.message}`);
  return { plan: again, held };
}

export function moveUnits(tx: Tx, command: Extract<Command, { type: "moveUnits" }>): RuleError | undefined {
  const frame = actionFrame(tx, "move");
  if (isRuleError(frame)) return frame;
  const scope =
    frame.kind === "tacticalAction"
      ? { kind: "tactical" as const, destination: frame.position }
      : { kind: "transfer" as const, positions: frame.positions };
  const made = heldOnTheWay(tx, command.seat, planMovement(tx.state, command.seat, command, scope), (held) =>
    planMovement(tx.state, command.seat, command, scope, held),
  );
  if (isRuleError(made)) return made;
  const { plan, held } = made;
  const leaders = leadersAboard(tx.state, command.seat, command.leaders ?? [], plan.events);
  if (isRuleError(leaders)) return leaders;
  for (const event of [...plan.events, ...leaders]) tx.emit(event);
  for (const position of positionsOf(frame)) destroyStrandedSaarDocks(tx, position);
  settleTradeStations(tx);
  // Space Mines (SE option 7): where the ships ended is noted, for the dice after PDS fire.
  for (const moved of answers(tx.state, "activationMoved")) moved(tx, command.seat, plan.events);
  if (frame.kind === "tacticalAction") {
    const docksMoved = frame.docksMoved + (plan.docksMoved[frame.position] ?? 0);
    tx.emit({ type: "frameReplaced", frame: { ...frame, step: "pdsFire", docksMoved } });
    // Minister of Peace (law): asked once the ships are in, before PDS fire.
    for (const moved of answers(tx.state, "fleetMovedIn"))
      moved(tx, command.seat, frame.position, plan.events);
  } else {
    const docksMoved = { ...frame.docksMoved };
    for (const [p, n] of Object.entries(plan.docksMoved)) docksMoved[p] = (docksMoved[p] ?? 0) + (n ?? 0);
    tx.emit({ type: "frameReplaced", frame: { ...frame, step: "pdsFire", docksMoved } });
  }
  // Asked last, so answered first: the High Alert token may follow the ships (SE p.16).
  announceShipsMoved(tx, command.seat, shipMoves(command.seat, plan.events));
  // Ships held on the way were never checked where they stopped: any excess there goes (RR §15).
  const stops = held.map((h) => h.at);
  if (stops.length > 0) askFleetSurplus(tx, [command.seat], "Ships held on the way", "fleetSurplus", stops);
  return undefined;
}

/** RR §8 step 6: a landing leads to Invasion Combat where the planet holds another player's units. */
function needsInvasion(tx: Tx, seat: number, landing: Landing): boolean {
  const owner = controllerOf(tx.state, landing.planet);
  if (owner === seat || totalUnits(onlyTypes(landing.units, GROUND_TYPES)) === 0) return false;
  const position = positionOfPlanet(tx.state, landing.planet) as PositionLabel;
  const system = tx.state.board[position];
  const forces = system ? forcesOnPlanet(system, landing.planet as PlanetId) : [];
  return (
    forces.some((f) => f.seat !== seat && totalUnits(f.units) > 0) || guardedNeutral(tx.state, landing.planet)
  );
}

export function landUnits(tx: Tx, command: Extract<Command, { type: "landUnits" }>): RuleError | undefined {
  const frame = actionFrame(tx, "landing");
  if (isRuleError(frame)) return frame;
  const scope = { positions: positionsOf(frame), friendlyOnly: frame.kind === "transferAction" };
  const landings = planLandings(tx.state, command.seat, command.landings ?? [], scope);
  if (isRuleError(landings)) return landings;
  const leaders = leadersLanded(tx.state, command.seat, command.landings ?? []);
  if (isRuleError(leaders)) return leaders;
  if (frame.kind === "tacticalAction") {
    const invasions = landings.filter((l) => needsInvasion(tx, command.seat, l)).map((l) => l.planet);
    tx.emit({ type: "frameReplaced", frame: { ...frame, step: "invasion", invasions } });
  } else {
    tx.emit({ type: "frameReplaced", frame: { ...frame, step: "production" } });
  }
  for (const event of leaders) tx.emit(event);
  resolveLandings(tx, command.seat, landings);
  return undefined;
}

export function produceUnits(
  tx: Tx,
  command: Extract<Command, { type: "produceUnits" }>,
): RuleError | undefined {
  const top = tx.state.stack.at(-1);
  // Surprise Assault: a production at the blockaded dock before the Space Battle.
  const early = top?.kind === "tacticalAction" && top.step === "assault";
  const frame = early ? top : actionFrame(tx, "production");
  if (isRuleError(frame)) return frame;
  const positions = positionsOf(frame);
  const position = command.position ?? (positions.length === 1 ? positions[0] : undefined);
  if (position === undefined || !positions.includes(position)) {
    return ruleError(
      "ERR_PRODUCTION_SYSTEM",
      "RR §9",
      `Name the system you produce in: ${positions.join(" or ")}.`,
    );
  }
  const ctx =
    frame.kind === "tacticalAction" ? tacticalProductionContext(frame) : transferContext(frame, position);
  const request = {
    position,
    orders: command.orders ?? [],
    ...(command.spaceDock !== undefined ? { spaceDock: command.spaceDock } : {}),
    ...(command.facilities !== undefined ? { facilities: command.facilities } : {}),
    payment: { planets: command.planets ?? [], tradeGoods: command.tradeGoods ?? 0 },
  };
  const plan = planProduction(tx.state, command.seat, request, ctx);
  if (isRuleError(plan)) return plan;
  if (early && frame.kind === "tacticalAction") {
    const produced = plan.events.length > 0 ? { producedEarly: true } : {};
    tx.emit({ type: "frameReplaced", frame: { ...frame, step: "spaceBattle", ...produced } });
  } else tx.emit({ type: "frameReplaced", frame: { ...frame, step: "done" } });
  produce(tx, command.seat, plan, "production");
  return undefined;
}
