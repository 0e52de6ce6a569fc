/**
 * Space combat (LRR 78; digest §4.4), the third step of a tactical action: when the active player and
 * another player both have ships in the active system, the active player attacks. The first round opens
 * with anti-fighter barrage (LRR 10: both sides at once, hits only on fighters). Each round the defender and
 * then the attacker may announce a retreat (LRR 78.4: once the defender has, the attacker may not), the
 * attacker and then the defender roll for their ships (LRR 78.5), each assigns the hits taken (LRR 78.6,
 * hits.ts), and an announced retreat is made (LRR 78.7). The combat ends when one side or neither has ships
 * left (LRR 78.9-78.10); then capacity is checked (LRR 16.3c).
 *
 * A retreat goes to one adjacent system holding the retreater's units or a planet they control and no
 * other player's ships; every ship with a move value goes (and the Saar's Floating Factory, which retreats as
 * if it were a ship: its card), carrying what its capacity allows, and a command token from reinforcements
 * is placed there unless one of theirs already is (from the command sheet when reinforcements are empty; the
 * rule takes it from the fullest pool).
 */
import {
  TI4_COMMAND_TOKENS_PER_FACTION,
  TI4_SHIP_TYPES,
  type Ti4PlanetId,
  type Ti4UnitType,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { afterCombatEnded } from "../agenda/moreAgendas.ts";
import { isOpponent } from "../board/allies.ts";
import type { Ti4TokenPool } from "../board/events.ts";
import { controllerOf, countUnits, seatsWithShips, type Ti4Place, unitsIn } from "../board/forces.ts";
import { planetsAt, systemAt, ti4NeighboursFor } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4SpaceCombatRound } from "../hooks/combat.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { unitAbilitiesVoid } from "../thundersEdge/entropicScar.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { neutralShipsIn } from "../thundersEdge/neutral.ts";
import { armamentsBarrage } from "../thundersEdge/relicCombat.ts";
import { ti4FloatsAsShip, ti4UnitFor } from "../units.ts";
import { rollInCombat } from "./afterRoll.ts";
import { capacityOf, needsCapacity, trimToCapacity } from "./capacity.ts";
import { withRoundExtraHits } from "./dice.ts";
import type { Ti4NeutralSpaceCombatFrame, Ti4PlanetUnits, Ti4SpaceCombatFrame } from "./frames.ts";
import { pushHitAssignment } from "./hits.ts";
import { takingPart } from "./participation.ts";
import { assignAfterUnitRoll, rollForUnitAbility, type Ti4UnitAbilityRolled } from "./unitAbilityRolls.ts";

type Ti4Tx = Tx<Ti4>;

/** A seat's ships in a system's space area. */
export function shipsOf(state: Ti4State, seat: Seat, position: PositionLabel): Ti4UnitCounts {
  const units = unitsIn(state.board[position], seat);
  const ships: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][])
    if (n && TI4_SHIP_TYPES.includes(type)) ships[type] = n;
  return ships;
}

function hasShips(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  return countUnits(shipsOf(state, seat, position)) > 0;
}

/** The space combat under way in `position`, if any. */
function combatIn(state: Ti4State, position: PositionLabel): Ti4SpaceCombatFrame | undefined {
  const frame = state.stack.findLast((f) => f.kind === "ti4SpaceCombat");
  return frame?.kind === "ti4SpaceCombat" && frame.system === position ? frame : undefined;
}

/**
 * A seat's ground forces in `position`'s space area that take part in the space combat there as if they
 * were ships (the Alastor's choice, frames.ts `asShips`), as many as are still there.
 */
export function groundForcesAsShips(state: Ti4State, seat: Seat, position: PositionLabel): Ti4UnitCounts {
  const chosen = combatIn(state, position)?.asShips?.[seat] ?? {};
  return stillThere(chosen, unitsIn(state.board[position], seat));
}

/** Of the units chosen, as many of each type as are still there. */
function stillThere(chosen: Ti4UnitCounts, there: Ti4UnitCounts): Ti4UnitCounts {
  const taking: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(chosen) as [Ti4UnitType, number][]) {
    const k = Math.min(n ?? 0, there[type] ?? 0);
    if (k > 0) taking[type] = k;
  }
  return taking;
}

/**
 * A seat's ground forces on `position`'s planets that take part in the space combat there as if they were
 * ships while staying on their planets (the Alastor [recalled: its FAQ], frames.ts `asShipsOnPlanets`), as
 * many as are still there.
 */
export function groundForcesOnPlanetsAsShips(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
): Ti4PlanetUnits {
  const chosen = combatIn(state, position)?.asShipsOnPlanets?.[seat] ?? {};
  const out: Ti4PlanetUnits = {};
  for (const [planet, counts] of Object.entries(chosen) as [Ti4PlanetId, Ti4UnitCounts][]) {
    const taking = stillThere(counts, unitsIn(state.board[position], seat, planet));
    if (countUnits(taking) > 0) out[planet] = taking;
  }
  return out;
}

