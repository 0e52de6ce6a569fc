/**
 * A seat handed over (rules/gm/handOver.ts): another player takes a seat over with all it holds, and the
 * game goes on where it was, now waiting on the new player. Three races (Hacan 0, Sol 1, Letnev 2) are
 * brought to the first Action Phase, where the Hacan act first.
 */
import { describe, expect, it } from "vitest";
import { type Command, decisions, waitingFor } from "../../src/engine/index.ts";
import { expectReplayMatches, play, refuse } from "../support/engine.ts";
import { lab } from "../support/tactical.ts";

const handOver = (seat: number, userId: string, name: string, reason = "the table voted"): Command => ({
  type: "handOverSeat",
  seat,
  userId,
  name,
  reason,
});

describe("a seat handed over to another player", () => {
  it("keeps everything the seat holds and the question it owes, now asked of the new player", () => {
    const game = lab(["hacan", "sol", "letnev"], { seed: "hand-over" });
    const HACAN = game.seat.hacan as number;
    const before = structuredClone(game.state.players[HACAN]);
    const waiting = decisions(game.state);
    expect(waitingFor(game.state)).toEqual([HACAN]);
    const events = play(game, handOver(HACAN, "bot:1", "Hacan (bot)"));
    expect(events).toEqual([
      {
        type: "seatHandedOver",
        seat: HACAN,
        userId: "bot:1",
        name: "Hacan (bot)",
        previous: before?.name,
        reason: "the table voted",
      },
    ]);
    const after = game.state.players[HACAN];
    expect(after).toEqual({ ...before, userId: "bot:1", name: "Hacan (bot)" });
    expect(decisions(game.state)).toEqual(waiting);
    expectReplayMatches(game);
  });

  it("refuses a player already seated, an empty name and a missing reason, changing nothing", () => {
    const game = lab(["hacan", "sol", "letnev"], { seed: "hand-over" });
    const HACAN = game.seat.hacan as number;
    const SOL = game.seat.sol as number;
    const sol = game.state.players[SOL]?.userId as string;
    expect(refuse(game, handOver(HACAN, sol, "Someone"), "ERR_HAND_OVER_SEATED")).toMatch(
      /already plays another seat/,
    );
    const own = game.state.players[HACAN]?.userId as string;
    expect(refuse(game, handOver(HACAN, own, "Same"), "ERR_HAND_OVER_SEATED")).toMatch(
      /already plays this seat/,
    );
    refuse(game, handOver(HACAN, "bot:1", "  "), "ERR_HAND_OVER_NAME");
    refuse(game, handOver(HACAN, "bot:1", "Hacan (bot)", " "), "ERR_HAND_OVER_REASON");
    refuse(game, handOver(HACAN, " ", "Hacan (bot)"), "ERR_HAND_OVER_PLAYER");
    refuse(game, handOver(9, "bot:1", "Nobody"), "ERR_NO_SEAT");
  });
});
