import { getActionCard } from "../../../../content/index.ts";
import { minesIn, minesOnBoard, type SpaceMine } from "../../../options/spaceMines/board.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { GameState, Seat } from "../../../state.ts";
import type { CasualtiesFrame } from "../../combat/frames.ts";
import type { ActionCardEffect, CardPlay } from "../cardPlay.ts";
import type { ActionCardPlayFrame } from "../frames.ts";
import { cardAnswered, minesAboutToRoll, pdsDiceAt } from "../underWindow.ts";
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
  if (minesAboutToRoll(state, play.seat) !== null) return "space-mine";
  return ruleError(
    CONDITION,
    CARD,
    "Play it right after an opponent plays Minelayers, right after an opponent's PDS roll at your units, or before your ships roll for Space Mines.",
  );
}

/**
 * The Space Mine to clear (SE option 7): in the system named (by default where the player's ships are
 * about to roll for mines), the named player's (`target`), else the neutral one there, else the only
 * owner's.
 */
function mineToClear(state: GameState, play: CardPlay): SpaceMine | RuleError {
  if (minesOnBoard(state).length === 0)
    return ruleError(CONDITION, CARD, "There is no Space Mine on the board to clear.");
  const position = play.system ?? minesAboutToRoll(state, play.seat);
  const there = position === null ? [] : minesIn(state, position);
  if (there.length === 0)
    return ruleError(CONDITION, CARD, "Name the system of the Space Mine to clear (system).");
  const owners = [...new Set(there.map((m) => m.owner))];
  const owner =
    play.target !== null
      ? play.target
      : owners.includes(null)
        ? null
        : owners.length === 1
          ? owners[0]
          : undefined;
  const mine = there.find((m) => m.owner === owner);
  if (mine) return mine;
  return ruleError(
    CONDITION,
    CARD,
    `Name the owner of the Space Mine to clear in ${position} (target): several players have one there.`,
  );
}

function checkMode(state: GameState, play: CardPlay, mode: Mode): RuleError | undefined {
  if (mode === "space-mine") {
    const mine = mineToClear(state, play);
    return "position" in mine ? undefined : mine;
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
 * card); "space-mine" clears a Space Mine (SE option 7: mineToClear says which), offered before the
 * player's ships roll for mines (options/spaceMines/triggering.ts opens a window for him);
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
    const mine = mode === "space-mine" ? mineToClear(tx.state, play) : null;
    if (mine && "position" in mine)
      tx.emit({ type: "spaceMineRemoved", ...mine, by: play.seat, reason: CARD });
    const voided = mode === "minelayers" ? minelayersToVoid(tx.state, play.seat) : null;
    if (voided) tx.emit({ type: "actionCardSabotaged", seat: voided.seat, card: voided.card });
  },
};
