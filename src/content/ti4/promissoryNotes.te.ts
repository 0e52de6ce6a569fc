/**
 * Thunder's Edge's faction promissory notes (box "te"): ids and effects from
 * shared/data/ti4/thunders_edge.json, in our own words. Listed per faction as its rules are built.
 */
import type { Ti4PromissoryNote } from "./promissoryNotes.ts";

export const TE_PROMISSORY_NOTES: readonly Ti4PromissoryNote[] = [
  // The Deepwrought Scholarate
  {
    id: "shareknowledge",
    name: "Share Knowledge",
    box: "te",
    owner: "deepwrought",
    playArea: true,
    text: "ACTION: put this card face up in your play area and take one technology the Deepwrought own that is neither a faction technology nor a unit upgrade; it is yours until the end of the status phase, then it and this card go back.",
  },
];
