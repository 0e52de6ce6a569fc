/**
 * Every planet of TI3 + Shattered Empire: the neutral planets of the regular systems, Mecatol Rex, the home
 * planets of the 14 races and Mallice (the Wormhole Nexus). Each planet belongs to one system tile
 * (systems.ts) and has one Planet Card.
 *
 * Sources: shared/data/ti3/systems.json (TIO, cross-checked field by field with ti3web, glory-reframe and
 * PC_Twi: every value below agrees in all four); SE rulebook "Refresh Abilities", "Trade Stations" and "The
 * Winnaran Yellow Technology Specialty" (p.6-7); the SE component list (28 new Planet Cards).
 *
 * Spellings (REPORT.md conflict 16): the sources disagree on Kamdorn/Kamden, Maaluuk/Maluuk,
 * Retillion/Retillon, Coorneeq/Corneeq and Xxehan/Xeehan; we use TIO's spelling, which the fandom home-planet
 * table also uses. Shards of the Throne planets (Faunus, Tiamat, Tempesta, ...) are out of scope, so
 * conflicts 1 and 2 (Tiamat, Tempesta) do not touch this file.
 */
import type { Box, TechColor } from "./common.ts";
import { deepFreeze, homeSystemId, indexById } from "./common.ts";
import type { SystemId } from "./systems.ts";

/** Exhausting the planet in the Status Phase, right after refreshing, for this instead of its resources. */
export interface RefreshAbility {
  readonly effect: "gainTradeGoods" | "gainShockTroops" | "gainGroundForces" | "gainFighters";
  readonly amount: number;
  readonly text: string;
}

/** What a Planet Card shows, and where the planet is. */
export interface PlanetFields {
  readonly name: string;
  readonly resources: number;
  readonly influence: number;
  /** Technology specialties; a colour listed twice would be a double specialty (none in base + SE). */
  readonly specialties: readonly TechColor[];
  readonly refresh: RefreshAbility | null;
  /** SE Trade Station: never invaded; held by whoever is alone with ships in the system. */
  readonly tradeStation: boolean;
  readonly system: SystemId;
}

export interface Planet extends PlanetFields {
  readonly id: PlanetId;
  readonly box: Box;
}

/** SE p.7: refresh abilities give 2 Trade Goods, 2 Shock Troops, 2 Ground Forces or 2 Fighters. */
export const REFRESH_ABILITIES = {
  gainTradeGoods: {
    effect: "gainTradeGoods",
    amount: 2,
    text: "Status Phase, after refreshing: exhaust this planet (no resources) to take 2 Trade Goods.",
  },
  gainShockTroops: {
    effect: "gainShockTroops",
    amount: 2,
    text: "Status Phase, after refreshing: exhaust this planet to put 2 Shock Troops on it (Ground Forces if the Shock Troops option is off).",
  },
  gainGroundForces: {
    effect: "gainGroundForces",
    amount: 2,
    text: "Status Phase, after refreshing: exhaust this planet to put 2 Ground Forces on it.",
  },
  gainFighters: {
    effect: "gainFighters",
    amount: 2,
    text: "Status Phase, after refreshing: exhaust this planet to place 2 Fighters with it.",
  },
} as const satisfies Record<string, RefreshAbility>;

type PlanetRow<I extends string> = PlanetFields & { readonly id: I };

/** One data row: id, name, system, resources, influence, then specialties and SE extras if any. */
function p<const I extends string>(
  id: I,
  name: string,
  system: SystemId,
  resources: number,
  influence: number,
  specialties: readonly TechColor[] = [],
  extra: { readonly refresh?: RefreshAbility; readonly tradeStation?: boolean } = {},
): PlanetRow<I> {
  const refresh = extra.refresh ?? null;
  return {
    id,
    name,
    system,
    resources,
    influence,
    specialties,
    refresh,
    tradeStation: extra.tradeStation ?? false,
  };
}

const R = REFRESH_ABILITIES;

