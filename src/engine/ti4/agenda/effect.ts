/** An agenda's outcome as code, and the small helpers every group of agendas shares. */
import type { Ti4ActionCardId, Ti4AgendaId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4AgendaPhaseFrame, Ti4Vote } from "./frames.ts";
import { seatsInPlay } from "./outcomes.ts";

export type Ti4Tx = Tx<Ti4>;

export interface Ti4Resolution {
  agenda: Ti4AgendaId;
  /** "for", "against", or what was elected (a seat as text, a planet, a law, an objective). */
  outcome: string;
  votes: readonly Ti4Vote[];
}

export interface Ti4AgendaEffect {
  /** Before the card goes into play or to the discard pile. */
  before?(tx: Ti4Tx, resolution: Ti4Resolution): void;
  /** After it (an outcome that starts another vote). */
  after?(tx: Ti4Tx, resolution: Ti4Resolution): void;
}

/** A law whose outcomes do nothing when resolved: its lasting effect is a query (laws.ts). */
export const LASTING_ONLY: Ti4AgendaEffect = {};

/** A "for"/"against" card's effect: one function per outcome, either may do nothing. */
export function forAgainst(
  onFor: ((tx: Ti4Tx, r: Ti4Resolution) => void) | null,
  onAgainst: ((tx: Ti4Tx, r: Ti4Resolution) => void) | null,
): Ti4AgendaEffect {
  return {
    before(tx, r) {
      if (r.outcome === "for") onFor?.(tx, r);
      if (r.outcome === "against") onAgainst?.(tx, r);
    },
  };
}

/** The players who cast votes for an outcome (an abstention is no vote: LRR 8.14). */
export function votersFor(r: Ti4Resolution, outcome: string): Seat[] {
  return r.votes.filter((v) => v.outcome === outcome).map((v) => v.seat);
}

export function everyone(state: Ti4State): Seat[] {
  return seatsInPlay(state);
}

/** The agenda phase's frame, on top once the vote's frame is gone. */
export function updateAgendaPhase(tx: Ti4Tx, change: (frame: Ti4AgendaPhaseFrame) => Ti4AgendaPhaseFrame) {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4AgendaPhase") throw new Error("an outcome changes the agenda phase from its top");
  tx.emit({ type: "ti4FrameUpdated", frame: change(frame) });
}

/** Every action card in a player's hand thrown away, shown as they go. */
export function discardHand(tx: Ti4Tx, seat: Seat): void {
  const cards: Ti4ActionCardId[] = [...(tx.state.players[seat]?.secret.actionCards ?? [])];
  if (cards.length > 0)
    tx.emit({ type: "ti4ActionCardsDiscarded", seat, cards, reason: "an agenda's outcome" });
}
