/**
 * Windows for action cards (LRR 2): at a moment cards may answer, a `ti4CardWindow` frame lists the players
 * who may still play a card of that timing; each plays (and may play again) or passes, all at once, and the
 * window pops when nobody is left. Kept from TI3's windows (rules/actionCards/window.ts):
 *
 * - Who is asked never tells what they hold. A window "asks any card" (`asks: "anyCard"`) waits on every
 *   player it concerns who holds at least one action card (the count is public), not only on those
 *   holding a card of its timing: the Sabotage window asks everyone holding a card, since asking only
 *   Sabotage's holders would name them. A quiet window (`asks: "timingCard"`) asks only the holders of a
 *   card of its timing, which tells that much, as a hand reaching for a card does at the table; it suits
 *   windows opened on nearly every step, where asking everyone would stall an asynchronous game.
 * - A standing answer: a player may pass every window (`setCardWindowAutoPass`, or a pass "until"
 *   everyWindow, told to them the first time they are asked in the game). It is kept with their secrets:
 *   the log tells it to them alone; what the table sees is that the window does not wait for them.
 * - A player left with no card (or who turns autopass on) is no longer waited on.
 * - An ability that answers a window as a card would (Instinct Training cancels the card just played: hook
 *   point `cardWindowAbilities`) is offered from public facts alone: the technology owned and ready, a
 *   token in the strategy pool. Its owner is asked whenever those hold, with an empty hand, under autopass
 *   (a standing answer for action cards, not for abilities) or barred from cards, so the table learns from
 *   their being asked only what it could already read off their sheet: never whether they hold Sabotage,
 *   how many cards, nor that they pass every window. Their window lists the ability's decision beside the
 *   card decision (that one only if they hold a card, a public count) and the pass.
 *
 * - A Sabotage is itself an action card played: it waits in its own play frame under a window of the same
 *   timing (whenActionCardPlayed, about its player), stacked over the window of the card it answers. No
 *   card answers a Sabotage (SABOTAGE_ANSWERS_SABOTAGE, our reading of its text), so that window asks only
 *   those an ability lets answer on public facts (Instinct Training): asking the holders of cards would
 *   wait on them for nothing, and not asking them tells nothing, as no card of theirs could answer.
 *
 * A new timing plugs in by one line of `TI4_CARD_WINDOWS` (who the moment concerns, and how it asks) and
 * one call `openCardWindow(tx, timing, about)` at its moment in the rule that has it; its cards go in
 * effects.ts's table (or, with a play frame of their own, play.ts). For example afterActivation: the
 * active player alone, quiet; combatRoundStart: both sides of the combat; afterAgendaRevealed: everyone.
 */
import { TI4_ACTION_MOMENTS, type Ti4ActionMoment, ti4ActionCard } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RuleError } from "../../ruleError.ts";
import { controllerOf } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { agendaVoteFrame, silencedThisAgenda } from "../transactions/agendaReads.ts";
import { areNeighbours } from "../transactions/neighbours.ts";
import { combatSides } from "./combatCards.ts";
import { TI4_WINDOW_PASSES } from "./commands.ts";
import { cardOptions, ti4CardCarriedOut } from "./effects.ts";
import type { Ti4ActionCardPlayFrame, Ti4CardWindowFrame } from "./frames.ts";

type Ti4Tx = Tx<Ti4>;

export interface Ti4CardWindowKind {
  /** The players a window of this timing concerns, before the hands and preferences are looked at. */
  readonly concerns: (state: Ti4State, about: Seat, other?: Seat) => Seat[];
  /** "anyCard": everyone concerned holding a card; "timingCard": only holders of a card of this timing. */
  readonly asks: "anyCard" | "timingCard";
}

/** Every other player still in the game, clockwise from `about`'s left. */
function othersFrom(state: Ti4State, about: Seat): Seat[] {
  const n = state.players.length;
  return Array.from({ length: n - 1 }, (_, i) => ((about + 1 + i) % n) as Seat).filter(
    (s) => !state.players[s]?.eliminated,
  );
}

