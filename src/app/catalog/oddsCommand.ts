/**
 * /ti odds: the exact chances of a battle (app/odds.ts), answered to the asker alone. Typed fleets are
 * read strictly here (units.ts: unknown names refused with the nearest one, every count at least 1).
 */
import type { PlanetId } from "../../content/index.ts";
import { bool, str } from "./args.ts";
import { ti4FleetCounts } from "./ti4Units.ts";
import type { CatalogCommand } from "./types.ts";
import { fleetCounts } from "./units.ts";

function fleet(text: string | undefined) {
  if (text === undefined) return undefined;
  const parsed = fleetCounts(text);
  return "argError" in parsed ? parsed : { units: parsed.units, damaged: parsed.damaged };
}

/** A fleet typed at a Fourth Edition table: its own unit words ("2 carrier, 3 infantry, 1 mech"). */
function ti4Fleet(text: string | undefined) {
  if (text === undefined) return undefined;
  const parsed = ti4FleetCounts(text);
  return "argError" in parsed ? parsed : { units: parsed.units, damaged: parsed.damaged };
}

export const ODDS_COMMAND: CatalogCommand = {
  group: null,
  name: "odds",
  description: "Exact odds of a space battle or invasion",
  help: 'The chance that the attacker wins, that the defender wins or that both are destroyed, and the units each keeps on average, computed exactly (not sampled). Name a system of this game\'s map to attack whoever is there with your ships there (or with the attacker fleet you name), with everyone\'s race abilities and technologies; add a planet for an invasion. In a Fourth Edition game a system gives its space combat and a planet its ground combat, with each player\'s unit sheet and upgrades, sustain damage and anti-fighter barrage, your own units there or those you name (attacker:"2 carrier, 3 infantry, 1 mech"); what is left out is said. Or name two fleets, e.g. attacker:"2 cruiser, 1 dn" defender:"3 destroyer", for Third Edition players without race abilities or technologies (invasion:true for ground forces). Only you see the answer.',
  private: true,
  // A Fourth Edition table reads the attacker in TI4's unit words, whatever else is typed.
  readsEdition: true,
  options: [
    {
      name: "attacker",
      description: 'Attacking units, e.g. "2 cruiser, 1 dn"',
      kind: "string",
      value: "fleet",
    },
    { name: "defender", description: 'Defending units, e.g. "3 destroyer"', kind: "string", value: "fleet" },
    {
      name: "system",
      description: "A system: you attack who is there",
      kind: "string",
      value: "position",
      autocomplete: "position",
    },
    {
      name: "planet",
      description: "Planet invaded (with system)",
      kind: "string",
      value: "planet",
      autocomplete: "planet",
    },
    { name: "invasion", description: "Typed fleets fight on a planet", kind: "boolean" },
  ],
  build(args, table) {
    const system = str(args, "system");
    const planet = str(args, "planet") as PlanetId | undefined;
    const invasion = bool(args, "invasion");
    if (table?.ruleset === "ti4") {
      // A Fourth Edition table: a system of its map, whoever is there defending; the attacker may be typed
      // in TI4's unit words, standing for the asker's units there.
      if (!system)
        return {
          argError:
            "In a Fourth Edition game name a system of the map (system): you attack whoever is there.",
        };
      if (str(args, "defender") !== undefined)
        return { argError: "With a system, the defender is whoever is there: leave defender out." };
      const attacker = ti4Fleet(str(args, "attacker"));
      if (attacker && "argError" in attacker) return { argError: `attacker: ${attacker.argError}` };
      return {
        kind: "odds",
        ...(attacker ? { ti4Attacker: attacker } : {}),
        system,
        ...(planet ? { planet } : {}),
        ...(invasion ? { invasion } : {}),
      };
    }
    const attacker = fleet(str(args, "attacker"));
    const defender = fleet(str(args, "defender"));
    for (const [name, read] of [
      ["attacker", attacker],
      ["defender", defender],
    ] as const)
      if (read && "argError" in read) return { argError: `${name}: ${read.argError}` };
    return {
      kind: "odds",
      ...(attacker && !("argError" in attacker) ? { attacker } : {}),
      ...(defender && !("argError" in defender) ? { defender } : {}),
      ...(system ? { system } : {}),
      ...(planet ? { planet } : {}),
      ...(invasion ? { invasion } : {}),
    };
  },
};
