/**
 * The four Shattered Empire races (SE "New Races": sheet, home system, 16 command counters, 2 trade
 * contracts and 3 leaders each). Starting units, technologies, counters and contracts: TIO race sheets,
 * agreeing with ebonical and PC_Twi. Leaders: TIO leaders.txt, types cross-checked with ebonical.
 */
import { STANDARD_COUNTERS } from "./races.base.ts";
import type { RaceSheet } from "./races.ts";

export const SE_RACES: readonly RaceSheet[] = [
  {
    id: "muaat",
    name: "The Embers of Muaat",
    shortName: "Muaat",
    box: "se",
    // The War Sun starts in the home system's space and supports the 2 Fighters; it needs the War Sun
    // technology, which the Muaat start with.
    startingUnits: { warSun: 1, fighter: 2, groundForce: 4, spaceDock: 1 },
    startingTechnologies: ["enviro-compensator", "sarween-tools", "war-sun"],
    commandCounters: STANDARD_COUNTERS,
    tradeContracts: [2, 2],
    abilities: [
      {
        key: "muaatSlowWarSuns",
        text: "Your War Suns move 1 until you own Deep Space Cannon; then they move 2.",
        units: ["warSun"],
      },
      {
        key: "muaatStarForge",
        // REPORT §16: TIO's full sheet text includes Space Docks; ebonical's shorter copy names only War Suns.
        // The fuller transcription (also used by the rules reference §25) is kept.
        text: "As an action, spend a Strategy Allocation counter to place 2 Fighters or 1 Destroyer, free, in a system holding one of your War Suns or Space Docks.",
      },
      {
        key: "muaatSupernovaPassage",
        text: "Your ships may move through Supernovas but never stop in one.",
      },
    ],
    unitOverrides: { warSun: { move: 1 } },
    raceTechnologies: [
      {
        id: "magmus-reactor",
        name: "Magmus Reactor",
        box: "se",
        cost: 5,
        effect: "magmusReactor",
        text: "Your War Suns get +1 movement and cost 10.",
      },
    ],
    leaders: [
      { type: "scientist", name: "Emnor" },
      { type: "diplomat", name: "Magmus" },
      { type: "general", name: "Umbat" },
    ],
  },
  {
    id: "saar",
    name: "The Clan of Saar",
    shortName: "Saar",
    box: "se",
    // The Space Dock starts in the home system's space, never on a planet (SE "Saar Space Docks").
    startingUnits: { carrier: 2, cruiser: 1, fighter: 2, groundForce: 4, spaceDock: 1 },
    startingTechnologies: ["antimass-deflectors", "xrd-transporters"],
    commandCounters: STANDARD_COUNTERS,
    tradeContracts: [1, 2],
    abilities: [
      { key: "saarScavengers", text: "You gain 1 Trade Good each time you gain a new planet." },
      {
        key: "saarFloatingDocks",
        // SE "Saar Space Docks": built only in a system with a planet held all round; not ships (no Fleet
        // Supply, no Space Battles); never blockaded; new Ground Forces and PDS go on a planet you control in
        // that system or aboard a Carrier.
        text: "Your Space Docks move 1 and sit in space, never on planets; each produces up to 4 units, cannot produce in an activation in which it moved, and is destroyed if left alone with enemy ships.",
        units: ["spaceDock"],
      },
      { key: "saarNomads", text: "You may claim objectives even without controlling your Home System." },
    ],
    unitOverrides: { spaceDock: { move: 1, placement: "space", productionCapacity: 4 } },
    raceTechnologies: [
      {
        id: "floating-factory",
        name: "Floating Factory",
        box: "se",
        cost: 3,
        effect: "floatingFactory",
        text: "Your Space Docks produce up to 5 units, support 5 Fighters and get +1 movement.",
      },
    ],
    leaders: [
      { type: "general", name: "Mauob" },
      { type: "admiral", name: "Mendosa" },
      { type: "agent", name: "Rowl" },
    ],
  },
  {
    id: "winnu",
    name: "The Winnu",
    shortName: "Winnu",
    box: "se",
    startingUnits: { carrier: 1, cruiser: 1, fighter: 2, groundForce: 3, pds: 1, spaceDock: 1 },
    startingTechnologies: ["antimass-deflectors", "enviro-compensator", "stasis-capsules"],
    commandCounters: STANDARD_COUNTERS,
    tradeContracts: [1, 3],
    abilities: [
      {
        key: "winnuAncientClaim",
        text: "When voting you may count your home planet's influence even while it is exhausted.",
      },
      {
        key: "winnuGarrisonImmunity",
        text: "The Local Unrest Action Card cannot affect your planets that hold at least 1 Ground Force.",
      },
      {
        key: "winnuFreeResearch",
        text: "You follow the Technology secondary without spending a command counter.",
      },
    ],
    unitOverrides: {},
    raceTechnologies: [
      {
        id: "bioptic-recyclers",
        name: "Bioptic Recyclers",
        box: "se",
        cost: 3,
        effect: "biopticRecyclers",
        // Once per game round: TIO's current card text and the FAQ ruling on "once per turn" SE cards
        // (rules reference §4); TIO's older text had no limit.
        text: "Once per game round, as an action, discard an Action Card to gain 2 Trade Goods or 1 command counter.",
      },
    ],
    leaders: [
      { type: "scientist", name: "Kelsa" },
      { type: "admiral", name: "Rickar" },
      { type: "agent", name: "Sela" },
    ],
  },
  {
    id: "yin",
    name: "The Brotherhood of Yin",
    shortName: "Yin",
    box: "se",
    startingUnits: { carrier: 2, destroyer: 1, fighter: 4, groundForce: 4, spaceDock: 1 },
    startingTechnologies: ["hylar-v-assault-laser", "automated-defense-turrets"],
    commandCounters: STANDARD_COUNTERS,
    tradeContracts: [1, 1],
    abilities: [
      {
        key: "yinIndoctrination",
        text: "Before an Invasion Combat you attack in, you may roll 1 die: on 5 or more, one enemy Ground Force there is removed and one of yours takes its place.",
      },
      {
        key: "yinDevotion",
        text: "Just before the second round of a Space Battle, you may destroy one of your Destroyers or Cruisers in it to score 1 hit on an enemy ship of your choice.",
      },
      {
        key: "yinPlanetReversal",
        text: "Once per game round, as an action, pick a ready planet you control: swap its resource and influence values until the round ends.",
      },
    ],
    unitOverrides: {},
    raceTechnologies: [
      {
        id: "fanaticism",
        name: "Fanaticism",
        box: "se",
        cost: 4,
        effect: "fanaticism",
        text: "You may make your pre-invasion conversion roll twice at the start of each Invasion Combat.",
      },
    ],
    leaders: [
      { type: "diplomat", name: "Dahla" },
      { type: "agent", name: "Milor" },
      { type: "general", name: "Omar" },
    ],
  },
];
