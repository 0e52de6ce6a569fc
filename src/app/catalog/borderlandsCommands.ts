/**
 * The TI1 Borderlands options: /ti-combat minefield (a Dreadnought lays a Mine Field, 5 resources) and
 * repair (Capital Ships mended at a Space Dock, 3 resources each), both in the production step of an
 * activation and paid like units; /ti-politics capital (the Capital Planet named in round 3).
 */
import { planetNamed, str, unitCounts } from "./args.ts";
import { paidAtPosition, TRANSFER_POSITION } from "./paidAtPosition.ts";
import { PAYMENT_OPTIONS } from "./tacticalCommands.ts";
import type { CatalogCommand } from "./types.ts";

export const BORDERLANDS_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "combat",
    name: "minefield",
    description: "Lay a Mine Field with a Dreadnought (5 resources)",
    help: "Borderlands Mine Fields, in the production step of your activation, before producing: a Dreadnought of yours in the system that did not move this activation lays one Mine Field there (one per Dreadnought and round; 3 per system, 20 in all), paid with planets and Trade Goods. position names the system in a transfer action.",
    options: [...PAYMENT_OPTIONS, TRANSFER_POSITION],
    build: (args) => paidAtPosition(args, "layMineField"),
  },
  {
    group: "combat",
    name: "repair",
    description: "Repair damaged Capital Ships at your Space Dock (3 resources each)",
    help: 'Borderlands Capital Ships, in the production step of your activation, before producing: damaged Dreadnoughts and Carriers in a system with your Space Dock are repaired for 3 resources each. units: e.g. "1 dreadnought, 1 carrier".',
    options: [
      {
        name: "units",
        description: "e.g. 1 dreadnought, 1 carrier",
        kind: "string",
        value: "units",
        required: true,
      },
      ...PAYMENT_OPTIONS,
      TRANSFER_POSITION,
    ],
    build(args) {
      const ships = unitCounts(str(args, "units") ?? "");
      if ("argError" in ships) return ships;
      return paidAtPosition(args, "repairCapitalShips", { units: ships.units });
    },
  },
  {
    // In TI1 the Capital Planet is named just before the Political Phase: it sits with the council's commands.
    group: "politics",
    name: "capital",
    description: "Name your Capital Planet (Borderlands, round 3)",
    help: "Borderlands Capital Planets: as the Status Phase of round 3 opens, name a planet you control as your Capital Planet.",
    options: [
      {
        name: "planet",
        description: "A planet you control",
        kind: "string",
        value: "planet",
        autocomplete: "planet",
        required: true,
      },
    ],
    build(args) {
      const planet = planetNamed(str(args, "planet"));
      if (typeof planet === "object") return planet;
      return { kind: "play", command: { type: "chooseCapitalPlanet", planet } };
    },
  },
];
