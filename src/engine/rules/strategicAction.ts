/**
 * A strategic action (RR §6): the holder resolves the card's primary ability, then every other player,
 * all at once, follows the secondary (paying 1 Strategy Allocation counter unless the card or Initiative
 * waives it) or declines; then the card turns inactive and the turn ends. Abilities live in
 * strategyAbilities.ts; one not automated yet is carried out by hand, announced as such in the log.
 */
import { getStrategyCard, type StrategyCardId } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import type { FrameRules } from "../flow.ts";
import type { StrategicActionFrame } from "../frames.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
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
      const rule = primaryRule(frame.card);
      if (!rule.needsAnswer(state, frame)) return [];
      return [
        { kind: "resolvePrimary", seat: frame.seat, simultaneous: false, prompt: rule.prompt(state, frame) },
      ];
    }
    return frame.awaiting.map((seat) => ({
      kind: "answerSecondary" as const,
      seat,
      simultaneous: true,
      prompt: `follow ${card.name}'s secondary (${card.secondary?.name ?? "none"}) or decline`,
      choices: ["follow", "decline"],
    }));
  },
  advance(tx, frame) {
    if (frame.step === "primary") {
      const rule = primaryRule(frame.card);
      if (rule.needsAnswer(tx.state, frame)) return false;
      rule.resolve(tx, frame, {});
      openSecondaries(tx);
      return true;
    }
    if (frame.awaiting.length > 0) return false;
    tx.emit({ type: "strategyCardPlayed", seat: frame.seat, card: frame.card });
    tx.emit({ type: "framePopped" });
    endTurn(tx);
    return true;
  },
};

/** After the primary: everyone else may follow, clockwise from the holder (answers are taken at once). */
function openSecondaries(tx: Tx): void {
  const frame = top(tx);
  const card = getStrategyCard(frame.card);
  const others =
    card.secondary === null ? [] : clockwiseFrom(tx.state, frame.seat).filter((s) => s !== frame.seat);
  tx.emit({ type: "frameReplaced", frame: { ...top(tx), step: "secondaries", awaiting: others } });
}

export function resolvePrimary(
  tx: Tx,
  command: Extract<Command, { type: "resolvePrimary" }>,
): RuleError | undefined {
  const frame = top(tx);
  if (command.card !== frame.card) return wrongCard(frame.card);
  const refused = primaryRule(frame.card).resolve(tx, frame, command.choice);
  if (refused) return refused;
  if (tx.state.phase !== "finished") openSecondaries(tx);
  return undefined;
}

export function answerSecondary(
  tx: Tx,
  command: Extract<Command, { type: "answerSecondary" }>,
): RuleError | undefined {
  const frame = top(tx);
  if (command.card !== frame.card) return wrongCard(frame.card);
  if (command.follow) {
    const refused = followSecondary(tx, frame, command);
    if (refused) return refused;
  }
  tx.emit({ type: "secondaryAnswered", seat: command.seat, card: frame.card, followed: command.follow });
  const now = top(tx);
  tx.emit({
    type: "frameReplaced",
    frame: { ...now, awaiting: now.awaiting.filter((s) => s !== command.seat) },
  });
  return undefined;
}

function followSecondary(
  tx: Tx,
  frame: StrategicActionFrame,
  command: Extract<Command, { type: "answerSecondary" }>,
): RuleError | undefined {
  const needsCounter = secondaryCosts(tx.state, frame.card, command.seat);
  if (needsCounter && player(tx.state, command.seat).counters.strategy < 1) {
    return ruleError(
      "ERR_NO_STRATEGY_COUNTER",
      "RR §6",
      "Following a secondary costs 1 command counter from your Strategy Allocation, and yours is empty.",
    );
  }
  const refused = secondaryRule(frame.card).check(tx.state, command.seat, command.choice ?? {});
  if (refused) return refused;
  if (needsCounter) {
    tx.emit({
      type: "commandCountersSpent",
      seat: command.seat,
      counters: { strategy: 1 },
      reason: "secondary ability",
    });
  }
  secondaryRule(frame.card).resolve(tx, command.seat, command.choice ?? {});
  return undefined;
}

/** RR §6: 1 Strategy Allocation counter, except where the card waives it or the follower holds Initiative. */
export function secondaryCosts(state: GameState, card: StrategyCardId, seat: Seat): boolean {
  return getStrategyCard(card).secondaryNeedsCounter && !holdsInitiative(state, seat);
}

function wrongCard(card: StrategyCardId): RuleError {
  return ruleError(
    "ERR_WRONG_CARD",
    "RR §6",
    `The strategic action in progress is ${getStrategyCard(card).name}'s.`,
  );
}
