/**
 * TI4 positions for the galactic event tests (TE "Galactic Events"): a Thunder's Edge game with the events
 * asked, factions drafted seat by seat, the rest of the set-up answered by the bot. `ready` stops when the
 * set-up is over; `eventGame` goes on to the action phase and hands the turn to `seat` (the log starts from
 * the edited copy, as factionGame's does).
 */
import type { FactionId, Ti4GalacticEventId } from "../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { create, finishSetup, play } from "./ti4.ts";
import { botUntil, type Played } from "./ti4Status.ts";

export function eventSetup(
  factions: readonly FactionId[],
  events: readonly Ti4GalacticEventId[],
  seed = "events-1",
): Played {
  const made = create(
    factions.length,
    { boxes: ["base", "te"], factionAssignment: "draft", galacticEvents: events },
    seed,
  );
  let state = made.state;
  const events_ = [...made.events];
  for (let i = 0; i < 50; i++) {
    const decision = pendingDecisions<Ti4>(state).find((d) => d.kind === "pickFaction");
    if (!decision) break;
    const result = play(state, {
      type: "pickFaction",
      seat: decision.seat,
      faction: factions[decision.seat] as FactionId,
    });
    state = result.state;
    events_.push(...result.events);
  }
  return finishSetup({ state, events: events_ }, true);
}

export function eventGame(
  factions: readonly FactionId[],
  events: readonly Ti4GalacticEventId[],
  seat: number,
  edit?: (s: Ti4State) => void,
): Played {
  const picked = botUntil(eventSetup(factions, events), (s) => s.phase === "action");
  const copy = structuredClone(picked.state);
  const top = copy.stack.at(-1);
  if (top?.kind === "ti4ActionPhase") {
    top.current = seat;
    top.acted = false;
  }
  edit?.(copy);
  return { state: copy, events: [{ type: "gameCreated", state: structuredClone(copy) }] };
}
