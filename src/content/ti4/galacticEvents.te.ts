/**
 * Thunder's Edge galactic events (TE rulebook, "Setup" step 1 and "Galactic Events"): 20 cards, of which a
 * table may choose or draw one (or several) after the speaker is known. The rulebook prints no card text;
 * names and effects come from the cards as public game aids list them [recalled: not in our rulebook], so
 * every entry says its source. Texts are our own short wording. Four of the twenty first appeared with the
 * fourth Twilight Codex and ship in the Thunder's Edge box.
 *
 * `needs` names the components an event relies on beyond the base game and Thunder's Edge's own rules:
 * "pok" (Prophecy of Kings: leaders, exploration, relic fragments), "fracture" (The Fracture and its
 * neutral units), "neutralUnits" (neutral units placed on the board), "allianceCards" (alliance abilities,
 * which are commanders' abilities). The rulebook removes only "Cultural Exchange Program" from a game
 * without Prophecy of Kings (`removedWithoutPok`).
 */
import { deepFreeze, indexById } from "../common.ts";

export const TI4_GALACTIC_EVENT_NEEDS = ["pok", "fracture", "neutralUnits", "allianceCards"] as const;
export type Ti4GalacticEventNeed = (typeof TI4_GALACTIC_EVENT_NEEDS)[number];

interface Ti4GalacticEventData {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly needs: readonly Ti4GalacticEventNeed[];
  /** TE rulebook, "Expansion Integration": taken out of the box when Prophecy of Kings is not played. */
  readonly removedWithoutPok: boolean;
  /** Where the facts come from. */
  readonly source: string;
}

const CARD = "the card, as public game aids list it [recalled]";

