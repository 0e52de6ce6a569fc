/**
 * The command catalog's shape. Every player command is declared once; Discord's slash commands,
 * autocomplete, the help text and the playground's command box are all generated from these entries.
 */
import type { Box, RaceId } from "../../content/index.ts";
import type { AppRequest } from "../types.ts";

/** How Discord carries an option's value. */
/** `attachment`: a file; the surface hands its text on as the option's value (Discord: its download). */
export type OptionKind = "string" | "integer" | "boolean" | "attachment";

/**
 * What a text option names, and so how it is read (values.ts): a game noun by name or id, a list of
 * them, one of the orders typed as a short text, or free text. Options with fixed choices need none.
 */
export type ValueKind =
  /** Anything: a reason for the log, a map string, a topic to look up. */
  | "text"
  /** A command or group of the catalog, for the help. */
  | "command"
  | "timeZone"
  | "planet"
  | "planets"
  /** A Space Dock's planet, or "space" (Saar). */
  | "dock"
  /** A system tile, by name or id. */
  | "system"
  /** A position on the map: its label, or the name of its system or of one of its planets. */
  | "position"
  /** A position, or "stay". */
  | "retreat"
  | "technology"
  | "actionCard"
  | "actionCards"
  | "politicalCard"
  | "politicalCards"
  | "race"
  | "races"
  | "strategyCard"
  | "objective"
  | "objectives"
  /** Option modules, comma-separated. */
  | "options"
  | "player"
  /** Players, comma-separated (read as their seats: "0, 2"). */
  | "players"
  /** What a vote names: for, against, players, planets, laws, objectives, a colour; or abstain. */
  | "vote"
  /** What a card asks for: a unit, a card, a technology, or one of the words its rule names. */
  | "cardChoice"
  /** One of the words a primary ability's option is (Diplomacy II, Imperial II, Trade). */
  | "primaryOption"
  /** One of the words a race or technology ability asks for (engine commands/technology.ts). */
  | "abilityChoice"
  /** One unit type. */
  | "unit"
  /** Unit counts: "2 gf, 1 pds". */
  | "units"
  /** A fleet for /ti odds: unit counts of at least 1 each, "1 damaged dn" allowed. */
  | "fleet"
  | "moves"
  | "pickUps"
  | "landings"
  /** Leaders option: one Leader; Leaders aboard ships ("Harrugh on cv"); Leaders landing ("Harrugh on Abyz"). */
  | "leader"
  | "leadersAboard"
  | "leaderLandings"
  /** Simulated Early Turns: "1 cv in 203; 4 gf on Abyz". */
  | "placements"
  | "production"
  | "hits"
  | "patrols"
  | "reinforce"
  /** A point of the game for /ti game history: an event number, "round 3", or "my last turn". */
  | "moment";

/** Where autocomplete suggestions for an option come from. */
export type AutocompleteSource =
  | "system"
  | "position"
  | "strategyCard"
  | "race"
  | "actionCard"
  | "technology"
  | "objective"
  | "planet"
  | "option"
  | "galaxyTile"
  /** The other players, by name, sending their seat number. */
  | "player"
  /** Political Cards in the asker's hand, or those they are looking at (Political's primary). */
  | "politicalCard"
  /** The laws in play. */
  | "law"
  /** The options of the agenda under vote (or the tied ones), and "abstain". */
  | "voteOption"
  /** Where the asker may retreat to, and "stay". */
  | "retreat"
  /** TI4: the commands the game waits on from the asker (app/ti4/suggestions.ts). */
  | "ti4Command"
  /** TI4: values for those commands' fields, as `field:value`. */
  | "ti4Field";

export interface CatalogOption {
  name: string;
  description: string;
  kind: OptionKind;
  required?: boolean;
  choices?: readonly { name: string; value: string | number }[];
  /** What a text option names; every text option without choices has one. */
  value?: ValueKind;
  autocomplete?: AutocompleteSource;
  min?: number;
  max?: number;
}

/** A player at the table, as the reader names them. */
export interface TablePlayer {
  seat: number;
  name: string;
  userId: string;
  race: RaceId | null;
}

/**
 * What the reader knows of the game where a command is typed: who sits where, the boxes, the map, and
 * the edition, which decides what a planet, technology, unit or system name means (nouns.ts, values.ts).
 */
export interface Table {
  players: readonly TablePlayer[];
  /** Third Edition boxes (a Fourth Edition table has none: its reprints share no names). */
  boxes: readonly Box[];
  /** Position label → system id (the edition's own ids). */
  galaxy: Readonly<Record<string, string>>;
  /** "ti4": a Fourth Edition game; absent, a Third Edition one. */
  ruleset?: "ti4";
}

export type Args = Readonly<Record<string, string | number | boolean | undefined>>;

/** A command the catalog could not turn into a request: a sentence naming the expected form. */
export interface ArgError {
  argError: string;
}

/**
 * The catalog's groups of commands, each typed under the slash command slash.ts names for it: as a
 * subcommand group of /ti ("/ti turn pick") or as a slash command of its own ("/ti-cards play"). Each
 * holds at most 25 commands (Discord's limit).
 */
export type CommandGroup =
  | "game"
  | "turn"
  | "tactical"
  | "combat"
  | "trade"
  | "politics"
  | "cards"
  | "me"
  /** GM corrections: /ti-gm (GM_COMMAND_NAME). */
  | "gm"
  /** A Fourth Edition game's own commands: /ti4. */
  | "ti4"
  | null;

export interface CatalogCommand {
  /** Its group, or null for a subcommand directly under /ti (help, rules). */
  group: CommandGroup;
  name: string;
  description: string;
  options: readonly CatalogOption[];
  /** Longer help: when and why to use it. */
  help: string;
  /** Answer only the person who asked (Discord: ephemeral), e.g. your hand or a help page. */
  private?: boolean;
  /**
   * Its request depends on the game's edition (TI3 or TI4), whatever its options name: the game is always
   * read with it (reader.ts tableNeeded), so "3 dreadnought" is read in the edition the table plays.
   */
  readsEdition?: boolean;
  /**
   * The request, from the options read. `table` is the game the command was read against, when the
   * reading needed it (reader.ts); a command whose options mean something else in each edition reads
   * its edition there (gmCommands.ts).
   */
  build(args: Args, table?: Table | null): AppRequest | ArgError;
}

export function isArgError(value: unknown): value is ArgError {
  return typeof value === "object" && value !== null && "argError" in value;
}
