/**
 * Thunder's Edge's faction units (box "te"): facts from shared/data/ti4/units.json, each ability in our own
 * words. Listed per faction as its rules are built.
 */
import { roll, unit } from "./units.build.ts";
import type { Ti4Unit } from "./units.ts";

export const TE_FACTION_UNITS: readonly Ti4Unit[] = [
  // The Firmament and the Obsidian (units.json, from
  // AsyncTI4/TI4_map_generator_bot@050ad426aab3602c36685481a6ef70d9b691d2c7:src/main/resources/data/units/te_units.json).
  // The mechs are Prophecy of Kings components (TE "Expansion Integration"): box "pok", so a game without
  // PoK leaves them out, as it does every faction's mech.
  unit({
    id: "firmament_flagship",
    type: "flagship",
    name: "Heaven's Eye",
    box: "te",
    faction: "firmament",
    cost: 8,
    combat: roll(5, 2),
    move: 1,
    capacity: 3,
    sustainDamage: true,
    text: "Against a player whose control token lies on one of your plot cards, it has +1 move and repairs at the start of each combat round [recalled].",
  }),
  unit({
    id: "firmament_mech",
    type: "mech",
    name: "Viper EX-23",
    box: "pok",
    faction: "firmament",
    cost: 2,
    combat: roll(6, 1),
    sustainDamage: true,
    text: "When ground forces are committed to its planet, you may choose for your units there to coexist with them.",
  }),
  unit({
    id: "obsidian_flagship",
    type: "flagship",
    name: "Heaven's Hollow",
    box: "te",
    faction: "obsidian",
    cost: 8,
    combat: roll(5, 3),
    move: 1,
    capacity: 3,
    sustainDamage: true,
  }),
  unit({
    id: "obsidian_mech",
    type: "mech",
    name: "Viper Hollow",
    box: "pok",
    faction: "obsidian",
    cost: 2,
    combat: roll(6, 1),
    sustainDamage: true,
    text: "If it coexists on a planet when it turns over, you take control of that planet and the other player's units there coexist with yours.",
  }),
];
