/**
 * Shattered Empire Political Cards: 32, the replacement Open the Trade Routes included (see the count
 * note in politicalCards.ts). Names, law/directive and elect targets from the TIO card transcription,
 * names matching glory-reframe's SE list. Texts are our own.
 */
import type { PoliticalCardData } from "./politicalCards.ts";

export const POLITICAL_CARDS_SE = [
  {
    id: "class-struggle",
    name: "Class Struggle",
    kind: "law",
    effect: "classStruggle",
    namesStrategy: "trade",
    text:
      "For: Trade Goods handed out by the Trade card are pooled and shared evenly among everyone due at least " +
      "1; leftovers are lost. Against: every player loses 2 Trade Goods.",
  },
  {
    id: "defend-the-jewel",
    name: "Defend the Jewel",
    kind: "directive",
    effect: "defendTheJewel",
    requiresOption: "spaceMines",
    text:
      "For: a Space Mine owned by nobody is placed in the Mecatol Rex system. " +
      "Against: every player may lay a Space Mine of his own in his Home System.",
  },
  {
    id: "diversified-income",
    name: "Diversified Income",
    kind: "law",
    effect: "diversifiedIncome",
    text: "For: no one may hold more Trade Goods than he has planets. Against: each player without Trade Goods gains 3.",
  },
  {
    id: "emperor",
    name: "Emperor",
    kind: "law",
    elect: "player",
    effect: "emperor",
    text: "Elect a player: he gains 1 VP now and loses it again if this card ever leaves him.",
  },
  {
    id: "enemy-of-the-throne",
    name: "Enemy of the Throne",
    kind: "law",
    elect: "player",
    effect: "enemyOfTheThrone",
    text:
      "Elect a player: the first to defeat him in a Space Battle collects 2 Trade Goods, a Command Counter and " +
      "an Action Card; then discard this law.",
  },
  {
    id: "fighter-tax",
    name: "Fighter Tax",
    kind: "law",
    effect: "fighterTax",
    text: "For: each Fighter costs a full resource. Against: each player destroys 3 of his Fighters.",
  },
  {
    id: "fleet-restrictions",
    name: "Fleet Restrictions",
    kind: "law",
    effect: "fleetRestrictions",
    text:
      "For: at most 2 ships of any one type (Fighters too) may share a system. Against: for each system over " +
      "that limit, its owner pays 1 Trade Good or destroys the excess.",
  },
  {
    id: "forbidden-research",
    name: "Forbidden Research",
    kind: "law",
    elect: "player",
    effect: "forbiddenResearch",
    namesStrategy: "technology",
    text: "Elect a player: he gains no technology the next time the Technology card is used; then discard this law.",
  },
  {
    id: "glory-of-the-empire",
    name: "Glory of the Empire",
    kind: "law",
    effect: "gloryOfTheEmpire",
    text:
      "For: from now on a completed Secret Objective is worth 1 more VP. " +
      "Against: every player who has completed his Secret Objective gains 1 VP.",
  },
  {
    // Only meaningful with Shock Troops (SE option 6); redrawn when Hope's End is not in the galaxy.
    id: "hopes-end-training-ground",
    name: "Hope's End Training Ground",
    kind: "directive",
    effect: "hopesEndTrainingGround",
    requiresOption: "shockTroops",
    requiresSystem: "hopes-end",
    text:
      "For: whoever holds Hope's End puts a Ground Force and two Shock Troops on it. " +
      "Against: all Shock Troops revert to ordinary Ground Forces.",
  },
  {
    id: "incentive-program",
    name: "Incentive Program",
    kind: "law",
    elect: "publicObjective",
    effect: "incentiveProgram",
    text: "Elect a public objective: those who already scored it gain 1 VP; later scorers get 1 VP more than printed.",
  },
  {
    id: "intergalactic-commerce",
    name: "Intergalactic Commerce",
    kind: "directive",
    effect: "intergalacticCommerce",
    text:
      "For: the controller of every wormhole system containing ships gains 3 Trade Goods. " +
      "Against: every Trade Contract is worth 1 for the rest of the round.",
  },
  {
    id: "interstellar-arms-dealers",
    name: "Interstellar Arms Dealers",
    kind: "directive",
    effect: "interstellarArmsDealers",
    text:
      "For: any player may pay 3 resources for a Destroyer and a Dreadnought, placed in a system with his " +
      "Space Dock. Against: non-Fighter ships cost 1 more this round.",
  },
  {
    id: "investigate-spatial-anomalies",
    name: "Investigate Spatial Anomalies",
    kind: "law",
    effect: "investigateSpatialAnomalies",
    text: "For: Ion Storms and Nebulae stop hindering movement. Against: this round, ships may not enter any red-bordered system.",
  },
  {
    id: "minister-of-peace",
    name: "Minister of Peace",
    kind: "law",
    elect: "player",
    effect: "ministerOfPeace",
    text:
      "Elect a player: he may discard this card to stop a fleet moving into another fleet's system when " +
      "neither fleet is his; the system stays activated.",
  },
  {
    id: "mutiny",
    name: "Mutiny",
    kind: "directive",
    effect: "mutiny",
    text: "For: each player who voted For gains 1 VP. Against: each player who voted For loses 1 VP.",
  },
  {
    id: "neutrality-pact",
    name: "Neutrality Pact",
    kind: "law",
    effect: "neutralityPact",
    text:
      "For: activating a planetless system that holds enemy units costs 3 influence. Against: each player " +
      "puts a counter from reinforcements in one of his unactivated Space Dock systems.",
  },
  {
    id: "non-aggression-pact",
    name: "Non-Aggression Pact",
    kind: "law",
    effect: "nonAggressionPact",
    text:
      "For: the first player to activate a system containing enemy ships loses 1 VP; then discard this law. " +
      "Against: reveal the top Public Objective.",
  },
  {
    id: "open-the-trade-routes",
    name: "Open the Trade Routes",
    kind: "directive",
    effect: "openTheTradeRoutes",
    replaces: "open-the-trade-routes-original",
    text:
      "For: every player gains 2 Trade Goods. Against: for the rest of the round each player passes every " +
      "Trade Good he receives to his left neighbour.",
  },
  {
    id: "political-focus",
    name: "Political Focus",
    kind: "law",
    effect: "politicalFocus",
    namesStrategy: "political",
    text:
      "For: choosing the Political card earns its picker a Command Counter or 2 Trade Goods on the spot. " +
      "Against: the next Political Card is drawn and resolved at once.",
  },
  {
    id: "recognize-accomplishments",
    name: "Recognize Accomplishments",
    kind: "directive",
    elect: "publicObjective",
    effect: "recognizeAccomplishments",
    text: "Elect a public objective: clear its markers; those who scored it may score it again and keep their VP.",
  },
  {
    id: "redefining-war-crimes",
    name: "Redefining War Crimes",
    kind: "law",
    effect: "redefiningWarCrimes",
    text:
      "For: a player whose PDS fire on another player's fleet loses any trade agreement with that player. " +
      "Against: this round PDS may fire only in defence against invasions.",
  },
  {
    id: "seed-of-an-empire",
    name: "Seed of an Empire",
    kind: "directive",
    effect: "seedOfAnEmpire",
    text: "For: the player(s) with the most VP gain 1 VP. Against: the player(s) with the fewest VP gain 1 VP.",
  },
  {
    id: "sharing-of-technology",
    name: "Sharing of Technology",
    kind: "law",
    effect: "sharingOfTechnology",
    text:
      "For: each player with a trade agreement may take one technology a trade partner owns, ignoring " +
      "prerequisites. Against: all trade agreements break.",
  },
  {
    id: "technological-jihad",
    name: "Technological Jihad",
    kind: "law",
    effect: "technologicalJihad",
    text:
      "For: whenever a player gains a technology he rolls a die; on 9-10 he destroys one of his Destroyers or " +
      "Cruisers. Against: each player exhausts one planet per technology beyond his starting ones.",
  },
  {
    id: "the-crown-of-emphidia",
    name: "The Crown of Emphidia",
    kind: "law",
    elect: "player",
    effect: "crownOfEmphidia",
    text:
      "Elect a player: he gains 1 VP. Whoever wins an Invasion Combat against the holder takes the card and " +
      "1 VP; whoever loses the card loses 1 VP.",
  },
  {
    id: "unconventional-measures",
    name: "Unconventional Measures",
    kind: "directive",
    effect: "unconventionalMeasures",
    text: "For: each player may draw an Action Card. Against: every player discards his whole Action Card hand.",
  },
  {
    id: "veto-power",
    name: "Veto Power",
    kind: "law",
    elect: "player",
    effect: "vetoPower",
    text: "Elect a player: he may discard this card to throw out any law right after it is voted in, without effect.",
  },
  {
    id: "vorhal-peace-prize",
    name: "Vorhal Peace Prize",
    kind: "law",
    effect: "vorhalPeacePrize",
    text:
      "For: each Status Phase, whoever has the lowest Fleet Supply (ties included) receives one more Command " +
      "Counter. Against: whoever has the lowest Fleet Supply (ties included) receives 3 Trade Goods now.",
  },
  {
    id: "war-funding",
    name: "War Funding",
    kind: "law",
    effect: "warFunding",
    text:
      "For: Fleet Supply is ignored during the Action Phase; surplus ships go when the Status Phase " +
      "starts. Against: every player returns one Fleet Supply counter to reinforcements.",
  },
  {
    id: "warship-commission",
    name: "Warship Commission",
    kind: "directive",
    effect: "warshipCommission",
    text:
      "For: every player may add one Dreadnought at no cost in a system with his Space Dock. " +
      "Against: this round, each Cruiser, Dreadnought and War Sun costs 2 extra resources.",
  },
  {
    id: "wormhole-research",
    name: "Wormhole Research",
    kind: "directive",
    effect: "wormholeResearch",
    text:
      "For: roll a die. 1-3: every ship in a wormhole system is destroyed; 4-7: each player controlling a " +
      "wormhole system gains 2 Trade Goods; 8-10: each For voter gains a blue technology he qualifies for. " +
      "Against: wormholes cannot be used this round.",
  },
] as const satisfies readonly PoliticalCardData[];
