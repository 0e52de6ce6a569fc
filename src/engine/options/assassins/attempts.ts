/**
 * Borderlands, "Using Assassins" and "Bodyguards": the attempts of the Status Phase.
 *
 * - When: "immediately before the Political Phase". [decision] As the Status Phase opens (hook
 *   statusPhaseOpens), the TI3 moment after every player's actions, like TI1's Political Phase after its
 *   Individual Turns; the module is listed after Declarations of War in the rulebook, so its frame is
 *   pushed last and answered first, before any declaration (rulebooks/ti3.ts).
 * - Every player holding Assassins names his targets at once, one Assassin each, several on one target if
 *   he likes; all are named before any is rolled. Under Declarations of War and Peace no Assassin is sent
 *   at a player one is at peace with ("players at peace are not allowed to assassinate each other").
 * - Each attempt is then rolled in turn (senders in order of play, each one's in the order named). Before
 *   each die its target may spend one Assassin of his own that he did not send as a bodyguard: 1 is added.
 * - The table reads the die: 1-4 struck, 5-9 missed, 10 (TI1's "0") the Assassin betrays its master, who is
 *   struck instead. [decision] Betrayal is the die's face, as TI1's "0" was: a bodyguard's +1 only turns a
 *   4 into a miss, never a 9 into a betrayal. A success against a player already struck this phase is a
 *   miss ("spared"), but is still rolled, as the rule asks.
 * - Struck: every Action Card discarded at once; no votes in the next round's agendas (hook votingBarred);
 *   2 off every combat die rolled as the attacker in the next round (hook combatRollModifier).
 * - Every Assassin rolled or spent as a bodyguard goes back to the pool, to be bought again.
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import { rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { isCombatRoll, type RollContext } from "../../rules/combat/modifiers.ts";
import { nameOf, orderOfPlay, player } from "../../rules/players.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { atPeace } from "../declarationsOfWar/relations.ts";
import {
  type AssassinsFrame,
  ATTACK_PENALTY,
  BETRAYAL_FACE,
  heldBy,
  RULE,
  STRIKES_UP_TO,
  struckIn,
} from "./board.ts";
import { buyersNow } from "./purchase.ts";

export type AssassinationOutcome = "struck" | "missed" | "spared" | "betrayed";

/**
 * Everyone has named his targets: the attempts are announced together (each sender's Assassins leave his
 * hand), then rolled. Until then they wait in the frame and nothing is told of them, as with the
 * Declarations' answers (the view still carries the frame itself, as it carries theirs).
 */
export function announceAttempts(tx: Tx, frame: AssassinsFrame): void {
  for (const seat of orderOfPlay(tx.state)) {
    const targets = frame.attempts.filter((a) => a.seat === seat).map((a) => a.target);
    if (targets.length > 0) tx.emit({ type: "assassinsSent", seat, targets });
  }
  tx.emit({ type: "frameReplaced", frame: { ...frame, step: "roll" } });
}

/** The players this one may send Assassins at: everyone else still playing, but those at peace with him. */
export function targetsOf(state: GameState, seat: Seat): Seat[] {
  return state.players
    .filter((p) => p.seat !== seat && !p.eliminated && !atPeace(state, seat, p.seat))
    .map((p) => p.seat);
}

/** Hook statusPhaseOpens: those holding Assassins send them; failing any, the purchases are asked. */
export function openAssassins(tx: Tx): void {
  const senders = orderOfPlay(tx.state).filter(
    (seat) => heldBy(tx.state, seat) > 0 && targetsOf(tx.state, seat).length > 0,
  );
  if (senders.length > 0) {
    const frame: AssassinsFrame = {
      kind: "assassins",
      step: "send",
      awaiting: senders,
      attempts: [],
      orders: [],
    };
    tx.emit({ type: "framePushed", frame });
    return;
  }
  const buyers = buyersNow(tx.state);
  if (buyers.length > 0)
    tx.emit({
      type: "framePushed",
      frame: { kind: "assassins", step: "buy", awaiting: buyers, attempts: [], orders: [] },
    });
}

export function assassinDecisions(state: GameState, frame: AssassinsFrame): Decision[] {
  if (frame.step === "send")
    return frame.awaiting.map((seat) => ({
      kind: "sendAssassins" as const,
      seat,
      simultaneous: true,
      prompt: `send any of your ${heldBy(state, seat)} Assassins at other players (1-4 strikes), or none`,
      choices: targetsOf(state, seat).map(String),
    }));
  const next = frame.attempts[0];
  if (frame.step !== "roll" || !next || !mayGuard(state, frame)) return [];
  return [
    {
      kind: "guardAgainstAssassin",
      seat: next.target,
      simultaneous: false,
      prompt: `${nameOf(state, next.seat)}'s Assassin comes for you: spend one of yours as a bodyguard (+1 to the die)?`,
      choices: ["guard", "none"],
    },
  ];
}

/** The first attempt's target may still stand a bodyguard in: he was not asked yet and holds one. */
function mayGuard(state: GameState, frame: AssassinsFrame): boolean {
  const next = frame.attempts[0];
  return next !== undefined && frame.bodyguard === undefined && heldBy(state, next.target) > 0;
}