/** The other players controlling a planet of the invasion under way (the committed ones, when `committed`). */
function invadedFrom(state: Ti4State, about: Seat, committed: boolean): Seat[] {
  const frame = state.stack.findLast((f) => f.kind === "ti4Invasion");
  if (frame?.kind !== "ti4Invasion") return [];
  const planets = committed ? (frame.committed ?? []) : planetsAt(state, frame.system);
  const owners = new Set(planets.map((p) => controllerOf(state, p)));
  return othersFrom(state, about).filter((s) => owners.has(s));
}

/**
 * Every player still in the game, from the speaker clockwise, but those Political Secret silences for the
 * agenda under vote (they play no action cards on it).
 */
function everyone(state: Ti4State): Seat[] {
  const n = state.players.length;
  return Array.from({ length: n }, (_, i) => ((state.speaker + i) % n) as Seat).filter(
    (s) => !state.players[s]?.eliminated && !silencedThisAgenda(state, s),
  );
}

/** Right after a vote, the voter alone; once the last vote is in (the speaker's), everyone. */
function duringVoting(state: Ti4State, about: Seat): Seat[] {
  const vote = agendaVoteFrame(state);
  if (vote && vote.index >= vote.order.length) return everyone(state);
  return everyone(state).filter((s) => s === about);
}

