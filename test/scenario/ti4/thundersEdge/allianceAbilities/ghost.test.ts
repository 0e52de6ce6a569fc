/**
 * TE "Alliance Reference Cards": the Ghosts of Creuss's card, after its holder's ships move, 1 fighter from
 * reinforcements with each ship with capacity that passed through a wormhole, while there is room in the
 * active system (thundersEdge/allianceAbilities/ghost.ts, LRR 58, 101, 16); placed without asking [our
 * reading: never worse]. Each move replays (allianceAbilityScene.ts moveAs0).
 */
import { describe, expect, it } from "vitest";
import { neighbourLabels } from "../../../../../src/engine/galaxy/hex.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../../../src/engine/ti4/state.ts";
import { cardGame, moveAs0, wormholePair } from "../../../../support/allianceAbilityScene.ts";
import { emptySystems, put } from "../../../../support/ti4FactionBoard.ts";

/** Seat 0's `ships` go through a wormhole from one system to the other (`there`: seat 0's units already in it). */
function through(holder: number | null, ships: Ti4UnitCounts, there: Ti4UnitCounts = {}) {
  let pair: [string, string] = ["", ""];
  const state = cardGame("ghost", holder, (s: Ti4State) => {
    pair = wormholePair(s);
    put(s, pair[0], 0, ships);
    if (Object.keys(there).length > 0) put(s, pair[1], 0, there);
  });
  const [from, to] = pair;
  const moved = moveAs0(state, to, [{ from, units: ships }]);
  return moved.state.board[to]?.space.find((f) => f.seat === 0)?.units.fighter ?? 0;
}

describe("TE Alliance Reference Cards: the Ghosts of Creuss's card", () => {
  it("puts 1 fighter with each ship with capacity that came through a wormhole", () => {
    expect(through(0, { carrier: 2 })).toBe(2);
    // A destroyer has no capacity; a cruiser none either: only the carrier counts.
    expect(through(0, { carrier: 1, destroyer: 1 })).toBe(1);
  });

  it("puts no more fighters than there is room for in the active system", () => {
    expect(through(0, { carrier: 2 }, { fighter: 7 })).toBe(8);
  });

  it("puts none with ships that came across an edge", () => {
    let pair: [string, string] = ["", ""];
    const state = cardGame("ghost", 0, (s: Ti4State) => {
      const empty = emptySystems(s);
      const from = empty.find((p) => neighbourLabels(p).some((q) => empty.includes(q))) as string;
      pair = [from, neighbourLabels(from).find((q) => empty.includes(q)) as string];
      put(s, from, 0, { carrier: 2 });
    });
    const moved = moveAs0(state, pair[1], [{ from: pair[0], units: { carrier: 2 } }]);
    expect(moved.state.board[pair[1]]?.space.find((f) => f.seat === 0)?.units.fighter ?? 0).toBe(0);
  });

  it("does nothing for a player who does not hold the card", () => {
    expect(through(1, { carrier: 2 })).toBe(0);
    expect(through(null, { carrier: 2 })).toBe(0);
  });
});
