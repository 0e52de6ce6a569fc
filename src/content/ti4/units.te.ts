/**
 * Thunder's Edge's faction units (box "te"): facts from shared/data/ti4/units.json, each ability in our own
 * words. Listed per faction as its rules are built.
 */
import { roll, unit } from "./units.build.ts";
import type { Ti4Unit } from "./units.ts";

export const TE_FACTION_UNITS: readonly Ti4Unit[] = [
  // The Crimson Rebellion (their mech, the Revenant, is a PoK component: not here)
  unit({
    id: "crimson_destroyer",
    type: "destroyer",
    name: "Exile I",
    box: "te",
    faction: "crimson",
    cost: 1,
    combat: roll(8, 1),
    move: 2,
    antiFighterBarrage: roll(9, 2),
    text: "At the end of a combat in its system or a system next to it, you may place an inactive breach in that system.",
  }),
  unit({
    id: "crimson_destroyer2",
    type: "destroyer",
    name: "Exile II",
    box: "te",
    faction: "crimson",
    cost: 1,
    combat: roll(7, 1),
    move: 2,
    antiFighterBarrage: roll(6, 3),
    requires: "exile2",
    upgradeOf: "crimson_destroyer",
    text: "At the end of a combat in its system or up to 2 systems away, you may place a breach, active or inactive, in that system.",
  }),
  unit({
    id: "crimson_flagship",
    type: "flagship",
    name: "Quietus",
    box: "te",
    faction: "crimson",
    cost: 8,
    combat: roll(5, 2),
    move: 1,
    capacity: 3,
    sustainDamage: true,
    text: "While it is in a system with an active breach, other players' units in systems with active breaches lose their unit abilities.",
  // The Ral Nel Consortium (AsyncTI4/TI4_map_generator_bot@050ad426aab3602c36685481a6ef70d9b691d2c7:
  // src/main/resources/data/units/te_units.json). The Alarum is a PoK component (TE "Expansion
  // Integration"): its box is "pok", so a base+te game has no mech.
  unit({
    id: "ralnel_destroyer",
    type: "destroyer",
    name: "Linkship I",
    box: "te",
    faction: "ralnel",
    cost: 1,
    combat: roll(9, 1),
    move: 3,
    antiFighterBarrage: roll(9, 2),
    text: "It may fire the space cannon of one of your structures in its space area; each structure fires so only once.",
  }),
  unit({
    id: "ralnel_destroyer2",
    type: "destroyer",
    name: "Linkship II",
    box: "te",
    faction: "ralnel",
    cost: 1,
    combat: roll(8, 1),
    move: 4,
    antiFighterBarrage: roll(6, 3),
    requires: "linkship2",
    upgradeOf: "ralnel_destroyer",
    text: "It may fire the space cannon of one of your structures in its space area; several Linkships may fire the same one.",
  }),
  unit({
    id: "ralnel_flagship",
    type: "flagship",
    name: "Last Dispatch",
    box: "te",
    faction: "ralnel",
    cost: 8,
    combat: roll(8, 2),
    move: 2,
    capacity: 4,
    sustainDamage: true,
    text: "When it retreats, you may destroy 1 ship without SUSTAIN DAMAGE in the active system.",
  }),
  unit({
    id: "ralnel_mech",
    type: "mech",
    name: "Alarum",
    box: "pok",
    faction: "ralnel",
    cost: 2,
    combat: roll(6, 1),
    sustainDamage: true,
    text: "After each combat round on its planet, you may move up to 2 ground forces onto it from planets in adjacent systems.",
  }),
];
