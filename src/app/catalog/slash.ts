/**
 * Which slash command each group of the catalog is typed under. Discord caps one slash command at 8,000
 * characters (its names, descriptions and choices summed), and a single /ti holding every group came
 * within a few characters of it, so the groups are spread over several: /ti keeps the game, the turn and the tactical action,
 * with its groups typed as words ("/ti turn pick"); every other slash command is one group's own, typed
 * without the group's word ("/ti-cards play"). Registration, routing, help, autocomplete and the
 * playground's command line all read this one table.
 */
import type { CatalogCommand, CommandGroup } from "./types.ts";

export type Group = NonNullable<CommandGroup>;

/** The slash command holding the game's groups and the commands without a group (help, rules). */
export const MAIN_COMMAND = "ti";
export const MAIN_DESCRIPTION = "Play Twilight Imperium in this channel";
/** GM corrections: their own slash command, so that players' commands never mix with them. */
export const GM_COMMAND_NAME = "ti-gm";

/** Each group's slash command and what it is for (the description Discord shows for it). */
export const GROUPS: Readonly<Record<Group, { slash: string; description: string }>> = {
  game: { slash: MAIN_COMMAND, description: "Create, join, start and view this channel's game" },
  turn: { slash: MAIN_COMMAND, description: "Strategy Cards, actions, passing, scoring" },
  tactical: { slash: MAIN_COMMAND, description: "After an activation: fleets, landings, production" },
  combat: { slash: "ti-combat", description: "Your answers during combat" },
  trade: { slash: "ti-trade", description: "Trade agreements, Trade Goods and card trades" },
  politics: { slash: "ti-politics", description: "The Galactic Council's agendas" },
  cards: { slash: "ti-cards", description: "Action Cards from your hand" },
  me: { slash: "ti-me", description: "Your reminder settings across all games" },
  gm: {
    slash: GM_COMMAND_NAME,
    description: "Corrections by the game's creator or a server manager, always logged",
  },
  ti4: { slash: "ti4", description: "A Fourth Edition game: answer what it asks, see your secrets" },
};

const GROUP_NAMES = Object.keys(GROUPS) as Group[];

/** Every slash command Mecatol registers, /ti first. */
export const SLASH_NAMES: readonly string[] = [
  MAIN_COMMAND,
  ...new Set(GROUP_NAMES.map((g) => GROUPS[g].slash).filter((s) => s !== MAIN_COMMAND)),
];

/** The groups typed under a slash command, in the table's order. */
export function groupsOf(slash: string): Group[] {
  return GROUP_NAMES.filter((g) => GROUPS[g].slash === slash);
}

/** The group a slash command of its own stands for ("ti-cards" → "cards"); null for /ti or an unknown name. */
export function ownGroup(slash: string): Group | null {
  if (slash === MAIN_COMMAND) return null;
  const groups = groupsOf(slash);
  return groups.length === 1 ? (groups[0] as Group) : null;
}

export function slashOf(command: CatalogCommand): string {
  return command.group === null ? MAIN_COMMAND : GROUPS[command.group].slash;
}

/** How a group is typed: "/ti turn", or "/ti-cards" for a group with its own slash command. */
export function groupName(group: Group): string {
  const slash = GROUPS[group].slash;
  return ownGroup(slash) === group ? `/${slash}` : `/${slash} ${group}`;
}

/** The full name players type: "/ti game new", "/ti help", "/ti-cards play", "/ti-gm tg". */
export function fullName(command: CatalogCommand): string {
  return command.group === null
    ? `/${MAIN_COMMAND} ${command.name}`
    : `${groupName(command.group)} ${command.name}`;
}

/** The name as every group was once typed, all under /ti ("/ti cards play"); the command line still reads it. */
export function formerName(command: CatalogCommand): string {
  return [`/${MAIN_COMMAND}`, command.group, command.name].filter(Boolean).join(" ");
}

/**
 * Words typed for a command → its group and name: "/ti turn pick" and "turn pick" → turn, pick;
 * "/ti-cards play" and "ti-cards play" → cards, play; the former "/ti cards play" too.
 */
export function commandWords(text: string): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const first = (words[0] ?? "").replace(/^\//, "");
  if (first === MAIN_COMMAND) words.shift();
  else {
    const group = ownGroup(first);
    if (group) words[0] = group;
  }
  return words;
}

/**
 * A typed line with its command words as they are spelled now: "/ti cards play card:x" (the former
 * spelling) → "/ti-cards play card:x". Anything else is left as it is.
 */
export function currentSpelling(line: string): string {
  const former = new RegExp(`^/${MAIN_COMMAND}\\s+([a-z]+)(?=\\s|$)`).exec(line);
  const group = former?.[1] as Group | undefined;
  if (!group || !Object.hasOwn(GROUPS, group) || ownGroup(GROUPS[group].slash) !== group) return line;
  return `/${GROUPS[group].slash}${line.slice((former?.[0] ?? "").length)}`;
}
