/**
 * TI4's promissory notes (LRR 69): the five every player holds in their colour (Ceasefire, Trade Agreement,
 * Political Secret, Support for the Throne; Alliance with Prophecy of Kings) and the faction notes
 * (promissoryNotes.factions.ts). A note is resolved by whoever holds it, never by its owner (LRR 69.2), and
 * goes back to the owner as its text says. Names and effects carry over; every text is our own wording.
 *
 * The rules digest lists the generic five from memory only; their names and effects are established here
 * from AsyncTI4/TI4_map_generator_bot@118e9a2002f5fd3c172f910df90ce2c23d68919b:src/main/resources/data/promissory_notes/promissory_notes.json
 * (one copy per colour; the aliases end in _cf, _ta, _ps, _sftt and _an).
 */
import { deepFreeze, indexById } from "../common.ts";
import type { FactionId, Ti4Box } from "./common.ts";
import { TI4_FACTION_PROMISSORY_NOTES } from "./promissoryNotes.factions.ts";
import { TE_PROMISSORY_NOTES } from "./promissoryNotes.te.ts";

/** A later printing of the same card (the Codex I Ω versions). */
export interface Ti4PromissoryNoteRevision {
  readonly box: Ti4Box;
  readonly name: string;
  readonly playArea: boolean;
  readonly text: string;
}

export interface Ti4PromissoryNote {
  readonly id: string;
  readonly name: string;
  readonly box: Ti4Box;
  /** The faction whose note it is; absent for the five every colour has. */
  readonly owner?: FactionId;
  /** The holder keeps it face up in their play area once received or played (until it goes back). */
  readonly playArea: boolean;
  /** "The owner" is the player whose colour or faction the card is. */
  readonly text: string;
  readonly revision?: Ti4PromissoryNoteRevision;
}

export const TI4_GENERIC_PROMISSORY_NOTES: readonly Ti4PromissoryNote[] = [
  {
    id: "ceasefire",
    name: "Ceasefire",
    box: "base",
    playArea: false,
    text: "Play it once the owner has activated a system where you have units: the owner may not move any units into that system. Afterwards it goes back to the owner.",
  },
  {
    id: "trade_agreement",
    name: "Trade Agreement",
    box: "base",
    playArea: false,
    text: "Play it when the owner replenishes commodities: all of those commodities come to you. Afterwards it goes back to the owner.",
  },
  {
    id: "political_secret",
    name: "Political Secret",
    box: "base",
    playArea: false,
    text: "Play it when an agenda is revealed: until that agenda is resolved, the owner may neither vote, play action cards nor use faction abilities. Afterwards it goes back to the owner.",
  },
  {
    id: "support_for_the_throne",
    name: "Support for the Throne",
    box: "base",
    playArea: true,
    text: "A player other than the owner who receives it must lay it face up in their play area and scores 1 victory point. Activating a system with the owner's units, or the owner's elimination, costs them that point and sends the card back to the owner.",
  },
  {
    id: "alliance",
    name: "Alliance",
    box: "pok",
    playArea: true,
    text: "A player other than the owner who receives it must lay it face up in their play area; while it lies there they may use the owner's commander, once unlocked. Activating a system with the owner's units sends it back to the owner.",
  },
];

/** Every TI4 promissory note: the generic five, then the faction notes. */
export const TI4_PROMISSORY_NOTES: readonly Ti4PromissoryNote[] = deepFreeze([
  ...TI4_GENERIC_PROMISSORY_NOTES,
  ...TI4_FACTION_PROMISSORY_NOTES,
  ...TE_PROMISSORY_NOTES,
]);

const NOTES_BY_ID = indexById(TI4_PROMISSORY_NOTES, "TI4 promissory note");

export function ti4PromissoryNote(id: string): Ti4PromissoryNote {
  return NOTES_BY_ID.get(id);
}

/**
 * The notes a player of this faction holds at setup with these boxes: the generic ones, then the faction's.
 * Abilities that change this at setup (the Mahact's Hubris purges their Alliance) are the engine's to apply.
 */
export function ti4PromissoryNotesAtSetup(
  faction: FactionId,
  boxes: readonly Ti4Box[],
): readonly Ti4PromissoryNote[] {
  return TI4_PROMISSORY_NOTES.filter(
    (note) => boxes.includes(note.box) && (note.owner === undefined || note.owner === faction),
  );
}
