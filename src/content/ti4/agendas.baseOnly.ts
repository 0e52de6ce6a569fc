/**
 * The 13 base-game agendas a Prophecy of Kings game leaves out: Shard of the Throne and the two Crowns
 * (PoK prints them as relics), the base printing of Representative Government (PoK reprints it), and the
 * nine laws attaching to a planet (exploration's attachments take their place). Ids, names and law or
 * directive from shared/data/ti4/agendas.json; texts are our own.
 *
 * The data (after AsyncTI4) says "Elect Planet" for the attaching laws; the cards restrict the planet by
 * trait. Two other public implementations give the traits: Demilitarized Zone, Holy Planet of Ixth and
 * Senate Sanctuary cultural; Terraforming Initiative and Research Team: Warfare hazardous; the other three
 * Research Teams industrial (the second agrees for Senate Sanctuary and Terraforming Initiative). Core Mining
 * is printed "hazardous or industrial"; the first, which cannot express an either-or, says hazardous.
 * Taken: the printed restriction.
 */
import type { Ti4AgendaData } from "./agendas.ts";

const law = { kind: "law", inPokDeck: false } as const;

function researchTeam(colour: string, prerequisite: string): string {
  return (
    `Attach this card to the elected planet. When that planet's controller researches a technology, they may ` +
    `exhaust this card to ignore 1 ${prerequisite} (${colour}) prerequisite.`
  );
}

export const TI4_BASE_ONLY_AGENDAS = [
  {
    ...law,
    id: "core_mining",
    name: "Core Mining",
    outcome: {
      kind: "electPlanet",
      eligible: "hazardousOrIndustrial",
      elected:
        "Attach this card to the elected planet and destroy 1 infantry there; the planet yields 2 more resources.",
    },
  },
  {
    ...law,
    id: "demilitarized_zone",
    name: "Demilitarized Zone",
    outcome: {
      kind: "electPlanet",
      eligible: "cultural",
      elected:
        "Attach this card to the elected planet and destroy every unit on it. From then on no unit may land on " +
        "that planet, be produced there or be placed there.",
    },
  },
  {
    ...law,
    id: "holy_planet_of_ixth",
    name: "Holy Planet of Ixth",
    outcome: {
      kind: "electPlanet",
      eligible: "cultural",
      elected:
        "Attach this card to the elected planet; its controller gains 1 victory point. Units on it cannot use " +
        "PRODUCTION. Whoever later gains control of the planet gains 1 victory point, and whoever loses it loses 1.",
    },
  },
  {
    ...law,
    id: "representative_government",
    name: "Representative Government (base printing)",
    outcome: {
      kind: "forAgainst",
      for: "Nobody exhausts planets to vote in the agenda phase: instead each player casts 1 vote on each agenda.",
      against:
        "When the next strategy phase begins, each player who voted Against exhausts all of their cultural planets.",
    },
  },
  {
    ...law,
    id: "rt_biotic",
    name: "Research Team: Biotic",
    outcome: { kind: "electPlanet", eligible: "industrial", elected: researchTeam("biotic", "green") },
  },
  {
    ...law,
    id: "rt_cybernetic",
    name: "Research Team: Cybernetic",
    outcome: { kind: "electPlanet", eligible: "industrial", elected: researchTeam("cybernetic", "yellow") },
  },
  {
    ...law,
    id: "rt_propulsion",
    name: "Research Team: Propulsion",
    outcome: { kind: "electPlanet", eligible: "industrial", elected: researchTeam("propulsion", "blue") },
  },
  {
    ...law,
    id: "rt_warfare",
    name: "Research Team: Warfare",
    outcome: { kind: "electPlanet", eligible: "hazardous", elected: researchTeam("warfare", "red") },
  },
  {
    ...law,
    id: "senate_sanctuary",
    name: "Senate Sanctuary",
    outcome: {
      kind: "electPlanet",
      eligible: "cultural",
      elected: "Attach this card to the elected planet; the planet yields 2 more influence.",
    },
  },
  {
    ...law,
    id: "shard_of_the_throne",
    name: "Shard of the Throne",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card and 1 victory point. Whoever wins a combat against its owner takes " +
        "the card over with 1 victory point, and the previous owner loses 1 victory point.",
    },
  },
  {
    ...law,
    id: "terraforming_initiative",
    name: "Terraforming Initiative",
    outcome: {
      kind: "electPlanet",
      eligible: "hazardous",
      elected:
        "Attach this card to the elected planet; the planet yields 1 more resource and 1 more influence.",
    },
  },
  {
    ...law,
    id: "crown_of_emphidia",
    name: "The Crown of Emphidia",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card and 1 victory point. A player who gains control of a planet in its " +
        "owner's home system then takes the card over with 1 victory point, and the previous owner loses 1.",
    },
  },
  {
    ...law,
    id: "crown_of_thalnos",
    name: "The Crown of Thalnos",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card. In each combat round its owner may reroll any of their dice; every " +
        "unit whose reroll misses is destroyed.",
    },
  },
] as const satisfies readonly Ti4AgendaData[];
