/**
 * TI4 positions for the galactic event tests (TE "Galactic Events"): a Thunder's Edge game with the events
 * asked, factions drafted seat by seat, the rest of the set-up answered by the bot. `ready` stops when the
 * set-up is over; `eventGame` goes on to the action phase and hands the turn to `seat` (the log starts from
 * the edited copy, as factionGame's does).
 */
import type { FactionId, Ti4GalacticEventId } from "../../src/content/ti4/index.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { create, finishSetup } from "./ti4.ts";
import { actionPhaseCopy, draftFactions } from "./ti4Factions.ts";
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
  return finishSetup(draftFactions(made, factions), true);
}

export function eventGame(
  factions: readonly FactionId[],
  events: readonly Ti4GalacticEventId[],
  seat: number,
  edit?: (s: Ti4State) => void,
): Played {
  return actionPhaseCopy(
    botUntil(eventSetup(factions, events), (s) => s.phase === "action"),
    seat,
    edit,
  );
}
