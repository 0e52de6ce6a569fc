/**
 * Play windows for Action Cards (RR §19). A window lists the players who may still play a card of its
 * timing; each plays (and may play again) or passes, and the window closes when all have passed. Only
 * players holding at least one Action Card are asked: hand sizes are public, so this tells nobody what a
 * hand holds. A player with the auto-pass preference on is never asked. A window opens only when this
 * game's Action deck has a card that may be played in it (`ALSO_OPEN` names the timings a window also
 * serves). Which windows are open at a moment also decides which cards may be played then.
 */
import { type ActionTiming, actionDeck, getActionCard } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import { answers } from "../../hooks/index.ts";
import type { RuleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { clockwiseFrom, player } from "../players.ts";
import type { ActionWindowFrame } from "./frames.ts";

/**
 * Timings a window of another timing also serves, because they describe the same moment: the first
 * window of a phase is also "at any point" of it; the window before a battle is also the one before its
 * first round; after every vote, a card played "right after another player's vote" still applies.
 */
const ALSO_OPEN: Partial<Record<ActionTiming, readonly ActionTiming[]>> = {
  strategyPhaseStart: ["strategyPhase"],
  strategyPhaseEnd: ["strategyPhase"],
  statusPhaseBeforeDraw: ["statusPhase"],
  beforeSpaceBattle: ["beforeCombatRound"],
  beforeInvasionCombat: ["beforeCombatRound"],
  afterVotesCast: ["voting"],
  // Council Dissolved (phaseCards.ts): "right after the Political primary is used" is this window, the
  // one moment before its agenda is drawn; the other cards of that timing refuse it by their checks.
  beforeAgendaDrawn: ["afterStrategyPrimary"],
};

/**
 * Moments no window opens at yet, so their cards cannot be played: a Strategy Card just picked
 * (afterStrategyCardChosen), landings about to start (beforeLandings), a planet just taken
 * (afterPlanetTaken) and trade income just received (afterTradeIncome). (The combat moments afterMovement,
 * afterCombatRoll, afterShipDamaged, afterShipDestroyed and beforeBombardment open their windows for the
 * players concerned: rules/combat/combatCardWindow.ts.) Most of their cards
 * change dice, hits or movement the engine has already settled, which players cannot carry out by hand.
 */

/** The timings a window of `timing` serves. */
export function windowTimings(timing: ActionTiming): ActionTiming[] {
  return [timing, ...(ALSO_OPEN[timing] ?? [])];
}

const DECK_TIMINGS = new Map<string, ReadonlySet<ActionTiming>>();

/** The timings of the cards in this game's Action deck (boxes, options and player count decide it). */
export function deckTimings(state: GameState): ReadonlySet<ActionTiming> {
  const { boxes, options } = state.config;
  const playerCount = state.players.length;
  const key = `${boxes.join(",")}|${options.join(",")}|${playerCount}`;
  let timings = DECK_TIMINGS.get(key);
  if (!timings) {
    timings = new Set(actionDeck(boxes, { options, playerCount }).map((e) => getActionCard(e.id).timing));
    DECK_TIMINGS.set(key, timings);
  }
  return timings;
}

/** A player a window waits on: one who holds a card and has not asked to pass every window. */
export function mayBeAsked(state: GameState, seat: Seat): boolean {
  const p = player(state, seat);
  return p.secret.actionCards.length > 0 && p.preferences?.autoPassWindows !== true;
}

/**
 * Opens a window for `timing` if this game's deck has a card for it and anyone (but `except`) may be
 * asked; returns whether it opened.
 */
/**
 * Whether a window for `timing` may open now, for whoever may be asked: this game's deck has a card for it,
 * and no card in play keeps it shut.
 */
/** Communications Breakdown and the like: only a card answering a card just played may be played. */
function actionCardsSilenced(state: GameState): boolean {
  return answers(state, "actionCardsSilenced").some((silenced) => silenced(state));
}

export function windowMayOpen(state: GameState, timing: ActionTiming): boolean {
  // Communications Breakdown: while its battle lasts, only the window for Sabotage opens.
  if (timing !== "afterActionCardPlayed" && actionCardsSilenced(state)) return false;
  const inDeck = deckTimings(state);
  return windowTimings(timing).some((t) => inDeck.has(t));
}

export function openActionWindow(tx: Tx, timing: ActionTiming, except: readonly Seat[] = []): boolean {
  if (!windowMayOpen(tx.state, timing)) return false;
  const awaiting = clockwiseFrom(tx.state, tx.state.speaker).filter(
    (seat) => !except.includes(seat) && mayBeAsked(tx.state, seat),
  );
  if (awaiting.length === 0) return false;
  tx.emit({ type: "framePushed", frame: { kind: "actionWindow", timing, awaiting } });
  return true;
}

/** A window watching a played card closes once a Sabotage cancels it. */
function watchedCardCancelled(state: GameState, frame: ActionWindowFrame): boolean {
  const below = state.stack.at(-2);
  return frame.timing === "afterActionCardPlayed" && below?.kind === "actionCardPlay" && below.cancelled;
}

export const ACTION_WINDOW_RULES: FrameRules<ActionWindowFrame> = {
  decisions(_state, frame): Decision[] {
    return frame.awaiting.flatMap((seat) => [
      { kind: "playActionCard" as const, seat, simultaneous: true, prompt: "play an Action Card" },
      {
        kind: "passActionWindow" as const,
        seat,
        simultaneous: true,
        prompt: "pass (play no Action Card now)",
      },
    ]);
  },
  advance(tx, frame) {
    if (frame.awaiting.length === 0 || watchedCardCancelled(tx.state, frame)) {
      tx.emit({ type: "framePopped" });
      return true;
    }
    // A player whose hand has emptied (or who now passes every window) is not waited on any more.
    const awaiting = frame.awaiting.filter((seat) => mayBeAsked(tx.state, seat));
    if (awaiting.length === frame.awaiting.length) return false;
    tx.emit({ type: "frameReplaced", frame: { ...frame, awaiting } });
    return true;
  },
};

export function passActionWindow(
  tx: Tx,
  command: Extract<Command, { type: "passActionWindow" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "actionWindow") throw new Error("no play window open");
  tx.emit({ type: "actionWindowPassed", seat: command.seat, timing: frame.timing });
  tx.emit({
    type: "frameReplaced",
    frame: { ...frame, awaiting: frame.awaiting.filter((s) => s !== command.seat) },
  });
  return undefined;
}

/**
 * The timings open to a player now: his turn in the Action Phase ("as an action"), a window he is in, or
 * his turn to vote. Cards played "at any moment" and Touch of Genius go wherever a play is offered.
 */
export function openTimings(state: GameState, seat: Seat): ActionTiming[] {
  const top = state.stack.at(-1);
  const anywhere: ActionTiming[] = ["anytime", "asCopiedCard"];
  if (top?.kind === "actionPhase") {
    // First Strike (phaseCards.ts): its player acts ahead of the order of play.
    const early = answers(state, "turnOutOfOrder").reduce<Seat | undefined>(
      (found, first) => found ?? first(state, top.order),
      undefined,
    );
    const turn = early ?? top.order[top.current];
    return turn === seat && !player(state, seat).passed ? ["action", ...anywhere] : [];
  }
  if (top?.kind === "actionWindow" && top.awaiting.includes(seat)) {
    // Communications Breakdown: nothing but Sabotage (timing afterActionCardPlayed) while it lasts.
    if (actionCardsSilenced(state)) return top.timing === "afterActionCardPlayed" ? [top.timing] : [];
    return [...windowTimings(top.timing), ...anywhere];
  }
  // Cards played just before buying a technology, while a Technology card asks for it.
  const outside = answers(state, "playTimingsOutsideWindows").flatMap((timings) => timings(state, seat));
  if (outside.length > 0) return outside;
  if (top?.kind === "agenda" && top.step === "vote" && top.order[top.votes.length] === seat) {
    return ["voting", ...anywhere];
  }
  return [];
}

/** The standing preference: with it on, no Action Card window waits for this player (not even an open one). */
export function setAutoPassWindows(
  tx: Tx,
  command: Extract<Command, { type: "setAutoPassWindows" }>,
): RuleError | undefined {
  tx.emit({ type: "windowPassPreferenceSet", seat: command.seat, autoPassWindows: command.on });
  return undefined;
}
