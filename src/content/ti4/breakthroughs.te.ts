/**
 * Thunder's Edge breakthroughs (its rulebook, "Breakthroughs and Synergy"): one card per faction, gained the
 * first time its owner claims a slice of the Thunder's Edge expedition (or by another ability). Each grants
 * its faction a new ability and synergy between two technology colours (none for the Nekro Virus).
 *
 * Names, factions and synergy colours from shared/data/ti4/thunders_edge.json; every text is our own
 * one-line summary. The data holds 31 records and the box 30 cards: the Obsidian's "The Reaping" is the
 * back of the Firmament's "The Sowing" (the Firmament's sheet turns into the Obsidian's during a game, and
 * its breakthrough card turns over with it: the data's own summary of The Sowing says it "flips for the
 * Obsidian"), so it is kept here as that card's `back`, not as a card. The Council Keleres' card serves
 * each of its three flavours.
 *
 * Some abilities are played (engine/ti4/thundersEdge/breakthroughs.ts lists them,
 * BREAKTHROUGH_ABILITIES_PLAYED); any other held breakthrough grants its synergy only
 * (engine/ti4/thundersEdge/synergy.ts), and `breakthroughAbilityNotPlayed` says so where a player asks.
 */
import { deepFreeze, indexById } from "../common.ts";
import type { FactionId, Ti4TechColor } from "./common.ts";

/** Thunder's Edge's own factions (the Obsidian is the Firmament turned over), as the data names them. */
export const TE_FACTION_IDS = [
  "bastion",
  "crimson",
  "deepwrought",
  "firmament",
  "obsidian",
  "ralnel",
] as const;
export type TeFactionId = (typeof TE_FACTION_IDS)[number];

/** The faction a breakthrough card belongs to: "keleres" for the three flavours of the Council Keleres. */
export type Ti4BreakthroughFaction =
  | Exclude<FactionId, "keleresm" | "keleresx" | "keleresa">
  | "keleres"
  | Exclude<TeFactionId, "obsidian">;

interface Ti4BreakthroughData {
  readonly id: string;
  readonly name: string;
  readonly faction: Ti4BreakthroughFaction;
  /** The two colours the card links (TE "Breakthroughs and Synergy"); null: no synergy (Nekro Virus). */
  readonly synergy: readonly [Ti4TechColor, Ti4TechColor] | null;
  readonly text: string;
  /** The card's other face, for a faction whose sheet turns over (the Firmament into the Obsidian). */
  readonly back?: { readonly id: string; readonly name: string; readonly text: string };
}

