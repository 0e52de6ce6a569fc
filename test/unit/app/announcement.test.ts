/**
 * What a saved command says (src/app/announcement.ts): a map once per turn of play, not per step; a ping
 * for each player asked a new question, never for the player who acted.
 */
import { describe, expect, it } from "vitest";
import { announcementOf, openQuestions } from "../../../src/app/announcement.ts";
import { type Command, decisions } from "../../../src/engine/index.ts";
import { passActionWindows, play } from "../../support/engine.ts";
import { lab } from "../../support/tactical.ts";

describe("the announcement of a saved command", () => {
  it("draws the map when the turn passes, not for a step inside a turn", () => {
    const game = lab(["sol", "hacan", "letnev"]);
    const sol = game.seat.sol as number;
    const solId = game.state.players[sol]?.userId as string;
    const home = Object.entries(game.state.board).find(([, s]) =>
      Object.values(s.planets).some((forces) => forces.some((f) => f.seat === sol && f.units.spaceDock)),
    )?.[0] as string;
    // A step inside Sol's turn: activating a system is told, without a map.
    const beforeActivation = openQuestions(game.state);
    const activate: Command = { type: "tacticalAction", seat: sol, position: home };
    const activated = play(game, activate);
    const inside = announcementOf(beforeActivation, game.state, activated, solId, undefined, activate);
    expect(inside.text).not.toBe("");
    expect(inside.map).toBe(false);
    // Sol passes its remaining steps and ends the action: the next player's turn begins, with the map.
    passActionWindows(game);
    let told = inside;
    for (let step = 0; step < 20 && decisions(game.state).some((d) => d.seat === sol); step++) {
      const d = decisions(game.state).find((x) => x.seat === sol);
      const command = skipCommand(d?.kind ?? "", sol);
      if (!command) break;
      const before = openQuestions(game.state);
      const events = play(game, command);
      told = announcementOf(before, game.state, events, solId, undefined, command);
      passActionWindows(game);
    }
    expect(told.map).toBe(true);
    // The next player is pinged; Sol, who acted, is not.
    const next = decisions(game.state)[0]?.seat as number;
    expect(next).not.toBe(sol);
    expect(told.pings).toContain(game.state.players[next]?.userId);
    expect(told.pings).not.toContain(solId);
  });
});

/** The command that ends a tactical action's step without doing anything, where one exists. */
function skipCommand(kind: string, seat: number): Command | null {
  switch (kind) {
    case "moveUnits":
      return { type: "moveUnits", seat, moves: [] } as Command;
    case "produceUnits":
      return { type: "produceUnits", seat, orders: [] } as unknown as Command;
    default:
      return null;
  }
}
