/**
 * Warfare as Thunder's Edge revises it (TE "Expansion Integration": the revised card replaces the base
 * one; `revisedInThundersEdge`, strategyCards.ts). The card [the card's own text, our wording]:
 * - primary: take a tactical action in any system without placing a command token, even one that holds
 *   your token already; the system still counts as activated. You may redistribute your command tokens
 *   before and after that action;
 * - secondary: spend 1 token from your strategy pool to use the PRODUCTION of your units in your home
 *   system (the token goes to no system).
 * TE "Clarifications" (Warfare): if the primary's tactical action is cancelled, or the turn is ended, the rest
 * of the card still resolves. The primary's frame waits under the tactical action, so whatever becomes of
 * that action the redistribution after it and the secondaries come once it is gone.
 */
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import { bookOf } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { systemAt, systemPositions } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { hookAnswers } from "../hooks/index.ts";
import { producersIn } from "../production/producers.ts";
import { activationRefused } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4StrategyCardRules } from "../strategic/cards.ts";
import { pushTokenArrangement } from "../strategic/commandSheet.ts";
import type { Ti4RevisedWarfareFrame } from "./revisedCardsFrames.ts";

const RULE = "TE Warfare";

/** The systems the primary may activate: any on the board that no ability closes to the seat. */
export function warfareSystems(state: Ti4State, seat: Seat): string[] {
  return systemPositions(state).filter((p) => !activationRefused(state, seat, p));
}

const revisedWarfare: FrameRules<Ti4, Ti4RevisedWarfareFrame> = {
  decisions: (state, frame) =>
    frame.stage === "activate"
      ? [
          {
            kind: "warfareActivate",
            seat: frame.seat,
            simultaneous: false,
            prompt: "name the system of Warfare's tactical action (no command token is placed)",
            choices: warfareSystems(state, frame.seat),
          },
        ]
      : [],
  advance(tx, frame) {
    if (frame.stage === "activate") {
      if (warfareSystems(tx.state, frame.seat).length > 0) return false;
      // No system may be activated: the tactical action does not happen; the rest of the card resolves.
    }
    tx.emit({ type: "ti4FramePopped" });
    pushTokenArrangement(tx, { seats: [frame.seat], gain: 0, redistribute: true, reason: "warfare" });
    return true;
  },
};

type Activate = Extract<Ti4Command, { type: "warfareActivate" }>;

function warfareActivate(tx: Tx<Ti4>, command: Activate): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4RevisedWarfare") throw new Error("Warfare's tactical action answers its own frame");
  const { seat, system } = command;
  if (!systemAt(tx.state, system))
    return ruleError("ERR_TI4_NO_SYSTEM", RULE, `There is no system at ${system} to activate.`, { system });
  const closed = activationRefused(tx.state, seat, system);
  if (closed) return closed;
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, stage: "after" } });
  // No command token is placed; the system is activated all the same (the card).
  tx.emit({ type: "ti4SystemActivated", seat, position: system });
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Tactical", seat, system, step: 0 } });
  for (const answer of hookAnswers(tx.state, "afterSystemActivated")) answer(tx, seat, system);
  return undefined;
}

export const REVISED_WARFARE: Ti4StrategyCardRules = {
  card: "warfare",
  primary(tx, seat) {
    // Pushed first, so it waits under the redistribution that comes before the tactical action.
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4RevisedWarfare", seat, stage: "activate" } });
    pushTokenArrangement(tx, { seats: [seat], gain: 0, redistribute: true, reason: "warfare" });
  },
  secondary(tx, seat) {
    const home = tx.state.players[seat]?.home as string;
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "ti4Production", seat, system: home, reason: "warfare" },
    });
  },
  secondaryTokens: () => undefined,
  cannotFollow(state, _frame, seat) {
    if (!bookOf<Ti4>(state).frames.ti4Production)
      return ruleError(
        "ERR_TI4_PRODUCTION_NOT_PLAYED",
        RULE,
        "Warfare's secondary uses PRODUCTION, which this table's rules do not play yet.",
      );
    const home = state.players[seat]?.home;
    if (!home || producersIn(state, seat, home).total === 0)
      return ruleError(
        "ERR_TI4_NO_HOME_PRODUCTION",
        RULE,
        "The revised Warfare's secondary uses the PRODUCTION of your units in your home system, and none of them has any.",
      );
    return undefined;
  },
};

export const REVISED_WARFARE_MODULE: Omit<KernelModule<Ti4>, "id"> = {
  commands: { warfareActivate },
  frames: { ti4RevisedWarfare: revisedWarfare },
};
