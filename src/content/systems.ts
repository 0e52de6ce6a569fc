/**
 * Every system tile of TI3 + Shattered Empire, with how many physical copies each box holds.
 *
 * Sources: shared/data/ti3/systems.json (tile designs, wormholes); base overview step 9 (32 systems besides
 * Mecatol Rex and the 10 Home Systems; 3 players first remove 3 empty systems and 1 Asteroid Field, rules
 * reference §3/§23); SE rulebook p.4-8 (28 new tiles: 4 Home Systems, the Wormhole Nexus, 2 Ion Storms and
 * the rest; the SE removal table; 5 players with the larger galaxy deal every tile, 11 each).
 *
 * Copy counts, decided from the rulebooks' arithmetic (the data's PC_Twi counts are a digital tile pool):
 * - Base + SE deal from 55 systems: 5 x 11 (larger galaxy), 6 x 9 + 1, and every row of the SE removal table
 *   (e.g. 4 players: 55 - 4 - 5 - 14 = 32 = 4 x 8). 34 of them carry planets (20 base + 14 SE), so 21 do not.
 *   The 7-8 player text ("first remove 2 random systems", then "the remaining 55") would make it 57; the FAQ
 *   p.8 errata, as cited by the UTIL digest (rules reference §28), drops that first removal, so 55 stands.
 * - The SE 3-player removal (7 empty, 6 special, 18 regular) leaves 3 special / 5 empty / 16 regular, the same
 *   mix the base 3-player rule leaves (3 empty and 1 Asteroid Field out, 4 more at random); with 4 players it
 *   leaves 4 / 8 / 20 = all 32 base systems. So base + SE hold 9 Special and 12 empty systems, and the base box
 *   alone 4 Special + 8 empty (6 plain + the Alpha and Beta tiles): SE adds 5 Special (2 Ion Storms) + 4 empty.
 *   The UTIL digest's SoT pile table (4 Special / 8 empty / 20 regular for 4 players, 9 / 12 / 34 for 7-8) and a
 *   fan map variant for base + SE (9 Special tiles, 10 plain empty tiles, 2 three-planet tiles) agree.
 * - Which anomaly each Special tile shows is NOT in the rulebooks. [recalled] base: 2 Asteroid Fields, 1 Nebula,
 *   1 Supernova; SE: 1 of each besides the 2 Ion Storms. PC_Twi's pool (4 asteroid, 2 nebula, 2 supernova plus a
 *   separate Muaat supernova, 12 plain empty) overshoots the rulebook totals by 2 Special and 2 empty tiles, so
 *   it was not followed; its nebula and supernova totals agree with ours.
 * - Muaat: the SE rulebook gives Muaat one ordinary Home System tile and no supernova placement rule, and the
 *   28-tile count leaves no room for an extra off-pool tile. The supernova two map tools call "Muaat Supernova"
 *   is taken to be SE's one Supernova in the dealt pool (`supernova-se`).
 * - Gravity Rift (REPORT.md conflict 6): the SE rulebook never mentions one (its only new Special System is the
 *   Ion Storm; the rules reference lists the Gravity Rift as SoT), so no base + SE tile has it. TI2's Hope's
 *   End has one (ti2-hopes-end.txt, 2.1): its tile is here in the `hopesEnd` box, outside every game's boxes;
 *   only the option "classic:gravityRift" puts it in a galaxy (engine/options/gravityRift.ts). One copy: the
 *   rulebook gives no count. [decision]
 * Shards of the Throne tiles (Creuss Gate, Everra, Cormund, Faunus, ...) are out of scope.
 */
import type { Box, RaceId } from "./common.ts";
import { deepFreeze, homeSystemId, indexById } from "./common.ts";
import type { Planet } from "./planets.ts";
import { planetsOf } from "./planets.ts";

export {
  getPlanet,
  isPlanetId,
  PLANETS,
  type Planet,
  type PlanetId,
  planetsOf,
  type RefreshAbility,
} from "./planets.ts";

export const SYSTEM_KINDS = ["planet", "empty", "anomaly", "home", "mecatolRex", "wormholeNexus"] as const;
export type SystemKind = (typeof SYSTEM_KINDS)[number];

/** Special Systems (red border). Only Hope's End's tile (a classic option) is a Gravity Rift. */
export const ANOMALY_KINDS = ["asteroidField", "nebula", "supernova", "ionStorm", "gravityRift"] as const;
export type AnomalyKind = (typeof ANOMALY_KINDS)[number];

export const WORMHOLE_TYPES = ["alpha", "beta"] as const;
export type WormholeType = (typeof WORMHOLE_TYPES)[number];

export interface SystemTile {
  readonly id: SystemId;
  readonly name: string;
  readonly box: Box;
  readonly kind: SystemKind;
  readonly anomaly: AnomalyKind | null;
  readonly wormholes: readonly WormholeType[];
  readonly planets: readonly Planet[];
  /** Physical copies of this tile in its box. */
  readonly copies: number;
  /** The race whose Home System this is; null for every other tile. */
  readonly race: RaceId | null;
}

