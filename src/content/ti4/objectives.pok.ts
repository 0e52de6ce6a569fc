/**
 * Prophecy of Kings objectives: 10 stage I, 10 stage II and 20 secret, shuffled in with the base game's.
 * Ids, names, points and scoring phases from shared/data/ti4/objectives.json; texts are our own.
 */
import type { Ti4ObjectiveData } from "./objectives.ts";

const stage1 = { kind: "stage1", vp: 1, phase: "status" } as const;
const stage2 = { kind: "stage2", vp: 2, phase: "status" } as const;
const secretInStatus = { kind: "secret", vp: 1, phase: "status" } as const;
const secretInAction = { kind: "secret", vp: 1, phase: "action" } as const;
const secretInAgenda = { kind: "secret", vp: 1, phase: "agenda" } as const;

export const TI4_POK_OBJECTIVES = [
  // Stage I
  {
    ...stage1,
    id: "amass_wealth",
    name: "Amass Wealth",
    requirement: { kind: "spend", influence: 3, resources: 3, tradeGoods: 3 },
    text: "Pay 3 of each as you score it: influence, resources and trade goods.",
  },
  {
    ...stage1,
    id: "build_defenses",
    name: "Build Defenses",
    requirement: { kind: "structures", count: 4 },
    text: "At least 4 of your structures stand on the board.",
  },
  {
    ...stage1,
    id: "lost_outposts",
    name: "Discover Lost Outposts",
    requirement: { kind: "controlPlanets", count: 2, where: "attachment" },
    text: "Two planets under your control carry attachments.",
  },
  {
    ...stage1,
    id: "engineer_marvel",
    name: "Engineer a Marvel",
    requirement: { kind: "unitsOnBoard", units: ["flagship", "warSun"], count: 1 },
    text: "A war sun or your flagship is on the board.",
  },
  {
    ...stage1,
    id: "deep_space",
    name: "Explore Deep Space",
    requirement: { kind: "presence", of: "units", systems: 3, where: "noPlanets" },
    text: "Your units are in 3 systems that hold no planet.",
  },
  {
    ...stage1,
    id: "infrastructure",
    name: "Improve Infrastructure",
    requirement: { kind: "planetsWith", what: "structure", count: 3, outsideHome: true },
    text: "Three planets beyond your home system each hold a structure of yours.",
  },
  {
    ...stage1,
    id: "make_history",
    name: "Make History",
    requirement: { kind: "presence", of: "units", systems: 2, where: "legendaryMecatolOrAnomaly" },
    text: "Your units are in 2 systems, each holding a legendary planet, Mecatol Rex or an anomaly.",
  },
  {
    ...stage1,
    id: "outer_rim",
    name: "Populate the Outer Rim",
    requirement: { kind: "presence", of: "units", systems: 3, where: "boardEdgeNotHome" },
    text: "Your units are in 3 systems on the galaxy's rim, your own home system not counting.",
  },
  {
    ...stage1,
    id: "push_boundaries",
    name: "Push Boundaries",
    requirement: { kind: "morePlanetsThanNeighbours", neighbours: 2 },
    text: "Two of your neighbours each control fewer planets than you do.",
  },
  {
    ...stage1,
    id: "raise_fleet",
    name: "Raise a Fleet",
    requirement: { kind: "shipsInOneSystem", count: 5, nonFighter: true, where: "any" },
    text: "A single system holds 5 or more of your ships, fighters not counting.",
  },

  // Stage II
  {
    ...stage2,
    id: "supremacy",
    name: "Achieve Supremacy",
    // Two kinds of system and two kinds of unit at once: left to the engine's own check.
    requirement: null,
    text: "Your flagship or a war sun of yours is in Mecatol Rex's system or in another player's home system.",
  },
  {
    ...stage2,
    id: "become_legend",
    name: "Become a Legend",
    requirement: { kind: "presence", of: "units", systems: 4, where: "legendaryMecatolOrAnomaly" },
    text: "Your units are in 4 systems, each holding a legendary planet, Mecatol Rex or an anomaly.",
  },
  {
    ...stage2,
    id: "command_armada",
    name: "Command an Armada",
    requirement: { kind: "shipsInOneSystem", count: 8, nonFighter: true, where: "any" },
    text: "A single system holds 8 or more of your ships, fighters not counting.",
  },
  {
    ...stage2,
    id: "massive_cities",
    name: "Construct Massive Cities",
    requirement: { kind: "structures", count: 7 },
    text: "At least 7 of your structures stand on the board.",
  },
  {
    ...stage2,
    id: "control_borderlands",
    name: "Control the Borderlands",
    requirement: { kind: "presence", of: "units", systems: 5, where: "boardEdgeNotHome" },
    text: "Your units are in 5 systems on the galaxy's rim, your own home system not counting.",
  },
  {
    ...stage2,
    id: "vast_reserves",
    name: "Hold Vast Reserves",
    requirement: { kind: "spend", influence: 6, resources: 6, tradeGoods: 6 },
    text: "Pay 6 of each as you score it: influence, resources and trade goods.",
  },
  {
    ...stage2,
    id: "vast_territories",
    name: "Patrol Vast Territories",
    requirement: { kind: "presence", of: "units", systems: 5, where: "noPlanets" },
    text: "Your units are in 5 systems that hold no planet.",
  },
  {
    ...stage2,
    id: "protect_border",
    name: "Protect the Border",
    requirement: { kind: "planetsWith", what: "structure", count: 5, outsideHome: true },
    text: "Five planets beyond your home system each hold a structure of yours.",
  },
  {
    ...stage2,
    id: "ancient_monuments",
    name: "Reclaim Ancient Monuments",
    requirement: { kind: "controlPlanets", count: 3, where: "attachment" },
    text: "Three planets under your control carry attachments.",
  },
  {
    ...stage2,
    id: "distant_lands",
    name: "Rule Distant Lands",
    // Each planet must answer to a different other player's home system: left to the engine's own check.
    requirement: null,
    text: "Two planets under your control each lie in or next to the home system of a different other player.",
  },

  // Secret objectives
  {
    ...secretInAction,
    id: "bam",
    name: "Become a Martyr",
    // A moment: the loss of control.
    requirement: null,
    text: "A planet of yours in any home system passes out of your control.",
  },
  {
    ...secretInAction,
    id: "baf",
    name: "Betray a Friend",
    // A moment: a combat won, checked against the play area as the tactical action began.
    requirement: null,
    text: "Beat, in a combat, a player whose promissory note lay in your play area when your tactical action began.",
  },
  {
    ...secretInAction,
    id: "btv",
    name: "Brave the Void",
    requirement: null, // A moment: a combat won.
    text: "Come out the winner of a combat fought in an anomaly.",
  },
  {
    ...secretInAction,
    id: "dts",
    name: "Darken the Skies",
    requirement: null, // A moment: a combat won.
    text: "Come out the winner of a combat fought in the home system of another player.",
  },
  {
    ...secretInStatus,
    id: "dfat",
    name: "Defy Space and Time",
    requirement: { kind: "presence", of: "units", systems: 1, where: "wormholeNexus" },
    text: "One or more of your units are in the wormhole nexus.",
  },
  {
    ...secretInAction,
    id: "dyp",
    name: "Demonstrate Your Power",
    requirement: null, // A moment: the end of a space combat.
    text: "As a space combat ends, at least 3 of your ships other than fighters remain in the active system.",
  },
  {
    ...secretInStatus,
    id: "dhw",
    name: "Destroy Heretical Works",
    requirement: { kind: "purgeRelicFragments", count: 2 },
    text: "Purge 2 of your relic fragments, of any types, as you score it.",
  },
  {
    ...secretInAgenda,
    id: "dp",
    name: "Dictate Policy",
    requirement: { kind: "lawsInPlay", count: 3 },
    text: "At least 3 laws are in play.",
  },
  {
    ...secretInAgenda,
    id: "dtd",
    name: "Drive the Debate",
    requirement: null, // A moment: an agenda's outcome.
    text: "An agenda elects you, or a planet under your control.",
  },
  {
    ...secretInStatus,
    id: "eh",
    name: "Establish Hegemony",
    requirement: { kind: "planetTotal", value: "influence", atLeast: 12 },
    text: "The planets under your control add up to at least 12 influence.",
  },
  {
    ...secretInAction,
    id: "fwp",
    name: "Fight with Precision",
    requirement: null, // A moment: ANTI-FIGHTER BARRAGE leaving another player with no fighters there.
    text: "Your ANTI-FIGHTER BARRAGE destroys the last fighters another player had in a system.",
    // Codex III rewording (ti-assistant/ti-assistant server/data/prophecyofkings/objectives.ts, `omega`):
    // the active system, during the anti-fighter barrage step.
    revision: {
      box: "codex3",
      name: "Fight with Precision Ω",
      text: "During the anti-fighter barrage step, you destroy the last fighters another player had in the active system.",
    },
  },
  {
    ...secretInStatus,
    id: "fc",
    name: "Foster Cohesion",
    requirement: { kind: "neighbourOfEveryone" },
    text: "Every other player is your neighbour.",
  },
  {
    ...secretInStatus,
    id: "hrm",
    name: "Hoard Raw Materials",
    requirement: { kind: "planetTotal", value: "resources", atLeast: 12 },
    text: "The planets under your control add up to at least 12 resources.",
  },
  {
    ...secretInStatus,
    id: "mtm",
    name: "Mechanize the Military",
    requirement: { kind: "planetsWith", what: "mech", count: 4, outsideHome: false },
    text: "Four different planets each hold a mech of yours.",
  },
  {
    ...secretInStatus,
    id: "otf",
    name: "Occupy the Fringe",
    requirement: { kind: "groundForcesOnOnePlanet", count: 9, withoutOwnSpaceDock: true },
    text: "At least 9 of your ground forces stand on one planet where you have no space dock.",
  },
  {
    ...secretInStatus,
    id: "pem",
    name: "Produce en Masse",
    requirement: { kind: "productionInOneSystem", atLeast: 8 },
    text: "The PRODUCTION values of your units in a single system add up to at least 8.",
  },
  {
    ...secretInAction,
    id: "pe",
    name: "Prove Endurance",
    requirement: null, // A moment: passing.
    text: "Pass when every other player has already passed this round.",
  },
  {
    ...secretInStatus,
    id: "sai",
    name: "Seize an Icon",
    requirement: { kind: "controlPlanets", count: 1, where: "legendary" },
    text: "A legendary planet is under your control.",
  },
  {
    ...secretInStatus,
    id: "syc",
    name: "Stake Your Claim",
    // Another player's planet in the same system: left to the engine's own check.
    requirement: null,
    text: "A planet under your control shares its system with a planet another player controls.",
  },
  {
    ...secretInStatus,
    id: "sb",
    name: "Strengthen Bonds",
    requirement: { kind: "promissoryNoteOfAnother" },
    text: "A promissory note of another player lies in your play area.",
  },
] as const satisfies readonly Ti4ObjectiveData[];
