/**
 * Faction abilities of the 24 base and PoK factions and the Council Keleres, in our own words: names and
 * effects carry over, the sentences are ours. A faction sheet (factions.base.ts, factions.pok.ts) lists
 * them by id; the three Keleres records share theirs.
 *
 * Sources: AsyncTI4/TI4_map_generator_bot@23805f11977a6e57b1700956da3ef371570ec2a4:src/main/resources/data/abilities/base.json,
 * AsyncTI4/TI4_map_generator_bot@563adc86b649f481895b7e6ee611540707e0cc75:src/main/resources/data/abilities/pok.json,
 * julian94/julian94.github.io@d527c4ac7d2d607f709feed108c6ad2f03982537:TI4/factions/keleres.md (Codex III, the Keleres).
 */
import { deepFreeze, indexById } from "../common.ts";
import { TE_FACTION_ABILITIES } from "./factionAbilities.te.ts";

export interface Ti4FactionAbility {
  readonly id: string;
  readonly name: string;
  /** Our paraphrase; "ACTION:" marks a component action (LRR 22). */
  readonly text: string;
}

export const TI4_FACTION_ABILITIES: readonly Ti4FactionAbility[] = deepFreeze([
  {
    id: "mitosis",
    name: "Mitosis",
    text: "Your space docks never produce infantry. As the status phase begins, put 1 infantry from your reinforcements onto any planet you control.",
  },
  {
    id: "quantum_entanglement",
    name: "Quantum Entanglement",
    text: "For you, every system with an alpha or beta wormhole is adjacent to every other such system; no game effect can stop this.",
  },
  {
    id: "slipstream",
    name: "Slipstream",
    text: "During your tactical actions, each of your ships that begins its move in your home system or in a system with an alpha or beta wormhole gets +1 move.",
  },
  {
    id: "creuss_gate",
    name: "Creuss Gate",
    text: "At galaxy setup the Creuss Gate (tile 17) takes your home system's place on the board and is not a home system; your own home system (tile 51) lies in your play area.",
  },
  {
    id: "master_of_trade",
    name: "Masters of Trade",
    text: "You resolve the Trade card's secondary ability without spending a command token.",
  },
  { id: "guild_ships", name: "Guild Ships", text: "Your transactions are not limited to your neighbours." },
  { id: "arbiters", name: "Arbiters", text: "Action cards may change hands as part of your transactions." },
  { id: "fragile", name: "Fragile", text: "Each combat roll of your units gets -1." },
  {
    id: "brilliant",
    name: "Brilliant",
    text: "When you spend a command token on the Technology card's secondary ability, you may resolve its primary ability instead.",
  },
  {
    id: "analytical",
    name: "Analytical",
    text: "Researching anything but a unit upgrade, you may skip 1 prerequisite.",
  },
  {
    id: "assimilate",
    name: "Assimilate",
    text: "When you take control of a planet, each PDS and space dock on it is swapped for a matching unit from your reinforcements.",
  },
  {
    id: "harrow",
    name: "Harrow",
    text: "After each round of ground combat, your ships in the active system may aim their BOMBARDMENT at the opponent's ground forces on that planet.",
  },
  {
    id: "munitions",
    name: "Munitions Reserves",
    text: "As each space combat round begins, you may pay 2 trade goods to reroll any of your dice in that round.",
  },
  {
    id: "armada",
    name: "Armada",
    text: "Your limit of non-fighter ships in each system is the number of tokens in your fleet pool plus 2.",
  },
  {
    id: "ambush",
    name: "Ambush",
    text: "As a space combat begins, up to 2 of your cruisers or destroyers there may each roll 1 die; each result at or above that ship's combat value is a hit your opponent assigns to their ships.",
  },
  {
    id: "pillage",
    name: "Pillage",
    text: "Whenever a neighbour of yours resolves a transaction or gains trade goods and ends up with at least 3 trade goods, you may take 1 trade good or 1 commodity from them.",
  },
  {
    id: "star_forge",
    name: "Star Forge",
    text: "ACTION: Pay 1 strategy-pool token: 2 fighters or 1 destroyer from your reinforcements arrive in a system where you have a war sun.",
  },
  { id: "gashlai_physiology", name: "Gashlai Physiology", text: "Your ships may move through supernovas." },
  {
    id: "telepathic",
    name: "Telepathic",
    text: 'When the strategy phase ends, put the Naalu "0" token on your strategy card: you go first in initiative order.',
  },
  {
    id: "foresight",
    name: "Foresight",
    text: "When another player's ships arrive in a system with your ships, you may withdraw your ships from it to an adjacent system without other players' ships, placing a strategy-pool token there.",
  },
  {
    id: "galactic_threat",
    name: "Galactic Threat",
    text: "You have no votes. Once each agenda phase, when an agenda has just been revealed, you may announce the outcome you expect; if it wins, take 1 technology from a player who voted for it.",
  },
  {
    id: "technological_singularity",
    name: "Technological Singularity",
    text: "Once in each combat, when an opposing unit is destroyed, you may take 1 of that player's technologies.",
  },
  {
    id: "propagation",
    name: "Propagation",
    text: "Researching is closed to you; each time you would research, take 3 command tokens instead.",
  },
  { id: "scavenge", name: "Scavenge", text: "Each planet you take control of earns you 1 trade good." },
  {
    id: "nomadic",
    name: "Nomadic",
    text: "You may score objectives even without controlling the planets of your home system.",
  },
  { id: "unrelenting", name: "Unrelenting", text: "Each combat roll of your units gets +1." },
  {
    id: "orbital_drop",
    name: "Orbital Drop",
    text: "ACTION: Pay 1 strategy-pool token; 2 infantry from your reinforcements drop onto a planet you control.",
  },
  {
    id: "versatile",
    name: "Versatile",
    text: "When you gain command tokens in the status phase, gain 1 more.",
  },
  {
    id: "blood_ties",
    name: "Blood Ties",
    text: "The custodians token on Mecatol Rex comes off for you without spending influence.",
  },
  {
    id: "reclamation",
    name: "Reclamation",
    text: "Taking control of Mecatol Rex in a tactical action lets you, when that action ends, set 1 PDS and 1 space dock from your reinforcements on it.",
  },
  {
    id: "peace_accords",
    name: "Peace Accords",
    text: "After you resolve the Diplomacy card's primary or secondary ability, you may take control of 1 planet other than Mecatol Rex that holds no units and lies in a system adjacent to a planet you control.",
  },
  {
    id: "quash",
    name: "Quash",
    text: "When an agenda is revealed, you may pay 1 strategy-pool token to throw it away; the next agenda from the deck is revealed and put to the vote in its place.",
  },
  {
    id: "indoctrination",
    name: "Indoctrination",
    text: "As a ground combat begins, 2 influence lets you turn 1 participating enemy infantry into one of your own from reinforcements.",
  },
  {
    id: "devotion",
    name: "Devotion",
    text: "After any space combat round, you may sacrifice 1 of your cruisers or destroyers in the active system; it scores 1 hit on a ship of your opponent's there.",
  },
  { id: "stall_tactics", name: "Stall Tactics", text: "ACTION: Discard 1 of your action cards." },
  {
    id: "scheming",
    name: "Scheming",
    text: "Whenever you draw action cards, draw 1 more, then discard 1 action card of your choice.",
  },
  {
    id: "crafty",
    name: "Crafty",
    text: "Your hand of action cards has no limit; no game effect can take this away.",
  },
  {
    id: "zeal",
    name: "Zeal",
    text: "In the agenda phase you vote before everyone else. Whenever you cast votes, you get 1 extra vote per player in the game, yourself included.",
  },
  {
    id: "raid_formation",
    name: "Raid Formation",
    text: "When your units use ANTI-FIGHTER BARRAGE, each hit beyond the number of your opponent's fighters damages 1 of their ships that has SUSTAIN DAMAGE.",
  },
  {
    id: "devour",
    name: "Devour",
    text: "Non-structure units your opponents lose in combat become your captured units.",
  },
  {
    id: "amalgamation",
    name: "Amalgamation",
    text: "Producing a unit, you may pay for it by returning a captured unit of the same type instead of resources.",
  },
  {
    id: "riftmeld",
    name: "Riftmeld",
    text: "Researching a unit upgrade, you may return a captured unit of that type and skip every prerequisite.",
  },
  { id: "voidborn", name: "Voidborn", text: "Nebulae do not hinder your ships' movement." },
  {
    id: "aetherpassage",
    name: "Aetherpassage",
    text: "Once a player has activated a system, you may allow their ships to pass through systems where you have ships.",
  },
  {
    id: "dark_whispers",
    name: "Dark Whispers",
    text: "At setup you also take the second Empyrean promissory note, so you hold 2 faction promissory notes.",
  },
  {
    id: "edict",
    name: "Edict",
    text: "When you win a combat, put 1 command token from your opponent's reinforcements in your fleet pool unless one of theirs is already there. Other players' tokens there count toward your fleet limit but cannot be redistributed.",
  },
  {
    id: "imperia",
    name: "Imperia",
    text: "While a player's command token sits in your fleet pool, you may use that player's commander if it is unlocked.",
  },
  {
    id: "hubris",
    name: "Hubris",
    text: "Purge your Alliance promissory note at setup; other players cannot give you their Alliance.",
  },
  {
    id: "distant_suns",
    name: "Distant Suns",
    text: "Exploring a planet where you have a mech, you may draw an extra card, keep one to resolve and discard the other.",
  },
  {
    id: "fabrication",
    name: "Fabrication",
    text: "ACTION: Either purge 2 same-type relic fragments for 1 relic, or purge 1 fragment for 1 command token.",
  },
  {
    id: "the_company",
    name: "The Company",
    text: "At setup you take the 2 extra Nomad agents, so you have 3 agents.",
  },
  {
    id: "future_sight",
    name: "Future Sight",
    text: "Each agenda outcome you voted for or predicted earns you 1 trade good when it is resolved.",
  },
  {
    id: "terragenesis",
    name: "Terragenesis",
    text: "After you explore a planet without a sleeper token, you may put or move 1 sleeper token onto it.",
  },
  {
    id: "awaken",
    name: "Awaken",
    text: "After you activate a system holding any of your sleeper tokens, you may swap each of them for 1 PDS from your reinforcements.",
  },
  {
    id: "coalescence",
    name: "Coalescence",
    text: "If your flagship or Awaken puts your units into a space area or onto a planet alongside another player's units, those units must fight in the space combat or ground combat step.",
  },
  {
    id: "the_tribuni",
    name: "The Tribunii",
    text: "At setup, pick one of the Mentak, Xxcha or Argent Flight that no one plays: you take its home system, command tokens and control markers, plus the matching Keleres hero.",
  },
  {
    id: "council_patronage",
    name: "Council Patronage",
    text: "As the strategy phase begins, replenish your commodities, then gain 1 trade good.",
  },
  {
    id: "laws_order",
    name: "Law's Order",
    text: "At the start of your turn you may spend 1 influence; until your turn ends, every law is treated as blank.",
  },
]);

const ABILITIES_BY_ID = indexById([...TI4_FACTION_ABILITIES, ...TE_FACTION_ABILITIES], "TI4 faction ability");

export function ti4FactionAbility(id: string): Ti4FactionAbility {
  return ABILITIES_BY_ID.get(id);
}
