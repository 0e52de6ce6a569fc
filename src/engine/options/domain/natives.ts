/**
 * The natives' fights (SE p.20): Hostile Locals are that many local Ground Forces fighting the Ground
 * Forces just landed, in rounds of Invasion Combat (they cannot be bombarded); a Fighter Ambush is a Space
 * Battle against that many local Fighters, with no Anti-Fighter Barrage. Another player rolls for the
 * natives: here the game's generator does, at the printed combat values (Ground Force 8, Fighter 9),
 * with no modifier. The lander's dice are his units' combat rolls, with his modifiers; he assigns the
 * natives' hits on his own units as in any battle (the casualties step, rules/combat/casualties.ts).
 *
 * Won: the counter is discarded and the planet stays his. Lost: the planet stays uncontrolled, the
 * landing is lost, and the natives are back at full strength for the next landing (the counter stays
 * face up). Interpretation: nobody retreats from the natives, and no Action Card window opens in their
 * fight (it is not a battle between players).
 */
import { getDomainCounter, getUnit, type UnitType } from "../../../content/index.ts";
import type { FrameRules } from "../../flow.ts";
import { pushCasualties } from "../../rules/combat/casualties.ts";
import { rollPlain, rollVolley, type Shot, shotsOf } from "../../rules/combat/dice.ts";
import { groundCount, SHIP_TYPES, shipCount, unitsAt } from "../../rules/combat/forces.ts";
import { removeUnsupportedFighters } from "../../rules/combat/losses.ts";
import { GROUND_TYPES } from "../../rules/units.ts";
import type { Tx } from "../../tx.ts";
import type { Reveal } from "./effects.ts";
import type { NativesCombatFrame } from "./frames.ts";
import { discardCounter, landingFails } from "./outcome.ts";

export function startNativesCombat(tx: Tx, r: Reveal, on: NativesCombatFrame["on"]): void {
  const { seat, position, planet, counter } = r;
  const left = counter.value ?? 1;
  tx.emit({
    type: "framePushed",
    frame: { kind: "nativesCombat", seat, position, planet, counter: counter.id, on, left, round: 0 },
  });
}

function standing(tx: Tx, f: NativesCombatFrame): number {
  return f.on === "ground"
    ? groundCount(tx.state, f.position, f.planet, f.seat)
    : shipCount(tx.state, f.position, f.seat);
}

function landerShots(tx: Tx, f: NativesCombatFrame): Shot[] {
  const where = f.on === "ground" ? f.planet : null;
  const units = unitsAt(tx.state, f.position, where, f.seat).units;
  const types: readonly UnitType[] = f.on === "ground" ? GROUND_TYPES : SHIP_TYPES;
  return types.flatMap((t) => {
    const stats = getUnit(t);
    return stats.combat === null ? [] : shotsOf(t, units[t] ?? 0, stats.combat, stats.dice);
  });
}

function rollRound(tx: Tx, f: NativesCombatFrame): void {
  const round = f.round + 1;
  const planet = f.on === "ground" ? f.planet : null;
  const kind = f.on === "ground" ? ("invasion" as const) : ("spaceBattle" as const);
  const ctx = {
    kind,
    shooter: f.seat,
    target: null,
    position: f.position,
    planet,
    round,
    attacker: f.seat,
    warFunding: false,
  };
  const mine = rollVolley(tx, ctx, landerShots(tx, f));
  const natives = getUnit(f.on === "ground" ? "groundForce" : "fighter");
  const where = { seat: f.seat, position: f.position, planet };
  const dice = rollPlain(tx, where, "natives", f.left, natives.combat as number);
  const hits = dice.filter((d) => d.hit).length;
  tx.emit({ type: "frameReplaced", frame: { ...f, round, left: Math.max(0, f.left - mine.hits) } });
  const name = getDomainCounter(f.counter).name;
  pushCasualties(tx, {
    position: f.position,
    planet,
    on: f.on === "ground" ? "ground" : "ships",
    volleys: [{ shooter: f.seat, target: f.seat, roll: "natives", dice, hits }],
    reason: `${name}, round ${round}`,
  });
}

export const NATIVES_COMBAT_RULES: FrameRules<NativesCombatFrame> = {
  decisions: () => [],
  advance(tx, f) {
    const counter = getDomainCounter(f.counter);
    // RR §2.3: once the fight in space is over, Fighters left without capacity or dock support are removed.
    const over = standing(tx, f) === 0 || f.left === 0;
    if (over && f.on === "space") removeUnsupportedFighters(tx, f.seat, f.position);
    if (standing(tx, f) === 0) {
      tx.emit({ type: "framePopped" });
      landingFails(tx, f.seat, f.position, f.planet, `${counter.name}: the natives hold`);
      return true;
    }
    if (f.left === 0) {
      tx.emit({ type: "framePopped" });
      discardCounter(tx, f.planet, counter, "the natives are beaten");
      return true;
    }
    rollRound(tx, f);
    return true;
  },
};
