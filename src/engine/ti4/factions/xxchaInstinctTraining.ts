/**
 * The Xxcha's Instinct Training (faction technology; LRR 2, 20, 34): when another player plays an action
 * card, the Xxcha may exhaust this card and spend 1 token from their strategy pool to cancel that card. It
 * answers the window a played card opens for Sabotage (actionCards/windows.ts, hook point
 * `cardWindowAbilities`): the cancelled card goes to the discard pile without effect, a component action
 * given back as Sabotage gives it back (LRR 22).
 *
 * Who is asked: the Xxcha is offered it from what the table can read off their sheet (the card owned and
 * ready, a token in the strategy pool), so they are asked in that window whatever their hand, even empty,
 * and whatever their standing autopass; their being asked says nothing about their cards (windows.ts).
 *
 * A Sabotage is an action card played by another player too: it waits under a window of its own
 * (actionCards/play.ts), where Instinct Training may cancel it, and the card it answered then still
 * resolves (unless something else cancels it in its own window).
 *
 * The Nekro Virus may use a copy (a Valefar Assimilator token on it; technology/owned.ts): whether the
 * seat holds it reads `holdsFactionTechnology`, and readying and exhausting go to the assimilator card that
 * carries the copy (`technologyReady`, `exhaustTechnology`).
 */
import { ti4ActionCard } from "../../../content/ti4/index.ts";
import { command } from "../../commands/forms.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4CardWindowFrame } from "../actionCards/frames.ts";
import { watchedPlay } from "../actionCards/windows.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { exhaustTechnology, technologyReady } from "../technology/research.ts";

type Ti4Tx = Tx<Ti4>;
type Window = Pick<Ti4CardWindowFrame, "timing" | "about">;

export const INSTINCT_TRAINING_COMMANDS = [
  /** Instinct Training: cancel the action card just played (its window is open), for the card and a token. */
  command("instinctTraining", {}),
] as const;

/** The played card still to resolve that the window watches (a Sabotage included), if not cancelled. */
function uncancelledPlay(state: Ti4State) {
  const play = watchedPlay(state);
  return play && !play.cancelled ? play : undefined;
}

/** Why `seat` may not use Instinct Training in `window` now, or undefined when it may (public facts only). */
export function instinctTrainingRefused(state: Ti4State, seat: Seat, window: Window): RuleError | undefined {
  if (!holdsFactionTechnology(state, seat, "it") || !technologyReady(state, seat, "it"))
    return ruleError(
      "ERR_TI4_INSTINCT_TRAINING_NOT_READY",
      "LRR 34",
      "You own no ready Instinct Training (an exhausted card's ability waits for the status phase).",
    );
  const play = uncancelledPlay(state);
  if (window.timing !== "whenActionCardPlayed" || !play || play.seat !== window.about)
    return ruleError(
      "ERR_TI4_NOTHING_TO_CANCEL",
      "LRR 2",
      "Instinct Training cancels an action card just played, while it is still to resolve.",
    );
  if (play.seat === seat)
    return ruleError(
      "ERR_TI4_OWN_CARD",
      "LRR 2",
      "Instinct Training cancels another player's action card, not your own.",
    );
  if ((state.players[seat]?.tokens.strategy ?? 0) < 1)
    return ruleError(
      "ERR_TI4_NO_STRATEGY_TOKEN",
      "LRR 20",
      "Instinct Training costs a token from your strategy pool, and it is empty.",
    );
  return undefined;
}

/** The window's decision for an Xxcha who may cancel the card now (hook point cardWindowAbilities). */
function offered(state: Ti4State, seat: Seat, window: Window): Decision<Ti4>[] {
  if (instinctTrainingRefused(state, seat, window)) return [];
  const card = uncancelledPlay(state)?.card;
  if (!card) return [];
  return [
    {
      kind: "instinctTraining",
      seat,
      simultaneous: true,
      // A "may": the window waits on the Xxcha's pass anyway, so this adds nobody to wait on.
      optional: true,
      prompt: `Instinct Training: exhaust it and spend a strategy token to cancel ${ti4ActionCard(card).name}`,
    },
  ];
}

function instinctTraining(tx: Ti4Tx, command: Extract<Ti4Command, { type: "instinctTraining" }>) {
  const window = tx.state.stack.at(-1);
  if (window?.kind !== "ti4CardWindow") throw new Error("Instinct Training answers a card window");
  const refused = instinctTrainingRefused(tx.state, command.seat, window);
  if (refused) return refused;
  const play = uncancelledPlay(tx.state);
  if (!play) throw new Error("no card to cancel");
  exhaustTechnology(tx, command.seat, "it");
  tx.emit({
    type: "ti4CommandTokensChanged",
    seat: command.seat,
    pools: { strategy: -1 },
    reason: "instinct training",
  });
  // The window closes once its card is cancelled (windows.ts), and the card resolves to nothing (play.ts).
  tx.emit({
    type: "ti4ActionCardCancelled",
    seat: play.seat,
    card: play.card,
    by: command.seat,
    technology: "it",
  });
  return undefined;
}

export const TI4_INSTINCT_TRAINING: Ti4Module = {
  id: "xxchaInstinctTraining",
  commands: { instinctTraining },
  hooks: { cardWindowAbilities: offered },
};

/**
 * The bot cancels a card only when it is named by it (the card's target); otherwise it keeps its token and
 * answers the window as it would anyway [our own choice: it cannot weigh the other cards]. A Sabotage names
 * the player whose card it answers, so the bot cancels a Sabotage of its own card, and lets be one that
 * cancels a card played against it.
 */
export const INSTINCT_TRAINING_ANSWERS: Ti4Answers = {
  instinctTraining: (state, d) =>
    uncancelledPlay(state)?.play.target === d.seat ? [{ type: "instinctTraining", seat: d.seat }] : [],
};
