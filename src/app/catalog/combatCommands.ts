/**
 * /ti-combat ...: the answers combat asks for: PDS fire, hits taken, retreats, bombardment, the optional
 * race and technology abilities, and the standing choice to have hits assigned automatically.
 */

import type { UnitType } from "../../content/index.ts";
import type { CombatAbility } from "../../engine/rules/combat/frames.ts";
import {
  bool,
  HITS_FORM,
  hits,
  int,
  oneUnit,
  optionalSeat,
  plainCounts,
  planets,
  position,
  read,
  str,
  unitType,
} from "./args.ts";
import { leaderNamed } from "./leaders.ts";
import { PAYMENT_OPTIONS as PAYMENT } from "./tacticalCommands.ts";
import type { ArgError, CatalogCommand } from "./types.ts";

const ABILITIES: readonly { name: string; value: CombatAbility }[] = [
  { name: "Jol-Nar: roll a die again", value: "jolnarReroll" },
  { name: "Letnev: War Funding", value: "letnevWarFunding" },
  { name: "Yin: Devotion", value: "yinDevotion" },
  { name: "Graviton Negator: Fighters", value: "gravitonNegatorFighters" },
];

function optionalUnit(text: string | undefined, what: string): UnitType | ArgError | undefined {
  return text === undefined ? undefined : oneUnit(text, what);
}

