/**
 * Base-game objectives: the 10 Stage I and 10 Stage II public cards (Imperium Rex is one of the
 * Stage II ten, base overview setup step 7) and the 10 Secret Objectives. Ids follow the shared
 * data (data/ti3/objectives.json); values checked there against PC_Twi. Texts are our own.
 */
import type { ObjectiveData } from "./objectives.ts";

const stage1 = { kind: "stage1", deck: "base", vp: 1 } as const;
const stage2 = { kind: "stage2", deck: "base", vp: 2 } as const;
const secret = { kind: "secret", deck: null, vp: 2 } as const;

export const BASE_OBJECTIVES = [
  {
    ...stage1,
    id: "b1-3-docks",
    name: "Three Space Docks",
    requirement: { key: "allSpaceDocksOnBoard" },
    text: "Your 3 Space Docks are all on the board.",
  },
  {
    ...stage1,
    id: "b1-5-planets",
    name: "Five Planets",
    requirement: { key: "planetsOutsideHome", count: 5 },
    text: "You hold 5 planets beyond your Home System.",
  },
  {
    ...stage1,
    id: "b1-3-specialties",
    name: "Three Specialties",
    // The three printed specialties are red, green and blue; SE's yellow never counts for objectives.
    requirement: { key: "specialtiesOfColors", colors: ["red", "green", "blue"] },
    text: "Your planets give you a red, a green and a blue technology specialty.",
  },
  {
    ...stage1,
    id: "b1-3-same-colour",
    name: "Three of One Colour",
    requirement: { key: "technologiesOfOneColor", count: 3 },
    text: "You own 3 technologies sharing one colour.",
  },
  {
    ...stage1,
    id: "b1-5-techs",
    name: "Five Technologies",
    requirement: { key: "technologies", count: 5 },
    text: "You own 5 technologies.",
  },
  {
    ...stage1,
    id: "b1-4-colours",
    name: "All Four Colours",
    requirement: { key: "technologiesInColors", colors: 4, each: 1 },
    text: "You own a technology of each of the four colours.",
  },
  {
    ...stage1,
    id: "b1-hold-mecatol",
    name: "Hold Mecatol Rex",
    requirement: { key: "holdMecatolAllRound" },
    text: "Mecatol Rex has been yours throughout this round's Strategy and Action Phases.",
  },
  {
    ...stage1,
    id: "b1-spend-10-inf",
    name: "Spend 10 Influence",
    requirement: { key: "spendInfluence", amount: 10 },
    text: "Pay 10 influence when you claim it.",
  },
  {
    ...stage1,
    id: "b1-spend-10-res",
    name: "Spend 10 Resources",
    requirement: { key: "spendResources", amount: 10 },
    text: "Pay 10 resources when you claim it.",
  },
  {
    ...stage1,
    id: "b1-spend-6-tg",
    name: "Spend 6 Trade Goods",
    requirement: { key: "spendTradeGoods", amount: 6 },
    text: "Pay 6 Trade Goods when you claim it.",
  },
  {
    ...stage2,
    id: "b2-10-planets",
    name: "Ten Planets",
    requirement: { key: "planetsOutsideHome", count: 10 },
    text: "You hold 10 planets beyond your Home System.",
  },
  {
    ...stage2,
    id: "b2-influence-vs-neighbours",
    name: "Outweigh Both Neighbours",
    vp: 3,
    requirement: { key: "influenceOverNeighboursCombined" },
    text: "Your planets' influence beats that of your left and right neighbours added together.",
  },
  {
    ...stage2,
    id: "b2-mecatol-ring",
    name: "Mecatol and Its Ring",
    vp: 3,
    // FAQ (rules reference §11): adjacent systems nobody can control (asteroids, supernova) do not count.
    requirement: { key: "controlMecatolSystemAndAdjacent", adjacent: "all" },
    text: "You control the Mecatol Rex system and every system around it.",
  },
  {
    ...stage2,
    id: "b2-9-techs",
    name: "Nine Technologies",
    requirement: { key: "technologies", count: 9 },
    text: "You own 9 technologies.",
  },
  {
    ...stage2,
    id: "b2-spend-12-tg",
    name: "Spend 12 Trade Goods",
    requirement: { key: "spendTradeGoods", amount: 12 },
    text: "Pay 12 Trade Goods when you claim it.",
  },
  {
    ...stage2,
    id: "b2-spend-20-inf",
    name: "Spend 20 Influence",
    requirement: { key: "spendInfluence", amount: 20 },
    text: "Pay 20 influence when you claim it.",
  },
  {
    ...stage2,
    id: "b2-spend-20-res",
    name: "Spend 20 Resources",
    requirement: { key: "spendResources", amount: 20 },
    text: "Pay 20 resources when you claim it.",
  },
  {
    ...stage2,
    id: "supremacy",
    name: "Supremacy!",
    vp: 0,
    winsGame: true,
    requirement: { key: "planetsOutsideHome", count: 18 },
    text: "Hold 18 planets beyond your Home System and you win the game.",
  },
  {
    ...stage2,
    id: "domination",
    name: "Domination!",
    vp: 0,
    winsGame: true,
    requirement: { key: "controlHomeSystems", count: 2 },
    text: "Hold every planet of two other players' Home Systems and you win the game.",
  },
  {
    ...stage2,
    id: "imperium-rex",
    name: "Imperium Rex",
    vp: 0,
    endsGame: true,
    requirement: { key: "revealEndsGame" },
    text: "When this card is revealed the game is over; the most VP wins.",
  },
  {
    ...secret,
    id: "conqueror",
    name: "Conqueror",
    requirement: { key: "controlHomeSystems", count: 1 },
    text: "You hold every planet of another player's Home System.",
  },
  {
    ...secret,
    id: "diversified",
    name: "Diversified",
    // PC_Twi adds "not yellow" here; the printed text (TIO) has none, and SE's yellow rule is about
    // planet specialties, not technology colours, so no exclusion.
    requirement: { key: "mecatolDockAndTechnologies", colors: 3, each: 2 },
    text: "Mecatol Rex is yours with your Space Dock on it, and you own 2+ technologies in each of 3 colours.",
  },
  {
    ...secret,
    id: "focused",
    name: "Focused",
    // Yellow excluded: SE "The Winnaran Yellow Technology Specialty" never counts for objectives
    // (PC_Twi agrees; TIO's text is silent).
    requirement: { key: "specialtyPlanets", count: 4, sameColor: true },
    text: "You hold 4 planets with the same (non-yellow) technology specialty.",
  },
  {
    ...secret,
    id: "forceful",
    name: "Forceful",
    requirement: { key: "mecatolDockAndGarrison", units: "dreadnought", count: 4 },
    text: "Mecatol Rex is yours with your Space Dock on it and 4+ of your Dreadnoughts in its system.",
  },
  {
    ...secret,
    id: "industrial",
    name: "Industrial",
    requirement: { key: "mecatolWithAllDocksAndDreadnoughts" },
    text: "Mecatol Rex is yours while your full set of 3 Space Docks and 5 Dreadnoughts stands on the board.",
  },
  {
    ...secret,
    id: "keeper-of-gates",
    name: "Keeper of Gates",
    // SE option 8: the Wormhole Nexus need not be held for this one.
    requirement: { key: "shipInEveryWormholeSystem" },
    text: "A non-Fighter ship of yours sits in every system with a wormhole.",
  },
  {
    ...secret,
    id: "master-of-ships",
    name: "Master of Ships",
    requirement: { key: "mecatolDockAndGarrison", units: "nonFighterShip", count: 8 },
    text: "Mecatol Rex is yours with your Space Dock on it and 8+ of your non-Fighter ships in its system.",
  },
  {
    ...secret,
    id: "merciless",
    name: "Merciless",
    requirement: { key: "takeNeighboursLastDockPlanet" },
    text: "This round you took the planet carrying a neighbour's last Space Dock.",
  },
  {
    ...secret,
    id: "technocrat",
    name: "Technocrat",
    // Yellow excluded, as for Focused.
    requirement: { key: "specialtyPlanets", count: 6, sameColor: false },
    text: "You hold 6 planets with a (non-yellow) technology specialty.",
  },
  {
    ...secret,
    // "usurper" is also an Action Card; the suffix keeps ids unique across all card kinds.
    id: "usurper-objective",
    name: "Usurper",
    requirement: { key: "mecatolDockAndGarrison", units: "groundForce", count: 6 },
    text: "Mecatol Rex is yours with your Space Dock and 6+ of your Ground Forces on it.",
  },
] as const satisfies readonly ObjectiveData[];
