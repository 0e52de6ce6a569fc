/**
 * TI4's action phase (LRR 3, digest §3.2): players take turns in initiative order, one action each turn:
 * a tactical action (LRR 89), a strategic action (LRR 82) or, once every strategy card they hold has been
 * played, a pass (LRR 3.4). A player who passed takes no more turns; one left alone keeps taking turns
 * (LRR 3.3c). When all have passed the status phase begins (LRR 3.5).
 *
 * The tactical action places a token from the tactic pool in a system without one of the player's own
 * (LRR 89.1) and then runs the book's tactical steps in order, each in its own frame (tactical/frames.ts).
 * Component actions (LRR 22) come from the modules that give them (action cards, abilities, technologies,
 * promissory notes): they answer the hook `componentActions`, and their command spends the turn's action
 * with `takeComponentAction`.
 */
import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { ministerOfWarDecisions, ministerOfWarOffered } from "../agenda/offices.ts";
import { planetsAt, systemAt, systemPositions } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Frame } from "../frames.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4TacticalStepKind } from "../tactical/frames.ts";
import type { Ti4ActionPhaseFrame, Ti4TacticalFrame } from "./frames.ts";
import { initiativeOrder } from "./initiative.ts";
import {
  beginSecondAction,
  endTurnDecisions,
  SECOND_ACTION_COMMANDS,
  SECOND_ACTION_EVENTS,
  secondActionDue,
  secondActionPrompt,
} from "./secondAction.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

/** The next seat to take a turn after `after` (null: the first), or null when everyone has passed. */
export function nextTurn(state: Ti4State, after: Seat | null): Seat | null {
  const order = initiativeOrder(state).filter((seat) => !state.players[seat]?.passed);
  if (order.length === 0) return null;
  if (after === null) return order[0] ?? null;
  const full = initiativeOrder(state);
  const from = full.indexOf(after);
  for (let i = 1; i <= full.length; i++) {
    const seat = full[(from + i) % full.length] as Seat;
    if (order.includes(seat)) return seat;
  }
  return null;
}

/** LRR 3: the turn's action is chosen (hook `actionChosen`), before it resolves. */
function actionChosen(tx: Ti4Tx, seat: Seat, action: "tactical" | "strategic" | "component" | "pass"): void {
  for (const answer of hookAnswers(tx.state, "actionChosen")) answer(tx, seat, action);
}

function beginTurn(tx: Ti4Tx, seat: Seat): void {
  tx.emit({ type: "ti4TurnBegan", seat });
  // "At the start of your turn" (promissory notes, abilities): answered before the turn's action.
  for (const answer of hookAnswers(tx.state, "turnStarted")) answer(tx, seat);
}

/** LRR 3: the action phase begins with the first player in initiative order. */
export function beginActionPhase(tx: Ti4Tx): void {
  tx.emit({ type: "ti4PhaseBegan", phase: "action" });
  const first = nextTurn(tx.state, null);
  if (first === null) return;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4ActionPhase", current: first, acted: false } });
  beginTurn(tx, first);
}

/** LRR 89.1: the systems a seat may activate: any system without one of its own command tokens. */
export function activatableSystems(state: Ti4State, seat: Seat): string[] {
  return systemPositions(state).filter(
    (p) => !(state.board[p]?.commandTokens ?? []).includes(seat) && !activationRefused(state, seat, p),
  );
}

/** LRR 89.1: an ability that closes a system to `seat`'s activation (hooks/movement.ts), or undefined. */
export function activationRefused(state: Ti4State, seat: Seat, position: string): RuleError | undefined {
  for (const answer of hookAnswers(state, "activationRefused")) {
    const refused = answer(state, seat, position);
    if (refused) return refused;
  }
  return undefined;
}

/** The strategy cards `seat` holds and has not played this round (readied). */
export function unplayedCards(state: Ti4State, seat: Seat): Ti4StrategyCardId[] {
  return (state.players[seat]?.strategyCards ?? []).filter((c) => !c.played).map((c) => c.card);
}

