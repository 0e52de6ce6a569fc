/**
 * TE "Alliance Reference Cards": the Mentak Coalition's card, 1 promissory note demanded from the opponent's
 * hand after each space combat its holder wins (thundersEdge/allianceAbilities/mentak.ts, LRR 78.10, 69); the
 * loser chooses which. Each step replays (ti4FactionBoard.ts run and answer).
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { cardGame } from "../../../../support/allianceAbilityScene.ts";
import { answer, refusal, spaceCombatWon } from "../../../../support/ti4FactionBoard.ts";

/** Seat 0 wins a space combat against seat 1; `holder` holds the card; seat 1's hand as `hand` gives it. */
function won(holder: number | null, hand?: string[]): Ti4State {
  const state = cardGame("mentak", holder, (s) => {
    if (hand) (s.players[1] as Ti4State["players"][number]).secret.promissoryNotes = hand;
  });
  return spaceCombatWon(state, 0).state;
}

const hand = (s: Ti4State, seat: number) => s.players[seat]?.secret.promissoryNotes;

describe("TE Alliance Reference Cards: the Mentak Coalition's card", () => {
  it("has the loser give the winner the note it chooses from its hand", () => {
    const state = won(0, ["ceasefire", "political_secret"]);
    expect(pendingDecisions<Ti4>(state)[0]).toMatchObject({ kind: "mentakAllianceGiveNote", seat: 1 });
    const given = answer(state, {
      type: "mentakAllianceGiveNote",
      seat: 1,
      note: "ceasefire",
      owner: 1,
    }).state;
    expect(hand(given, 1)).toEqual(["political_secret"]);
    expect(hand(given, 0)).toContain("ceasefire@1");
  });

  it("lays a Support for the Throne face up at once, as a transaction would", () => {
    const state = won(0, ["support_for_the_throne"]);
    const given = answer(state, {
      type: "mentakAllianceGiveNote",
      seat: 1,
      note: "support_for_the_throne",
      owner: 1,
    }).state;
    expect(given.players[0]?.promissoryPlayArea).toContainEqual({ note: "support_for_the_throne", owner: 1 });
  });

  it("demands nothing for a player who does not hold the card, the loser, or from an empty hand", () => {
    const asked = (s: Ti4State) => pendingDecisions<Ti4>(s).some((d) => d.kind === "mentakAllianceGiveNote");
    expect(asked(won(1, ["ceasefire"]))).toBe(false);
    expect(asked(won(null, ["ceasefire"]))).toBe(false);
    expect(asked(won(0, []))).toBe(false);
  });

  it("refuses a note not in the loser's hand, the state unchanged", () => {
    const state = won(0, ["ceasefire"]);
    expect(
      refusal(state, { type: "mentakAllianceGiveNote", seat: 1, note: "political_secret", owner: 1 }),
    ).toEqual(["ERR_TI4_MENTAK_ALLIANCE_NOTE", "TE Alliance Reference Cards: the Mentak Coalition"]);
  });
});
