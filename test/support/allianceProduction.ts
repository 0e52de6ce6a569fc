/**
 * Production positions for the alliance abilities of production (TE "Alliance Reference Cards"): the Sol
 * (seat 0) at its home's production step, with 30 trade goods, room in its fleet pool, and the alliance
 * cards named placed in its play area.
 */

import { expect } from "vitest";
import type { Ti4AllianceCardId } from "../../src/content/ti4/index.ts";
import { applyCommand } from "../../src/engine/kernel/apply.ts";
import { replayLog } from "../../src/engine/kernel/evolve.ts";
import type { Ti4DockPlacement } from "../../src/engine/ti4/production/toDocks.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../src/engine/ti4/state.ts";
import { activateQuietly } from "./ti4.ts";
import { eventGame } from "./ti4Events.ts";
import { homeOf } from "./ti4Factions.ts";
import { CTX, type Played } from "./ti4Status.ts";

export function solProducing(cards: Ti4AllianceCardId[], edit?: (s: Ti4State) => void): Played {
  const at = eventGame(["sol", "xxcha", "jolnar"], [], 0, (s) => {
    const sol = s.players[0] as Ti4State["players"][number];
    if (cards.length > 0) sol.allianceCards = [...cards];
    sol.tradeGoods = 30;
    sol.tokens.fleet = 8;
    edit?.(s);
  });
  const activated = activateQuietly(at.state, 0, homeOf(at.state, 0));
  return { state: activated.state, events: [...at.events, ...activated.events] };
}

/** The Sol's production at its home: the new state and the log replayed, or the refusal's code. */
export function produce(at: Played, units: Ti4UnitCounts, tradeGoods: number, toDocks?: Ti4DockPlacement[]) {
  const result = applyCommand<Ti4>(
    at.state,
    {
      type: "produceUnits",
      seat: 0,
      units,
      payment: { planets: [], tradeGoods },
      ...(toDocks ? { toDocks } : {}),
    },
    CTX,
  );
  if (!result.ok) return { ok: false as const, code: result.error.code };
  expect(replayLog<Ti4>([...at.events, ...result.events])).toEqual(result.state);
  return { ok: true as const, state: result.state };
}