/** What the abilities answering a moment of `seat`'s turn bring (hooks `actionPerformed`, `turnEnding`). */
function momentSteps(state: Ti4State, hook: "actionPerformed" | "turnEnding", seat: Seat) {
  return hookAnswers(state, hook)
    .map((answer) => answer(state, seat))
    .filter((step) => step !== undefined);
}

const actionPhase: FrameRules<Ti4, Ti4ActionPhaseFrame> = {
  decisions(state, frame) {
    // Minister of War (agenda/offices.ts): its owner, their action done, may use it before the turn ends.
    if (ministerOfWarOffered(state, frame)) return ministerOfWarDecisions(state, frame.current);
    if (frame.acted) return [];
    const seat = frame.current;
    const player = state.players[seat];
    if (!player) return [];
    const out: Decision<Ti4>[] = [];
    if (player.tokens.tactic > 0)
      out.push({
        kind: "tacticalAction",
        seat,
        simultaneous: false,
        prompt: secondActionPrompt(frame, "take a tactical action"),
        choices: activatableSystems(state, seat),
      });
    const cards = unplayedCards(state, seat);
    if (cards.length > 0)
      out.push({
        kind: "strategicAction",
        seat,
        simultaneous: false,
        prompt: secondActionPrompt(frame, "play a strategy card"),
        choices: cards,
      });
    for (const answer of hookAnswers(state, "componentActions")) out.push(...answer(state, seat));
    // An extra action (Puppets on a String) is taken by a player who has passed already: no pass again;
    // nor is a pass a turn's second action (secondAction.ts): the turn is ended instead.
    if (cards.length === 0 && frame.resumeAfter === undefined && !frame.secondAction)
      out.push({ kind: "pass", seat, simultaneous: false, prompt: "pass" });
    out.push(...endTurnDecisions(frame));
    return out;
  },
  advance(tx, frame) {
    if (!frame.acted || ministerOfWarOffered(tx.state, frame)) return false;
    if (!frame.ending && !frame.afterActionAsked) {
      // LRR 3: right after the action (hook `actionPerformed`: Codex Master Plan), before the turn's end.
      const steps = momentSteps(tx.state, "actionPerformed", frame.current);
      if (steps.length > 0) {
        tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, afterActionAsked: true } });
        for (const step of steps) step(tx);
        return true;
      }
    }
    // An additional action this turn (Codex Master Plan): the turn has not ended yet.
    const more = tx.state.extraAction;
    const goesOn = more !== undefined && more.after === null && more.seat === frame.current && !frame.ending;
    // A turn of two actions (Fleet Logistics): the second is given before the turn's end is told, so the
    // end (hook `turnEnding`) comes once, after the last action (secondAction.ts).
    if (!goesOn && secondActionDue(tx.state, frame)) {
      beginSecondAction(tx, frame);
      return true;
    }
    if (!frame.ending && !goesOn) {
      // LRR 3: "at the end of your turn" (hook `turnEnding`): what it brings runs once, before the next turn.
      const steps = momentSteps(tx.state, "turnEnding", frame.current);
      if (steps.length > 0) {
        tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, ending: true } });
        for (const step of steps) step(tx);
        return true;
      }
    }
    // An extra action (TE Puppets on a String, Jupiter Brain) comes before the next turn.
    const extra = tx.state.extraAction;
    if (extra) {
      const turn: Ti4ActionPhaseFrame = { kind: "ti4ActionPhase", current: extra.seat, acted: false };
      // Puppets: an action, not a turn, so its end is no turn's end; Jupiter Brain: the turn goes on, and
      // keeps its second action given or declined (secondAction.ts).
      const after = extra.after;
      const kept = frame.secondAction && extra.seat === frame.current ? { secondAction: true as const } : {};
      const resumed = after === null ? { ...turn, ...kept } : { ...turn, ending: true, resumeAfter: after };
      tx.emit({ type: "ti4FrameUpdated", frame: resumed });
      tx.emit({ type: "ti4ExtraActionBegan", seat: extra.seat });
      return true;
    }
    let next = nextTurn(tx.state, frame.resumeAfter ?? frame.current);
    // TE Crisis: the turn it names is lost, and the round goes on after it.
    if (next !== null && next === tx.state.turnSkipped) {
      tx.emit({ type: "ti4TurnSkipped", seat: next });
      next = nextTurn(tx.state, next);
    }
    if (next === null) {
      tx.emit({ type: "ti4FramePopped" });
      // LRR 3.5, 81: the status phase follows; its module runs it.
      tx.emit({ type: "ti4PhaseBegan", phase: "status" });
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4StatusPhase" } });
      return true;
    }
    tx.emit({ type: "ti4FrameUpdated", frame: { kind: "ti4ActionPhase", current: next, acted: false } });
    beginTurn(tx, next);
    return true;
  },
};

