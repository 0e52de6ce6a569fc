/**
 * What each player achieved in the current game round, for the objectives that look back over it (SE's
 * "this turn" means this round: content/objectives.ts). The record is plain data in the state, noted by
 * `noteRoundAchievements`, which evolve runs on every event just before applying it: it reads the event
 * and the frame stack (which battle or invasion is being fought), so the existing combat and control
 * events need no new fields, and replay rebuilds the record exactly. The record carries its round: a new
 * round simply starts a new one, so nothing has to reset it.
 */
import type { PlanetId } from "../../../content/index.ts";
import type { GameEvent } from "../../events.ts";
import type { Frame } from "../../frames.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { count, shipsOf, spaceUnits, totalUnits, unitsOnBoard } from "../units.ts";

export interface RoundAchievements {
  round: number;
  /** Planet cards gained this round (RR §13.4), with the player they came from. */
  planetsGained: { seat: Seat; planet: PlanetId; from: Seat | null }[];
  /** Invasions won of planets an enemy Ground Force defended when the invasion began (RR §13). */
  invasionsWon: { seat: Seat; planet: PlanetId; defender: Seat }[];
  /** Space Battles won (RR §12): only the winner's ships are left; `enemyShips` the loser had at the start. */
  spaceBattlesWon: { seat: Seat; position: PositionLabel; enemyShips: number }[];
  /** Space Docks of `owner` destroyed during a tactical action of `seat` (invasion, or a Saar dock stranded). */
  docksDestroyed: { seat: Seat; owner: Seat; position: PositionLabel }[];
  /** Planets taken by invasion that held the last Space Dock `from` had on the board. */
  lastDocksTaken: { seat: Seat; from: Seat; planet: PlanetId }[];
  /** The Space Battle being fought: each side's ships (Fighters included) when it began. */
  battle: { position: PositionLabel; attacker: Seat; defender: Seat; ships: [number, number] } | null;
}

/** This round's record, or null when nothing has been noted this round. */
export function achievementsThisRound(state: GameState): RoundAchievements | null {
  const record = state.roundAchievements;
  return record && record.round === state.round ? record : null;
}

function record(s: GameState): RoundAchievements {
  const current = achievementsThisRound(s);
  if (current) return current;
  const fresh: RoundAchievements = {
    round: s.round,
    planetsGained: [],
    invasionsWon: [],
    spaceBattlesWon: [],
    docksDestroyed: [],
    lastDocksTaken: [],
    battle: null,
  };
  s.roundAchievements = fresh;
  return fresh;
}

/** Called by evolve with the draft before `event` is applied. */
export function noteRoundAchievements(s: GameState, event: GameEvent): void {
  switch (event.type) {
    case "planetGained":
      notePlanetGained(s, event);
      return;
    case "framePushed":
      noteBattleStart(s, event.frame);
      return;
    case "frameReplaced":
      noteBattleEnd(s, event.frame);
      return;
    case "unitsRemoved":
      noteDocksLost(s, event);
      return;
    default:
      return;
  }
}

function notePlanetGained(s: GameState, e: Extract<GameEvent, { type: "planetGained" }>): void {
  // Planets given "since before this round" (scenario setups, earlier rounds) are not this round's.
  if (e.round !== s.round || s.round === 0) return;
  const r = record(s);
  r.planetsGained.push({ seat: e.seat, planet: e.planet, from: e.from });
  const invasion = s.stack.at(-1);
  if (
    invasion?.kind === "invasion" &&
    invasion.seat === e.seat &&
    invasion.planet === e.planet &&
    invasion.groundAtStart[1] > 0
  ) {
    r.invasionsWon.push({ seat: e.seat, planet: e.planet, defender: invasion.defender });
  }
}

function noteBattleStart(s: GameState, frame: Frame): void {
  if (frame.kind !== "spaceBattle") return;
  const ships: [number, number] = [
    shipCount(s, frame.position, frame.attacker),
    shipCount(s, frame.position, frame.defender),
  ];
  record(s).battle = { position: frame.position, attacker: frame.attacker, defender: frame.defender, ships };
}

/** A battle is over when its frame turns to "closing": the side with ships left (alone) won it. */
function noteBattleEnd(s: GameState, frame: Frame): void {
  const before = s.stack.at(-1);
  if (frame.kind !== "spaceBattle" || frame.step !== "closing") return;
  if (before?.kind !== "spaceBattle" || before.step === "closing") return;
  const r = record(s);
  const battle = r.battle;
  r.battle = null;
  if (!battle || battle.position !== frame.position) return;
  const sides = [battle.attacker, battle.defender];
  sides.forEach((seat, i) => {
    const enemy = sides[1 - i] as Seat;
    if (shipCount(s, frame.position, seat) > 0 && shipCount(s, frame.position, enemy) === 0) {
      r.spaceBattlesWon.push({ seat, position: frame.position, enemyShips: battle.ships[1 - i] ?? 0 });
    }
  });
}

/** Whose action destroyed units of `owner`: the invader, the other side of a battle, or the active player. */
function destroyer(stack: readonly Frame[], owner: Seat): { seat: Seat; invasion: Frame | null } | null {
  for (let i = stack.length - 1; i >= 0; i--) {
    const frame = stack[i] as Frame;
    if (frame.kind === "invasion" && frame.defender === owner) return { seat: frame.seat, invasion: frame };
    if (frame.kind === "spaceBattle" && (frame.attacker === owner || frame.defender === owner)) {
      return { seat: frame.attacker === owner ? frame.defender : frame.attacker, invasion: null };
    }
    if ((frame.kind === "tacticalAction" || frame.kind === "transferAction") && frame.seat !== owner) {
      return { seat: frame.seat, invasion: null };
    }
  }
  return null;
}

function noteDocksLost(s: GameState, e: Extract<GameEvent, { type: "unitsRemoved" }>): void {
  const docks = count(e.units, "spaceDock");
  if (docks === 0 || s.round === 0) return;
  const by = destroyer(s.stack, e.seat);
  if (!by) return;
  const r = record(s);
  r.docksDestroyed.push({ seat: by.seat, owner: e.seat, position: e.position });
  const invasion = by.invasion;
  const left = unitsOnBoard(s, e.seat, "spaceDock") - docks;
  if (invasion?.kind === "invasion" && invasion.planet === e.planet && left <= 0) {
    r.lastDocksTaken.push({ seat: by.seat, from: e.seat, planet: invasion.planet });
  }
}

/** Ships of a seat in a system, Fighters included (RR §12: a fleet is all of a player's ships there). */
function shipCount(s: GameState, position: PositionLabel, seat: Seat): number {
  return totalUnits(shipsOf(spaceUnits(s, position, seat)));
}
