/**
 * Prophecy of Kings' 13 agendas. Ids (the data's, "cladenstine" spelled as there), names, law or directive
 * and what is elected from shared/data/ti4/agendas.json; texts are our own.
 */
import type { Ti4AgendaData } from "./agendas.ts";

const law = { kind: "law", inPokDeck: true } as const;
const directive = { kind: "directive", inPokDeck: true } as const;

export const TI4_POK_AGENDAS = [
  {
    ...directive,
    id: "standardization",
    name: "Armed Forces Standardization",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player's command sheet is set to 3 tactic, 3 fleet and 2 strategy tokens: missing tokens " +
        "come from their reinforcements and extra ones go back there.",
    },
  },
  {
    ...law,
    id: "articles_war",
    name: "Articles of War",
    outcome: {
      kind: "forAgainst",
      for: "Every mech loses its printed abilities, SUSTAIN DAMAGE alone excepted.",
      against: "Each player who voted For takes 3 trade goods.",
    },
  },
  {
    ...law,
    id: "checks",
    name: "Checks and Balances",
    outcome: {
      kind: "forAgainst",
      for:
        "A player picking a strategy card in the strategy phase hands it to another player who has none yet, " +
        "if there is one, instead of keeping it.",
      against: "When this agenda phase ends, each player readies no more than 3 of their planets.",
    },
  },
  {
    ...directive,
    id: "cladenstine",
    name: "Clandestine Operations",
    outcome: {
      kind: "forAgainst",
      for: "Every player takes 2 command tokens off their command sheet back to reinforcements.",
      against: "Every player takes 1 command token out of their fleet pool back to reinforcements.",
    },
  },
  {
    ...directive,
    id: "covert",
    name: "Covert Legislation",
    outcome: {
      kind: "outcomesOfNextAgenda",
      text:
        "The speaker draws the next agenda without showing it and reads out only what it may elect or decide; " +
        "the table votes on those outcomes as this card's own, then the speaker resolves the hidden card.",
    },
  },
  {
    ...directive,
    id: "crisis",
    name: "Galactic Crisis Pact",
    outcome: {
      kind: "electStrategyCard",
      elected:
        "Every player may use the elected strategy card's secondary ability without spending a command token; " +
        "any token that ability places comes from reinforcements.",
    },
  },
  {
    ...directive,
    id: "minister_antiquities",
    name: "Minister of Antiquities",
    outcome: { kind: "electPlayer", elected: "The player elected takes the top card of the relic deck." },
  },
  {
    ...law,
    id: "nexus",
    name: "Nexus Sovereignty",
    outcome: {
      kind: "forAgainst",
      for: "While units move, the alpha and beta wormholes of the wormhole nexus do nothing.",
      against: "A gamma wormhole token is put in Mecatol Rex's system.",
    },
  },
  {
    ...law,
    id: "censure",
    name: "Political Censure",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card and 1 victory point, and plays no action cards while holding it. " +
        "If the card leaves its owner, that victory point goes with it.",
    },
  },
  {
    ...directive,
    id: "rearmament",
    name: "Rearmament Agreement",
    outcome: {
      kind: "forAgainst",
      for: "Every player puts 1 mech from their reinforcements on a planet they control in their home system.",
      against: "Every player swaps each of their mechs for 1 infantry from their reinforcements.",
    },
  },
  {
    ...law,
    id: "rep_govt",
    name: "Representative Government",
    outcome: {
      kind: "forAgainst",
      for:
        "Nobody exhausts planets to vote in the agenda phase: each player casts exactly 1 vote on each agenda, " +
        "and no effect adds votes to it.",
      against:
        "When the next strategy phase begins, each player who voted Against exhausts all of their cultural planets.",
    },
  },
  {
    ...directive,
    id: "grant_reallocation",
    name: "Research Grant Reallocation",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player gains any 1 technology they choose, then returns 1 token from their fleet pool to " +
        "reinforcements for each prerequisite that technology shows.",
    },
  },
  {
    ...law,
    id: "warrant",
    name: "Search Warrant",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card and draws 2 secret objectives; while holding it, they keep their " +
        "secret objectives face up for all to see.",
    },
  },
] as const satisfies readonly Ti4AgendaData[];
