/**
 * A TI4 game's last move, read off the public log for the map's close-up (engine/ti4/lastMove.ts): the
 * last tactical action (LRR 89) from its activation to the next turn, shown while some of it is news.
 */
import { describe, expect, it } from "vitest";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import { ti4LastMove } from "../../../src/engine/ti4/lastMove.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";

const ACTION = { phase: "action" } as Ti4State;

/** Alice (seat 0) activates 202, moves 2 cruisers from 304 and a carrier with infantry from 203, invades. */
const TACTICAL: Ti4Event[] = [
  { type: "ti4TurnBegan", seat: 0 },
  { type: "ti4SystemActivated", seat: 0, position: "202" },
  {
    type: "ti4UnitsMoved",
    seat: 0,
    from: { position: "304" },
    to: { position: "202" },
    units: { cruiser: 2 },
  },
  {
    type: "ti4UnitsMoved",
    seat: 0,
    from: { position: "203" },
    to: { position: "202" },
    units: { carrier: 1, infantry: 2 },
  },
  { type: "ti4CombatEnded", place: { position: "202" }, winner: 0 },
  {
    type: "ti4UnitsMoved",
    seat: 0,
    from: { position: "202" },
    to: { position: "202", planet: "torkan" },
    units: { infantry: 2 },
  },
  { type: "ti4CombatEnded", place: { position: "202", planet: "torkan" }, winner: 0 },
  { type: "ti4PlanetGained", seat: 0, planet: "torkan", exhausted: true, from: 1 },
  {
    type: "ti4UnitsPlaced",
    seat: 0,
    place: { position: "202" },
    units: { fighter: 2 },
    reason: "production",
  },
];

const NEXT_TURN: Ti4Event[] = [
  { type: "ti4TurnBegan", seat: 1 },
  { type: "ti4StrategicActionBegan", seat: 1, card: "trade" },
];

describe("the last TI4 move (LRR 89)", () => {
  it("tells the active system, where ships came from, the combats, the planets taken and the units built", () => {
    expect(ti4LastMove(ACTION, TACTICAL)).toEqual({
      seat: 0,
      activated: "202",
      from: ["304", "203"],
      moved: 5,
      combats: [
        { planet: null, winner: 0 },
        { planet: "torkan", winner: 0 },
      ],
      taken: ["torkan"],
      produced: 2,
    });
  });

  it("is still shown in a post that also tells the next player's strategic action", () => {
    const events = [...TACTICAL, ...NEXT_TURN];
    expect(ti4LastMove(ACTION, events, TACTICAL.length - 1)?.activated).toBe("202");
    // What happened after the move's turn ended is not part of it.
    expect(ti4LastMove(ACTION, events, TACTICAL.length - 1)?.moved).toBe(5);
  });

  it("is not shown again by a post that tells only what came after it", () => {
    const events = [...TACTICAL, ...NEXT_TURN];
    expect(ti4LastMove(ACTION, events, TACTICAL.length + 1)).toBeNull();
  });

  it("is shown while the turn is under way, however much of it was told before", () => {
    expect(ti4LastMove(ACTION, TACTICAL, TACTICAL.length)?.activated).toBe("202");
  });

  it("is none outside the action phase, or when no system was activated", () => {
    expect(ti4LastMove({ phase: "status" } as Ti4State, TACTICAL)).toBeNull();
    expect(ti4LastMove(ACTION, NEXT_TURN)).toBeNull();
  });
});
