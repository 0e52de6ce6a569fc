/**
 * Play windows for Action Cards (RR §19). A window lists the players who may still play a card of its
 * timing; each plays (and may play again) or passes, and the window closes when all have passed. A window
 * opens only when this game's Action deck has a card that may be played in it (playable.ts: `ALSO_OPEN`
 * names the timings a window also serves). Which windows are open at a moment also decides which cards may
 * be played then.
 *
 * Quiet windows: a window asks only the players holding a card playable at its moment, its timing right
 * and its precondition met (playable.ts), and never one who chose to pass every window. Decided: being
 * asked tells the table that a player holds a card for this moment (or one played "at any moment"), as a
 * player across the table would see him reach for his hand; that is accepted, so that nobody is asked at
 * every step for a card he cannot play. The Sabotage window (right after a card is played) stays as it
 * was: it asks everyone holding any Action Card, since asking only those holding Sabotage would name them.
 *
 * Autopass is offered once a game, in the first window a player is asked in (`autoPassOffered`): his
 * pass there may be "pass every window" (the standing preference, confirmed to him alone by the app).
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
import { PLAYED_ANYWHERE, playableAt, windowTimings } from "./playable.ts";

/**
 * The windows of moments inside other procedures open where those procedures are: the combat moments
 * afterMovement, afterCombatRoll, afterShipDamaged, afterShipDestroyed and beforeBombardment for the players
 * concerned (rules/combat/combatCardWindow.ts); a planet just taken, afterPlanetTaken, and landings about to
 * start, beforeLandings, for the players with a War Sun in the system (rules/tactical/landing.ts, from the
 * tactical action's own step); trade income just received, afterTradeIncome, for the collector's partners
 * (rules/trade/incomeWindows.ts); a Strategy Card just picked, afterStrategyCardChosen, for everyone but its
 * picker (strategyPhase.ts).
 */

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

/** The answers to a pass in the window that offers autopass: this window only, or every window. */
export const PASS_ANSWERS = ["thisWindow", "everyWindow"] as const;

/**
 * A player a window of `timing` waits on: one who has not asked to pass every window and holds a card he
 * could play now (playable.ts), or, in the Sabotage window, any card at all.
 */
export function mayBeAsked(state: GameState, seat: Seat, timing: ActionTiming): boolean {
  const p = player(state, seat);
  if (p.preferences?.autoPassWindows === true) return false;
  if (timing === "afterActionCardPlayed" && otherAnswers(state, seat).length > 0) return true;
  if (p.secret.actionCards.length === 0) return false;
  if (timing === "afterActionCardPlayed") return true;
  return p.secret.actionCards.some((card) => playableAt(state, seat, card, timing));
}

/** What else may cancel the card just played, offered to the seat (an Agent given up: the Leaders option). */
function otherAnswers(state: GameState, seat: Seat): Decision[] {
  return answers(state, "playedCardAnswers").flatMap((offers) => [...offers(state, seat)]);
}

/** Communications Breakdown and the like: only a card answering a card just played may be played. */
function actionCardsSilenced(state: GameState): boolean {
  return answers(state, "actionCardsSilenced").some((silenced) => silenced(state));
}

/**
 * Whether a window for `timing` may open now, for whoever may be asked: this game's deck has a card for it,
 * and no card in play keeps it shut.
 */
export function windowMayOpen(state: GameState, timing: ActionTiming): boolean {
  // Communications Breakdown: while its battle lasts, only the window for Sabotage opens.
  if (timing !== "afterActionCardPlayed" && actionCardsSilenced(state)) return false;
  const inDeck = deckTimings(state);
  return windowTimings(timing).some((t) => inDeck.has(t));
}

/**
 * Opens a window for `timing` if this game's deck has a card for it and anyone (but `except`) may be
 * asked; returns whether it opened. Those asked for the first time in the game are offered autopass.
 * `about` names the player the moment concerns, when cards need him (the trade partner who just
 * collected, for Ruinous Tariffs).
 */
export function openActionWindow(
  tx: Tx,
  timing: ActionTiming,
  except: readonly Seat[] = [],
  about?: Seat,
): boolean {
  if (!windowMayOpen(tx.state, timing)) return false;
  const awaiting = clockwiseFrom(tx.state, tx.state.speaker).filter(
    (seat) => !except.includes(seat) && mayBeAsked(tx.state, seat, timing),
  );
  if (awaiting.length === 0) return false;
  const offered = awaiting.filter((seat) => player(tx.state, seat).preferences?.autoPassOffered !== true);
  for (const seat of offered) tx.emit({ type: "autoPassOffered", seat });
  const frame: ActionWindowFrame = {
    kind: "actionWindow",
    timing,
    awaiting,
    ...(about === undefined ? {} : { about }),
  };
  tx.emit({
    type: "framePushed",
    frame: offered.length > 0 ? { ...frame, autoPassOffered: offered } : frame,
  });
  return true;
}

/** A window watching a played card closes once a Sabotage cancels it. */
function watchedCardCancelled(state: GameState, frame: ActionWindowFrame): boolean {
  const below = state.stack.at(-2);
  return frame.timing === "afterActionCardPlayed" && below?.kind === "actionCardPlay" && below.cancelled;
}

export const ACTION_WINDOW_RULES: FrameRules<ActionWindowFrame> = {
  decisions(state, frame): Decision[] {
    return frame.awaiting.flatMap((seat) => [
      { kind: "playActionCard" as const, seat, simultaneous: true, prompt: "play an Action Card" },
      ...(frame.timing === "afterActionCardPlayed" ? otherAnswers(state, seat) : []),
      {
        kind: "passActionWindow" as const,
        seat,
        simultaneous: true,
        prompt: "pass (play no Action Card now)",
        ...(frame.autoPassOffered?.includes(seat) ? { choices: PASS_ANSWERS } : {}),
      },
    ]);
  },
  advance(tx, frame) {
    if (frame.awaiting.length === 0 || watchedCardCancelled(tx.state, frame)) {
      tx.emit({ type: "framePopped" });
      return true;
    }
    // A player with no card left for this moment (or who now passes every window) is not waited on any more.
    const awaiting = frame.awaiting.filter((seat) => mayBeAsked(tx.state, seat, frame.timing));
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
  // "Pass every window": the standing preference, as /ti-cards autopass sets it.
  if (command.everyWindow === true) {
    tx.emit({ type: "windowPassPreferenceSet", seat: command.seat, autoPassWindows: true });
  }
  tx.emit({
    type: "frameReplaced",
    frame: { ...frame, awaiting: frame.awaiting.filter((s) => s !== command.seat) },
  });
  return undefined;
}

/**
 * The timings open to a player now: his turn in the Action Phase ("as an action"), a window he is in, or
 * his turn to vote. Cards played "at any moment" and Touch of Genius go wherever a play is offered.
 * Communications Breakdown and Temporary Stability leave nothing open but the moment for Sabotage.
 */
export function openTimings(state: GameState, seat: Seat): ActionTiming[] {
  const open = timingsOffered(state, seat);
  return actionCardsSilenced(state) ? open.filter((t) => t === "afterActionCardPlayed") : open;
}

function timingsOffered(state: GameState, seat: Seat): ActionTiming[] {
  const top = state.stack.at(-1);
  const anywhere = [...PLAYED_ANYWHERE];
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
