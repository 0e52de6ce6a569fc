import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { agendaVoteFrame } from "./agendaReads.ts";
import { areNeighbours } from "./neighbours.ts";

export function nameOf(state: Ti4State, seat: Seat): string {
  return state.players[seat]?.name ?? `seat ${seat}`;
}

export function pairKey(a: Seat, b: Seat): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** The window of a transaction an ability opens beyond the usual ones: never recorded against a limit. */
export const GRANTED_WINDOW = "granted";

/** The seat whose turn it is in the action phase, if any. */
export function activePlayer(state: Ti4State): Seat | null {
  const frame = state.stack.find((f) => f.kind === "ti4ActionPhase");
  return frame?.kind === "ti4ActionPhase" ? frame.current : null;
}

/**
 * LRR 94.1, 94.6: the window in which `seat` and `other` may trade now ("turn", or the agenda under vote),
 * or why they may not.
 */
export function transactionWindow(state: Ti4State, seat: Seat, other: Seat): string | RuleError {
  // An ability's own transaction (TE Deepgloom Executable): outside an agenda, whoever is active and
  // neighbours or not, and not recorded against the turn's limit (the ability's module closes it).
  if (
    state.phase !== "agenda" &&
    hookAnswers(state, "transactionGranted").some((granted) => granted(state, seat, other))
  )
    return GRANTED_WINDOW;
  let window: string;
  if (state.phase === "action") {
    const active = activePlayer(state);
    if (active === null || (seat !== active && other !== active))
      return ruleError(
        "ERR_TI4_TRANSACTION_NOT_ACTIVE",
        "LRR 94.1",
        `In the action phase only the active player makes transactions: one side must be ${active === null ? "the player whose turn it is" : nameOf(state, active)}.`,
      );
    // LRR 60, 94.1: neighbours only, unless an ability or note lets one of them trade further.
    const beyond = hookAnswers(state, "transactionBeyondNeighbours").some(
      (lets) => lets(state, seat, other) || lets(state, other, seat),
    );
    if (!beyond && !areNeighbours(state, seat, other))
      return ruleError(
        "ERR_TI4_NOT_NEIGHBOURS",
        "LRR 94.1",
        `${nameOf(state, seat)} and ${nameOf(state, other)} are not neighbours (LRR 60: units or planets in the same or adjacent systems): in the action phase a transaction is made only between neighbours.`,
      );
    window = "turn";
  } else if (state.phase === "agenda") {
    if (hookAnswers(state, "agendaTransactionsBarred").some((barred) => barred(state)))
      return ruleError(
        "ERR_TI4_TRANSACTION_WHEN",
        "Hidden Agenda",
        "Hidden Agenda is in play: nobody makes transactions in the agenda phase.",
      );
    // LRR 94.6: during each agenda, with every other player, neighbours or not.
    if (!agendaVoteFrame(state))
      return ruleError(
        "ERR_TI4_TRANSACTION_WHEN",
        "LRR 94.6",
        "In the agenda phase transactions are made while an agenda is before the council.",
      );
    const phase = state.stack.find((f) => f.kind === "ti4AgendaPhase");
    window = `agenda:${state.round}:${phase?.kind === "ti4AgendaPhase" ? (phase.revealed ?? 0) : 0}`;
  } else
    return ruleError(
      "ERR_TI4_TRANSACTION_WHEN",
      "LRR 94.1",
      `Transactions are made on a turn of the action phase or during an agenda, not in the ${state.phase} phase.`,
    );
  const made = state.transactions;
  if (made && made.window === window && made.pairs.includes(pairKey(seat, other)))
    return ruleError(
      "ERR_TI4_TRANSACTION_MADE",
      window === "turn" ? "LRR 94.1" : "LRR 94.6",
      `${nameOf(state, seat)} and ${nameOf(state, other)} have already made their transaction ${window === "turn" ? "this turn" : "during this agenda"}.`,
    );
  return window;
}