function turnFrame(tx: Ti4Tx): Ti4ActionPhaseFrame {
  const frame = tx.state.stack.at(-1);
  // apply has checked that this command answers the action phase's decision.
  if (frame?.kind !== "ti4ActionPhase") throw new Error("an action is taken only on a turn");
  return frame;
}

/**
 * LRR 22.1: a component action is the turn's action. The command that takes one calls this first (apply
 * has checked that it answers a decision of the turn), then resolves its effect, pushing its own frames
 * above the turn's; the next turn begins when they are done.
 */
export function takeComponentAction(tx: Ti4Tx, seat: Seat): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4ActionPhase" || frame.current !== seat || frame.acted)
    return ruleError(
      "ERR_TI4_NOT_YOUR_ACTION",
      "LRR 22.1",
      "A component action is taken as the action of your own turn, and this turn's action is taken.",
    );
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, acted: true } });
  actionChosen(tx, seat, "component");
  return undefined;
}

function tacticalAction(tx: Ti4Tx, command: CommandOf<"tacticalAction">): RuleError | undefined {
  const frame = turnFrame(tx);
  const { seat, system } = command;
  if (!systemAt(tx.state, system))
    return ruleError("ERR_TI4_NO_SYSTEM", "LRR 89.1", `There is no system at ${system} to activate.`, {
      system,
    });
  if ((tx.state.board[system]?.commandTokens ?? []).includes(seat))
    return ruleError(
      "ERR_TI4_ALREADY_ACTIVATED",
      "LRR 89.1",
      `You already have a command token in ${system}: a system holding one of yours cannot be activated.`,
      { system },
    );
  const closed = activationRefused(tx.state, seat, system);
  if (closed) return closed;
  if ((tx.state.players[seat]?.tokens.tactic ?? 0) < 1)
    return ruleError(
      "ERR_TI4_NO_TACTIC_TOKEN",
      "LRR 89.1",
      "Your tactic pool is empty: you cannot activate a system.",
    );
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, acted: true } });
  actionChosen(tx, seat, "tactical");
  tx.emit({ type: "ti4CommandTokenPlaced", seat, position: system, from: "tactic" });
  tx.emit({ type: "ti4SystemActivated", seat, position: system });
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Tactical", seat, system, step: 0 } });
  // LRR 89.1: what happens "after a player activates a system" (Neuroglaive, Nullification Field) resolves
  // above the tactical action, before its first step.
  for (const answer of hookAnswers(tx.state, "afterSystemActivated")) answer(tx, seat, system);
  return undefined;
}

function strategicAction(tx: Ti4Tx, command: CommandOf<"strategicAction">): RuleError | undefined {
  const frame = turnFrame(tx);
  const { seat, card } = command;
  const held = tx.state.players[seat]?.strategyCards.find((c) => c.card === card);
  if (!held) return ruleError("ERR_TI4_CARD_NOT_HELD", "LRR 82.1", `You do not hold ${card}.`, { card });
  if (held.played)
    return ruleError(
      "ERR_TI4_CARD_EXHAUSTED",
      "LRR 82.3",
      `${card} is exhausted: it was played this round.`,
      {
        card,
      },
    );
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, acted: true } });
  actionChosen(tx, seat, "strategic");
  tx.emit({ type: "ti4StrategicActionBegan", seat, card });
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4StrategicAction", seat, card } });
  return undefined;
}

