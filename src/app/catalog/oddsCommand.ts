/**
 * /ti odds: the exact chances of a battle (app/odds.ts), answered to the asker alone. Typed fleets are
 * read strictly here (units.ts: unknown names refused with the nearest one, every count at least 1).
 */
import type { PlanetId } from "../../content/index.ts";
import { bool, str } from "./args.ts";
import type { CatalogCommand } from "./types.ts";
import { fleetCounts } from "./units.ts";

function fleet(text: string | undefined) {
  if (text === undefined) return undefined;
  const parsed = fleetCounts(text);
  return "argError" in parsed ? parsed : { units: parsed.units, damaged: parsed.damaged };
}

export const ODDS_COMMAND: CatalogCommand = {
  group: null,
  name: "odds",
  description: "Exact odds of a space battle or invasion",
  help: 'The chance that the attacker wins, that the defender wins or that both are destroyed, and the units each keeps on average, computed exactly (not sampled). Name a system of this game\'s map to attack whoever is there with your ships there (or with the attacker fleet you name), with everyone\'s race abilities and technologies; add a planet for an invasion. In a Fourth Edition game a system gives its space combat and a planet its ground combat, with each player\'s unit sheet and upgrades, sustain damage and anti-fighter barrage; what is left out is said. Or name two fleets, e.g. attacker:"2 cruiser, 1 dn" defender:"3 destroyer", for Third Edition players without race abilities or technologies (invasion:true for ground forces). Only you see the answer.',
  private: true,
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
  build(args) {
    const attacker = fleet(str(args, "attacker"));
    const defender = fleet(str(args, "defender"));
    for (const [name, read] of [
      ["attacker", attacker],
      ["defender", defender],
    ] as const)
      if (read && "argError" in read) return { argError: `${name}: ${read.argError}` };
    const system = str(args, "system");
    const planet = str(args, "planet") as PlanetId | undefined;
    const invasion = bool(args, "invasion");
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
