/**
 * TI4 planets: every planet of the base game, Prophecy of Kings and Codex III's Keleres home systems, with
 * the two planets that have no tile (Mirage, Custodia Vigilia), and Thunder's Edge's (planets.te.ts).
 *
 * Facts from shared/data/ti4/tiles.json (its sources are listed there): resources, influence, traits and
 * technology specialties (LRR 64; a specialty stands for one prerequisite of its colour, LRR 90), and
 * whether the planet is legendary (LRR 53; only the name of its legendary ability is kept, the card's text is
 * another issue's).
 * Thunder's Edge planets (box "te") are in planets.te.ts and joined here.
 * Which tile a planet lies on is told by the systems (systems.ts), so this file imports no other content.
 */
import { deepFreeze, indexById } from "../common.ts";
import type { PlanetTrait, Ti4Box, Ti4TechColor } from "./common.ts";
import { planet } from "./planets.build.ts";
import { TI4_TE_PLANET_ROWS } from "./planets.te.ts";

export interface Ti4Planet<Id extends string = string> {
  readonly id: Id;
  readonly name: string;
  readonly box: Ti4Box;
  readonly resources: number;
  readonly influence: number;
  /** Home planets, Mecatol Rex and the Keleres planets have none. */
  readonly traits: readonly PlanetTrait[];
  /** Technology specialties (the skips): the colours of the prerequisites this planet can stand for. */
  readonly specialties: readonly Ti4TechColor[];
  readonly legendary: boolean;
  /** The legendary ability's name only (its text is not content yet); absent if unknown or not legendary. */
  readonly legendaryAbility?: string;
  /** A relic icon (Thunder's Edge "The Fracture"): gaining the card from the deck draws a relic. */
  readonly relic?: true;
  /**
   * A space station (TE "Space Stations"): a card spent and readied like a planet's, but no planet: no
   * structures or ground forces, and it does not count as a planet for votes, objectives or a home system.
   */
  readonly station?: true;
}

