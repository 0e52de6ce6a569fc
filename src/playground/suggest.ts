/**
 * Autocomplete for the command box, from the one catalog: command names while the command is typed,
 * then its option names, then an option's values (its fixed choices, true/false for a flag, or what the
 * app's autocomplete offers from the game, as on Discord). A command or option name that matches none
 * is answered with the nearest ones, as the reader refuses it. Each suggestion is the whole line as it
 * would read once chosen, so the page just replaces the box's text.
 */
import {
  CATALOG,
  type CatalogCommand,
  type CatalogOption,
  currentSpelling,
  formerName,
  fullName,
  nearest,
  wordsOf,
} from "../app/catalog/index.ts";

export interface Suggestion {
  /** What the list shows. */
  label: string;
  /** A short explanation beside it. */
  detail: string;
  /** The command line once this suggestion is taken. */
  line: string;
}

const MAX_SUGGESTIONS = 25;

/** Values an option offers without asking the game: its choices, or true/false. */
function fixedValues(option: CatalogOption): { name: string; value: string }[] {
  if (option.choices) return option.choices.map((c) => ({ name: c.name, value: String(c.value) }));
  if (option.kind === "boolean")
    return [
      { name: "true", value: "true" },
      { name: "false", value: "false" },
    ];
  return wordsOf(option.value ?? "text").map((word) => ({ name: word, value: word }));
}

const quote = (value: string) => (/\s/.test(value) ? `"${value}"` : value);

function commandFor(words: string[]): CatalogCommand | undefined {
  const line = words.join(" ");
  return [...CATALOG]
    .sort((a, b) => fullName(b).length - fullName(a).length)
    .find((c) => line === fullName(c) || line.startsWith(`${fullName(c)} `));
}

/** Values an option takes from the game (planets, systems, cards), when a lookup is given. */
export type ValueLookup = (
  option: CatalogOption,
  query: string,
) => Promise<{ name: string; value: string }[]>;

/**
 * "pick" and "ti turn pick" are read as "/ti turn pick", "ti-cards play" as "/ti-cards play", and the
 * former "/ti cards play" as "/ti-cards play", so that a suggestion taken writes the current spelling.
 */
function normalise(line: string): string {
  const text = line.replace(/^\s+/, "");
  // "/ti", "/ti-gm" and "/ti4" are commands of their own; anything else is read under /ti.
  const slashed = /^\/?ti(4?\s|-|4?$)/.test(text)
    ? text.replace(/^\/?/, "/")
    : `/ti ${text.replace(/^\//, "")}`;
  return currentSpelling(slashed);
}

export async function suggest(line: string, lookup?: ValueLookup): Promise<Suggestion[]> {
  const normalised = normalise(line);
  const command = commandFor(normalised.trim().split(/\s+/));
  if (!command || normalised === fullName(command)) return commandNames(normalised);
  return optionSuggestions(command, normalised, lookup);
}

function commandNames(typed: string): Suggestion[] {
  const key = typed.trim().toLowerCase();
  const starting = CATALOG.filter(
    (c) => fullName(c).startsWith(key) || formerName(c).startsWith(key) || key === "/ti",
  );
  const near = nearest(key, CATALOG.map(fullName));
  const found = starting.length > 0 ? starting : CATALOG.filter((c) => near.includes(fullName(c)));
  return found
    .slice(0, MAX_SUGGESTIONS)
    .map((c) => ({ label: fullName(c), detail: c.description, line: `${fullName(c)} ` }));
}

/** The options not yet given whose names start with `typed`, else the nearest to it, else all of them. */
function optionsLike(command: CatalogCommand, typed: string, given: Set<string | undefined>) {
  const open = command.options.filter((o) => !given.has(o.name));
  const starting = open.filter((o) => o.name.startsWith(typed.toLowerCase()));
  if (starting.length > 0 || typed === "") return starting;
  const near = nearest(
    typed,
    open.map((o) => o.name),
  );
  return near.length > 0 ? open.filter((o) => near.includes(o.name)) : open;
}

async function optionSuggestions(
  command: CatalogCommand,
  line: string,
  lookup: ValueLookup | undefined,
): Promise<Suggestion[]> {
  // The last token starts at the last space, unless a quoted value with spaces is still being typed.
  const openQuote = (line.match(/"/g) ?? []).length % 2 === 1 ? line.lastIndexOf('"') : -1;
  const cut = openQuote >= 0 ? line.lastIndexOf(" ", openQuote) : line.lastIndexOf(" ");
  const head = line.slice(0, cut + 1);
  const partial = line.slice(cut + 1);
  const given = new Set([...line.matchAll(/(\S+?):/g)].map((m) => m[1]));
  const colon = partial.indexOf(":");
  const option = colon < 0 ? undefined : command.options.find((o) => o.name === partial.slice(0, colon));
  if (!option) {
    // An option being typed, or one the command does not have ("colour:"): the names it may mean.
    const typedName = colon < 0 ? partial : partial.slice(0, colon);
    given.delete(typedName);
    return optionsLike(command, typedName, given)
      .sort((a, b) => Number(b.required ?? false) - Number(a.required ?? false))
      .map((o) => ({
        label: `${o.name}:`,
        detail: `${o.required ? "" : "(optional) "}${o.description}`,
        line: `${head}${o.name}:`,
      }));
  }
  const typed = partial
    .slice(colon + 1)
    .replace(/^"/, "")
    .toLowerCase();
  // The game's own lookup already matches the query its way; fixed values are matched here.
  const values =
    option.autocomplete && lookup
      ? await lookup(option, typed)
      : fixedValues(option).filter(
          (v) =>
            v.name.toLowerCase().includes(typed.toLowerCase()) ||
            v.value.toLowerCase().startsWith(typed.toLowerCase()),
        );
  return values.slice(0, MAX_SUGGESTIONS).map((v) => ({
    label: v.name,
    detail: option.description,
    line: `${head}${option.name}:${quote(v.value)} `,
  }));
}
