/**
 * The last move read off the public log (engine/lastMove.ts): the turn it belongs to, the ships that
 * moved, battles and how they ended, what was built and taken.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../src/engine/events.ts";
import type { Frame } from "../../../src/engine/frames.ts";
import { lastMove } from "../../../src/engine/lastMove.ts";
import type { SystemState } from "../../../src/engine/state.ts";

const turnEnds = { type: "frameReplaced", frame: { kind: "actionPhase" } as Frame } as GameEvent;
const activated = (seat: number, position: string) =>
  ({ type: "systemActivated", seat, position, from: "command" }) as GameEvent;
const moved = (seat: number, from: string, to: string, path: string[] = ["102"]) =>
  ({ type: "unitsMoved", seat, from, to, path, units: { cruiser: 2 } }) as GameEvent;
const spaceBattle = (position: string, attacker: number, defender: number) =>
  ({
    type: "framePushed",
    frame: { kind: "spaceBattle", position, attacker, defender } as Frame,
  }) as GameEvent;

function board(space: SystemState["space"]): Record<string, Pick<SystemState, "space" | "planets">> {
  return { "101": { space, planets: {} } };
}

describe("lastMove", () => {
  it("is the turn that just ended: the system activated and the route of the ships that moved", () => {
    const events = [
      activated(1, "205"),
      moved(1, "206", "205", []),
      turnEnds,
      activated(0, "101"),
      moved(0, "203", "101"),
      turnEnds,
    ];
    const move = lastMove(events, board([]));
    expect(move).toMatchObject({ seat: 0, activated: "101" });
    expect(move?.moves).toEqual([
      { from: "203", to: "101", route: ["203", "102", "101"], units: { cruiser: 2 } },
    ]);
  });

  it("is the move under way once the next player has activated a system", () => {
    const events = [activated(1, "205"), turnEnds, activated(2, "104")];
    expect(lastMove(events, board([]))?.activated).toBe("104");
  });

  it("names the side left standing as a battle's winner, and tells a battle still fought", () => {
    const events = [activated(0, "101"), moved(0, "203", "101"), spaceBattle("101", 0, 2), turnEnds];
    const won = lastMove(events, board([{ seat: 0, units: { cruiser: 1 } }]));
    expect(won?.battles[0]).toMatchObject({ winner: 0, standing: [0] });
    const both = lastMove(
      events,
      board([
        { seat: 0, units: { cruiser: 1 } },
        { seat: 2, units: { fighter: 1 } },
      ]),
    );
    expect(both?.battles[0]).toMatchObject({ winner: null, standing: [0, 2] });
    expect(lastMove(events, board([]))?.battles[0]).toMatchObject({ winner: null, standing: [] });
  });

  it("counts a retreat (RR §26) against the side that left, not as a move of the mover's", () => {
    const events = [
      activated(0, "101"),
      moved(0, "203", "101"),
      spaceBattle("101", 0, 2),
      { type: "unitsMoved", seat: 0, from: "101", to: "203", path: [], units: { cruiser: 1 } } as GameEvent,
      turnEnds,
    ];
    const move = lastMove(events, board([{ seat: 2, units: { fighter: 1 } }]));
    expect(move?.moves).toHaveLength(1);
    expect(move?.battles[0]).toMatchObject({ retreated: 0, winner: 2 });
  });

  it("keeps what the mover built and the planets they took", () => {
    const events = [
      activated(0, "101"),
      { type: "unitsProduced", seat: 0, position: "101", units: { fighter: 2 } } as GameEvent,
      { type: "planetGained", seat: 0, planet: "quann", from: 2, exhausted: true, round: 3 } as GameEvent,
      turnEnds,
    ];
    const move = lastMove(events, board([]));
    expect(move?.built).toEqual([{ position: "101", planet: null, units: { fighter: 2 } }]);
    expect(move?.taken).toEqual([{ planet: "quann", from: 2 }]);
  });

  it("has nothing to mark after a pass, in the Strategy Phase or in a new phase", () => {
    const passed = [activated(1, "205"), turnEnds, { type: "playerPassed", seat: 0 } as GameEvent, turnEnds];
    expect(lastMove(passed, board([]))).toBeNull();
    const strategy = [
      activated(1, "205"),
      { type: "phaseStarted", phase: "strategy", round: 2 } as GameEvent,
      { type: "strategyCardPicked", seat: 0, card: "trade", bonus: 0 } as GameEvent,
    ];
    expect(lastMove(strategy, board([]))).toBeNull();
  });

  it("shows nothing hidden: events hidden from the table are skipped", () => {
    const events = [
      { type: "hidden", of: "actionCardsDrawn", seat: 0 } as const,
      activated(0, "101"),
      turnEnds,
    ];
    expect(lastMove(events, board([]))?.activated).toBe("101");
  });
});
