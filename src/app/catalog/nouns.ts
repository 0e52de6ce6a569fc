/**
 * The game's nouns as players name them: by name or by id, whatever the case, accents, spacing or
 * punctuation, or by the unique start of a name. A name two things share is refused with both; a name
 * that matches nothing is refused with the closest ones ("did you mean …?"). The players at the table
 * are named by name, race, Discord mention or the seat letter the map shows; a system on the map by
 * its position, its name or one of its planets. Planets, technologies and systems are the edition's of
 * the table at hand (a Fourth Edition table names TI4's); without a table, Third Edition's.
 */
import {
  ACTION_CARDS,
  type ActionCardId,
  allRaceTechnologies,
  getSystem,
  isTechnologyId,
  OBJECTIVES,
  type ObjectiveId,
  OPTION_IDS,
  OPTIONS,
  PLANETS,
  type PlanetId,
  POLITICAL_CARDS,
  type PoliticalCardId,
  RACES,
  type RaceId,
  STRATEGY_CARDS,
  type StrategyCardId,
  SYSTEMS,
  type SystemId,
  TECHNOLOGIES,
  technologyInPlay,
} from "../../content/index.ts";
import {
  isTi4SystemId,
  TI4_PLANETS,
  TI4_TECHNOLOGIES,
  ti4Planet,
  ti4System,
} from "../../content/ti4/index.ts";
import { didYouMean, fold, orList } from "./nearest.ts";
import type { ArgError, Table } from "./types.ts";

/** One thing a noun names: its id and the names it answers to, the one shown first. */
export interface Named {
  id: string;
  names: readonly string[];
}

/** Which printing a name shared by a card and its reprint means. */
type Printing = (ids: readonly string[], table: Table | null) => string;

export interface Noun {
  what: string;
  example: string;
  items(table: Table | null): readonly Named[];
  printing?: Printing;
  /** False: not by its id (a player's id is their seat index, which nobody is shown). */
  byId?: false;
  /** How a candidate is listed when a name could be several. */
  shown?: (item: Named) => string;
  /** What to write instead when a name could be several. */
  narrow?: string;
}

const LAST: Printing = (ids) => ids.at(-1) as string;
const FIRST: Printing = (ids) => ids[0] as string;

const plain = (items: readonly { id: string; name: string }[]) => () =>
  items.map((i) => ({ id: i.id, names: [i.name] }));

const TECHNOLOGY_ITEMS = [...TECHNOLOGIES, ...allRaceTechnologies()];

const isTi4 = (table: Table | null) => table?.ruleset === "ti4";

/** The edition's own list: Fourth Edition's at a TI4 table, else Third Edition's. */
const byEdition =
  (ti3: () => readonly Named[], ti4: () => readonly Named[]) =>
  (table: Table | null): readonly Named[] =>
    isTi4(table) ? ti4() : ti3();

/** A technology and its SE reprint share a name: the one this game's boxes play (SE's without a game). */
const technologyPrinting: Printing = (ids, table) => {
  const last = ids.at(-1) as string;
  if (!table) return last;
  return ids.find((id) => isTechnologyId(id) && technologyInPlay(id, table.boxes) === id) ?? last;
};

/** Seat 0 is A, seat 1 is B...: the letter the map and the table panel print for each player. */
export function seatLetter(seat: number): string {
  return String.fromCharCode(65 + seat);
}

/** Each player answers to their name, their seat letter ("B", "seat B") and their race. */
function seatsAt(table: Table | null): Named[] {
  return (table?.players ?? []).map((p) => {
    const race = p.race ? RACES.find((r) => r.id === p.race) : undefined;
    const letter = seatLetter(p.seat);
    return {
      id: String(p.seat),
      names: [p.name, letter, `seat ${letter}`, ...(race ? [race.shortName, race.name] : [])],
    };
  });
}

/**
 * Each position on the map answers to its system's name and its planets' names; a TI4 tile, which has no
 * name, to "tile" and its number ("tile 18") and its planets' names.
 */
