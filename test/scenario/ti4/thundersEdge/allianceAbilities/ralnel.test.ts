/**
 * TE "Alliance Reference Cards": the Ral Nel Consortium's card, up to 2 ships moved out to the retreat system
 * at once as its holder announces a retreat, a command token placed there (thundersEdge/allianceAbilities/
 * ralnel.ts, LRR 78.4). Each step replays (ti4FactionBoard.ts answer).
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import { beforeRetreat, cardGame } from "../../../../support/allianceAbilityScene.ts";
import { answer, refusal } from "../../../../support/ti4FactionBoard.ts";

function announced(holder: number | null) {
  const { state, at, to } = beforeRetreat(cardGame("ralnel", holder), { cruiser: 3 });
  expect(pendingDecisions<Ti4>(state)[0]).toMatchObject({ kind: "announceRetreat", seat: 0 });
  return { state: answer(state, { type: "announceRetreat", seat: 0, to }).state, at, to };
}

const units = (s: ReturnType<typeof announced>["state"], position: string) =>
  s.board[position]?.space.find((f) => f.seat === 0)?.units ?? {};

describe("TE Alliance Reference Cards: the Ral Nel Consortium's card", () => {
  it("moves up to 2 ships out at once as the retreat is announced, a command token placed there", () => {
    const { state, at, to } = announced(0);
    expect(pendingDecisions<Ti4>(state)[0]).toMatchObject({ kind: "ralnelAllianceRetreat", seat: 0 });
    const result = answer(state, { type: "ralnelAllianceRetreat", seat: 0, units: { cruiser: 2 } });
    const moved = result.state;
    // The 2 cruisers leave at once, before the round's dice (the third may follow when the retreat is made).
    const out = result.events.findIndex((e) => e.type === "ti4UnitsMoved");
    expect(result.events[out]).toMatchObject({ seat: 0, to: { position: to }, units: { cruiser: 2 } });
    const dice = result.events.findIndex((e) => e.type === "ti4DiceRolled");
    if (dice >= 0) expect(out).toBeLessThan(dice);
    expect(units(moved, to).cruiser).toBeGreaterThanOrEqual(2);
    expect(moved.board[to]?.commandTokens).toContain(0);
    // The third cruiser fought the round's dice; it is in the combat or retreated with its token already there.
    expect(moved.board[to]?.commandTokens.filter((s) => s === 0)).toHaveLength(1);
    expect((units(moved, at).cruiser ?? 0) + (units(moved, to).cruiser ?? 0)).toBeLessThanOrEqual(3);
  });

  it("may move every ship out: the combat is then over", () => {
    const { state, to } = beforeRetreat(cardGame("ralnel", 0), { cruiser: 2 });
    const announcedAll = answer(state, { type: "announceRetreat", seat: 0, to }).state;
    const moved = answer(announcedAll, {
      type: "ralnelAllianceRetreat",
      seat: 0,
      units: { cruiser: 2 },
    }).state;
    expect(units(moved, to).cruiser).toBe(2);
    expect(moved.stack.some((f) => f.kind === "ti4SpaceCombat")).toBe(false);
  });

  it("moves nothing when declined, and does not ask a player who does not hold the card", () => {
    const { state } = announced(0);
    const kept = answer(state, { type: "ralnelAllianceRetreat", seat: 0, units: {} });
    expect(pendingDecisions<Ti4>(kept.state).some((d) => d.kind === "ralnelAllianceRetreat")).toBe(false);
    // Nothing moves before the round's dice: the whole fleet retreats at the round's end, as ever.
    const firstMove = kept.events.findIndex((e) => e.type === "ti4UnitsMoved");
    const firstDice = kept.events.findIndex((e) => e.type === "ti4DiceRolled");
    expect(firstDice).toBeGreaterThanOrEqual(0);
    if (firstMove >= 0) expect(firstMove).toBeGreaterThan(firstDice);
    for (const holder of [1, null])
      expect(
        pendingDecisions<Ti4>(announced(holder).state).some((d) => d.kind === "ralnelAllianceRetreat"),
      ).toBe(false);
  });

  it("refuses more than 2 ships, or ships not in the combat, the state unchanged", () => {
    const { state } = announced(0);
    expect(refusal(state, { type: "ralnelAllianceRetreat", seat: 0, units: { cruiser: 3 } })?.[0]).toBe(
      "ERR_TI4_RALNEL_ALLIANCE_TOO_MANY",
    );
    expect(refusal(state, { type: "ralnelAllianceRetreat", seat: 0, units: { carrier: 1 } })?.[0]).toBe(
      "ERR_TI4_RALNEL_ALLIANCE_SHIPS",
    );
  });
});
