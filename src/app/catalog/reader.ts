/**
 * The one strict reader of a command's options, for every surface (Discord, the playground's command box
 * and forms): an unknown option is refused with the closest one; a required one left out is asked for;
 * a flag is true/false/yes/no, a count is digits within its range, a fixed choice one of its choices, a
 * name one the game knows. Nothing is ever read as something the player did not write, and nothing
 * unreadable falls back to a default. The values read go to the command's build.
 */
import { didYouMean, fold } from "./nearest.ts";
import { fullName } from "./slash.ts";
import type { ArgError, Args, CatalogCommand, CatalogOption, Table } from "./types.ts";
import { needsTable, VALUE_READERS, type Value } from "./values.ts";

/** What a surface hands over: option name → value as typed (a string) or as Discord typed it. */
export type RawArgs = Readonly<Record<string, string | number | boolean | null | undefined>>;

const FLAGS: Readonly<Record<string, boolean>> = { true: true, yes: true, false: false, no: false };

function given(value: RawArgs[string]): value is string | number | boolean {
  return value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");
}

/** An unknown option's refusal: the closest option by name, or the list of them. */
function unknownOption(command: CatalogCommand, name: string): ArgError {
  const names = command.options.map((o) => o.name);
  const head = `${fullName(command)} has no option "${name}".`;
  if (names.length === 0) return { argError: `${head} It takes none.` };
  const hint = didYouMean(name, names);
  return { argError: `${head}${hint || ` Its options: ${names.join(", ")}.`}` };
}

export function readFlag(option: CatalogOption, value: string | number | boolean): boolean | ArgError {
  if (typeof value === "boolean") return value;
  const flag = FLAGS[String(value).trim().toLowerCase()];
  if (flag !== undefined) return flag;
  const hint = didYouMean(String(value), Object.keys(FLAGS), true);
  return {
    argError: `"${String(value).trim()}" is not a yes or no.${hint} Write ${option.name}:true or ${option.name}:false (yes and no work too).`,
  };
}

/** The range an option takes, as a phrase: "from 0 to 52", "of at least 1", "" for any. */
function range(option: CatalogOption): string {
  const { min, max } = option;
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  if (min !== undefined) return ` of at least ${min}`;
  if (max !== undefined) return ` of at most ${max}`;
  return "";
}

export function readWhole(option: CatalogOption, value: string | number | boolean): number | ArgError {
  const { min, max } = option;
  const example = Math.min(Math.max(1, min ?? 1), max ?? 1);
  const form = `${option.name} takes a whole number${range(option)}, e.g. ${option.name}:${example}`;
  const text = String(value).trim();
  // Digits, with a minus sign where the range has room for one (a correction taking Trade Goods away).
  const n = typeof value === "number" ? value : /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n)) {
    const what = /^-?\d*[.,]\d+$/.test(text) || typeof value === "number" ? "a whole number" : "a number";
    return { argError: `"${text}" is not ${what}: ${form}.` };
  }
  if ((min !== undefined && n < min) || (max !== undefined && n > max))
    return { argError: `${n} is out of range: ${form}.` };
  return n;
}

export function readChoice(option: CatalogOption, value: string | number | boolean): Value | ArgError {
  const choices = option.choices ?? [];
  const key = fold(String(value));
  const found = choices.find((c) => fold(String(c.value)) === key || fold(c.name) === key);
  if (found) return found.value;
  const values = choices.map((c) => String(c.value));
  const hint = didYouMean(String(value), [...values, ...choices.map((c) => c.name)]);
  return {
    argError: `"${String(value).trim()}" is not one of the choices.${hint} Choose ${values.join(", ")}.`,
  };
}

function readOne(option: CatalogOption, value: string | number | boolean, table: Table | null) {
  if (option.kind === "boolean") return readFlag(option, value);
  if (option.kind === "integer") return readWhole(option, value);
  if (option.kind === "attachment")
    return typeof value === "string" ? value : { argError: "Attach the file itself." };
  if (option.choices) return readChoice(option, value);
  if (typeof value !== "string") return { argError: `Write it as text, e.g. ${option.name}:"…".` };
  return VALUE_READERS[option.value ?? "text"](value, table);
}

/**
 * The options read for `build`, or the first refusal, which names the option. `table` is the game where
 * the command is typed, for the options that name players or places on its map (tableNeeded).
 */
export function readArgs(command: CatalogCommand, raw: RawArgs, table: Table | null): Args | ArgError {
  for (const name of Object.keys(raw)) {
    if (!command.options.some((o) => o.name === name) && given(raw[name]))
      return unknownOption(command, name);
  }
  const out: Record<string, Value | boolean> = {};
  for (const option of command.options) {
    const value = raw[option.name];
    if (!given(value)) {
      if (option.required)
        return { argError: `${fullName(command)} needs ${option.name}: ${option.description}.` };
      continue;
    }
    const read = readOne(option, value, table);
    if (typeof read === "object") return { argError: `${option.name}: ${read.argError}` };
    out[option.name] = read;
  }
  return out;
}

/** True when some option given names what only the game at hand knows (a player, a system by name). */
export function tableNeeded(command: CatalogCommand, raw: RawArgs): boolean {
  if (command.readsEdition) return true;
  return command.options.some((o) => {
    const value = raw[o.name];
    return o.kind === "string" && !o.choices && typeof value === "string" && given(value)
      ? needsTable(o.value ?? "text", value)
      : false;
  });
}

/** The request a command line stands for, read strictly, or the sentence saying what is wrong. */
export function readCommand(command: CatalogCommand, raw: RawArgs, table: Table | null) {
  const args = readArgs(command, raw, table);
  return "argError" in args ? (args as ArgError) : command.build(args, table);
}
