/**
 * The Saar's Floating Factory (their space dock's card; LRR 58, 95, 16, 78.7, 14): it stands in a space area,
 * moves as a ship with its own move value, carries fighters and ground forces within its capacity, retreats
 * with the Saar's ships, and is destroyed as soon as it is blockaded (another player's ships in its system,
 * none of the Saar's). Another faction's space dock never moves. Positions: a real game's first turn
 * (test/support/ti4Tactical.ts: seat 3 at home 310, adjacent to 207, 309 and 311; 207 adjacent to 104).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { unitsIn } from "../../../../src/engine/ti4/board/forces.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { planMovement } from "../../../../src/engine/ti4/tactical/bot.ts";
import type { Ti4Move } from "../../../../src/engine/ti4/tactical/moveGroup.ts";
import { play } from "../../../support/ti4.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";
import { CTX, HOME, HOME_PLANET, learn, position, put, SEAT, space } from "../../../support/ti4Tactical.ts";

function moveInto(s: Ti4State, system: string, moves: Ti4Move[]) {
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system });
  const moved = applyCommand<Ti4>(activated.state, { type: "moveShips", seat: SEAT, moves }, CTX);
  return { activated, moved };
}

describe("Saar: the Floating Factory moves as a ship (its card, LRR 58)", () => {
  it("moves the Saar's space dock with its move value, with a ship or alone", () => {
    const s = position((s) => {
      giveFaction(s, SEAT, "saar");
      put(s, HOME, { spaceDock: 1, carrier: 1 });
    });
    const { activated, moved } = moveInto(s, "207", [{ from: HOME, units: { spaceDock: 1, carrier: 1 } }]);
    if (!moved.ok) throw new Error(moved.error.message);
    expect(space(moved.state, "207")).toEqual({ spaceDock: 1, carrier: 1 });
    expect(space(moved.state, HOME)).toEqual({});
    const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
    expect(replayLog<Ti4>(log)).toEqual(moved.state);
    // Its move value is 1: two systems away is out of reach.
    const far = moveInto(s, "104", [{ from: HOME, units: { spaceDock: 1 } }]).moved;
    expect(far.ok ? null : [far.error.code, far.error.rule]).toEqual(["ERR_TI4_OUT_OF_RANGE", "LRR 58.4c"]);
  });

  it("refuses to move another faction's space dock, and changes nothing", () => {
    const s = position((s) => {
      giveFaction(s, SEAT, "sol");
      put(s, HOME, { spaceDock: 1, carrier: 1 });
    });
    const { activated, moved } = moveInto(s, "207", [{ from: HOME, units: { spaceDock: 1 } }]);
    expect(moved.ok ? null : [moved.error.code, moved.error.rule]).toEqual([
      "ERR_TI4_NOT_A_SHIP",
      "LRR 58.4",
    ]);
    expect(space(activated.state, HOME)).toEqual({ spaceDock: 1, carrier: 1 });
  });
});

describe("Saar: the Floating Factory is destroyed when blockaded (its card, LRR 14)", () => {
  it("is destroyed when another player's ships arrive where the Saar have no ships", () => {
    const OTHER = (SEAT + 1) % 6;
    const s = position((s) => {
      giveFaction(s, OTHER, "saar");
      put(s, HOME, { cruiser: 1 });
      put(s, "207", { spaceDock: 1 }, OTHER);
    });
    const { activated, moved } = moveInto(s, "207", [{ from: HOME, units: { cruiser: 1 } }]);
    if (!moved.ok) throw new Error(moved.error.message);
    expect(moved.events).toContainEqual({
      type: "ti4UnitsRemoved",
      seat: OTHER,
      place: { position: "207" },
      units: { spaceDock: 1 },
      reason: "destroyed",
    });
    expect(space(moved.state, "207", OTHER)).toEqual({});
    const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
    expect(replayLog<Ti4>(log)).toEqual(moved.state);
  });

  it("stands while a Saar ship is with it", () => {
    const OTHER = (SEAT + 1) % 6;
    const s = position((s) => {
      giveFaction(s, OTHER, "saar");
      put(s, HOME, { cruiser: 1 });
      put(s, "207", { spaceDock: 1, carrier: 1 }, OTHER);
    });
    const { moved } = moveInto(s, "207", [{ from: HOME, units: { cruiser: 1 } }]);
    if (!moved.ok) throw new Error(moved.error.message);
    expect(moved.events.some((e) => e.type === "ti4UnitsRemoved" && e.units.spaceDock)).toBe(false);
  });
});

const PLANET = HOME_PLANET as never;

describe("Saar: the Floating Factory carries units as it moves (LRR 95, 16)", () => {
  it("carries ground forces and fighters within its capacity, alone or with ships", () => {
    const s = position((s) => {
      giveFaction(s, SEAT, "saar");
      put(s, HOME, { spaceDock: 1, fighter: 2 });
      put(s, HOME, { infantry: 6 }, SEAT, HOME_PLANET);
    });
    // Floating Factory I: capacity 4, the room a carrier has.
    const carried: Ti4Move[] = [
      {
        from: HOME,
        units: { spaceDock: 1 },
        carried: [
          { position: HOME, units: { fighter: 2 } },
          { position: HOME, planet: PLANET, units: { infantry: 2 } },
        ],
      },
    ];
    const { activated, moved } = moveInto(s, "207", carried);
    if (!moved.ok) throw new Error(moved.error.message);
    expect(space(moved.state, "207")).toEqual({ spaceDock: 1, fighter: 2, infantry: 2 });
    expect(space(moved.state, HOME)).toEqual({});
    expect(unitsIn(moved.state.board[HOME], SEAT, PLANET)).toEqual({ infantry: 4 });
    const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
    expect(replayLog<Ti4>(log)).toEqual(moved.state);
  });

  it("refuses cargo beyond its capacity, naming it, and changes nothing", () => {
    const s = position((s) => {
      giveFaction(s, SEAT, "saar");
      put(s, HOME, { spaceDock: 1, carrier: 1 });
      put(s, HOME, { infantry: 9 }, SEAT, HOME_PLANET);
    });
    const alone = moveInto(s, "207", [
      {
        from: HOME,
        units: { spaceDock: 1 },
        carried: [{ position: HOME, planet: PLANET, units: { infantry: 5 } }],
      },
    ]);
    expect(
      alone.moved.ok ? null : [alone.moved.error.code, alone.moved.error.rule, alone.moved.error.message],
    ).toEqual([
      "ERR_TI4_CAPACITY",
      "LRR 95.1",
      "The Floating Factory I moving from 310 has room for 4 fighters and ground forces, not 5.",
    ]);
    expect(unitsIn(alone.activated.state.board[HOME], SEAT, PLANET)).toEqual({ infantry: 9 });
    // With a carrier (capacity 4) the group has room for 8, not 9.
    const both = moveInto(s, "207", [
      {
        from: HOME,
        units: { spaceDock: 1, carrier: 1 },
        carried: [{ position: HOME, planet: PLANET, units: { infantry: 9 } }],
      },
    ]).moved;
    expect(both.ok ? null : both.error.message).toBe(
      "The ships and the Floating Factory I moving from 310 have room for 8 fighters and ground forces, not 9.",
    );
    const fits = moveInto(s, "207", [
      {
        from: HOME,
        units: { spaceDock: 1, carrier: 1 },
        carried: [{ position: HOME, planet: PLANET, units: { infantry: 8 } }],
      },
    ]).moved;
    expect(fits.ok && space(fits.state, "207")).toEqual({ spaceDock: 1, carrier: 1, infantry: 8 });
  });

  it("carries 5 once upgraded to Floating Factory II, and moves 2", () => {
    const s = position((s) => {
      giveFaction(s, SEAT, "saar");
      learn(s, "ffac2");
      put(s, HOME, { spaceDock: 1 });
      put(s, HOME, { infantry: 5 }, SEAT, HOME_PLANET);
    });
    const { moved } = moveInto(s, "104", [
      {
        from: HOME,
        units: { spaceDock: 1 },
        carried: [{ position: HOME, planet: PLANET, units: { infantry: 5 } }],
      },
    ]);
    if (!moved.ok) throw new Error(moved.error.message);
    expect(space(moved.state, "104")).toEqual({ spaceDock: 1, infantry: 5 });
  });

  it("keeps the fighters and ground forces its capacity holds when the ships leave its system (LRR 16)", () => {
    const s = position((s) => {
      giveFaction(s, SEAT, "saar");
      put(s, HOME, { spaceDock: 1, carrier: 1, fighter: 3, infantry: 1 });
    });
    const { moved } = moveInto(s, "207", [{ from: HOME, units: { carrier: 1 } }]);
    if (!moved.ok) throw new Error(moved.error.message);
    expect(space(moved.state, HOME)).toEqual({ spaceDock: 1, fighter: 3, infantry: 1 });
    expect(moved.events.some((e) => e.type === "ti4UnitsRemoved")).toBe(false);
  });
});

/** Plays the game on from `state`, the bot answering all but the Saar's retreat, until the combat is over. */
function fightWithRetreat(state: Ti4State, saar: number, to: string) {
  let current = state;
  const events: Ti4Event[] = [];
  for (let i = 0; i < 200; i++) {
    const decision = pendingDecisions<Ti4>(current)[0];
    if (!decision) break;
    if (decision.kind === "moveShips" || decision.kind === "tacticalAction") break;
    const answer =
      decision.kind === "announceRetreat" && decision.seat === saar
        ? { type: "announceRetreat" as const, seat: saar, to }
        : ti4Answers(current, decision)[0];
    if (!answer) throw new Error(`no answer to ${decision.kind}`);
    const result = play(current, answer);
    events.push(...result.events);
    current = result.state;
    if (
      !current.stack.some((f) => f.kind === "ti4SpaceCombat") &&
      events.some((e) => e.type === "ti4CombatEnded")
    )
      break;
  }
  return { state: current, events };
}

