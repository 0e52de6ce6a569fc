/**
 * A game's statistics (issue #23), read off its log and the times its entries were saved: each player's
 * dice luck, how long the game waited on each seat, and how long their Action Phase turns took. Only
 * public facts: combat dice are rolled in the open (every roll is in the public log), and who the game
 * waits for is shown to everyone; no hand, secret objective or seed is read.
 *
 * - Dice luck: every throw of a combat die that hits on a number (RR "Combat value = the minimum d10
 *   result that scores a hit", TI3 rules reference, Units; Space Battle step 2: "each result ≥ the
 *   ship's combat value is a hit") hits with the chance (11 − needed) / 10, from 0 to 1. The expected
 *   hits are the sum of those chances over every throw; luck is the hits scored less the hits expected.
 *   A die rolled again counts as two throws: its first result (a Graviton Laser System re-roll is kept
 *   on the die as `first`) and its new one; a re-roll told as its own roll (a Jol-Nar re-roll, Recheck)
 *   adds only the new throw, the first being in the roll it came from. Dice that hit on no number (a
 *   Gravity Rift's side, a Leader's table) and the Custodians' dice (no player's) are left out.
 * - Waiting: after each entry of the log the game waits on the seats `waitingFor` names, until the next
 *   entry is saved (or until `until`, for the last). When it waits on several seats at once (the
 *   secondaries of a Strategy Card, an Action Card window), each of them is counted the whole interval:
 *   the time is how long the game waited on that seat, so the seats' totals may add up to more than the
 *   game lasted.
 * - Turns: an Action Phase turn begins when the phase's frame moves on to its player (RR §7; where
 *   engine/lastMove.ts also ends a turn) and ends when it moves on again or the game ends. Only turns
 *   that ended count; a turn that began and ended in the same entry is no one's doing and is left out.
 */
import type { RaceId } from "../content/index.ts";
import { evolve } from "../engine/evolve.ts";
import { type GameEvent, type GameState, waitingFor } from "../engine/index.ts";
import { actionTurnSeat } from "../engine/rules/actionPhase.ts";
import type { CombatDie } from "../engine/rules/combat/frames.ts";
import type { PlayerColor } from "../engine/state.ts";
import type { StoredEvent } from "../store/gameStore.ts";
import { effectiveEntries } from "./undo.ts";

export interface DiceLuck {
  /** Throws of combat dice. */
  rolled: number;
  hits: number;
  /** The hits those throws were expected to score. */
  expected: number;
}

export interface SeatStatistics {
  seat: number;
  name: string;
  color: PlayerColor | null;
  race: RaceId | null;
  dice: DiceLuck;
  /** Milliseconds the game waited on this seat. */
  waitedMs: number;
  /** Each Action Phase turn the seat finished, in milliseconds, in order. */
  turnsMs: number[];
}

export interface GameStatistics {
  players: SeatStatistics[];
  /** When the first entry was saved, and the end of the time counted. */
  from: Date;
  until: Date;
}

/** The chance that one throw hits when it needs `needed` or more on a ten-sided die (0 counts as 10). */
export function hitChance(needed: number): number {
  return Math.min(1, Math.max(0, (11 - needed) / 10));
}

type Rolled = Extract<GameEvent, { type: "combatRolled" }>;

/** The throws of one roll, each with the result it needed and whether it hit. */
function throwsOf(event: Rolled): { needed: number; hit: boolean }[] {
  return event.dice.flatMap((die: CombatDie) => {
    if (die.needed === null) return [];
    const last = { needed: die.needed, hit: die.value >= die.needed };
    if (event.roll === "reroll" || die.first === undefined) return [last];
    return [{ needed: die.needed, hit: die.first >= die.needed }, last];
  });
}

function addRoll(luck: DiceLuck, event: Rolled): void {
  for (const t of throwsOf(event)) {
    luck.rolled += 1;
    luck.hits += t.hit ? 1 : 0;
    luck.expected += hitChance(t.needed);
  }
}

/** Where the Action Phase's frame moves on, or a phase begins: a turn's end (as engine/lastMove.ts). */
function movesTurnOn(event: GameEvent): boolean {
  if (event.type === "phaseStarted" || event.type === "gameEnded") return true;
  return (
    (event.type === "framePushed" || event.type === "frameReplaced") && event.frame.kind === "actionPhase"
  );
}

/** The seat whose turn it is, if it is someone's who has not passed. */
function turnOf(state: GameState): number | undefined {
  const seat = actionTurnSeat(state);
  return seat !== undefined && state.players[seat]?.passed === false ? seat : undefined;
}

/**
 * The statistics of a game from its log; `until`: the end of the time counted for a game still waiting
 * (now), or when it ended. Null before the game has begun.
 */
export function gameStatistics(entries: readonly StoredEvent[], until: Date): GameStatistics | null {
  const counted = effectiveEntries(entries);
  let state: GameState | undefined;
  let seats: SeatStatistics[] = [];
  let waited: { seats: number[]; since: Date } | null = null;
  let turn: { seat: number; since: Date; seq: number } | null = null;
  for (const entry of counted) {
    const at = entry.createdAt;
    if (waited) for (const s of waited.seats) addWait(seats, s, at.getTime() - waited.since.getTime());
    for (const event of entry.events as GameEvent[]) {
      if (state && movesTurnOn(event)) {
        if (turn && turn.seq !== entry.seq)
          seats[turn.seat]?.turnsMs.push(at.getTime() - turn.since.getTime());
        turn = null;
      }
      if (event.type === "combatRolled") {
        const luck = seats[event.seat]?.dice;
        if (luck) addRoll(luck, event);
      }
      state = evolve(state as GameState, event);
      if (event.type === "gameCreated") seats = seatsOf(state);
      if (movesTurnOn(event) && event.type !== "gameEnded") {
        const seat = turnOf(state);
        turn = seat === undefined ? null : { seat, since: at, seq: entry.seq };
      }
    }
    waited = state && state.phase !== "finished" ? { seats: waitingFor(state), since: at } : null;
  }
  const first = counted[0];
  if (!state || !first || seats.length === 0) return null;
  if (waited) for (const s of waited.seats) addWait(seats, s, until.getTime() - waited.since.getTime());
  // Names and races as they are at the end (a race is picked after the game is created).
  const end = state;
  return {
    players: seats.map((s) => {
      const p = end.players[s.seat];
      return { ...s, name: p?.name ?? s.name, race: p?.race ?? null, color: p?.color ?? null };
    }),
    from: first.createdAt,
    until,
  };
}

function seatsOf(state: GameState): SeatStatistics[] {
  return state.players.map((p) => ({
    seat: p.seat,
    name: p.name,
    color: p.color,
    race: p.race,
    dice: { rolled: 0, hits: 0, expected: 0 },
    waitedMs: 0,
    turnsMs: [],
  }));
}

function addWait(seats: SeatStatistics[], seat: number, ms: number): void {
  const s = seats[seat];
  if (s && ms > 0) s.waitedMs += ms;
}

/** The middle turn (the mean of the two middle ones for an even count); null without turns. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
