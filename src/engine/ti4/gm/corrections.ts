/**
 * TI4's game master corrections (issue #26): the changes a table makes by hand in a long game, outside
 * the rules (a misclick the table agreed to revert, a ruling, an effect the engine does not play). Each
 * names the seat it changes, who made it and why; the log keeps all three. The app decides who may send
 * one (the game's creator or a server manager); the rule (gm.ts) checks that the result is possible. The
 * kinds and fields that TI3's corrections also have (rules/gm/corrections.ts) are named as there.
 */
import { z } from "zod";
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import {
  command,
  countsBy,
  declared,
  flag,
  integer,
  OBJECT_FORM,
  oneOf,
  oneOfForm,
  position,
  text,
} from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Ti4TokenPool } from "../board/events.ts";
import { ti4Id, ti4Units } from "../forms.ts";
import type { Ti4UnitCounts } from "../state.ts";

export const TI4_CORRECTION_KINDS = [
  "tradeGoods",
  "commodities",
  "tokens",
  "victoryPoints",
  "planet",
  "planetStatus",
  "units",
  "technology",
] as const;

/** "set" makes the total `amount`; "add" adds it (a negative amount takes away). */
export type Ti4AmountMode = "set" | "add";

export type Ti4Correction =
  | { kind: "tradeGoods"; mode: Ti4AmountMode; amount: number }
  | { kind: "commodities"; mode: Ti4AmountMode; amount: number }
  /** Each pool named is set to its number; pools left out stay as they are. */
  | { kind: "tokens"; tokens: Partial<Record<Ti4TokenPool, number>> }
  | { kind: "victoryPoints"; mode: Ti4AmountMode; amount: number }
  /** The planet card given to the seat (taken from whoever held it), or taken from the seat. */
  | { kind: "planet"; planet: Ti4PlanetId; control: boolean; exhausted?: boolean }
  | { kind: "planetStatus"; planet: Ti4PlanetId; exhausted: boolean }
  /** Units of the seat placed or removed in a system's space area, or on one of its planets. */
  | { kind: "units"; position: PositionLabel; planet?: Ti4PlanetId; units: Ti4UnitCounts; remove?: boolean }
  /** A technology given to the seat or taken away. */
  | { kind: "technology"; technology: string; remove?: boolean };

const mode = oneOf(["set", "add"], '"set" or "add"');
const pools = countsBy(["tactic", "fleet", "strategy"], "tokens by pool (tactic, fleet, strategy)");

const correction = declared<Ti4Correction>()(
  z.discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("tradeGoods"), mode, amount: integer }),
      z.object({ kind: z.literal("commodities"), mode, amount: integer }),
      z.object({ kind: z.literal("tokens"), tokens: pools }),
      z.object({ kind: z.literal("victoryPoints"), mode, amount: integer }),
      z.object({
        kind: z.literal("planet"),
        planet: ti4Id<Ti4PlanetId>("planet"),
        control: flag,
        exhausted: flag.optional(),
      }),
      z.object({ kind: z.literal("planetStatus"), planet: ti4Id<Ti4PlanetId>("planet"), exhausted: flag }),
      z.object({
        kind: z.literal("units"),
        position,
        planet: ti4Id<Ti4PlanetId>("planet").optional(),
        units: ti4Units,
        remove: flag.optional(),
      }),
      z.object({ kind: z.literal("technology"), technology: ti4Id("technology"), remove: flag.optional() }),
    ],
    // An object of no known kind is reported at `kind`; anything else is not an object at all.
    { error: (issue) => (issue.code === "invalid_union" ? oneOfForm(TI4_CORRECTION_KINDS) : OBJECT_FORM) },
  ),
);

export const TI4_GM_COMMANDS = [
  /** A correction to seat `seat`, by the game master `by` (a name the app fills in), for `reason`. */
  command("ti4GmCorrection", { correction, reason: text, by: text }),
] as const;

export type Ti4GmEvent = {
  type: "ti4GmCorrected";
  seat: number;
  by: string;
  reason: string;
  correction: Ti4Correction;
};
