/**
 * Thunder's Edge's faction units (box "te"): facts from shared/data/ti4/units.json, each ability in our own
 * words. Listed per faction as its rules are built.
 */
import { roll, unit } from "./units.build.ts";
import type { Ti4Unit } from "./units.ts";

export const TE_FACTION_UNITS: readonly Ti4Unit[] = [
  // The Deepwrought Scholarate
  unit({
    id: "deepwrought_flagship",
    type: "flagship",
    name: "D.W.S. Luminous",
    box: "te",
    faction: "deepwrought",
    cost: 8,
    combat: roll(7, 2),
    move: 1,
    capacity: 6,
    sustainDamage: true,
    text: "It may move through systems holding your units even when other players' units are there, and gains 1 move for each such system it moves through.",
  }),
  // A Prophecy of Kings component (TE "Expansion Integration"): in play only with PoK.
  unit({
    id: "deepwrought_mech",
    type: "mech",
    name: "Eanautic",
    box: "te",
    faction: "deepwrought",
    cost: 2,
    combat: roll(6, 1),
    sustainDamage: true,
    production: { value: 1, plusPlanetResources: false },
    text: "When another player activates its system while it coexists, it may go, with your infantry on its planet, to a planet you control in your home system.",
  }),
];
