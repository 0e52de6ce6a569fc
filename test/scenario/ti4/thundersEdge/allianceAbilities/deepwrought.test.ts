/**
 * The Deepwrought alliance card (TE "Alliance Reference Cards"): another player researching may pay 1 less;
 * if they do, the card's holder gains 1 commodity or converts 1 of theirs to a trade good. Here the Technology
 * card's second research (6 resources, LRR 91.1).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import { researcher, step } from "../../../../support/allianceResearch.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

/** The first research done (amd), the second asked; the next seat holds the card with `commodities`. */
function secondResearch(card: boolean, commodities: number) {
  let giver = -1;
  const { game, seat } = researcher((s, at) => {
    giver = (at + 1) % s.players.length;
    const p = s.players[giver];
    if (!p) return;
    if (card) p.allianceCards = ["deepwrought"];
    p.commodities = commodities;
    p.tradeGoods = 0;
  });
  const begun = step(game, { type: "strategicAction", seat, card: "technology" });
  return { game: step(begun, { type: "research", seat, technology: "amd" }), seat, giver, first: begun };
}

const gd = (seat: number, giver: number, tradeGoods: number): Ti4Command => ({
  type: "research",
  seat,
  technology: "gd",
  payment: { planets: [], tradeGoods },
  discountFrom: giver,
});

function refusal(state: Parameters<typeof applyCommand<Ti4>>[0], command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : result.error.code;
}

describe("TE alliance card: Deepwrought (another's research 1 less, for a commodity)", () => {
  it("lets the researcher pay 5, and gives the holder 1 commodity; the log replays", () => {
    const { game, seat, giver } = secondResearch(true, 0);
    const done = step(game, gd(seat, giver, 5));
    expect(done.state.players[seat]?.technologies).toEqual(["amd", "gd"]);
    expect(done.state.players[seat]?.tradeGoods).toBe(1);
    expect(done.state.players[giver]?.commodities).toBe(1);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("converts a commodity the holder already has into a trade good", () => {
    const { game, seat, giver } = secondResearch(true, 2);
    const done = step(game, gd(seat, giver, 5));
    expect(done.state.players[giver]?.commodities).toBe(1);
    expect(done.state.players[giver]?.tradeGoods).toBe(1);
  });

  it("refuses a discount from a player without the card, from oneself, and on a free research", () => {
    const bare = secondResearch(false, 0);
    expect(refusal(bare.game.state, gd(bare.seat, bare.giver, 5))).toBe("ERR_TI4_NO_RESEARCH_DISCOUNT");
    const held = secondResearch(true, 0);
    expect(refusal(held.game.state, gd(held.seat, held.seat, 5))).toBe("ERR_TI4_NO_RESEARCH_DISCOUNT");
    const free: Ti4Command = {
      type: "research",
      seat: held.seat,
      technology: "amd",
      discountFrom: held.giver,
    };
    expect(refusal(held.first.state, free)).toBe("ERR_TI4_NOTHING_TO_DISCOUNT");
  });
});