function positionsOn(table: Table | null): Named[] {
  return Object.entries(table?.galaxy ?? {}).map(([label, id]) => {
    if (isTi4(table)) {
      const planets = isTi4SystemId(id) ? ti4System(id).planets.map((p) => ti4Planet(p).name) : [];
      return { id: label, names: [`tile ${id}`, ...planets] };
    }
    const tile = getSystem(id);
    return { id: label, names: [tile.name, ...tile.planets.map((p) => p.name)] };
  });
}

export type NounKind =
  | "planet"
  | "system"
  | "technology"
  | "actionCard"
  | "politicalCard"
  | "race"
  | "strategyCard"
  | "objective"
  | "option"
  | "player"
  | "position";

export const NOUNS: Readonly<Record<NounKind, Noun>> = {
  planet: { what: "planet", example: "Jord", items: byEdition(plain(PLANETS), plain(TI4_PLANETS)) },
  // SE's copies of Empty Space, Nebula... are the same tile as the base game's: either will do.
  system: { what: "system", example: "Abyz / Fria", items: plain(SYSTEMS), printing: FIRST },
  technology: {
    what: "technology",
    example: "Antimass Deflectors",
    items: byEdition(plain(TECHNOLOGY_ITEMS), plain(TI4_TECHNOLOGIES)),
    printing: technologyPrinting,
  },
  actionCard: { what: "Action Card", example: "Sabotage", items: plain(ACTION_CARDS), printing: LAST },
  politicalCard: {
    what: "Political Card",
    example: "Minister of War",
    items: plain(POLITICAL_CARDS),
    printing: LAST,
  },
  race: {
    what: "race",
    example: "Hacan",
    items: () => RACES.map((r) => ({ id: r.id, names: [r.shortName, r.name] })),
  },
  strategyCard: { what: "Strategy Card", example: "Trade", items: plain(STRATEGY_CARDS) },
  objective: { what: "objective", example: "Five Planets", items: plain(OBJECTIVES), printing: FIRST },
  option: {
    what: "option",
    example: "longWar",
    items: () => OPTION_IDS.map((id) => ({ id, names: [id, OPTIONS[id].name] })),
  },
  player: {
    what: "player",
    example: "a name from the list",
    items: seatsAt,
    byId: false,
    shown: (item) => `${item.names[0]} (${seatLetter(Number(item.id))})`,
    narrow: "write more of the name, or the seat letter",
  },
  position: {
    what: "system on the map",
    example: '"000" for Mecatol Rex',
    items: positionsOn,
    shown: (item) => `${item.id} (${item.names[0]})`,
    narrow: "give the position instead",
  },
};

/** The items whose names (or id) pass `test`, in list order. */
function matching(noun: Noun, items: readonly Named[], test: (folded: string) => boolean): Named[] {
  return items.filter((item) =>
    [...(noun.byId === false ? [] : [item.id]), ...item.names].some((n) => test(fold(n))),
  );
}

/** One item, the reprint this game plays when the candidates share one name, or null when ambiguous. */
function single(noun: Noun, found: readonly Named[], table: Table | null): string | null {
  if (found.length === 1) return (found[0] as Named).id;
  const names = new Set(found.map((f) => fold(f.names[0] ?? f.id)));
  if (names.size === 1 && noun.printing)
    return noun.printing(
      found.map((f) => f.id),
      table,
    );
  return null;
}

/**
 * The id of the item `text` names: an exact name or id first, else the one name it starts (three
 * letters at least). Refused with the candidates when it could be several; undefined when it is none.
 */
export function find(noun: Noun, text: string, table: Table | null): string | ArgError | undefined {
  const key = fold(text);
  const items = noun.items(table);
  for (const found of [
    matching(noun, items, (n) => n === key),
    key.length >= 3 ? matching(noun, items, (n) => n.startsWith(key)) : [],
  ]) {
    if (found.length === 0) continue;
    const id = single(noun, found, table);
    if (id !== null) return id;
    const names = orList(found.map((f) => noun.shown?.(f) ?? f.names[0] ?? f.id));
    return { argError: `"${text.trim()}" could be ${names}: ${noun.narrow ?? "write more of the name"}.` };
  }
  return undefined;
}

/** The names worth suggesting for a word that matched nothing (one-letter names are not). */
export function suggestible(noun: Noun, table: Table | null): string[] {
  return noun.items(table).flatMap((i) => i.names.filter((n) => fold(n).length > 1));
}

