/**
 * A strategic action (RR §6): the holder resolves the card's primary ability, then every other player,
 * all at once, follows the secondary (paying 1 Strategy Allocation counter unless the card or Initiative
 * waives it) or declines; then the card turns inactive and the turn ends. Abilities live in
 * strategyAbilities.ts, one for every card (a test keeps the table whole).
 * A primary may take several answers (`pending`) or run its own procedure above this frame (trade
 * negotiations), which marks `detail.primaryDone` when it pops; a follower's ability is resolved after
 * its answer is recorded, so it may push a procedure too; `afterAll` runs once everyone has answered.
 */
import { getStrategyCard, type StrategyCardId } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import type { FrameRules } from "../flow.ts";
import type { StrategicActionFrame } from "../frames.ts";
import { answers } from "../hooks/index.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import { openActionWindow } from "./actionCards/window.ts";
import { endTurn, strategicActionsOwed } from "./actionPhase.ts";
import { clockwiseFrom, holdsInitiative, player } from "./players.ts";
import { primaryRule, secondaryRule } from "./strategyAbilities.ts";

export function takeStrategicAction(
  tx: Tx,
  command: Extract<Command, { type: "strategicAction" }>,
): RuleError | undefined {
  const owed = strategicActionsOwed(tx.state, command.seat).map((h) => h.card);
  if (!owed.includes(command.card)) {
    return ruleError(
      "ERR_NOT_YOUR_CARD",
      "RR §7.1",
      `${getStrategyCard(command.card).name} is not a card of yours with a strategic action still to take.`,
    );
  }
  tx.emit({
    type: "framePushed",
    frame: {
      kind: "strategicAction",
      seat: command.seat,
      card: command.card,
      step: "primary",
      awaiting: [],
      detail: {},
    },
  });
  // Forbidden Research (law, RR §20).
  for (const taken of answers(tx.state, "strategicActionTaken")) taken(tx, command.card);
  return undefined;
}

function top(tx: Tx): StrategicActionFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "strategicAction") throw new Error("no strategic action in progress");
  return frame;
}

export const STRATEGIC_ACTION_RULES: FrameRules<StrategicActionFrame> = {
  decisions(state, frame): Decision[] {
    const card = getStrategyCard(frame.card);
    if (frame.step === "primary") {
      const rule = primaryRule(state, frame.card);
      if (!rule.needsAnswer(state, frame)) return [];
      return [
        { kind: "resolvePrimary", seat: frame.seat, simultaneous: false, prompt: rule.prompt(state, frame) },
        ...offers(state, frame, [frame.seat]),
      ];
    }
    const follows: Decision[] = frame.awaiting.map((seat) => ({
      kind: "answerSecondary" as const,
      seat,
      simultaneous: true,
      prompt: `follow ${card.name}'s secondary (${card.secondary?.name ?? "none"}) or decline`,
      // "follow" alone is a listed answer only where it would be accepted as it stands; a secondary that
      // needs more (where to produce, what to research) or a counter the seat lacks is answered in full.
      choices: followsAsItStands(state, frame, seat) ? ["follow", "decline"] : ["decline"],
    }));
    return [...follows, ...offers(state, frame, frame.awaiting)];
  },
  advance(tx, frame) {
    if (frame.step === "primary") {
      // A primary that ran its own procedure above this frame (trade negotiations, ...) is done.
      if (frame.detail.primaryDone === true) {
        openSecondaries(tx);
        return true;
      }
      const rule = primaryRule(tx.state, frame.card);
      if (rule.needsAnswer(tx.state, frame)) return false;
      rule.resolve(tx, frame, {});
      if (primaryComplete(tx)) openSecondaries(tx);
      return true;
    }
    if (frame.awaiting.length > 0) return false;
    const depth = tx.state.stack.length;
    secondaryRule(tx.state, frame.card).afterAll?.(tx, frame);
    // What afterAll pushed (the windows right after the Trade collections) is answered first; then this
    // runs again, and afterAll, seeing its work done, adds nothing.
    if (tx.state.stack.length > depth) return true;
    // Flawless Strategy (Action Card): a card nobody holds stays as it is, and the turn ended with the play.
    const byActionCard = frame.detail.byActionCard === true;
    if (!byActionCard) tx.emit({ type: "strategyCardPlayed", seat: frame.seat, card: frame.card });
    tx.emit({ type: "framePopped" });
    if (!byActionCard) endTurn(tx);
    return true;
  },
};

/**
 * RR §19: cards played just before buying a technology (Corporate Sponsorship, ...) are offered to the
 * players a Technology card asks to buy (actionCards/phaseCardTechnology.ts).
 */
function offers(state: GameState, frame: StrategicActionFrame, asked: readonly Seat[]): Decision[] {
  return answers(state, "strategicActionOffers").flatMap((offer) => offer(state, frame, asked));
}

