/**
 * Classic option "classic:mineFields": TI1 Borderlands' Mine Fields (ti1-borderlands.txt, "Mines",
 * "Placement of Mine Fields", "Effect of Mines"). Dreadnoughts lay fields in the production step
 * (mineFields/laying.ts); the next fleet to enter a mined system rolls against them once the PDS fire there
 * is over (mineFields/detonating.ts). It shares SE Space Mines' moments (hooks productionOffers,
 * productionPossible, activationMoved, pdsFireOver) and their drawing on the map (render/mines.ts), and the
 * two never play together (content/options.ts `excludes`) [decision: two kinds of mines on one board are
 * two rules for one token, and nothing in either rulebook says how they meet].
 */
import { layMineFieldCandidates } from "../bot/borderlands.ts";
import type { RuleModule } from "../module.ts";
import { MINE_FIELDS_RULES, noteArrivals, triggerFields } from "./mineFields/detonating.ts";
import { MINE_FIELD_EVOLVE } from "./mineFields/events.ts";
import { fieldOffers, fieldPossible, layMineField } from "./mineFields/laying.ts";

export const MINE_FIELDS = {
  id: "option:classic:mineFields",
  option: "classic:mineFields" as const,
  commands: { layMineField },
  events: MINE_FIELD_EVOLVE,
  frames: { mineFields: MINE_FIELDS_RULES },
  hooks: {
    productionOffers: fieldOffers,
    productionPossible: fieldPossible,
    activationMoved: noteArrivals,
    pdsFireOver: triggerFields,
  },
  bot: { layMineField: layMineFieldCandidates },
} satisfies RuleModule;
