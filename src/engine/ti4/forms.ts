/**
 * The forms of TI4's command fields that the general forms (engine/commands/forms.ts) do not have: TI4's
 * component ids and a payment. Each area's commands are declared with these in its own file and listed
 * together in commands.ts.
 */
import { z } from "zod";
import {
  TE_OCEAN_IDS,
  type TeOceanId,
  TI4_ACTION_CARDS,
  TI4_AGENDAS,
  TI4_FACTIONS,
  TI4_OBJECTIVES,
  TI4_PLANETS,
  TI4_PROMISSORY_NOTES,
  TI4_STRATEGY_CARDS,
  TI4_SYSTEMS,
  TI4_TECHNOLOGIES,
  TI4_UNIT_TYPES,
  type Ti4PlanetId,
} from "../../content/ti4/index.ts";
import { count, countsBy, declared, flag, listOf, record } from "../commands/forms.ts";
import type { Ti4UnitCounts } from "./state.ts";

/** The first id of a list of content, the example a refusal gives. */
function firstId(list: readonly { id: string }[]): string {
  return list[0]?.id ?? "";
}

/**
 * What a TI4 id field names, with the words a refusal says and an id of that kind from the content (so a
 * malformed technology is answered with a technology's id, a planet with a planet's).
 */
export const TI4_ID_KINDS = {
  technology: { words: "a technology", example: firstId(TI4_TECHNOLOGIES) },
  planet: { words: "a planet", example: firstId(TI4_PLANETS) },
  system: { words: "a system tile", example: firstId(TI4_SYSTEMS) },
  actionCard: { words: "an action card", example: firstId(TI4_ACTION_CARDS) },
  unit: { words: "a unit type", example: TI4_UNIT_TYPES[0] },
  faction: { words: "a faction", example: firstId(TI4_FACTIONS) },
  objective: { words: "an objective", example: firstId(TI4_OBJECTIVES) },
  agenda: { words: "an agenda", example: firstId(TI4_AGENDAS) },
  promissoryNote: { words: "a promissory note", example: firstId(TI4_PROMISSORY_NOTES) },
  strategyCard: { words: "a strategy card", example: firstId(TI4_STRATEGY_CARDS) },
  outcome: { words: "an agenda outcome", example: "for" },
  ocean: { words: "an ocean card", example: TE_OCEAN_IDS[0] },
} as const;
export type Ti4IdKind = keyof typeof TI4_ID_KINDS;

/**
 * TI4's component ids are the community's (tile "83A", unit "winnu_flagship", planet "archonren"): letters,
 * digits, single hyphens, underscores or dots between them (the L1Z1X home planet is "0.0.0"). The form keeps out what a plain object inherits.
 */
// Single dots too: the L1Z1X home planet is "0.0.0".
const TI4_ID = /^[A-Za-z0-9]+([-_.][A-Za-z0-9]+)*$/;

/** The kind each id field was declared with (ti4IdKind reads it back). */
const KINDS = new WeakMap<object, Ti4IdKind>();

/** A field holding the id of one kind of TI4 component; a malformed id is refused with an id of that kind. */
export function ti4Id<T extends string = string>(kind: Ti4IdKind) {
  const { words, example } = TI4_ID_KINDS[kind];
  const form = `${words} id such as "${example}"`;
  const schema = z
    .custom<T>((v) => typeof v === "string" && TI4_ID.test(v) && !(v in Object.prototype), { error: form })
    .describe(form);
  KINDS.set(schema, kind);
  return schema;
}

/** The kind of id a field holds (seen through a list, an optional or a nullable), or null when none. */
export function ti4IdKind(field: unknown): Ti4IdKind | null {
  if (!(field instanceof z.ZodType)) return null;
  const kind = KINDS.get(field);
  if (kind) return kind;
  if (field instanceof z.ZodArray) return ti4IdKind(field.element);
  if (field instanceof z.ZodOptional || field instanceof z.ZodNullable) return ti4IdKind(field.unwrap());
  return null;
}

/**
 * Resources or influence paid (economy/spend.ts): ready planets to exhaust and trade goods (and The Triad, and
 * the Deepwrought's ocean cards).
 */
export const payment = record({
  planets: listOf(ti4Id<Ti4PlanetId>("planet")),
  tradeGoods: count,
  triad: flag.optional(),
  oceans: listOf(ti4Id<TeOceanId>("ocean")).optional(),
});

/** Unit counts by TI4 unit type ("dreadnought", "fighter"): types left out count 0. */
export const ti4Units = declared<Ti4UnitCounts>()(countsBy(TI4_UNIT_TYPES, "unit counts by TI4 unit type"));