/** The windows the engine opens, by timing. */
export const TI4_CARD_WINDOWS: Partial<Record<Ti4ActionMoment, Ti4CardWindowKind>> = {
  // LRR 2 (Sabotage): when a player plays a card, every other player may cancel it.
  whenActionCardPlayed: { concerns: othersFrom, asks: "anyCard" },
  // Right after a system is activated: the active player's cards (Flank Speed, Upgrade...), and the others'
  // whose tokens or units are there (Codex Counterstroke, Forward Supply Base), the active player first.
  afterActivation: {
    concerns: (state, about) => [about, ...othersFrom(state, about)],
    asks: "timingCard",
  },
  // LRR 58: after the active player's ships move into a system, the others (Experimental Battlestation).
  afterMovement: { concerns: othersFrom, asks: "timingCard" },
  // LRR 49: at the start of an invasion, the invader and those holding planets there (Bunker, Disable).
  invasionStart: {
    concerns: (state, about) => [about, ...invadedFrom(state, about, false)],
    asks: "timingCard",
  },
  // LRR 49.2: after ground forces are committed, the owners of the planets they land on (Parley).
  afterGroundForcesCommitted: {
    concerns: (state, about) => invadedFrom(state, about, true),
    asks: "timingCard",
  },
  // LRR 49.5, 25: when a player gains a planet (Infiltrate); after one loses a planet (Reparations).
  whenPlanetGained: { concerns: (_state, about) => [about], asks: "timingCard" },
  afterPlanetLost: { concerns: (_state, about) => [about], asks: "timingCard" },
  // The agenda phase's moments (LRR 8): everyone, asked whenever they hold a card, whatever it is.
  agendaPhaseStart: { concerns: everyone, asks: "anyCard" },
  whenAgendaRevealed: { concerns: everyone, asks: "anyCard" },
  afterAgendaRevealed: { concerns: everyone, asks: "anyCard" },
  duringVoting: { concerns: duringVoting, asks: "anyCard" },
  // The elected player alone (Confusing Legal Text).
  whenElected: { concerns: (state, about) => everyone(state).filter((s) => s === about), asks: "anyCard" },
  // LRR 84: before the first strategy card is picked (Summit).
  strategyPhaseStart: { concerns: everyone, asks: "anyCard" },
  // A pick: the other players who already hold a strategy card (Public Disgrace).
  whenStrategyCardChosen: {
    concerns: (state, about) =>
      othersFrom(state, about).filter((s) => (state.players[s]?.strategyCards.length ?? 0) > 0),
    asks: "anyCard",
  },
  // LRR 81.8: before the strategy cards go back (Political Stability).
  whenStrategyCardsReturned: { concerns: everyone, asks: "anyCard" },
  // LRR 78.3, 42: as each combat round begins (space or ground), both sides of the combat.
  combatRoundStart: { concerns: (state) => combatSides(state), asks: "timingCard" },
  // The same, and at the end of each round (LRR 78.7, 42), for the cards played at either.
  combatRoundStartOrEnd: { concerns: (state) => combatSides(state), asks: "timingCard" },
  // LRR 78.6, 77.5, 87: before a player assigns hits, that player.
  beforeHitsAssigned: { concerns: (_state, about) => [about], asks: "timingCard" },
  // LRR 87: right after `about`'s ship sustains damage in space combat, the other side (Direct Hit), and
  // `about` too (Codex Reflective Shielding), each asked only holding a card they may play.
  sustainDamageUsed: {
    concerns: (state, about) => [...combatSides(state).filter((s) => s !== about), about],
    asks: "timingCard",
  },
  // LRR 78, 31: right after `about` loses ships in a space combat (by hits or directly), that player
  // (Courageous to the End; courageous.ts).
  afterShipDestroyed: { concerns: (_state, about) => [about], asks: "timingCard" },
  // LRR 78.4: a retreat announced by the other side; `about` is the one who may answer it.
  announceRetreats: { concerns: (_state, about) => [about], asks: "timingCard" },
  // LRR 74: right after `about`'s combat roll, that player (Fire Team; combat/afterRoll.ts); right after
  // their unit-ability roll, the others (Scramble Frequency; combat/unitAbilityRolls.ts). Each card's
  // check tells which roll it answers, so a window asks only those holding a card for this one.
  afterRoll: { concerns: (state, about) => [about, ...othersFrom(state, about)], asks: "timingCard" },
  // TE Extreme Duress: as a turn starts, the other players.
  startOfAnotherTurn: { concerns: othersFrom, asks: "timingCard" },
  // TE Crisis, Puppets on a String: as any turn ends, every player (its own player too).
  endOfTurn: { concerns: (state, about) => [about, ...othersFrom(state, about)], asks: "timingCard" },
  // LRR 78.9: right after a space combat is won, its winner.
  afterSpaceCombat: { concerns: (_state, about) => [about], asks: "timingCard" },
  // LRR 3: right after `about` performs their turn's action, that player (Codex Master Plan).
  afterAction: { concerns: (_state, about) => [about], asks: "timingCard" },
  // LRR 68: as `about`'s units use PRODUCTION, before they produce, that player (Codex War Machine).
  whenProducing: { concerns: (_state, about) => [about], asks: "timingCard" },
  // TE Lie in Wait: right after `about` and `other` trade, every other player neighbouring both (LRR 60).
  afterNeighboursTransaction: {
    concerns: (state, about, other) =>
      othersFrom(state, about).filter(
        (s) =>
          s !== other &&
          other !== undefined &&
          areNeighbours(state, s, about) &&
          areNeighbours(state, s, other),
      ),
    asks: "timingCard",
  },
  // TE Crash Landing: `about`'s last ship in the active system has just been destroyed (combat/lastShip.ts).
  whenLastShipDestroyed: { concerns: (_state, about) => [about], asks: "timingCard" },
};

/**
 * Whether a Sabotage may answer a Sabotage. Our reading: no. The card's timing in the data reads "when
 * another player plays an action card (not Sabotage)", and the printed card, as we recall it, "other than
 * Sabotage" [recalled]; LRR 2 lets a card be played only at its own timing. Instinct Training's text has no
 * such exception ("an action card played by another player"), so it may cancel a Sabotage
 * (factions/xxchaInstinctTraining.ts). Set this to true and the Sabotage window asks card holders again
 * (as the window of any other card does) and a Sabotage may be played in it: play.ts resolves a Sabotage
 * against whatever card frame is under it, a Sabotage included.
 */
