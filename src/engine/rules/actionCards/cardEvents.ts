/**
 * How the Action Card events change the state (RR §19). A played card leaves the hand at once (everyone
 * sees it) and reaches the discard pile when it resolves or is cancelled. Sabotage marks the innermost
 * played card as cancelled, wherever it sits under the windows.
 */
import type { EvolveTable } from "../../evolve.ts";
import type { GameState, PlayerState, Seat } from "../../state.ts";

// A local lookup: importing evolve.ts's own would make evolve.ts and this table wait on each other.
function player(state: GameState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no player at seat ${seat}`);
  return p;
}

function takeOne<T>(list: T[], card: T): void {
  const at = list.indexOf(card);
  if (at < 0) throw new Error(`${String(card)} is not where the event says`);
  list.splice(at, 1);
}

export const CARD_EVOLVE: EvolveTable<
  | "actionCardPlayed"
  | "actionCardResolved"
  | "actionCardSabotaged"
  | "actionWindowPassed"
  | "actionCardLostAtRandom"
  | "byHandConfirmed"
  | "windowPassPreferenceSet"
  | "autoPassOffered"
  | "cardEffectStarted"
  | "cardEffectEnded"
  | "cardChoiceAnswered"
> = {
  actionCardPlayed: (s, e) => takeOne(player(s, e.seat).secret.actionCards, e.card),
  actionCardResolved: (s, e) => {
    s.decks.action.discard.push(e.card);
  },
  actionCardSabotaged: (s) => {
    const play = s.stack.findLast((f) => f.kind === "actionCardPlay");
    if (play?.kind !== "actionCardPlay") throw new Error("no played Action Card to sabotage");
    play.cancelled = true;
  },
  actionWindowPassed: () => {},
  actionCardLostAtRandom: (s, e) => {
    takeOne(player(s, e.seat).secret.actionCards, e.card);
    s.decks.action.discard.push(e.card);
  },
  byHandConfirmed: () => {},
  cardEffectStarted: (s, e) => {
    s.cardEffects = [...(s.cardEffects ?? []), structuredClone(e.effect)];
  },
  cardEffectEnded: (s, e) => {
    const list = s.cardEffects ?? [];
    const at = list.findIndex((c) => c.effect === e.effect && c.seat === e.seat && c.round === e.round);
    if (at < 0) throw new Error(`card effect ${e.effect} is not in play`);
    list.splice(at, 1);
  },
  cardChoiceAnswered: () => {},
  windowPassPreferenceSet: (s, e) => {
    const p = player(s, e.seat);
    p.preferences = { ...(p.preferences ?? {}), autoPassWindows: e.autoPassWindows };
  },
  autoPassOffered: (s, e) => {
    const p = player(s, e.seat);
    p.preferences = { ...(p.preferences ?? {}), autoPassOffered: true };
  },
};
