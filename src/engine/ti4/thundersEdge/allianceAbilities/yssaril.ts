/**
 * The Yssaril alliance card (TE "Alliance Reference Cards"; the Yssaril commander's ability): whenever another
 * player activates a system that contains its holder's units, the holder may look at that player's action
 * cards, promissory notes or secret objectives. Once the activation is made (hook point afterSystemActivated),
 * each such holder is asked which of the three to see, or none; what they see is told to them alone (`to`).
 * The others learn only that they looked, and at which set [our reading: the table sees the card used].
 */
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { RuleError } from "../../../ruleError.ts";
import type { Ti4Answers } from "../../answer.ts";
import type { Ti4Command } from "../../commands.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { allianceAbilityUsers } from "../allianceCards.ts";
import { YSSARIL_GLIMPSES } from "./yssaril.commands.ts";

type Ti4Tx = Tx<Ti4>;
type Glimpse = Extract<Ti4Command, { type: "glimpseWithYssarilCard" }>;

/** `seat` may look at one set of `active`'s hidden cards (the Yssaril card). */
export interface TeYssarilGlimpseFrame {
  kind: "teYssarilGlimpse";
  seat: Seat;
  active: Seat;
}

export type TeYssarilGlimpseEvent =
  /** `seat` looks at `active`'s `what` with the Yssaril card (told to the table, without the cards). */
  | { type: "teYssarilGlimpsed"; seat: Seat; active: Seat; what: (typeof YSSARIL_GLIMPSES)[number] }
  /** What `seat` saw: `cards`, told to them alone. */
  | { type: "teYssarilGlimpseShown"; seat: Seat; active: Seat; cards: string[]; to: Seat };

function hasUnitsIn(state: Ti4State, seat: Seat, system: string): boolean {
  const there = state.board[system];
  const forces = [...(there?.space ?? []), ...Object.values(there?.planets ?? {}).flatMap((f) => f ?? [])];
  return forces.some((f) => f.seat === seat && Object.values(f.units).some((n) => n));
}

function seen(state: Ti4State, active: Seat, what: Glimpse["what"]): string[] {
  const secret = state.players[active]?.secret;
  if (!secret || what === "none") return [];
  return [...secret[what]];
}

function glimpseWithYssarilCard(tx: Ti4Tx, command: Glimpse): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "teYssarilGlimpse")
    throw new Error("the Yssaril card is used as a system is activated");
  const { seat, what } = command;
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "teYssarilGlimpsed", seat, active: frame.active, what });
  if (what !== "none")
    tx.emit({
      type: "teYssarilGlimpseShown",
      seat,
      active: frame.active,
      cards: seen(tx.state, frame.active, what),
      to: seat,
    });
  return undefined;
}

export const TE_YSSARIL_ALLIANCE: Ti4Module = {
  id: "teYssarilAlliance",
  commands: { glimpseWithYssarilCard },
  frames: {
    teYssarilGlimpse: {
      decisions: (_state, frame: TeYssarilGlimpseFrame) => [
        {
          kind: "glimpseWithYssarilCard",
          seat: frame.seat,
          simultaneous: false,
          prompt:
            "look at the active player's action cards, promissory notes or secret objectives (Yssaril alliance card), or at none",
          choices: [...YSSARIL_GLIMPSES],
        },
      ],
      advance: () => false,
    },
  },
  events: { teYssarilGlimpsed() {}, teYssarilGlimpseShown() {} },
  hooks: {
    afterSystemActivated(tx, active, system) {
      for (const seat of allianceAbilityUsers(tx.state, "yssaril"))
        if (seat !== active && hasUnitsIn(tx.state, seat, system))
          tx.emit({ type: "ti4FramePushed", frame: { kind: "teYssarilGlimpse", seat, active } });
    },
  },
};

/** The bot looks at the action cards: what it may have to answer soonest [our own choice]. */
export const YSSARIL_ALLIANCE_ANSWERS: Ti4Answers = {
  glimpseWithYssarilCard: (_state, decision) => [
    { type: "glimpseWithYssarilCard", seat: decision.seat, what: "actionCards" },
  ],
};
