/**
 * PDS fire (RR §8 step 3). The PDS of every player in range may fire once at the ships in the activated
 * system: other players' PDS only at the active player's ships, the active player's at enemy ships. A PDS
 * reaches its own system, and adjacent systems with Deep Space Cannon; never through a wormhole (RR
 * §10.4); never into an Ion Storm (SE p.6). Firing is optional, so each owner is asked; the answers are
 * taken at once (no answer changes another's), then each owner of hit ships assigns the hits, Fighters
 * included [recalled]. In a transfer action the tactical helper calls this once per system.
 */
import { getUnit, type PlanetId } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import { adjacentPositions } from "../../galaxy/index.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { nameOf } from "../players.ts";
import { hasTechEffect } from "../units.ts";
import { pushCasualties } from "./casualties.ts";
import { openMovementWindow } from "./combatCardWindow.ts";
import { rollVolley, type Shot, shotsOf } from "./dice.ts";
import { adjacencyOptions, anomalyAt, seatsWithShips, unitsAt } from "./forces.ts";
import type { PdsBattery, PdsFireFrame } from "./frames.ts";
import type { Activation } from "./index.ts";
import { removeUnsupportedFighters } from "./losses.ts";

function pdsIn(state: GameState, position: PositionLabel): Map<Seat, number> {
  const out = new Map<Seat, number>();
  for (const planet of Object.keys(state.board[position]?.planets ?? {}) as PlanetId[]) {
    for (const p of state.players) {
      const n = unitsAt(state, position, planet, p.seat).units.pds ?? 0;
      if (n > 0) out.set(p.seat, (out.get(p.seat) ?? 0) + n);
    }
  }
  return out;
}

/** The adjacent systems whose PDS reach this one with Deep Space Cannon (RR §10.4: shared edges only). */
function cannonNeighbours(state: GameState, position: PositionLabel): PositionLabel[] {
  return adjacentPositions(state.galaxy, position, adjacencyOptions(state), "other");
}

/** Every player's PDS that reach the system: their own there, and adjacent ones with Deep Space Cannon. */
export function pdsInRange(state: GameState, position: PositionLabel): PdsBattery[] {
  if (anomalyAt(state, position)?.pdsMayTarget === false) return [];
  const batteries = new Map<Seat, PdsBattery>();
  const battery = (seat: Seat) => batteries.get(seat) ?? { seat, own: 0, adjacent: 0 };
  for (const [seat, n] of pdsIn(state, position)) batteries.set(seat, { ...battery(seat), own: n });
  for (const next of cannonNeighbours(state, position)) {
    for (const [seat, n] of pdsIn(state, next)) {
      if (hasTechEffect(state, seat, "deepSpaceCannon"))
        batteries.set(seat, { ...battery(seat), adjacent: battery(seat).adjacent + n });
    }
  }
  return [...batteries.values()].sort((a, b) => a.seat - b.seat);
}

/** How many of the seat's PDS in this system fire at +1 (a Scientist on their planet, RR §24.4). */
function pdsBettered(state: GameState, seat: Seat, position: PositionLabel): number {
  return answers(state, "pdsDiceBonus").reduce((n, ask) => n + ask(state, seat, position), 0);
}

/** The shots of a battery's PDS: those in the system, and those from adjacent systems (odds.ts asks it too). */
export function batteryShots(state: GameState, battery: PdsBattery, position: PositionLabel): Shot[] {
  const cannon = getUnit("pds").spaceCannon as { dice: number; combat: number };
  // Those a Scientist stands with fire at +1 (Leaders option, RR §24.4: one less needed), in the system
  // and, with Deep Space Cannon, from the adjacent systems too.
  const better = Math.min(battery.own, pdsBettered(state, battery.seat, position));
  const fromNext =
    battery.adjacent === 0
      ? 0
      : cannonNeighbours(state, position).reduce((n, next) => n + pdsBettered(state, battery.seat, next), 0);
  const betterNext = Math.min(battery.adjacent, fromNext);
  return [
    ...shotsOf("pds", better, cannon.combat - 1, cannon.dice),
    ...shotsOf("pds", battery.own - better, cannon.combat, cannon.dice),
    ...shotsOf("pds", betterNext, cannon.combat - 1, cannon.dice, true),
    ...shotsOf("pds", battery.adjacent - betterNext, cannon.combat, cannon.dice, true),
  ];
}

/** Whose ships a battery may shoot at: the active player's, or (for the active player) any enemy's. */
export function pdsTargets(
  state: GameState,
  frame: { seat: Seat; position: PositionLabel },
  shooter: Seat,
): Seat[] {
  // Borderlands, Declarations of War and Peace: no PDS fire at a player at peace.
  const spared = answers(state, "pdsTargetSpared");
  const present = seatsWithShips(state, frame.position).filter(
    (s) => !spared.some((spare) => spare(state, shooter, s)),
  );
  return shooter === frame.seat
    ? present.filter((s) => s !== shooter)
    : present.filter((s) => s === frame.seat);
}

