/**
 * Sarween Tools (LRR 67, 68): when its owner's units use PRODUCTION, the combined cost of the units produced
 * is 1 less, never below 0; the step's decision says so, and the bot plans its order with that cost. An
 * owner beside a player without it, producing at the same space dock.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { activateQuietly, create, finishSetup, play } from "../../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const CARDS = ["imperial", "warfare", "leadership", "technology", "trade", "diplomacy"];

/**
 * The first player of the round at their home's production step, with `goods` trade goods and every planet
 * exhausted (so trade goods alone pay), no ship in the home's space area, and Sarween Tools owned or not.
 */
function atHomeProduction(owns: boolean, goods: number) {
  let { state } = finishSetup(create(6, {}, "action-6"));
  for (const card of CARDS) {
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    state = play(state, { type: "pickStrategyCard", seat, card: card as never }).state;
  }
  const edited = structuredClone(state);
  const seat = pendingDecisions<Ti4>(edited)[0]?.seat as number;
  const player = edited.players[seat] as Ti4State["players"][number];
  const home = player.home as string;
  // Plain trade goods (no Mirror Computing) and no other discount than the one tested.
  player.technologies = player.technologies.filter((t) => t !== "st" && t !== "mc");
  if (owns) player.technologies.push("st");
  if (player.faction === "mentak") player.faction = "hacan";
  player.tradeGoods = goods;
  for (const card of Object.values(player.planets)) if (card) card.exhausted = true;
  const system = edited.board[home] as Ti4State["board"][string];
  system.space = system.space.filter((f) => f.seat !== seat);
  const activated = activateQuietly(edited, seat, home);
  return { start: edited, ...activated, seat };
}

function produce(state: Ti4State, seat: number, units: object, tradeGoods: number) {
  return applyCommand<Ti4>(
    state,
    { type: "produceUnits", seat, units, payment: { planets: [], tradeGoods } } as Ti4Command,
    CTX,
  );
}

describe("Sarween Tools (LRR 67, 68)", () => {
  it("takes 1 off the combined cost of what its owner's units produce; without it the full cost is due", () => {
    const owner = atHomeProduction(true, 2);
    const done = produce(owner.state, owner.seat, { carrier: 1 }, 2);
    if (!done.ok) throw new Error(done.error.message);
    expect(done.events).toContainEqual({
      type: "ti4TradeGoodsChanged",
      seat: owner.seat,
      amount: -2,
      reason: "production",
    });
    expect(
      replayLog<Ti4>([{ type: "gameCreated", state: owner.start }, ...owner.events, ...done.events]),
    ).toEqual(done.state);
    const plain = atHomeProduction(false, 2);
    const refused = produce(plain.state, plain.seat, { carrier: 1 }, 2);
    expect(refused.ok ? null : [refused.error.code, refused.error.message]).toEqual([
      "ERR_TI4_UNDERPAID",
      "That pays 2 resources; production costs 3.",
    ]);
  });

  it("never makes a cost below 0: a pair of infantry costs nothing to its owner", () => {
    const owner = atHomeProduction(true, 0);
    const free = produce(owner.state, owner.seat, { infantry: 2 }, 0);
    expect(free.ok).toBe(true);
    const plain = atHomeProduction(false, 0);
    const refused = produce(plain.state, plain.seat, { infantry: 2 }, 0);
    expect(refused.ok ? null : refused.error.code).toBe("ERR_TI4_UNDERPAID");
  });

  it("is told in the step's decision, and the bot orders what the lower cost pays for", () => {
    const owner = atHomeProduction(true, 2);
    const plain = atHomeProduction(false, 2);
    const [asked] = pendingDecisions<Ti4>(owner.state);
    expect(asked?.kind).toBe("produceUnits");
    expect(asked?.prompt).toContain("you pay 1 resource less than their combined cost");
    expect(pendingDecisions<Ti4>(plain.state)[0]?.prompt).not.toContain("less");
    // With 2 trade goods, early in the game: a carrier (3) only with the tools.
    const ordered = (at: ReturnType<typeof atHomeProduction>) => {
      const decision = pendingDecisions<Ti4>(at.state)[0];
      if (!decision) throw new Error("no decision");
      const first = ti4Answers(at.state, decision)[0] as Extract<Ti4Command, { type: "produceUnits" }>;
      return first.units;
    };
    expect(ordered(owner).carrier).toBe(1);
    expect(ordered(plain).carrier).toBeUndefined();
    const decision = pendingDecisions<Ti4>(owner.state)[0];
    const [first] = ti4Answers(owner.state, decision as never);
    expect(applyCommand<Ti4>(owner.state, first as Ti4Command, CTX).ok).toBe(true);
  });
});