/** After the primary: everyone else may follow, clockwise from the holder (answers are taken at once). */
function openSecondaries(tx: Tx): void {
  const frame = top(tx);
  const card = getStrategyCard(frame.card);
  // Imperial II (b), SE p.17: once its holder uses the secondary, nobody else may (`noSecondaries`).
  // Aggressive Strategy (directive, Against): no secondary until the round ends (politics/directiveHooks.ts).
  const closed =
    card.secondary === null ||
    frame.detail.noSecondaries === true ||
    answers(tx.state, "secondariesClosed").some((closes) => closes(tx.state));
  const others = closed ? [] : clockwiseFrom(tx.state, frame.seat).filter((s) => s !== frame.seat);
  tx.emit({ type: "frameReplaced", frame: { ...top(tx), step: "secondaries", awaiting: others } });
  // RR §19: cards played right after a primary is resolved, before anyone follows (Policy Paralysis, ...).
  openActionWindow(tx, "afterStrategyPrimary");
}

export function resolvePrimary(
  tx: Tx,
  command: Extract<Command, { type: "resolvePrimary" }>,
): RuleError | undefined {
  const frame = top(tx);
  if (command.card !== frame.card) return wrongCard(frame.card);
  const refused = primaryRule(tx.state, frame.card).resolve(tx, frame, command.choice);
  if (refused) return refused;
  if (tx.state.phase !== "finished" && primaryComplete(tx)) openSecondaries(tx);
  return undefined;
}

/** A primary may need several answers (PrimaryRule.pending) or push its own procedure above this frame. */
function primaryComplete(tx: Tx): boolean {
  const now = tx.state.stack.at(-1);
  return now?.kind === "strategicAction" && !primaryRule(tx.state, now.card).pending?.(tx.state, now);
}

export function answerSecondary(
  tx: Tx,
  command: Extract<Command, { type: "answerSecondary" }>,
): RuleError | undefined {
  const frame = top(tx);
  if (command.card !== frame.card) return wrongCard(frame.card);
  if (command.follow) {
    const refused = checkFollow(tx.state, frame, command);
    if (refused) return refused;
  }
  tx.emit({ type: "secondaryAnswered", seat: command.seat, card: frame.card, followed: command.follow });
  tx.emit({
    type: "frameReplaced",
    frame: { ...frame, awaiting: frame.awaiting.filter((s) => s !== command.seat) },
  });
  // Resolved last, so an ability may push its own procedure above the strategic action.
  if (command.follow) {
    followSecondary(tx, frame, command);
    return undefined;
  }
  // Regressive Rhetoric (law, RR §20).
  for (const declined of answers(tx.state, "secondaryDeclined")) declined(tx, frame.card, command.seat);
  return undefined;
}

function followsAsItStands(state: GameState, frame: StrategicActionFrame, seat: Seat): boolean {
  const plain = { type: "answerSecondary" as const, seat, card: frame.card, follow: true };
  return checkFollow(state, frame, plain) === undefined;
}

function checkFollow(
  state: GameState,
  frame: StrategicActionFrame,
  command: Extract<Command, { type: "answerSecondary" }>,
): RuleError | undefined {
  if (secondaryCosts(state, frame.card, command.seat) && player(state, command.seat).counters.strategy < 1) {
    return ruleError(
      "ERR_NO_STRATEGY_COUNTER",
      "RR §6",
      "Following a secondary costs 1 command counter from your Strategy Allocation, and yours is empty.",
    );
  }
  // Tech Bubble (Action Card): the holder follows his own card's secondary only.
  for (const refuses of answers(state, "secondaryRefused")) {
    const refused = refuses(state, frame.card, command.seat, command.choice ?? {});
    if (refused) return refused;
  }
  return secondaryRule(state, frame.card).check(state, command.seat, command.choice ?? {});
}

function followSecondary(
  tx: Tx,
  frame: StrategicActionFrame,
  command: Extract<Command, { type: "answerSecondary" }>,
): void {
  if (secondaryCosts(tx.state, frame.card, command.seat)) {
    tx.emit({
      type: "commandCountersSpent",
      seat: command.seat,
      counters: { strategy: 1 },
      reason: "secondary ability",
    });
  }
  secondaryRule(tx.state, frame.card).resolve(tx, command.seat, command.choice ?? {});
}

/** RR §6: 1 Strategy Allocation counter, except where the card waives it or the follower holds Initiative. */
export function secondaryCosts(state: GameState, card: StrategyCardId, seat: Seat): boolean {
  const said = answers(state, "secondaryCounter").map((ask) => ask(state, card, seat));
  // Tech Bubble (Action Card): the holder following his own secondary always pays its counter.
  if (said.includes("owed")) return getStrategyCard(card).secondaryNeedsCounter;
  if (secondaryRule(state, card).free?.(state, seat)) return false;
  // Strategic Planning (Action Card), Science Community Speaker (law): no counter.
  if (said.includes("waived")) return false;
  return getStrategyCard(card).secondaryNeedsCounter && !holdsInitiative(state, seat);
}

function wrongCard(card: StrategyCardId): RuleError {
  return ruleError(
    "ERR_WRONG_CARD",
    "RR §6",
    `The strategic action in progress is ${getStrategyCard(card).name}'s.`,
  );
}
