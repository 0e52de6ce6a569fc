/**
 * Mageon Implants (Yssaril faction technology; its card, LRR 22): ACTION: exhaust it to look at another
 * player's action cards and take 1 of them. A component action offered on a Yssaril turn while the card is
 * ready and another player holds an action card. The hand looked at reaches the Yssaril only (an event `to`
 * them, kept in their secrets until the card is taken); the card taken is told to the two players, and to the
 * others only that a card changed hands (as Spy does, actionCards/actionTimed.ts).
 * A Nekro Virus copying it under a Valefar Assimilator token uses it the same way (`holdsFactionTechnology`,
 * technology/owned.ts; LRR 90.16-90.22); the copy is exhausted as the assimilator card carrying it
 * (`exhaustTechnology`, technology/research.ts).
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { exhaustTechnology, technologyReady } from "../technology/research.ts";
import type { Ti4MageonFrame } from "./yssaril.commands.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

/** Whether `seat` holds Mageon Implants (the Yssaril's card or a Nekro copy) and it is ready. */
function usable(state: Ti4State, seat: Seat): boolean {
  return holdsFactionTechnology(state, seat, "mi") && technologyReady(state, seat, "mi");
}

/** The other players holding at least 1 action card (counts are public). */
function handsToSee(state: Ti4State, seat: Seat): Seat[] {
  return state.players
    .filter((p) => p.seat !== seat && !p.eliminated && p.secret.actionCards.length > 0)
    .map((p) => p.seat);
}

/** Offered on its holder's turn while Mageon Implants is ready and someone else holds an action card. */
export function mageonActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (!usable(state, seat)) return [];
  const choices = handsToSee(state, seat);
  if (choices.length === 0) return [];
  return [
    {
      kind: "mageonImplants",
      seat,
      simultaneous: false,
      prompt: "Mageon Implants: exhaust it to look at a player's action cards and take 1",
      choices: choices.map(String),
    },
  ];
}

export function mageonImplants(tx: Ti4Tx, command: CommandOf<"mageonImplants">): RuleError | undefined {
  const { seat, target } = command;
  if (!usable(tx.state, seat))
    return ruleError(
      "ERR_TI4_MAGEON_NOT_READY",
      "LRR 22",
      "Mageon Implants must be yours and ready (not exhausted) to be used.",
    );
  if (!handsToSee(tx.state, seat).includes(target))
    return ruleError(
      "ERR_TI4_MAGEON_TARGET",
      "LRR 22",
      "Mageon Implants looks at the hand of another player holding at least 1 action card.",
      { target },
    );
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  exhaustTechnology(tx, seat, "mi");
  const cards = [...(tx.state.players[target]?.secret.actionCards ?? [])];
  tx.emit({ type: "ti4HandSeen", seat, target, cards, to: seat });
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Mageon", seat, target } });
  return undefined;
}

export const mageonFrame: FrameRules<Ti4, Ti4MageonFrame> = {
  decisions: (state, frame) => [
    {
      kind: "mageonTake",
      seat: frame.seat,
      simultaneous: false,
      prompt: `${frame.source ?? "Mageon Implants"}: take 1 of ${state.players[frame.target]?.name ?? `seat ${frame.target}`}'s action cards`,
    },
  ],
};

export function mageonTake(tx: Ti4Tx, command: CommandOf<"mageonTake">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Mageon") throw new Error("a card looked at is taken in its own window");
  const { seat, card } = command;
  const from = frame.target;
  if (!(tx.state.players[from]?.secret.actionCards ?? []).includes(card))
    return ruleError(
      "ERR_TI4_CARD_NOT_IN_HAND",
      frame.source === "Spy Net" ? "LRR 69" : frame.source === "Lie in Wait" ? "LRR 2" : "LRR 22",
      `${card} is not among the cards you are looking at: take one of them.`,
      { card },
    );
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4ActionCardTaken", seat, from, card, to: seat, rng: tx.state.rng });
  tx.emit({ type: "ti4ActionCardLost", seat: from, card, to: from });
  tx.emit({ type: "ti4ActionCardTakenCounted", seat, from });
  tx.emit({ type: "ti4HandSeen", seat, target: from, cards: null, to: seat });
  // A second hand waiting to be looked through by the same player (Lie in Wait) is shown now.
  const next = tx.state.stack.at(-1);
  if (next?.kind === "ti4Mageon" && next.seat === seat) {
    const cards = [...(tx.state.players[next.target]?.secret.actionCards ?? [])];
    tx.emit({ type: "ti4HandSeen", seat, target: next.target, cards, to: seat });
  }
  return undefined;
}

export const MAGEON_EVENTS = {
  ti4HandSeen(draft: Ti4State, e: { seat: Seat; target: Seat; cards: Ti4ActionCardId[] | null }) {
    const secret = draft.players[e.seat]?.secret;
    if (!secret) return;
    if (e.cards === null) delete secret.handSeen;
    else secret.handSeen = { seat: e.target, cards: [...e.cards] };
  },
};

/**
 * The bot looks at the largest hand (counts are public) and takes the first card it sees [our own choice: it
 * does not weigh the cards].
 */
export const MAGEON_ANSWERS: Ti4Answers = {
  mageonImplants: (state, d) => {
    const seats = (d.choices ?? []).map(Number);
    const size = (s: Seat) => {
      const cards = state.players[s]?.secret.actionCards as unknown;
      return Array.isArray(cards) ? cards.length : Number(cards ?? 0);
    };
    const best = [...seats].sort((a, b) => size(b) - size(a))[0];
    return best === undefined ? [] : [{ type: "mageonImplants", seat: d.seat, target: best }];
  },
  mageonTake: (state, d) =>
    (state.players[d.seat]?.secret.handSeen?.cards ?? []).slice(0, 1).map((card) => ({
      type: "mageonTake" as const,
      seat: d.seat,
      card,
    })),
};