/** The id of the thing `text` names, or a refusal naming the candidates or the nearest names. */
export function named(kind: NounKind, text: string, table: Table | null = null): string | ArgError {
  const noun = NOUNS[kind];
  if (fold(text) === "") return { argError: `Name a ${noun.what}, e.g. ${noun.example}.` };
  if (kind === "player") {
    const first = playerFirst(text, table);
    if (first !== undefined) return first;
  }
  const found = find(noun, text, table);
  if (found !== undefined) return found;
  if (kind === "player") return unknownPlayer(text, table);
  const hint = didYouMean(text, suggestible(noun, table)) || ` Name one, e.g. ${noun.example}.`;
  return { argError: `There is no ${noun.what} called "${text.trim()}".${hint}` };
}

/** A mention answers at once (or is refused); without a game there is nobody to name. */
function playerFirst(text: string, table: Table | null): string | ArgError | undefined {
  if (!table || table.players.length === 0)
    return { argError: "No game is being played in this channel yet, so there is no player to name." };
  const mention = /^<@!?(\d+)>$/.exec(text.trim());
  if (!mention) return undefined;
  const found = table.players.find((p) => p.userId === mention[1]);
  return found ? String(found.seat) : { argError: `${text.trim()} has no seat in this game.` };
}

/** How players are named, with the letters this table's map prints. */
export function howToNamePlayers(table: Table | null): string {
  const letters = (table?.players ?? []).map((p) => seatLetter(p.seat));
  const range = letters.length > 1 ? ` (${letters[0]} to ${letters.at(-1)})` : "";
  return `name a player by name, by mention or by the seat letter the map shows${range}`;
}

function unknownPlayer(text: string, table: Table | null): ArgError {
  const how = howToNamePlayers(table);
  // Seats are kept as numbers from 0 inside the game, but no one is ever shown them: the map prints letters.
  if (/^\s*(?:seat\s*)?#?\d+\s*$/i.test(text)) return { argError: `Seats have no numbers: ${how}.` };
  const hint =
    didYouMean(text, suggestible(NOUNS.player, table)) || ` ${how[0]?.toUpperCase()}${how.slice(1)}.`;
  return { argError: `Nobody at this table is called "${text.trim()}".${hint}` };
}

/** A comma-separated list of things, each read as `named` reads one. */
export function namedList(kind: NounKind, text: string, table: Table | null = null): string[] | ArgError {
  const out: string[] = [];
  for (const part of listParts(text)) {
    const id = named(kind, part, table);
    if (typeof id !== "string") return id;
    out.push(id);
  }
  return out;
}

export function listParts(text: string): string[] {
  return text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
}

// ---- the typed readers the commands use (undefined: the option was left out)

const typed =
  <T extends string>(kind: NounKind) =>
  (text: string | undefined, table: Table | null = null): T | ArgError =>
    named(kind, text ?? "", table) as T | ArgError;

const typedList =
  <T extends string>(kind: NounKind) =>
  (text: string | undefined, table: Table | null = null): T[] | ArgError =>
    text === undefined ? [] : (namedList(kind, text, table) as T[] | ArgError);

export const planetNamed = typed<PlanetId>("planet");
export const planets = typedList<PlanetId>("planet");
export const system = typed<SystemId>("system");
export const technology = typed<string>("technology");
export const actionCard = typed<ActionCardId>("actionCard");
export const actionCards = typedList<ActionCardId>("actionCard");
export const politicalCard = typed<PoliticalCardId>("politicalCard");
export const politicalCards = typedList<PoliticalCardId>("politicalCard");
export const race = typed<RaceId>("race");
export const strategyCard = typed<StrategyCardId>("strategyCard");
export const objectives = typedList<ObjectiveId>("objective");

/** An objective, or null when none is named. */
export function objective(text: string | undefined): ObjectiveId | null | ArgError {
  return text === undefined ? null : (named("objective", text) as ObjectiveId | ArgError);
}

/** A planet by id or name, or undefined. */
export function planet(text: string): PlanetId | undefined {
  const id = planetNamed(text);
  return typeof id === "string" ? id : undefined;
}