export const COMBAT_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "combat",
    name: "pds",
    description: "Fire your PDS at ships in the activated system (or hold)",
    help: "Before a space battle, PDS in range may fire at the ships there; name whose ships when several players' are.",
    options: [
      {
        name: "target",
        description: "Whose ships to shoot",
        kind: "string",
        value: "player",
        autocomplete: "player",
      },
      { name: "hold", description: "Hold fire instead", kind: "boolean" },
    ],
    build(args) {
      const hold = bool(args, "hold") ?? false;
      const target = hold ? undefined : optionalSeat(args, "target");
      if (typeof target === "object") return target;
      return {
        kind: "play",
        command: { type: "firePds", fire: !hold, ...(target !== undefined ? { target } : {}) },
      };
    },
  },
  {
    group: "combat",
    name: "hits",
    description: "Assign the hits your units took",
    help: `Choose which units are destroyed and which Dreadnoughts or War Suns are damaged.\nunits: ${HITS_FORM}.`,
    options: [
      {
        name: "units",
        description: "e.g. destroy 2 fighter; damage 1 dreadnought",
        kind: "string",
        value: "hits",
        required: true,
      },
    ],
    build(args) {
      const taken = hits(str(args, "units"));
      if ("argError" in taken) return taken;
      const damaged = Object.keys(taken.damage).length > 0;
      return {
        kind: "play",
        command: { type: "assignHits", destroy: taken.destroy, ...(damaged ? { damage: taken.damage } : {}) },
      };
    },
  },
  {
    group: "combat",
    name: "retreat",
    description: "Announce a retreat (or stay and fight)",
    help: "At the end of a combat round, retreat to an adjacent system you may enter, or stay. tactical: SE tactical retreat (a Strategy Allocation counter).",
    options: [
      {
        name: "to",
        description: "Where to, or 'stay'",
        kind: "string",
        value: "retreat",
        required: true,
        autocomplete: "retreat",
      },
      { name: "tactical", description: "Tactical retreat (SE option)", kind: "boolean" },
    ],
    build(args) {
      const text = str(args, "to");
      if (text?.toLowerCase() === "stay")
        return { kind: "play", command: { type: "announceRetreat", to: null } };
      const to = position(text);
      if (typeof to !== "string") return { argError: `${to.argError.replace(/\.$/, "")}, or "stay".` };
      const tactical = bool(args, "tactical") ?? false;
      return {
        kind: "play",
        command: { type: "announceRetreat", to, ...(tactical ? { tactical } : {}) },
      };
    },
  },
  {
    group: "combat",
    name: "bombard",
    description: "Bombard the planet you invade",
    help: "Choose how many Dreadnoughts and War Suns bombard (0 for none); x89 spends one ship on X-89 Bacterial Weapon.",
    options: [
      { name: "dreadnoughts", description: "Dreadnoughts that bombard", kind: "integer", min: 0, max: 20 },
      { name: "war-suns", description: "War Suns that bombard", kind: "integer", min: 0, max: 10 },
      {
        name: "x89",
        description: "Ship firing X-89 Bacterial Weapon",
        kind: "string",
        choices: [
          { name: "Dreadnought", value: "dreadnought" },
          { name: "War Sun", value: "warSun" },
        ],
      },
    ],
    build(args) {
      const x89 = str(args, "x89");
      const kind = x89 === undefined ? undefined : unitType(x89);
      if (x89 !== undefined && kind !== "dreadnought" && kind !== "warSun")
        return { argError: "x89 names the ship that fires it: dreadnought or warSun." };
      return {
        kind: "play",
        command: {
          type: "bombard",
          dreadnoughts: int(args, "dreadnoughts") ?? 0,
          warSuns: int(args, "war-suns") ?? 0,
          ...(kind === "dreadnought" || kind === "warSun" ? { x89: kind } : {}),
        },
      };
    },
  },
  {
    group: "combat",
    name: "ability",
    description: "Use (or decline) a combat ability offered to you",
    help: "Jol-Nar: die is the die to roll again (1 = your first). Graviton Negator: count of Fighters. Yin Devotion: unit given up and target ship type.",
    options: [
      { name: "ability", description: "The ability", kind: "string", required: true, choices: ABILITIES },
      { name: "decline", description: "Decline it", kind: "boolean" },
      {
        name: "die",
        description: "Jol-Nar: die to roll again (1 = first)",
        kind: "integer",
        min: 1,
        max: 40,
      },
      { name: "count", description: "Graviton Negator: Fighters", kind: "integer", min: 0, max: 40 },
      { name: "unit", description: "Yin: your cruiser or destroyer", kind: "string", value: "unit" },
      { name: "target", description: "Yin: enemy ship type hit", kind: "string", value: "unit" },
    ],
    build(args) {
      const ability = ABILITIES.find(
        (a) => a.value === str(args, "ability") || a.name === str(args, "ability"),
      );
      if (!ability) return { argError: `Name the ability: ${ABILITIES.map((a) => a.value).join(", ")}.` };
      const named = read({
        unit: optionalUnit(str(args, "unit"), "Destroyer or Cruiser you give up"),
        target: optionalUnit(str(args, "target"), "enemy ship type"),
      });
      if ("argError" in named) return named;
      const { unit, target } = named;
      const die = int(args, "die");
      const count = int(args, "count");
      return {
        kind: "play",
        command: {
          type: "useCombatAbility",
          ability: ability.value,
          use: !(bool(args, "decline") ?? false),
          ...(die !== undefined ? { die: die - 1 } : {}),
          ...(count !== undefined ? { count } : {}),
          ...(unit !== undefined ? { unit } : {}),
          ...(target !== undefined ? { target } : {}),
        },
      };
    },
  },
  {
    group: "combat",
    name: "salvage",
    description: "Salvage Operations: buy a ship you destroyed",
    help: "Mentak, after a Space Battle won: pay for one ship of a type you destroyed there, placed in that system. Leave unit out to buy none.",
    options: [{ name: "unit", description: "Ship type bought", kind: "string", value: "unit" }, ...PAYMENT],
    build(args) {
      const named = read({
        unit: optionalUnit(str(args, "unit"), "ship type bought"),
        paid: planets(str(args, "planets")),
      });
      if ("argError" in named) return named;
      const { unit, paid } = named;
      const tradeGoods = int(args, "trade-goods");
      return {
        kind: "play",
        command: {
          type: "salvageShip",
          unit: unit ?? null,
          ...(paid.length > 0 ? { planets: paid } : {}),
          ...(tradeGoods ? { tradeGoods } : {}),
        },
      };
    },
  },
  {
    group: "combat",
    name: "capture",
    description: "Shock Troops: capture the Space Docks and PDS of the planet you took",
    help: "SE Shock Troops, after a successful invasion with a Shock Troop left: take the defender's Space Docks and PDS there as your own, free. With no option all are taken; units: only those; none: they are destroyed.",
    options: [
      { name: "units", description: 'Only these, e.g. "1 pds"', kind: "string", value: "units" },
      { name: "none", description: "Capture nothing: they are destroyed", kind: "boolean" },
    ],
    build(args) {
      if (bool(args, "none") ?? false)
        return { kind: "play", command: { type: "captureStructures", capture: false } };
      const text = str(args, "units");
      const units = text === undefined ? undefined : plainCounts(text);
      if (units !== undefined && "argError" in units) return units;
      return {
        kind: "play",
        command: { type: "captureStructures", capture: true, ...(units ? { units } : {}) },
      };
    },
  },
  {
    group: "combat",
    name: "sabotage",
    description: "Sabotage Runs: send Fighters at enemy War Suns (or none)",
    help: "Before a Space Battle (the Sabotage Runs option), send Fighters at an enemy War Sun: each needs 9+ to get through, then one at a time a 10 destroys it; a miss loses the Fighter. fighters: the first run (0 for none); second: a run at a second War Sun.",
    options: [
      { name: "fighters", description: "Fighters in the run (0: none)", kind: "integer", min: 0, max: 40 },
      { name: "second", description: "Fighters at a second War Sun", kind: "integer", min: 0, max: 40 },
    ],
    build(args) {
      const runs = [int(args, "fighters") ?? 0, int(args, "second") ?? 0].filter((n) => n > 0);
      return { kind: "play", command: { type: "sabotageRuns", runs } };
    },
  },
  {
    group: "combat",
    name: "execute",
    description: "Execute a captive Leader you hold",
    help: "Classic Leaders (Hope's End): a captor may execute a captive at any time; the Leader leaves the game.",
    options: [
      {
        name: "leader",
        description: "Your captive, e.g. Harrugh",
        kind: "string",
        value: "leader",
        required: true,
      },
    ],
    build(args) {
      const leader = leaderNamed(str(args, "leader") ?? "");
      return typeof leader === "string"
        ? { kind: "play", command: { type: "executeCaptive", leader } }
        : leader;
    },
  },
  {
    group: "combat",
    name: "autohits",
    description: "Have your hits assigned automatically",
    help: "On: hits on your units are assigned at once, cheapest first and damage before destruction. Off: you choose each time.",
    options: [
      { name: "on", description: "true: automatic; false: you choose", kind: "boolean", required: true },
    ],
    build(args) {
      const on = bool(args, "on");
      return on === undefined
        ? { argError: "Say on:true or on:false." }
        : { kind: "play", command: { type: "setAutoAssignHits", on } };
    },
  },
];
