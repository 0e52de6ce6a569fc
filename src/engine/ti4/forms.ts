/**
 * The forms of TI4's command fields that the general forms (engine/commands/forms.ts) do not have: TI4's
 * component ids and a payment. Each area's commands are declared with these in its own file and listed
 * together in commands.ts.
 */
import { z } from "zod";
import { TI4_UNIT_TYPES, type Ti4PlanetId } from "../../content/ti4/index.ts";
import { count, countsBy, declared, listOf, record } from "../commands/forms.ts";
import type { Ti4UnitCounts } from "./state.ts";

/**
 * TI4's component ids are the community's (tile "83A", unit "winnu_flagship", planet "archonren"): letters,
 * digits, single hyphens, underscores or dots between them (the L1Z1X home planet is "0.0.0"). The form keeps out what a plain object inherits.
 */
const TI4_ID = /^[A-Za-z0-9]+([-_.][A-Za-z0-9]+)*$/;
const TI4_ID_FORM = 'an id such as "archonren"';
export function ti4Id<T extends string = string>() {
  return z
    .custom<T>((v) => typeof v === "string" && TI4_ID.test(v) && !(v in Object.prototype), {
      error: TI4_ID_FORM,
    })
    .describe(TI4_ID_FORM);
}

/** Resources or influence paid (economy/spend.ts): ready planets to exhaust and trade goods. */
export const payment = record({ planets: listOf(ti4Id<Ti4PlanetId>()), tradeGoods: count });

/** Unit counts by TI4 unit type ("dreadnought", "fighter"): types left out count 0. */
export const ti4Units = declared<Ti4UnitCounts>()(countsBy(TI4_UNIT_TYPES, "unit counts by TI4 unit type"));
