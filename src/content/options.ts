/**
 * The optional rule modules a game may switch on. Each id is stable: game settings, cards'
 * `requiresOption` and the engine's option hooks all name modules by these ids.
 *
 * Sources: the base rulebook options (rules reference §24), FFG's online variants sheet (§24.6)
 * and the Shattered Empire options 1-15 plus preset maps (SE rulebook, "New Optional Rules and
 * Variants"). Shards of the Throne options are out of scope and deliberately absent.
 *
 * Classic options ("classic:..."): house rules from the earlier editions' expansions played on TI3 (TI2
 * Hope's End, shared/rules/ti2-hopes-end.txt), named with the prefix so that a player knows where they
 * come from. Their few components come with the option, whatever boxes the game uses. TI1 Borderlands
 * (shared/rules/ti1-borderlands.txt) brings its optional rules the same way, in its own box.
 */
import type { Box } from "./common.ts";
import { CLASSIC_BOXES, deepFreeze } from "./common.ts";

export const OPTION_IDS = [
  "longWar",
  "ageOfEmpire",
  "distantSuns",
  "leaders",
  "sabotageRuns",
  "homeworlds",
  "starInTheCrown",
  "imperial2",
  "variantCards",
  "variantObjectives",
  "raceSpecificTechnologies",
  "artifacts",
  "shockTroops",
  "spaceMines",
  "wormholeNexus",
  "facilities",
  "tacticalRetreats",
  "newDistantSuns",
  "territorialDistantSuns",
  "custodians",
  "voiceOfTheCouncil",
  "simulatedEarlyTurns",
  "presetMaps",
  "presetArtifacts",
  "longWarLastObjective",
  "classic:nebula",
  "classic:gravityRift",
  "classic:shockTroops",
  "classic:leaders",
  "classic:hiddenLeaders",
  "classic:advancedConstruction",
  "classic:assassins",
  "classic:declarationsOfWar",
  "classic:mineFields",
  "classic:capitalShips",
  "classic:capitolPlanets",
] as const;
export type OptionId = (typeof OPTION_IDS)[number];

export interface OptionModule {
  readonly id: OptionId;
  /** The option's name as players say it, for sentences ("Space Mines are ..."). */
  readonly name: string;
  /** The name is plural ("Space Mines are"), not singular ("The Long War is"). */
  readonly plural?: true;
  readonly box: Box;
  /** One line: what switching the module on changes. */
  readonly description: string;
  /**
   * The option's rule in Mecatol's own words, a few sentences, for `/ti rules` (the description stands in
   * until the option's module writes its own).
   */
  readonly rules?: string;
  /**
   * Why Mecatol will never play this option, in one sentence: creation refuses it with these words and
   * `/ti rules` tells them (an option with no module and no such sentence is "not available yet").
   */
  readonly refused?: string;
  /** Modules that must also be on for this one to be used. */
  readonly requires: readonly OptionId[];
  /** Modules that cannot be on together with this one. */
  readonly excludes: readonly OptionId[];
}

type OptionData = Omit<OptionModule, "id" | "requires" | "excludes"> &
  Partial<Pick<OptionModule, "requires" | "excludes">>;

