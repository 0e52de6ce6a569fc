/**
 * Combat against neutral units (TE rulebook, "Neutral Units"): a player whose units move into the space
 * area or onto a planet that neutral units occupy fights them, by the same steps as a combat between
 * players (LRR 78 space combat with anti-fighter barrage, LRR 42 ground combat; space cannon and
 * bombardment are read by their own steps: tactical/spaceCannon.ts, invasion/). The player's dice, hits
 * taken and retreat go through the combat module's own rolls (dice.ts), hit assignment (hits.ts) and retreat
 * (space.ts). Neutral units roll with the values of the neutral unit reference card, from the same seeded
 * generator (the rule has another player roll them; who throws the dice changes nothing here), and always
 * use their unit abilities (sustain damage, anti-fighter barrage, space cannon, planetary shield). They
 * decide nothing: hits on them are assigned by the card's order (thundersEdge/neutral.ts
 * `assignNeutralHits`), they never retreat, and no seat answers for them. Destroyed neutral units leave the
 * board. The abilities that act at the moments of a combat between players (hook points of
 * hooks/combat.ts and hooks/spaceCombat.ts, which name an opposing seat) are not asked in these combats
 * [our reading: there is no neutral player to name]; what modifies a roll itself still applies, and a
 * ground combat asks its own two (hooks/neutralGroundCombat.ts: the player's hits, the combat's end).
 */
import { TI4_SHIP_TYPES, type Ti4UnitType, ti4NeutralUnit } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import { rollD10 } from "../../rng.ts";
import { countUnits, type Ti4Place } from "../board/forces.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4NeutralForce, Ti4State, Ti4UnitCounts } from "../state.ts";
import { unitAbilitiesVoid } from "../thundersEdge/entropicScar.ts";
import { assignNeutralHits, neutralIn } from "../thundersEdge/neutral.ts";
import { trimToCapacity } from "./capacity.ts";
import { shipsOf } from "./combatants.ts";
import { emitRoll, emitRollWithPriority, rollOfKind, type Ti4DiceGroup, type Ti4RollKind } from "./dice.ts";
import type { Ti4HitReason, Ti4NeutralGroundCombatFrame, Ti4NeutralSpaceCombatFrame } from "./frames.ts";
import { groundForcesOf } from "./ground.ts";
import { pushHitAssignment } from "./hits.ts";
import { takingPart } from "./participation.ts";
import { makeRetreat, retreatSystems } from "./retreat.ts";
import { defenderModifier } from "./space.ts";

type Ti4Tx = Tx<Ti4>;

/** The ground forces that fight for neutral units on a planet (neutral units are never committed fighters). */
const NEUTRAL_GROUND: readonly Ti4UnitType[] = ["infantry", "mech"];

/** Only the units of `types` in a neutral force. */
export function neutralUnitsOf(force: Ti4NeutralForce, types: readonly Ti4UnitType[]): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(force.units) as [Ti4UnitType, number][])
    if (n && types.includes(type)) out[type] = n;
  return out;
}

/** The neutral ships in a system's space area. */
export function neutralShips(state: Ti4State, position: PositionLabel): Ti4UnitCounts {
  return neutralUnitsOf(neutralIn(state.board[position]), TI4_SHIP_TYPES);
}

/** The neutral ground forces on a planet. */
export function neutralGround(state: Ti4State, place: Ti4Place): Ti4UnitCounts {
  return neutralUnitsOf(neutralIn(state.board[place.position], place.planet), NEUTRAL_GROUND);
}

function neutralRoll(type: Ti4UnitType, kind: Ti4RollKind) {
  return rollOfKind(ti4NeutralUnit(type), kind);
}

/**
 * TE "Neutral Units": a roll for neutral `units` with the reference card's values, groups from the lowest
 * value up, each die hitting on the value or more once `modifier` is added; logged with every die and the
 * generator's next state. Returns the hits (0, and nothing logged, when no unit has the roll).
 */
