/**
 * What the production step buys besides units (Space Mines, Mine Fields, Capital Ship repairs): paid like
 * units, with planets and Trade Goods, at the activated system, or at the system named in a transfer
 * action. One reader for all three commands.
 */
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

/** The command `type` with its payment and its position, if named; `more` adds the command's own fields. */
export function paidAtPosition<T extends Command["type"]>(
  args: Args,
  type: T,
  more: Record<string, unknown> = {},
): AppRequest | ArgError {
  const positionText = str(args, "position");
  const named = read({
    paid: planets(str(args, "planets")),
    at: positionText === undefined ? undefined : position(positionText),
  });
  if ("argError" in named) return named;
  const tradeGoods = int(args, "trade-goods");
  return {
    kind: "play",
    command: {
      type,
      ...more,
      ...(named.at !== undefined ? { position: named.at } : {}),
      ...(named.paid.length > 0 ? { planets: named.paid } : {}),
      ...(tradeGoods ? { tradeGoods } : {}),
    } as never,
  };
}
