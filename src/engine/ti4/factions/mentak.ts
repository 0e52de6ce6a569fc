/**
 * The Mentak Coalition (content/ti4/factions.base.ts, factionAbilities.ts): what the engine carries out of
 * their abilities, faction technologies and flagship.
 *
 * - Ambush: as a space combat begins, up to 2 of their cruisers and destroyers there roll 1 die each; each
 *   die at or above the ship's combat value is a hit on the opponent's ships (our reading: always used, it
 *   costs nothing; the best ships roll: the lowest combat value first).
 * - Mirror Computing: each trade good they spend is worth 2 (LRR 93, economy/spend.ts).
 * - Salvage Operations: after a space combat they won or lost, 1 trade good; after one they won, they may
 *   also produce 1 ship in that system of a type destroyed in the combat (either side's): the production
 *   step runs there limited to 1 unit of those types, paid as any production (LRR 67, 68); producing
 *   nothing declines it.
 * - Fourth Moon, their flagship: other players' ships in its system cannot sustain damage (LRR 87).
 *
 * - Pillage: mentakPillage.ts (a standing check after each command).
 *
 * Both technologies work as well for a Nekro who copies them under an assimilator token
 * (technology/owned.ts `holdsFactionTechnology`).
 *
 * Promise of Protection, their note (ACTION), lies face up in its holder's play area and goes back to the
 * Mentak when its holder activates a system holding Mentak units. While it lies there the Mentak may not
 * Pillage its holder (`protectedFromPillage`, mentakPillage.ts).
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { unitsIn } from "../board/forces.ts";
import { emitRoll } from "../combat/dice.ts";
import { pushHitAssignment } from "../combat/hits.ts";
import { eachSide } from "../combat/sides.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4SpaceCombatSides } from "../hooks/spaceCombat.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { hasUnitsIn } from "../transactions/neighbours.ts";
import { returnNote, type Ti4NoteRules } from "../transactions/noteRules.ts";
import { ti4UnitFor } from "../units.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";
import { pillage, pillageFrame, pillageWindows } from "./mentakPillage.ts";

const AMBUSH_SHIPS = 2;
const AMBUSH_TYPES: readonly Ti4UnitType[] = ["cruiser", "destroyer"];

/** The cruisers and destroyers that roll for Ambush: at most 2, the best combat value first. */
export function ambushShips(state: Ti4State, seat: Seat, position: string): Ti4UnitCounts {
  const here = unitsIn(state.board[position], seat);
  const types = AMBUSH_TYPES.filter((t) => (here[t] ?? 0) > 0).sort(
    (a, b) =>
      (ti4UnitFor(state, seat, a).combat?.hitsOn ?? 10) - (ti4UnitFor(state, seat, b).combat?.hitsOn ?? 10),
  );
  const out: Ti4UnitCounts = {};
  let left = AMBUSH_SHIPS;
  for (const type of types) {
    const n = Math.min(left, here[type] ?? 0);
    if (n > 0) out[type] = n;
    left -= n;
  }
  return out;
}

/** Ambush: each Mentak side of the combat rolls, and the hits go to the other side's ships. */
function ambush(tx: Tx<Ti4>, combat: Ti4SpaceCombatSides): void {
  for (const [seat, opponent] of eachSide(combat)) {
    if (!hasFaction(tx.state, seat, "mentak")) continue;
    const units = ambushShips(tx.state, seat, combat.system);
    if (Object.keys(units).length === 0) continue;
    const place = { position: combat.system };
    // Cruisers and destroyers roll one combat die each: their combat roll is the Ambush die.
    const hits = emitRoll(tx, { seat, place, units, kind: "combat", reason: "spaceCombat" });
    pushHitAssignment(tx, { seat: opponent, place, hits, reason: "spaceCombat" });
  }
}

/** Salvage Operations: the ship types destroyed in the combat, either side's. */
function salvageTypes(destroyed: Partial<Record<Seat, Ti4UnitCounts>>): Ti4UnitType[] {
  const lost = Object.values(destroyed);
  return TI4_SHIP_TYPES.filter((type) => lost.some((units) => (units?.[type] ?? 0) > 0));
}

const PROMISE = "pop";

/** Promise of Protection: played as an action into the holder's play area; back when they activate Mentak units. */
export const PROMISE_OF_PROTECTION: Ti4NoteRules = {
  moment: "action",
  laidOutWhenPlayed: true,
  afterHolderActivates(tx, holder, owner, system: PositionLabel) {
    if (hasUnitsIn(tx.state, owner, system)) returnNote(tx, holder, PROMISE, owner);
  },
};

export const TI4_MENTAK: Ti4Module = {
  id: "faction:mentak",
  commands: { pillage },
  frames: { ti4Pillage: pillageFrame },
  standing: [pillageWindows],
  hooks: {
    spaceCombatStarts: ambush,
    // Mirror Computing (LRR 93): the Mentak's, or a Nekro's copy.
    tradeGoodExtraWorth: (state, seat) => (holdsFactionTechnology(state, seat, "mc") ? 1 : 0),
    // Salvage Operations: 1 trade good to each side holding it (the Mentak's, or a Nekro's copy), when the
    // combat was won or lost (a combat in which both sides were destroyed has neither).
    spaceCombatEnded: (tx, combat) => {
      if (combat.winner === null) return;
      for (const seat of [combat.attacker, combat.defender])
        if (holdsFactionTechnology(tx.state, seat, "so"))
          tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: 1, reason: "Salvage Operations" });
      const winner = combat.winner;
      if (!holdsFactionTechnology(tx.state, winner, "so")) return;
      const types = salvageTypes(combat.destroyed);
      if (types.length > 0)
        tx.emit({
          type: "ti4FramePushed",
          frame: {
            kind: "ti4Production",
            seat: winner,
            system: combat.system,
            reason: "Salvage Operations",
            limit: 1,
            types,
          },
        });
    },
    // Fourth Moon (LRR 87): no sustain for others' ships sharing its system.
    sustainDamageBlocked: (state, unit) => {
      if (unit.place.planet !== undefined || !TI4_SHIP_TYPES.includes(unit.type)) return false;
      const system = state.board[unit.place.position];
      return (system?.space ?? []).some(
        (force) =>
          force.seat !== unit.seat &&
          (force.units.flagship ?? 0) > 0 &&
          flagshipHasAbilityOf(state, force.seat, "mentak"),
      );
    },
  },
};