const BREAKTHROUGH_RECORDS = [
  {
    id: "arborecbt",
    name: "Psychospore",
    faction: "arborec",
    synergy: ["biotic", "warfare"],
    text: "As an action, exhaust it to take a command token off a system holding your infantry and add 1 infantry there.",
  },
  {
    id: "argentbt",
    name: "Wing Transfer",
    faction: "argent",
    synergy: ["propulsion", "cybernetic"],
    text: "When you activate a system where only your units are, you may put tokens in neighbouring such systems and move ships between them.",
  },
  {
    id: "empyreanbt",
    name: "Void Tether",
    faction: "empyrean",
    synergy: ["propulsion", "biotic"],
    text: "Put or move a tether token on an edge next to your units; other players cannot cross that edge without your leave.",
  },
  {
    id: "letnevbt",
    name: "Gravleash Maneuvers",
    faction: "letnev",
    synergy: ["propulsion", "warfare"],
    text: "One ship's space combat roll gains 1 per kind of your ship in the battle; your moving ships other than fighters share the best move value.",
  },
  {
    id: "muaatbt",
    name: "Stellar Genesis",
    faction: "muaat",
    synergy: ["cybernetic", "warfare"],
    text: "Set the Avernus planet beside one of your planets and take it; your war suns may carry it along.",
  },
  {
    id: "cabalbt",
    name: "Al'Raith Ix Ianovar",
    faction: "cabal",
    synergy: ["biotic", "warfare"],
    text: "Puts The Fracture into play; you may shift up to 2 ingress tokens to gravity rifts, and ships leaving The Fracture move 1 further.",
  },
  {
    id: "l1z1xbt",
    name: "Fealty Uplink",
    faction: "l1z1x",
    synergy: ["biotic", "warfare"],
    text: "Whenever you gain a planet, put as many infantry on it as its influence.",
  },
  {
    id: "sardakkbt",
    name: "N'orr Supremacy",
    faction: "sardakk",
    synergy: ["propulsion", "warfare"],
    text: "After you win a combat, take a command token or research a unit upgrade.",
  },
  {
    id: "solbt",
    name: "Bellum Gloriosum",
    faction: "sol",
    synergy: ["biotic", "cybernetic"],
    text: "When you produce a ship with capacity, also produce ground forces or fighters up to that capacity, outside the production limit.",
  },
  {
    id: "winnubt",
    name: "Imperator",
    faction: "winnu",
    synergy: ["propulsion", "warfare"],
    text: "Your combat rolls gain 1 for each Support for the Throne your opponent holds; one ship moves 1 further when you activate a legendary system.",
  },
  {
    id: "yinbt",
    name: "Yin Ascendant",
    faction: "yin",
    synergy: ["biotic", "cybernetic"],
    text: "When you gain it and each time you score a public objective, take the alliance ability of a random faction no one plays.",
  },
  {
    id: "ghostbt",
    name: "Particle Synthesis",
    faction: "ghost",
    synergy: ["propulsion", "cybernetic"],
    text: "A wormhole in a system with your ships produces as PRODUCTION 1 and lowers the cost of producing there.",
  },
  {
    id: "hacanbt",
    name: "Auto-Factories",
    faction: "hacan",
    synergy: ["cybernetic", "warfare"],
    text: "When you produce 3 or more ships that are not fighters, add 1 token to your fleet pool.",
  },
  {
    id: "mahactbt",
    name: "Vaults of the Heir",
    faction: "mahact",
    synergy: ["biotic", "cybernetic"],
    text: "As an action, exhaust it and purge one of your technologies to gain a relic.",
  },
  {
    id: "mentakbt",
    name: "The Table's Grace",
    faction: "mentak",
    synergy: ["biotic", "cybernetic"],
    text: "Once you own Cruiser II, turn it into the Corsair upgrade, whose cruisers may slip past other players' ships.",
  },
  {
    id: "nekrobt",
    name: "Valefar Assimilator Z",
    faction: "nekro",
    synergy: null,
    text: "Rather than copy a technology, mark a faction sheet with a Z token: your flagship gains that faction's flagship ability.",
  },
  {
    id: "titansbt",
    name: "Slumberstate Computing",
    faction: "titans",
    synergy: ["biotic", "cybernetic"],
    text: "Coalescence may end in the two sharing the planet; each then draws 1 more action card; sleepers may be placed with the owner's leave.",
  },
  {
    id: "xxchabt",
    name: "Archon's Gift",
    faction: "xxcha",
    synergy: ["biotic", "cybernetic"],
    text: "You may spend influence as if it were resources and resources as if they were influence.",
  },
  {
    id: "nomadbt",
    name: "Thunder's Paradox",
    faction: "nomad",
    synergy: ["biotic", "cybernetic"],
    text: "At the start of any turn, exhaust one of your agents to ready another.",
  },
  {
    id: "jolnarbt",
    name: "Specialist Compounds",
    faction: "jolnar",
    synergy: ["biotic", "cybernetic"],
    text: "When you research with the Technology card, you may exhaust a planet of the technology's colour instead of paying.",
  },
  {
    id: "naalubt",
    name: "Mindsieve",
    faction: "naalu",
    synergy: ["biotic", "warfare"],
    text: "To follow another player's strategy card, you may give them a promissory note instead of spending a command token.",
  },
  // The data names The Icon as this card; the TE rulebook ("Setup" step 3) prints The Icon as the Last
  // Bastion's faction ability. We follow the rulebook: the ability is theirs from the start
  // (factionAbilities.te.ts "theicon"), and this card, once gained, adds its synergy only [recalled].
  {
    id: "bastionbt",
    name: "The Icon",
    faction: "bastion",
    synergy: ["cybernetic", "warfare"],
    text: "Exhaust it to place ships you produce in a system with your command token and ground forces and no other player's ships.",
  },
  {
    id: "crimsonbt",
    name: "Resonance Generator",
    faction: "crimson",
    synergy: ["propulsion", "warfare"],
    text: "Ships starting in your home system or an active breach move 1 further; as an action, place or turn over a breach.",
  },
  {
    id: "naazbt",
    name: "Absolute Synergy",
    faction: "naaz",
    synergy: ["propulsion", "biotic"],
    text: "Four of your mechs in one system may join into a single great unit.",
  },
  {
    id: "firmamentbt",
    name: "The Sowing",
    faction: "firmament",
    synergy: ["biotic", "cybernetic"],
    text: "Store up to 3 trade goods on it when gained and in each status phase; it turns over when the Firmament becomes the Obsidian.",
    back: {
      id: "obsidianbt",
      name: "The Reaping",
      text: "Gain trade goods when you win against a player you hold as a puppet, twice as many in the status phase.",
    },
  },
  {
    id: "deepwroughtbt",
    name: "Visionaria Select",
    faction: "deepwrought",
    synergy: ["biotic", "cybernetic"],
    text: "As an action, let other players pay 3 trade goods and a promissory note each to research a generic technology that you gain as well.",
  },
  {
    id: "ralnelbt",
    name: "Data Skimmer",
    faction: "ralnel",
    synergy: ["biotic", "cybernetic"],
    text: "Until you pass, the action cards others discard gather on it; when you pass, keep one of them.",
  },
  {
    id: "saarbt",
    name: "Deorbit Barrage",
    faction: "saar",
    synergy: ["propulsion", "warfare"],
    text: "As an action, spend resources to bombard ground forces up to 2 systems from an asteroid field holding your ships, hitting on 4 or more.",
  },
  {
    id: "yssarilbt",
    name: "Deepgloom Executable",
    faction: "yssaril",
    synergy: ["biotic", "cybernetic"],
    text: "Lend Stall Tactics or Scheming to another player, with one transaction more that costs nothing.",
  },
  {
    id: "keleresbt",
    name: "I.I.H.Q. Modernization",
    faction: "keleres",
    synergy: ["biotic", "cybernetic"],
    text: "Take Custodia Vigilia and become neighbours with every player near Mecatol Rex.",
  },
] as const satisfies readonly Ti4BreakthroughData[];