const DATA: Record<OptionId, OptionData> = {
  longWar: {
    name: "The Long War",
    box: "base",
    description: "Play to 14 VP with a longer objective deck (base p.32).",
    rules:
      "The game is won at 14 victory points instead of 10. The public objective deck is longer: 8 Stage I objectives above 5 Stage II, with the game-ending objective shuffled among the Stage II as usual. The group may choose the Long War's open end instead, which leaves that card out and ends the game after the last objective.",
  },
  ageOfEmpire: {
    name: "Age of Empire",
    box: "base",
    description: "Objectives are dealt face up from the start; Stage II only after round 3 (base p.33).",
    rules:
      "The public objective deck is built as usual, then dealt face up in a row until the game-ending card (Imperium Rex) is dealt; the rest goes back to the box unseen. Any card of the row may be claimed from round 1, except Stage II cards, which wait until round 4. After round 1's Status Phase a turn marker is put on the leftmost card and moves one card right after every Status Phase; when it reaches the game-ending card the game ends and the most victory points win (reaching the target first still wins at once). The Imperial card reveals nothing: it only gives its victory points.",
    excludes: ["longWarLastObjective"],
  },
  distantSuns: {
    name: "Distant Suns",
    plural: true,
    box: "base",
    description: "Face-down Domain Counters on neutral planets (base p.33).",
    rules:
      "Every planet outside the Home Systems, Mecatol Rex and the Trade Stations starts with a face-down Domain Counter. The first landing there turns it up and it acts at once: Trade Goods, a free technology or Space Dock, Lazax Survivors' 3 extra votes, a new wormhole, or trouble (radiation, a biohazard, hostile locals to beat, settlers who may favour an opponent). A planet taken any other way loses its counter unseen. After moving in, a Fighter may probe the counters of the system in secret (no landing on them that activation); as landings begin, each Dreadnought or War Sun may raze one unseen (it then may not bombard), at the risk of Action Cards and ready planets.",
  },
  leaders: {
    name: "Leaders",
    plural: true,
    box: "base",
    description: "Each race fields its three Leaders (base p.34).",
    // The classic Leaders are the same counters under Hope's End's rules: one set of Leaders or the other.
    excludes: ["classic:leaders"],
    rules:
      "Each race has three Leaders (Admirals, Generals, Scientists, Diplomats, Agents), who start on a home planet. A Leader rides any ship without using room, may move over to another of its owner's ships in the system on his turn, and lands with Ground Forces; it is never alone in space. When its ship is sunk in a Space Battle a die decides: killed, escaped to one of its owner's planets, or captured; when its planet falls to an invasion, another die decides: captured, escaped or killed; an invader whose invasion fails loses it to the defender. In each Status Phase a captor keeps, hands over, frees or executes each captive, and invading a captor's planet may free one. Each type helps at its own moment: an Admiral adds a die to its ship, a move to its Dreadnought (and the ships keeping pace with it) and stops retreats, a General re-rolls dice and stiffens a defence, a Scientist cheapens technology and Space Docks and strengthens the PDS on its planet (into adjacent systems too, with Deep Space Cannon), a Diplomat turns an invasion back and leads fleets through the ships of players who allow it, an Agent silences PDS, takes the defender's structures and may be given up to cancel an Action Card.",
  },
  sabotageRuns: {
    name: "Sabotage Runs",
    plural: true,
    box: "base",
    description: "Fighters may attempt runs against War Suns (base p.35).",
    rules:
      "Before a Space Battle, right after Anti-Fighter Barrage, the attacker and then the defender may send any of their Fighters there at the enemy's War Suns, one run per War Sun. Each Fighter sent needs a 9 or 10 to slip through the defences, or it is lost; those through roll one after another, and a 10 destroys the War Sun at once, while any other result loses that Fighter. Fighters not needed fight on as usual. These dice are not combat rolls: nothing modifies them.",
  },
  homeworlds: {
    name: "The Homeworlds variant",
    box: "base",
    description: "No VP at all while you lack a planet of your Home System (FFG variants sheet).",
    rules:
      "While any planet of your Home System is not yours you gain no victory points at all: objectives cannot be claimed, and points from the Imperial card, Imperial II or a political card are lost, not saved for later. (The Saar may still claim objectives, as their ability says, but lose the other points the same way.)",
  },
  starInTheCrown: {
    name: "The Star in the Crown",
    box: "base",
    description: "The Imperial primary gives 1 VP instead of 2 (FFG variants sheet).",
    rules:
      "Played with Age of Empire: the primary ability of the Imperial card gives 1 victory point instead of 2. It changes the original Imperial card, so it cannot be used with Imperial II or the variant Strategy Cards, which have none.",
    requires: ["ageOfEmpire"],
    excludes: ["imperial2", "variantCards"],
  },
  imperial2: {
    name: "Imperial II",
    box: "se",
    description: "Imperial II replaces the original Imperial card (SE option 1; same as The Ancient Throne).",
    rules:
      "Played with Age of Empire, Imperial II takes the place of the Imperial card. Its holder chooses: either claim any number of public objectives in the coming Status Phase, and gain 1 victory point at once if Mecatol Rex is his; or produce at one of his Space Docks as the secondary allows, without paying a counter, and then nobody else may follow. Others follow as with Imperial: a counter from the Strategy Allocation to produce at one of their Space Docks, even in an activated system, without activating it.",
    requires: ["ageOfEmpire"],
    excludes: ["variantCards", "starInTheCrown"],
  },
  variantCards: {
    name: "The variant Strategy Cards",
    plural: true,
    box: "se",
    description: "The eight white variant Strategy Cards replace the original eight (SE option 2).",
    rules:
      "Shattered Empire's eight variant Strategy Cards (Leadership, Diplomacy II, Assembly, Production, Trade II, Warfare II, Technology II, Bureaucracy) are used in place of the original eight; each card's own text says what its primary and secondary abilities do.",
    excludes: ["imperial2", "starInTheCrown"],
  },
  variantObjectives: {
    name: "The variant Objectives",
    plural: true,
    box: "se",
    description: "SE's Stage I and II public decks replace the base ones (SE option 3).",
    rules:
      "The Stage I and Stage II public objective decks of Shattered Empire are used in place of the base game's.",
  },
  raceSpecificTechnologies: {
    name: "Race-Specific Technologies",
    plural: true,
    box: "se",
    description: "Each race may buy its own Race-Specific Technology (SE option 4).",
    rules:
      "Each race has one technology of its own, which only that race may buy, in place of a regular technology whenever it may buy one. It costs what a regular technology would cost then plus the cost printed on the card; it has no prerequisites and no colour, so specialties and Research Grant do not lower it.",
  },
  artifacts: {
    name: "Artifacts",
    plural: true,
    box: "se",
    description: "Artifact tokens on chosen planets, each worth 1 VP (SE option 5).",
    rules:
      "Right after the map is set up, each player in turn from the Speaker names a planet: not Mecatol Rex, not in or next to a Home System, and not in a system already named. Eight tokens, four artifacts and four blanks, are shuffled and one is laid face down on each planet named. The first player to gain such a planet turns its token up: a blank is thrown away; an artifact stays face up for good and is worth 1 VP to whoever controls its planet, passing with the planet from player to player (or to nobody) the moment control changes. Artifacts are never moved or destroyed, and while you hold some your VP never drop below their number. On a preset map the group may choose Preset Artifacts instead of the planets named by the players.",
  },
  shockTroops: {
    name: "Shock Troops",
    plural: true,
    box: "se",
    description: "Ground Forces rolling a 10 become Shock Troops (SE option 6).",
    rules:
      "A Ground Force that rolls a 10 in a round of Invasion Combat becomes a Shock Troop once that round's casualties are removed, as long as one of the 12 Shock Troop tokens is free and a plastic Ground Force stays beside it. Shock Troops fight at 5, are carried and counted as Ground Forces, and must be the first Ground Forces lost to Invasion Combat dice (not to bombardment or PDS fire). A Shock Troop left without a plastic Ground Force of its owner becomes an ordinary one. After a successful invasion with a Shock Troop left, the invader may take the defender's Space Docks and PDS on the planet as his own instead of destroying them. Hope's End's refresh ability and Advanced Reinforcements give Shock Troops. Transport, Transit Diodes and Shuttle Logistics move Shock Troops as Ground Forces: name them by type (units, e.g. 2 gf, 1 st).",
    excludes: ["classic:shockTroops"],
  },
  spaceMines: {
    name: "Space Mines",
    plural: true,
    box: "se",
    description: "Cruisers may lay Space Mines for 2 resources (SE option 7).",
    // Two kinds of mines on one board would be two rules for one token: Borderlands' Mine Fields or these.
    excludes: ["classic:mineFields"],
    rules:
      "In the production step of an activation, a player with a Cruiser in the system may pay 2 resources to lay one Space Mine there (at most one per activation, 12 tokens in all). Ships that end their movement in a system holding another player's mine (passing through does nothing) roll one die each, Fighters aside, once the PDS fire there is over: a 9 or 10 hits that ship, damaging a Dreadnought or War Sun and destroying the others; Fighters left without support are lost. Then one of the mines there is cleared, the moving player choosing whose. Maneuvering Jets take 1 from these dice; Faulty Targeting Systems may clear a mine; Defend the Jewel places mines.",
  },
  wormholeNexus: {
    name: "The Wormhole Nexus",
    box: "se",
    description: "The Wormhole Nexus joins the galaxy (SE option 8).",
    rules:
      "The Wormhole Nexus is a system of its own lying off the board (typed as nexus), with the planet Mallice (0 resources, 3 influence). It counts as next to every system that holds an Alpha or a Beta wormhole, and to nothing by an edge: ships reach it, and leave it, only through those wormholes, so whoever uses a wormhole may go to the Nexus or to the wormhole's other end. Otherwise it is a system like any other: it may be activated, fought over, landed on and held. Keeper of Gates does not ask for it.",
  },
  facilities: {
    name: "Facilities",
    plural: true,
    box: "se",
    description: "Colonies and Refineries may be built on planets (SE option 9).",
    rules:
      "In the production step of a tactical action a player may pay 1 resource to put a Colony or a Refinery on a planet of the activated system that he has held since the round began, outside every Home System and never on a Trade Station, with no enemy ships present; each planet takes one, and there are 8 of each kind for the whole table. Building exhausts the planet. From the next round on, a Colony adds 1 to the planet's influence and a Refinery 1 to its resources. A successful invasion destroys the facility, unless the invader's Shock Troops or Agent capture it; it stays with its planet when the planet changes hands any other way, and returns to the supply if the planet becomes neutral.",
  },
  tacticalRetreats: {
    name: "Tactical Retreats",
    plural: true,
    box: "se",
    description: "A defender may retreat into a system it activates for the purpose (SE option 10).",
    rules:
      "A defender who announces a retreat from a Space Battle may spend a counter from his Strategy Allocation to activate an adjacent system that holds no enemy ships and has not been activated by him, and retreat there; ordinary retreats stay open to him.",
  },
  newDistantSuns: {
    name: "New Distant Suns",
    plural: true,
    box: "se",
    description: "SE's extra Domain Counters join the pool (SE option 11).",
    rules:
      "Shattered Empire's Domain Counters join the mix: Native Intelligence (a secret look at another counter), Hidden Factory (free ships worth 2 resources), Hostage Situation (pay a Trade Good per Ground Force landed or lose them), Automated Defense System (dice that cost ships and Ground Forces, then a free PDS) and Fighter Ambush (a Space Battle against local Fighters). The box counts 22 such counters; the 19 whose faces are known are used.",
    requires: ["distantSuns"],
  },
  territorialDistantSuns: {
    name: "Territorial Distant Suns",
    plural: true,
    box: "se",
    description: "Low-risk Domain Counters near Home Systems (SE option 12).",
    rules:
      "The planets of the outer ring and of the systems next to a Home System are dealt only from the low-risk counters (Peaceful Annexation, Natural Wealth 2, Native Intelligence, Hostile Locals 1, Biohazard, Hostage Situation, Fighter Ambush 1, Settlers); what is left of them is mixed with all the others for the remaining planets.",
    requires: ["distantSuns"],
  },
  custodians: {
    name: "The Custodians of Mecatol Rex",
    plural: true,
    box: "se",
    description: "Mecatol Rex starts guarded by the Custodians (SE option 13).",
    rules:
      "The Custodians guard Mecatol Rex from the start: 3 Fighters and 2 Ground Forces. Ships may enter its system freely, but a player landing on the planet must beat them. First his ships in the system fight the 3 Fighters in a Space Battle with no Anti-Fighter Barrage; if his ships are all lost, the Ground Forces he landed are discarded. Then his ground units fight the 2 Ground Forces, which cannot be bombarded. Mecatol rolls the Custodians' dice; the invader rolls with his own bonuses, and may use a Jol-Nar re-roll or Letnev War Funding as in any battle. Whatever of them is beaten leaves the game; whatever holds stands again at full strength for the next invader. Once both are gone the planet goes to the invader; no card takes it from them, and they give no extra Victory Point.",
  },
  voiceOfTheCouncil: {
    name: "The Voice of the Council",
    box: "se",
    description: "A 1 VP Special Objective is won by council votes (SE option 14).",
    rules:
      "Before resolving the primary of Political (or Assembly), its player may call a vote for the Voice of the Council. Everyone votes for a player as on an agenda: in the agenda's order, all of one's votes or none. The most votes win and the Speaker breaks a tie. The winner takes the Voice and 1 VP, and whoever held it before loses 1 VP; a holder elected again keeps it. The Voice is never claimed any other way.",
  },
  simulatedEarlyTurns: {
    name: "Simulated Early Turns",
    plural: true,
    box: "se",
    description: "Players claim territory and build before round 1 (SE option 15).",
    rules:
      "Right after set-up, and before round 1, each step goes round the table from the Speaker. First each player puts a counter from his reinforcements on a system next to his Home System; then each may put a second one next to his Home System or his first claim (a Home System, a claimed system, an Asteroid Field or a Supernova cannot be claimed). Then each spends his Home System's resources plus 3 (and his Trade Goods if need be) on units at their printed prices and at most one technology, which costs 4, needs its prerequisites and is never a Race-Specific Technology; what is left is lost. Then each places his units at home and in his claims: the Space Dock stays at home, and outside the Home System every Fighter, Ground Force and PDS must fit aboard his ships there. Finally he receives every planet holding his Ground Forces, and a Trade Station where he alone has ships, ready, and takes his counters back. Race abilities play no part in it.",
  },
  presetMaps: {
    name: "Preset Maps",
    plural: true,
    box: "se",
    description: "The galaxy is laid out from a preset map, not built (SE optional rule).",
    rules:
      "The galaxy is not built: it is laid out from a preset map for the number of players (named with preset: at /ti game new, or the one for the player count). The tiles are sorted into piles (Select Systems, Special, Empty, single-planet, multi-planet, and for 7 and 8 players the four rich double-planet systems apart), each pile is shuffled, and from the position above Mecatol Rex clockwise, ring by ring, each position takes the top system of the pile its map names, or the very system it names. Starting positions are then drawn at random, from the top right Home area clockwise. No Trade Goods make up for seats. With Artifacts, the group may choose Preset Artifacts: the artifacts then lie face up in the systems the map marks. Mecatol's maps are its own design (the printed diagrams are pictures it does not hold); the Special 5-player and multi-galaxy maps are not offered, for their shapes, Home areas and wormhole links are printed only in those pictures.",
  },
  presetArtifacts: {
    name: "Preset Artifacts",
    plural: true,
    box: "se",
    description: "The artifacts lie face up where the preset map marks them (SE Preset Maps sheet).",
    rules:
      "Played with Artifacts on a preset map (options: artifacts,presetMaps,presetArtifacts). Nobody chooses planets and the four blanks stay in the box: once the map is laid out, the four artifacts are shuffled and one is laid face up in each system the map marks, on its planet with the fewest resources (then the lower influence, then by lot). From then on they are held and lost as in any game with Artifacts: whoever controls such a planet holds its artifact and its 1 VP.",
    requires: ["artifacts", "presetMaps"],
  },
  longWarLastObjective: {
    name: "The Long War's open end",
    box: "base",
    description:
      "The Long War without the game-ending objective: it ends after the last objective (base p.32).",
    rules:
      "Played with the Long War (options: longWar,longWarLastObjective). The game-ending objective stays out of the public objective deck, which holds 8 Stage I objectives above 5 Stage II. When a Status Phase ends with that deck empty (the last objective was revealed that round), the game ends: the most victory points win, ties going to the most objectives scored, then the most planets, then the most command counters on the race sheet; players still level share the win. Reaching 14 victory points still wins at once. Age of Empire, which ends on the game-ending objective, cannot be played with it.",
    requires: ["longWar"],
    excludes: ["ageOfEmpire"],
  },
  "classic:nebula": {
    name: "The classic Nebula",
    box: "hopesEnd",
    description: "Nebulae as TI2 Hope's End has them: ships stop on entering, Fighters roll no dice there.",
    rules:
      "Hope's End's Nebula takes the place of the TI3 one. A ship entering a Nebula ends its move there, so a Nebula is never passed through and no technology changes that; a ship whose move ends in it feels nothing more. Fighters in a Nebula roll no dice in a Space Battle but may still be lost as casualties. Leaving a Nebula costs nothing extra (the TI3 limit of one system is gone) and a defender there gets no bonus (the TI3 +1 is gone). A law that frees Nebulae from hindering movement still does: it is not a technology. Like every Special System, a Nebula is not laid next to another unless nothing else fits.",
  },
  "classic:gravityRift": {
    name: "The Gravity Rift",
    box: "hopesEnd",
    description:
      "Hope's End's Gravity Rift joins the galaxy: ships leaving it roll to see which side it flings them out of.",
    rules:
      "One Gravity Rift tile joins the galaxy in the place of another Special System, and like any Special System is not laid next to another unless nothing else fits. Its sides are numbered 1 to 6 clockwise from the north side, as the map shows. Ships may enter it, pass through it and end there. Each ship other than a Fighter that leaves it during a Tactical or Transfer Action rolls a die, one ship after another: on 7 to 10 it goes on its way; on 1 to 6 it must leave by that numbered side, so it goes on only if that side is the one its route leaves by, and otherwise stays in the Rift and its move ends there (the choice the rule gives, taken for it: going out by another side would take it away from the system it was sent to). Stepping out of a Rift costs no movement. What a ship that stays carried stays with it, as far as the ships going on have no room for it.",
  },
  "classic:shockTroops": {
    name: "The classic Shock Troops",
    plural: true,
    box: "hopesEnd",
    description:
      "Hope's End's Shock Troops: a Ground Force rolling a 10 in Invasion Combat rolls again and on 9 or 10 becomes a Shock Troop.",
    rules:
      "A Ground Force whose die shows a 10 in a round of Invasion Combat rolls once more, and on 9 or 10 becomes a Shock Troop once that round's casualties are removed (modifiers change neither die). Only 8 Shock Troops may be on the board at once; with all 8 in play nobody rolls. Shock Troops fight at 5, are carried and counted as Ground Forces for every card and rule, and must be the first Ground Forces lost to Invasion Combat dice (not to PDS fire or bombardment). Unlike the Shattered Empire option, a Shock Troop needs no plastic Ground Force beside it. After a successful invasion with a Shock Troop left, the invader may take the defender's Space Docks and PDS on the planet as his own instead of destroying them. Hope's End's refresh ability and Advanced Reinforcements give Shock Troops too, within the 8. It is one or the other: it cannot be switched on with the Shattered Empire Shock Troops.",
    // The same troops under two rulebooks' terms (8 tokens or 12, a second roll or none, a companion or
    // not): a game plays one of them, so a Shock Troop means one thing. [decision]
    excludes: ["shockTroops"],
  },
  "classic:leaders": {
    name: "The classic Leaders",
    plural: true,
    box: "hopesEnd",
    description: "Leaders as TI2 Hope's End has them: their own dice, captives and abilities.",
    // One set of Leaders or the other: both options place the same counters (content/leaders.ts).
    excludes: ["leaders"],
    rules:
      "Hope's End's Leaders take the place of the TI3 ones (the two options exclude each other). Each race's three Leaders start on its home planet. A Leader rides any ship without using room; it boards a ship in the system that ship leaves, before it moves, never on the way. In the move step of his own tactical action, before he moves, a player may also put a Leader from a planet onto one of his ships in its system, or from one ship to another there, whether that ship then moves or stays (/ti tactical leader-ship). It lands on a planet of its owner's on its own, or with Ground Forces on any other; if that invasion fails it is captured. When its ship is sunk in a Space Battle a die decides: 1-5 killed, 6-9 captured by the enemy, 10 it escapes to one of its owner's planets; a ship lost any other way takes it with it. When its planet is invaded: 1-5 captured, 6-9 escapes, 10 killed; a planet lost any other way, it escapes. In each Status Phase (the Political Phase of old) a captor keeps or hands over (to its owner: freed) each captive, and he may execute one at any time (/ti-combat execute). Each successful invasion of a captor's planet rolls a die: on 10 the invader takes one of his captives at random (his own: freed). A Scientist on a planet outside its Home System doubles that planet's resources spent on technology. A Diplomat turns back an invasion of its planet, not again there this round or the next, never on Mecatol Rex, and leads fleets through the ships of players who allow it. A General lets its side re-roll one missed die in each round of Invasion Combat (one however many Generals), and Dreadnoughts bombard its planet at -4. An Admiral adds a die for its ship in a Space Battle, lets up to three Dreadnoughts moving with it go 1 further, and stops a fleet it attacks from playing Skilled Retreat unless that fleet has an Admiral too. An Agent landing with Ground Forces keeps the planet's PDS from firing at them, and may be given up to cancel an Action Card as a Sabotage.",
  },
  "classic:hiddenLeaders": {
    name: "Face-down Leaders",
    plural: true,
    box: "hopesEnd",
    description:
      "Hope's End's variant of its Leaders: counters face down, shown only when their skill is used.",
    // [decision] A variant of the classic Leaders, so an option of its own that needs them, rather than a
    // setting: every surface reads options already (engine/options/classicHiddenLeaders.ts).
    requires: ["classic:leaders"],
    rules:
      "With the classic Leaders, each player's Leaders lie face down: the others see where each one is, on the map as a badge marked ?, but not which Leader it is, in the channel or anywhere else. Its owner sees his own, and a captor the captives he holds. A Leader is shown to all only for the moment it uses its skill: a Diplomat turning an invasion back, an Agent given up to cancel an Action Card. A skill that only changes a number (the Admiral's die, the General's re-roll, the Scientist's resources) shows in the dice or the payment, without naming the Leader. A dead Leader stays face down.",
  },
  "classic:advancedConstruction": {
    name: "Advanced Construction",
    box: "borderlands",
    description: "TI1 Borderlands: units bought are secretly allotted to Space Docks and placed later.",
    // [decision] Borderlands, Advanced Construction: the rule closes the gap TI1 left between buying units
    // (Purchase Units phase) and placing them (Place New Units phase), during which a dock could be lost or
    // blockaded. TI3 has no such gap: units are produced at a named dock and placed at once (RR §16; the
    // tactical action's production step, the Production card), a blockaded dock already builds no ships
    // (SE blockades) and a lost dock builds nothing. No TI3 production waits for a later placement, so the
    // secret allotment would decide nothing: the option is refused rather than accepted with no effect.
    refused:
      "Advanced Construction is not played on TI3: TI3 places units at the Space Dock that produces them at once, so there is no wait between buying and placing for a secret allotment to matter.",
    rules:
      "In TI1, units bought at the start of a round were placed only at its end, and this rule had each player secretly allot them to his Space Docks beforehand, losing those allotted to a dock destroyed or blockaded meanwhile. TI3 produces units at a named Space Dock and places them at once, and a blockaded dock already builds no ships, so nothing is left for the rule to decide: Mecatol refuses it.",
  },
  "classic:assassins": {
    name: "Assassins",
    plural: true,
    box: "borderlands",
    description:
      "TI1 Borderlands: Assassins bought for 4 resources strike at the start of the Status Phase; a victim loses its Action Cards, its votes and its edge in attack.",
    // [decision] No requires, no excludes: the rulebook's Assassin is sent at a player ("which Assassins will
    // attempt to assassinate which players") and takes his race's Action Cards, votes and edge in attack; it
    // names no Leader counter. So it needs neither Leaders option and goes with either (options/assassins.ts).
    rules:
      "In the Status Phase, before anything else, each player holding Assassins may send them against other players, one named for each Assassin, all at once (never against a player he is at peace with, under Declarations of War). Each attempt is then rolled in turn: before the die, the target may spend one of his own Assassins that he did not send as a bodyguard, adding 1 to it. On 1 to 4 the target is struck (a second success against the same target counts as a miss), on 5 to 9 nothing happens, and a die showing 10 turns the Assassin on its master, who is struck instead (a bodyguard's 1 never makes a 10). A player struck discards every Action Card, casts no votes in the next round's agendas and takes 2 from every combat die he rolls as the attacker during the next round. Each Assassin sent costs its sender 2 votes in every agenda of the next two rounds, and he hires none that Status Phase. Then players may hire Assassins for 4 resources each (planets exhausted, Trade Goods): 6 in all, 3 at most a player; when more are asked for than are left, the player with the most influence gets one first, then the next, one at a time. Who holds how many is public. Every Assassin rolled or spent goes back to the pool. Assassins strike at a player, never at his Leaders: they need no Leaders option and are played with either.",
  },
  "classic:declarationsOfWar": {
    name: "Declarations of War and Peace",
    plural: true,
    box: "borderlands",
    description:
      "TI1 Borderlands: every pair of players is at war or at peace; those at peace may not attack each other, those at war may not make trade agreements.",
    rules:
      "Every player starts at war with every other. At war, two players may attack and invade each other but make no new trade agreement. At peace, they may trade, but neither may move ships into a system holding the other's ships, land on or invade the other's planets, or fire PDS at the other's ships. In the Status Phase, after any Assassins, every player declares at once: war on any players he is at peace with (one is enough; their trade agreement is broken, unless the Hacan holds it) and peace to any he is at war with (peace is made when both offer it). At any time a player may break a peace by a surprise attack: he pays 6 resources (planets exhausted, Trade Goods) and commands 1 vote fewer for the rest of the game, and the two are at war at once. Who is at peace with whom is shown to all.",
  },
  "classic:mineFields": {
    name: "Mine Fields",
    plural: true,
    box: "borderlands",
    description: "Dreadnoughts lay Mine Fields that any fleet entering their system must roll against.",
    excludes: ["spaceMines"],
    rules:
      "In the production step of an activation, a player may buy a Mine Field for 5 resources in a system of it where he has a Dreadnought that did not move in this activation; each such Dreadnought lays one Mine Field a round. At most 20 lie on the board and 3 in a system, and they never move. The next fleet to end its movement in a mined system, whoever owns it and whoever laid the fields, rolls against them once the PDS fire there is over and before any Space Battle: for each field, one after another, two dice are added up (2 to 13 nothing, 14 to 17 one hit, 18 or 19 two hits, 20 three hits), the moving player assigns the hits to his ships there as in a battle, and the field is gone. The fields stop going off once none of his ships is left there. Ships passing through or staying set nothing off. Mine Fields and SE Space Mines are never used together.",
  },
  "classic:capitalShips": {
    name: "Capital Ships",
    plural: true,
    box: "borderlands",
    description:
      "Carriers sustain damage like Dreadnoughts; a damaged one is slowed and weakened until repaired.",
    rules:
      "Dreadnoughts and Carriers are Capital Ships: each takes two hits, the first leaving it damaged (the owner may still choose to lose it outright, as TI3's hit assignment allows). A damaged Capital Ship moves 1, whatever its movement, and takes 1 from its Space Battle dice. Its damage is not mended in the Status Phase: in the production step of an activation in a system where its owner has a Space Dock, he may pay 3 resources to repair each damaged Capital Ship there.",
  },
  "classic:capitolPlanets": {
    name: "Capital Planets",
    plural: true,
    box: "borderlands",
    description: "In round 3 each player names a Capital Planet: rich to hold, costly to lose.",
    rules:
      "As the Status Phase of round 3 opens, every player names a planet he controls as his Capital Planet (his Home System's richest planet if he lets the time run out). A Capital Planet has 3 more resources, and while he holds it its player gets 1 more Trade Good for each Trade Agreement of his in play when he collects trade. A player who takes another's Capital Planet gains 15 Trade Goods at once and 3 more votes in every agenda from then on; the player who lost it discards every Action Card and half his Trade Goods (rounded up), has 3 fewer votes from then on, and has no Capital Planet for the rest of the game.",
  },
};

