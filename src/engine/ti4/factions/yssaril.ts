/**
 * The Yssaril Tribes (content/ti4/factions.base.ts, factionAbilities.ts): what the engine carries out of
 * their abilities, faction technologies and flagship.
 *
 * - Stall Tactics: ACTION (LRR 22): discard 1 of their action cards. A component action: it is offered on
 *   their turn (hook `componentActions`) and spends the turn's action (`takeComponentAction`).
 * - Scheming: each time they draw action cards they draw 1 more, then discard 1 of their choice (the draw is
 *   actionCards/deck.ts's; the discard is asked with the hand limit's frame, counted).
 * - Crafty: their hand of action cards has no limit (status/statusPhase.ts's hand limit asks `noHandLimit`).
 * - Y'sia Y'ssrila, their flagship: it moves through systems holding other players' ships (LRR 58.4a) when
 *   it moves in a group of its own (our reading: the ships moving with it along the same path do not).
 *
 * - Mageon Implants, their faction technology: a component action (yssarilMageon.ts).
 *
 * - Transparasteel Plating, their faction technology (card text; LRR 2, 3): during a turn of theirs in the
 *   action phase, players who have passed cannot play action cards. Card windows do not ask them (hook point
 *   actionCardsBarred, actionCards/windows.ts) and a play is refused with a sentence. The turn is the
 *   action phase's current turn: its tactical action and everything it opens included.
 *
 * Both technologies are read with `holdsFactionTechnology` (technology/owned.ts): a Nekro Virus copying one
 * under a Valefar Assimilator token uses it as the Yssaril would (LRR 90.16-90.22). Stall Tactics, Scheming,
 * Crafty and the flagship stay the Yssaril's.
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { lenderOf, returnLoan } from "../thundersEdge/breakthroughs/yssaril.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";
import { MAGEON_EVENTS, mageonActions, mageonFrame, mageonImplants, mageonTake } from "./yssarilMageon.ts";

type StallTactics = Extract<Ti4Command, { type: "stallTactics" }>;

/**
 * Stall Tactics is offered on a Yssaril turn while they hold an action card; Mageon Implants to whoever holds
 * it (the Yssaril, or a Nekro with a copy).
 */
function componentActions(state: Ti4State, seat: number): Decision<Ti4>[] {
  const mageon = mageonActions(state, seat);
  if (!hasFaction(state, seat, "yssaril")) return mageon;
  if ((state.players[seat]?.secret.actionCards.length ?? 0) === 0) return mageon;
  // The hand is the seat's secret: its cards are not listed in the decision.
  return [
    { kind: "stallTactics", seat, simultaneous: false, prompt: "Stall Tactics: discard 1 action card" },
    ...mageon,
  ];
}

/** Stall Tactics (Yssaril ability; LRR 22): the action is one action card discarded. */
function stallTactics(tx: Tx<Ti4>, command: StallTactics): RuleError | undefined {
  const { seat, card } = command;
  // Deepgloom Executable (the Yssaril's breakthrough) lends a use of it to another player.
  const lent =
    !hasFaction(tx.state, seat, "yssaril") && lenderOf(tx.state, seat, "stallTactics") !== undefined;
  if (!hasFaction(tx.state, seat, "yssaril") && !lent)
    return ruleError(
      "ERR_TI4_NOT_YOUR_ABILITY",
      "LRR 22",
      "Stall Tactics is the Yssaril Tribes' ability (lent to others only by their breakthrough, Deepgloom Executable).",
    );
  if (!(tx.state.players[seat]?.secret.actionCards ?? []).includes(card as Ti4ActionCardId))
    return ruleError("ERR_TI4_CARD_NOT_IN_HAND", "LRR 22", `You do not hold ${card} to discard.`, { card });
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  tx.emit({ type: "ti4ActionCardsDiscarded", seat, cards: [card], reason: "Stall Tactics" });
  if (lent) returnLoan(tx, seat, "stallTactics");
  return undefined;
}

/**
 * Transparasteel Plating: barred when `seat` has passed and the turn is that of a player holding the
 * technology (the Yssaril, or a Nekro with a copy).
 */
function transparasteelPlating(state: Ti4State, seat: number): RuleError | undefined {
  const turn = state.stack.findLast((frame) => frame.kind === "ti4ActionPhase");
  if (turn?.kind !== "ti4ActionPhase" || turn.current === seat) return undefined;
  if (!state.players[seat]?.passed) return undefined;
  if (!holdsFactionTechnology(state, turn.current, "tp")) return undefined;
  return ruleError(
    "ERR_TI4_TRANSPARASTEEL",
    "LRR 2",
    "Transparasteel Plating: during the turn of the player holding it, a player who has passed cannot play action cards.",
  );
}

export const TI4_YSSARIL: Ti4Module = {
  id: "faction:yssaril",
  commands: { stallTactics, mageonImplants, mageonTake },
  frames: { ti4Mageon: mageonFrame },
  events: MAGEON_EVENTS,
  hooks: {
    componentActions,
    // Scheming.
    extraActionCardDraws: (state, seat) => (hasFaction(state, seat, "yssaril") ? 1 : 0),
    // Crafty.
    noHandLimit: (state, seat) => hasFaction(state, seat, "yssaril"),
    actionCardsBarred: transparasteelPlating,
    // Y'sia Y'ssrila (LRR 58.4a).
    mayPassShips: (state, seat, types) =>
      flagshipHasAbilityOf(state, seat, "yssaril") && types.every((type) => type === "flagship"),
  },
};
