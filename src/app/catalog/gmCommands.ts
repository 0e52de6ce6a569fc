/**
 * /ti-gm ...: corrections by the game's creator or a server manager, outside the rules (a misclick the
 * table agreed to revert, a dispute settled, a card effect done by hand). Each names the player corrected
 * and a reason; the log keeps both forever. The game then goes on where it was: no turn moves on.
 * Registered as its own slash command (slash.ts), so /ti stays within Discord's size limit.
 *
 * One definition serves both editions: the channel's game decides. Where the editions' corrections
 * coincide (trade goods, victory points, planets, units, technologies) the options are the same and the
 * names are read as the game's edition names them (the table: nouns.ts, ti4Units.ts); the corrections of
 * one edition only (TI3's counters, Action Cards and Strategy Cards; TI4's commodities and command
 * tokens) are refused on the other edition's game with a sentence saying what to use (app/gm.ts).
 */
import type { AppRequest, GmCorrection } from "../types.ts";
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
import { ti4UnitCounts } from "./ti4Units.ts";
import type { ArgError, Args, CatalogCommand, CatalogOption, Table } from "./types.ts";

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
function gm(args: Args, correction: GmCorrection | ArgError): AppRequest | ArgError {
  const named = read({ target: seat(args, "player"), correction });
  if ("argError" in named) return named;
  const reason = str(args, "reason");
  if (reason === undefined) return { argError: "Give a reason: the log keeps it." };
  return { kind: "gm", ...named, reason };
}

/** set:N or add:N (exactly one). */
function amount(args: Args, kind: "tradeGoods" | "commodities" | "victoryPoints"): GmCorrection | ArgError {
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

const isTi4 = (table: Table | null | undefined) => table?.ruleset === "ti4";

/** A correction naming a planet: the planet's id is the edition's own (the table's). */
const onPlanet = (correction: object) => correction as GmCorrection;

function planetCorrection(args: Args, table: Table | null | undefined): GmCorrection | ArgError {
  const id = planetNamed(str(args, "planet"), table ?? null);
  if (typeof id !== "string") return id;
  switch (str(args, "state")) {
    case "control":
      return onPlanet({ kind: "planet", planet: id, control: true, exhausted: false });
    case "control-exhausted":
      return onPlanet({ kind: "planet", planet: id, control: true, exhausted: true });
    case "release":
      return onPlanet({ kind: "planet", planet: id, control: false });
    case "exhaust":
      return onPlanet({ kind: "planetStatus", planet: id, exhausted: true });
    case "ready":
      return onPlanet({ kind: "planetStatus", planet: id, exhausted: false });
    default:
      return { argError: `Say what happens to it: ${PLANET_STATES.map((s) => s.value).join(", ")}.` };
  }
}

/** Unit counts in the edition's own words and types ("2 gf" in TI3, "2 infantry, 1 mech" in TI4). */
function unitsNamed(text: string, table: Table | null | undefined) {
  if (isTi4(table)) return ti4UnitCounts(text);
  const parsed = unitCounts(text);
  return "argError" in parsed ? parsed : parsed.units;
}

function unitsCorrection(args: Args, table: Table | null | undefined): GmCorrection | ArgError {
  const where = position(str(args, "position"));
  const units = unitsNamed(str(args, "units") ?? "", table);
  const on = str(args, "planet");
  const planet = on === undefined ? undefined : planetNamed(on, table ?? null);
  if (typeof where !== "string") return where;
  if ("argError" in units) return units as ArgError;
  if (typeof planet === "object") return planet;
  return onPlanet({
    kind: "units",
    position: where,
    ...(planet ? { planet } : {}),
    units,
    ...(bool(args, "remove") ? { remove: true } : {}),
  });
}

/** Pools (or areas) given, each set to its number; at least one. */
function byArea<A extends string>(
  args: Args,
  what: "area" | "pool",
  areas: readonly [A, A, A],
): Partial<Record<A, number>> | ArgError {
  const given = Object.fromEntries(
    areas.map((area) => [area, int(args, area)] as const).filter(([, n]) => n !== undefined),
  ) as Partial<Record<A, number>>;
  if (Object.keys(given).length === 0)
    return { argError: `Give at least one ${what}: ${areas[0]}, ${areas[1]} or ${areas[2]}.` };
  return given;
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
    name: "commodities",
    description: "TI4 only: set or add a player's commodities",
    help: `Sets the total (set) or adds (add, negative takes away); at most the faction's commodity value (LRR 21). ${AFTER}`,
    options: [
      PLAYER,
      REASON,
      { name: "set", description: "New total", kind: "integer", min: 0 },
      { name: "add", description: "Amount added", kind: "integer" },
    ],
    build: (args) => gm(args, amount(args, "commodities")),
  },
  {
    group: "gm",
    name: "counters",
    description: "TI3 only: set a player's command counters by area",
    help: `Each area given is set to that number; the others stay. A race has 16 counters in all. A Fourth Edition game's command sheet is set with tokens. ${AFTER}`,
    options: [
      PLAYER,
      REASON,
      { name: "strategy", description: "Strategy Allocation", kind: "integer", min: 0 },
      { name: "fleet", description: "Fleet Supply", kind: "integer", min: 0 },
      { name: "command", description: "Command Pool", kind: "integer", min: 0 },
    ],
    build(args) {
      const counters = byArea(args, "area", ["strategy", "fleet", "command"] as const);
      return gm(args, "argError" in counters ? (counters as ArgError) : { kind: "counters", counters });
    },
  },
  {
    group: "gm",
    name: "tokens",
    description: "TI4 only: set a player's command tokens by pool",
    help: `Each pool given is set to that number; the others stay. A faction has 16 tokens on its sheet and the board (LRR 20). A Third Edition game's areas are set with counters. ${AFTER}`,
    options: [
      PLAYER,
      REASON,
      { name: "tactic", description: "Tactic pool", kind: "integer", min: 0 },
      { name: "fleet", description: "Fleet pool", kind: "integer", min: 0 },
      { name: "strategy", description: "Strategy pool", kind: "integer", min: 0 },
    ],
    build(args) {
      const tokens = byArea(args, "pool", ["tactic", "fleet", "strategy"] as const);
      return gm(args, "argError" in tokens ? (tokens as ArgError) : { kind: "tokens", tokens });
    },
  },
  {
    group: "gm",
    name: "vp",
    description: "Set or add a player's victory points",
    help: `Sets the total (set) or adds (add). Reaching the target wins at once (TI3 RR §22, TI4 LRR 98). ${AFTER}`,
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
    build: (args, table) => gm(args, planetCorrection(args, table)),
  },
  {
    group: "gm",
    name: "units",
    description: "Place or remove a player's units",
    help: `In a system's space, or on one of its planets; plastic limits hold. Units in the game's own words: a TI4 game has infantry and mechs. ${AFTER}`,
    options: [
      PLAYER,
      REASON,
      {
        name: "units",
        description: "e.g. 2 cruiser, 1 infantry",
        kind: "string",
        value: "units",
        required: true,
      },
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
    build: (args, table) => gm(args, unitsCorrection(args, table)),
  },
  {
    group: "gm",
    name: "tech",
    description: "Give or take away a technology",
    help: `A technology of this game's edition: in TI3 one of the game's or the player's race technology, in TI4 any, faction technologies included. ${AFTER}`,
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
    build(args, table) {
      const id = technology(str(args, "technology"), table ?? null);
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
    description: "TI3 only: move an Action Card between hand and discard",
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
    description: "TI3 only: mark a Strategy Card played or not",
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
