/**
 * The command catalog's shape. Every player command is declared once; Discord's slash commands,
 * autocomplete, the help text and the playground's command box are all generated from these entries.
 */
import type { AppRequest } from "../types.ts";

export type OptionKind = "string" | "integer" | "boolean";

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
  /** The options of the agenda under vote (or the tied ones), and "abstain". */
  | "voteOption"
  /** Where the asker may retreat to, and "stay". */
  | "retreat";

export interface CatalogOption {
  name: string;
  description: string;
  kind: OptionKind;
  required?: boolean;
  choices?: readonly { name: string; value: string | number }[];
  autocomplete?: AutocompleteSource;
  min?: number;
  max?: number;
}

export type Args = Readonly<Record<string, string | number | boolean | undefined>>;

/** A command the catalog could not turn into a request: a sentence naming the expected form. */
export interface ArgError {
  argError: string;
}

/** Discord subcommand groups: /ti <group> <command>. Each holds at most 25 commands (Discord's limit). */
export type CommandGroup =
  | "game"
  | "turn"
  | "tactical"
  | "combat"
  | "trade"
  | "politics"
  | "cards"
  | "me"
  /** GM corrections: registered as their own slash command, /ti-gm (GM_COMMAND_NAME). */
  | "gm"
  | null;

export interface CatalogCommand {
  /** Discord subcommand group, or null for a subcommand directly under /ti. */
  group: CommandGroup;
  name: string;
  description: string;
  options: readonly CatalogOption[];
  /** Longer help: when and why to use it. */
  help: string;
  /** Answer only the person who asked (Discord: ephemeral), e.g. your hand or a help page. */
  private?: boolean;
  build(args: Args): AppRequest | ArgError;
}

export function isArgError(value: unknown): value is ArgError {
  return typeof value === "object" && value !== null && "argError" in value;
}

/** The slash command for the "gm" group: its own, so that /ti stays within Discord's size limit. */
export const GM_COMMAND_NAME = "ti-gm";

/** The full name players type: "/ti game new", "/ti help", "/ti-gm tg". */
export function fullName(command: CatalogCommand): string {
  if (command.group === "gm") return `/${GM_COMMAND_NAME} ${command.name}`;
  return ["/ti", command.group, command.name].filter(Boolean).join(" ");
}
