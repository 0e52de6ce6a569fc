/**
 * Activating a system (RR §8 step 1): a counter from the Command Pool onto a system that holds none of
 * yours; never an Asteroid Field or a Supernova (RR §11); never, under Diplomacy, a system holding units of
 * the player named (RR §6). Opponents' race technologies that answer an activation act here: Telepathic
 * Mind Weapon (Naalu) and Diplomats (Xxcha). Cards, laws and directives act at the activation's rule
 * moments (hooks/tactical.ts): bars and tolls on activating, what happens once a system is activated.
 */
import type { Command } from "../../commands.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { openActionWindow } from "../actionCards/window.ts";
import { endTurn } from "../actionPhase.ts";
import { askFleetSurplus } from "../fleetSurplus.ts";
import { nameOf, player } from "../players.ts";
import { hasTechEffect, seatsWithUnits } from "../units.ts";
import { controlsSystem } from "./control.ts";
import { anomalyRulesIn } from "./paths.ts";
import type { TacticalActionFrame } from "./tacticalFrames.ts";

/** Why this seat may not activate this system, or undefined (shared by tactical and transfer actions). */
export function activationBlock(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
): RuleError | undefined {
  const system = state.board[position];
  if (!system)
    return ruleError("ERR_NO_SYSTEM", "RR §8 step 1", `There is no system at ${position}.`, { position });
  if (system.commandCounters.includes(seat)) {
    return ruleError(
      "ERR_ALREADY_ACTIVATED",
      "RR §8 step 1",
      `You already have a command counter in ${position}: a system is activated only once a round.`,
      { position },
    );
  }
  const anomaly = anomalyRulesIn(state, position);
  if (anomaly && !anomaly.canActivate) {
    return ruleError(
      "ERR_CANNOT_ACTIVATE",
      anomaly.rule,
      "Asteroid Fields and Supernovas can never be activated.",
      { position },
    );
  }
  const present = seatsWithUnits(state, position);
  const barred = (state.diplomacyPairs ?? []).find(
    ([a, b]) => (a === seat && present.includes(b)) || (b === seat && present.includes(a)),
  );
  if (barred) {
    const other = barred[0] === seat ? barred[1] : barred[0];
    return ruleError(
      "ERR_DIPLOMACY",
      "RR §6 Diplomacy",
      `Diplomacy: you may not activate a system holding units of ${nameOf(state, other)} this Action Phase.`,
      { position },
    );
  }
  // Bars of this round (Diplomatic Immunity, a board card), then what activating costs (the laws' tolls).
  for (const blocked of answers(state, "activationBlocked")) {
    const refused = blocked(state, seat, position);
    if (refused) return refused;
  }
  for (const unpayable of answers(state, "activationUnpayable")) {
    const refused = unpayable(state, seat, position);
    if (refused) return refused;
  }
  return undefined;
}

/** The costs of the systems just activated, asked above everything so they are paid first (RR §20 tolls). */
export function askActivationCosts(tx: Tx, seat: Seat, positions: readonly PositionLabel[]): void {
  for (const tolls of answers(tx.state, "activationTolls")) tolls(tx, seat, positions);
}

/**
 * Why this seat may not take a tactical action on this system now, or undefined: a counter in the Command
 * Pool (RR §7) and a system it may activate. The surfaces' list of systems to activate asks it too.
 */
export function tacticalActivationBlock(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
): RuleError | undefined {
  if (player(state, seat).counters.command < 1) {
    return ruleError(
      "ERR_NO_COMMAND_COUNTER",
      "RR §7",
      "A tactical action needs a command counter in your Command Pool, and yours is empty.",
    );
  }
  return activationBlock(state, seat, position);
}

