/**
 * The Twilight Imperium 4th Edition rulebook: every module it plays, in one list, and the steps of a
 * tactical action in their order (LRR 89). The set-up, the strategy phase, the action phase with its turns
 * and victory are here so far; the tactical steps, the strategy cards, the status and agenda phases and the
 * factions are issue #26's; the app (app/ti4/) plays what is built and refuses the rest.
 */
import { assembleBook } from "../kernel/assemble.ts";
import { registerBook } from "../kernel/book.ts";
import { BOARD_EVENTS } from "../ti4/board/events.ts";
import { checkTi4CommandShape } from "../ti4/commands.ts";
import { actionPhaseModule } from "../ti4/round/actionPhase.ts";
import { TI4_STRATEGY_PHASE } from "../ti4/round/strategyPhase.ts";
import { TI4_VICTORY } from "../ti4/round/victory.ts";
import type { Ti4 } from "../ti4/ruleset.ts";
import { TI4_SETUP } from "../ti4/setup/module.ts";
import type { Ti4TacticalStepKind } from "../ti4/tactical/frames.ts";

/** The steps of a tactical action this book plays, in order (LRR 89.2-89.5). */
const TACTICAL_STEPS: readonly Ti4TacticalStepKind[] = [];

export const TI4 = registerBook(
  assembleBook<Ti4>(
    "ti4",
    [
      TI4_SETUP,
      { id: "board", events: BOARD_EVENTS },
      TI4_STRATEGY_PHASE,
      actionPhaseModule(TACTICAL_STEPS),
      TI4_VICTORY,
    ],
    { alwaysAvailable: new Set(), checkShape: checkTi4CommandShape },
  ),
);
