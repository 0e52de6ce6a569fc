/**
 * Shattered Empire's eight white variant Strategy Cards (SE option 2) and the black Imperial II
 * (SE option 1). Ability texts are our own short wording of SE's "Variant Strategy Card Summary".
 */
import type { StrategyCard } from "./strategyCards.ts";

const PAY = "Spend a Strategy Allocation counter:";

export const SE_STRATEGY_CARDS = [
  {
    id: "leadership",
    name: "Leadership",
    initiative: 1,
    box: "se",
    set: "variant",
    family: "leadership",
    primary: {
      name: "Take Charge",
      effect: "takeCharge",
      text: "Take 3 Command Counters from reinforcements, then you may also use this card's secondary.",
    },
    secondary: {
      name: "Masterful Tactician",
      effect: "masterfulTactician",
      text: "No counter needed: spend 2 influence per Command Counter, up to 3 counters.",
    },
    // SE Leadership summary, special rule: following it costs no Strategy Allocation counter.
    secondaryNeedsCounter: false,
    onChosen: null,
  },
  {
    id: "diplomacy-2",
    name: "Diplomacy II",
    initiative: 2,
    box: "se",
    set: "variant",
    family: "diplomacy",
    primary: {
      name: "Demilitarized Zone",
      effect: "demilitarizedZone",
      text:
        "Either name a system with a planet you control and every opponent drops a counter there from " +
        "reinforcements; or use the secondary without paying counter or influence.",
    },
    secondary: {
      name: "Peaceful Annexation",
      effect: "peacefulAnnexation",
      text:
        `${PAY} and 3 influence: take an unoccupied planet next to a system you control ` +
        "(never Mecatol Rex); its card arrives exhausted.",
    },
    secondaryNeedsCounter: true,
    onChosen: null,
  },
  {
    id: "assembly",
    name: "Assembly",
    initiative: 3,
    box: "se",
    set: "variant",
    family: "assembly",
    primary: {
      name: "Senate",
      effect: "senate",
      text:
        "Draw 1 Political and 2 Action Cards. Then either become Speaker (not if you already are) and name " +
        "another player to play a Political Card, or hand the Speaker token to another player and play one yourself.",
    },
    secondary: {
      name: "Morale Boost",
      effect: "assemblyMoraleBoost",
      text: `${PAY} ready any of your planets whose resources plus influence add up to 6 or less.`,
    },
    secondaryNeedsCounter: true,
    onChosen: null,
  },
  {
    id: "production",
    name: "Production",
    initiative: 4,
    box: "se",
    set: "variant",
    family: "production",
    primary: {
      name: "Tight Deadlines",
      effect: "tightDeadlines",
      text: "Build in a system with your Space Dock, with 2 extra resources to spend; it may already be activated and is not activated by this.",
    },
    secondary: {
      name: "Double Efforts",
      effect: "doubleEfforts",
      text: `${PAY} build at most 3 units in a system with your Space Dock, activated or not, leaving it unactivated.`,
    },
    secondaryNeedsCounter: true,
    onChosen: null,
  },
  {
    id: "trade-2",
    name: "Trade II",
    initiative: 5,
    box: "se",
    set: "variant",
    family: "trade",
    primary: {
      name: "Free Trade",
      effect: "freeTrade",
      text:
        "Take 3 Trade Goods or cancel up to 2 agreements (never the Hacan's). Everyone then collects from " +
        "agreements, the others 1 less in total; then open negotiations you must approve.",
    },
    // SE Trade II summary: the card has no secondary ability at all.
    secondary: null,
    secondaryNeedsCounter: false,
    onChosen: null,
  },
  {
    id: "warfare-2",
    name: "Warfare II",
    initiative: 6,
    box: "se",
    set: "variant",
    family: "warfare",
    primary: {
      name: "High Alert",
      effect: "highAlert",
      text:
        "Place the High Alert token in a system: your ships there get +1 movement and +1 on Space Battle " +
        "rolls. It may travel with them and is removed when the Status Phase starts.",
    },
    secondary: {
      name: "Reinforce",
      effect: "reinforce",
      text: `${PAY} shift up to 2 ships out of unactivated systems into neighbouring systems you control; those systems are not activated.`,
    },
    secondaryNeedsCounter: true,
    onChosen: null,
  },
  {
    id: "technology-2",
    name: "Technology II",
    initiative: 7,
    box: "se",
    set: "variant",
    family: "technology",
    primary: {
      name: "Technological Focus",
      effect: "technologicalFocus",
      text: "Gain one technology for free, then you may buy a second one for 8 resources.",
    },
    secondary: {
      name: "Advanced Development",
      effect: "advancedDevelopment",
      text: `${PAY} pay 6 resources for one technology.`,
    },
    secondaryNeedsCounter: true,
    onChosen: null,
  },
  {
    id: "bureaucracy",
    name: "Bureaucracy",
    initiative: 8,
    box: "se",
    set: "variant",
    family: "bureaucracy",
    primary: {
      name: "Senatorial Control",
      effect: "senatorialControl",
      text:
        "Take 1 Command Counter. Draw the top 2 objectives, reveal one and return the other to the top of the " +
        "deck; you may then score any one revealed public objective you meet.",
    },
    secondary: {
      name: "New Agendas",
      effect: "newAgendas",
      text: `${PAY} draw 1 Political Card and 1 Action Card.`,
    },
    secondaryNeedsCounter: true,
    onChosen: {
      name: "Bureaucracy",
      effect: "revealObjectivePerBonusCounter",
      text: "When picked, reveal one Public Objective for each Bonus Counter on the card.",
    },
  },
  {
    id: "imperial-2",
    name: "Imperial II",
    initiative: 8,
    box: "se",
    set: "imperial2",
    family: "imperial",
    primary: {
      name: "The Ancient Throne",
      effect: "ancientThrone",
      text:
        "Choose: (a) in the coming Status Phase you may score any number of public objectives, plus 1 VP now " +
        "for holding Mecatol Rex; or (b) follow the secondary for free, and nobody else may follow it.",
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