export function takeTacticalAction(
  tx: Tx,
  command: Extract<Command, { type: "tacticalAction" }>,
): RuleError | undefined {
  const { seat, position } = command;
  const refused = tacticalActivationBlock(tx.state, seat, position);
  if (refused) return refused;
  // Fleet Logistics (RR §7): the second tactical action replaces the finished first one.
  const second = tx.state.stack.at(-1)?.kind === "tacticalAction";
  if (second) tx.emit({ type: "framePopped" });
  tx.emit({ type: "systemActivated", seat, position, from: "command" });
  // What acts the moment a system is activated (Non-Aggression Pact, Imperial Containment).
  for (const activated of answers(tx.state, "systemActivated")) activated(tx, seat, position);
  const responders = diplomatsHolders(tx.state, seat, position);
  const frame: TacticalActionFrame = {
    kind: "tacticalAction",
    seat,
    position,
    step: responders.length > 0 ? "respond" : "move",
    responders,
    invasions: [],
    invading: null,
    docksMoved: 0,
    second,
  };
  tx.emit({ type: "framePushed", frame });
  const shrunk = telepathicMindWeapon(tx, seat, position);
  // RR §19: cards played right after a system is activated (Flank Speed, ...), before anything moves.
  openActionWindow(tx, "afterActivation");
  // RR §15: ships over the smaller Fleet Supply go at once, their owner choosing (answered before the window).
  if (shrunk) askFleetSurplus(tx, [seat], "Telepathic Mind Weapon");
  // The laws' tolls (Traffic Tariffs, Neutrality Pact) are paid first, above everything.
  askActivationCosts(tx, seat, [position]);
  return undefined;
}

/** Opponents holding a race technology with this effect who control the system (RR §13.4). */
function controllingOpponents(state: GameState, seat: Seat, position: PositionLabel, effect: string): Seat[] {
  return state.players
    .filter((p) => p.seat !== seat && !p.eliminated && hasTechEffect(state, p.seat, effect))
    .filter((p) => controlsSystem(state, p.seat, position))
    .map((p) => p.seat);
}

/**
 * Telepathic Mind Weapon (Naalu race technology): when an opponent activates a system the Naalu control,
 * he loses 1 counter from his Fleet Supply. True when his Fleet Supply shrank (ships over it then go).
 */
function telepathicMindWeapon(tx: Tx, seat: Seat, position: PositionLabel): boolean {
  let shrunk = false;
  for (const naalu of controllingOpponents(tx.state, seat, position, "telepathicMindWeapon")) {
    if (player(tx.state, seat).counters.fleet < 1) break;
    tx.emit({
      type: "commandCountersSpent",
      seat,
      counters: { fleet: 1 },
      reason: `Telepathic Mind Weapon (${nameOf(tx.state, naalu)})`,
    });
    shrunk = true;
  }
  return shrunk;
}

/** Diplomats (Xxcha race technology): once per round, with a Strategy Allocation counter to spend. */
function diplomatsHolders(state: GameState, seat: Seat, position: PositionLabel): Seat[] {
  return controllingOpponents(state, seat, position, "diplomats").filter((s) => {
    const p = player(state, s);
    return p.counters.strategy > 0 && p.abilitiesUsed?.diplomats !== state.round;
  });
}

/** An opponent with Diplomats cancels the activation (his counter back, the action over) or lets it stand. */
export function answerActivation(
  tx: Tx,
  command: Extract<Command, { type: "answerActivation" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "tacticalAction" || !frame.responders.includes(command.seat)) {
    return ruleError("ERR_NOT_NOW", "Diplomats", "There is no activation for you to answer.");
  }
  if (!command.cancel) {
    const responders = frame.responders.filter((s) => s !== command.seat);
    tx.emit({
      type: "frameReplaced",
      frame: { ...frame, responders, step: responders.length > 0 ? "respond" : "move" },
    });
    return undefined;
  }
  tx.emit({ type: "abilityUsed", seat: command.seat, ability: "diplomats", round: tx.state.round });
  tx.emit({
    type: "commandCountersSpent",
    seat: command.seat,
    counters: { strategy: 1 },
    reason: "Diplomats",
  });
  tx.emit({ type: "systemCounterRemoved", seat: frame.seat, position: frame.position });
  tx.emit({ type: "framePopped" });
  endTurn(tx);
  return undefined;
}