export const SABOTAGE_ANSWERS_SABOTAGE = false;

/**
 * The played card a whenActionCardPlayed window watches: the frame under the window, or the top frame while
 * the window is being opened over it (openCardWindow asks who may answer before pushing it).
 */
export function watchedPlay(state: Ti4State): Ti4ActionCardPlayFrame | undefined {
  const top = state.stack.at(-1);
  const play = top?.kind === "ti4CardWindow" ? state.stack.at(-2) : top;
  return play?.kind === "ti4ActionCardPlay" ? play : undefined;
}

/** Whether Sabotage may answer the card a window of `timing` watches (public: the card played is face up). */
export function sabotageMayAnswer(state: Ti4State, timing: Ti4ActionMoment): boolean {
  if (timing !== "whenActionCardPlayed") return false;
  const play = watchedPlay(state);
  if (!play || play.cancelled) return false;
  return play.card !== "sabo" || SABOTAGE_ANSWERS_SABOTAGE;
}

/**
 * Whether any action card may answer a window of `timing` now, from public facts: a window on a Sabotage
 * takes no card unless SABOTAGE_ANSWERS_SABOTAGE (Sabotage being the one card of that timing).
 */
export function cardsMayAnswer(state: Ti4State, timing: Ti4ActionMoment): boolean {
  return timing !== "whenActionCardPlayed" || sabotageMayAnswer(state, timing);
}

/**
 * Whether `seat` holds a card a window of `timing` would let them play now (one the engine carries out and
 * whose rule accepts a play here): a quiet window on a frequent moment asks nobody who could not answer.
 */
function holdsCardFor(state: Ti4State, seat: Seat, timing: Ti4ActionMoment): boolean {
  return (state.players[seat]?.secret.actionCards ?? []).some(
    (card) =>
      ti4ActionCard(card).timing === timing &&
      ti4CardCarriedOut(card) &&
      (card === "sabo" ? sabotageMayAnswer(state, timing) : cardOptions(state, seat, card).length > 0),
  );
}

/** LRR 2: an ability barring `seat` from action cards now (hook point actionCardsBarred), with its sentence. */
export function actionCardsBarred(state: Ti4State, seat: Seat): RuleError | undefined {
  for (const answer of hookAnswers(state, "actionCardsBarred")) {
    const barred = answer(state, seat);
    if (barred) return barred;
  }
  return undefined;
}

/** The decisions abilities other than cards offer `seat` in a window of `timing` about `about` (public facts). */
export function windowAbilities(
  state: Ti4State,
  seat: Seat,
  timing: Ti4ActionMoment,
  about: Seat,
): Decision<Ti4>[] {
  return hookAnswers(state, "cardWindowAbilities").flatMap((answer) => [
    ...answer(state, seat, { timing, about }),
  ]);
}

/** Whether a window of `timing` about `about` waits on `seat` now. */
export function mayBeAsked(state: Ti4State, seat: Seat, timing: Ti4ActionMoment, about: Seat): boolean {
  const player = state.players[seat];
  if (!player || player.eliminated) return false;
  // Asked for an ability on public facts alone, whatever the hand and the standing answer (see above).
  if (windowAbilities(state, seat, timing, about).length > 0) return true;
  if (player.secret.cardWindows?.autoPass === true) return false;
  if (player.secret.actionCards.length === 0) return false;
  if (actionCardsBarred(state, seat)) return false;
  // A window no card may answer (on a Sabotage) asks nobody for a card: that tells nothing of any hand.
  if (!cardsMayAnswer(state, timing)) return false;
  return TI4_CARD_WINDOWS[timing]?.asks === "anyCard" || holdsCardFor(state, seat, timing);
}

/**
 * Opens a window of `timing` about `about` if anyone may be asked; returns whether it opened. Those asked
 * for the first time in the game are offered autopass (told to them alone).
 */