const BASE_PLANETS = [
  p("mecatol-rex", "Mecatol Rex", "mecatol-rex", 1, 6),
  p("abyz", "Abyz", "abyz-fria", 3, 0),
  p("fria", "Fria", "abyz-fria", 2, 0, ["blue"]),
  p("arinam", "Arinam", "arinam-meer", 1, 2, ["blue"]),
  p("meer", "Meer", "arinam-meer", 0, 4),
  p("arnor", "Arnor", "arnor-lor", 2, 1),
  p("lor", "Lor", "arnor-lor", 1, 2, ["red"]),
  p("bereg", "Bereg", "bereg-lirta-iv", 3, 1, ["red"]),
  p("lirta-iv", "Lirta IV", "bereg-lirta-iv", 2, 3, ["green"]),
  p("centauri", "Centauri", "centauri-gral", 1, 3),
  p("gral", "Gral", "centauri-gral", 1, 1, ["blue"]),
  p("coorneeq", "Coorneeq", "coorneeq-resculon", 1, 2, ["red"]),
  p("resculon", "Resculon", "coorneeq-resculon", 2, 0),
  p("dal-bootha", "Dal Bootha", "dal-bootha-xxehan", 0, 2, ["red"]),
  p("xxehan", "Xxehan", "dal-bootha-xxehan", 1, 1, ["green"]),
  p("lazar", "Lazar", "lazar-sakulag", 1, 0),
  p("sakulag", "Sakulag", "lazar-sakulag", 2, 1),
  p("lodor", "Lodor", "lodor", 3, 1, ["green"]),
  p("mehar-xull", "Mehar Xull", "mehar-xull", 1, 3, ["blue"]),
  p("mellon", "Mellon", "mellon-zohbat", 0, 2),
  p("zohbat", "Zohbat", "mellon-zohbat", 3, 1, ["blue"]),
  p("new-albion", "New Albion", "new-albion-starpoint", 1, 1, ["green"]),
  p("starpoint", "Starpoint", "new-albion-starpoint", 3, 1),
  p("quann", "Quann", "quann", 2, 1, ["green"]),
  p("qucenn", "Qucen'n", "qucenn-rarron", 1, 2),
  p("rarron", "Rarron", "qucenn-rarron", 0, 3, ["green"]),
  p("saudor", "Saudor", "saudor", 2, 2),
  p("tarmann", "Tar'Mann", "tarmann", 1, 1),
  p("tequran", "Tequ'Ran", "tequran-torkan", 2, 0, ["red"]),
  p("torkan", "Torkan", "tequran-torkan", 0, 3, ["blue"]),
  p("thibah", "Thibah", "thibah", 1, 1),
  p("vefut-ii", "Vefut II", "vefut-ii", 2, 0, ["red"]),
  p("wellon", "Wellon", "wellon", 1, 2),
  // Home planets of the ten base races.
  p("arc-prime", "Arc Prime", homeSystemId("letnev"), 4, 0),
  p("wren-terra", "Wren Terra", homeSystemId("letnev"), 2, 1),
  p("arretze", "Arretze", homeSystemId("hacan"), 2, 0),
  p("hercant", "Hercant", homeSystemId("hacan"), 1, 1),
  p("kamdorn", "Kamdorn", homeSystemId("hacan"), 0, 1),
  p("jord", "Jord", homeSystemId("sol"), 4, 2),
  p("jol", "Jol", homeSystemId("jolnar"), 1, 2),
  p("nar", "Nar", homeSystemId("jolnar"), 2, 3),
  p("0-0-0", "[0.0.0]", homeSystemId("l1z1x"), 5, 0),
  p("moll-primus", "Moll Primus", homeSystemId("mentak"), 4, 1),
  p("druaa", "Druaa", homeSystemId("naalu"), 3, 1),
  p("maaluuk", "Maaluuk", homeSystemId("naalu"), 0, 2),
  p("quinarra", "Quinarra", homeSystemId("norr"), 3, 1),
  p("trenlak", "Tren'lak", homeSystemId("norr"), 1, 0),
  p("archon-ren", "Archon Ren", homeSystemId("xxcha"), 2, 3),
  p("archon-tau", "Archon Tau", homeSystemId("xxcha"), 1, 1),
  p("retillion", "Retillion", homeSystemId("yssaril"), 2, 3),
  p("shalloq", "Shalloq", homeSystemId("yssaril"), 1, 2),
];

