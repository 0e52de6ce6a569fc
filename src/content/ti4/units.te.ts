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
  }),
];
