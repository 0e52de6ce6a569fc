/**
 * Positions for the trading scenario tests (transactions, promissory notes, the Hacan): a real 4-player
 * game taken to its action phase, edited by hand for the case at stake (the log then starts again from the
 * edited state), and commands played through apply.
 */
import type { FactionId } from "../../src/content/ti4/index.ts";
import { applyCommand } from "../../src/engine/kernel/apply.ts";
import { replayLog } from "../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import type { Ti4Command } from "../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../src/engine/ti4/events.ts";
import { initiativeOrder } from "../../src/engine/ti4/round/initiative.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4PlayerState, Ti4State } from "../../src/engine/ti4/state.ts";
import type { Ti4TradeOffer } from "../../src/engine/ti4/transactions/frames.ts";
import { areNeighbours } from "../../src/engine/ti4/transactions/neighbours.ts";
import { create, finishSetup, play } from "./ti4.ts";

export const CTX = { now: "2026-12-05T00:00:00.000Z" };
const CARDS = [
  "leadership",
  "diplomacy",
  "politics",
  "construction",
  "trade",
  "warfare",
  "technology",
  "imperial",
];

export interface Game {
  state: Ti4State;
  events: Ti4Event[];
}

let made: Game | null = null;
let lastPick: Game | null = null;

/** The same game in its strategy phase, every card but Imperial picked: the next pick ends the phase. */
export function strategyPhaseLastPick(): Game {
  if (!lastPick) {
    let { state, events } = finishSetup(create(4, {}, "trade-4"));
    for (const card of CARDS.slice(0, -1)) {
      const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
      const result = play(state, { type: "pickStrategyCard", seat, card: card as never });
      state = result.state;
      events = [...events, ...result.events];
    }
    lastPick = { state, events };
  }
  return structuredClone(lastPick);
}

/** A 4-player game at the start of its action phase, each player holding two strategy cards. */
export function actionPhase(): Game {
  if (!made) {
    const game = strategyPhaseLastPick();
    const seat = pendingDecisions<Ti4>(game.state)[0]?.seat as number;
    made = step(game, { type: "pickStrategyCard", seat, card: CARDS.at(-1) as never });
  }
  return structuredClone(made);
}

export function step(game: Game, command: Ti4Command): Game {
  const result = play(game.state, command);
  return { state: result.state, events: [...game.events, ...result.events] };
}

export function refusal(state: Ti4State, command: Ti4Command): [string, string] | null {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : [result.error.code, result.error.rule];
}

export function refusalText(state: Ti4State, command: Ti4Command): string | null {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : result.error.message;
}

/** A position edited for a precise case: the log starts again from it. */
export function edited(game: Game, edit: (draft: Ti4State) => void): Game {
  const state = structuredClone(game.state);
  edit(state);
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

export function player(state: Ti4State, seat: number): Ti4PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

/** Gives the turn to `seat`. */
export function turnOf(draft: Ti4State, seat: number): void {
  const top = draft.stack.at(-1);
  if (top?.kind === "ti4ActionPhase") top.current = seat;
}

/** Puts a destroyer of `seat` in the home system of `other`: they are neighbours (same system). */
export function neighbours(draft: Ti4State, seat: number, other: number): void {
  const home = player(draft, other).home as string;
  const system = draft.board[home];
  if (!system) throw new Error("no home system");
  system.space.push({ seat, units: { destroyer: 1 } });
}

/** Two seats that are not neighbours in this game. */
export function strangers(state: Ti4State): [number, number] {
  for (let a = 0; a < 4; a++) for (let b = a + 1; b < 4; b++) if (!areNeighbours(state, a, b)) return [a, b];
  throw new Error("every pair of seats are neighbours");
}

export function setFaction(draft: Ti4State, seat: number, faction: FactionId): void {
  player(draft, seat).faction = faction;
}

export function offer(parts: Partial<Ti4TradeOffer> = {}): Ti4TradeOffer {
  return { tradeGoods: 0, commodities: 0, promissoryNote: null, actionCards: [], ...parts };
}

/** The state the game's log folds to (a test compares it with the state played). */
export function replayed(game: Game): Ti4State {
  return replayLog<Ti4>(game.events);
}

export function waiting(state: Ti4State): { seat: number; kind: string }[] {
  return pendingDecisions<Ti4>(state).map((d) => ({ seat: d.seat, kind: d.kind }));
}

/** Moves `owner`'s note `note` from their hand into `holder`'s (as a transaction would). */
export function giveNote(draft: Ti4State, owner: number, note: string, holder: number): void {
  const hand = player(draft, owner).secret.promissoryNotes;
  player(draft, owner).secret.promissoryNotes = hand.filter((n) => n !== note);
  player(draft, holder).secret.promissoryNotes.push(`${note}@${owner}`);
}

/**
 * Has the seat before `seat` in initiative order end its turn by passing (its strategy cards marked played),
 * so that `seat`'s turn starts as in play.
 */
export function startTurnOf(game: Game, seat: number): Game {
  const order = initiativeOrder(game.state);
  const before = order[(order.indexOf(seat) + order.length - 1) % order.length] as number;
  const ready = edited(game, (draft) => {
    turnOf(draft, before);
    for (const card of player(draft, before).strategyCards) card.played = true;
  });
  return step(ready, { type: "pass", seat: before });
}

/**
 * The trading table: seat 0's turn, seat 1 its neighbour (a destroyer of seat 1 at seat 0's home), seat 0
 * with 3 trade goods and 2 commodities, seat 1 with 1 and 3; `edit` then adjusts it for the case at stake.
 */
export function tradingTable(edit: (draft: Ti4State) => void = () => {}): Game {
  return edited(actionPhase(), (draft) => {
    turnOf(draft, 0);
    neighbours(draft, 1, 0);
    player(draft, 0).tradeGoods = 3;
    player(draft, 0).commodities = 2;
    player(draft, 1).tradeGoods = 1;
    player(draft, 1).commodities = 3;
    edit(draft);
  });
}

/** True when the game waits on a note's window asking `seat` alone: play the note or keep it. */
export function noteWindowFor(state: Ti4State, seat: number): boolean {
  const asked = waiting(state);
  return (
    state.stack.at(-1)?.kind === "ti4NoteWindow" &&
    asked.length === 2 &&
    asked.every((w) => w.seat === seat) &&
    asked.map((w) => w.kind).join() === "playPromissoryNote,passPromissoryNote"
  );
}

/** The note window walked: it must ask `seat` alone, who plays `owner`'s `note` in it. */
export function playInNoteWindow(game: Game, seat: number, note: string, owner: number): Game {
  if (!noteWindowFor(game.state, seat))
    throw new Error(`no note window for seat ${seat} alone: ${JSON.stringify(waiting(game.state))}`);
  return step(game, { type: "playPromissoryNote", seat, note, owner });
}

/** The strategy phase ended by its last pick (`edit` applied to the position before it). */
export function strategyPhaseEnded(edit: (draft: Ti4State) => void): Game {
  const game = edited(strategyPhaseLastPick(), edit);
  const picker = pendingDecisions<Ti4>(game.state)[0]?.seat as number;
  return step(game, { type: "pickStrategyCard", seat: picker, card: "imperial" });
}