/** SE p.4: the expansion holds 28 new Planet Cards, one for each planet below. */
const SE_PLANETS = [
  p("abaddon", "Abaddon", "abaddon-ashtroth-loki", 1, 0, ["red"]),
  p("ashtroth", "Ashtroth", "abaddon-ashtroth-loki", 2, 0),
  p("loki", "Loki", "abaddon-ashtroth-loki", 1, 2),
  p("arcturus", "Arcturus", "arcturus-sumerian", 1, 1),
  // SE p.7: the two Trade Stations are Tsion and Sumerian; their refresh ability gives 2 Trade Goods.
  p("sumerian", "Sumerian", "arcturus-sumerian", 2, 2, [], { refresh: R.gainTradeGoods, tradeStation: true }),
  p("bellatrix", "Bellatrix", "bellatrix-tsion", 0, 1, ["red"]),
  p("tsion", "Tsion", "bellatrix-tsion", 2, 2, [], { refresh: R.gainTradeGoods, tradeStation: true }),
  p("capha", "Capha", "capha", 3, 0),
  p("elnath", "El'Nath", "elnath", 2, 0, ["blue"]),
  p("garbozia", "Garbozia", "garbozia", 2, 1, ["green"]),
  // SE p.7: Hope's End, the imperial training ground, refreshes for 2 Shock Troops.
  p("hopes-end", "Hope's End", "hopes-end", 3, 0, [], { refresh: R.gainShockTroops }),
  p("lesab", "Lesab", "lesab", 2, 1, ["green"]),
  p("lisis", "Lisis", "lisis-velnor", 2, 2),
  p("velnor", "Velnor", "lisis-velnor", 2, 0, ["red"]),
  p("mirage", "Mirage", "mirage", 1, 2, [], { refresh: R.gainFighters }),
  p("perimeter", "Perimeter", "perimeter", 2, 2),
  p("primor", "Primor", "primor", 2, 1, [], { refresh: R.gainGroundForces }),
  p("rigel-i", "Rigel I", "rigel", 0, 1, ["green"]),
  p("rigel-ii", "Rigel II", "rigel", 1, 2),
  p("rigel-iii", "Rigel III", "rigel", 1, 1, ["blue"]),
  p("vega-major", "Vega Major", "vega", 2, 1),
  p("vega-minor", "Vega Minor", "vega", 1, 2, ["blue"]),
  p("mallice", "Mallice", "wormhole-nexus", 0, 3),
  // Home planets of the four SE races. SE p.6: Winnu is the only planet with a yellow specialty.
  p("darien", "Darien", homeSystemId("yin"), 2, 4),
  p("lisis-ii", "Lisis II", homeSystemId("saar"), 1, 0),
  p("ragh", "Ragh", homeSystemId("saar"), 2, 1),
  p("muaat", "Muaat", homeSystemId("muaat"), 4, 1),
  p("winnu", "Winnu", homeSystemId("winnu"), 3, 4, ["yellow"]),
];

export type PlanetId = (typeof BASE_PLANETS)[number]["id"] | (typeof SE_PLANETS)[number]["id"];

/** Every planet of base + SE (51 base, 28 SE), each with its own Planet Card. */
export const PLANETS: readonly Planet[] = deepFreeze([
  ...BASE_PLANETS.map((row): Planet => ({ ...row, box: "base" })),
  ...SE_PLANETS.map((row): Planet => ({ ...row, box: "se" })),
]);

const BY_ID = indexById(PLANETS, "planet id");

export function isPlanetId(value: string): value is PlanetId {
  return BY_ID.has(value);
}

export function getPlanet(id: string): Planet {
  return BY_ID.get(id);
}

/** The planets printed on one system tile, in tile order (empty for empty systems and anomalies). */
export function planetsOf(systemId: string): readonly Planet[] {
  return PLANETS.filter((planet) => planet.system === systemId);
}