/** What follows the PDS fire step (SE option 7: Space Mines are rolled for). */
function pdsFireOver(tx: Tx, activation: Activation): void {
  for (const over of answers(tx.state, "pdsFireOver")) over(tx, activation);
}

/** RR §8 step 3: pushes the PDS fire when some PDS in range has ships to shoot at. */
export function startPdsFire(tx: Tx, activation: Activation): void {
  // Redefining War Crimes (law, Against): no PDS fire at ships this round.
  const barred = answers(tx.state, "pdsFireBlocked").some((ask) => ask(tx.state, activation));
  const batteries = barred
    ? []
    : pdsInRange(tx.state, activation.position).filter(
        (b) => pdsTargets(tx.state, activation, b.seat).length > 0,
      );
  if (batteries.length === 0) {
    pdsFireOver(tx, activation);
    // Minelayers, Experimental Battlestation (Action Cards): a window right after the movement.
    openMovementWindow(tx, activation);
    return;
  }
  const frame: PdsFireFrame = {
    kind: "pdsFire",
    seat: activation.seat,
    position: activation.position,
    batteries,
    awaiting: batteries.map((b) => b.seat),
    volleys: [],
    step: "fire",
  };
  tx.emit({ type: "framePushed", frame });
  // Minelayers, Experimental Battlestation (Action Cards): a window right after the movement, before the PDS.
  openMovementWindow(tx, activation);
}

export const PDS_FIRE_RULES: FrameRules<PdsFireFrame> = {
  decisions(state, frame): Decision[] {
    return frame.awaiting.map((seat) => {
      const b = frame.batteries.find((x) => x.seat === seat) as PdsBattery;
      const targets = pdsTargets(state, frame, seat).map((s) => nameOf(state, s));
      return {
        kind: "firePds",
        seat,
        simultaneous: true,
        prompt: `fire your ${b.own + b.adjacent} PDS at ${targets.join(" or ")}'s ships in ${frame.position}, or hold`,
        choices: ["fire", "hold"],
      };
    });
  },
  advance(tx, frame) {
    if (frame.step === "fire") {
      if (frame.awaiting.length > 0) return false;
      tx.emit({ type: "frameReplaced", frame: { ...frame, step: "done", volleys: [] } });
      const reason = "PDS fire";
      pushCasualties(tx, {
        position: frame.position,
        planet: null,
        on: "ships",
        volleys: frame.volleys,
        reason,
      });
      return true;
    }
    // RR §2.3: Fighters whose Carrier the PDS destroyed have no support (no battle is under way yet).
    for (const seat of seatsWithShips(tx.state, frame.position))
      removeUnsupportedFighters(tx, seat, frame.position);
    tx.emit({ type: "framePopped" });
    pdsFireOver(tx, { seat: frame.seat, position: frame.position });
    return true;
  },
};

function top(tx: Tx): PdsFireFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "pdsFire") throw new Error("no PDS fire in progress");
  return frame;
}

function chooseTarget(state: GameState, frame: PdsFireFrame, command: { seat: Seat; target?: Seat }) {
  const targets = pdsTargets(state, frame, command.seat);
  if (command.target === undefined && targets.length === 1) return targets[0] as Seat;
  if (command.target !== undefined && targets.includes(command.target)) return command.target;
  // Each named with the seat letter the map prints (seat 0 is A): players never see seat numbers.
  const names = targets.map((s) => `${nameOf(state, s)} (${String.fromCharCode(65 + s)})`).join(", ");
  return ruleError("ERR_PDS_TARGET", "RR §8 step 3", `Name whose ships your PDS fire at: ${names}.`);
}

export function firePds(tx: Tx, command: Extract<Command, { type: "firePds" }>): RuleError | undefined {
  const frame = top(tx);
  if (command.fire) {
    const target = chooseTarget(tx.state, frame, command);
    if (typeof target !== "number") return target;
    const b = frame.batteries.find((x) => x.seat === command.seat) as PdsBattery;
    const shots = batteryShots(tx.state, b, frame.position);
    const ctx = {
      kind: "pds" as const,
      shooter: command.seat,
      target,
      position: frame.position,
      planet: null,
    };
    const volley = rollVolley(tx, { ...ctx, round: 0, attacker: null, warFunding: false }, shots);
    // Redefining War Crimes (law, For): firing at a fleet ends trade with its owner.
    for (const ask of answers(tx.state, "pdsFired")) ask(tx, command.seat, target);
    const now = top(tx);
    tx.emit({ type: "frameReplaced", frame: { ...now, volleys: [...now.volleys, volley] } });
  }
  const now = top(tx);
  tx.emit({
    type: "frameReplaced",
    frame: { ...now, awaiting: now.awaiting.filter((s) => s !== command.seat) },
  });
  return undefined;
}
