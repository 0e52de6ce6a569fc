/**
 * Black Market Dealings (Thunder's Edge action card): it has no moment of its own the card windows serve, as
 * it is played with a proposal of transaction (`proposeTransaction` with `blackMarket`,
 * transactions/blackMarket.ts); played on its own it is refused with that sentence. Listed among the cards
 * the engine carries out, so it is dealt.
 */
import { refuse, type Ti4CardEffect } from "./effect.ts";

export const BLACK_MARKET_DEALINGS: Ti4CardEffect = {
  names: [],
  check: () =>
    refuse(
      "Black Market Dealings",
      "it is played with a proposal of transaction (propose the terms with Black Market Dealings), not on its own.",
    ),
  resolve() {},
};
