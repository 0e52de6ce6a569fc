/**
 * `/ti stats game` in a Fourth Edition game (app/stats.ts answers it): each seat's dice luck over every
 * die the log shows thrown (combat, anti-fighter barrage, bombardment, space cannon: LRR 74.1, a die hits
 * on its unit's value or more, a modifier added) and the time the game waited on each seat, read by
 * folding the log that still counts (undone entries left out). Only public facts: every roll is public.
 * Action Phase turn lengths are counted for Third Edition games only so far.
 */
import { evolveState } from "../../engine/kernel/evolve.ts";
import { pendingDecisions } from "../../engine/kernel/flow.ts";
import type { Ti4Event } from "../../engine/ti4/events.ts";
import type { Ti4 } from "../../engine/ti4/ruleset.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import type { StoredEvent } from "../../store/gameStore.ts";
import type { DiceLuck, GameStatistics, SeatStatistics } from "../statistics.ts";
import { effectiveEntries } from "../undo.ts";

/** The chance one die hits: a d10 reaching `hitsOn` once `modifier` is added (LRR 74.1). */
const chance = (hitsOn: number, modifier = 0) => Math.min(1, Math.max(0, (11 - hitsOn + modifier) / 10));

/** One roll's dice (a unit's roll, or a card's: Proxima Targeting). */
interface CountedRoll {
  groups: readonly { rolls: readonly number[]; hitsOn: number; modifier?: number | undefined }[];
  hits: number;
}

function addRoll(luck: DiceLuck, event: CountedRoll) {
  for (const group of event.groups) {
    luck.rolled += group.rolls.length;
    luck.expected += group.rolls.length * chance(group.hitsOn, group.modifier);
  }
  luck.hits += event.hits;
}

/** The seats the game waits on (optional offers left out). */
function waited(state: Ti4State): number[] {
  if (state.phase === "finished") return [];
  const owed = pendingDecisions<Ti4>(state).filter((d) => d.optional !== true);
  return [...new Set(owed.map((d) => d.seat))];
}

export function ti4GameStatistics(entries: readonly StoredEvent[], until: Date): GameStatistics | null {
  const counted = effectiveEntries(entries);
  let state: Ti4State | undefined;
  let seats: SeatStatistics[] = [];
  let waiting: { seats: number[]; since: Date } | null = null;
  const addWait = (seat: number, ms: number) => {
    const s = seats[seat];
    if (s) s.waitedMs += Math.max(0, ms);
  };
  for (const entry of counted) {
    const at = entry.createdAt;
    if (waiting) for (const s of waiting.seats) addWait(s, at.getTime() - waiting.since.getTime());
    for (const event of entry.events as Ti4Event[]) {
      if (event.type === "ti4DiceRolled") {
        const luck = seats[event.seat]?.dice;
        if (luck) addRoll(luck, event);
      }
      if (event.type === "ti4ProximaRolled") {
        const luck = seats[event.seat]?.dice;
        if (luck)
          addRoll(luck, {
            ...event,
            groups: [{ rolls: event.rolls, hitsOn: event.hitsOn, modifier: event.modifier }],
          });
      }
      state = evolveState<Ti4>(state as Ti4State, event);
      if (event.type === "gameCreated")
        seats = state.players.map((p) => ({
          seat: p.seat,
          name: p.name,
          color: null,
          race: null,
          dice: { rolled: 0, hits: 0, expected: 0 },
          waitedMs: 0,
          turnsMs: [],
        }));
    }
    waiting = state ? { seats: waited(state), since: at } : null;
  }
  const first = counted[0];
  if (!state || !first || seats.length === 0) return null;
  if (waiting) for (const s of waiting.seats) addWait(s, until.getTime() - waiting.since.getTime());
  const end = state;
  return {
    players: seats.map((s) => ({ ...s, name: end.players[s.seat]?.name ?? s.name })),
    from: first.createdAt,
    until,
  };
}
