/**
 * Where Hope's End's Leaders (ti2-hopes-end.txt, 2.3) differ from the TI3 ones in the rules the two
 * options share (leaders/): the dice of a Leader whose ship sinks, the rescue die, where a Leader boards,
 * and the one planet a Diplomat may not protect.
 */
import type { PlanetId } from "../../../content/index.ts";
import type { LeaderPlace } from "../../state.ts";
import type { RescueRule } from "../leaders/captives.ts";
import type { BattleFate } from "../leaders/fates.ts";
import type { Boarding } from "../leaders/movement.ts";

export const RULE = "Hope's End 2.3";

/**
 * "Killing and Capturing Leaders": its ship destroyed in a Space Battle, 1-5 killed, 6-9 captured by the
 * destroyer, 0 (our 10) it escapes. A ship lost any other way, or its planet, is as under TI3 (fates.ts).
 */
export const BATTLE_FATE: BattleFate = (die, enemy) =>
  die <= 5
    ? [{ on: "killed" }, "killed with its ship"]
    : die <= 9
      ? [{ on: "captive", captor: enemy } satisfies LeaderPlace, "captured in the battle"]
      : [{ on: "escaping" }, "escapes its ship"];

/**
 * "Rescuing a Captive Leader": each successful invasion of a captor's planet, a 0 (our 10) finds one of
 * his captives, drawn at random among several. [decision: taking his last planet takes them all, as
 * under TI3 (captives.ts): no planet is left to hold them]
 */
export const RESCUE: RescueRule = { from: 10, atRandom: true };

/**
 * "Movement of Leaders": Leaders change ships only just before movement, so a moving ship takes one
 * aboard only in the system it leaves, from a planet there or another ship there.
 */
export const BOARDING: Boarding = { alongTheWay: false, rule: RULE };

/**
 * A Diplomat "may not use this ability on Mecatol Rex". Its "not again the next turn" is read as TI3's
 * "not on that planet again this round or the next" (leaders/diplomat.ts). [decision: a TI2 turn is a round]
 */
export const diplomatBarred = (planet: string): boolean => planet === ("mecatol-rex" satisfies PlanetId);
