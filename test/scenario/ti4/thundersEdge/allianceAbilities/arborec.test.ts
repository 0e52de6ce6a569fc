/**
 * The Arborec alliance card (TE "Alliance Reference Cards"): when another player activates a system where
 * the holder has a unit with PRODUCTION, the holder may build 1 unit there (LRR 68). The Xxcha (seat 1)
 * activate the Sol's home (seat 0 holding the card).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { play } from "../../../../support/ti4.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { homeOf } from "../../../../support/ti4Factions.ts";
import { botUntil, CTX } from "../../../../support/ti4Status.ts";

function solHomeActivated(card: boolean) {
  const at = eventGame(["sol", "xxcha", "jolnar"], [], 1, (s) => {
    const sol = s.players[0] as Ti4State["players"][number];
    if (card) sol.allianceCards = ["arborec"];
    sol.tradeGoods = 5;
  });
  const home = homeOf(at.state, 0);
  const activated = play(at.state, { type: "tacticalAction", seat: 1, system: home });
  return { state: activated.state, events: [...at.events, ...activated.events], home };
}

describe("TE alliance card: Arborec (1 unit built where another activates)", () => {
  it("asks the holder for 1 unit in the system another player activated, then the turn goes on; the log replays", () => {
    const { state, events, home } = solHomeActivated(true);
    expect(pendingDecisions<Ti4>(state).map((d) => [d.seat, d.kind])).toEqual([[0, "produceUnits"]]);
    const built = applyCommand<Ti4>(
      state,
      { type: "produceUnits", seat: 0, units: { fighter: 1 }, payment: { planets: [], tradeGoods: 1 } },
      CTX,
    );
    if (!built.ok) throw new Error(built.error.message);
    expect(unitsIn(built.state.board[home], 0).fighter).toBe(
      (unitsIn(state.board[home], 0).fighter ?? 0) + 1,
    );
    expect(built.state.players[0]?.tradeGoods).toBe(4);
    expect(pendingDecisions<Ti4>(built.state).every((d) => d.seat === 1)).toBe(true);
    expect(replayLog<Ti4>([...events, ...built.events])).toEqual(built.state);
  });

  it("is answered by the built-in player, and the turn goes on", () => {
    const { state, events } = solHomeActivated(true);
    const answered = botUntil({ state, events }, (s) => s.stack.at(-1)?.kind !== "ti4Production", 5);
    expect(answered.state.stack.at(-1)?.kind).not.toBe("ti4Production");
    expect(replayLog<Ti4>(answered.events)).toEqual(answered.state);
  });

  it("refuses a second unit, and asks nothing of a player without the card", () => {
    const { state } = solHomeActivated(true);
    const two = applyCommand<Ti4>(
      state,
      { type: "produceUnits", seat: 0, units: { fighter: 2 }, payment: { planets: [], tradeGoods: 1 } },
      CTX,
    );
    expect(two.ok ? null : two.error.code).toBe("ERR_TI4_PRODUCTION_LIMIT");
    const bare = solHomeActivated(false);
    expect(pendingDecisions<Ti4>(bare.state).every((d) => d.seat === 1)).toBe(true);
  });
});