const PLANET_ROWS = [
  planet("jord", "Jord", "base", 4, 2),
  planet("mollprimus", "Moll Primus", "base", 4, 1),
  planet("darien", "Darien", "base", 4, 4),
  planet("muaat", "Muaat", "base", 4, 1),
  planet("nestphar", "Nestphar", "base", 3, 2),
  planet("0.0.0", "[0.0.0]", "base", 5, 0),
  planet("winnu", "Winnu", "base", 3, 4),
  planet("mordaiii", "Mordai II", "base", 4, 0),
  planet("maaluuk", "Maaluuk", "base", 0, 2),
  planet("druaa", "Druaa", "base", 3, 1),
  planet("arcprime", "Arc Prime", "base", 4, 0),
  planet("wrenterra", "Wren Terra", "base", 2, 1),
  planet("lisisii", "Lisis II", "base", 1, 0),
  planet("ragh", "Ragh", "base", 2, 1),
  planet("nar", "Nar", "base", 2, 3),
  planet("jol", "Jol", "base", 1, 2),
  planet("trenlak", "Tren'lak", "base", 1, 0),
  planet("quinarra", "Quinarra", "base", 3, 1),
  planet("archonren", "Archon Ren", "base", 2, 3),
  planet("archontau", "Archon Tau", "base", 1, 1),
  planet("retillion", "Retillion", "base", 2, 3),
  planet("shalloq", "Shalloq", "base", 1, 2),
  planet("arretze", "Arretze", "base", 2, 0),
  planet("hercant", "Hercant", "base", 1, 1),
  planet("kamdorn", "Kamdorn", "base", 0, 1),
  planet("mecatolrex", "Mecatol Rex", "base", 1, 6),
  planet("wellon", "Wellon", "base", 1, 2, { traits: ["industrial"], specialties: ["cybernetic"] }),
  planet("vefutii", "Vefut II", "base", 2, 2, { traits: ["hazardous"] }),
  planet("thibah", "Thibah", "base", 1, 1, { traits: ["industrial"], specialties: ["propulsion"] }),
  planet("tarmann", "Tar'mann", "base", 1, 1, { traits: ["industrial"], specialties: ["biotic"] }),
  planet("saudor", "Saudor", "base", 2, 2, { traits: ["industrial"] }),
  planet("meharxull", "Mehar Xull", "base", 1, 3, { traits: ["hazardous"], specialties: ["warfare"] }),
  planet("quann", "Quann", "base", 2, 1, { traits: ["cultural"] }),
  planet("lodor", "Lodor", "base", 3, 1, { traits: ["cultural"] }),
  planet("newalbion", "New Albion", "base", 1, 1, { traits: ["industrial"], specialties: ["biotic"] }),
  planet("starpoint", "Starpoint", "base", 3, 1, { traits: ["hazardous"] }),
  planet("tequran", "Tequ'ran", "base", 2, 0, { traits: ["hazardous"] }),
  planet("torkan", "Torkan", "base", 0, 3, { traits: ["cultural"] }),
  planet("qucenn", "Qucen'n", "base", 1, 2, { traits: ["industrial"] }),
  planet("rarron", "Rarron", "base", 0, 3, { traits: ["cultural"] }),
  planet("mellon", "Mellon", "base", 0, 2, { traits: ["cultural"] }),
  planet("zohbat", "Zohbat", "base", 3, 1, { traits: ["hazardous"] }),
  planet("lazar", "Lazar", "base", 1, 0, { traits: ["industrial"], specialties: ["cybernetic"] }),
  planet("sakulag", "Sakulag", "base", 2, 1, { traits: ["hazardous"] }),
  planet("dalbootha", "Dal Bootha", "base", 0, 2, { traits: ["cultural"] }),
  planet("xxehan", "Xxehan", "base", 1, 1, { traits: ["cultural"] }),
  planet("corneeq", "Corneeq", "base", 1, 2, { traits: ["cultural"] }),
  planet("resculon", "Resculon", "base", 2, 0, { traits: ["cultural"] }),
  planet("centauri", "Centauri", "base", 1, 3, { traits: ["cultural"] }),
  planet("gral", "Gral", "base", 1, 1, { traits: ["industrial"], specialties: ["propulsion"] }),
  planet("bereg", "Bereg", "base", 3, 1, { traits: ["hazardous"] }),
  planet("lirtaiv", "Lirta IV", "base", 2, 3, { traits: ["hazardous"] }),
  planet("arnor", "Arnor", "base", 2, 1, { traits: ["industrial"] }),
  planet("lor", "Lor", "base", 1, 2, { traits: ["industrial"] }),
  planet("arinam", "Arinam", "base", 1, 2, { traits: ["industrial"] }),
  planet("meer", "Meer", "base", 0, 4, { traits: ["hazardous"], specialties: ["warfare"] }),
  planet("abyz", "Abyz", "base", 3, 0, { traits: ["hazardous"] }),
  planet("fria", "Fria", "base", 2, 0, { traits: ["hazardous"] }),
  planet("creuss", "Creuss", "base", 4, 2),
  planet("ixth", "Ixth", "pok", 3, 5),
  planet("arcturus", "Arcturus", "pok", 4, 4),
  planet("acheron", "Acheron", "pok", 4, 0),
  planet("elysium", "Elysium", "pok", 4, 1),
  planet("thedark", "The Dark", "pok", 3, 4),
  planet("naazir", "Naazir", "pok", 2, 1),
  planet("rokha", "Rokha", "pok", 1, 2),
  planet("valk", "Valk", "pok", 2, 0),
  planet("avar", "Avar", "pok", 1, 1),
  planet("ylir", "Ylir", "pok", 0, 2),
  planet("archonvail", "Archon Vail", "pok", 1, 3, { traits: ["hazardous"], specialties: ["propulsion"] }),
  planet("perimeter", "Perimeter", "pok", 2, 1, { traits: ["industrial"] }),
  planet("ang", "Ang", "pok", 2, 0, { traits: ["industrial"], specialties: ["warfare"] }),
  planet("semlore", "Sem-Lore", "pok", 3, 2, { traits: ["cultural"], specialties: ["cybernetic"] }),
  planet("vorhal", "Vorhal", "pok", 0, 2, { traits: ["cultural"], specialties: ["biotic"] }),
  planet("atlas", "Atlas", "pok", 3, 1, { traits: ["hazardous"] }),
  planet("primor", "Primor", "pok", 2, 1, { traits: ["cultural"], legendary: "The Atrament" }),
  planet("hopesend", "Hope's End", "pok", 3, 0, { traits: ["hazardous"], legendary: "Imperial Arms Vault" }),
  planet("cormund", "Cormund", "pok", 2, 0, { traits: ["hazardous"] }),
  planet("everra", "Everra", "pok", 3, 1, { traits: ["cultural"] }),
  planet("accoen", "Accoen", "pok", 2, 3, { traits: ["industrial"] }),
  planet("jeolir", "Jeol Ir", "pok", 2, 3, { traits: ["industrial"] }),
  planet("kraag", "Kraag", "pok", 2, 1, { traits: ["hazardous"] }),
  planet("siig", "Siig", "pok", 0, 2, { traits: ["hazardous"] }),
  planet("bakal", "Ba'Kal", "pok", 3, 2, { traits: ["industrial"] }),
  planet("alioprima", "Alio Prima", "pok", 1, 1, { traits: ["cultural"] }),
  planet("lisis", "Lisis", "pok", 2, 2, { traits: ["industrial"] }),
  planet("velnor", "Velnor", "pok", 2, 1, { traits: ["industrial"], specialties: ["warfare"] }),
  planet("cealdri", "Cealdri", "pok", 0, 2, { traits: ["cultural"], specialties: ["cybernetic"] }),
  planet("xanhact", "Xanhact", "pok", 0, 1, { traits: ["hazardous"] }),
  planet("vegamajor", "Vega Major", "pok", 2, 1, { traits: ["cultural"] }),
  planet("vegaminor", "Vega Minor", "pok", 1, 2, { traits: ["cultural"], specialties: ["propulsion"] }),
  planet("loki", "Loki", "pok", 1, 2, { traits: ["cultural"] }),
  planet("abaddon", "Abaddon", "pok", 1, 0, { traits: ["cultural"] }),
  planet("ashtroth", "Ashtroth", "pok", 2, 0, { traits: ["hazardous"] }),
  planet("rigeli", "Rigel I", "pok", 0, 1, { traits: ["hazardous"] }),
  planet("rigelii", "Rigel II", "pok", 1, 2, { traits: ["industrial"] }),
  planet("rigeliii", "Rigel III", "pok", 1, 1, { traits: ["industrial"], specialties: ["biotic"] }),
  planet("mallice", "Mallice", "pok", 0, 3, { traits: ["cultural"], legendary: true }),
  // Codex III's Keleres home planets: the data gives three of them (Archon Tau, Valk, Ylir) the values
  // of the faction planets they copy, not read off the cards.
  planet("archonrenk", "Archon Ren (Keleres)", "codex3", 2, 3),
  planet("archontauk", "Archon Tau (Keleres)", "codex3", 1, 1),
  planet("valkk", "Valk (Keleres)", "codex3", 2, 0),
  planet("ylirk", "Ylir (Keleres)", "codex3", 0, 2),
  planet("avark", "Avar (Keleres)", "codex3", 1, 1),
  planet("mollprimusk", "Moll Primus (Keleres)", "codex3", 4, 1),
  // Planets with no tile of their own: Mirage comes with a frontier exploration card (PoK); Custodia
  // Vigilia is a Keleres planet card (Codex III).
  planet("custodiavigilia", "Custodia Vigilia", "codex3", 2, 3, { legendary: true }),
  planet("mirage", "Mirage", "pok", 1, 2, { traits: ["cultural"], legendary: true }),
  ...TI4_TE_PLANET_ROWS,
];

/** A TI4 planet id (the community's alias: lower case, no spaces, as in the data). */
export type Ti4PlanetId = (typeof PLANET_ROWS)[number]["id"];

export const TI4_PLANETS: readonly Ti4Planet<Ti4PlanetId>[] = deepFreeze(PLANET_ROWS);

export const TI4_PLANET_IDS: readonly Ti4PlanetId[] = deepFreeze(TI4_PLANETS.map((p) => p.id));

const BY_ID = indexById(TI4_PLANETS, "TI4 planet");

export function isTi4PlanetId(id: string): id is Ti4PlanetId {
  return BY_ID.has(id);
}

/** The planet of an id; throws on an id that names nothing (a bug, not input). */
export function ti4Planet(id: Ti4PlanetId): Ti4Planet<Ti4PlanetId> {
  return BY_ID.get(id);
}
