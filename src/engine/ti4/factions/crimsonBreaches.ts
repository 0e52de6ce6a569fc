/**
 * The Crimson Rebellion's breach tokens (TE "Setup" step 3: seven, double-sided; their Incursion ability):
 * where they are and which face is up (`state.breaches`, one token a system at most), and the events that
 * put, turn over and take away a token. Read by Incursion (crimsonIncursion.ts), the Sorrow's set-up
 * (crimson.ts), the Exiles (crimsonExile.ts) and Resonance Generator (crimsonResonance.ts).
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { hasFaction } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { TI4_BREACH_TOKENS, type Ti4BreachSide, type Ti4CrimsonEvent } from "./crimson.commands.ts";

/** The face up of the breach in `position`, or undefined when there is none. */
export function breachAt(state: Ti4State, position: PositionLabel): Ti4BreachSide | undefined {
  return state.breaches?.[position];
}

/** The systems holding an active breach. */
export function activeBreaches(state: Ti4State): PositionLabel[] {
  return Object.entries(state.breaches ?? {}).flatMap(([p, side]) => (side === "active" ? [p] : []));
}

/** How many of the seven breach tokens are not on the board. */
export function breachesLeft(state: Ti4State): number {
  return TI4_BREACH_TOKENS - Object.keys(state.breaches ?? {}).length;
}

/** Whether `seat` plays the Crimson Rebellion in a game with Thunder's Edge. */
export function isCrimson(state: Ti4State, seat: Seat): boolean {
  return playsThundersEdge(state) && hasFaction(state, seat, "crimson");
}

/** The seats playing the Crimson Rebellion (one at most). */
export function crimsonSeats(state: Ti4State): Seat[] {
  return state.players.filter((p) => isCrimson(state, p.seat)).map((p) => p.seat);
}

type EventOf<T extends Ti4CrimsonEvent["type"]> = Extract<Ti4CrimsonEvent, { type: T }>;

export const CRIMSON_EVENTS = {
  ti4BreachPlaced(draft: Ti4State, e: EventOf<"ti4BreachPlaced">) {
    draft.breaches = { ...draft.breaches, [e.position]: e.side };
  },
  ti4BreachFlipped(draft: Ti4State, e: EventOf<"ti4BreachFlipped">) {
    draft.breaches = { ...draft.breaches, [e.position]: e.side };
  },
  ti4BreachRemoved(draft: Ti4State, e: EventOf<"ti4BreachRemoved">) {
    const left = { ...draft.breaches };
    delete left[e.position];
    if (Object.keys(left).length > 0) draft.breaches = left;
    else delete draft.breaches;
  },
  ti4SeverPlaced(draft: Ti4State, e: EventOf<"ti4SeverPlaced">) {
    if (e.position === null) delete draft.sever;
    else draft.sever = e.position;
  },
};
