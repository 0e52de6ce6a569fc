/**
 * The Xxcha Kingdom's breakthrough, Archon's Gift (TE "Breakthroughs and Synergy"; the card's text as the
 * community bot's breakthrough data gives it): its holder may spend influence as if it were resources and
 * resources as if they were influence. Answers `spendsEitherValue` (hooks/spending.ts): every payment the
 * holder makes (economy/spend.ts `pay`, which production, research, Leadership, objectives and the
 * expedition all use) reads each planet it exhausts at the better of its two values. Trade goods are worth
 * either already (LRR 93). Casting votes is no spending (LRR 8), so votes keep the planets' influence
 * [recalled: the card says "spend"].
 */
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { holdsBreakthrough } from "../breakthroughs.ts";

function archonsGift(state: Ti4State, seat: Seat): boolean {
  return holdsBreakthrough(state, seat, "xxchabt");
}

export const TE_XXCHA_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:xxcha",
  hooks: { spendsEitherValue: archonsGift },
};
