/**
 * A TI4 command typed by a player (`/ti4 act command:tacticalAction fields:system:304`), read into the
 * engine's command form. The fields come as `key:value` words or as one JSON object. A word is read as a
 * number only where the command's schema wants a number, and as a list (split at commas) only where it
 * wants a list; anything else stays the text typed, so a value is never read as what the player did not
 * write. The engine's own schema then checks the whole command (its ERR_MALFORMED sentence names the
 * field and the form expected), and the rules whether it is legal.
 */
import { z } from "zod";
import { TI4_COMMANDS } from "../../engine/ti4/commands.ts";
import { type Ti4IdKind, ti4IdKind } from "../../engine/ti4/forms.ts";
import { isPaymentField, PAYMENT_EXAMPLE, readTi4Payment } from "./payment.ts";

type Shape = Record<string, z.ZodType>;

/**
 * The table's own commands, never a player's to type: a seat handed to the bot (/ti-gm bot) and a game
 * master's correction (/ti-gm, app/ti4/gm.ts). They are not offered in /ti4 act's list or read from it;
 * sent as a move anyway (a button, the playground), they are refused (play.ts).
 */
export const TABLE_COMMANDS: ReadonlyMap<string, string> = new Map([
  ["handOverSeat", "Only the game's creator or a server manager hands a seat to the bot (/ti-gm bot)."],
  ["ti4GmCorrection", "Only the game's creator or a server manager can correct the game (/ti-gm)."],
]);

const SHAPES = new Map<string, Shape>(
  TI4_COMMANDS.filter((schema) => !TABLE_COMMANDS.has(schema.shape.type.value)).map((schema) => [
    schema.shape.type.value,
    schema.shape as unknown as Shape,
  ]),
);

/** The TI4 command types, for help and refusals. */
export const TI4_COMMAND_TYPES: readonly string[] = [...SHAPES.keys()];

/** The fields a player types for a command type (the seat is the app's, never typed). */
export function typedFields(type: string): string[] {
  return Object.keys(SHAPES.get(type) ?? {}).filter((key) => key !== "type" && key !== "seat");
}

/** The kind of TI4 id a command's field holds (its form, engine/ti4/forms.ts ti4Id), or null. */
export function fieldKind(type: string, field: string): Ti4IdKind | null {
  return ti4IdKind(SHAPES.get(type)?.[field]);
}

function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable)
    inner = inner.unwrap() as z.ZodType;
  return inner;
}

/** A word as the field's schema wants it, or the word unchanged (the schema refuses it then). */
function wanted(schema: z.ZodType | undefined, word: string): unknown {
  const inner = schema ? unwrapped(schema) : undefined;
  if (inner instanceof z.ZodNumber && /^-?\d+$/.test(word)) return Number(word);
  if (inner instanceof z.ZodBoolean && (word === "true" || word === "false")) return word === "true";
  if (inner instanceof z.ZodArray) {
    const items = word === "" ? [] : word.split(",").map((w) => w.trim());
    return items.map((item) => wanted(inner.element as z.ZodType, item));
  }
  return word;
}

/** Splits `a:1 b:"two words"` into pairs; a word without a colon is refused. */
function pairsOf(text: string): [string, string][] | string {
  const pairs: [string, string][] = [];
  const word = /\s*([A-Za-z][A-Za-z0-9]*):("([^"]*)"|\S*)/y;
  let at = 0;
  while (at < text.trimEnd().length) {
    word.lastIndex = at;
    const match = word.exec(text);
    if (!match) {
      const rest = text.slice(at).trim();
      // A payment's second part after a space ("payment:planets=quann tg=2") was meant for the payment.
      if (/^[A-Za-z]+=/.test(rest))
        return `Could not read "${rest}": a payment's parts go together, in quotes (payment:"${PAYMENT_EXAMPLE}") or joined by ; (payment:planets=quann;tg=2), or in /ti4 act's payment option.`;
      return `Could not read "${rest}": write each field as key:value.`;
    }
    pairs.push([match[1] as string, match[3] ?? (match[2] as string)]);
    at = word.lastIndex;
  }
  return pairs;
}

/**
 * The command a player typed, without its seat, or the sentence saying why it cannot be read. Only the
 * reading is checked here: the engine checks the form of each field and the rules.
 */
export function readTi4Command(type: string, fields: string): Record<string, unknown> | { problem: string } {
  const shape = SHAPES.get(type);
  const tables = TABLE_COMMANDS.get(type);
  if (tables) return { problem: `${type} is not a player's command. ${tables}` };
  if (!shape)
    return { problem: `There is no TI4 command "${type}": use one of ${TI4_COMMAND_TYPES.join(", ")}.` };
  const text = fields.trim();
  if (text.startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { problem: "The fields start with { but are not a JSON object." };
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      return { problem: "The fields must be one JSON object." };
    const { seat: _seat, type: _type, ...rest } = parsed as Record<string, unknown>;
    return { ...rest, type };
  }
  const pairs = pairsOf(text);
  if (typeof pairs === "string") return { problem: pairs };
  const known = typedFields(type);
  const command: Record<string, unknown> = { type };
  for (const [key, word] of pairs) {
    if (!known.includes(key))
      return {
        problem:
          known.length === 0
            ? `${type} takes no fields.`
            : `${type} has no field "${key}": its fields are ${known.join(", ")}.`,
      };
    if (isPaymentField(shape[key])) {
      const paid = readTi4Payment(word);
      if ("problem" in paid) return { problem: `${key}: ${paid.problem}` };
      command[key] = paid;
    } else command[key] = wanted(shape[key], word);
  }
  return command;
}

/** The fields of a command type that take a payment (production's `payment`, the custodians' cost...). */
export function paymentFields(type: string): string[] {
  const shape = SHAPES.get(type) ?? {};
  return typedFields(type).filter((key) => isPaymentField(shape[key]));
}

/**
 * A command typed with its payment apart (/ti4 act's payment option): the payment read by its own words
 * into the command's one payment field. Refused when the command takes no payment, or is paid twice.
 */
export function readTi4CommandPaid(
  type: string,
  fields: string,
  payment: string | undefined,
): Record<string, unknown> | { problem: string } {
  const read = readTi4Command(type, fields);
  if ("problem" in read || payment === undefined) return read;
  const [field, ...more] = paymentFields(type);
  if (field === undefined) return { problem: `${type} takes no payment: leave the payment option out.` };
  if (more.length > 0)
    return {
      problem: `${type} takes several payments (${[field, ...more].join(", ")}): give each in fields.`,
    };
  if (read[field] !== undefined)
    return { problem: `The ${field} is given twice, in fields and in the payment option: give it once.` };
  const paid = readTi4Payment(payment);
  return "problem" in paid ? { problem: `payment: ${paid.problem}` } : { ...read, [field]: paid };
}
