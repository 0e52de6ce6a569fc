/** TE Galactic Events: Advent of the War Sun, resolved as set-up ends. */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import { eventSetup } from "../../../support/ti4Events.ts";

const FACTIONS = ["muaat", "hacan", "xxcha"] as const;

function warSunsAtHome(state: ReturnType<typeof eventSetup>["state"], seat: number): number {
  const home = state.players[seat]?.home as string;
  return state.board[home]?.space.find((f) => f.seat === seat)?.units.warSun ?? 0;
}

describe("TE Galactic Events: Advent of the War Sun", () => {
  it("gives every player but the Muaat War Sun; the Muaat purge Fires of the Gashlai and add a war sun at home", () => {
    const at = eventSetup(FACTIONS, ["advent_of_the_war_sun"]);
    const [muaat, hacan, xxcha] = at.state.players;
    expect(hacan?.technologies).toContain("ws");
    expect(xxcha?.technologies).toContain("ws");
    expect(muaat?.technologies).not.toContain("ws");
    expect(muaat?.secret.promissoryNotes).not.toContain("fires");
    expect(warSunsAtHome(at.state, 0)).toBe(2);
    expect(warSunsAtHome(at.state, 1)).toBe(0);
    expect(replayLog<Ti4>(at.events)).toEqual(at.state);
  });

  it("without the event nobody gains War Sun and the Muaat keep their note and single war sun", () => {
    const at = eventSetup(FACTIONS, []);
    expect(at.state.players[1]?.technologies).not.toContain("ws");
    expect(at.state.players[0]?.secret.promissoryNotes).toContain("fires");
    expect(warSunsAtHome(at.state, 0)).toBe(1);
  });
});
