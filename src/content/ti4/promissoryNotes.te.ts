/**
 * Thunder's Edge's faction promissory notes (box "te"): ids and effects from
 * shared/data/ti4/thunders_edge.json, in our own words. Listed per faction as its rules are built.
 */
import type { Ti4PromissoryNote } from "./promissoryNotes.ts";

export const TE_PROMISSORY_NOTES: readonly Ti4PromissoryNote[] = [
  // The Firmament and the Obsidian (thunders_edge.json, from
  // AsyncTI4/TI4_map_generator_bot@04d4f23da84a738dfb462b06dd937ca365175dc4:src/main/resources/data/promissory_notes/thunders_edge.json)
  {
    id: "blackops",
    name: "Black Ops",
    box: "te",
    owner: "firmament",
    playArea: false,
    text: "A holder other than the Firmament plays it as an action: the Firmament place a face-down plot card with the holder's control token on it, the holder gains 2 command tokens and 2 trade goods, and the card is purged.",
  },
  {
    id: "malevolency",
    name: "Malevolency",
    box: "te",
    owner: "obsidian",
    playArea: false,
    text: "At the end of the status phase a holder other than the Obsidian removes 1 token from their fleet pool. ACTION: give it to a neighbour, who pays you 1 influence [recalled].",
  },
];
