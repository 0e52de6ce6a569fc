/**
 * Base-game Political Cards, A to L. Names, law/directive and elect targets from the TIO card
 * transcription (data/ti3/political_cards.json), names confirmed in glory-reframe and PC_Twi.
 * Texts are our own.
 */
import type { PoliticalCardData } from "./politicalCards.ts";

export const POLITICAL_CARDS_BASE_A_TO_L = [
  {
    id: "aggressive-strategy",
    name: "Aggressive Strategy",
    kind: "directive",
    effect: "aggressiveStrategy",
    text:
      "For: in order of play, everyone may use his own Strategy Card's secondary without paying a counter. " +
      "Against: secondaries are closed to everyone until the round ends.",
  },
  {
    // SE errata: the 1-5 shots target each planetary force (Ground Forces + Shock Troops, and Leaders
    // with that option), not each unit; on 6-10 the two technologies are taken one after the other.
    id: "ancient-artifact",
    name: "Ancient Artifact",
    kind: "directive",
    effect: "ancientArtifact",
    text:
      "For: roll a die. 1-5: everything in the Mecatol Rex system is destroyed, and each fleet and planetary " +
      "force next to it takes three shots hitting on 5+. 6-10: every player gains 2 technologies. Against: discard.",
  },
  {
    // TIO: keep 4 Cruisers; glory-reframe: keep 4 Carriers. Chosen: Cruisers, as TIO transcribes,
    // and a player owns only 4 Carriers, so "all but 4 Carriers" could never bite.
    id: "arms-reduction",
    name: "Arms Reduction",
    kind: "directive",
    effect: "armsReduction",
    text:
      "For: every player scraps all but 2 of his Dreadnoughts and all but 4 of his Cruisers. " +
      "Against: players exhaust their red-specialty planets.",
  },
  {
    id: "checks-and-balances",
    name: "Checks and Balances",
    kind: "law",
    effect: "checksAndBalances",
    text:
      "For: whoever picks a Strategy Card must give it to a player who holds none yet. " +
      "Against: every Strategy Card held moves to the player on its holder's left.",
  },
  {
    id: "closing-the-wormholes",
    name: "Closing the Wormholes",
    kind: "law",
    effect: "closingTheWormholes",
    text:
      "For: no fleet may move through a wormhole. " +
      "Against: each fleet in a wormhole system discards one of its non-Fighter ships.",
  },
  {
    id: "code-of-honor",
    name: "Code of Honor",
    kind: "law",
    effect: "codeOfHonor",
    text: "For: fleets may neither withdraw nor retreat from Space Battles. Against: discard.",
  },
  {
    id: "colonial-redistribution",
    name: "Colonial Redistribution",
    kind: "directive",
    effect: "colonialRedistribution",
    text:
      "For: the VP leader (random if tied) clears the Ground Forces from one of his planets; a player with " +
      "the fewest VP may put 3 free Ground Forces there and take it. Against: discard.",
  },
  {
    id: "colonization-licensing",
    name: "Colonization Licensing",
    kind: "law",
    effect: "colonizationLicensing",
    text:
      "For: a landing on a neutral planet must be bought with resources matching that planet's resource value. " +
      "Against: each player exhausts one planet per 3 he holds outside his Home System (round down).",
  },
  {
    id: "compensated-disarmament",
    name: "Compensated Disarmament",
    kind: "directive",
    elect: "planet",
    effect: "compensatedDisarmament",
    text: "Elect a planet: its Ground Forces are destroyed; the owner keeps it and takes 1 Trade Good per unit lost.",
  },
  {
    id: "conventions-of-war",
    name: "Conventions of War",
    kind: "law",
    effect: "conventionsOfWar",
    text:
      "For: Dreadnoughts and War Suns cannot bombard a planet with a Space Dock. Against: each player who " +
      "voted against returns one of his Space Docks outside his Home System to reinforcements.",
  },
  {
    id: "core-stability",
    name: "Core Stability",
    kind: "law",
    effect: "coreStability",
    text:
      "For: each Status Phase the Action Cards are dealt face up and picked in order of unexhausted influence, " +
      "highest first. Against: nobody draws Action Cards this round.",
  },
  {
    id: "cost-overruns",
    name: "Cost Overruns",
    kind: "directive",
    effect: "costOverruns",
    text: "For: each player discards a Trade Good for every planet he controls, as far as he can. Against: discard.",
  },
  {
    id: "council-elder",
    name: "Council Elder",
    kind: "law",
    elect: "player",
    effect: "councilElder",
    text: "Elect a player: he keeps this card and may discard it right after an Elect agenda is drawn, so that only his votes decide it.",
  },
  {
    id: "councils-censure",
    name: "Council's Censure",
    kind: "law",
    elect: "player",
    effect: "councilsCensure",
    namesStrategy: "imperial",
    text: "Elect a player: to take the Imperial card in the Strategy Phase he must discard 2 Strategy Allocation counters.",
  },
  {
    id: "crown-of-thalnos",
    name: "Crown of Thalnos",
    kind: "law",
    elect: "player",
    effect: "crownOfThalnos",
    text: "Elect a player: his Ground Forces roll +1 in combat.",
  },
  {
    id: "dispute-resolution",
    name: "Dispute Resolution",
    kind: "directive",
    elect: "twoPlanets",
    effect: "disputeResolution",
    text:
      "Elect two planets of two different players (neither Mecatol Rex nor in a Home System): their " +
      "Ground Forces and PDS are destroyed and both become neutral.",
  },
  {
    id: "economic-revitalization",
    name: "Economic Revitalization",
    kind: "directive",
    elect: "player",
    effect: "economicRevitalization",
    text: "Elect a player: every opponent who can gives him 1 Trade Good.",
  },
  {
    id: "fleet-regulations",
    name: "Fleet Regulations",
    kind: "law",
    effect: "fleetRegulations",
    text:
      "For: nobody may keep more than 5 counters in Fleet Supply. " +
      "Against: everyone adds a counter from reinforcements to his Fleet Supply.",
  },
  {
    id: "forced-economic-independence",
    name: "Forced Economic Independence",
    kind: "law",
    elect: "twoPlayers",
    effect: "forcedEconomicIndependence",
    text: "Elect two players: any agreement between them breaks, and they may not trade with each other while this law stands.",
  },
  {
    id: "free-trade",
    name: "Free Trade",
    kind: "law",
    effect: "freeTradeLaw",
    text:
      "For: whenever trade agreements pay a player, he gets 1 Trade Good more. " +
      "Against: every player discards 2 Trade Goods if he can.",
  },
  {
    id: "holder-of-mecatol-rex",
    name: "Holder of Mecatol Rex",
    kind: "directive",
    effect: "holderOfMecatolRex",
    text:
      "For: Mecatol Rex's holder may discard one law in play. " +
      "Against: Mecatol Rex's holder may add 2 free Ground Forces there.",
  },
  {
    id: "holy-planet-of-ixth",
    name: "Holy Planet of Ixth",
    kind: "law",
    elect: "planet",
    effect: "holyPlanetOfIxth",
    text: "Elect a planet outside the Home Systems: no unit may ever be produced there again.",
  },
  {
    id: "humane-labor",
    name: "Humane Labor",
    kind: "law",
    effect: "humaneLabor",
    text:
      "For: every Space Dock's production limit drops to 2. " +
      "Against: Space Docks build nothing for the remainder of the round.",
  },
  {
    id: "imperial-academy",
    name: "Imperial Academy",
    kind: "law",
    effect: "imperialAcademy",
    namesStrategy: "logistics",
    text: "For: following Logistics, Command Counters cost 2 influence instead of 3. Against: discard.",
  },
  {
    id: "imperial-containment",
    name: "Imperial Containment",
    kind: "directive",
    effect: "imperialContainment",
    text:
      "For: for the rest of the round, whoever holds the most planets outside his Home System loses an extra " +
      "Command Pool counter for each counter he places in a Tactical Action. Against: discard.",
  },
  {
    id: "imperial-mandate",
    name: "Imperial Mandate",
    kind: "directive",
    effect: "imperialMandate",
    text: "For: every player gains 2 VP. Against: every player loses 1 VP.",
  },
  {
    id: "imperial-peace",
    name: "Imperial Peace",
    kind: "law",
    effect: "imperialPeace",
    text: "For: nobody may invade Mecatol Rex. Against: for this round, invasions may target Mecatol Rex alone.",
  },
  {
    id: "labor-force-politics",
    name: "Labor Force Politics",
    kind: "law",
    effect: "laborForcePolitics",
    text:
      "For: every planet's resource and influence values swap. " +
      "Against: until the round ends, each player builds at a single Space Dock only.",
  },
  {
    id: "limits-to-individual-power",
    name: "Limits to Individual Power",
    kind: "law",
    effect: "limitsToIndividualPower",
    text:
      "For: the Action Card hand limit becomes 3, checked now and after every draw. " +
      "Against: everyone discards one random Action Card.",
  },
] as const satisfies readonly PoliticalCardData[];
