/**
 * Space combat (LRR 78; digest §4.4), the third step of a tactical action: when the active player and
 * another player both have ships in the active system, the active player attacks. The first round opens
 * with anti-fighter barrage (LRR 10: both sides at once, hits only on fighters). Each round the defender and
 * then the attacker may announce a retreat (LRR 78.4: once the defender has, the attacker may not), the
 * attacker and then the defender roll for their ships (LRR 78.5), each assigns the hits taken (LRR 78.6,
 * hits.ts), what acts once a round's hits are assigned answers (hook point combatRoundHitsAssigned, the
 * last round included: Duranium Armor), and an announced retreat is made (LRR 78.7). The combat ends when
 * one side or neither has ships left (LRR 78.9-78.10); then capacity is checked (LRR 16.3c).
 *
 * Who takes part is read in combatants.ts; where a retreat may go and the retreat made are in retreat.ts.
 */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { RuleError } from "../../ruleError.ts";
import { afterCombatEnded } from "../agenda/moreAgendas.ts";
import { isOpponent } from "../board/allies.ts";
import { countUnits, seatsWithShips } from "../board/forces.ts";
import { systemAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4SpaceCombatRound } from "../hooks/combat.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { unitAbilitiesVoid } from "../thundersEdge/entropicScar.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { neutralShipsIn } from "../thundersEdge/neutral.ts";
import { armamentsBarrage } from "../thundersEdge/relicCombat.ts";
import { rollInCombat } from "./afterRoll.ts";
import { trimToCapacity } from "./capacity.ts";
import {
  combatantsOf,
  fightsOn,
  groundForcesAsShips,
  groundForcesOnPlanetsAsShips,
  hasShips,
  shipsOf,
} from "./combatants.ts";
import { withRoundExtraHits } from "./dice.ts";
import type { Ti4NeutralSpaceCombatFrame, Ti4SpaceCombatFrame } from "./frames.ts";
import { pushHitAssignment } from "./hits.ts";
import { makeRetreat, retreatRefusal, retreatSystems } from "./retreat.ts";
import { assignAfterUnitRoll, rollForUnitAbility, type Ti4UnitAbilityRolled } from "./unitAbilityRolls.ts";

type Ti4Tx = Tx<Ti4>;

/** The nebula's +1 for the defender (LRR 59.3), or what an effect gives in its place (hook nebulaDefenceModifier). */
export function defenderModifier(state: Ti4State, position: PositionLabel): number {
  if (!systemAt(state, position)?.anomalies.includes("nebula")) return 0;
  return Math.max(1, ...hookAnswers(state, "nebulaDefenceModifier").map((answer) => answer(state)));
}

function nonFighterShips(state: Ti4State, seat: Seat, position: PositionLabel): number {
  const ships = combatantsOf(state, seat, position);
  return countUnits(ships) - (ships.fighter ?? 0);
}

/** LRR 10: one side's anti-fighter barrage (not a combat roll: nothing acts on its dice afterwards). */
function barrage(tx: Ti4Tx, frame: Ti4SpaceCombatFrame, seat: Seat, other: Seat): Ti4UnitAbilityRolled {
  // TE "Entropic Scar Anomaly": no ANTI-FIGHTER BARRAGE inside one (no dice are rolled).
  if (unitAbilitiesVoid(tx.state, seat, frame.system)) return { hits: 0 };
  const rolled = rollForUnitAbility(tx, {
    seat,
    place: { position: frame.system },
    units: shipsOf(tx.state, seat, frame.system),
    kind: "antiFighterBarrage",
    reason: "antiFighterBarrage",
    options: { enemyNonFighterShips: nonFighterShips(tx.state, other, frame.system) },
  });
  // TE "Relics", Metali Void Armaments: its holder's own barrage, rolled with its ships'.
  return { ...rolled, hits: rolled.hits + armamentsBarrage(tx, seat, { position: frame.system }) };
}

const NO_HITS = { hits: 0, nonFightersFirst: 0 };

/** One side's combat roll this round, then the moment after it (afterRoll.ts). */
function combatRoll(tx: Ti4Tx, frame: Ti4SpaceCombatFrame, seat: Seat, other: Seat): void {
  const modifier = seat === frame.defender ? defenderModifier(tx.state, frame.system) : 0;
  rollInCombat(
    tx,
    {
      seat,
      place: { position: frame.system },
      units: combatantsOf(tx.state, seat, frame.system),
      reason: "spaceCombat",
      options: { modifier, enemyNonFighterShips: nonFighterShips(tx.state, other, frame.system) },
    },
    { opponent: other, combat: "space", round: frame.round ?? 1 },
  );
}

