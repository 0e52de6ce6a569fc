/**
 * Ground combat (LRR 42; digest §4.5, invasion step 4) on one planet, pushed by the invasion step: each
 * round the attacker and then the defender roll for their ground forces on the planet, and each assigns
 * the hits taken to their own ground forces there (hits.ts). As each round begins, the hook point
 * groundCombatRoundStarts acts (the action cards timed for it); once the round's hits are assigned,
 * combatRoundHitsAssigned (Duranium Armor), then groundCombatRoundEnded. There are no retreats. The
 * combat ends when one side or neither has ground forces left; the invasion step then establishes control
 * itself.
 */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { afterCombatEnded } from "../agenda/moreAgendas.ts";
import { isOpponent } from "../board/allies.ts";
import { countUnits, TI4_PLANET_COMBAT_TYPES, type Ti4Place, unitsIn } from "../board/forces.ts";
import type { Ti4GroundCombatRound } from "../hooks/combat.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { coexists } from "../thundersEdge/coexist.ts";
import { rollInCombat } from "./afterRoll.ts";
import { withRoundExtraHits } from "./dice.ts";
import type { Ti4GroundCombatFrame } from "./frames.ts";
import { pushHitAssignment } from "./hits.ts";

/** A seat's ground forces in a place, with fighters committed as ground forces (the Matriarch, LRR 42). */
export function groundForcesOf(state: Ti4State, seat: Seat, place: Ti4Place): Ti4UnitCounts {
  const units = unitsIn(state.board[place.position], seat, place.planet);
  const out: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][])
    if (n && TI4_PLANET_COMBAT_TYPES.includes(type)) out[type] = n;
  return out;
}

function placeOf(frame: Ti4GroundCombatFrame): Ti4Place {
  return { position: frame.system, planet: frame.planet };
}

/** One side's combat roll this round, then the moment after it (afterRoll.ts). */
function roll(tx: Tx<Ti4>, frame: Ti4GroundCombatFrame, seat: Seat, opponent: Seat): void {
  const place = placeOf(frame);
  const units = groundForcesOf(tx.state, seat, place);
  rollInCombat(
    tx,
    { seat, place, units, reason: "groundCombat" },
    { opponent, combat: "ground", round: frame.round ?? 1 },
  );
}

/** What acts as a round begins (hook point groundCombatRoundStarts: the action cards' window), in book order. */
function roundStarts(tx: Tx<Ti4>, combat: Ti4GroundCombatRound): void {
  for (const answer of hookAnswers(tx.state, "groundCombatRoundStarts")) answer(tx, combat);
}

/** LRR 42: the round's hits are assigned (hook point combatRoundHitsAssigned), in book order. */
function roundHitsAssigned(tx: Tx<Ti4>, frame: Ti4GroundCombatFrame, defender: Seat): void {
  const round = { place: placeOf(frame), combat: "ground" as const, attacker: frame.seat, defender };
  for (const answer of hookAnswers(tx.state, "combatRoundHitsAssigned"))
    answer(tx, { ...round, round: frame.round ?? 1 });
}

export const GROUND_COMBAT: FrameRules<Ti4, Ti4GroundCombatFrame> = {
  decisions: () => [],
  advance(tx, frame) {
    const place = placeOf(frame);
    const attacker = frame.seat;
    const has = (seat: Seat) => countUnits(groundForcesOf(tx.state, seat, place)) > 0;
    if (frame.defender === undefined) {
      const forces = tx.state.board[frame.system]?.planets[frame.planet] ?? [];
      // TE "Coexist": coexisting units are not engaged, unless the invasion step names them (`against`);
      // TE "Alliance Movement and Control": nor an ally's.
      const defender =
        frame.against ??
        forces.find(
          (f) =>
            isOpponent(tx.state, attacker, f.seat) &&
            has(f.seat) &&
            !coexists(tx.state, f.seat, frame.system, frame.planet),
        )?.seat;
      // LRR 49.4: ground combat happens only where both sides have ground forces.
      if (defender === undefined || !has(attacker)) {
        tx.emit({ type: "ti4FramePopped" });
        return true;
      }
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, defender, round: 1, rolled: false } });
      tx.emit({ type: "ti4CombatRoundBegan", place, round: 1 });
      roundStarts(tx, { place, attacker, defender, round: 1 });
      return true;
    }
    const defender = frame.defender;
    if (!has(attacker) || !has(defender)) {
      // The last round's hits are assigned: its "assign hits" step is over before the combat ends.
      if (frame.rolled && !frame.roundEnded) roundHitsAssigned(tx, frame, defender);
      const winner = has(attacker) ? attacker : has(defender) ? defender : null;
      tx.emit({ type: "ti4CombatEnded", place, winner });
      afterCombatEnded(tx, winner, [attacker, defender]);
      tx.emit({ type: "ti4FramePopped" });
      for (const answer of hookAnswers(tx.state, "groundCombatEnded"))
        answer(tx, { place, attacker, defender, winner });
      return true;
    }
    if (frame.rolled && !frame.roundEnded) {
      // What acts at the end of the round (groundCombatRoundEnded) goes before the next one begins.
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, roundEnded: true } });
      const round = frame.round ?? 1;
      roundHitsAssigned(tx, frame, defender);
      for (const answer of hookAnswers(tx.state, "groundCombatRoundEnded"))
        answer(tx, { place, attacker, defender, round });
      return true;
    }
    if (frame.rolled) {
      const round = (frame.round ?? 1) + 1;
      const next: Ti4GroundCombatFrame = { ...frame, round, rolled: false };
      delete next.roundEnded;
      delete next.roundCards;
      tx.emit({ type: "ti4FrameUpdated", frame: next });
      tx.emit({ type: "ti4CombatRoundBegan", place, round });
      roundStarts(tx, { place, attacker, defender, round });
      return true;
    }
    // LRR 42: the attacker rolls, then the defender, each followed by its moment (afterRoll.ts); each
    // destroys its own ground forces per hit taken.
    const settled = frame.settled ?? [];
    const next = [attacker, defender].find((s) => !settled.some((r) => r.seat === s));
    if (next !== undefined) {
      roll(tx, frame, next, next === attacker ? defender : attacker);
      return true;
    }
    const hitsOf = (seat: Seat) => settled.find((r) => r.seat === seat)?.hits ?? 0;
    const rolled = withRoundExtraHits(
      tx.state,
      { attacker, defender, place, combat: "ground" },
      { attacker: hitsOf(attacker), defender: hitsOf(defender) },
    );
    const onDefender = rolled.attacker;
    const onAttacker = rolled.defender;
    const done: Ti4GroundCombatFrame = { ...frame, rolled: true };
    delete done.settled;
    tx.emit({ type: "ti4FrameUpdated", frame: done });
    pushHitAssignment(tx, { seat: defender, place, hits: onDefender, reason: "groundCombat" });
    pushHitAssignment(tx, { seat: attacker, place, hits: onAttacker, reason: "groundCombat" });
    return true;
  },
};