interface RawSystem {
  readonly id: string;
  readonly name: string;
  readonly kind: SystemKind;
  readonly anomaly?: AnomalyKind;
  readonly wormholes?: readonly WormholeType[];
  readonly copies?: number;
  readonly race?: RaceId;
}

const BASE_SYSTEMS = [
  { id: "mecatol-rex", name: "Mecatol Rex", kind: "mecatolRex" },
  { id: "abyz-fria", name: "Abyz / Fria", kind: "planet" },
  { id: "arinam-meer", name: "Arinam / Meer", kind: "planet" },
  { id: "arnor-lor", name: "Arnor / Lor", kind: "planet" },
  { id: "bereg-lirta-iv", name: "Bereg / Lirta IV", kind: "planet" },
  { id: "centauri-gral", name: "Centauri / Gral", kind: "planet" },
  { id: "coorneeq-resculon", name: "Coorneeq / Resculon", kind: "planet" },
  { id: "dal-bootha-xxehan", name: "Dal Bootha / Xxehan", kind: "planet" },
  { id: "lazar-sakulag", name: "Lazar / Sakulag", kind: "planet" },
  { id: "lodor", name: "Lodor", kind: "planet", wormholes: ["alpha"] },
  { id: "mehar-xull", name: "Mehar Xull", kind: "planet" },
  { id: "mellon-zohbat", name: "Mellon / Zohbat", kind: "planet" },
  { id: "new-albion-starpoint", name: "New Albion / Starpoint", kind: "planet" },
  { id: "quann", name: "Quann", kind: "planet", wormholes: ["beta"] },
  { id: "qucenn-rarron", name: "Qucen'n / Rarron", kind: "planet" },
  { id: "saudor", name: "Saudor", kind: "planet" },
  { id: "tarmann", name: "Tar'Mann", kind: "planet" },
  { id: "tequran-torkan", name: "Tequ'Ran / Torkan", kind: "planet" },
  { id: "thibah", name: "Thibah", kind: "planet" },
  { id: "vefut-ii", name: "Vefut II", kind: "planet" },
  { id: "wellon", name: "Wellon", kind: "planet" },
  // 8 empty systems: 6 plain and one per wormhole type (both wormhole tiles: rules reference §3, [recalled]).
  { id: "empty", name: "Empty space", kind: "empty", copies: 6 },
  { id: "empty-alpha-wormhole", name: "Empty space (Alpha wormhole)", kind: "empty", wormholes: ["alpha"] },
  { id: "empty-beta-wormhole", name: "Empty space (Beta wormhole)", kind: "empty", wormholes: ["beta"] },
  // 4 Special Systems; the split by anomaly is [recalled] (see the header).
  { id: "asteroid-field", name: "Asteroid Field", kind: "anomaly", anomaly: "asteroidField", copies: 2 },
  { id: "nebula", name: "Nebula", kind: "anomaly", anomaly: "nebula" },
  { id: "supernova", name: "Supernova", kind: "anomaly", anomaly: "supernova" },
  { id: homeSystemId("letnev"), name: "Barony of Letnev Home System", kind: "home", race: "letnev" },
  { id: homeSystemId("hacan"), name: "Emirates of Hacan Home System", kind: "home", race: "hacan" },
  { id: homeSystemId("sol"), name: "Federation of Sol Home System", kind: "home", race: "sol" },
  { id: homeSystemId("jolnar"), name: "Universities of Jol Nar Home System", kind: "home", race: "jolnar" },
  { id: homeSystemId("l1z1x"), name: "L1z1x Mindnet Home System", kind: "home", race: "l1z1x" },
  { id: homeSystemId("mentak"), name: "Mentak Coalition Home System", kind: "home", race: "mentak" },
  { id: homeSystemId("naalu"), name: "Naalu Collective Home System", kind: "home", race: "naalu" },
  { id: homeSystemId("norr"), name: "Sardakk N'orr Home System", kind: "home", race: "norr" },
  { id: homeSystemId("xxcha"), name: "Xxcha Kingdom Home System", kind: "home", race: "xxcha" },
  { id: homeSystemId("yssaril"), name: "Yssaril Tribes Home System", kind: "home", race: "yssaril" },
] as const satisfies readonly RawSystem[];

