/**
 * Scramble Frequency (Codex I's wording, the one the deck holds: content/ti4/actionCards.codex.ts): right
 * after another player rolls for BOMBARDMENT, SPACE CANNON or ANTI-FIGHTER BARRAGE, that player rolls every
 * one of those dice again (LRR 74: the new results stand).
 *
 * Played at the moment after a unit-ability roll (combat/unitAbilityRolls.ts): once the roller is done with
 * their own abilities, the other players holding a card for it get a window timed afterRoll (the same
 * timing as Fire Team's, whose window after a combat roll asks the roller alone: each card's check tells
 * which roll it answers). Sabotage answers it as any card. One play per roll [our reading: a die is
 * rerolled once by each ability, LRR 74; a second copy would reroll the rerolled dice again].
 *
 * The bot plays it on a roll aimed at its own units whose dice scored more hits than they would on average.
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { rollD10 } from "../../rng.ts";
import type { Ti4UnitAbilityRollFrame } from "../combat/unitAbilityRolls.ts";
import type { Ti4UnitAbilityRollAsked } from "../hooks/unitAbilityRolls.ts";
import type { Ti4State } from "../state.ts";
import { refuse, type Ti4CardEffect, type Ti4CardPlay, type Ti4Tx } from "./effect.ts";

export const SCRAMBLE: Ti4ActionCardId = "scramble";
const NAME = "Scramble Frequency";

/** The unit-ability roll the other players' window is open on: the frame under that window (or on top). */
function rollAnswered(state: Ti4State): Ti4UnitAbilityRollFrame | undefined {
  const top = state.stack.at(-1);
  const frame = top?.kind === "ti4CardWindow" ? state.stack.at(-2) : top;
  return frame?.kind === "ti4UnitAbilityRoll" && frame.cardsAsked ? frame : undefined;
}

function whyNot(state: Ti4State, seat: Seat): ReturnType<typeof refuse> | undefined {
  const frame = rollAnswered(state);
  if (!frame)
    return refuse(
      NAME,
      "it is played right after another player rolls for Bombardment, Space Cannon or Anti-Fighter Barrage.",
    );
  if (frame.seat === seat) return refuse(NAME, "it rerolls another player's dice, not your own.");
  if (frame.used.includes("scramble"))
    return refuse(NAME, "these dice have already been rolled again by Scramble Frequency (LRR 74).");
  return undefined;
}

export const TI4_SCRAMBLE_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  [SCRAMBLE]: {
    names: [],
    check: (state, seat) => whyNot(state, seat),
    resolve(tx: Ti4Tx) {
      const frame = rollAnswered(tx.state);
      if (!frame) return;
      const drawn = rollD10(tx.state.rng, frame.dice.length);
      tx.emit({
        type: "ti4UnitAbilityDiceRerolled",
        seat: frame.seat,
        ability: "scramble",
        dice: frame.dice.map((_, i) => i),
        before: frame.dice.map((d) => d.value),
        after: drawn.value,
        rng: drawn.rng,
      });
    },
  },
};

/**
 * Whether anyone but the roller might play the card at this moment (hook point unitAbilityRollCardsAsked):
 * a player still in the game holding it, not passing every window, the card window deciding the rest.
 */
export function scrambleMayBeAsked(state: Ti4State, roll: Ti4UnitAbilityRollAsked): boolean {
  return state.players.some(
    (p) =>
      p.seat !== roll.seat &&
      !p.eliminated &&
      p.secret.cardWindows?.autoPass !== true &&
      p.secret.actionCards.includes(SCRAMBLE),
  );
}

/** The bot's play: on a roll at its own units that hit more than its dice would on average. */
export function scramblePlay(state: Ti4State, seat: Seat, plays: Ti4CardPlay[]): Ti4CardPlay | null {
  const frame = rollAnswered(state);
  if (!frame || frame.assign.seat !== seat) return null;
  const hits = frame.dice.filter((d) => d.value >= d.hitsOn).length;
  const expected = frame.dice.reduce((sum, d) => sum + Math.min(1, Math.max(0, (11 - d.hitsOn) / 10)), 0);
  return hits > expected ? (plays[0] ?? null) : null;
}