describe("Saar: the Floating Factory retreats with the fleet (its card, LRR 78.7)", () => {
  it("goes with the retreating ships, carrying what their room and its own allow", () => {
    const SAAR = 4;
    const s = position((s) => {
      giveFaction(s, SAAR, "saar");
      // Sturdy fleets on both sides (dreadnoughts sustain damage): neither is wiped out in one round, so the
      // announced retreat is made (LRR 78.7).
      put(s, HOME, { dreadnought: 3 });
      put(s, "207", { dreadnought: 3, spaceDock: 1, infantry: 6 }, SAAR);
      put(s, "309", { carrier: 1 }, SAAR);
    });
    const { activated, moved } = moveInto(s, "207", [{ from: HOME, units: { dreadnought: 3 } }]);
    if (!moved.ok) throw new Error(moved.error.message);
    const asked = pendingDecisions<Ti4>(fightWithRetreatStart(moved.state));
    expect(asked.some((d) => d.kind === "announceRetreat" && d.seat === SAAR)).toBe(true);
    const fought = fightWithRetreat(moved.state, SAAR, "309");
    expect(fought.events.find((e) => e.type === "ti4CombatEnded")).toMatchObject({ winner: SEAT });
    // Everything went: three dreadnoughts and the factory have room for 3 + 4 = 7, so all 6 infantry.
    expect(space(fought.state, "207", SAAR)).toEqual({});
    expect(space(fought.state, "309", SAAR)).toMatchObject({
      carrier: 1,
      dreadnought: 3,
      spaceDock: 1,
      infantry: 6,
    });
    expect(fought.state.board["309"]?.commandTokens).toContain(SAAR);
    expect(fought.events.some((e) => e.type === "ti4UnitsRemoved" && e.seat === SAAR)).toBe(false);
    const log: Ti4Event[] = [
      { type: "gameCreated", state: s },
      ...activated.events,
      ...moved.events,
      ...fought.events,
    ];
    expect(replayLog<Ti4>(log)).toEqual(fought.state);
  });
});

