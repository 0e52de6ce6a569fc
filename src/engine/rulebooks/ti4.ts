/**
 * The Twilight Imperium 4th Edition rulebook: every module it plays, in one list. So far the set-up (LRR
 * "Setup") and the strategy phase (LRR 84); the rest of the round, the tactical action and the factions are issue #26's, and a TI4 game cannot be
 * created through the app until they are built.
 */
import { assembleBook } from "../kernel/assemble.ts";
import { registerBook } from "../kernel/book.ts";
import { checkTi4CommandShape } from "../ti4/commands.ts";
import { TI4_STRATEGY_PHASE } from "../ti4/round/strategyPhase.ts";
import type { Ti4 } from "../ti4/ruleset.ts";
import { TI4_SETUP } from "../ti4/setup/module.ts";

export const TI4 = registerBook(
  assembleBook<Ti4>("ti4", [TI4_SETUP, TI4_STRATEGY_PHASE], {
    alwaysAvailable: new Set(),
    checkShape: checkTi4CommandShape,
  }),
);
