/**
 * Thunder's Edge's faction promissory notes (box "te"): ids and effects from
 * shared/data/ti4/thunders_edge.json, in our own words. Listed per faction as its rules are built.
 */
import type { Ti4PromissoryNote } from "./promissoryNotes.ts";

export const TE_PROMISSORY_NOTES: readonly Ti4PromissoryNote[] = [
  // The Last Bastion
  {
    id: "raisethestandard",
    name: "Raise the Standard",
    box: "te",
    owner: "bastion",
    playArea: false,
    text: "When a combat ends: galvanize 1 of your units that took part in it, then return this card to the Last Bastion.",
  },
];
