/**
 * /ti-gm ...: corrections by the game's creator or a server manager, outside the rules (a misclick the
 * table agreed to revert, a dispute settled, a card effect done by hand). Each names the player corrected
 * and a reason; the log keeps both forever. The game then goes on where it was: no turn moves on.
 * Registered as its own slash command (slash.ts), so /ti stays within Discord's size limit.
 */
import type { Correction } from "../../engine/rules/gm/corrections.ts";
import type { AppRequest } from "../types.ts";
import {
  actionCard,
  bool,
  int,
  planetNamed,
  position,
  read,
  seat,
  str,
  strategyCard,
  technology,
  unitCounts,
} from "./args.ts";
import type { ArgError, Args, CatalogCommand, CatalogOption } from "./types.ts";

const PLAYER: CatalogOption = {
  name: "player",
  description: "The player corrected",
  kind: "string",
  value: "player",
  required: true,
  autocomplete: "player",
};
const REASON: CatalogOption = {
  name: "reason",
  description: "Why (logged)",
  kind: "string",
  value: "text",
  required: true,
};
const AFTER = "The game then goes on where it was; the correction and its reason stay in the log.";

/** The request for a correction, once the player and the reason are read. */
function gm(args: Args, correction: Correction | ArgError): AppRequest | ArgError {
  const named = read({ target: seat(args, "player"), correction });
  if ("argError" in named) return named;
  const reason = str(args, "reason");
  if (reason === undefined) return { argError: "Give a reason: the log keeps it." };
  return { kind: "gm", ...named, reason };
}

/** set:N or add:N (exactly one). */
function amount(args: Args, kind: "tradeGoods" | "victoryPoints"): Correction | ArgError {
  const set = int(args, "set");
  const add = int(args, "add");
  if (set !== undefined && add === undefined) return { kind, mode: "set", amount: set };
  if (add !== undefined && set === undefined) return { kind, mode: "add", amount: add };
  return { argError: "Give either set (a total) or add." };
}

const PLANET_STATES = [
  { name: "controls it, ready", value: "control" },
  { name: "controls it, exhausted", value: "control-exhausted" },
  { name: "loses control", value: "release" },
  { name: "exhausted", value: "exhaust" },
  { name: "readied", value: "ready" },
] as const;

function planetCorrection(args: Args): Correction | ArgError {
  const id = planetNamed(str(args, "planet"));
  if (typeof id !== "string") return id;
  switch (str(args, "state")) {
    case "control":
      return { kind: "planet", planet: id, control: true, exhausted: false };
    case "control-exhausted":
      return { kind: "planet", planet: id, control: true, exhausted: true };
    case "release":
      return { kind: "planet", planet: id, control: false };
    case "exhaust":
      return { kind: "planetStatus", planet: id, exhausted: true };
    case "ready":
      return { kind: "planetStatus", planet: id, exhausted: false };
    default:
      return { argError: `Say what happens to it: ${PLANET_STATES.map((s) => s.value).join(", ")}.` };
  }
}

function unitsCorrection(args: Args): Correction | ArgError {
  const where = position(str(args, "position"));
  const parsed = unitCounts(str(args, "units") ?? "");
  const on = str(args, "planet");
  const onPlanet = on === undefined ? undefined : planetNamed(on);
  if (typeof where !== "string") return where;
  if ("argError" in parsed) return parsed;
  if (typeof onPlanet === "object") return onPlanet;
  return {
    kind: "units",
    position: where,
    ...(onPlanet ? { planet: onPlanet } : {}),
    units: parsed.units,
    ...(bool(args, "remove") ? { remove: true } : {}),
  };
}

