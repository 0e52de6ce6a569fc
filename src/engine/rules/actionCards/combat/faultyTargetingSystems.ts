import { getActionCard } from "../../../../content/index.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { GameState, Seat } from "../../../state.ts";
import type { CasualtiesFrame } from "../../combat/frames.ts";
import type { ActionCardEffect, CardPlay } from "../cardPlay.ts";
import type { ActionCardPlayFrame } from "../frames.ts";
import { cardAnswered, pdsDiceAt } from "../underWindow.ts";
import { CONDITION, diceUnderWindow, rollDieAgain } from "./battle.ts";

const CARD = "Faulty Targeting Systems";

/** What the player picks (`choice`): void a Minelayers, clear a Space Mine, or a PDS die rolled again. */
const MODES = ["minelayers", "space-mine", "pds"] as const;
type Mode = (typeof MODES)[number];

/** An opponent's Minelayers just played, which the windows on top answer (underWindow.ts). */
function minelayersToVoid(state: GameState, seat: Seat): ActionCardPlayFrame | null {
  const card = cardAnswered(state, "faultyTargetingSystems");
  return card && getActionCard(card.card).effect === "minelayers" && card.seat !== seat ? card : null;
}

/** The mode the player picks, or the only one open to him now when he names none. */
function modeOf(state: GameState, play: CardPlay): Mode | RuleError {
  if (play.choice !== null) {
    if ((MODES as readonly string[]).includes(play.choice)) return play.choice as Mode;
    return ruleError(CONDITION, CARD, 'Pick as choice "minelayers", "space-mine" or "pds".');
  }
  if (minelayersToVoid(state, play.seat)) return "minelayers";
  if (pdsDiceAt(state, play.seat).length > 0) return "pds";
  return ruleError(
    CONDITION,
    CARD,
    "Play it right after an opponent plays Minelayers, or right after an opponent's PDS roll at your units.",
  );
}

function checkMode(state: GameState, play: CardPlay, mode: Mode): RuleError | undefined {
  if (mode === "space-mine") {
    return ruleError(
      CONDITION,
      CARD,
      "Space Mines (Shattered Empire option 7) are not available yet: there is no Space Mine to clear.",
    );
  }
  if (mode === "minelayers") {
    if (minelayersToVoid(state, play.seat)) return undefined;
    return ruleError(CONDITION, CARD, "Void a Minelayers right after an opponent plays it.");
  }
  const dice = pdsDiceAt(state, play.seat);
  if (dice.length === 0) {
    return ruleError(
      CONDITION,
      CARD,
      "Have a PDS die rolled again right after an opponent's PDS roll at you.",
    );
  }
  if (!(play.amount >= 1 ? play.amount <= dice.length : dice.length === 1)) {
    return ruleError(
      CONDITION,
      CARD,
      `Name the PDS die to roll again by its number among those rolled at you, 1 to ${dice.length} (amount).`,
    );
  }
  // A die already rolled again is not rolled a third time: the second copy of the card (or Graviton
  // Laser System's reroll) would aim at the same die (RR §19: the same card twice on the same thing).
  const at = dice[Math.max(1, play.amount) - 1] as { volley: number; die: number };
  const die = diceUnderWindow(state)?.volleys[at.volley]?.dice[at.die];
  if (die?.first !== undefined)
    return ruleError(CONDITION, CARD, "That PDS die has already been rolled again; name another.");
  return undefined;
}

/** The opponent rolls the named PDS die again; the new result stands (like Recheck, combat/recheck.ts). */
function rerollPdsDie(tx: Parameters<ActionCardEffect["resolve"]>[0], play: CardPlay): void {
  const frame = diceUnderWindow(tx.state) as CasualtiesFrame;
  const at = pdsDiceAt(tx.state, play.seat)[Math.max(1, play.amount) - 1];
  if (!at) return;
  const roller = frame.volleys[at.volley]?.shooter as Seat;
  rollDieAgain(tx, frame, at, { roller, by: play.seat }, CARD);
}

/**
 * Faulty Targeting Systems (SE), played at any moment, picks one (`choice`): "minelayers" voids an
 * opponent's Minelayers just played (it is cancelled as by Sabotage, RR §19: both windows answer the same
 * card); "space-mine" would clear a Space Mine, but that option is not available yet, so it is refused;
 * "pds" has an opponent roll again one PDS die he has just rolled at the player (named by `amount` when he
 * rolled several), in the window after the dice (combatCardWindow.ts opens one after PDS fire for the
 * players fired at). It resolves once its own play frame is gone, so the Minelayers is the card played
 * last when it is voided.
 */
export const faultyTargetingSystems: ActionCardEffect = {
  check(state, play) {
    const mode = modeOf(state, play);
    return typeof mode === "string" ? checkMode(state, play, mode) : mode;
  },
  resolvesLast: true,
  resolve(tx, play) {
    const mode = modeOf(tx.state, play);
    if (mode === "pds") rerollPdsDie(tx, play);
    const voided = mode === "minelayers" ? minelayersToVoid(tx.state, play.seat) : null;
    if (voided) tx.emit({ type: "actionCardSabotaged", seat: voided.seat, card: voided.card });
  },
};