export function rollForNeutral(
  tx: Ti4Tx,
  roll: { place: Ti4Place; units: Ti4UnitCounts; kind: Ti4RollKind; reason: Ti4HitReason; modifier?: number },
): number {
  const modifier = roll.modifier ?? 0;
  const plan: { type: Ti4UnitType; units: number; hitsOn: number; dice: number }[] = [];
  for (const [type, n] of Object.entries(roll.units) as [Ti4UnitType, number][]) {
    const values = n ? neutralRoll(type, roll.kind) : null;
    if (!values || typeof values.dice !== "number") continue;
    plan.push({ type, units: n, hitsOn: values.hitsOn, dice: n * values.dice });
  }
  if (plan.length === 0) return 0;
  plan.sort((a, b) => a.hitsOn - b.hitsOn);
  let rng = tx.state.rng;
  const groups: Ti4DiceGroup[] = [];
  for (const p of plan) {
    const drawn = rollD10(rng, p.dice);
    rng = drawn.rng;
    const hits = drawn.value.filter((d) => d + modifier >= p.hitsOn).length;
    groups.push({ type: p.type, units: p.units, hitsOn: p.hitsOn, rolls: drawn.value, hits });
  }
  const hits = groups.reduce((sum, g) => sum + g.hits, 0);
  tx.emit({
    type: "ti4NeutralDiceRolled",
    place: roll.place,
    roll: roll.kind,
    reason: roll.reason,
    groups,
    hits,
    ...(modifier !== 0 ? { modifier } : {}),
    rng,
  });
  return hits;
}

/**
 * TE "Neutral Units": `hits` on the neutral units of a place that can take them (`types`), assigned by the
 * reference card's order and logged. Nothing happens for no hits or no such units.
 */
export function hitNeutralUnits(
  tx: Ti4Tx,
  place: Ti4Place,
  hits: number,
  types: readonly Ti4UnitType[],
): void {
  if (hits <= 0) return;
  const force = neutralIn(tx.state.board[place.position], place.planet);
  // TE "Entropic Scar Anomaly": no SUSTAIN DAMAGE inside one.
  const sustain = !unitAbilitiesVoid(tx.state, null, place.position);
  const { destroyed, sustained } = assignNeutralHits(force, hits, types, sustain);
  if (countUnits(destroyed) + countUnits(sustained) === 0) return;
  tx.emit({ type: "ti4NeutralUnitsHit", place, destroyed, sustained });
}

/**
 * A neutral force's worth as the bots weigh fleets (combat/bot.ts `shipsStrength`): the hits it expects a
 * round times the hits it can absorb.
 */
export function neutralStrength(force: Ti4NeutralForce, types: readonly Ti4UnitType[]): number {
  let expected = 0;
  let absorbs = 0;
  for (const [type, n] of Object.entries(neutralUnitsOf(force, types)) as [Ti4UnitType, number][]) {
    const unit = ti4NeutralUnit(type);
    const dice = typeof unit.combat?.dice === "number" ? unit.combat.dice : 1;
    expected += n * dice * (unit.combat ? Math.min(1, Math.max(0, (11 - unit.combat.hitsOn) / 10)) : 0);
    absorbs += n + (unit.sustainDamage ? n - (force.damaged?.[type] ?? 0) : 0);
  }
  return expected * absorbs;
}

function nonFighters(units: Ti4UnitCounts): number {
  return countUnits(units) - (units.fighter ?? 0);
}

function updateSpace(
  tx: Ti4Tx,
  frame: Ti4NeutralSpaceCombatFrame,
  changes: Partial<Ti4NeutralSpaceCombatFrame>,
) {
  const next: Ti4NeutralSpaceCombatFrame = { ...frame, ...changes };
  if (next.retreat === undefined) delete next.retreat;
  tx.emit({ type: "ti4FrameUpdated", frame: next });
}