/** SE p.4-7: 28 new tiles = 14 regular + 4 empty + 5 Special + 4 Home Systems + the Wormhole Nexus. */
const SE_SYSTEMS = [
  { id: "abaddon-ashtroth-loki", name: "Abaddon / Ashtroth / Loki", kind: "planet" },
  { id: "arcturus-sumerian", name: "Arcturus / Sumerian", kind: "planet" },
  { id: "bellatrix-tsion", name: "Bellatrix / Tsion", kind: "planet" },
  { id: "capha", name: "Capha", kind: "planet" },
  { id: "elnath", name: "El'Nath", kind: "planet" },
  { id: "garbozia", name: "Garbozia", kind: "planet" },
  { id: "hopes-end", name: "Hope's End", kind: "planet" },
  { id: "lesab", name: "Lesab", kind: "planet" },
  { id: "lisis-velnor", name: "Lisis / Velnor", kind: "planet" },
  { id: "mirage", name: "Mirage", kind: "planet" },
  { id: "perimeter", name: "Perimeter", kind: "planet" },
  { id: "primor", name: "Primor", kind: "planet" },
  { id: "rigel", name: "Rigel I / Rigel II / Rigel III", kind: "planet" },
  { id: "vega", name: "Vega Major / Vega Minor", kind: "planet" },
  { id: "empty-se", name: "Empty space", kind: "empty", copies: 4 },
  // SE p.6: "2 Ion Storm tiles, a new type of Special System". The other 3 Special tiles are [recalled].
  { id: "ion-storm", name: "Ion Storm", kind: "anomaly", anomaly: "ionStorm", copies: 2 },
  { id: "asteroid-field-se", name: "Asteroid Field", kind: "anomaly", anomaly: "asteroidField" },
  { id: "nebula-se", name: "Nebula", kind: "anomaly", anomaly: "nebula" },
  { id: "supernova-se", name: "Supernova", kind: "anomaly", anomaly: "supernova" },
  // SE p.10 (Option 8): off the board, adjacent to every Alpha and Beta system, so it carries both types.
  { id: "wormhole-nexus", name: "Wormhole Nexus", kind: "wormholeNexus", wormholes: ["alpha", "beta"] },
  { id: homeSystemId("muaat"), name: "Embers of Muaat Home System", kind: "home", race: "muaat" },
  { id: homeSystemId("saar"), name: "Clan of Saar Home System", kind: "home", race: "saar" },
  { id: homeSystemId("winnu"), name: "Winnu Home System", kind: "home", race: "winnu" },
  { id: homeSystemId("yin"), name: "Brotherhood of Yin Home System", kind: "home", race: "yin" },
] as const satisfies readonly RawSystem[];

/** TI2 Hope's End (2.1 New Mapboard Hexes): the Gravity Rift, with its sides numbered 1 to 6. */
const HOPES_END_SYSTEMS = [
  { id: "gravity-rift", name: "Gravity Rift", kind: "anomaly", anomaly: "gravityRift" },
] as const satisfies readonly RawSystem[];

export type SystemId =
  | (typeof BASE_SYSTEMS)[number]["id"]
  | (typeof SE_SYSTEMS)[number]["id"]
  | (typeof HOPES_END_SYSTEMS)[number]["id"];

function toSystem(raw: RawSystem & { readonly id: SystemId }, box: Box): SystemTile {
  return {
    id: raw.id,
    name: raw.name,
    box,
    kind: raw.kind,
    anomaly: raw.anomaly ?? null,
    wormholes: raw.wormholes ?? [],
    planets: planetsOf(raw.id),
    copies: raw.copies ?? 1,
    race: raw.race ?? null,
  };
}

/**
 * Every system tile design of base + SE (37 base designs / 43 tiles, 24 SE designs / 28 tiles), and Hope's
 * End's Gravity Rift (dealt only by its option).
 */
export const SYSTEMS: readonly SystemTile[] = deepFreeze([
  ...BASE_SYSTEMS.map((raw) => toSystem(raw, "base")),
  ...SE_SYSTEMS.map((raw) => toSystem(raw, "se")),
  ...HOPES_END_SYSTEMS.map((raw) => toSystem(raw, "hopesEnd")),
]);

const BY_ID = indexById(SYSTEMS, "system id");

export function isSystemId(value: string): value is SystemId {
  return BY_ID.has(value);
}

export function getSystem(id: string): SystemTile {
  return BY_ID.get(id);
}

/** The tiles of a game played with these boxes. */
export function systemsInBoxes(boxes: readonly Box[]): readonly SystemTile[] {
  return SYSTEMS.filter((tile) => boxes.includes(tile.box));
}

/** A race's Home System tile. */
export function homeSystemOf(race: RaceId): SystemTile {
  return getSystem(homeSystemId(race));
}

/**
 * True for the tiles shuffled and dealt to build the galaxy: not Mecatol Rex, not Home Systems and not the
 * Wormhole Nexus (SE p.5: "systems" exclude it unless stated; it is only placed off the board by Option 8).
 */
export function isDealtSystem(tile: SystemTile): boolean {
  return tile.kind === "planet" || tile.kind === "empty" || tile.kind === "anomaly";
}

/** Number of physical tiles among these designs (a design with 6 copies counts 6). */
export function tileCount(tiles: readonly SystemTile[]): number {
  return tiles.reduce((sum, tile) => sum + tile.copies, 0);
}
