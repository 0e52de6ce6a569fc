/**
 * TE "Expansion Integration": "Replace the Construction and Warfare strategy cards with the revised versions
 * included with Thunder's Edge." A card of the table (rulebooks/ti4.ts) that Thunder's Edge reprints plays
 * the revised rules in a game with the box and the base ones otherwise; the book holds both printings'
 * commands and frames, each asked only by its own printing.
 */

import type { Ti4State } from "../state.ts";
import type { Ti4StrategyCardRules } from "../strategic/cards.ts";
import { CONSTRUCTION } from "../strategic/construction.ts";
import { WARFARE } from "../strategic/warfare.ts";
import { REVISED_CONSTRUCTION, REVISED_CONSTRUCTION_MODULE } from "./construction.ts";
import { playsThundersEdge } from "./inPlay.ts";
import { REVISED_WARFARE, REVISED_WARFARE_MODULE } from "./warfare.ts";

type Module = NonNullable<Ti4StrategyCardRules["module"]>;

/** One strategy card with two printings: the base card's rules, or Thunder's Edge's when the game plays it. */
export function revisedInThundersEdge(
  base: Ti4StrategyCardRules,
  revised: Ti4StrategyCardRules,
  revisedModule: Module,
): Ti4StrategyCardRules {
  if (base.card !== revised.card) throw new Error(`${revised.card} does not reprint ${base.card}`);
  const printing = (state: Ti4State) => (playsThundersEdge(state) ? revised : base);
  return {
    card: base.card,
    primary: (tx, seat, frame) => printing(tx.state).primary(tx, seat, frame),
    secondary: (tx, seat, frame) => printing(tx.state).secondary(tx, seat, frame),
    secondaryTokens: (state, frame, seat) => printing(state).secondaryTokens?.(state, frame, seat),
    cannotFollow: (state, frame, seat) => printing(state).cannotFollow?.(state, frame, seat),
    module: {
      commands: { ...base.module?.commands, ...revisedModule.commands },
      frames: { ...base.module?.frames, ...revisedModule.frames },
      events: { ...base.module?.events, ...revisedModule.events },
    },
  };
}

/** Construction: LRR 24, or Thunder's Edge's revision. */
export const CONSTRUCTION_BY_BOX = revisedInThundersEdge(
  CONSTRUCTION,
  REVISED_CONSTRUCTION,
  REVISED_CONSTRUCTION_MODULE,
);

/** Warfare: LRR 99, or Thunder's Edge's revision. */
export const WARFARE_BY_BOX = revisedInThundersEdge(WARFARE, REVISED_WARFARE, REVISED_WARFARE_MODULE);