/**
 * Ground forces fighting as ships in the space combat there that an effect destroyed directly (Direct
 * Hit, Courageous to the End): they no longer take part, so others there are not counted in their place.
 * Nothing happens when none of `lost` was taking part.
 */
export function lostAsShipsDirectly(
  tx: Ti4Tx,
  seat: Seat,
  place: Ti4Place,
  lost: Ti4UnitCounts,
  cause: string,
): void {
  const combat = combatIn(tx.state, place.position);
  if (!combat) return;
  const less = (chosen: Ti4UnitCounts) => {
    const left: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(chosen) as [Ti4UnitType, number][])
      if (n - (lost[type] ?? 0) > 0) left[type] = n - (lost[type] ?? 0);
    return left;
  };
  const inSpace = { ...combat.asShips?.[seat] };
  const onPlanets: Ti4PlanetUnits = { ...combat.asShipsOnPlanets?.[seat] };
  const { planet } = place;
  const chosen = planet === undefined ? inSpace : (onPlanets[planet] ?? {});
  const asShips: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(lost) as [Ti4UnitType, number][])
    if (n && chosen[type]) asShips[type] = Math.min(n, chosen[type] ?? 0);
  if (countUnits(asShips) === 0) return;
  const units = planet === undefined ? less(inSpace) : inSpace;
  if (planet !== undefined) {
    const left = less(chosen);
    if (countUnits(left) > 0) onPlanets[planet] = left;
    else delete onPlanets[planet];
  }
  tx.emit({
    type: "ti4GroundForcesAsShips",
    seat,
    position: place.position,
    units,
    ...(Object.keys(onPlanets).length > 0 ? { onPlanets } : {}),
    reason: "lost",
  });
  // They were ships in the combat: a ship destroyed directly (LRR 31), for what hears of one.
  for (const answer of hookAnswers(tx.state, "shipsDestroyedDirectly"))
    answer(tx, { seat, place, ships: asShips, cause });
}

/**
 * A seat's ships in the space area of the space combat in `position`, with its ground forces there that
 * fight as ships (the Alastor): what a card effect picks among as "ships" there [recalled: public rulings].
 * Those fighting from planets are counted by `combatantsOf`.
 */
export function shipsInSpaceCombat(state: Ti4State, seat: Seat, position: PositionLabel): Ti4UnitCounts {
  const counts: Ti4UnitCounts = { ...shipsOf(state, seat, position) };
  for (const [type, n] of Object.entries(groundForcesAsShips(state, seat, position)) as [
    Ti4UnitType,
    number,
  ][])
    counts[type] = (counts[type] ?? 0) + n;
  return counts;
}

/**
 * What fights for a seat in the space combat in `position`: its ships and the ground forces taking part
 * as if they were ships (from the space area or from the system's planets). They roll, take the combat's hits and keep the combat going as ships do (the
 * Alastor: "as if they were ships" [recalled]); nothing else counts them as ships (the fleet pool, the
 * ships a combat's end says were lost, anti-fighter barrage, retreats) [our reading]. Units an effect sets
 * aside do not fight (combat/participation.ts).
 */
export function combatantsOf(state: Ti4State, seat: Seat, position: PositionLabel): Ti4UnitCounts {
  const counts: Ti4UnitCounts = { ...shipsOf(state, seat, position) };
  for (const [type, n] of Object.entries(groundForcesAsShips(state, seat, position)) as [
    Ti4UnitType,
    number,
  ][])
    counts[type] = (counts[type] ?? 0) + n;
  for (const units of Object.values(groundForcesOnPlanetsAsShips(state, seat, position)))
    for (const [type, n] of Object.entries(units ?? {}) as [Ti4UnitType, number][])
      counts[type] = (counts[type] ?? 0) + n;
  return takingPart(state, seat, position, counts);
}

/** True while a seat has anything fighting in the space combat in `position` (LRR 78.8-78.9). */
function fightsOn(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  return countUnits(combatantsOf(state, seat, position)) > 0;
}

/** LRR 78.4, 78.7: where a seat may retreat from a system, in the galaxy's order. */
export function retreatSystems(state: Ti4State, seat: Seat, from: PositionLabel): PositionLabel[] {
  return ti4NeighboursFor(state, seat, from).filter(
    (position) => retreatRefusal(state, seat, from, position) === null,
  );
}

function retreatRefusal(
  state: Ti4State,
  seat: Seat,
  from: PositionLabel,
  to: PositionLabel,
): RuleError | null {
  if (!systemAt(state, to) || !ti4NeighboursFor(state, seat, from).includes(to))
    return ruleError(
      "ERR_TI4_RETREAT_NOT_ADJACENT",
      "LRR 78.7",
      `A retreat goes to a system adjacent to the combat: ${to} is not.`,
      { to },
    );
  const system = state.board[to];
  // TE "Alliance Movement and Control": an ally's ships are no enemy to retreat from.
  if (seatsWithShips(system).some((s) => isOpponent(state, seat, s)))
    return ruleError(
      "ERR_TI4_RETREAT_ENEMY_SHIPS",
      "LRR 78.7",
      `You cannot retreat to ${to}: another player's ships are there.`,
      { to },
    );
  const mine =
    (system?.space ?? []).some((f) => f.seat === seat) ||
    Object.values(system?.planets ?? {}).some((forces) => forces?.some((f) => f.seat === seat)) ||
    planetsAt(state, to).some((planet) => controllerOf(state, planet) === seat);
  if (!mine)
    return ruleError(
      "ERR_TI4_RETREAT_NOT_YOURS",
      "LRR 78.7",
      `You can retreat only to a system holding your units or a planet you control; ${to} holds neither.`,
      { to },
    );
  return null;
}

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

