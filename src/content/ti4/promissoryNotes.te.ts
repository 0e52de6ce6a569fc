/**
 * Thunder's Edge's faction promissory notes (box "te"): ids and effects from
 * shared/data/ti4/thunders_edge.json, in our own words. Listed per faction as its rules are built.
 */
import type { Ti4PromissoryNote } from "./promissoryNotes.ts";

export const TE_PROMISSORY_NOTES: readonly Ti4PromissoryNote[] = [
  // The Crimson Rebellion
  {
    id: "sever",
    name: "Sever",
    box: "te",
    owner: "crimson",
    playArea: true,
    text: "ACTION: lay it face up in your play area and put the sever token into a system with your units; its wormholes do nothing for movement. At the end of the status phase the token comes off and the card goes back to the Rebellion.",
  },
  // The Ral Nel Consortium (AsyncTI4/TI4_map_generator_bot@04d4f23da84a738dfb462b06dd937ca365175dc4:
  // src/main/resources/data/promissory_notes/thunders_edge.json)
  {
    id: "nanolink",
    name: "Nano-Link Permit",
    box: "te",
    owner: "ralnel",
    playArea: false,
    text: "Once you have activated a system, you may move your structures from adjacent systems holding none of your command tokens onto planets you control in the active system. Afterwards it goes back to the Ral Nel.",
  },
  // The Deepwrought Scholarate
  {
    id: "shareknowledge",
    name: "Share Knowledge",
    box: "te",
    owner: "deepwrought",
    playArea: true,
    text: "ACTION: put this card face up in your play area and take one technology the Deepwrought own that is neither a faction technology nor a unit upgrade; it is yours until the end of the status phase, then it and this card go back.",
  },
  // The Firmament and the Obsidian (thunders_edge.json, from
  // AsyncTI4/TI4_map_generator_bot@04d4f23da84a738dfb462b06dd937ca365175dc4:src/main/resources/data/promissory_notes/thunders_edge.json)
  {
    id: "blackops",
    name: "Black Ops",
    box: "te",
    owner: "firmament",
    playArea: false,
    text: "As a player other than the Firmament receives it: the Firmament may place 1 plot card face down in their play area with that player's control token on it; then that player gains 2 command tokens and 2 trade goods, and the card is purged.",
  },
  {
    id: "malevolency",
    name: "Malevolency",
    box: "te",
    owner: "obsidian",
    playArea: false,
    text: "At the end of one of your tactical actions you may spend 1 influence to give it to a neighbour, even as the Obsidian. At the end of the status phase a holder other than the Obsidian removes 1 token from their fleet pool.",
  },
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
