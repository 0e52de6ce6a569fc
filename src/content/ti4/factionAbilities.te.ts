/**
 * Thunder's Edge's faction abilities, in our own words (names carry over). Source: the TE rulebook where it
 * prints one (Last Bastion's The Icon, "Setup" step 3), shared/data/ti4/thunders_edge.json otherwise.
 */
import type { Ti4FactionAbility } from "./factionAbilities.ts";

export const TE_FACTION_ABILITIES: readonly Ti4FactionAbility[] = [
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
];
