/**
 * The base game's agendas that a Prophecy of Kings game keeps, A to L (Anti-Intellectual Revolution to
 * Judicial Abolishment); M to Z in agendas.base2.ts. Ids, names, law or directive and what is elected from
 * shared/data/ti4/agendas.json; texts are our own.
 */
import type { Ti4AgendaData } from "./agendas.ts";

const law = { kind: "law", inPokDeck: true } as const;
const directive = { kind: "directive", inPokDeck: true } as const;

export const TI4_BASE_AGENDAS_A_TO_L = [
  {
    ...law,
    id: "revolution",
    name: "Anti-Intellectual Revolution",
    outcome: {
      kind: "forAgainst",
      for: "Whenever a player researches a technology, that player then destroys one of their ships other than a fighter.",
      against:
        "When the next strategy phase begins, every player exhausts one planet of their choice per technology they own.",
    },
  },
  {
    ...directive,
    id: "secret",
    name: "Archived Secret",
    outcome: {
      kind: "electPlayer",
      elected: "The player elected takes 1 card from the secret objective deck.",
    },
  },
  {
    ...directive,
    id: "arms_reduction",
    name: "Arms Reduction",
    outcome: {
      kind: "forAgainst",
      for: "Every player keeps at most 2 dreadnoughts and 4 cruisers on the board and destroys the rest.",
      against:
        "When the next strategy phase begins, every player exhausts each of their planets that has a technology specialty.",
    },
  },
  {
    ...law,
    id: "classified",
    name: "Classified Document Leaks",
    needsInPlay: "scoredSecret",
    outcome: {
      kind: "electScoredSecret",
      elected:
        "The chosen secret objective is laid out beside the public objectives and counts as one of them.",
    },
  },
  {
    ...directive,
    id: "redistribution",
    name: "Colonial Redistribution",
    outcome: {
      kind: "electPlanet",
      eligible: "nonHomeNotMecatol",
      elected:
        "Every unit on the elected planet is destroyed. Its controller then names a player among those with the " +
        "fewest victory points, who may put 1 infantry from their reinforcements on it.",
    },
  },
  {
    ...law,
    id: "committee",
    name: "Committee Formation",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card. Before the votes on an agenda that elects a player, its owner may " +
        "discard it to name the player elected outright; nobody votes on that agenda.",
    },
  },
  {
    ...directive,
    id: "disarmament",
    name: "Compensated Disarmament",
    outcome: {
      kind: "electPlanet",
      eligible: "any",
      elected:
        "Every ground force on the elected planet is destroyed, and the planet's controller gains 1 trade good " +
        "for each unit lost this way.",
    },
  },
  {
    ...law,
    id: "conventions",
    name: "Conventions of War",
    outcome: {
      kind: "forAgainst",
      for: "No unit may use BOMBARDMENT against units on a cultural planet.",
      against: "Each player who voted Against throws away every action card in their hand.",
    },
  },
  {
    ...directive,
    id: "economic_equality",
    name: "Economic Equality",
    outcome: {
      kind: "forAgainst",
      for: "Every player returns all their trade goods to the supply, then takes 5 from it.",
      against: "Every player returns all their trade goods to the supply.",
    },
  },
  {
    ...law,
    id: "travel_ban",
    name: "Enforced Travel Ban",
    outcome: {
      kind: "forAgainst",
      for: "While units move, alpha and beta wormholes do nothing.",
      against: "Every PDS in a system with a wormhole, or in a system next to one, is destroyed.",
    },
  },
  {
    ...law,
    id: "sanctions",
    name: "Executive Sanctions",
    outcome: {
      kind: "forAgainst",
      for: "No player may hold more than 3 action cards.",
      against: "Every player discards one action card picked at random from their hand.",
    },
  },
  {
    ...law,
    id: "regulations",
    name: "Fleet Regulations",
    outcome: {
      kind: "forAgainst",
      for: "No fleet pool may hold more than 4 tokens.",
      against: "Every player moves 1 command token from their reinforcements into their fleet pool.",
    },
  },
  {
    ...law,
    id: "defense_act",
    name: "Homeland Defense Act",
    outcome: {
      kind: "forAgainst",
      for: "The limit of PDS per planet is lifted: a player may put any number on planets they control.",
      against: "Every player destroys one of their PDS.",
    },
  },
  {
    ...law,
    id: "arbiter",
    name: "Imperial Arbiter",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card. When the strategy phase ends, its owner may discard it to trade " +
        "one of their strategy cards for one held by another player.",
    },
  },
  {
    ...directive,
    id: "incentive",
    name: "Incentive Program",
    outcome: {
      kind: "forAgainst",
      for: "The top card of the stage I objective deck is revealed and set beside the public objectives.",
      against:
        "The top card of the stage II objective deck is revealed and set beside the public objectives.",
    },
  },
  {
    ...directive,
    id: "artifact",
    name: "Ixthian Artifact",
    outcome: {
      kind: "forAgainst",
      for:
        "The speaker rolls a die. On 6 to 10, every player may research 2 technologies. On 1 to 5, every unit " +
        "in Mecatol Rex's system is destroyed, and in each system next to it every player with units there " +
        "destroys 3 of them.",
      against: "Nothing happens.",
    },
  },
  {
    ...directive,
    id: "abolishment",
    name: "Judicial Abolishment",
    needsInPlay: "law",
    outcome: { kind: "electLaw", elected: "The law chosen leaves play and goes to the discard pile." },
  },
] as const satisfies readonly Ti4AgendaData[];