export const GM_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "gm",
    name: "tg",
    description: "Set or add a player's Trade Goods",
    help: `Sets the total (set) or adds (add, negative takes away); the supply gives or takes the difference. ${AFTER}`,
    options: [
      PLAYER,
      REASON,
      { name: "set", description: "New total", kind: "integer", min: 0 },
      { name: "add", description: "Amount added", kind: "integer" },
    ],
    build: (args) => gm(args, amount(args, "tradeGoods")),
  },
  {
    group: "gm",
    name: "counters",
    description: "Set a player's command counters by area",
    help: `Each area given is set to that number; the others stay. A race has 16 counters in all. ${AFTER}`,
    options: [
      PLAYER,
      REASON,
      { name: "strategy", description: "Strategy Allocation", kind: "integer", min: 0 },
      { name: "fleet", description: "Fleet Supply", kind: "integer", min: 0 },
      { name: "command", description: "Command Pool", kind: "integer", min: 0 },
    ],
    build(args) {
      const counters = Object.fromEntries(
        (["strategy", "fleet", "command"] as const)
          .map((area) => [area, int(args, area)] as const)
          .filter(([, n]) => n !== undefined),
      );
      if (Object.keys(counters).length === 0)
        return { argError: "Give at least one area: strategy, fleet or command." };
      return gm(args, { kind: "counters", counters });
    },
  },
  {
    group: "gm",
    name: "vp",
    description: "Set or add a player's victory points",
    help: `Sets the total (set) or adds (add). Reaching the target wins at once (RR §22). ${AFTER}`,
    options: [
      PLAYER,
      REASON,
      { name: "set", description: "New total", kind: "integer", min: 0 },
      { name: "add", description: "Points added", kind: "integer" },
    ],
    build: (args) => gm(args, amount(args, "victoryPoints")),
  },
  {
    group: "gm",
    name: "planet",
    description: "Give, take, exhaust or ready a planet card",
    help: `A planet given is taken from whoever held it. No other player's units may stand on it. ${AFTER}`,
    options: [
      PLAYER,
      REASON,
      { name: "planet", description: "The planet", kind: "string", value: "planet", required: true },
      { name: "state", description: "What happens", kind: "string", required: true, choices: PLANET_STATES },
    ],
    build: (args) => gm(args, planetCorrection(args)),
  },
  {
    group: "gm",
    name: "units",
    description: "Place or remove a player's units",
    help: `In a system's space, or on one of its planets; plastic limits and capacity hold. ${AFTER}`,
    options: [
      PLAYER,
      REASON,
      { name: "units", description: "e.g. 2 cruiser, 1 gf", kind: "string", value: "units", required: true },
      {
        name: "position",
        description: "System",
        kind: "string",
        value: "position",
        required: true,
        autocomplete: "position",
      },
      { name: "planet", description: "On this planet", kind: "string", value: "planet" },
      { name: "remove", description: "Remove them", kind: "boolean" },
    ],
    build: (args) => gm(args, unitsCorrection(args)),
  },
  {
    group: "gm",
    name: "tech",
    description: "Give or take away a technology",
    help: `A technology of this game, or the player's race technology. ${AFTER}`,
    options: [
      PLAYER,
      REASON,
      {
        name: "technology",
        description: "The technology",
        kind: "string",
        value: "technology",
        required: true,
      },
      { name: "remove", description: "Take it away", kind: "boolean" },
    ],
    build(args) {
      const id = technology(str(args, "technology"));
      return gm(
        args,
        typeof id === "string"
          ? { kind: "technology", technology: id, ...(bool(args, "remove") ? { remove: true } : {}) }
          : id,
      );
    },
  },
  {
    group: "gm",
    name: "card",
    description: "Move an Action Card between hand and discard",
    help: `The card's name is told only to its holder; the channel reads "an Action Card". ${AFTER}`,
    options: [
      PLAYER,
      REASON,
      { name: "card", description: "The Action Card", kind: "string", value: "actionCard", required: true },
      {
        name: "to",
        description: "Where it goes",
        kind: "string",
        required: true,
        choices: [
          { name: "hand", value: "hand" },
          { name: "discard", value: "discard" },
        ],
      },
    ],
    build(args) {
      const card = actionCard(str(args, "card"));
      const to = str(args, "to");
      if (to !== "hand" && to !== "discard") return { argError: "Say to:hand or to:discard." };
      return gm(args, typeof card === "string" ? { kind: "actionCard", card, to } : card);
    },
  },
  {
    group: "gm",
    name: "strategy",
    description: "Mark a Strategy Card played or not",
    help: `Flips a card the player holds. ${AFTER}`,
    options: [
      PLAYER,
      REASON,
      {
        name: "card",
        description: "The Strategy Card",
        kind: "string",
        value: "strategyCard",
        required: true,
      },
      { name: "played", description: "true: played", kind: "boolean", required: true },
    ],
    build(args) {
      const card = strategyCard(str(args, "card"));
      const played = bool(args, "played");
      if (played === undefined) return { argError: "Say played:true or played:false." };
      return gm(args, typeof card === "string" ? { kind: "strategyCard", card, played } : card);
    },
  },
  {
    group: "gm",
    name: "bot",
    description: "Hand a player's seat to Mecatol's bot",
    help: "For a player who has left: the bot plays the seat from now on, with all it holds; nobody is expelled. No undo takes it back.",
    options: [PLAYER, REASON],
    build(args) {
      const target = seat(args, "player");
      if (typeof target === "object") return target;
      const reason = str(args, "reason");
      if (reason === undefined) return { argError: "Give a reason: the log keeps it." };
      return { kind: "handOver", target, reason };
    },
  },
];