/** Reinforcement command tokens: the faction's 16 less those on the sheet and on the board (LRR 20). */
function tokensInReinforcements(state: Ti4State, seat: Seat): number {
  const player = state.players[seat];
  if (!player) return 0;
  const onSheet = player.tokens.tactic + player.tokens.fleet + player.tokens.strategy;
  let onBoard = 0;
  for (const system of Object.values(state.board))
    onBoard += system.commandTokens.filter((s) => s === seat).length;
  return TI4_COMMAND_TOKENS_PER_FACTION - onSheet - onBoard;
}

/**
 * LRR 78.7: the retreating ships go, with what they can carry, and a command token follows them (unless
 * `placeToken` is false: Skilled Retreat under Wild, Wild Galaxy). Returns the units moved (none when the
 * seat had nothing there).
 */
export function makeRetreat(
  tx: Ti4Tx,
  frame: Pick<Ti4SpaceCombatFrame, "system" | "asShips" | "asShipsOnPlanets">,
  seat: Seat,
  to: PositionLabel,
  placeToken = true,
): Ti4UnitCounts {
  const from = frame.system;
  const force = tx.state.board[from]?.space.find((f) => f.seat === seat);
  if (!force) return {};
  // The ground forces that fought as ships leave the combat with their side (those on planets stay there).
  if (frame.asShips?.[seat] || frame.asShipsOnPlanets?.[seat])
    tx.emit({ type: "ti4GroundForcesAsShips", seat, position: from, units: {}, reason: "left" });
  const moving: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(force.units) as [Ti4UnitType, number][]) {
    // The Floating Factory retreats "as if it were a ship" (its card), carrying as it goes (LRR 95).
    if (n && ti4FloatsAsShip(tx.state, seat, type)) moving[type] = n;
    if (n && TI4_SHIP_TYPES.includes(type) && !needsCapacity(tx.state, seat, type))
      if ((ti4UnitFor(tx.state, seat, type).move ?? 0) > 0) moving[type] = n;
  }
  let room = capacityOf(tx.state, seat, moving);
  // The carried units that fit go along: mechs, then infantry, then fighters (the dearest first).
  const units: Ti4UnitCounts = { ...moving };
  for (const type of ["mech", "infantry", "fighter"] as const) {
    if (!needsCapacity(tx.state, seat, type)) continue;
    const take = Math.min(force.units[type] ?? 0, room);
    if (take > 0) units[type] = take;
    room -= take;
  }
  const damaged: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(force.damaged ?? {}) as [Ti4UnitType, number][])
    if (n && units[type]) damaged[type] = Math.min(n, units[type] ?? 0);
  tx.emit({
    type: "ti4UnitsMoved",
    seat,
    from: { position: from },
    to: { position: to },
    units,
    ...(Object.keys(damaged).length > 0 ? { damaged } : {}),
  });
  if (placeToken && !(tx.state.board[to]?.commandTokens ?? []).includes(seat)) {
    if (tokensInReinforcements(tx.state, seat) > 0)
      tx.emit({ type: "ti4CommandTokenPlaced", seat, position: to, from: "reinforcements" });
    else {
      const tokens = tx.state.players[seat]?.tokens;
      const pools: Ti4TokenPool[] = ["tactic", "fleet", "strategy"];
      const pool = tokens ? pools.reduce((a, b) => (tokens[b] > tokens[a] ? b : a)) : undefined;
      if (pool && tokens && tokens[pool] > 0)
        tx.emit({ type: "ti4CommandTokenPlaced", seat, position: to, from: pool });
    }
  }
  // What could not be carried is removed (LRR 78.7).
  const left = unitsIn(tx.state.board[from], seat);
  const stranded: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(left) as [Ti4UnitType, number][])
    if (n && (type === "infantry" || type === "mech" || type === "fighter")) stranded[type] = n;
  if (countUnits(stranded) > 0)
    tx.emit({
      type: "ti4UnitsRemoved",
      seat,
      place: { position: from },
      units: stranded,
      reason: "returned",
    });
  return units;
}

/**
 * Skilled Retreat (an action card at the start of a round): `seat`'s ships in the combat go to `to` as a
 * retreat goes (LRR 78.7), with a command token there; the combat then ends in a draw.
 */
export function retreatAtRoundStart(tx: Ti4Tx, seat: Seat, to: PositionLabel, placeToken = true): void {
  const frame = tx.state.stack.findLast((f) => f.kind === "ti4SpaceCombat");
  if (frame?.kind === "ti4SpaceCombat") makeRetreat(tx, frame, seat, to, placeToken);
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