/**
 * TE "Neutral Units", LRR 78: the space combat. It opens with anti-fighter barrage (LRR 10: the player's
 * against neutral fighters, the neutral destroyers' against the player's fighters); each round the active
 * player may announce a retreat (LRR 78.4; the neutral units never do), both sides roll (LRR 78.5), the
 * neutral units' hits are assigned by the card and the player assigns those taken (LRR 78.6), and an
 * announced retreat is made (LRR 78.7). It ends when one side or neither has ships left (LRR 78.9-78.10);
 * then capacity counts again (LRR 16.3c).
 */
export const NEUTRAL_SPACE_COMBAT: FrameRules<Ti4, Ti4NeutralSpaceCombatFrame> = {
  decisions(state, frame) {
    if (frame.step !== "retreat") return [];
    const choices = retreatSystems(state, frame.seat, frame.system);
    if (choices.length === 0) return [];
    const seat = frame.seat;
    const out: Decision<Ti4>[] = [
      { kind: "announceRetreat", seat, simultaneous: false, prompt: "announce a retreat", choices },
      { kind: "declineRetreat", seat, simultaneous: false, prompt: "fight the neutral ships on" },
    ];
    return out;
  },
  advance(tx, frame) {
    const { seat, system } = frame;
    const place = { position: system };
    const theirs = neutralShips(tx.state, system);
    // Units an effect sets aside take no part (combat/participation.ts).
    const mine = takingPart(tx.state, seat, system, shipsOf(tx.state, seat, system));
    if (frame.round === undefined) {
      // No combat unless both sides have ships here (LRR 89.3).
      if (countUnits(theirs) === 0 || countUnits(mine) === 0) {
        tx.emit({ type: "ti4FramePopped" });
        return true;
      }
      updateSpace(tx, frame, { round: 1, step: "barrage" });
      tx.emit({ type: "ti4CombatRoundBegan", place, round: 1 });
      return true;
    }
    if (countUnits(theirs) === 0 || countUnits(mine) === 0) {
      // LRR 78.9-78.10: the player wins when only their ships are left; neutral units winning, or nobody
      // left, is no player's win (null).
      const winner = countUnits(mine) > 0 ? seat : null;
      tx.emit({ type: "ti4CombatEnded", place, winner });
      tx.emit({ type: "ti4FramePopped" });
      trimToCapacity(tx, seat, system);
      return true;
    }
    const void_ = unitAbilitiesVoid(tx.state, seat, system);
    switch (frame.step) {
      case "barrage": {
        updateSpace(tx, frame, { step: "retreat" });
        // TE "Entropic Scar Anomaly": no ANTI-FIGHTER BARRAGE inside one.
        if (void_) return true;
        const onNeutral = emitRoll(tx, {
          seat,
          place,
          units: mine,
          kind: "antiFighterBarrage",
          reason: "antiFighterBarrage",
          options: { enemyNonFighterShips: nonFighters(theirs) },
        });
        const onPlayer = rollForNeutral(tx, {
          place,
          units: theirs,
          kind: "antiFighterBarrage",
          reason: "antiFighterBarrage",
        });
        hitNeutralUnits(tx, place, onNeutral, ["fighter"]);
        pushHitAssignment(tx, {
          seat,
          place,
          hits: onPlayer,
          reason: "antiFighterBarrage",
          only: ["fighter"],
        });
        return true;
      }
      case "retreat":
        if (retreatSystems(tx.state, seat, system).length > 0) return false;
        updateSpace(tx, frame, { step: "roll" });
        return true;
      case "roll": {
        // LRR 78.5: the player rolls first, then the neutral ships; hits are assigned once both have.
        const byPlayer = emitRollWithPriority(tx, {
          seat,
          place,
          units: mine,
          kind: "combat",
          reason: "spaceCombat",
          options: { enemyNonFighterShips: nonFighters(theirs) },
        });
        // LRR 59: the nebula's +1 goes to the defender: the neutral ships.
        const byNeutral = rollForNeutral(tx, {
          place,
          units: theirs,
          kind: "combat",
          reason: "spaceCombat",
          modifier: defenderModifier(tx.state, system),
        });
        updateSpace(tx, frame, { step: "assigned" });
        const first = Math.min(byPlayer.nonFightersFirst, byPlayer.hits);
        hitNeutralUnits(
          tx,
          place,
          first,
          TI4_SHIP_TYPES.filter((t) => t !== "fighter"),
        );
        hitNeutralUnits(tx, place, byPlayer.hits - first, TI4_SHIP_TYPES);
        pushHitAssignment(tx, { seat, place, hits: byNeutral, reason: "spaceCombat" });
        return true;
      }
      case "assigned": {
        const retreat = frame.retreat;
        if (retreat && retreatSystems(tx.state, seat, system).includes(retreat.to)) {
          makeRetreat(tx, { system }, seat, retreat.to);
          return true;
        }
        // LRR 78.8: both sides still have ships: a new round.
        const round = (frame.round ?? 1) + 1;
        updateSpace(tx, frame, { round, step: "retreat", retreat: undefined });
        tx.emit({ type: "ti4CombatRoundBegan", place, round });
        return true;
      }
      default:
        throw new Error(`neutral space combat has no step ${frame.step}`);
    }
  },
};