export type Ti4BreakthroughId = (typeof BREAKTHROUGH_RECORDS)[number]["id"];

export interface Ti4Breakthrough extends Omit<Ti4BreakthroughData, "id"> {
  readonly id: Ti4BreakthroughId;
}

/** The 30 breakthrough cards of Thunder's Edge. */
export const TI4_BREAKTHROUGHS: readonly Ti4Breakthrough[] = deepFreeze(
  BREAKTHROUGH_RECORDS.map((record): Ti4Breakthrough => ({ ...record })),
);

const BY_ID = indexById(TI4_BREAKTHROUGHS, "TI4 breakthrough");

export function isTi4BreakthroughId(value: string): value is Ti4BreakthroughId {
  return BY_ID.has(value);
}

export function ti4Breakthrough(id: Ti4BreakthroughId): Ti4Breakthrough {
  return BY_ID.get(id);
}

/** The card's faction as a seat's faction names it (the Keleres flavours, the Obsidian side of the Firmament). */
function cardFaction(faction: string): string {
  if (faction === "keleresm" || faction === "keleresx" || faction === "keleresa") return "keleres";
  if (faction === "obsidian") return "firmament";
  return faction;
}

/** The breakthrough card of a faction (a seat's faction id, TE's own included), or undefined for none. */
export function ti4BreakthroughOf(faction: FactionId | TeFactionId | string): Ti4Breakthrough | undefined {
  const card = cardFaction(faction);
  return TI4_BREAKTHROUGHS.find((b) => b.faction === card);
}

/** The sentence a player reads where they would use a breakthrough's own ability (issue #27). */
export function breakthroughAbilityNotPlayed(id: Ti4BreakthroughId): string {
  return `The ability of your breakthrough ${ti4Breakthrough(id).name} is not played by Mecatol yet: holding the card grants its synergy only.`;
}
