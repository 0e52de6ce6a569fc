/**
 * GM corrections (rules/gm): `seat` is the seat corrected, and the app checks who may send one. Each kind
 * of correction has its own fields; the type is the rule's own (rules/gm/corrections.ts). A seat handed
 * over to another player (rules/gm/handOver.ts) is sent by the app alone too.
 */
import { z } from "zod";
import type { ActionCardId, PlanetId, StrategyCardId } from "../../content/index.ts";
import { CORRECTION_KINDS, type Correction } from "../rules/gm/corrections.ts";
import {
  command,
  counterSplit,
  declared,
  flag,
  id,
  integer,
  OBJECT_FORM,
  oneOf,
  oneOfForm,
  position,
  text,
  units,
} from "./forms.ts";

const mode = oneOf(["set", "add"], '"set" or "add"');

const KIND_FORM = oneOfForm(CORRECTION_KINDS);

const correction = declared<Correction>()(
  z.discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("tradeGoods"), mode, amount: integer }),
      /** Each area named is set to its number; areas left out stay as they are. */
      z.object({ kind: z.literal("counters"), counters: counterSplit }),
      z.object({ kind: z.literal("victoryPoints"), mode, amount: integer }),
      /** The planet card given to the seat (taken from whoever held it), or taken from the seat. */
      z.object({
        kind: z.literal("planet"),
        planet: id<PlanetId>(),
        control: flag,
        exhausted: flag.optional(),
      }),
      z.object({ kind: z.literal("planetStatus"), planet: id<PlanetId>(), exhausted: flag }),
      /** Units placed or removed in a system's space, or on one of its planets. */
      z.object({
        kind: z.literal("units"),
        position,
        planet: id<PlanetId>().optional(),
        units,
        remove: flag.optional(),
      }),
      /** A tree technology or the seat's race technology, given or taken away. */
      z.object({ kind: z.literal("technology"), technology: id(), remove: flag.optional() }),
      /** An Action Card moved between the seat's hand and the discard pile. */
      z.object({
        kind: z.literal("actionCard"),
        card: id<ActionCardId>(),
        to: oneOf(["hand", "discard"], '"hand" or "discard"'),
      }),
      z.object({ kind: z.literal("strategyCard"), card: id<StrategyCardId>(), played: flag }),
    ],
    // An object of no known kind is reported at `kind`; anything else is not an object at all.
    { error: (issue) => (issue.code === "invalid_union" ? KIND_FORM : OBJECT_FORM) },
  ),
);

export const GM_COMMANDS = [
  command("gmCorrection", { correction, reason: text }),
  /** The seat changes hands (to Mecatol's bot, app/handOver.ts): the new user id and name, and why. */
  command("handOverSeat", { userId: text, name: text, reason: text }),
] as const;
