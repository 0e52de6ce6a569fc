/**
 * Promissory notes in the players' hands and play areas (LRR 69, digest §7). A note is named by its card id
 * and the seat whose colour it is (`Ti4NoteRef`); in a hand a note of the holder's own colour is kept as its
 * bare id (what set-up deals, setup/evolve.ts) and another's as "id@seat".
 */
import { ti4PromissoryNote } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { codexRevisionsInPlay } from "../thundersEdge/codex.ts";

/** One promissory note: which card, of whose colour. */
export interface Ti4NoteRef {
  note: string;
  owner: Seat;
}

/** How `holder`'s hand writes this note. */
export function noteKey(ref: Ti4NoteRef, holder: Seat): string {
  return ref.owner === holder ? ref.note : `${ref.note}@${ref.owner}`;
}

/** The note a hand entry of `holder` names. */
export function parseNoteKey(key: string, holder: Seat): Ti4NoteRef {
  const at = key.lastIndexOf("@");
  if (at < 0) return { note: key, owner: holder };
  return { note: key.slice(0, at), owner: Number(key.slice(at + 1)) };
}

export function sameNote(a: Ti4NoteRef, b: Ti4NoteRef): boolean {
  return a.note === b.note && a.owner === b.owner;
}

/** The notes in `seat`'s hand. */
export function notesInHand(state: Ti4State, seat: Seat): Ti4NoteRef[] {
  return (state.players[seat]?.secret.promissoryNotes ?? []).map((key) => parseNoteKey(key, seat));
}

export function holdsInHand(state: Ti4State, seat: Seat, ref: Ti4NoteRef): boolean {
  return notesInHand(state, seat).some((n) => sameNote(n, ref));
}

export function inPlayArea(state: Ti4State, seat: Seat, ref: Ti4NoteRef): boolean {
  return (state.players[seat]?.promissoryPlayArea ?? []).some((n) => sameNote(n, ref));
}

/** The seat holding another player's note in hand, if any (an engine read: hands are secret). */
export function handHolderOf(state: Ti4State, ref: Ti4NoteRef): Seat | null {
  for (const player of state.players)
    if (player.seat !== ref.owner && holdsInHand(state, player.seat, ref)) return player.seat;
  return null;
}

/** The seat with this note in its play area, if any. */
export function playAreaHolderOf(state: Ti4State, ref: Ti4NoteRef): Seat | null {
  return state.players.find((p) => inPlayArea(state, p.seat, ref))?.seat ?? null;
}

export function noteName(ref: Ti4NoteRef): string {
  return ti4PromissoryNote(ref.note).name;
}

/** The card's name as this game plays it: the Codex one (Stymie Ω) where Thunder's Edge swaps it in. */
export function noteNameIn(state: Pick<Ti4State, "config">, ref: Ti4NoteRef): string {
  const card = ti4PromissoryNote(ref.note);
  return codexRevisionsInPlay(state) && card.revision ? card.revision.name : card.name;
}

/** "Ceasefire (P2's)": a note and whose colour it is. */
export function noteLabel(state: Ti4State, ref: Ti4NoteRef): string {
  const owner = state.players[ref.owner]?.name ?? `seat ${ref.owner}`;
  return `${noteNameIn(state, ref)} (${owner}'s)`;
}

/**
 * Whether this note has been purged (TE "Purge": removed from the game and returned to the box); it can
 * never be held, traded or played again. Public: `state.purged`.
 */
export function notePurged(state: Ti4State, ref: Ti4NoteRef): boolean {
  return (state.purged?.promissoryNotes ?? []).some((n) => sameNote(n, ref));
}