export const OPTIONS: Readonly<Record<OptionId, OptionModule>> = deepFreeze(
  Object.fromEntries(OPTION_IDS.map((id) => [id, { id, requires: [], excludes: [], ...DATA[id] }])) as Record<
    OptionId,
    OptionModule
  >,
);

export function isOptionId(value: string): value is OptionId {
  return (OPTION_IDS as readonly string[]).includes(value);
}

/**
 * True when a game with these boxes may switch the option on: its box is one of them, or a classic box
 * (a classic option brings its own components).
 */
export function optionFitsBoxes(id: OptionId, boxes: readonly Box[]): boolean {
  const { box } = getOption(id);
  return boxes.includes(box) || CLASSIC_BOXES.includes(box);
}

export function getOption(id: OptionId): OptionModule {
  const option = OPTIONS[id];
  if (!option) throw new Error(`Unknown option module: ${String(id)}`);
  return option;
}

/** What a deck builder needs to know about the game beyond the boxes in play. */
export interface DeckSetup {
  /** Option modules switched on for the game. */
  readonly options?: readonly OptionId[];
  /** Number of players; some cards leave the deck at 4 and 8 players. */
  readonly playerCount?: number;
}

/** One line of a deck composition: which card, how many copies. */
export interface DeckEntry<Id extends string> {
  readonly id: Id;
  readonly copies: number;
}

/** The number of physical cards in a deck composition. */
export function deckSize(deck: readonly { readonly copies: number }[]): number {
  return deck.reduce((total, entry) => total + entry.copies, 0);
}
