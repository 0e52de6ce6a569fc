/**
 * Base-game Political Cards, M to Z (including the original Open the Trade Routes that SE
 * replaces). Names, law/directive and elect targets from the TIO card transcription
 * (data/ti3/political_cards.json), names confirmed in glory-reframe and PC_Twi. Texts are our own.
 */
import type { PoliticalCardData } from "./politicalCards.ts";

export const POLITICAL_CARDS_BASE_M_TO_Z = [
  {
    id: "mass-mobilization",
    name: "Mass Mobilization",
    kind: "directive",
    effect: "massMobilization",
    text:
      "For: divide the votes cast For by 5; each player may place that many Ground Forces on his planets. " +
      "Against: no Ground Forces may be bought this round.",
  },
  {
    id: "minister-of-commerce",
    name: "Minister of Commerce",
    kind: "law",
    elect: "player",
    effect: "ministerOfCommerce",
    text: "Elect a player: each Status Phase, every player with an active trade agreement pays him 1 Trade Good.",
  },
  {
    id: "minister-of-exploration",
    name: "Minister of Exploration",
    kind: "law",
    elect: "player",
    effect: "ministerOfExploration",
    text: "Elect a player: he gains 1 Trade Good each time another player lands on a neutral planet.",
  },
  {
    id: "minister-of-internal-security",
    name: "Minister of Internal Security",
    kind: "law",
    elect: "player",
    effect: "ministerOfInternalSecurity",
    text: "Elect a player: he may discard this card at any time to destroy up to 4 Ground Forces on Mecatol Rex.",
  },
  {
    id: "minister-of-policy",
    name: "Minister of Policy",
    kind: "law",
    elect: "player",
    effect: "ministerOfPolicy",
    text: "Elect a player: he draws an extra Action Card each Status Phase.",
  },
  {
    id: "minister-of-war",
    name: "Minister of War",
    kind: "law",
    elect: "player",
    effect: "ministerOfWar",
    text:
      "Elect a player: before the first round of each of his Space Battles he may spend a Strategy " +
      "Allocation counter for one hit that draws no return fire.",
  },
  {
    id: "new-constitution",
    name: "New Constitution",
    kind: "directive",
    effect: "newConstitution",
    text:
      "For: every law in play is discarded and each player exhausts 2 of his planets. " +
      "Against: whoever has the highest total of ready influence may scrap one law.",
  },
  {
    id: "official-sanction",
    name: "Official Sanction",
    kind: "directive",
    elect: "player",
    effect: "officialSanction",
    text: "Elect a player: he may invade no planet, neutral or enemy, this round.",
  },
  {
    id: "open-the-trade-routes-original",
    name: "Open the Trade Routes",
    kind: "directive",
    effect: "openTheTradeRoutesOriginal",
    replacedBy: "open-the-trade-routes",
    text:
      "For: every player gains 2 Trade Goods. Against: in this round's Status Phase, each player hands the " +
      "Trade Goods he would receive this round to his left neighbour.",
  },
  {
    id: "planetary-conscription",
    name: "Planetary Conscription",
    kind: "law",
    effect: "planetaryConscription",
    text:
      "For: taking a neutral planet lets you put a Ground Force from reinforcements on it. " +
      "Against: no landings on neutral planets this round.",
  },
  {
    id: "planetary-security",
    name: "Planetary Security",
    kind: "law",
    effect: "planetarySecurity",
    text: "For: every non-Home planet without a Ground Force goes neutral at once. Against: discard.",
  },
  {
    id: "prophecy-of-ixth",
    name: "Prophecy of Ixth",
    kind: "directive",
    elect: "player",
    effect: "prophecyOfIxth",
    text: "Elect a player: his Fighters roll +1 for the rest of the game, lost for good in a round he buys fewer than 2 Fighters.",
  },
  {
    id: "public-execution",
    name: "Public Execution",
    kind: "directive",
    elect: "player",
    effect: "publicExecution",
    text: "Elect a player: he discards all his Action Cards, exhausts his planets and rolls -1 in combat this round.",
  },
  {
    id: "regressive-rhetoric",
    name: "Regressive Rhetoric",
    kind: "law",
    effect: "regressiveRhetoric",
    namesStrategy: "technology",
    text:
      "For: technologies cost 2 more; anyone skipping the Technology secondary may take an Action Card in its " +
      "place. Against: everyone discards an Action Card.",
  },
  {
    id: "regulated-conscription",
    name: "Regulated Conscription",
    kind: "law",
    effect: "regulatedConscription",
    text:
      "For: each Ground Force costs 1 resource, and the Sol ability yields only 1 Ground Force per counter. " +
      "Against: discard.",
  },
  {
    id: "repeal",
    name: "Repeal",
    kind: "directive",
    elect: "law",
    effect: "repeal",
    text: "Elect a law in play: it is discarded.",
  },
  {
    id: "research-grant",
    name: "Research Grant",
    kind: "law",
    effect: "researchGrant",
    text:
      "For: every technology specialty discounts technologies of any colour. " +
      "Against: no yellow technology may be gained this round.",
  },
  {
    id: "resource-management",
    name: "Resource Management",
    kind: "law",
    effect: "resourceManagement",
    text:
      "For: nobody may redistribute the counters on his race sheet in the Status Phase. " +
      "Against: every player holding 3+ Action Cards discards 2.",
  },
  {
    id: "revote",
    name: "Revote",
    kind: "directive",
    elect: "law",
    effect: "revote",
    text: "Elect a law that has just passed: its agenda is put to the vote again.",
  },
  {
    id: "science-community-speaker",
    name: "Science Community Speaker",
    kind: "law",
    elect: "player",
    effect: "scienceCommunitySpeaker",
    namesStrategy: "technology",
    text: "Elect a player: he follows the Technology secondary without a counter and pays 1 less for technologies.",
  },
  {
    id: "short-term-truce",
    name: "Short Term Truce",
    kind: "law",
    effect: "shortTermTruce",
    text:
      "For: during the next round, no one may activate a system containing enemy ships nor invade a planet another " +
      "player holds; paying 10 influence lets anyone scrap this law. Against: each Against voter exhausts a planet picked by his left-hand opponent.",
  },
  {
    id: "subsidized-industry",
    name: "Subsidized Industry",
    kind: "directive",
    elect: "player",
    effect: "subsidizedIndustry",
    text: "Elect a player: he may place a free Space Dock on a planet he controls.",
  },
  {
    id: "subsidized-studies",
    name: "Subsidized Studies",
    kind: "law",
    elect: "technologyColor",
    effect: "subsidizedStudies",
    text: "Elect a technology colour: technologies of that colour cost 3 less, all others 2 more.",
  },
  {
    id: "technology-buy-back",
    name: "Technology Buy-back",
    kind: "law",
    effect: "technologyBuyBack",
    text:
      "For: in the Status Phase a player may hand back a technology none of his others requires, for 6 Trade " +
      "Goods. Against: no technology may be gained this round.",
  },
  {
    id: "technology-investigation-committee",
    name: "Technology Investigation Committee",
    kind: "directive",
    effect: "technologyInvestigationCommittee",
    text:
      "For: no technology may be bought this round. Against: each player loses a random Action Card, then the " +
      "next two Political Cards are resolved one after the other.",
  },
  {
    id: "technology-tariffs",
    name: "Technology Tariffs",
    kind: "law",
    effect: "technologyTariffs",
    text: "For: red technologies cost 4 more. Against: no green technology may be gained this round.",
  },
  {
    id: "trade-embargo",
    name: "Trade Embargo",
    kind: "directive",
    elect: "player",
    effect: "tradeEmbargo",
    text: "Elect a player: all his trade agreements break, and none may be made with him this round or next.",
  },
  {
    id: "trade-war",
    name: "Trade War",
    kind: "law",
    effect: "tradeWar",
    namesStrategy: "trade",
    text:
      "For: following the Trade secondary also lets you discard 1 Trade Good of one opponent. " +
      "Against: every player discards 1 Trade Good.",
  },
  {
    id: "traffic-tariffs",
    name: "Traffic Tariffs",
    kind: "law",
    effect: "trafficTariffs",
    text:
      "For: to activate a system holding another player's planet, pay a Trade Good or exhaust one of your " +
      "planets. Against: each player discards a counter from his Command Pool or Strategy Allocation.",
  },
  {
    id: "unconventional-weapons",
    name: "Unconventional Weapons",
    kind: "law",
    effect: "unconventionalWeapons",
    text:
      "For: Dreadnoughts and War Suns roll -2 in combat. " +
      "Against: for every Dreadnought and War Sun a player owns on the board, he exhausts a planet.",
  },
  {
    id: "wormhole-reconstruction",
    name: "Wormhole Reconstruction",
    kind: "law",
    effect: "wormholeReconstruction",
    text: "For: every wormhole system counts as adjacent to every other. Against: discard.",
  },
] as const satisfies readonly PoliticalCardData[];