/** The state once the movement's automatic steps (space cannon) are answered, up to the first combat question. */
function fightWithRetreatStart(state: Ti4State): Ti4State {
  let current = state;
  for (let i = 0; i < 20; i++) {
    const decision = pendingDecisions<Ti4>(current)[0];
    if (!decision || decision.kind === "announceRetreat") break;
    const answer = ti4Answers(current, decision)[0];
    if (!answer) break;
    current = play(current, answer).state;
  }
  return current;
}

describe("Saar: the built-in player moves the Floating Factory with its fleet", () => {
  it("brings it along when the whole fleet of its system leaves for a system without others' ships", () => {
    const s = position((s) => {
      giveFaction(s, SEAT, "saar");
      put(s, "207", { carrier: 1, spaceDock: 1 });
    });
    const moves = planMovement(s, SEAT, "104", new Set());
    expect(moves).toContainEqual({ from: "207", units: { spaceDock: 1 } });
    expect(moves).toContainEqual({ from: "207", units: { carrier: 1 } });
  });

  it("leaves it where it is when a ship stays with it, or when others' ships wait in the active system", () => {
    const home = position((s) => {
      giveFaction(s, SEAT, "saar");
      // The bot keeps one ship at home: the factory stays with it.
      put(s, HOME, { carrier: 2, spaceDock: 1 });
    });
    const fromHome = planMovement(home, SEAT, "207", new Set());
    expect(fromHome.some((m) => m.units.spaceDock)).toBe(false);
    const guarded = position((s) => {
      giveFaction(s, SEAT, "saar");
      put(s, "207", { dreadnought: 2, spaceDock: 1 });
      put(s, "104", { fighter: 1 }, (SEAT + 1) % 6);
    });
    expect(planMovement(guarded, SEAT, "104", new Set()).some((m) => m.units.spaceDock)).toBe(false);
  });
});

describe("Saar: a Floating Factory built is placed in a space area (its card, LRR 24)", () => {
  it("goes to the space area of the planet's system when Construction places it", () => {
    const s = position((s) => {
      giveFaction(s, SEAT, "saar");
      s.stack.push({ kind: "ti4Construction", seat: SEAT, primary: true });
    });
    expect(s.players[SEAT]?.planets[PLANET]).toBeDefined();
    const built = applyCommand<Ti4>(
      s,
      { type: "construct", seat: SEAT, structures: [{ planet: PLANET, unit: "spaceDock" }] },
      CTX,
    );
    if (!built.ok) throw new Error(built.error.message);
    expect(space(built.state, HOME)).toEqual({ spaceDock: 1 });
    expect(unitsIn(built.state.board[HOME], SEAT, PLANET)).toEqual({});
    expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...built.events])).toEqual(built.state);
  });
});