function update(tx: Ti4Tx, frame: Ti4SpaceCombatFrame, changes: Partial<Ti4SpaceCombatFrame>): void {
  const next: Ti4SpaceCombatFrame = { ...frame, ...changes };
  if (next.retreat === undefined) delete next.retreat;
  if (next.roundCards === undefined) delete next.roundCards;
  if (next.roundEnded === undefined) delete next.roundEnded;
  if (next.settled === undefined) delete next.settled;
  if (next.roundAbilities === undefined) delete next.roundAbilities;
  tx.emit({ type: "ti4FrameUpdated", frame: next });
}

/** Skilled Retreat: the seat's ships left at the start of a round, and the combat ends in a draw. */
function leftBySkilledRetreat(frame: Ti4SpaceCombatFrame, seat?: Seat): boolean {
  return (frame.roundCards ?? []).some(
    (c) => c.card === "s_retreat" && (seat === undefined || c.seat === seat),
  );
}

function endCombat(tx: Ti4Tx, frame: Ti4SpaceCombatFrame, attacker: Seat, defender: Seat): void {
  const position = frame.system;
  // The frame stays until what acts right after the combat is answered (step "ended").
  update(tx, frame, { step: "ended" });
  const left = [attacker, defender].filter((seat) => fightsOn(tx.state, seat, position));
  const winner = left.length === 1 && !leftBySkilledRetreat(frame) ? (left[0] as Seat) : null;
  tx.emit({ type: "ti4CombatEnded", place: { position }, winner });
  afterCombatEnded(tx, winner, [attacker, defender]);
  // LRR 78.9-78.10: what acts once the combat is over (hooks/spaceCombat.ts).
  const destroyed: Partial<Record<Seat, Ti4UnitCounts>> = {};
  for (const [seat, opening] of [
    [attacker, frame.opening?.attacker ?? {}],
    [defender, frame.opening?.defender ?? {}],
  ] as const) {
    if (frame.retreat?.seat === seat || leftBySkilledRetreat(frame, seat)) continue;
    const now = shipsOf(tx.state, seat, position);
    const lost: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(opening) as [Ti4UnitType, number][])
      if (n > (now[type] ?? 0)) lost[type] = n - (now[type] ?? 0);
    destroyed[seat] = lost;
  }
  for (const answer of hookAnswers(tx.state, "spaceCombatEnded"))
    answer(tx, { system: position, attacker, defender, winner, destroyed });
  // LRR 78.9, 16.3c: capacity counts again once the combat is over.
  for (const seat of [attacker, defender]) trimToCapacity(tx, seat, position);
}

/** LRR 78.6: the round's "assign hits" step is over (hook point combatRoundHitsAssigned), in book order. */
function roundHitsAssigned(tx: Ti4Tx, frame: Ti4SpaceCombatFrame, attacker: Seat, defender: Seat): void {
  const round = { place: { position: frame.system }, combat: "space" as const, attacker, defender };
  for (const answer of hookAnswers(tx.state, "combatRoundHitsAssigned"))
    answer(tx, { ...round, round: frame.round ?? 1 });
}

/** What acts as a round begins (hook point spaceCombatRoundStarts), in book order. */
function roundStarts(tx: Ti4Tx, combat: Ti4SpaceCombatRound): void {
  for (const answer of hookAnswers(tx.state, "spaceCombatRoundStarts")) answer(tx, combat);
}

/**
 * TE "Neutral Units": neutral ships engage the active player's ships that moved into their system, once no
 * other player's ships are left to fight there (combat/neutral.ts runs that combat).
 */
function pushNeutralCombat(tx: Ti4Tx, seat: Seat, position: PositionLabel): void {
  if (!playsThundersEdge(tx.state) || !neutralShipsIn(tx.state, position)) return;
  if (
    !hasShips(tx.state, seat, position) ||
    seatsWithShips(tx.state.board[position]).some((s) => isOpponent(tx.state, seat, s))
  )
    return;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4NeutralSpaceCombat", seat, system: position } });
}

/** Who may announce a retreat now, if anyone. */
function retreatingSeat(frame: Ti4SpaceCombatFrame): Seat | null {
  if (frame.step === "defenderRetreat") return frame.defender ?? null;
  if (frame.step === "attackerRetreat") return frame.seat;
  return null;
}

