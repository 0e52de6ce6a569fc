/**
 * Shattered Empire objectives: the variant public deck (10 Stage I, 9 Stage II plus its own Imperium
 * Rex, SE option 3), 3 Secret Objectives shuffled into the base pool, and 5 Special Objectives
 * (4 artifacts, SE option 5; Voice of the Council, SE option 14). Ids follow the shared data.
 */
import type { ObjectiveData } from "./objectives.ts";

const stage1 = { kind: "stage1", deck: "seVariant", vp: 1, requiresOption: "variantObjectives" } as const;
const stage2 = { kind: "stage2", deck: "seVariant", vp: 2, requiresOption: "variantObjectives" } as const;
const secret = { kind: "secret", deck: null, vp: 2 } as const;
const artifact = { kind: "special", deck: null, vp: 1, requiresOption: "artifacts" } as const;

export const SE_OBJECTIVES = [
  {
    ...stage1,
    id: "se1-blockade",
    name: "Blockade a Dock",
    requirement: { key: "blockadeEnemySpaceDock" },
    text: "You are blockading an opponent's Space Dock.",
  },
  {
    ...stage1,
    id: "se1-mecatol",
    name: "Control Mecatol Rex",
    requirement: { key: "controlMecatol" },
    text: "Mecatol Rex is yours.",
  },
  {
    ...stage1,
    id: "se1-influence-vs-each-neighbour",
    name: "Outweigh Each Neighbour",
    requirement: { key: "influenceOverEachNeighbour" },
    text: "Your planets' influence beats your left neighbour's and, separately, your right neighbour's.",
  },
  {
    ...stage1,
    id: "se1-2-in-3-colours",
    name: "Two in Three Colours",
    requirement: { key: "technologiesInColors", colors: 3, each: 2 },
    text: "You own at least 2 technologies in each of 3 colours.",
  },
  {
    ...stage1,
    id: "se1-spend-10",
    name: "Spend 10 Resources or Influence",
    requirement: { key: "spendResourcesOrInfluence", amount: 10 },
    text: "Pay 10 resources, or 10 influence, when you claim it.",
  },
  {
    ...stage1,
    id: "se1-spend-3-cc",
    name: "Spend 3 Command Counters",
    requirement: { key: "spendCommandCounters", amount: 3 },
    text: "Pay 3 Command Counters from your Command Pool and/or Strategy Allocation when you claim it.",
  },
  {
    ...stage1,
    id: "se1-spend-mix",
    name: "Spend a Mixed Purse",
    requirement: { key: "spendMixed", tradeGoods: 4, resources: 3, influence: 3 },
    text: "Pay 4 Trade Goods, 3 resources and 3 influence when you claim it.",
  },
  {
    ...stage1,
    id: "se1-1-invasion",
    name: "One Invasion",
    requirement: { key: "winInvasionsThisRound", count: 1 },
    text: "This round you conquered a planet that an enemy Ground Force defended.",
  },
  {
    ...stage1,
    id: "se1-3-planets-turn",
    name: "Three Planets in a Round",
    requirement: { key: "gainPlanetsThisRound", count: 3 },
    text: "This round you gained control of 3 planets.",
  },
  {
    ...stage1,
    id: "se1-battle-3",
    name: "Win a Space Battle",
    // FAQ (rules reference §12): you won if only your ships are left in the system.
    requirement: { key: "winSpaceBattlesThisRound", count: 1, minEnemyShips: 3 },
    text: "This round you won a Space Battle against 3 or more enemy ships.",
  },
  {
    ...stage2,
    id: "se2-11-planets",
    name: "Eleven Planets",
    vp: 3,
    requirement: { key: "planetsOutsideHome", count: 11 },
    text: "You hold 11 planets beyond your Home System.",
  },
  {
    ...stage2,
    id: "se2-mecatol-plus-3",
    name: "Mecatol and Three Neighbours",
    requirement: { key: "controlMecatolSystemAndAdjacent", adjacent: 3 },
    text: "You control the Mecatol Rex system and at least 3 systems next to it.",
  },
  {
    ...stage2,
    id: "se2-destroy-dock",
    name: "Destroy a Space Dock",
    requirement: { key: "destroySpaceDocksThisRound", players: 1 },
    text: "This round your combat destroyed an opponent's Space Dock.",
  },
  {
    ...stage2,
    id: "se2-5-same-colour",
    name: "Five of One Colour",
    requirement: { key: "technologiesOfOneColor", count: 5 },
    text: "You own 5 technologies sharing one colour.",
  },
  {
    ...stage2,
    id: "se2-occupy-2-homes",
    name: "Occupy Two Home Systems",
    vp: 0,
    winsGame: true,
    requirement: { key: "shipsInEnemyHomeSystems", homes: 2, ships: 4 },
    text: "Win the game by keeping 4 or more non-Fighter ships in two different opponents' Home Systems.",
  },
  {
    ...stage2,
    id: "se2-spend-20",
    name: "Spend 20 Resources or Influence",
    requirement: { key: "spendResourcesOrInfluence", amount: 20 },
    text: "Pay 20 resources, or 20 influence, when you claim it.",
  },
  {
    ...stage2,
    id: "se2-spend-6-cc",
    name: "Spend 6 Command Counters",
    requirement: { key: "spendCommandCounters", amount: 6 },
    text: "Pay 6 Command Counters from your Command Pool and/or Strategy Allocation when you claim it.",
  },
  {
    ...stage2,
    id: "se2-2-invasions",
    name: "Two Invasions",
    requirement: { key: "winInvasionsThisRound", count: 2 },
    text: "This round you conquered two planets, each defended by an enemy Ground Force.",
  },
  {
    ...stage2,
    id: "se2-2-battles",
    name: "Win Two Space Battles",
    requirement: { key: "winSpaceBattlesThisRound", count: 2, minEnemyShips: 3 },
    text: "This round you won Space Battles in two different systems, each against 3+ enemy ships.",
  },
  {
    ...stage2,
    // The shared data lists one Imperium Rex for both decks; SE's "28 New Objective Cards" only adds
    // up with a printed copy in the variant deck (10 + 10 + 3 + 5), so it is its own component here.
    id: "imperium-rex-se",
    name: "Imperium Rex",
    vp: 0,
    endsGame: true,
    requirement: { key: "revealEndsGame" },
    text: "When this card is revealed the game is over; the most VP wins.",
  },
  {
    ...secret,
    id: "expansionist",
    name: "Expansionist",
    requirement: { key: "systemsOutsideHome", count: 8 },
    text: "You control 8 systems beyond your Home System.",
  },
  {
    ...secret,
    id: "regulator",
    name: "Regulator",
    requirement: { key: "destroySpaceDocksThisRound", players: 2 },
    text: "This round you destroyed Space Docks belonging to two different players.",
  },
  {
    ...secret,
    id: "threatening",
    name: "Threatening",
    requirement: { key: "systemsAdjacentToEnemyHomes", players: 2 },
    text: "You control systems next to the Home Systems of two different players.",
  },
  {
    ...artifact,
    id: "lazax-armory-objective",
    name: "Lazax Armory",
    requirement: { key: "controlArtifactPlanet", artifact: "lazaxArmory" },
    text: "Held while you control the planet bearing the Lazax Armory.",
  },
  {
    ...artifact,
    id: "ancient-shipwreck-objective",
    name: "Ancient Shipwreck",
    requirement: { key: "controlArtifactPlanet", artifact: "ancientShipwreck" },
    text: "Held while you control the planet bearing the Ancient Shipwreck.",
  },
  {
    ...artifact,
    id: "imperial-datacache-objective",
    name: "Imperial Datacache",
    requirement: { key: "controlArtifactPlanet", artifact: "imperialDatacache" },
    text: "Held while you control the planet bearing the Imperial Datacache.",
  },
  {
    ...artifact,
    id: "precursor-fossil-objective",
    name: "Precursor Fossil",
    requirement: { key: "controlArtifactPlanet", artifact: "precursorFossil" },
    text: "Held while you control the planet bearing the Precursor Fossil.",
  },
  {
    kind: "special",
    deck: null,
    vp: 1,
    requiresOption: "voiceOfTheCouncil",
    id: "voice-of-the-council",
    name: "Voice of the Council",
    requirement: { key: "winCouncilVote" },
    text: "Whoever uses the Political or Assembly primary may first call a vote; the player elected takes this card and its VP.",
  },
] as const satisfies readonly ObjectiveData[];
