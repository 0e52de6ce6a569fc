/**
 * The original eight Strategy Cards of the base game. Ability texts are our own short wording of
 * the rules reference §6.
 */
import type { StrategyCard } from "./strategyCards.ts";

const PAY = "Spend a Strategy Allocation counter:";

export const ORIGINAL_STRATEGY_CARDS = [
  {
    id: "initiative",
    name: "Initiative",
    initiative: 1,
    box: "base",
    set: "original",
    family: "initiative",
    primary: null,
    secondary: null,
    secondaryNeedsCounter: false,
    onChosen: {
      name: "Initiative",
      effect: "initiative",
      text:
        "Take the Speaker token. No Strategic Action this round, but you follow other cards' secondaries " +
        "without spending counters. The same player may not pick it next round.",
    },
  },
  {
    id: "diplomacy",
    name: "Diplomacy",
    initiative: 2,
    box: "base",
    set: "original",
    family: "diplomacy",
    primary: {
      name: "Diplomatic Envoy",
      effect: "diplomaticEnvoy",
      text: "Choose one opponent. Until this Action Phase ends, neither of you may activate a system containing the other's units.",
    },
    secondary: {
      name: "Economic Stimulus",
      effect: "economicStimulus",
      text: `${PAY} ready up to 2 of your exhausted planets outside your Home System.`,
    },
    secondaryNeedsCounter: true,
    onChosen: null,
  },
  {
    id: "political",
    name: "Political",
    initiative: 3,
    box: "base",
    set: "original",
    family: "political",
    primary: {
      name: "The Galactic Council",
      effect: "galacticCouncil",
      text:
        "Draw 3 Action Cards and take 1 Command Counter. The top Political Card goes to the vote. " +
        "Then peek at the next 3: one goes back on top, the others to the bottom.",
    },
    secondary: { name: "Seek Destiny", effect: "seekDestiny", text: `${PAY} draw 1 Action Card.` },
    secondaryNeedsCounter: true,
    onChosen: null,
  },
  {
    id: "logistics",
    name: "Logistics",
    initiative: 4,
    box: "base",
    set: "original",
    family: "logistics",
    primary: {
      name: "Comprehensive Operations",
      effect: "comprehensiveOperations",
      text: "Take 4 Command Counters from your reinforcements.",
    },
    secondary: {
      name: "Domestic Mandate",
      effect: "domesticMandate",
      text: "No counter needed: buy Command Counters at 3 influence each.",
    },
    secondaryNeedsCounter: false,
    onChosen: null,
  },
  {
    id: "trade",
    name: "Trade",
    initiative: 5,
    box: "base",
    set: "original",
    family: "trade",
    primary: {
      name: "Influence on the Merchant's Guild",
      effect: "merchantsGuild",
      text:
        "Either take 3 Trade Goods, collect your agreements and open negotiations you must approve; " +
        "or cancel every trade agreement in play, the Hacan's included.",
    },
    secondary: {
      name: "Commerce",
      effect: "commerce",
      text: `${PAY} collect Trade Goods from your active trade agreements.`,
    },
    secondaryNeedsCounter: true,
    onChosen: null,
  },
  {
    id: "warfare",
    name: "Warfare",
    initiative: 6,
    box: "base",
    set: "original",
    family: "warfare",
    primary: {
      name: "Major Offensive",
      effect: "majorOffensive",
      text: "Return one of your Command Counters from the board to your Command Pool; that system may be activated again.",
    },
    secondary: {
      name: "Patrols",
      effect: "patrols",
      text:
        `${PAY} move 1 or 2 of your Cruisers/Destroyers one system each into adjacent empty ` +
        "non-Home systems and put a counter from reinforcements in each.",
    },
    secondaryNeedsCounter: true,
    onChosen: null,
  },
  {
    id: "technology",
    name: "Technology",
    initiative: 7,
    box: "base",
    set: "original",
    family: "technology",
    primary: {
      name: "Technological Breakthrough",
      effect: "technologicalBreakthrough",
      text: "Gain one technology whose prerequisites you have, for free.",
    },
    secondary: {
      name: "Research and Development",
      effect: "researchAndDevelopment",
      text: `${PAY} pay 8 resources for one technology.`,
    },
    secondaryNeedsCounter: true,
    onChosen: null,
  },
  {
    id: "imperial",
    name: "Imperial",
    initiative: 8,
    box: "base",
    set: "original",
    family: "imperial",
    primary: {
      name: "Imperial Claim",
      effect: "imperialClaim",
      text: "Reveal the top Public Objective, then score 2 VP (none if that card ends the game).",
    },
    secondary: {
      name: "Rapid Mobilization",
      effect: "rapidMobilization",
      text: `${PAY} produce at one of your Space Dock systems, even an activated one, without activating it.`,
    },
    secondaryNeedsCounter: true,
    onChosen: null,
  },
] as const satisfies readonly StrategyCard[];
