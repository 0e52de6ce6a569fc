/**
 * The ten base-game races. Race-specific technologies and leaders ride along (both SE/option components).
 * Starting units, technologies, counters and contracts: TIO race sheets, agreeing with ebonical and PC_Twi
 * unless a comment says otherwise. Leaders: TIO leaders.txt, types cross-checked with ebonical.
 */
import type { CommandCounters, RaceSheet } from "./races.ts";

/** Rules reference §3 step 11: 2 Strategy Allocation, 3 Fleet Supply, 3 Command Pool; 8 stay in reinforcements. */
export const STANDARD_COUNTERS: CommandCounters = { strategy: 2, fleet: 3, command: 3, reinforcements: 8 };

const SE_P13 = "SE p.13 Errata";

export const BASE_RACES: readonly RaceSheet[] = [
  {
    id: "letnev",
    name: "The Barony of Letnev",
    shortName: "Letnev",
    box: "base",
    startingUnits: { dreadnought: 1, destroyer: 1, carrier: 1, groundForce: 3, spaceDock: 1 },
    startingTechnologies: ["hylar-v-assault-laser", "antimass-deflectors"],
    commandCounters: STANDARD_COUNTERS,
    tradeContracts: [1, 1],
    abilities: [
      {
        key: "letnevWarFunding",
        text: "Before any round of a Space Battle or Invasion Combat you may pay 2 Trade Goods: for that round all your ships get +1, or all your Ground Forces get +2.",
      },
      {
        key: "letnevFleetBonus",
        text: "Each of your fleets may hold one ship more than your Fleet Supply allows.",
      },
    ],
    unitOverrides: {},
    raceTechnologies: [
      {
        id: "l4-disruptors",
        name: "L4 Disruptors",
        box: "se",
        cost: 6,
        effect: "l4Disruptors",
        text: "In Invasion Combat you may use your war-funding bonus without paying Trade Goods.",
      },
    ],
    leaders: [
      { type: "diplomat", name: "Ciel" },
      { type: "general", name: "Farran" },
      { type: "admiral", name: "Unlenn" },
    ],
  },
  {
    id: "hacan",
    name: "The Emirates of Hacan",
    shortName: "Hacan",
    box: "base",
    startingUnits: { carrier: 2, cruiser: 1, fighter: 2, groundForce: 4, spaceDock: 1 },
    startingTechnologies: ["enviro-compensator", "sarween-tools"],
    commandCounters: STANDARD_COUNTERS,
    tradeContracts: [3, 3],
    abilities: [
      { key: "hacanFreeTrades", text: "Your trade deals need no approval from the player resolving Trade." },
      {
        key: "hacanMerchantGuild",
        text: "You follow the Trade secondary without spending a command counter, and each of your agreements pays you 1 extra Trade Good.",
      },
      {
        key: "hacanBindingContracts",
        text: "Nobody may break a trade agreement with you except through war.",
      },
      {
        key: "hacanCardTrading",
        text: "During the Status Phase you may trade Action Cards with other players.",
      },
    ],
    unitOverrides: {},
    raceTechnologies: [
      {
        id: "production-centers",
        name: "Production Centers",
        box: "se",
        cost: 3,
        effect: "productionCenters",
        // "Once per turn" on SE cards means once per game round (rules reference §4, FAQ).
        text: "Once per game round, as an action, if you hold fewer than 6 Trade Goods: spend a Strategy Allocation counter to gain 6 Trade Goods, then give 2 of them to another player.",
      },
    ],
    leaders: [
      { type: "scientist", name: "Carth" },
      { type: "diplomat", name: "Gila" },
      { type: "general", name: "Harrugh" },
    ],
  },
  {
    id: "sol",
    name: "The Federation of Sol",
    shortName: "Sol",
    box: "base",
    startingUnits: { carrier: 2, destroyer: 1, groundForce: 5, spaceDock: 1 },
    startingTechnologies: ["antimass-deflectors", "cybernetics"],
    commandCounters: STANDARD_COUNTERS,
    tradeContracts: [2, 2],
    abilities: [
      {
        key: "solOrbitalDrop",
        text: "As an action, spend a Strategy Allocation counter to place 2 Ground Forces, free, on one planet you control.",
      },
      { key: "solVersatile", text: "You gain 1 extra command counter in each Status Phase." },
    ],
    unitOverrides: {},
    raceTechnologies: [
      {
        id: "mark-ii-advanced-carriers",
        name: "Mark II Advanced Carriers",
        box: "se",
        cost: 4,
        effect: "markIiAdvancedCarriers",
        text: "Your Carriers have capacity 8 and can sustain damage.",
      },
    ],
    leaders: [
      { type: "agent", name: "Connor" },
      { type: "admiral", name: "DeLouis" },
      { type: "diplomat", name: "Rev" },
    ],
  },
  {
    id: "jolnar",
    name: "The Universities of Jol-Nar",
    shortName: "Jol-Nar",
    box: "base",
    startingUnits: { dreadnought: 1, carrier: 2, fighter: 1, groundForce: 2, pds: 2, spaceDock: 1 },
    startingTechnologies: [
      "hylar-v-assault-laser",
      "antimass-deflectors",
      "enviro-compensator",
      "sarween-tools",
    ],
    commandCounters: STANDARD_COUNTERS,
    tradeContracts: [1, 3],
    abilities: [
      {
        key: "jolnarFragile",
        // The printed sheet limited this to Space Battles and Invasion Combat; the errata widens it.
        text: "You get -1 on every combat roll you make.",
        combatModifiers: [{ amount: -1, rolls: "own", during: "everyCombatRoll" }],
        errata: `${SE_P13}, Combat Rolls: the Jol-Nar penalty applies to all of their combat rolls.`,
      },
      {
        key: "jolnarAnalytical",
        text: "When you follow the Technology secondary you may resolve its primary as well.",
      },
      {
        key: "jolnarReroll",
        text: "You may spend a Strategy Allocation counter to re-roll any one of your dice at once.",
      },
    ],
    unitOverrides: {},
    raceTechnologies: [
      {
        id: "spatial-conduit-network",
        name: "Spatial Conduit Network",
        box: "se",
        cost: 6,
        effect: "spatialConduitNetwork",
        text: "Once per game round, when moving, your ships may go from one system you control to another as if they were adjacent; they must end in a system you control.",
      },
    ],
    // [unverified] TIO names two leaders "Rin" (scientist and admiral); types agree with ebonical, names kept.
    leaders: [
      { type: "scientist", name: "Rin" },
      { type: "admiral", name: "Rin" },
      { type: "scientist", name: "Sucaban" },
    ],
  },
  {
    id: "l1z1x",
    name: "The L1Z1X Mindnet",
    shortName: "L1Z1X",
    box: "base",
    startingUnits: { dreadnought: 1, carrier: 1, fighter: 3, groundForce: 5, pds: 1, spaceDock: 1 },
    startingTechnologies: ["enviro-compensator", "stasis-capsules", "cybernetics", "hylar-v-assault-laser"],
    // One extra counter in Strategy Allocation (race sheet; PC_Twi AddCC(3,3,3)).
    commandCounters: { strategy: 3, fleet: 3, command: 3, reinforcements: 7 },
    tradeContracts: [1, 1],
    abilities: [
      { key: "l1z1xCheapDreadnoughts", text: "Your Dreadnoughts cost 4.", units: ["dreadnought"] },
      {
        key: "l1z1xAssimilation",
        text: "Your Dreadnoughts get +1 in Space Battles, and your Ground Forces get +1 in Invasion Combat when you attack.",
        combatModifiers: [
          { amount: 1, rolls: "own", during: "spaceBattle", units: ["dreadnought"] },
          { amount: 1, rolls: "own", during: "invasionCombat", units: ["groundForce"], attackerOnly: true },
        ],
      },
      {
        key: "l1z1xExtraStrategyCounter",
        text: "You start with 1 extra command counter in Strategy Allocation.",
        setupOnly: true,
      },
    ],
    unitOverrides: { dreadnought: { cost: 4 } },
    raceTechnologies: [
      {
        id: "dreadnought-invasion-pod",
        name: "Dreadnought Invasion Pod",
        box: "se",
        cost: 2,
        effect: "dreadnoughtInvasionPod",
        text: "Each of your Dreadnoughts can carry 1 more Ground Force.",
      },
    ],
    leaders: [
      { type: "diplomat", name: "2RAM" },
      { type: "agent", name: "A6" },
      { type: "scientist", name: "I48S" },
    ],
  },
  {
    id: "mentak",
    name: "The Mentak Coalition",
    shortName: "Mentak",
    box: "base",
    startingUnits: { cruiser: 3, carrier: 1, groundForce: 4, pds: 1, spaceDock: 1 },
    startingTechnologies: ["hylar-v-assault-laser", "enviro-compensator"],
    // One extra counter in Fleet Supply (race sheet; PC_Twi AddCC(2,4,3)).
    commandCounters: { strategy: 2, fleet: 4, command: 3, reinforcements: 7 },
    tradeContracts: [1, 1],
    abilities: [
      {
        key: "mentakExtraFleetCounter",
        text: "You start with 1 extra command counter in Fleet Supply.",
        setupOnly: true,
      },
      {
        key: "mentakAmbush",
        text: "Before a Space Battle you fight, up to 2 of your Cruisers and/or Destroyers each fire once; the enemy removes hits at once and cannot fire back.",
      },
      {
        key: "mentakPillage",
        text: "During the Strategy Phase you may take 1 Trade Good from each of up to 2 players who hold at least 3.",
      },
    ],
    unitOverrides: {},
    raceTechnologies: [
      {
        id: "salvage-operations",
        name: "Salvage Operations",
        box: "se",
        cost: 4,
        effect: "salvageOperations",
        text: "After each Space Battle you take part in, gain 2 Trade Goods; if you won, you may pay for one ship of a type you destroyed there and place it in that system.",
      },
    ],
    leaders: [
      { type: "admiral", name: "Havvat" },
      { type: "agent", name: "Kilik" },
      { type: "diplomat", name: "Suffi" },
    ],
  },
  {
    id: "naalu",
    name: "The Naalu Collective",
    shortName: "Naalu",
    box: "base",
    // The PDS: TIO, ebonical and PC_Twi list it; only one reddit starting-fleet list omits it.
    startingUnits: { carrier: 1, cruiser: 1, destroyer: 1, fighter: 4, groundForce: 4, pds: 1, spaceDock: 1 },
    startingTechnologies: ["antimass-deflectors", "enviro-compensator"],
    commandCounters: STANDARD_COUNTERS,
    // REPORT conflict 3: 1 and 2 (TIO, plus the reddit and docstoc lists that give "2, 1") over PC_Twi's 1 and 1.
    tradeContracts: [1, 2],
    abilities: [
      { key: "naaluTelepathic", text: "Your Strategy Card counts as initiative 0, so you always act first." },
      {
        key: "naaluEarlyRetreat",
        text: "When attacked, your fleet may retreat before the Space Battle starts, under the usual retreat rules.",
      },
      {
        key: "naaluFighterBonus",
        text: "Your Fighters get +1 in Space Battles.",
        combatModifiers: [{ amount: 1, rolls: "own", during: "spaceBattle", units: ["fighter"] }],
      },
    ],
    unitOverrides: {},
    raceTechnologies: [
      {
        id: "telepathic-mind-weapon",
        name: "Telepathic Mind Weapon",
        box: "se",
        cost: 5,
        effect: "telepathicMindWeapon",
        text: "When an opponent activates a system you control, he loses 1 command counter from his Fleet Supply.",
      },
    ],
    leaders: [
      { type: "admiral", name: "M'aban" },
      { type: "agent", name: "T'elsa" },
      { type: "diplomat", name: "Z'eu" },
    ],
  },
  {
    id: "norr",
    name: "The Sardakk N'orr",
    shortName: "N'orr",
    box: "base",
    startingUnits: { carrier: 1, cruiser: 1, groundForce: 5, pds: 1, spaceDock: 1 },
    startingTechnologies: ["hylar-v-assault-laser", "deep-space-cannon"],
    commandCounters: STANDARD_COUNTERS,
    tradeContracts: [1, 2],
    abilities: [
      {
        key: "norrUnrelenting",
        // The printed sheet limited this to Space Battles and Invasion Combat; the errata widens it.
        text: "You get +1 on every combat roll you make.",
        combatModifiers: [{ amount: 1, rolls: "own", during: "everyCombatRoll" }],
        errata: `${SE_P13}, Combat Rolls: the Sardakk N'orr bonus applies to all of their combat rolls.`,
      },
    ],
    unitOverrides: {},
    raceTechnologies: [
      {
        // SE p.9 (Option 4 example) names Berserker Genome, cost 5, as the N'orr card, so it is used. TIO lists
        // Valkyrie Armor (3) as its replacement ([recalled] reprinted with Shards of the Throne); Exotrireme
        // (REPORT conflict 4: cost 4 or 5) is a Shards of the Throne card. Both are left out.
        id: "berserker-genome",
        name: "Berserker Genome",
        box: "se",
        cost: 5,
        effect: "berserkerGenome",
        text: "At the end of the first round of a Space Battle or Invasion Combat, roll a die per casualty you took; if any shows 10, your opponent takes 2 more casualties at once.",
      },
    ],
    leaders: [
      { type: "general", name: "Sek'kus" },
      { type: "general", name: "Sh'val" },
      { type: "admiral", name: "T'ro" },
    ],
  },
  {
    id: "xxcha",
    name: "The Xxcha Kingdom",
    shortName: "Xxcha",
    box: "base",
    startingUnits: { carrier: 1, cruiser: 2, fighter: 3, groundForce: 2, pds: 1, spaceDock: 1 },
    startingTechnologies: ["antimass-deflectors", "enviro-compensator"],
    commandCounters: STANDARD_COUNTERS,
    tradeContracts: [2, 2],
    abilities: [
      {
        key: "xxchaPeaceAccords",
        // Still costs the Strategy Allocation counter and opens no new round of secondaries (rules reference §6).
        text: "When you follow the Diplomacy secondary, you may resolve its primary ability instead of the secondary.",
        errata: `${SE_P13}, The Xxcha Ability: the first ability is corrected to this wording.`,
      },
      {
        key: "xxchaVeto",
        text: "Right after a Political Card is read, you may spend a Strategy Allocation counter to cancel it; another one is drawn.",
      },
      {
        key: "xxchaShields",
        text: "In the first round of every Space Battle and Invasion Combat, opponents get -1 on combat rolls against you.",
        combatModifiers: [
          { amount: -1, rolls: "opponents", during: "spaceBattle", firstRoundOnly: true },
          { amount: -1, rolls: "opponents", during: "invasionCombat", firstRoundOnly: true },
        ],
      },
    ],
    unitOverrides: {},
    raceTechnologies: [
      {
        id: "diplomats",
        name: "Diplomats",
        box: "se",
        cost: 5,
        effect: "diplomats",
        text: "Once per game round, when an opponent activates a system you control, you may spend a Strategy Allocation counter: his counter goes back to his reinforcements and his action ends.",
      },
    ],
    leaders: [
      { type: "diplomat", name: "Junn" },
      { type: "admiral", name: "Neekuaq" },
      { type: "diplomat", name: "Qanoj" },
    ],
  },
  {
    id: "yssaril",
    name: "The Yssaril Tribes",
    shortName: "Yssaril",
    box: "base",
    startingUnits: { carrier: 2, cruiser: 1, fighter: 2, groundForce: 5, pds: 1, spaceDock: 1 },
    startingTechnologies: ["antimass-deflectors", "xrd-transporters"],
    commandCounters: STANDARD_COUNTERS,
    tradeContracts: [1, 2],
    abilities: [
      { key: "yssarilStall", text: "You may skip an action turn, but never two in a row." },
      {
        key: "yssarilSpyNetwork",
        text: "You draw 1 extra Action Card in each Status Phase and have no hand limit.",
      },
      { key: "yssarilPeek", text: "Once per Strategy Phase you may look at another player's Action Cards." },
    ],
    unitOverrides: {},
    raceTechnologies: [
      {
        id: "shuttle-logistics",
        name: "Shuttle Logistics",
        box: "se",
        cost: 3,
        effect: "shuttleLogistics",
        text: "At the start of the Status Phase, pick a system without enemy ships: your Ground Forces there may move to friendly planets in it or in an adjacent system without enemy ships.",
      },
    ],
    leaders: [
      { type: "admiral", name: "Sskril" },
      { type: "agent", name: "Ssruu" },
      { type: "agent", name: "Thilinn" },
    ],
  },
];