export const SPACE_COMBAT: FrameRules<Ti4, Ti4SpaceCombatFrame> = {
  decisions(state, frame) {
    const seat = retreatingSeat(frame);
    if (seat === null) return [];
    const choices = retreatSystems(state, seat, frame.system);
    if (choices.length === 0) return [];
    const out: Decision<Ti4>[] = [
      { kind: "announceRetreat", seat, simultaneous: false, prompt: "announce a retreat", choices },
      { kind: "declineRetreat", seat, simultaneous: false, prompt: "fight on without retreating" },
    ];
    return out;
  },
  advance(tx, frame) {
    const attacker = frame.seat;
    const position = frame.system;
    if (frame.defender === undefined) {
      // TE "Alliance Movement and Control": an ally's ships there start no space combat.
      const defender = seatsWithShips(tx.state.board[position]).find((s) =>
        isOpponent(tx.state, attacker, s),
      );
      // LRR 89.3: no combat unless the active player and another player both have ships here.
      if (defender === undefined || !hasShips(tx.state, attacker, position)) {
        tx.emit({ type: "ti4FramePopped" });
        pushNeutralCombat(tx, attacker, position);
        return true;
      }
      const opening = {
        attacker: shipsOf(tx.state, attacker, position),
        defender: shipsOf(tx.state, defender, position),
      };
      update(tx, frame, { defender, round: 1, step: "barrage", opening });
      tx.emit({ type: "ti4CombatRoundBegan", place: { position }, round: 1 });
      // LRR 78.2 [recalled]: "start of combat" effects act before anti-fighter barrage; the hits they push
      // are assigned before the barrage step runs.
      for (const answer of hookAnswers(tx.state, "spaceCombatStarts"))
        answer(tx, { system: position, attacker, defender });
      roundStarts(tx, { system: position, attacker, defender, round: 1 });
      return true;
    }
    const defender = frame.defender;
    if (frame.step === "ended") {
      tx.emit({ type: "ti4FramePopped" });
      pushNeutralCombat(tx, attacker, position);
      return true;
    }
    if (!fightsOn(tx.state, attacker, position) || !fightsOn(tx.state, defender, position)) {
      // The last round's hits are assigned: its "assign hits" step is over before the combat ends.
      if (frame.step === "assigned" && !frame.roundEnded) roundHitsAssigned(tx, frame, attacker, defender);
      endCombat(tx, frame, attacker, defender);
      return true;
    }
    switch (frame.step) {
      case "barrage": {
        // LRR 10: both sides fire at once; each hit destroys one of the opponent's fighters.
        const onDefender = barrage(tx, frame, attacker, defender);
        const onAttacker = barrage(tx, frame, defender, attacker);
        update(tx, frame, { step: "defenderRetreat" });
        const place = { position };
        const reason = "antiFighterBarrage" as const;
        const only: Ti4UnitType[] = ["fighter"];
        assignAfterUnitRoll(tx, { seat: defender, place, hits: onDefender.hits, reason, only }, onDefender);
        assignAfterUnitRoll(tx, { seat: attacker, place, hits: onAttacker.hits, reason, only }, onAttacker);
        return true;
      }
      case "defenderRetreat":
      case "attackerRetreat": {
        const seat = retreatingSeat(frame) as Seat;
        if (retreatSystems(tx.state, seat, position).length > 0) return false;
        update(tx, frame, { step: frame.step === "defenderRetreat" ? "attackerRetreat" : "roll" });
        return true;
      }
      case "roll": {
        // LRR 78.5: the attacker rolls first, then the defender, each followed by its moment (afterRoll.ts).
        const place = { position };
        const settled = frame.settled ?? [];
        const next = [attacker, defender].find((s) => !settled.some((r) => r.seat === s));
        if (next !== undefined) {
          combatRoll(tx, frame, next, next === attacker ? defender : attacker);
          return true;
        }
        const byAttacker = settled.find((r) => r.seat === attacker) ?? NO_HITS;
        const byDefender = settled.find((r) => r.seat === defender) ?? NO_HITS;
        const rolled = withRoundExtraHits(
          tx.state,
          { attacker, defender, place, combat: "space" },
          { attacker: byAttacker.hits, defender: byDefender.hits },
        );
        const onDefender = rolled.attacker;
        const onAttacker = rolled.defender;
        update(tx, frame, { step: "assigned", settled: undefined });
        const reason = "spaceCombat" as const;
        const first = (n: number) => (n > 0 ? { nonFightersFirst: n } : {});
        // Ground forces taking part as ships take the combat's hits as ships do (the Alastor).
        const asShips = (seat: Seat) => {
          const units = groundForcesAsShips(tx.state, seat, position);
          const onPlanets = groundForcesOnPlanetsAsShips(tx.state, seat, position);
          return {
            ...(countUnits(units) > 0 ? { asShips: units } : {}),
            ...(Object.keys(onPlanets).length > 0 ? { asShipsOnPlanets: onPlanets } : {}),
          };
        };
        pushHitAssignment(tx, {
          seat: defender,
          place,
          hits: onDefender,
          reason,
          ...first(byAttacker.nonFightersFirst),
          ...asShips(defender),
        });
        pushHitAssignment(tx, {
          seat: attacker,
          place,
          hits: onAttacker,
          reason,
          ...first(byDefender.nonFightersFirst),
          ...asShips(attacker),
        });
        return true;
      }
      case "assigned": {
        if (!frame.roundEnded) {
          // What acts at the end of the round (spaceCombatRoundEnded) goes before the retreat is made.
          update(tx, frame, { roundEnded: true });
          const round = frame.round ?? 1;
          roundHitsAssigned(tx, frame, attacker, defender);
          for (const answer of hookAnswers(tx.state, "spaceCombatRoundEnded"))
            answer(tx, { system: position, attacker, defender, round });
          return true;
        }
        const retreat = frame.retreat;
        if (retreat && retreatRefusal(tx.state, retreat.seat, position, retreat.to) === null) {
          const units = makeRetreat(tx, frame, retreat.seat, retreat.to);
          // What acts as the retreat is made (hooks/retreat.ts: the Ral Nel's Last Dispatch).
          const made = { system: position, seat: retreat.seat, to: retreat.to, units };
          for (const answer of hookAnswers(tx.state, "retreatMade")) answer(tx, made);
          return true;
        }
        // LRR 78.8: both sides still have ships: a new round.
        const round = (frame.round ?? 1) + 1;
        update(tx, frame, {
          round,
          step: "defenderRetreat",
          retreat: undefined,
          roundCards: undefined,
          roundEnded: undefined,
          roundAbilities: undefined,
        });
        tx.emit({ type: "ti4CombatRoundBegan", place: { position }, round });
        roundStarts(tx, { system: position, attacker, defender, round });
        return true;
      }
      default:
        throw new Error(`space combat has no step ${frame.step}`);
    }
  },
};

