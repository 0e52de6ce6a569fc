/**
 * Distant Suns on the board (RR §24.3): where the Domain Counters lie, face down (their faces in
 * `decks.domainCounters`, seen by nobody) or face up, and how the option's events change that. The
 * faces a player has looked at are his secret (`players[i].secret.domainCounters`); view.ts shows
 * neither to anyone else.
 */
import { type DomainCounter, getDomainCounter, type PlanetId } from "../../../content/index.ts";
import type { EvolveTable } from "../../evolve.ts";
import type { DistantSunsBoard, GameState, PlayerState } from "../../state.ts";

export type DomainEventType =
  | "domainCountersDealt"
  | "domainCountersPlaced"
  | "domainCountersSeen"
  | "domainCounterRevealed"
  | "domainCounterDiscarded"
  | "domainPlanetsProbed"
  | "domainCounterRazed"
  | "domainDiceRolled"
  | "lazaxSurvivorsTaken"
  | "domainVoteBarred"
  | "domainVoteBarLifted";

function board(draft: GameState): DistantSunsBoard {
  draft.distantSuns ??= { faceDown: [], faceUp: [], lazax: [], probed: null, noVote: [] };
  return draft.distantSuns;
}

/** The face-down counter on a planet (engine only: never shown). */
export function faceDownOn(state: GameState, planet: PlanetId): DomainCounter | null {
  const id = state.decks.domainCounters?.[planet];
  return id === undefined ? null : getDomainCounter(id);
}

/** The revealed counter that stays on a planet, if any. */
export function faceUpOn(state: GameState, planet: PlanetId): DomainCounter | null {
  const found = state.distantSuns?.faceUp.find((c) => c.planet === planet);
  return found ? getDomainCounter(found.counter) : null;
}

/** Planets of these that still hold a face-down counter. */
export function faceDownAmong(state: GameState, planets: readonly PlanetId[]): PlanetId[] {
  const down = state.distantSuns?.faceDown ?? [];
  return planets.filter((p) => down.includes(p));
}

function forget(draft: GameState, planet: PlanetId): void {
  const b = board(draft);
  b.faceDown = b.faceDown.filter((p) => p !== planet);
  if (draft.decks.domainCounters) delete draft.decks.domainCounters[planet];
  for (const p of draft.players) forgetSeen(p, planet);
}

function forgetSeen(p: PlayerState, planet: PlanetId): void {
  if (p.secret.domainCounters) delete p.secret.domainCounters[planet];
}

export const DOMAIN_EVOLVE: EvolveTable<DomainEventType> = {
  domainCountersDealt(draft, e) {
    draft.decks.domainCounters = { ...e.counters };
  },
  domainCountersPlaced(draft, e) {
    board(draft).faceDown = [...e.planets];
  },
  domainCountersSeen(draft, e) {
    const secret = (draft.players[e.seat] as PlayerState).secret;
    secret.domainCounters = { ...secret.domainCounters, ...e.counters };
  },
  domainCounterRevealed(draft, e) {
    forget(draft, e.planet);
    const b = board(draft);
    b.faceUp = b.faceUp.filter((c) => c.planet !== e.planet);
    if (e.stays) b.faceUp.push({ planet: e.planet, counter: e.counter });
  },
  domainCounterDiscarded(draft, e) {
    forget(draft, e.planet);
    const b = board(draft);
    b.faceUp = b.faceUp.filter((c) => c.planet !== e.planet);
  },
  domainPlanetsProbed(draft, e) {
    board(draft).probed = { seat: e.seat, position: e.position, round: draft.round, planets: [...e.planets] };
  },
  domainCounterRazed(draft, e) {
    forget(draft, e.planet);
    // A razing ship may not bombard in this activation (RR §24.3): noted where bombardment looks.
    const ledger = draft.bombardedThisActivation;
    const same =
      ledger && ledger.round === draft.round && ledger.position === e.position && ledger.seat === e.seat;
    const units = same ? { ...ledger.units } : {};
    units[e.ship] = (units[e.ship] ?? 0) + 1;
    draft.bombardedThisActivation = { round: draft.round, position: e.position, seat: e.seat, units };
  },
  domainDiceRolled() {
    // The dice are the record; the generator's next state is applied by evolve.
  },
  lazaxSurvivorsTaken(draft, e) {
    board(draft).lazax.push(e.seat);
  },
  domainVoteBarred(draft, e) {
    board(draft).noVote.push(e.seat);
  },
  domainVoteBarLifted(draft, e) {
    const b = board(draft);
    b.noVote = b.noVote.filter((s) => !e.seats.includes(s));
  },
};
