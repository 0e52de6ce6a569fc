/**
 * Names as players read them: every id the engine carries (a planet, a card, a technology, a rule's key
 * such as "researchAndDevelopment") turned into the words printed on the components and in the rules.
 * Nothing here shows an id: a key nobody named yet is spelt out in words ("yinPlanetReversal" reads
 * "Yin Planet Reversal"), never printed as it is.
 */
import {
  ACTION_CARDS,
  allRaceTechnologies,
  getActionCard,
  getObjective,
  getPlanet,
  getPoliticalCard,
  getRace,
  getStrategyCard,
  getSystem,
  getTechnology,
  getUnit,
  POLITICAL_CARDS,
  UNIT_TYPES,
} from "../../content/index.ts";
import type { CombatDie, RollKind } from "../../engine/rules/combat/frames.ts";
import type { UnitCounts } from "../../engine/state.ts";

type Lookup = (id: string) => { name: string };

/** Small words stay small inside a name: "Research and Development", "Sharing of Technology". */
const SMALL_WORDS = new Set(["a", "an", "and", "at", "by", "for", "in", "of", "on", "or", "the", "to"]);

/** A rule's or effect's key in words: "yinPlanetReversal" reads "Yin Planet Reversal". */
export const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.replace(/^./, (first) => first.toUpperCase()),
    )
    .join(" ");

/** A content id in words, when no lookup knows it: "abyz-fria" reads "Abyz Fria". */
const idWords = (id: string) => words(id.replace(/-/g, " "));

function lookUp(lookup: Lookup, id: string): string | undefined {
  try {
    return lookup(id).name;
  } catch {
    return undefined;
  }
}
const named = (lookup: Lookup, id: string) => lookUp(lookup, id) ?? idWords(id);

export const cardName = (id: string) => named(getStrategyCard as Lookup, id);
export const planetName = (id: string) => named(getPlanet as Lookup, id);
export const planetNames = (ids: readonly string[]) => ids.map(planetName).join(", ");
export const objectiveName = (id: string) => named(getObjective as Lookup, id);
export const politicalName = (id: string) => named(getPoliticalCard as Lookup, id);
export const actionName = (id: string) => named(getActionCard as Lookup, id);
export const systemName = (id: string) => named(getSystem as Lookup, id);
export const raceName = (id: string) => named(getRace as Lookup, id);
/** A technology of the tree or a race's own technology. */
export const technologyName = (id: string) =>
  lookUp(getTechnology as Lookup, id) ?? allRaceTechnologies().find((t) => t.id === id)?.name ?? idWords(id);

/** A lasting card effect's card, by its effect key (an Action Card's or a Political Card's). */
export const effectName = (effect: string) =>
  (ACTION_CARDS.find((c) => c.effect === effect) ?? POLITICAL_CARDS.find((c) => c.effect === effect))?.name ??
  words(effect);

/**
 * Whatever a player named in answer to a card or a vote, by the first kind of component that knows the
 * id: a planet, a law, an objective, a technology, a card or a system.
 */
export function componentName(id: string): string {
  const lookups = [
    getPlanet,
    getPoliticalCard,
    getObjective,
    getTechnology,
    getActionCard,
    getStrategyCard,
    getSystem,
  ] as Lookup[];
  for (const lookup of lookups) {
    const name = lookUp(lookup, id);
    if (name !== undefined) return name;
  }
  return allRaceTechnologies().find((t) => t.id === id)?.name ?? idWords(id);
}

/**
 * The engine's keys for the routes a technology comes by and for a few reasons, in the rules' words (the
 * Technology cards' abilities are named as printed: RR §6, SE Technology II).
 */
const REASONS: Readonly<Record<string, string>> = {
  technologicalBreakthrough: "Technological Breakthrough",
  researchAndDevelopment: "Research and Development",
  technologicalFocus: "Technological Focus",
  technologicalFocusPurchase: "Technological Focus, the second technology",
  advancedDevelopment: "Advanced Development",
  alienTechnology: "Alien Technology",
  sharingOfTechnology: "Sharing of Technology",
  diplomats: "Diplomats",
  spatialConduitNetwork: "Spatial Conduit Network",
  jolnarReroll: "the Jol-Nar re-roll",
  letnevWarFunding: "Letnev War Funding",
  yinDevotion: "Yin Devotion",
  gravitonNegatorFighters: "Graviton Negator",
  yssarilPeek: "the Yssaril look at a hand",
  mentakPillage: "Mentak Pillage",
  muaatStarForge: "Star Forge",
};

/**
 * A reason or route as the engine gave it, in words: most are written for players already ("Trade",
 * "Local Unrest"); a rule's key becomes its name; a trailing full stop goes (the line adds its own).
 */
export function reasonText(reason: string): string {
  const known = REASONS[reason];
  if (known !== undefined) return known;
  const text = /^[a-z]+[A-Z0-9]/.test(reason) || reason.includes("_") ? words(reason) : reason;
  return clause(text);
}

/** A sentence the engine or a card's text gave, made a clause: the line around it ends it. */
export const clause = (text: string) => text.trim().replace(/[.\s]+$/, "");

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "2 Cruisers, 1 Carrier" (unit names from the content, in the usual order). */
export function unitsText(units: UnitCounts | undefined): string {
  const parts = UNIT_TYPES.filter((t) => (units?.[t] ?? 0) > 0).map((t) => {
    const n = units?.[t] ?? 0;
    const name = named(getUnit as Lookup, t);
    return `${n} ${n === 1 || name.endsWith("s") ? name : `${name}s`}`;
  });
  return parts.length > 0 ? parts.join(", ") : "no units";
}

/** One die as shown: the result, ✓ when it hit, and the first result when rolled again. */
export function dieText(die: CombatDie): string {
  return `${die.first !== undefined ? `${die.first}→` : ""}${die.value}${die.hit ? "✓" : ""}`;
}

export const ROLLS: Record<RollKind, string> = {
  pds: "PDS fire",
  antiFighterBarrage: "Anti-Fighter Barrage",
  assaultCannon: "Assault Cannon",
  mentakAmbush: "Mentak ambush",
  spaceBattle: "space battle",
  bombardment: "bombardment",
  planetaryDefense: "planetary defense",
  invasion: "invasion combat",
  yinIndoctrination: "Yin Indoctrination",
  genSynthesis: "Gen Synthesis",
  dacxiveAnimators: "Dacxive Animators",
  berserkerGenome: "Berserker Genome",
  reroll: "re-roll",
  actionCardShot: "Action Card shot",
  plague: "Plague",
  strategicBombardment: "Strategic Bombardment",
  ministerOfWar: "Minister of War's hit",
  mineField: "Mine Field",
  ancientArtifact: "Ancient Artifact's shots",
  natives: "the natives' dice",
  sabotageRun: "sabotage run",
  custodians: "the Custodians' dice",
};

export const COUNTER_AREAS = {
  strategy: "Strategy Allocation",
  fleet: "Fleet Supply",
  command: "Command Pool",
} as const;
export type CounterAreaName = keyof typeof COUNTER_AREAS;
export const COUNTER_AREA_KEYS = Object.keys(COUNTER_AREAS) as CounterAreaName[];

/** "1 to Fleet Supply, 2 to Command Pool". */
export function countersText(split: Partial<Record<CounterAreaName, number>>): string {
  const parts = COUNTER_AREA_KEYS.filter((area) => (split[area] ?? 0) > 0).map(
    (area) => `${split[area]} to ${COUNTER_AREAS[area]}`,
  );
  return parts.length > 0 ? parts.join(", ") : "none";
}
