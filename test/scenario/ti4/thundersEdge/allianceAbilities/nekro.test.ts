/**
 * The Nekro alliance card (TE "Alliance Reference Cards"): each technology its holder gains lets them draw
 * 1 action card (here a technology researched through the Technology card, LRR 90-91).
 */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import { researcher, step } from "../../../../support/allianceResearch.ts";

function researchAmd(card: boolean) {
  const { game, seat } = researcher((s, at) => {
    const p = s.players[at];
    if (p && card) p.allianceCards = ["nekro"];
  });
  const hand = game.state.players[seat]?.secret.actionCards.length ?? 0;
  const begun = step(game, { type: "strategicAction", seat, card: "technology" });
  return { done: step(begun, { type: "research", seat, technology: "amd" }), seat, hand };
}

describe("TE alliance card: Nekro (an action card per technology gained)", () => {
  it("draws its holder 1 action card for the technology researched; the log replays", () => {
    const { done, seat, hand } = researchAmd(true);
    expect(done.state.players[seat]?.technologies).toEqual(["amd"]);
    expect(done.state.players[seat]?.secret.actionCards).toHaveLength(hand + 1);
    expect(done.events.filter((e) => e.type === "ti4AllianceAbilityUsed")).toEqual([
      { type: "ti4AllianceAbilityUsed", seat, card: "nekro", count: 1, reason: "technology gained" },
    ]);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("draws nothing for a player without the card", () => {
    const { done, seat, hand } = researchAmd(false);
    expect(done.state.players[seat]?.secret.actionCards).toHaveLength(hand);
  });
});
