/**
 * Thunder's Edge's faction technologies (box "te"), ids from shared/data/ti4/thunders_edge.json, each in our
 * own words. Listed per faction as its rules are built.
 */
import { tech } from "./technologies.build.ts";
import type { Ti4Technology } from "./technologies.ts";

export const TE_FACTION_TECHNOLOGIES: readonly Ti4Technology[] = [
  // The Last Bastion
  tech({
    id: "proxima",
    name: "Proxima Targeting V1",
    color: "warfare",
    prerequisites: { warfare: 1 },
    box: "te",
    faction: "bastion",
    text: "For each of your galvanized units present, cancel 1 hit a bombardment roll makes against your ground forces. As a ground combat round starts you may roll bombardment 8 (x3) against your opponent's units there, and then the same roll against your own.",
  }),
  tech({
    id: "helios2",
    name: "4X41C 'Helios' V2",
    prerequisites: { cybernetic: 2 },
    box: "te",
    faction: "bastion",
    upgrades: "spaceDock",
    text: "Your Helios space docks add 2 to their planet's resources and have PRODUCTION of that value plus 4.",
    note: "Prerequisites 2 yellow as the data gives them; the data's source marks its text unconfirmed and one public summary lists none.",
  }),
];
