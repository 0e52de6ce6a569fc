/**
 * Thunder's Edge planets (box "te"): the planets of tiles 92-118 (tile 94, The Sorrow, has none we know of:
 * see systems.te.ts), the space stations, and Thunder's Edge itself, a planet with no tile.
 *
 * Facts from shared/data/ti4/tiles.json (its TE entries come from the community's map tool data, the
 * Firmament/Obsidian home and the new Mecatol Rex from the community's Discord bot data). What TE adds to
 * a planet's vocabulary (TE rulebook, "Space Stations", "Dual Planet Traits", "Dual Specialties"):
 * - two traits on one planet (Olergodt, Vira-Pics III, Lesab, Tinnes, Lazul Rex, Tarana): it has both;
 * - two technology specialties on one planet: Olergodt (cybernetic and warfare) and Tiamat (two cybernetic
 *   specialties, as both sources give it: one planet that stands for two cybernetic prerequisites);
 * - space stations (`station`): Revelation, Tsion Station, Oluz Station, The Watchtower; they have no
 *   traits and are no planets for votes, objectives or home systems (rules: another issue's);
 * - none of these planets has a relic icon: in TE the planets of The Fracture carry it (TE rulebook, "The
 *   Fracture"), and The Fracture is another issue's content.
 * Legendary abilities are kept by name only.
 *
 * Home planets have no traits (as in the base game). The Firmament's home (96a: Cronos, Tallin) turns over
 * into the Obsidian's (96b: Cronos Hollow, Tallin Hollow) when the faction changes sides (TE rulebook,
 * "Clarifications": units on Cronos go to Cronos Hollow, on Tallin to Tallin Hollow).
 *
 * Mecatol Rex keeps its base planet ("mecatolrex"): TE prints it again on a tile with a legendary planet
 * icon (TE rulebook, "Expansion Integration"); that it is legendary in a TE game is TI4_TE_MECATOL_REX in
 * systems.te.ts, so every rule that names Mecatol Rex's planet keeps working.
 */
import { planet } from "./planets.build.ts";

export const TI4_TE_PLANET_ROWS = [
  // Home systems (green backs).
  planet("ordinian", "Ordinian", "te", 0, 0, { legendary: "4X41D 'Hyperion' V1" }),
  planet("revelation", "Revelation", "te", 1, 2, { station: true }),
  planet("mez", "Mez Lo Orz Pei Zsha", "te", 2, 1),
  planet("rep", "Rep Lo Orz Oet", "te", 1, 3),
  planet("ikatena", "Ikatena", "te", 4, 4),
  planet("cronos", "Cronos", "te", 2, 1),
  planet("tallin", "Tallin", "te", 1, 2),
  planet("cronoshollow", "Cronos Hollow", "te", 3, 0),
  planet("tallinhollow", "Tallin Hollow", "te", 3, 0),
  planet("ahkcreuxx", "Ahk Creuxx", "te", 4, 2),
  // Blue-backed systems.
  planet("faunus", "Faunus", "te", 1, 3, {
    traits: ["industrial"],
    specialties: ["biotic"],
    legendary: "Maxis Central Control",
  }),
  planet("garbozia", "Garbozia", "te", 2, 1, {
    traits: ["hazardous"],
    legendary: "Dok 'N Pic's Salvage Yard",
  }),
  planet("emelpar", "Emelpar", "te", 0, 2, { traits: ["cultural"], legendary: "The Acropolis" }),
  planet("tempesta", "Tempesta", "te", 1, 1, {
    traits: ["hazardous"],
    specialties: ["propulsion"],
    legendary: "Ionian Fuel Refinery",
  }),
  planet("olergodt", "Olergodt", "te", 2, 1, {
    traits: ["cultural", "hazardous"],
    specialties: ["cybernetic", "warfare"],
  }),
  planet("andeara", "Andeara", "te", 1, 1, { traits: ["industrial"], specialties: ["propulsion"] }),
  planet("virapicsiii", "Vira-Pics III", "te", 2, 3, { traits: ["cultural", "hazardous"] }),
  planet("lesab", "Lesab", "te", 2, 1, { traits: ["industrial", "hazardous"] }),
  planet("newterra", "New Terra", "te", 1, 1, { traits: ["industrial"], specialties: ["biotic"] }),
  planet("tinnes", "Tinnes", "te", 2, 1, { traits: ["industrial", "hazardous"], specialties: ["biotic"] }),
  planet("cresius", "Cresius", "te", 0, 1, { traits: ["hazardous"] }),
  planet("lazulrex", "Lazul Rex", "te", 2, 2, { traits: ["industrial", "cultural"] }),
  planet("tiamat", "Tiamat", "te", 1, 2, { traits: ["cultural"], specialties: ["cybernetic", "cybernetic"] }),
  planet("hercalor", "Hercalor", "te", 1, 0, { traits: ["industrial"] }),
  planet("kostboth", "Kostboth", "te", 0, 1, { traits: ["cultural"] }),
  planet("capha", "Capha", "te", 3, 0, { traits: ["hazardous"] }),
  planet("tsionstation", "Tsion Station", "te", 1, 1, { station: true }),
  planet("bellatrix", "Bellatrix", "te", 1, 2, { traits: ["cultural"] }),
  planet("elnath", "El'Nath", "te", 2, 0, { traits: ["hazardous"] }),
  planet("horizon", "Horizon", "te", 1, 2, { traits: ["cultural"] }),
  planet("luthienvi", "Luthien VI", "te", 3, 1, { traits: ["hazardous"] }),
  planet("tarana", "Tarana", "te", 1, 2, { traits: ["industrial", "cultural"] }),
  planet("oluzstation", "Oluz Station", "te", 1, 1, { station: true }),
  // Red-backed systems.
  planet("industrex", "Industrex", "te", 2, 0, {
    traits: ["industrial"],
    specialties: ["warfare"],
    legendary: "Aeurex Mechanica",
  }),
  planet("lemox", "Lemox", "te", 0, 3, { traits: ["industrial"] }),
  planet("thewatchtower", "The Watchtower", "te", 1, 1, { station: true }),
  // No tile: Thunder's Edge enters the galaxy when the expedition is completed (TE rulebook, "Thunder's
  // Edge Expedition"); the card gives the breakthrough (legendary ability "Jupiter Brain").
  planet("thundersedge", "Thunder's Edge", "te", 5, 1, { legendary: "Jupiter Brain" }),
  // No tile: the Avernus planet token enters the galaxy through the Embers of Muaat's breakthrough, Stellar
  // Genesis (TE "Breakthroughs and Synergy"). Values and trait as the community bot's planet data gives them
  // (AsyncTI4/TI4_map_generator_bot src/main/resources/planets/avernus.json: 2 resources, 0 influence,
  // hazardous); its legendary ability card, The Nucleus, is content/ti4/legendary.te.ts's.
  planet("avernus", "Avernus", "te", 2, 0, { traits: ["hazardous"], legendary: "The Nucleus" }),
];

/** The Avernus planet token's planet: it has no tile and comes into the galaxy during play. */
export const TI4_AVERNUS_PLANET = "avernus";

/** Thunder's Edge's own planet: it has no tile and comes into the galaxy during play. */
export const TI4_THUNDERS_EDGE_PLANET = "thundersedge";
