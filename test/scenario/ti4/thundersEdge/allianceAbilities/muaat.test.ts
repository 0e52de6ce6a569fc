/**
 * The Muaat alliance card (TE "Alliance Reference Cards"): each token its holder spends from their strategy
 * pool earns them 1 trade good (here by the Sol's Orbital Drop, LRR 22); a token moved to another pool is
 * not spent.
 */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";

import { strategyTokensSpent } from "../../../../../src/engine/ti4/thundersEdge/allianceAbilities/muaat.ts";
import { factionGame } from "../../../../support/ti4Factions.ts";
import { send } from "../../../../support/ti4Status.ts";

type Ti4TokenPools = Partial<Record<"tactic" | "fleet" | "strategy", number>>;

function orbitalDrop(card: boolean) {
  const at = factionGame(["sol", "hacan", "xxcha"], 0, (s) => {
    const sol = s.players[0] as Ti4State["players"][number];
    sol.tokens.strategy = 2;
    sol.tradeGoods = 0;
    if (card) sol.allianceCards = ["muaat"];
  });
  return send(at, { type: "orbitalDrop", seat: 0, planet: "jord" });
}

describe("TE alliance card: Muaat (a trade good per strategy token spent)", () => {
  it("pays its holder 1 trade good for the token Orbital Drop spends; the log replays", () => {
    const done = orbitalDrop(true);
    expect(done.state.players[0]?.tokens.strategy).toBe(1);
    expect(done.state.players[0]?.tradeGoods).toBe(1);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("pays nothing to a player without the card", () => {
    expect(orbitalDrop(false).state.players[0]?.tradeGoods).toBe(0);
  });

  it("counts tokens taken out of the pool or placed from it, not tokens moved to another pool", () => {
    const changed = (pools: Ti4TokenPools): Ti4Event => ({
      type: "ti4CommandTokensChanged",
      seat: 0,
      pools,
      reason: "test",
    });
    const events: Ti4Event[] = [
      changed({ strategy: -2 }),
      changed({ strategy: -1, tactic: 1 }),
      { type: "ti4CommandTokenPlaced", seat: 0, position: "0,0", from: "strategy" },
      changed({ strategy: -1 }),
      { ...changed({ strategy: -5 }), seat: 1 } as Ti4Event,
    ];
    expect(strategyTokensSpent(events, 0)).toBe(4);
  });
});
