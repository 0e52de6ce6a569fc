/**
 * What the production step buys besides units (Space Mines, Mine Fields, Capital Ship repairs): paid like
 * units, with planets and Trade Goods, at the activated system, or at the system named in a transfer
 * action. One reader for all three commands; `payment` reads the same payment where no position goes with it
 * (hiring Assassins, a surprise attack).
 */
import type { PlanetId } from "../../content/index.ts";
import type { Command } from "../../engine/index.ts";
import type { AppRequest } from "../types.ts";
import { int, planets, position, read, str } from "./args.ts";
import type { ArgError, Args, CatalogOption } from "./types.ts";

export const TRANSFER_POSITION: CatalogOption = {
  name: "position",
  description: "System (transfer action only)",
  kind: "string",
  value: "position",
  autocomplete: "position",
};

/** A payment's command fields: the planets named and the Trade Goods, each left out when none. */
export function payment(args: Args): { planets?: PlanetId[]; tradeGoods?: number } | ArgError {
  const paid = planets(str(args, "planets"));
  if ("argError" in paid) return paid;
  const tradeGoods = int(args, "trade-goods");
  return { ...(paid.length > 0 ? { planets: paid } : {}), ...(tradeGoods ? { tradeGoods } : {}) };
}

/** The command `type` with its payment and its position, if named; `more` adds the command's own fields. */
export function paidAtPosition<T extends Command["type"]>(
  args: Args,
  type: T,
  more: Record<string, unknown> = {},
): AppRequest | ArgError {
  const positionText = str(args, "position");
  const named = read({
    paid: payment(args),
    at: positionText === undefined ? undefined : position(positionText),
  });
  if ("argError" in named) return named;
  return {
    kind: "play",
    command: {
      type,
      ...more,
      ...(named.at !== undefined ? { position: named.at } : {}),
      ...named.paid,
    } as never,
  };
}