export function openCardWindow(tx: Ti4Tx, timing: Ti4ActionMoment, about: Seat, other?: Seat): boolean {
  const kind = TI4_CARD_WINDOWS[timing];
  if (!kind) throw new Error(`no window is declared for ${timing}`);
  const awaiting = kind
    .concerns(tx.state, about, other)
    .filter((seat) => mayBeAsked(tx.state, seat, timing, about));
  if (awaiting.length === 0) return false;
  const offered = awaiting.filter((seat) => tx.state.players[seat]?.secret.cardWindows?.offered !== true);
  for (const seat of offered) tx.emit({ type: "ti4CardWindowAutoPassOffered", seat, to: seat });
  const frame: Ti4CardWindowFrame = {
    kind: "ti4CardWindow",
    timing,
    awaiting,
    about,
    ...(other === undefined ? {} : { with: other }),
  };
  tx.emit({ type: "ti4FramePushed", frame });
  return true;
}

/** A Sabotage window is over once the card it watches is cancelled. */
function watchedCardCancelled(state: Ti4State, frame: Ti4CardWindowFrame): boolean {
  const below = state.stack.at(-2);
  return frame.timing === "whenActionCardPlayed" && below?.kind === "ti4ActionCardPlay" && below.cancelled;
}

export const CARD_WINDOW_RULES: FrameRules<Ti4, Ti4CardWindowFrame> = {
  decisions(state, frame): Decision<Ti4>[] {
    // The same decisions for every player asked holding a card: nothing here depends on which they hold.
    // An ability's decision comes first (so a bot weighs it before passing), the card's only with a card.
    return frame.awaiting.flatMap((seat): Decision<Ti4>[] => [
      ...windowAbilities(state, seat, frame.timing, frame.about),
      ...((state.players[seat]?.secret.actionCards.length ?? 0) > 0
        ? [
            {
              kind: "playActionCard",
              seat,
              simultaneous: true,
              prompt: `play an action card (${TI4_ACTION_MOMENTS[frame.timing].text.toLowerCase().replace(/\.$/, "")})`,
            } satisfies Decision<Ti4>,
          ]
        : []),
      {
        kind: "passCardWindow",
        seat,
        simultaneous: true,
        prompt: "pass (play no action card now)",
        choices: TI4_WINDOW_PASSES,
      },
    ]);
  },
  advance(tx, frame) {
    if (frame.awaiting.length === 0 || watchedCardCancelled(tx.state, frame)) {
      tx.emit({ type: "ti4FramePopped" });
      return true;
    }
    const awaiting = frame.awaiting.filter((seat) => mayBeAsked(tx.state, seat, frame.timing, frame.about));
    if (awaiting.length === frame.awaiting.length) return false;
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, awaiting } });
    return true;
  },
};

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

export function passCardWindow(tx: Ti4Tx, command: CommandOf<"passCardWindow">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  // apply has checked that the seat answers an open window's decision.
  if (frame?.kind !== "ti4CardWindow") throw new Error("no action card window is open");
  tx.emit({ type: "ti4CardWindowPassed", seat: command.seat, timing: frame.timing });
  if (command.until === "everyWindow")
    tx.emit({ type: "ti4CardWindowAutoPassSet", seat: command.seat, on: true, to: command.seat });
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { ...frame, awaiting: frame.awaiting.filter((s) => s !== command.seat) },
  });
  return undefined;
}

/** The standing answer, set or cleared at any time (an always-available command). */
/**
 * LRR 89.1 (the afterSystemActivated hook): right after a system is activated, its player may play a card
 * timed afterActivation (Upgrade), in a quiet window asked only when they hold one.
 */
export function afterActivationWindow(tx: Ti4Tx, seat: Seat): void {
  openCardWindow(tx, "afterActivation", seat);
}

export function setCardWindowAutoPass(
  tx: Ti4Tx,
  command: CommandOf<"setCardWindowAutoPass">,
): RuleError | undefined {
  tx.emit({ type: "ti4CardWindowAutoPassSet", seat: command.seat, on: command.on, to: command.seat });
  return undefined;
}
