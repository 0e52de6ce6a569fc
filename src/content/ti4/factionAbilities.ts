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
  {
    id: "guild_ships",
    name: "Guild Ships",
    text: "You may make transactions with players who are not your neighbours.",
  },
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
    text: "When you research a technology that is not a unit upgrade, you may ignore 1 of its prerequisites.",
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
    text: "After a neighbour gains trade goods or resolves a transaction, if they then hold 3 or more trade goods, you may take 1 of their trade goods or commodities.",
  },
  {
    id: "star_forge",
    name: "Star Forge",
    text: "ACTION: Spend a token from your strategy pool to put 2 fighters or 1 destroyer from your reinforcements into a system with at least 1 of your war suns.",
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
    text: "After another player moves ships into a system with your ships, you may put a token from your strategy pool in an adjacent system free of other players' ships and move your ships from the active system there.",
  },
  {
    id: "galactic_threat",
    name: "Galactic Threat",
    text: "You never vote on agendas. Once per agenda phase, after an agenda is revealed, you may call its outcome aloud; if you are right, gain 1 technology owned by a player who voted for that outcome.",
  },
  {
    id: "technological_singularity",
    name: "Technological Singularity",
    text: "Once per combat, after an opponent's unit is destroyed, you may gain 1 technology that opponent owns.",
  },
  {
    id: "propagation",
    name: "Propagation",
    text: "You cannot research. Whenever you would research a technology, gain 3 command tokens instead.",
  },
  { id: "scavenge", name: "Scavenge", text: "After you take control of a planet, gain 1 trade good." },
  {
    id: "nomadic",
    name: "Nomadic",
    text: "You may score objectives even without controlling the planets of your home system.",
  },
  { id: "unrelenting", name: "Unrelenting", text: "Each combat roll of your units gets +1." },
  {
    id: "orbital_drop",
    name: "Orbital Drop",
    text: "ACTION: Spend a token from your strategy pool to put 2 infantry from your reinforcements on 1 planet you control.",
  },
  {
    id: "versatile",
    name: "Versatile",
    text: "When you gain command tokens in the status phase, gain 1 more.",
  },
  {
    id: "blood_ties",
    name: "Blood Ties",
    text: "Removing the custodians token from Mecatol Rex costs you no influence.",
  },
  {
    id: "reclamation",
    name: "Reclamation",
    text: "After a tactical action in which you took control of Mecatol Rex, you may put 1 PDS and 1 space dock from your reinforcements on it.",
  },
  {
    id: "peace_accords",
    name: "Peace Accords",
    text: "After you resolve the Diplomacy card's primary or secondary ability, you may take control of 1 planet other than Mecatol Rex that holds no units and lies in a system adjacent to a planet you control.",
  },
  {
    id: "quash",
    name: "Quash",
    text: "When an agenda is revealed, you may spend a token from your strategy pool to discard it and reveal the next agenda from the deck; that one is voted on instead.",
  },
  {
    id: "indoctrination",
    name: "Indoctrination",
    text: "As a ground combat begins, you may spend 2 influence to swap 1 of your opponent's participating infantry for 1 infantry from your reinforcements.",
  },
  {
    id: "devotion",
    name: "Devotion",
    text: "After each round of space combat, you may destroy 1 of your cruisers or destroyers in the active system to make 1 hit, assigned to one of your opponent's ships there.",
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
    text: "You always vote first in the agenda phase. When you cast at least 1 vote, add 1 vote for each player in the game, you included.",
  },
  {
    id: "raid_formation",
    name: "Raid Formation",
    text: "When your units use ANTI-FIGHTER BARRAGE, each hit beyond the number of your opponent's fighters damages 1 of their ships that has SUSTAIN DAMAGE.",
  },
  {
    id: "devour",
    name: "Devour",
    text: "You capture your opponent's non-structure units that are destroyed in combat.",
  },
  {
    id: "amalgamation",
    name: "Amalgamation",
    text: "When you produce a unit, you may return 1 captured unit of that type instead of paying for it.",
  },
  {
    id: "riftmeld",
    name: "Riftmeld",
    text: "When you research a unit upgrade, you may return 1 captured unit of that type to ignore all of its prerequisites.",
  },
  { id: "voidborn", name: "Voidborn", text: "Nebulae do not hinder your ships' movement." },
  {
    id: "aetherpassage",
    name: "Aetherpassage",
    text: "After a player activates a system, you may let that player move ships through systems that contain your ships.",
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
    text: "When you explore a planet that holds 1 of your mechs, you may draw 1 more card, resolve one of them and discard the rest.",
  },
  {
    id: "fabrication",
    name: "Fabrication",
    text: "ACTION: Purge 2 of your relic fragments of one type to gain 1 relic, or purge 1 fragment to gain 1 command token.",
  },
  {
    id: "the_company",
    name: "The Company",
    text: "At setup you take the 2 extra Nomad agents, so you have 3 agents.",
  },
  {
    id: "future_sight",
    name: "Future Sight",
    text: "In the agenda phase, after an outcome you voted for or predicted is resolved, gain 1 trade good.",
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
    text: "At setup, choose an unplayed faction among the Mentak, the Xxcha and the Argent Flight: take its home system, command tokens and control markers, and the Keleres hero that goes with it.",
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

const ABILITIES_BY_ID = indexById(TI4_FACTION_ABILITIES, "TI4 faction ability");

export function ti4FactionAbility(id: string): Ti4FactionAbility {
  return ABILITIES_BY_ID.get(id);
}
