/**
 * The variant Production card (SE p.15, Variant Strategy Card Summary), played like the rulebook's
 * examples at the strategy-card table (Xxcha 0, Sol 1, Jol-Nar 2, Letnev 3). Sol (Jord: 4 resources, a
 * Space Dock, capacity 6) holds Production; Letnev (Arc Prime: 4 resources and a dock; Wren Terra: 2)
 * follows it.
 */
import { describe, expect, it } from "vitest";
import { decisions } from "../../src/engine/index.ts";
import { expectReplayMatches, play, refuse } from "../support/engine.ts";
import {
  declineAll,
  follow,
  given,
  home,
  LETNEV,
  player,
  primary,
  SOL,
  seatedTable,
} from "../support/strategyTable.ts";
import { onPlanet, space } from "../support/tactical.ts";

const { strategicAction } = seatedTable();
const variant = ["variantCards"];

/** What Sol's dock at Jord builds, in the system at Sol's Home System. */
function atJord(game: ReturnType<typeof strategicAction>, units: Record<string, number>) {
  return { position: home(game, SOL), orders: [{ dock: "jord", units }] };
}

describe("Production's primary, Tight Deadlines (SE p.15)", () => {
  it("builds at a dock with 2 resources more, in a system activated already, and activates nothing", () => {
    const game = strategicAction("production", SOL, variant);
    const h = home(game, SOL);
    given(
      game,
      { type: "systemActivated", seat: SOL, position: h, from: "reinforcements" },
      { type: "tradeGoodsGained", seat: SOL, amount: 1, reason: "scenario" },
    );
    // 4 Ground Forces (2) and 2 Fighters (1) cost 3 resources: the card gives 2, a Trade Good pays the rest.
    const production = atJord(game, { groundForce: 4, fighter: 2 });
    expect(refuse(game, primary(SOL, "production", { production }), "ERR_PAYMENT")).toContain(
      "less the 2 the card gives",
    );
    play(game, primary(SOL, "production", { production, tradeGoods: 1 }));
    expect(onPlanet(game, h, "jord", SOL)).toEqual({ groundForce: 9, spaceDock: 1 });
    expect(space(game, h, SOL)).toEqual({ destroyer: 1, carrier: 2, fighter: 2 });
    expect(player(game, SOL).tradeGoods).toBe(0);
    expect(game.state.board[h]?.commandCounters).toEqual([SOL]);
    expect(decisions(game.state).some((d) => d.kind === "answerSecondary")).toBe(true);
    expectReplayMatches(game);
  });

  it("keeps the dock to its capacity and builds only where the player has a dock", () => {
    const game = strategicAction("production", SOL, variant);
    const seven = atJord(game, { groundForce: 4, fighter: 3 });
    refuse(
      game,
      primary(SOL, "production", { production: seven, planets: ["jord"] }),
      "ERR_PRODUCTION_CAPACITY",
    );
    const elsewhere = {
      position: home(game, LETNEV),
      orders: [{ dock: "arc-prime", units: { fighter: 2 } }],
    };
    refuse(game, primary(SOL, "production", { production: elsewhere }), "ERR_NO_DOCK");
    expectReplayMatches(game);
  });

  it("may build nothing: an answer naming no production resolves the card", () => {
    const game = strategicAction("production", SOL, variant);
    const events = play(game, primary(SOL, "production", {}));
    expect(events.some((e) => e.type === "unitsProduced" || e.type === "resolvedByHand")).toBe(false);
    expect(decisions(game.state).some((d) => d.kind === "answerSecondary")).toBe(true);
    expectReplayMatches(game);
  });
});

describe("Production's secondary, Double Efforts (SE p.15)", () => {
  it("builds at most 3 units at a dock, activated or not, for a Strategy Allocation counter", () => {
    const game = strategicAction("production", SOL, variant);
    play(game, primary(SOL, "production", {}));
    const h = home(game, LETNEV);
    given(game, { type: "systemActivated", seat: LETNEV, position: h, from: "reinforcements" });
    const build = (units: Record<string, number>) => ({
      production: { position: h, orders: [{ dock: "arc-prime", units }] },
      planets: ["wren-terra"],
    });
    const strategy = player(game, LETNEV).counters.strategy;
    expect(
      refuse(game, follow(LETNEV, "production", build({ fighter: 4 })), "ERR_PRODUCTION_LIMIT"),
    ).toContain("at most 3 units");
    refuse(game, follow(LETNEV, "production", {}), "ERR_PRODUCTION_SYSTEM");
    // 2 Fighters (1) and a Ground Force (1): Wren Terra's 2 resources.
    play(game, follow(LETNEV, "production", build({ fighter: 2, groundForce: 1 })));
    expect(space(game, h, LETNEV)).toEqual({ dreadnought: 1, destroyer: 1, carrier: 1, fighter: 2 });
    expect(onPlanet(game, h, "arc-prime", LETNEV)).toEqual({ groundForce: 3, spaceDock: 1 });
    expect(player(game, LETNEV).planets["wren-terra"]?.exhausted).toBe(true);
    expect(player(game, LETNEV).counters.strategy).toBe(strategy - 1);
    expect(game.state.board[h]?.commandCounters).toEqual([LETNEV]);
    declineAll(game, "production");
    expectReplayMatches(game);
  });
});
