/**
 * One reader per kind of text option (types.ts ValueKind): what a player typed → the value a command's
 * build reads (an id, a list of ids, a seat, the order text once it parses), or a sentence saying what
 * was expected. Names are read by nouns.ts, orders by orders.ts.
 */
import { abilityChoice } from "../../engine/commands.ts";
import { parsePosition } from "../../engine/galaxy/adjacency.ts";
import { cardChoice, position } from "./args.ts";
import { leaderLandings, leaderNamed, leadersAboard } from "./leaders.ts";
import { didYouMean, fold } from "./nearest.ts";
import { type NounKind, named, namedList } from "./nouns.ts";
import {
  earlyPlacements,
  hits,
  landings,
  moveOrders,
  patrols,
  pickUps,
  planetOrSpace,
  productionOrders,
  reinforceMoves,
} from "./orders.ts";
import { ti4FleetCounts, ti4UnitCounts } from "./ti4Units.ts";
import type { ArgError, Table, ValueKind } from "./types.ts";
import { fleetCounts, oneUnit, unitCounts } from "./units.ts";
import { voteChoice } from "./votes.ts";

/**
 * The words a primary ability's `option` is compared with: Diplomacy II (engine
 * rules/strategyCards/diplomacy2.ts), Imperial II (imperial2.ts), Trade and Trade II (rules/trade/tradeCards.ts).
 * Not offered as Discord choices: they would spend /ti's room under Discord's size limit (slash.ts).
 */
export const PRIMARY_OPTIONS = ["demilitarize", "annex", "throne", "mobilize", "tradeGoods", "cancel"];

/** One of a few words, whatever its case or spacing ("trade goods" is tradeGoods). */
const word =
  (words: readonly string[]): Reader =>
  (text) => {
    const found = words.find((w) => fold(w) === fold(text));
    if (found) return found;
    const hint = didYouMean(text, words);
    return { argError: `"${text.trim()}" is not one of ${words.join(", ")}.${hint}` };
  };

/** A value as build reads it. */
export type Value = string | number;

type Reader = (text: string, table: Table | null) => Value | ArgError;

const one =
  (kind: NounKind): Reader =>
  (text, table) =>
    named(kind, text, table);

const list =
  (kind: NounKind): Reader =>
  (text, table) => {
    const ids = namedList(kind, text, table);
    return Array.isArray(ids) ? ids.join(", ") : ids;
  };

/** An order text that parses is passed on as typed; build parses it again into the engine's orders. */
const parses =
  (parse: (text: string) => object): Reader =>
  (text) => {
    const parsed = parse(text);
    return "argError" in parsed ? (parsed as ArgError) : text;
  };

/** A label as printed on the map, or (with the game at hand) the name of a system or planet on it. */
function positionOf(text: string, table: Table | null): Value | ArgError {
  const label = parsePosition(text);
  if (label !== null) return label;
  if (!table || Object.keys(table.galaxy).length === 0) return position(text);
  return named("position", text, table);
}

let zones: readonly string[] | null = null;

/** A time zone as the IANA list spells it ("europe/berlin" is Europe/Berlin), "UTC" too. */
function timeZone(text: string): Value | ArgError {
  zones ??= Intl.supportedValuesOf("timeZone");
  const key = fold(text);
  const found = [...zones, "UTC"].find((z) => fold(z) === key);
  if (found) return found;
  const hint = didYouMean(text, zones);
  return { argError: `"${text.trim()}" is not a time zone.${hint || " Use a name such as Europe/Berlin."}` };
}

/** How "my last turn" may be typed; the first is how the help spells it. */
const MY_LAST_TURN = ["my last turn", "my turn", "last turn", "mine"];

/**
 * A point of the game (app/history.ts): an event number ("42", "event 42", "#42"), a round ("round 3",
 * "r3") or "my last turn". Read as "event:42", "round:3" or "mine" for the command's build.
 */
function moment(text: string): Value | ArgError {
  const event = /^(?:event\s*|#)?(\d{1,6})$/i.exec(text.trim());
  const round = /^(?:round|r)\s*(\d{1,3})$/i.exec(text.trim());
  const n = Number((event ?? round)?.[1] ?? Number.NaN);
  if (event && n >= 1) return `event:${n}`;
  if (round && n >= 1) return `round:${n}`;
  if (MY_LAST_TURN.some((w) => fold(w) === fold(text))) return "mine";
  const hint = /\d/.test(text) ? "" : didYouMean(text, MY_LAST_TURN);
  return {
    argError: `"${text.trim()}" is not a point of the game.${hint} Write an event number (e.g. 42), a round (e.g. round 3) or "my last turn".`,
  };
}

export const VALUE_READERS: Readonly<Record<ValueKind, Reader>> = {
  text: (text) => text.trim(),
  // The help reads its own topic: it alone knows the catalog (index.ts).
  command: (text) => text.trim(),
  timeZone,
  planet: one("planet"),
  planets: list("planet"),
  dock: (text) => planetOrSpace(text),
  system: one("system"),
  position: positionOf,
  retreat: (text, table) => (fold(text) === "stay" ? "stay" : positionOf(text, table)),
  technology: one("technology"),
  actionCard: one("actionCard"),
  actionCards: list("actionCard"),
  politicalCard: one("politicalCard"),
  politicalCards: list("politicalCard"),
  race: one("race"),
  races: list("race"),
  strategyCard: one("strategyCard"),
  objective: one("objective"),
  objectives: list("objective"),
  options: list("option"),
  player: (text, table) => {
    const seat = named("player", text, table);
    return typeof seat === "string" ? Number(seat) : seat;
  },
  players: list("player"),
  vote: voteChoice,
  cardChoice: (text) => cardChoice(text) ?? text,
  primaryOption: word(PRIMARY_OPTIONS),
  abilityChoice: word(abilityChoice.options),
  unit: (text) => oneUnit(text, "unit"),
  // A Fourth Edition table reads its own unit words (ti4Units.ts); build reads the edition there too.
  units: (text, table) =>
    (table?.ruleset === "ti4" ? parses(ti4UnitCounts) : parses(unitCounts))(text, table),
  fleet: (text, table) =>
    (table?.ruleset === "ti4" ? parses(ti4FleetCounts) : parses(fleetCounts))(text, table),
  moves: parses(moveOrders),
  pickUps: parses(pickUps),
  landings: parses(landings),
  leader: (text) => leaderNamed(text),
  leadersAboard: parses(leadersAboard),
  leaderLandings: parses(leaderLandings),
  placements: parses(earlyPlacements),
  // The dock may come from its own option: here only the units and the planets named are checked.
  production: parses((text) => productionOrders(text, "space")),
  hits: parses(hits),
  patrols: parses(patrols),
  reinforce: parses(reinforceMoves),
  moment,
};

/** The few words a text option takes, when it takes only a few (the command box offers them). */
export function wordsOf(kind: ValueKind): readonly string[] {
  if (kind === "primaryOption") return PRIMARY_OPTIONS;
  if (kind === "abilityChoice") return abilityChoice.options;
  return [];
}

/** True when reading this text needs the game at hand: who sits where, what is on the map. */
export function needsTable(kind: ValueKind, text: string): boolean {
  if (kind === "player" || kind === "players" || kind === "vote" || kind === "technology") return true;
  if (kind === "position") return parsePosition(text) === null;
  if (kind === "retreat") return parsePosition(text) === null && fold(text) !== "stay";
  return false;
}
