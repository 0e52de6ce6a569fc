/**
 * Pre-combat effects of a Space Battle (RR §12.1), each once per battle before round 1, their casualties
 * removed before anyone fires back: Anti-Fighter Barrage (every Destroyer, 2 dice at Fighters; Automated
 * Defense Turrets +1 die and +2), Assault Cannon (one shot per Dreadnought), and the Mentak ambush (up to
 * 2 Cruisers or Destroyers, one shot each). The defender may choose their order (RR §12.1); Mecatol
 * resolves them in this fixed order instead, each side's shots of one effect at once.
 */
import { getUnit } from "../../../content/index.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { hasAbility } from "../players.ts";
import { hasTechEffect } from "../units.ts";
import { pushCasualties } from "./casualties.ts";
import { rollVolley, type Shot, shotsOf } from "./dice.ts";
import { unitsAt } from "./forces.ts";
import type { PreCombatEffect, SpaceBattleFrame, Volley } from "./frames.ts";

export const PRE_COMBAT_ORDER: readonly PreCombatEffect[] = [
  "antiFighterBarrage",
  "assaultCannon",
  "mentakAmbush",
];

const REASONS: Record<PreCombatEffect, string> = {
  antiFighterBarrage: "Anti-Fighter Barrage",
  assaultCannon: "Assault Cannon",
  mentakAmbush: "Mentak ambush",
};

function opponent(frame: Pick<SpaceBattleFrame, "attacker" | "defender">, seat: Seat): Seat {
  return seat === frame.attacker ? frame.defender : frame.attacker;
}

/** The shots `seat` fires in one pre-combat effect of the battle (odds.ts asks it too). */
export function preCombatShots(
  state: GameState,
  frame: Pick<SpaceBattleFrame, "position" | "attacker" | "defender">,
  effect: PreCombatEffect,
  seat: Seat,
): Shot[] {
  const mine = unitsAt(state, frame.position, null, seat).units;
  const theirs = unitsAt(state, frame.position, null, opponent(frame, seat)).units;
  if (effect === "antiFighterBarrage") {
    const barrage = getUnit("destroyer").antiFighterBarrage as { dice: number; combat: number };
    if ((theirs.fighter ?? 0) === 0) return [];
    const dice = barrage.dice + (hasTechEffect(state, seat, "automatedDefenseTurrets") ? 1 : 0);
    return shotsOf("destroyer", mine.destroyer ?? 0, barrage.combat, dice);
  }
  if (effect === "assaultCannon") {
    if (!hasTechEffect(state, seat, "assaultCannon")) return [];
    return shotsOf("dreadnought", mine.dreadnought ?? 0, getUnit("dreadnought").combat as number, 1);
  }
  if (!hasAbility(state, seat, "mentakAmbush")) return [];
  // The ability says "up to 2"; firing costs nothing, so the two best ships fire (Cruisers hit more often).
  const cruisers = Math.min(2, mine.cruiser ?? 0);
  const destroyers = Math.min(2 - cruisers, mine.destroyer ?? 0);
  return [
    ...shotsOf("cruiser", cruisers, getUnit("cruiser").combat as number, 1),
    ...shotsOf("destroyer", destroyers, getUnit("destroyer").combat as number, 1),
  ];
}

/** Fires one pre-combat effect for both sides; returns true when it pushed casualties to assign. */
export function firePreCombat(tx: Tx, frame: SpaceBattleFrame, effect: PreCombatEffect): boolean {
  const volleys: Volley[] = [];
  for (const seat of [frame.attacker, frame.defender]) {
    const shots = preCombatShots(tx.state, frame, effect, seat);
    if (shots.length === 0) continue;
    const ctx = { kind: effect, shooter: seat, target: opponent(frame, seat), position: frame.position };
    volleys.push(
      rollVolley(tx, { ...ctx, planet: null, round: 0, attacker: frame.attacker, warFunding: false }, shots),
    );
  }
  const on = effect === "antiFighterBarrage" ? "fighters" : "ships";
  return pushCasualties(tx, { position: frame.position, planet: null, on, volleys, reason: REASONS[effect] });
}
