/**
 * The forms a command's fields take, as zod schemas. A command is declared once in its area's file here:
 * its TypeScript type is inferred from the schema (commands.ts) and apply checks every command against the
 * same schema (commandShape.ts). Every refusal a schema makes carries its form in words, which the
 * ERR_MALFORMED sentence puts after the field's path: "`amount` must be a whole number, 0 or more."
 *
 * Forms only: whether a well-formed value is legal (a card in the hand, a planet controlled) is for the
 * rule that answers the command. An id is checked for its form and typed by what it names; the rule then
 * says whether it names one.
 */
import { z } from "zod";
import { UNIT_TYPES } from "../../content/index.ts";
import type { CounterArea, CounterSplit } from "../events.ts";
import type { UnitCounts } from "../state.ts";

/** Each schema keeps its form as its description, so that a list or a nullable field can name it. */
function formed<S extends z.ZodType>(form: string, schema: S): S {
  return schema.describe(form);
}

function formOf(schema: z.ZodType): string {
  return schema.description ?? "a value";
}

/** True when A and B are one and the same type, not merely assignable one way. */
type Same<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;

/**
 * The schema of a type a rule declares (a move order, a correction): the command carries the rule's own
 * type, and the compiler refuses the schema once the two differ, an optional field included.
 */
export function declared<T>() {
  return <S extends z.ZodType<T>>(schema: S & (Same<z.output<S>, T> extends true ? unknown : never)): S =>
    schema;
}

const WHOLE = "a whole number, 0 or more";
// Number.isInteger rather than zod's int(): a count is any whole number, as it always was.
const isCount = (n: number) => Number.isInteger(n) && n >= 0;

export const count = formed(WHOLE, z.number({ error: WHOLE }).refine(isCount, { error: WHOLE }));

/** A whole number that may be negative (GM corrections that take away). */
export const integer = formed(
  "a whole number",
  z.number({ error: "a whole number" }).refine(Number.isInteger, { error: "a whole number" }),
);

/**
 * The seat acting. Its form names no range: commandShape.ts adds the seats of the game being played, and a
 * whole number past the last seat is well formed (apply refuses it as ERR_NO_SEAT).
 */
export const SEAT_FORM = "a seat of this game";
export const seat = formed(SEAT_FORM, z.number({ error: SEAT_FORM }).refine(isCount, { error: SEAT_FORM }));

export const text = formed("a text", z.string({ error: "a text" }));
export const flag = formed("true or false", z.boolean({ error: "true or false" }));

/**
 * A map position label: "000" for Mecatol Rex, otherwise ring and index such as "304" (galaxy/hex.ts), or
 * "nexus" for the off-board Wormhole Nexus (SE Option 8, galaxy/adjacency.ts).
 */
const POSITION_FORM = 'a map position such as "304"';
export const position = formed(
  POSITION_FORM,
  z.string({ error: POSITION_FORM }).regex(/^([0-9]{3}|nexus)$/, { error: POSITION_FORM }),
);

/**
 * Content ids are kebab-case (a content test keeps them so). The form alone also keeps out names that a
 * plain object inherits ("constructor"), which a lookup by id would otherwise find.
 */
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ID_FORM = 'an id such as "mecatol-rex"';
const isId = (v: unknown) => typeof v === "string" && ID.test(v) && !(v in Object.prototype);

/** An id of the kind `T` names (a planet, a card): its form is checked here, its meaning by the rule. */
export function id<T extends string = string>() {
  return formed(ID_FORM, z.custom<T>(isId, { error: ID_FORM }));
}

/** A card's choice: a content id ("war-sun") or a unit type ("warSun"), never an inherited name. */
const WORD = /^[a-zA-Z0-9]+(-[a-zA-Z0-9]+)*$/;
const WORD_FORM = 'an id such as "dreadnought", "groundForce" or "warfare"';
export const word = formed(
  WORD_FORM,
  z.custom<string>((v) => typeof v === "string" && WORD.test(v) && !(v in Object.prototype), {
    error: WORD_FORM,
  }),
);

/** The form of a value taken from a list: 'one of "set", "add"'. */
export function oneOfForm(values: readonly string[]): string {
  return `one of ${values.map((v) => `"${v}"`).join(", ")}`;
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, form = oneOfForm(values)) {
  return formed(form, z.enum(values, { error: form }));
}

export function orNull<S extends z.ZodType>(schema: S) {
  const form = `${formOf(schema)}, or null`;
  return formed(form, z.union([schema, z.null()], { error: form }));
}

export function listOf<S extends z.ZodType>(item: S) {
  const form = `a list of ${formOf(item)}`;
  return formed(form, z.array(item, { error: form }));
}

export const OBJECT_FORM = "an object";

export function record<F extends z.ZodRawShape>(fields: F) {
  return formed(OBJECT_FORM, z.object(fields, { error: OBJECT_FORM }));
}

/**
 * Counts by key (unit counts, counter splits): keys left out count 0. zod's record passes over an own
 * "__proto__" key, and apply hands the rules the command as it was sent, so every key of the input is
 * first checked against `keys` and a stranger is named in the path.
 */
export function countsBy<const K extends readonly [string, ...string[]]>(keys: K, what: string) {
  const form = `${what}: each a whole number, 0 or more`;
  const keyForm = `one of ${keys.join(", ")}`;
  const known = new Set<string>(keys);
  const knownKeys = z.custom<object>().check((check) => {
    const value = check.value;
    // Anything but a plain object is the record's to refuse, with the form of the whole.
    if (typeof value !== "object" || value === null || Array.isArray(value)) return;
    for (const key of Object.keys(value)) {
      if (known.has(key)) continue;
      check.issues.push({ code: "custom", input: value, path: [key], message: keyForm });
      return;
    }
  });
  return formed(form, knownKeys.pipe(z.partialRecord(z.enum(keys), count.optional(), { error: form })));
}

export const units = declared<UnitCounts>()(countsBy(UNIT_TYPES, "unit counts by unit type"));

export const COUNTER_AREAS = ["strategy", "fleet", "command"] as const;
export const counterArea = declared<CounterArea>()(oneOf(COUNTER_AREAS));
export const counterSplit = declared<CounterSplit>()(
  countsBy(COUNTER_AREAS, "counters by area (strategy, fleet, command)"),
);

/** Every command has its type and the seat acting; the other fields are its own. */
export function command<const T extends string, F extends z.ZodRawShape>(type: T, fields: F) {
  return z.object({ type: z.literal(type), seat, ...fields });
}