/**
 * TE "Neutral Units", LRR 42: ground combat on a planet the active player committed ground forces to:
 * each round the player rolls for their ground forces there, then the neutral ground forces roll; the
 * neutral units' hits are assigned by the card and the player assigns those taken. No retreat. It ends
 * when one side or neither has ground forces left; the invasion step then settles control (LRR 49.5).
 */
export const NEUTRAL_GROUND_COMBAT: FrameRules<Ti4, Ti4NeutralGroundCombatFrame> = {
  decisions: () => [],
  advance(tx, frame) {
    const { seat } = frame;
    const place = { position: frame.system, planet: frame.planet };
    const theirs = neutralGround(tx.state, place);
    const mine = groundForcesOf(tx.state, seat, place);
    const both = countUnits(theirs) > 0 && countUnits(mine) > 0;
    if (frame.round === undefined) {
      if (!both) {
        tx.emit({ type: "ti4FramePopped" });
        return true;
      }
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, round: 1, rolled: false } });
      tx.emit({ type: "ti4CombatRoundBegan", place, round: 1 });
      return true;
    }
    if (!both) {
      const winner = countUnits(mine) > 0 ? seat : null;
      tx.emit({ type: "ti4CombatEnded", place, winner });
      tx.emit({ type: "ti4FramePopped" });
      // What acts once the player's ground combat is over (Dacxive Animators), as after one against a player.
      for (const answer of hookAnswers(tx.state, "neutralGroundCombatEnded"))
        answer(tx, { seat, place, winner });
      return true;
    }
    if (frame.rolled) {
      const round = frame.round + 1;
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, round, rolled: false } });
      tx.emit({ type: "ti4CombatRoundBegan", place, round });
      return true;
    }
    const rolled = emitRoll(tx, { seat, place, units: mine, kind: "combat", reason: "groundCombat" });
    // The player's hits besides the dice (X-89 Bacterial Weapon ΩΩ: each counts twice).
    const byPlayer = hookAnswers(tx.state, "neutralGroundCombatExtraHits").reduce(
      (sum, answer) => sum + answer(tx.state, { seat, place, hits: rolled }),
      rolled,
    );
    const byNeutral = rollForNeutral(tx, { place, units: theirs, kind: "combat", reason: "groundCombat" });
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, rolled: true } });
    hitNeutralUnits(tx, place, byPlayer, NEUTRAL_GROUND);
    pushHitAssignment(tx, { seat, place, hits: byNeutral, reason: "groundCombat" });
    return true;
  },
};
