/**
 * Thunder's Edge's faction abilities, in our own words (names carry over). Source: the TE rulebook where it
 * prints one (Last Bastion's The Icon, "Setup" step 3), shared/data/ti4/thunders_edge.json otherwise.
 */
import type { Ti4FactionAbility } from "./factionAbilities.ts";

export const TE_FACTION_ABILITIES: readonly Ti4FactionAbility[] = [
  // The Crimson Rebellion
  {
    id: "sundered",
    name: "Sundered",
    text: "No wormhole but an epsilon wormhole works for you. Another player's units that move or are placed into your home system are destroyed.",
  },
  {
    id: "incursion",
    name: "Incursion",
    text: "When you activate a system with a breach, you may turn it over. Systems holding active breaches are adjacent to one another. At the end of the status phase, a player with ships in a system holding an active breach may take that breach away.",
  },
  {
    id: "sorrow",
    name: "Sorrow",
    text: "At galaxy setup The Sorrow (tile 94) takes your home system's place on the board with an inactive breach in it, and is not a home system; your own home system (tile 118) lies in your play area.",
  },
  // The Ral Nel Consortium (AsyncTI4/TI4_map_generator_bot@12124f56b76eb50a8816bb8c354250111fd965e6:
  // src/main/resources/data/abilities/te_abilities.json)
  {
    id: "survivalinstinct",
    name: "Survival Instinct",
    text: "Once any player has activated a system holding your ships, you may move up to 2 of your ships into it from adjacent systems that hold none of your command tokens.",
  },
  {
    id: "miniaturization",
    name: "Miniaturization",
    text: "Any of your ships may carry your structures, without needing or using capacity; a structure in a space area has no unit abilities. As each of your tactical actions ends, you may set your structures in space areas down on planets you control in their systems.",
  },
  // The Deepwrought Scholarate
  {
    id: "researchteam",
    name: "Research Team",
    text: "When ground forces are committed to a planet where your units are not coexisting yet, you may have your units there coexist.",
  },
  {
    id: "oceanbound",
    name: "Oceanbound",
    text: "When your units begin coexisting on a planet, gain an ocean card, readied. Whenever you hold more ocean cards than planets with your coexisting units, discard ocean cards down to that number.",
  },
  // The Firmament and the Obsidian (thunders_edge.json; the community's Discord bot data,
  // AsyncTI4/TI4_map_generator_bot@12124f56b76eb50a8816bb8c354250111fd965e6:src/main/resources/data/abilities/te_abilities.json)
  {
    id: "plotsplots",
    name: "Plots Within Plots",
    text: "You may score a secret objective another player has already scored, if you meet it; it counts neither against your secret objective limit nor against what you may score in a round. You gain no victory point for it: a face-down plot card goes into your play area instead, with that player's control token on it.",
  },
  {
    id: "puppetsoftheblade",
    name: "Puppets of the Blade",
    text: "While at least 1 plot card lies in your play area: ACTION: purge the Firmament's sheet, leaders, planet cards and promissory note, then take every faction component of the Obsidian.",
  },
  {
    id: "nocturne",
    name: "Nocturne",
    text: "This faction is never chosen or dealt at set-up.",
  },
  {
    id: "bladesorchestra",
    name: "The Blade's Orchestra",
    text: "As this faction comes into play, turn over your home system, your two-sided faction components and every plot card you have in play; then ready Cronos Hollow and Tallin Hollow if you control them.",
  },
  {
    id: "marionettes",
    name: "Marionettes",
    text: "The players whose control tokens lie on a plot card are that plot's puppeted players.",
  },
  // The Last Bastion
  {
    id: "liberate",
    name: "Liberate",
    text: "When you gain control of a planet, ready it if it holds at least as many of your infantry as its resource value; otherwise put 1 infantry on it.",
  },
  {
    id: "galvanize",
    name: "Galvanize",
    text: "To galvanize a unit, put a galvanize token under it unless it has one. A galvanized unit rolls 1 extra die for its combat rolls and unit abilities.",
  },
  {
    id: "phoenixstandard",
    name: "Phoenix Standard",
    text: "When a combat ends, you may galvanize 1 of your units that took part in it.",
  },
  {
    id: "theicon",
    name: "The Icon",
    text: "When you produce ships, you may exhaust this ability to place them in a system holding 1 of your command tokens, at least 1 of your ground forces and no other player's ships.",
  },
];
