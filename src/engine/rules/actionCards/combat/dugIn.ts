import { ruleError } from "../../../ruleError.ts";
import type { GameState } from "../../../state.ts";
import { controllerOf } from "../../combat/forces.ts";
import type { InvasionFrame } from "../../combat/frames.ts";
import type { ActionCardEffect, CardPlay } from "../cardPlay.ts";
import { startCardEffect } from "../lasting.ts";
import { CONDITION, notInBattle } from "./battle.ts";

/** The invasion about to bombard, when the player defends it. */
function bombardmentDefended(state: GameState, play: CardPlay): InvasionFrame | null {
  const frame = state.stack.findLast((f) => f.kind === "invasion");
  return frame?.kind === "invasion" && frame.step === "bombard" && frame.defender === play.seat
    ? frame
    : null;
}

/**
 * Dug In: just before a bombardment of his planet, the defender names one of his planets (the invaded one
 * when he names none); his Ground Forces there cannot be bombarded for the rest of the round (X-89
 * Bacterial Weapon included: interpretation, it is used in place of a bombardment).
 */
export const dugIn: ActionCardEffect = {
  check(state, play) {
    const frame = bombardmentDefended(state, play);
    if (!frame) return notInBattle("Dug In", "an Invasion Combat about to be bombarded, defending");
    const planet = play.planets[0] ?? frame.planet;
    if (controllerOf(state, planet) === play.seat) return undefined;
    return ruleError(CONDITION, "Dug In", "Name one of your own planets.");
  },
  resolve(tx, play) {
    const frame = bombardmentDefended(tx.state, play) as InvasionFrame;
    startCardEffect(tx, { effect: "dugIn", seat: play.seat, planets: [play.planets[0] ?? frame.planet] });
  },
};
