/**
 * Board cards played right after the player activates a system (RR §19, timing "afterActivation"): Flank
 * Speed gives his ships moving into it +1 movement, In the Silence of Space lets one fleet of his (ships of
 * move 2 or more) pass through systems holding enemy ships. A player activates a system once a round
 * (RR §8 step 1), so an effect kept for the round with his seat and the system is this activation's. The
 * movement rules ask the movementRange moment, which boardCardHooks.ts answers with the functions below.
 */
import { ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { shipsOf, spaceUnits, totalUnits } from "../units.ts";
import { isRefusal, namedSystem } from "./boardCardTools.ts";
import type { ActionCardEffect, CardPlay } from "./cardPlay.ts";
import { cardEffects, startCardEffect } from "./lasting.ts";

/** The system the player has just activated, before his ships move; null when that is not the moment. */
export function justActivated(state: GameState, seat: Seat): PositionLabel | null {
  const action = state.stack.findLast((f) => f.kind === "tacticalAction");
  if (action?.kind !== "tacticalAction" || action.seat !== seat) return null;
  return action.step === "move" || action.step === "respond" ? action.position : null;
}

function notActivator(rule: string) {
  return ruleError(
    "ERR_CARD_CONDITION",
    rule,
    `${rule} is played by the player who has just activated a system.`,
  );
}

/** Flank Speed: ships moving into the system just activated get +1 movement (each copy +1). */
const flankSpeed: ActionCardEffect = {
  check: (state, play) =>
    justActivated(state, play.seat) === null ? notActivator("Flank Speed") : undefined,
  resolve(tx, play) {
    const system = justActivated(tx.state, play.seat);
    if (system !== null) startCardEffect(tx, { effect: "flankSpeed", seat: play.seat, system });
  },
};

/**
 * In the Silence of Space: the fleet the player names by its system may pass through systems holding
 * enemy ships on its way to the system just activated, if its ships move 2 or more.
 */
const inTheSilenceOfSpace: ActionCardEffect = {
  check(state, play: CardPlay) {
    const rule = "In the Silence of Space";
    if (justActivated(state, play.seat) === null) return notActivator(rule);
    const position = namedSystem(state, play.system, rule, "the system of the fleet that slips through");
    if (isRefusal(position)) return position;
    if (totalUnits(shipsOf(spaceUnits(state, position, play.seat))) === 0)
      return ruleError("ERR_CARD_TARGET", rule, "Name a system where you have ships.");
    return undefined;
  },
  resolve(tx, play) {
    const system = justActivated(tx.state, play.seat);
    if (system === null) return;
    startCardEffect(tx, { effect: "inTheSilenceOfSpace", seat: play.seat, system, choice: play.system });
  },
};

export const BOARD_MOVEMENT_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  flankSpeed,
  inTheSilenceOfSpace,
};

/** Flank Speed (movementRange): extra movement for the seat's ships moving into this system. */
export function flankSpeedBonus(state: GameState, seat: Seat, to: PositionLabel): number {
  return cardEffects(state, "flankSpeed", { seat }).filter((e) => e.system === to).length;
}

/**
 * In the Silence of Space (movementRange): whether the seat's group from `from` to `to`, moving
 * `movement`, may pass through systems holding enemy ships (its slowest ship moves 2 or more).
 */
export function silentPassage(
  state: GameState,
  seat: Seat,
  from: PositionLabel,
  to: PositionLabel,
  movement: number,
): boolean {
  return (
    movement >= 2 &&
    cardEffects(state, "inTheSilenceOfSpace", { seat }).some((e) => e.system === to && e.choice === from)
  );
}