const EVENT_RECORDS = [
  {
    id: "advent_of_the_war_sun",
    name: "Advent of the War Sun",
    text: "When set-up ends, every player but the Embers of Muaat gains the War Sun upgrade. The Muaat purge their faction's promissory note, unlock their commander (PoK) and add a War Sun to their home system.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "age_of_commerce",
    name: "Age of Commerce",
    text: "Anyone may trade with anyone, neighbours or not. Commodities have no ceiling: replenishing adds your commodity value to what you hold. A transaction may also share a non-faction technology, which the giver keeps.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "age_of_exploration",
    name: "Age of Exploration",
    text: "A relic costs 2 matching fragments, not 3. Anyone may exhaust Dark Energy Tap to roll for a new red or blue tile set at the galaxy's edge next to a system holding their ships.",
    needs: ["pok"],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "age_of_fighters",
    name: "Age of Fighters",
    text: "Everyone starts with Fighter II (the Naalu with their own Fighter II). Fighters counting against the fleet pool carry 1 unit, but not another fighter. A destroyed ship other than a fighter is purged.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "call_of_the_void",
    name: "Call of the Void",
    text: "Moving units into an active system of The Fracture gains you a command token. Activating a system of The Fracture gives your ships +1 move.",
    needs: ["fracture"],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "civilized_society",
    name: "Civilized Society",
    text: "Every public objective is face up from set-up, and a player may score any number of them in a status phase. Reaching the target ends the game only after that round's status phase: most points wins, ties broken by influence controlled plus trade goods.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "conventions_of_war_abandoned",
    name: "Conventions of War Abandoned",
    text: "A bombardment hit destroys 3 units. X-89 Bacterial Weapon can be exhausted as an action to purge a planet in a system with your bombarding unit; losing every home planet card eliminates a player.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "cosmic_phenomenae",
    name: "Cosmic Phenomenae",
    text: "Nebula defenders add 3 to combat rolls; fighters with no move sit out asteroid field combats; PRODUCTION in or next to a supernova is 1 higher; ships may take +1 move leaving a gravity rift at a risk of 5 or less; entropic scars are adjacent to one another.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "cultural_exchange_program",
    name: "Cultural Exchange Program",
    text: "When set-up ends, each player draws the reference card of a faction in play and takes that faction's leaders, then unlocks their commander; the Obsidian start with The Obsidian relic instead.",
    needs: ["pok"],
    removedWithoutPok: true,
    source: "the TE rulebook (its removal without PoK); the card, as public game aids list it [recalled]",
  },
  {
    id: "dangerous_wilds",
    name: "Dangerous Wilds",
    text: "Hazardous planets start with neutral infantry equal to their resources, restored each round while nobody holds them. Taking one from the planet deck lets you research a technology ignoring that many prerequisites.",
    needs: ["neutralUnits"],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "hidden_agenda",
    name: "Hidden Agenda",
    text: "In the agenda phase only the speaker talks and nobody trades. Votes are written in secret and handed to the speaker, who tells only the totals; the Argent Flight vote openly and first.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "mercenaries_for_hire",
    name: "Mercenaries for Hire",
    text: "The alliance cards of factions not in play form a face-up mercenary deck. As an action, spend 3 trade goods to take its top card and use its ability.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "minor_factions",
    name: "Minor Factions",
    text: "Each player gets one fewer blue tile and places an unused faction's home system in the second ring with 3 neutral infantry; it is not a home system. Holding all its planets takes that faction's alliance card; its planets have all three traits.",
    needs: ["neutralUnits", "allianceCards"],
    removedWithoutPok: false,
    source: 'the card, as public game aids list it [recalled]; the TE rulebook, "Setup Variations"',
  },
  {
    id: "monuments_to_the_ages",
    name: "Monuments to the Ages",
    text: "Instead of a structure on a non-home planet, pay 5 trade goods for a monument (at most 3 in play). Each status phase adds a commodity under each monument; every 3 are a point to whoever controls its planet, who may destroy it on taking the planet.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "rapid_mobilization",
    name: "Rapid Mobilization",
    text: "After set-up The Fracture comes into play and each player takes the planets next to home with an infantry each, adds a space dock with their flagship and 3 fighters, gains their breakthrough and researches a technology.",
    needs: ["fracture"],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "stellar_atomics",
    name: "Stellar Atomics",
    text: "Each player starts with a control token on this card. As an action, remove yours to destroy every ground force and structure on a non-home planet. Without a token on the card you neither vote nor play action cards in the agenda phase.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "total_war",
    name: "Total War",
    text: "Destroying another player's units puts commodities worth their cost on your home planets (infantry and fighters 1 each); taking a home system takes its commodities. As an action, discard 10 of them for 1 victory point.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "weird_wormholes",
    name: "Weird Wormholes",
    text: "A ship that moved through an alpha, beta or gamma wormhole rolls a die: 1-5 it becomes the next smaller ship, 6-10 the next larger (fighter, destroyer, cruiser, dreadnought, carrier, flagship, war sun once researched), taken from reinforcements, skipping a type with none left.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "wild_wild_galaxy",
    name: "Wild, Wild Galaxy",
    text: "Nine action cards hit harder (Flank Speed +2, Morale Boost +2, War Machine 5 off, Skilled Retreat with no token, Sabotage keeps the card, and more). Stellar Converter and Nova Seed work on any planet and system.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
  {
    id: "zealous_orthodoxy",
    name: "Zealous Orthodoxy",
    text: "The first player to score 2 secret objectives gains a point; their alliance ability then belongs to every player and their alliance note is purged.",
    needs: [],
    removedWithoutPok: false,
    source: CARD,
  },
] as const satisfies readonly Ti4GalacticEventData[];

export type Ti4GalacticEventId = (typeof EVENT_RECORDS)[number]["id"];

export interface Ti4GalacticEvent extends Omit<Ti4GalacticEventData, "id"> {
  readonly id: Ti4GalacticEventId;
}

export const TI4_GALACTIC_EVENTS: readonly Ti4GalacticEvent[] = deepFreeze(
  EVENT_RECORDS.map((record): Ti4GalacticEvent => ({ ...record })),
);

const BY_ID = indexById(TI4_GALACTIC_EVENTS, "TI4 galactic event");

export function isTi4GalacticEventId(value: string): value is Ti4GalacticEventId {
  return BY_ID.has(value);
}

export function ti4GalacticEvent(id: Ti4GalacticEventId): Ti4GalacticEvent {
  return BY_ID.get(id);
}
