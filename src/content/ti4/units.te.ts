/**
 * Thunder's Edge's faction units (box "te"): facts from shared/data/ti4/units.json, each ability in our own
 * words. Listed per faction as its rules are built.
 */
import { roll, unit } from "./units.build.ts";
import type { Ti4Unit } from "./units.ts";

export const TE_FACTION_UNITS: readonly Ti4Unit[] = [
  // The Last Bastion
  unit({
    id: "bastion_flagship",
    type: "flagship",
    name: "The Egeiro",
    box: "te",
    faction: "bastion",
    cost: 8,
    combat: roll(9, 1),
    move: 1,
    capacity: 3,
    sustainDamage: true,
    text: "Its combat rolls get +1 for each system other than your home system holding a planet you control.",
    note: "The data also gives PRODUCTION 1; the card's summaries name none, so none is kept [recalled].",
  }),
  unit({
    id: "bastion_mech",
    type: "mech",
    name: "A3 Valiance",
    box: "te",
    faction: "bastion",
    cost: 2,
    combat: roll(6, 1),
    sustainDamage: true,
    text: "When it is destroyed while galvanized, galvanize up to 3 of your infantry in its system.",
    note: 'A Prophecy of Kings component (TE "Expansion Integration"): recorded, never fielded without that box.',
  }),
  unit({
    id: "bastion_spacedock",
    type: "spaceDock",
    name: "4X41C 'Helios' V1",
    box: "te",
    faction: "bastion",
    capacity: 3,
    production: { value: 2, plusPlanetResources: true },
    text: "Its planet's resource value is 1 higher (a Helios token marks it); its PRODUCTION is that value plus 2; up to 3 fighters in its system need no room on your ships.",
  }),
  unit({
    id: "bastion_spacedock2",
    type: "spaceDock",
    name: "4X41C 'Helios' V2",
    box: "te",
    faction: "bastion",
    capacity: 3,
    production: { value: 4, plusPlanetResources: true },
    requires: "helios2",
    upgradeOf: "bastion_spacedock",
    text: "Its planet's resource value is 2 higher (a Helios token marks it); its PRODUCTION is that value plus 4; up to 3 fighters in its system need no room on your ships.",
  }),
];