/** The rolling step: one attempt at a time; false while its target decides on a bodyguard. */
export function rollNext(tx: Tx, frame: AssassinsFrame): boolean {
  const next = frame.attempts[0];
  if (!next) return false;
  if (mayGuard(tx.state, frame)) return false;
  rollAttempt(tx, next.seat, next.target, frame.bodyguard === true);
  tx.emit({ type: "frameReplaced", frame: { ...withoutGuard(frame), attempts: frame.attempts.slice(1) } });
  return true;
}

function withoutGuard(frame: AssassinsFrame): AssassinsFrame {
  const { bodyguard: _, ...rest } = frame;
  return rest;
}

/** The table, read: the die's face 10 betrays; a modified 1-4 strikes, unless the target is struck already. */
export function outcomeOf(
  state: GameState,
  target: Seat,
  die: number,
  bodyguard: boolean,
): AssassinationOutcome {
  if (die === BETRAYAL_FACE) return "betrayed";
  if (die + (bodyguard ? 1 : 0) > STRIKES_UP_TO) return "missed";
  return struckIn(state, target, state.round) ? "spared" : "struck";
}

function rollAttempt(tx: Tx, seat: Seat, target: Seat, bodyguard: boolean): void {
  const drawn = rollD10(tx.state.rng, 1);
  const die = drawn.value[0] as number;
  const outcome = outcomeOf(tx.state, target, die, bodyguard);
  const victim = outcome === "struck" ? target : outcome === "betrayed" ? seat : undefined;
  const again = victim !== undefined && struckIn(tx.state, victim, tx.state.round);
  tx.emit({ type: "assassinationRolled", seat, target, die, bodyguard, outcome, rng: drawn.rng });
  if (victim === undefined || again) return;
  const cards = [...player(tx.state, victim).secret.actionCards];
  if (cards.length > 0) tx.emit({ type: "actionCardsDiscarded", seat: victim, cards });
}

export function sendAssassins(
  tx: Tx,
  command: Extract<Command, { type: "sendAssassins" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "assassins" || frame.step !== "send" || !frame.awaiting.includes(command.seat))
    return ruleError(
      "ERR_NOT_NOW",
      RULE,
      "Assassins are sent as the Status Phase opens, by those who hold them.",
    );
  const { seat, targets } = command;
  const held = heldBy(tx.state, seat);
  if (targets.length > held)
    return ruleError(
      "ERR_ASSASSINS",
      RULE,
      `You hold ${held} Assassin${held === 1 ? "" : "s"}: name at most that many targets, one for each.`,
    );
  const allowed = targetsOf(tx.state, seat);
  const wrong = targets.find((t) => !allowed.includes(t));
  if (wrong !== undefined) return targetRefusal(tx.state, seat, wrong);
  const order = orderOfPlay(tx.state);
  const attempts = [...frame.attempts, ...targets.map((target) => ({ seat, target }))].sort(
    (a, b) => order.indexOf(a.seat) - order.indexOf(b.seat),
  );
  tx.emit({
    type: "frameReplaced",
    frame: { ...frame, awaiting: frame.awaiting.filter((s) => s !== seat), attempts },
  });
  return undefined;
}

function targetRefusal(state: GameState, seat: Seat, target: Seat): RuleError {
  const inGame = state.players.some((p) => p.seat === target && !p.eliminated);
  const why =
    target === seat
      ? "that is you"
      : !inGame
        ? "no such player in the game"
        : `you are at peace with ${nameOf(state, target)} (Declarations of War and Peace: no assassination at peace)`;
  return ruleError("ERR_ASSASSIN_TARGET", RULE, `An Assassin cannot be sent there: ${why}.`, { target });
}

export function guardAgainstAssassin(
  tx: Tx,
  command: Extract<Command, { type: "guardAgainstAssassin" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  const next = frame?.kind === "assassins" && frame.step === "roll" ? frame.attempts[0] : undefined;
  if (frame?.kind !== "assassins" || !next || next.target !== command.seat || !mayGuard(tx.state, frame))
    return ruleError(
      "ERR_NOT_NOW",
      RULE,
      "A bodyguard stands in only before the die of an Assassin sent at you, and only if you hold an Assassin.",
    );
  if (command.guard) tx.emit({ type: "bodyguardSpent", seat: command.seat, against: next.seat });
  tx.emit({ type: "frameReplaced", frame: { ...frame, bodyguard: command.guard } });
  return undefined;
}

/**
 * Hook combatRollModifier: a player struck in the last round's Status Phase rolls at -2 as the attacker.
 * [decision] "All offensive attacks": every combat roll (SE errata's sense) he makes in a battle or
 * invasion where he is the active player; PDS fire has no attacker and is left alone.
 */
export function struckAttacker(state: GameState, ctx: RollContext): number {
  if (ctx.attacker === null || ctx.attacker !== ctx.shooter || !isCombatRoll(ctx.kind)) return 0;
  return struckIn(state, ctx.shooter, state.round - 1) ? -ATTACK_PENALTY : 0;
}