function retreatFrame(tx: Ti4Tx): Ti4SpaceCombatFrame | Ti4NeutralSpaceCombatFrame {
  const frame = tx.state.stack.at(-1);
  // apply has checked that the command answers this frame's decision.
  if (frame?.kind !== "ti4SpaceCombat" && frame?.kind !== "ti4NeutralSpaceCombat")
    throw new Error("a retreat is announced only in space combat");
  return frame;
}

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

export function announceRetreat(tx: Ti4Tx, command: CommandOf<"announceRetreat">): RuleError | undefined {
  const frame = retreatFrame(tx);
  const refused = retreatRefusal(tx.state, command.seat, frame.system, command.to);
  if (refused) return refused;
  tx.emit({ type: "ti4RetreatAnnounced", seat: command.seat, position: frame.system, to: command.to });
  // TE "Neutral Units": against neutral ships only the active player retreats; no opponent to tell.
  if (frame.kind === "ti4NeutralSpaceCombat") {
    const retreat = { seat: command.seat, to: command.to };
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, step: "roll", retreat } });
    return undefined;
  }
  // LRR 78.4: once the defender announces a retreat, the attacker may not.
  update(tx, frame, { step: "roll", retreat: { seat: command.seat, to: command.to } });
  const opponent = command.seat === frame.seat ? (frame.defender as Seat) : frame.seat;
  const retreat = { system: frame.system, seat: command.seat, to: command.to, opponent };
  for (const answer of hookAnswers(tx.state, "retreatAnnounced")) answer(tx, retreat);
  return undefined;
}

export function declineRetreat(tx: Ti4Tx, _command: CommandOf<"declineRetreat">): RuleError | undefined {
  const frame = retreatFrame(tx);
  if (frame.kind === "ti4NeutralSpaceCombat") {
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, step: "roll" } });
    return undefined;
  }
  update(tx, frame, { step: frame.step === "defenderRetreat" ? "attackerRetreat" : "roll" });
  return undefined;
}