function pass(tx: Ti4Tx, command: CommandOf<"pass">): RuleError | undefined {
  const frame = turnFrame(tx);
  const left = unplayedCards(tx.state, command.seat);
  if (left.length > 0)
    return ruleError(
      "ERR_TI4_PASS_BEFORE_STRATEGY",
      "LRR 3.4",
      `You cannot pass before the strategic action of ${left.join(" and ")}.`,
    );
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, acted: true } });
  actionChosen(tx, command.seat, "pass");
  tx.emit({ type: "ti4Passed", seat: command.seat });
  for (const answer of hookAnswers(tx.state, "playerPassed")) answer(tx, command.seat);
  return undefined;
}

/**
 * The tactical action's frame: its steps, in the book's order, each pushed as its own frame; when the last
 * is over the turn ends.
 */
function tacticalFrame(steps: readonly Ti4TacticalStepKind[]): FrameRules<Ti4, Ti4TacticalFrame> {
  return {
    decisions: () => [],
    advance(tx, frame) {
      const kind = steps[frame.step];
      const held = (state: Ti4State) =>
        planetsAt(state, frame.system).filter((p) => state.players[frame.seat]?.planets[p] !== undefined);
      if (kind === undefined) {
        tx.emit({ type: "ti4FramePopped" });
        // LRR 89: what happens "after a tactical action" (hook `tacticalActionEnded`), before the next turn.
        const before = frame.heldAtStart ?? [];
        const gained = held(tx.state).filter((p) => !before.includes(p));
        for (const answer of hookAnswers(tx.state, "tacticalActionEnded"))
          answer(tx, { seat: frame.seat, system: frame.system, gained });
        return true;
      }
      const atStart = frame.step === 0 ? { heldAtStart: held(tx.state) } : {};
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, ...atStart, step: frame.step + 1 } });
      // A step starts from the active player and system only (tactical/frames.ts): its own fields are
      // optional and its own rules set them, so the start is a member of the union by that convention.
      const start = { kind, seat: frame.seat, system: frame.system } as unknown as Ti4Frame;
      tx.emit({ type: "ti4FramePushed", frame: start });
      return true;
    },
  };
}

/** The action phase with the tactical steps the book plays, in order. */
export function actionPhaseModule(steps: readonly Ti4TacticalStepKind[]): KernelModule<Ti4> {
  return {
    id: "actionPhase",
    commands: { tacticalAction, strategicAction, pass, ...SECOND_ACTION_COMMANDS },
    frames: { ti4ActionPhase: actionPhase, ti4Tactical: tacticalFrame(steps) },
    events: {
      // LRR 94.1: a new turn opens a new round of transactions (transactions/transactions.ts).
      ti4TurnBegan(draft: Ti4State) {
        delete draft.transactions;
      },
      ti4SystemActivated() {},
      ti4StrategicActionBegan() {},
      ti4StrategyCardExhausted(draft: Ti4State, e: { seat: Seat; card: Ti4StrategyCardId }) {
        const held = draft.players[e.seat]?.strategyCards.find((c) => c.card === e.card);
        if (held) held.played = true;
      },
      ti4Passed(draft: Ti4State, e: { seat: Seat }) {
        const player = draft.players[e.seat];
        if (player) player.passed = true;
      },
      ti4TurnToBeSkipped(draft: Ti4State, e: { seat: Seat }) {
        draft.turnSkipped = e.seat;
      },
      ti4TurnSkipped(draft: Ti4State) {
        delete draft.turnSkipped;
      },
      ti4ExtraActionGranted(draft: Ti4State, e: { seat: Seat; after: Seat | null }) {
        draft.extraAction = { seat: e.seat, after: e.after };
      },
      ti4ExtraActionBegan(draft: Ti4State) {
        delete draft.extraAction;
      },
      ...SECOND_ACTION_EVENTS,
    },
  };
}
