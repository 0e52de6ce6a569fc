/**
 * Acquiescence, the Winnu's promissory note (printed base card; content/ti4/promissoryNotes.factions.ts): as
 * the strategy phase ends (LRR 84, hook `endOfStrategyPhase`), its holder plays it and trades 1 of their
 * strategy cards for 1 of the Winnu's (the holder chooses both, `ti4Acquiescence`); then it goes back to the
 * Winnu (LRR 69.3). A traded card keeps whether it was played (it is not yet, this early in the round).
 */
import { type Ti4StrategyCardId, ti4StrategyCard } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";
import type { Ti4AcquiescenceFrame } from "./winnu.commands.ts";

function cardsOf(state: Ti4State, seat: Seat): Ti4StrategyCardId[] {
  return (state.players[seat]?.strategyCards ?? []).map((c) => c.card);
}

export const ACQUIESCENCE: Ti4NoteRules = {
  moment: "strategyPhaseEnded",
  playableAt: (state, holder, owner) => cardsOf(state, holder).length > 0 && cardsOf(state, owner).length > 0,
  play(tx, holder, owner) {
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Acquiescence", seat: holder, winnu: owner } });
  },
};

const acquiescenceFrame: FrameRules<Ti4, Ti4AcquiescenceFrame> = {
  decisions: (state, frame) => [
    {
      kind: "acquiesce",
      seat: frame.seat,
      simultaneous: false,
      prompt: `Acquiescence: trade one of your strategy cards (${cardsOf(state, frame.seat).join(", ")}) for one of the Winnu's`,
      choices: cardsOf(state, frame.winnu),
    },
  ],
  advance: () => false,
};

function acquiesce(tx: Tx<Ti4>, command: Extract<Ti4Command, { type: "acquiesce" }>): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Acquiescence") throw new Error("Acquiescence is answered only in its frame");
  const { give, take } = command;
  if (!cardsOf(tx.state, frame.seat).includes(give))
    return ruleError("ERR_TI4_ACQUIESCENCE_TRADE", "LRR 69", `You hold no ${give} to give.`, { give });
  if (!cardsOf(tx.state, frame.winnu).includes(take))
    return ruleError(
      "ERR_TI4_ACQUIESCENCE_TRADE",
      "LRR 69",
      `Acquiescence takes one of the Winnu's strategy cards: ${cardsOf(tx.state, frame.winnu).join(", ")}.`,
      { take },
    );
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4StrategyCardsTraded", seat: frame.seat, other: frame.winnu, gave: give, took: take });
  return undefined;
}

export const TI4_ACQUIESCENCE: Ti4Module = {
  id: "winnuAcquiescence",
  commands: { acquiesce },
  frames: { ti4Acquiescence: acquiescenceFrame },
};

const initiative = (card: Ti4StrategyCardId) => ti4StrategyCard(card).initiative;

/** The built-in player gives its highest-numbered card for the Winnu's lowest-numbered one (to act sooner). */
export const ACQUIESCENCE_ANSWERS: Ti4Answers = {
  acquiesce(state, d) {
    const give = [...cardsOf(state, d.seat)].sort((a, b) => initiative(b) - initiative(a))[0];
    const take = ([...(d.choices ?? [])] as Ti4StrategyCardId[]).sort(
      (a, b) => initiative(a) - initiative(b),
    )[0];
    return give && take ? [{ type: "acquiesce", seat: d.seat, give, take }] : [];
  },
};
