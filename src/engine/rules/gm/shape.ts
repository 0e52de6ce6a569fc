/**
 * The form of each kind of correction, checked before any rule reads it (commandShape.ts checks only the
 * `kind`). A field missing or of the wrong type is refused as ERR_MALFORMED, as for any command.
 */
import { UNIT_TYPES } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { CorrectionKind } from "./corrections.ts";

type Check = (value: unknown) => boolean;
interface Field {
  form: string;
  test: Check;
  optional?: boolean;
}

const isInteger: Check = (v) => typeof v === "number" && Number.isInteger(v);
const isCount: Check = (v) => isInteger(v) && (v as number) >= 0;
/** Kebab-case, and never a name every object inherits ("constructor"), which a lookup would find. */
const isId: Check = (v) =>
  typeof v === "string" && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v) && !(v in Object.prototype);
const isFlag: Check = (v) => typeof v === "boolean";
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const countsOf =
  (keys: readonly string[]): Check =>
  (v) =>
    isRecord(v) && Object.entries(v).every(([k, n]) => keys.includes(k) && (n === undefined || isCount(n)));

const mode: Field = { form: '"set" or "add"', test: (v) => v === "set" || v === "add" };
const integer: Field = { form: "a whole number", test: isInteger };
const id: Field = { form: 'an id such as "mecatol-rex"', test: isId };
const flag: Field = { form: "true or false", test: isFlag };
const optional = (field: Field): Field => ({ ...field, optional: true });

const FIELDS: { [K in CorrectionKind]: Record<string, Field> } = {
  tradeGoods: { mode, amount: integer },
  counters: {
    counters: {
      form: "counters by area (strategy, fleet, command): each a whole number, 0 or more",
      test: countsOf(["strategy", "fleet", "command"]),
    },
  },
  victoryPoints: { mode, amount: integer },
  planet: { planet: id, control: flag, exhausted: optional(flag) },
  planetStatus: { planet: id, exhausted: flag },
  units: {
    position: {
      form: 'a map position such as "304"',
      test: (v) => typeof v === "string" && /^[0-9]{3}$/.test(v),
    },
    planet: optional(id),
    units: { form: "unit counts by unit type: each a whole number, 0 or more", test: countsOf(UNIT_TYPES) },
    remove: optional(flag),
  },
  technology: { technology: id, remove: optional(flag) },
  actionCard: { card: id, to: { form: '"hand" or "discard"', test: (v) => v === "hand" || v === "discard" } },
  strategyCard: { card: id, played: flag },
};

/** Why the correction's fields do not fit its kind, or undefined when they do. */
export function checkCorrectionShape(correction: Record<string, unknown>): RuleError | undefined {
  const fields = FIELDS[correction.kind as CorrectionKind];
  for (const [name, field] of Object.entries(fields)) {
    const value = correction[name];
    if (value === undefined && field.optional) continue;
    if (!field.test(value)) {
      const path = `correction.${name}`;
      return ruleError("ERR_MALFORMED", "Mecatol", `Malformed command: \`${path}\` must be ${field.form}.`, {
        field: path,
        expected: field.form,
      });
    }
  }
  return undefined;
}
