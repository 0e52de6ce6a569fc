/**
 * TI4 relics: Prophecy of Kings' ten, with Codex II's and Codex IV's three each (16 in all, the relic deck
 * of a PoK game with both Codices). Names and how each is used from shared/data/ti4/relics.json; every
 * text is our own. Relics are gained through relic fragments and exploration, which only Prophecy of
 * Kings brings, so a Codex relic needs PoK in play too. Thunder's Edge's relics (relics.te.ts, issue #27) are
 * drawn for planets with a relic icon, with or without PoK.
 */
import { deepFreeze, indexById } from "../common.ts";
import type { Ti4Box } from "./common.ts";
import { TE_RELIC_RECORDS, TE_REPRINTED_RELICS } from "./relics.te.ts";

/**
 * How a relic is used (LRR 73 "Relics", 70 "Purge", 34 "Exhausted"): a relic may combine several, e.g. an
 * effect while held and a purge for something more.
 */
export const TI4_RELIC_USES = {
  purge: "Purged (removed from the game) to resolve its effect.",
  exhaust: "Exhausted to resolve its effect; readied again in the status phase.",
  passive: "Works for as long as it is held.",
  onGain: "Resolves once, when the relic is gained.",
  attach: "Attached to a planet, where it stays.",
  purgeAnotherRelic: "Its holder purges another relic of theirs to resolve its effect.",
} as const;
export type Ti4RelicUse = keyof typeof TI4_RELIC_USES;
export const TI4_RELIC_USE_IDS = Object.keys(TI4_RELIC_USES) as readonly Ti4RelicUse[];

interface Ti4RelicData {
  readonly id: string;
  readonly name: string;
  readonly box: Ti4Box;
  readonly uses: readonly Ti4RelicUse[];
  /** True when one of its uses is a component action. */
  readonly action: boolean;
  readonly text: string;
}

const RELIC_RECORDS = [
  {
    id: "dominusorb",
    name: "Dominus Orb",
    box: "pok",
    uses: ["purge"],
    action: false,
    text: "Before your ships move in a tactical action, purge it: this once, units in any system with one of your command tokens may move and be transported too.",
  },
  {
    id: "mawofworlds",
    name: "Maw of Worlds",
    box: "pok",
    uses: ["purge"],
    action: false,
    text: "When the agenda phase starts, purge it, exhausting every planet you control, and gain a technology of your choice.",
  },
  {
    id: "emelpar",
    name: "Scepter of Emelpar",
    box: "pok",
    uses: ["exhaust"],
    action: false,
    text: "When you would spend a command token from your strategy pool, exhaust it and spend one from your reinforcements instead.",
  },
  {
    id: "shard",
    name: "Shard of the Throne",
    box: "pok",
    uses: ["passive"],
    action: false,
    text: "Whoever holds it has 1 victory point for it; a player who takes one of your legendary planets, or a planet in your home system, takes the Shard and the point from you.",
  },
  {
    id: "stellarconverter",
    name: "Stellar Converter",
    box: "pok",
    uses: ["purge"],
    action: true,
    text: "Purge it to destroy a planet next to a system holding your Bombardment units, provided it is neither a home planet, nor legendary, nor Mecatol Rex.",
  },
  {
    id: "codex",
    name: "The Codex",
    box: "pok",
    uses: ["purge"],
    action: true,
    text: "Purge it to pick up to 3 action cards out of the discard pile into your hand.",
  },
  {
    id: "emphidia",
    name: "The Crown of Emphidia",
    box: "pok",
    uses: ["exhaust", "purge"],
    action: false,
    text: "Once a tactical action is over, exhaust it to explore one of your planets; at the end of the status phase, purge it for 1 victory point if you control the Tomb of Emphidia.",
  },
  {
    id: "thalnos",
    name: "The Crown of Thalnos",
    box: "pok",
    uses: ["passive"],
    action: false,
    text: "Once in each combat round, roll again any of your dice with +1 to each; every unit whose second roll misses is destroyed.",
  },
  {
    id: "obsidian",
    name: "The Obsidian",
    box: "pok",
    uses: ["onGain", "passive"],
    action: false,
    text: "On gaining it, draw 1 secret objective; while you hold it, you may keep one more secret objective than the limit.",
  },
  {
    id: "prophetstears",
    name: "The Prophet's Tears",
    box: "pok",
    uses: ["exhaust"],
    action: false,
    text: "As you research a technology, exhaust it either to skip one of that technology's prerequisites or to draw 1 action card.",
  },
  {
    id: "dynamiscore",
    name: "Dynamis Core",
    box: "codex2",
    uses: ["passive", "purge"],
    action: true,
    text: "While you hold it your commodity value is 2 higher; as an action, purge it for trade goods equal to your faction's printed commodity value plus 2.",
  },
  {
    id: "titanprototype",
    name: "JR-XS455-O",
    box: "codex2",
    uses: ["exhaust"],
    action: true,
    text: "Exhaust it to pick a player: they may spend 3 resources to put a structure on a planet they control; if they do not, they gain 1 trade good.",
  },
  {
    id: "nanoforge",
    name: "Nanoforge",
    box: "codex2",
    uses: ["attach"],
    action: true,
    text: "Attach it to a non-legendary planet you control outside your home system: that planet gets 2 more resources and 2 more influence, and becomes legendary.",
  },
  {
    id: "neuraloop",
    name: "Neuraloop",
    box: "codex4",
    uses: ["purgeAnotherRelic"],
    action: false,
    text: "As a public objective is revealed, give up one of your other relics to swap that objective for one drawn at random from any objective deck.",
  },
  {
    id: "circletofthevoid",
    name: "Circlet of the Void",
    box: "codex4",
    uses: ["passive", "exhaust"],
    action: true,
    text: "Gravity rift rolls and the other anomaly effects on movement do not touch your ships; as an action, exhaust it to explore a frontier token.",
  },
  {
    id: "bookoflatvinia",
    name: "Book of Latvinia",
    box: "codex4",
    uses: ["onGain", "purge"],
    action: true,
    text: "On gaining it, research up to 2 technologies that have no prerequisites; as an action, purge it for 1 victory point if you own technologies of all 4 specialties, or for the speaker token if not.",
  },
  ...TE_RELIC_RECORDS,
] as const satisfies readonly Ti4RelicData[];

export type Ti4RelicId = (typeof RELIC_RECORDS)[number]["id"];

export interface Ti4Relic extends Omit<Ti4RelicData, "id"> {
  readonly id: Ti4RelicId;
}

export const TI4_RELICS: readonly Ti4Relic[] = deepFreeze(
  RELIC_RECORDS.map((record): Ti4Relic => ({ ...record })),
);

const BY_ID = indexById(TI4_RELICS, "TI4 relic");

export function isTi4RelicId(value: string): value is Ti4RelicId {
  return BY_ID.has(value);
}

export function ti4Relic(id: Ti4RelicId): Ti4Relic {
  return BY_ID.get(id);
}

/**
 * The relic deck for a game: the relics of the boxes in play. Without Prophecy of Kings only Thunder's
 * Edge brings relics (its seven and the three Codex IV relics it reprints, TE "Relics"); without either,
 * none.
 */
export function ti4RelicDeck(boxes: readonly Ti4Box[]): readonly Ti4RelicId[] {
  const pok = boxes.includes("pok");
  const te = boxes.includes("te");
  const reprinted: readonly string[] = TE_REPRINTED_RELICS;
  return TI4_RELICS.filter((relic) =>
    relic.box === "te" ? te : (pok && boxes.includes(relic.box)) || (te && reprinted.includes(relic.id)),
  ).map((relic) => relic.id);
}
