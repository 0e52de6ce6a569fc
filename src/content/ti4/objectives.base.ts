/**
 * TI4 base-game objectives: 10 stage I, 10 stage II and 20 secret. Ids, names, points and scoring phases from
 * shared/data/ti4/objectives.json; texts are our own.
 */
import type { Ti4ObjectiveData } from "./objectives.ts";

const stage1 = { kind: "stage1", vp: 1, phase: "status" } as const;
const stage2 = { kind: "stage2", vp: 2, phase: "status" } as const;
const secretInStatus = { kind: "secret", vp: 1, phase: "status" } as const;
const secretInAction = { kind: "secret", vp: 1, phase: "action" } as const;

export const TI4_BASE_OBJECTIVES = [
  // Stage I
  {
    ...stage1,
    id: "corner",
    name: "Corner the Market",
    requirement: { kind: "controlPlanets", count: 4, where: "sameTrait" },
    text: "Four planets under your control all carry the same trait.",
  },
  {
    ...stage1,
    id: "develop",
    name: "Develop Weaponry",
    requirement: { kind: "unitUpgrades", count: 2 },
    text: "Two of the technologies you own are unit upgrades.",
  },
  {
    ...stage1,
    id: "diversify",
    name: "Diversify Research",
    requirement: { kind: "technologyColours", colours: 2, each: 2 },
    text: "In two different colours, you own at least 2 technologies apiece.",
  },
  {
    ...stage1,
    id: "monument",
    name: "Erect a Monument",
    requirement: { kind: "spend", resources: 8 },
    text: "Pay 8 resources as you score it.",
  },
  {
    ...stage1,
    id: "expand_borders",
    name: "Expand Borders",
    requirement: { kind: "controlPlanets", count: 6, where: "nonHome" },
    text: "Six planets under your control lie outside every home system.",
  },
  {
    ...stage1,
    id: "research_outposts",
    name: "Found Research Outposts",
    requirement: { kind: "controlPlanets", count: 3, where: "techSpecialty" },
    text: "Three planets under your control show a technology specialty.",
  },
  {
    ...stage1,
    id: "intimidate",
    name: "Intimidate Council",
    requirement: { kind: "presence", of: "ships", systems: 2, where: "adjacentToMecatolRex" },
    text: "Your ships occupy 2 of the systems next to Mecatol Rex's system.",
  },
  {
    ...stage1,
    id: "lead",
    name: "Lead From the Front",
    requirement: { kind: "spend", tacticOrStrategyTokens: 3 },
    text: "Pay 3 command tokens as you score it, taken from your tactic and strategy pools in any mix.",
  },
  {
    ...stage1,
    id: "trade_routes",
    name: "Negotiate Trade Routes",
    requirement: { kind: "spend", tradeGoods: 5 },
    text: "Pay 5 trade goods as you score it.",
  },
  {
    ...stage1,
    id: "sway_council",
    name: "Sway the Council",
    requirement: { kind: "spend", influence: 8 },
    text: "Pay 8 influence as you score it.",
  },

  // Stage II
  {
    ...stage2,
    id: "centralize_trade",
    name: "Centralize Galactic Trade",
    requirement: { kind: "spend", tradeGoods: 10 },
    text: "Pay 10 trade goods as you score it.",
  },
  {
    ...stage2,
    id: "conquer",
    name: "Conquer the Weak",
    requirement: { kind: "controlPlanets", count: 1, where: "otherHome" },
    text: "A planet of another player's home system is under your control.",
  },
  {
    ...stage2,
    id: "brain_trust",
    name: "Form Galactic Brain Trust",
    requirement: { kind: "controlPlanets", count: 5, where: "techSpecialty" },
    text: "Five planets under your control show a technology specialty.",
  },
  {
    ...stage2,
    id: "golden_age",
    name: "Found a Golden Age",
    requirement: { kind: "spend", resources: 16 },
    text: "Pay 16 resources as you score it.",
  },
  {
    ...stage2,
    id: "galvanize",
    name: "Galvanize the People",
    requirement: { kind: "spend", tacticOrStrategyTokens: 6 },
    text: "Pay 6 command tokens as you score it, taken from your tactic and strategy pools in any mix.",
  },
  {
    ...stage2,
    id: "manipulate_law",
    name: "Manipulate Galactic Law",
    requirement: { kind: "spend", influence: 16 },
    text: "Pay 16 influence as you score it.",
  },
  {
    ...stage2,
    id: "master_science",
    name: "Master the Sciences",
    requirement: { kind: "technologyColours", colours: 4, each: 2 },
    text: "In all four colours, you own at least 2 technologies apiece.",
  },
  {
    ...stage2,
    id: "revolutionize",
    name: "Revolutionize Warfare",
    requirement: { kind: "unitUpgrades", count: 3 },
    text: "Three of the technologies you own are unit upgrades.",
  },
  {
    ...stage2,
    id: "subdue",
    name: "Subdue the Galaxy",
    requirement: { kind: "controlPlanets", count: 11, where: "nonHome" },
    text: "Eleven planets under your control lie outside every home system.",
  },
  {
    ...stage2,
    id: "unify_colonies",
    name: "Unify the Colonies",
    requirement: { kind: "controlPlanets", count: 6, where: "sameTrait" },
    text: "Six planets under your control all carry the same trait.",
  },

  // Secret objectives
  {
    ...secretInStatus,
    id: "ans",
    name: "Adapt New Strategies",
    // The Nekro Virus's Valefar Assimilator copies are faction technologies that the card excludes.
    requirement: { kind: "factionTechnologies", count: 2 },
    text: "You own 2 technologies of your own faction; a Valefar Assimilator copy does not count.",
  },
  {
    ...secretInStatus,
    id: "btgk",
    name: "Become the Gatekeeper",
    requirement: {
      kind: "allOf",
      requirements: [
        { kind: "presence", of: "ships", systems: 1, where: "alphaWormhole" },
        { kind: "presence", of: "ships", systems: 1, where: "betaWormhole" },
      ],
    },
    text: "Your ships are in a system holding an alpha wormhole, and also in one holding a beta wormhole.",
  },
  {
    ...secretInStatus,
    id: "ctr",
    name: "Control the Region",
    requirement: { kind: "presence", of: "ships", systems: 6, where: "any" },
    text: "Your ships are spread over 6 systems.",
  },
  {
    ...secretInStatus,
    id: "csl",
    name: "Cut Supply Lines",
    requirement: { kind: "presence", of: "ships", systems: 1, where: "otherPlayersSpaceDock" },
    text: "Your ships share a system with a space dock belonging to another player.",
  },
  {
    ...secretInAction,
    id: "dtgs",
    name: "Destroy Their Greatest Ship",
    // A moment, not a standing condition: the engine scores it when the unit is destroyed.
    requirement: null,
    text: "A war sun or flagship belonging to another player is destroyed by you.",
  },
  {
    ...secretInStatus,
    id: "eap",
    name: "Establish a Perimeter",
    requirement: { kind: "unitsOnBoard", units: ["pds"], count: 4 },
    text: "Four of your PDS stand on the board.",
  },
  {
    ...secretInStatus,
    id: "faa",
    name: "Forge an Alliance",
    requirement: { kind: "controlPlanets", count: 4, where: "cultural" },
    text: "Four cultural planets are under your control.",
  },
  {
    ...secretInStatus,
    id: "fsn",
    name: "Form a Spy Network",
    requirement: { kind: "discardActionCards", count: 5 },
    text: "Throw away 5 action cards from your hand as you score it.",
  },
  {
    ...secretInStatus,
    id: "fwm",
    name: "Fuel the War Machine",
    requirement: { kind: "unitsOnBoard", units: ["spaceDock"], count: 3 },
    text: "Three of your space docks stand on the board.",
  },
  {
    ...secretInStatus,
    id: "gamf",
    name: "Gather a Mighty Fleet",
    requirement: { kind: "unitsOnBoard", units: ["dreadnought"], count: 5 },
    text: "Five of your dreadnoughts are on the board.",
  },
  {
    ...secretInStatus,
    id: "lsc",
    name: "Learn the Secrets of the Cosmos",
    requirement: { kind: "presence", of: "ships", systems: 3, where: "adjacentToAnomaly" },
    text: "Your ships are in 3 systems, each of them next to an anomaly.",
  },
  {
    ...secretInAction,
    id: "mew",
    name: "Make an Example of Their World",
    // A moment: the bombardment step that removes the last ground force.
    requirement: null,
    text: "Your bombardment wipes out the last ground forces another player had on a planet.",
    // Codex III rewording (ti-assistant/ti-assistant server/data/base/objectives.ts, `omega`): any
    // destruction counts, so long as it happens in the bombardment step.
    revision: {
      box: "codex3",
      name: "Make an Example of Their World Ω",
      text: "During the bombardment step, another player's last ground forces on a planet are destroyed by you.",
    },
  },
  {
    ...secretInStatus,
    id: "mlp",
    name: "Master the Laws of Physics",
    requirement: { kind: "technologyColours", colours: 1, each: 4 },
    text: "You own 4 technologies of a single colour.",
  },
  {
    ...secretInStatus,
    id: "mrm",
    name: "Mine Rare Metals",
    requirement: { kind: "controlPlanets", count: 4, where: "hazardous" },
    text: "Four hazardous planets are under your control.",
  },
  {
    ...secretInStatus,
    id: "mp",
    name: "Monopolize Production",
    requirement: { kind: "controlPlanets", count: 4, where: "industrial" },
    text: "Four industrial planets are under your control.",
  },
  {
    ...secretInStatus,
    id: "ose",
    name: "Occupy the Seat of the Empire",
    requirement: {
      kind: "allOf",
      requirements: [
        { kind: "controlPlanets", count: 1, where: "mecatolRex" },
        { kind: "shipsInOneSystem", count: 3, nonFighter: false, where: "mecatolRex" },
      ],
    },
    text: "Mecatol Rex is under your control and at least 3 of your ships are in its system.",
  },
  {
    ...secretInAction,
    id: "sar",
    name: "Spark a Rebellion",
    // A moment: a combat won; "most victory points" includes every tied player (LRR 98).
    requirement: null,
    text: "Beat the player with the most victory points in a combat.",
  },
  {
    ...secretInStatus,
    id: "te",
    name: "Threaten Enemies",
    requirement: { kind: "presence", of: "ships", systems: 1, where: "adjacentToOtherHome" },
    text: "Your ships are in a system next to the home system of another player.",
  },
  {
    ...secretInAction,
    id: "ttfd",
    name: "Turn Their Fleets to Dust",
    // A moment: SPACE CANNON fire leaving another player with no ships in the system.
    requirement: null,
    text: "Your SPACE CANNON fire destroys the last ships another player had in a system.",
    // Codex III rewording (ti-assistant/ti-assistant server/data/base/objectives.ts, `omega`): non-fighter
    // ships only, in the active system, during the space cannon offense step.
    revision: {
      box: "codex3",
      name: "Turn Their Fleets to Dust Ω",
      text: "During the space cannon offense step, you destroy the last non-fighter ships another player had in the active system.",
    },
  },
  {
    ...secretInAction,
    id: "uf",
    name: "Unveil Flagship",
    // A moment: the end of a space combat won with the flagship present and alive.
    requirement: null,
    text: "Win a space combat in a system holding your flagship, the flagship still alive when it ends.",
  },
] as const satisfies readonly Ti4ObjectiveData[];
