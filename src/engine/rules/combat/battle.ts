/**
 * The battle going on: the nearest Space Battle or Invasion Combat frame on the stack. A play window or
 * a card's own frame sits above it while a card is played "in a battle" (RR §19), so the windows of the
 * combat moments and the cards played in them find their battle here.
 */
import type { PlanetId } from "../../../content/index.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";

export type BattleKind = "spaceBattle" | "invasion";

/** The battle a card is played in, and the round it is played before (1 before the first round). */
export interface Battle {
  kind: BattleKind;
  position: PositionLabel;
  planet: PlanetId | null;
  attacker: Seat;
  defender: Seat;
  /** The round the battle is in or about to begin (never 0). */
  round: number;
  /** True before the first round's dice (the window "just before" the battle). */
  starting: boolean;
  /** A fight against guards (SE Option 13, the Custodians): no opposing player (`guardsBattle`). */
  guards?: true;
}

/** The nearest Space Battle or Invasion Combat on the stack (the card's window sits above it). */
export function currentBattle(state: GameState): Battle | null {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const frame = state.stack[i];
    if (frame?.kind === "spaceBattle") {
      return {
        kind: "spaceBattle",
        position: frame.position,
        planet: null,
        attacker: frame.attacker,
        defender: frame.defender,
        round: Math.max(1, frame.round),
        starting: frame.round === 0,
      };
    }
    if (frame?.kind === "invasion") {
      return {
        kind: "invasion",
        position: frame.position,
        planet: frame.planet,
        attacker: frame.seat,
        defender: frame.defender,
        round: Math.max(1, frame.round),
        starting: frame.round === 0,
      };
    }
  }
  return null;
}

/**
 * SE Option 13: the invader's fight against the Custodians of Mecatol Rex (options/custodiansFight.ts),
 * when it is the nearest fight on the stack: a Space Battle in its Fighter Ambush, an Invasion Combat in
 * its Hostile Locals. It has no opposing player, so `defender` repeats the invader; `currentBattle` never
 * returns it, and only the cards that act on the player's own units or dice ask for it (playable.ts,
 * actionCards/combat/battle.ts: `battleOf` with `guards`). Its `round` is the one about to be rolled, or
 * the one whose dice wait for their casualties.
 */
export function guardsBattle(state: GameState): Battle | null {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const frame = state.stack[i];
    if (frame?.kind === "spaceBattle" || frame?.kind === "invasion") return null;
    if (frame?.kind !== "custodians") continue;
    const rolled = frame.dealt !== undefined;
    const ambush = frame.step === "ambush";
    return {
      kind: ambush ? "spaceBattle" : "invasion",
      position: frame.position,
      planet: ambush ? null : frame.planet,
      attacker: frame.seat,
      defender: frame.seat,
      round: rolled ? Math.max(1, frame.round) : frame.round + 1,
      starting: frame.round === 0 && !rolled,
      guards: true,
    };
  }
  return null;
}

export function opponentIn(battle: Battle, seat: Seat): Seat {
  return seat === battle.attacker ? battle.defender : battle.attacker;
}
