/**
 * TE "Alliance Reference Cards": the Empyrean's card, its holder's command token taken back into their
 * reinforcements when another player's ships enter its system (thundersEdge/allianceAbilities/empyrean.ts,
 * LRR 58); taken without asking [our reading: never worse]. Each move replays (allianceAbilityScene.ts).
 */
import { describe, expect, it } from "vitest";
import { neighbourLabels } from "../../../../../src/engine/galaxy/hex.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { cardGame, moveAs0 } from "../../../../support/allianceAbilityScene.ts";
import { emptySystems, put } from "../../../../support/ti4FactionBoard.ts";

/** Seat 0's cruiser moves into an empty system holding seat 1's command token; `holder` holds the card. */
function entered(holder: number | null): string[] {
  let pair: [string, string] = ["", ""];
  const state = cardGame("empyrean", holder, (s: Ti4State) => {
    const empty = emptySystems(s);
    const from = empty.find((p) => neighbourLabels(p).some((q) => empty.includes(q))) as string;
    pair = [from, neighbourLabels(from).find((q) => empty.includes(q)) as string];
    put(s, from, 0, { cruiser: 1 });
    s.board[pair[1]] = { ...(s.board[pair[1]] ?? { space: [], planets: {} }), commandTokens: [1] };
  });
  const moved = moveAs0(state, pair[1], [{ from: pair[0], units: { cruiser: 1 } }]);
  return (moved.state.board[pair[1]]?.commandTokens ?? []).map(String);
}

describe("TE Alliance Reference Cards: the Empyrean's card", () => {
  it("takes the holder's token back as another player's ships enter its system", () => {
    expect(entered(1)).toEqual(["0"]);
  });

  it("leaves the token for a player who does not hold the card", () => {
    expect(entered(null).sort()).toEqual(["0", "1"]);
    expect(entered(2).sort()).toEqual(["0", "1"]);
  });
});
