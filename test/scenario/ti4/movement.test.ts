/**
 * The movement step of a TI4 tactical action (LRR 58, digest §4.1-4.2): move values (58.4c), others' ships
 * (58.4a), one's own command token (58.4b), anomalies (LRR 11, 41, 59, 86), wormholes (LRR 101), transport
 * and capacity (LRR 95, 16) and the fleet pool (LRR 37). Each position is a real game's first turn with the
 * board edited around the active player's home (310: adjacent to 207, 309 and 311; 207 to 104, 206 and 208;
 * 104 to Mecatol Rex, 000), replayed from there.
 */
import { describe, expect, it } from "vitest";
import type { Ti4UnitType } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { systemOn, unitsIn } from "../../../src/engine/ti4/board/forces.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import type { Ti4Move } from "../../../src/engine/ti4/tactical/moveGroup.ts";
import { play } from "../../support/ti4.ts";
import {
  actionPhase,
  CTX,
  HOME,
  HOME_PLANET,
  learn,
  position,
  put,
  SEAT,
  space,
  tile,
} from "../../support/ti4Tactical.ts";

/** Activates `system` and answers the movement; returns the result with the log from the edited state. */
function moveInto(s: Ti4State, system: string, moves: Ti4Move[]) {
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system });
  const moved = applyCommand<Ti4>(activated.state, { type: "moveShips", seat: SEAT, moves }, CTX);
  if (!moved.ok) return { ok: false as const, error: moved.error, before: activated.state };
  const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
  expect(replayLog<Ti4>(log)).toEqual(moved.state);
  return { ok: true as const, state: moved.state, events: moved.events };
}

function refusal(s: Ti4State, system: string, moves: Ti4Move[]) {
  const result = moveInto(s, system, moves);
  if (result.ok) throw new Error("the movement was accepted");
  // A refused movement changes nothing: the game still waits for the same movement.
  expect(pendingDecisions<Ti4>(result.before).map((d) => d.kind)).toEqual(["moveShips"]);
  return [result.error.code, result.error.rule];
}

function accepted(s: Ti4State, system: string, moves: Ti4Move[]) {
  const result = moveInto(s, system, moves);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
}

describe("TI4 movement (LRR 58)", () => {
  it("moves ships whose move value reaches the active system, and ends the step (LRR 58.4c)", () => {
    const s = position((s) => put(s, HOME, { carrier: 1, cruiser: 1 }));
    const near = accepted(s, "207", [{ from: HOME, units: { carrier: 1 } }]);
    expect(space(near.state, "207")).toEqual({ carrier: 1 });
    expect(space(near.state, HOME)).toEqual({ cruiser: 1 });
    expect(near.events.filter((e) => e.type === "ti4UnitsMoved")).toHaveLength(1);
    // The step is over: the next player in initiative order takes a turn.
    expect(pendingDecisions<Ti4>(near.state)[0]?.seat).not.toBe(SEAT);

    expect(refusal(s, "104", [{ from: HOME, units: { carrier: 1 } }])).toEqual([
      "ERR_TI4_OUT_OF_RANGE",
      "LRR 58.4c",
    ]);
    const far = accepted(s, "104", [{ from: HOME, units: { cruiser: 1 } }]);
    expect(space(far.state, "104")).toEqual({ cruiser: 1 });
  });

  it("gives one ship +1 move with Gravity Drive (its card text)", () => {
    const s = position((s) => {
      learn(s, "gd");
      put(s, HOME, { cruiser: 2 });
    });
    const one = accepted(s, "000", [{ from: HOME, units: { cruiser: 1 } }]);
    expect(space(one.state, "000")).toEqual({ cruiser: 1 });
    expect(refusal(s, "000", [{ from: HOME, units: { cruiser: 2 } }])[0]).toBe("ERR_TI4_OUT_OF_RANGE");
    const without = position((s) => put(s, HOME, { cruiser: 1 }));
    expect(refusal(without, "000", [{ from: HOME, units: { cruiser: 1 } }])[0]).toBe("ERR_TI4_OUT_OF_RANGE");
  });

  it("moves nothing on an empty list, and refuses units that are not there or are not ships", () => {
    const s = position((s) => put(s, HOME, { cruiser: 1 }));
    const none = accepted(s, "207", []);
    expect(none.events.some((e) => e.type === "ti4UnitsMoved")).toBe(false);
    expect(refusal(s, "207", [{ from: HOME, units: { cruiser: 2 } }])).toEqual([
      "ERR_TI4_NO_SUCH_UNITS",
      "LRR 58.4",
    ]);
    expect(refusal(s, "207", [{ from: HOME, units: { infantry: 1 } }])).toEqual([
      "ERR_TI4_NOT_A_SHIP",
      "LRR 58.4",
    ]);
    const fighters = position((s) => put(s, HOME, { fighter: 1 }));
    expect(refusal(fighters, "207", [{ from: HOME, units: { fighter: 1 } }])).toEqual([
      "ERR_TI4_CANNOT_MOVE",
      "LRR 58.4c",
    ]);
  });

  it("does not pass through a system holding another player's ships, but may end there (LRR 58.4a)", () => {
    const s = position((s) => {
      put(s, HOME, { cruiser: 1 });
      put(s, "207", { destroyer: 1 }, 0);
    });
    expect(refusal(s, "104", [{ from: HOME, units: { cruiser: 1 }, path: ["207"] }])).toEqual([
      "ERR_TI4_BLOCKED",
      "LRR 58.4a",
    ]);
    // No other way within 2 systems.
    expect(refusal(s, "104", [{ from: HOME, units: { cruiser: 1 } }])[0]).toBe("ERR_TI4_OUT_OF_RANGE");
    const into = accepted(s, "207", [{ from: HOME, units: { cruiser: 1 } }]);
    expect(space(into.state, "207")).toEqual({ cruiser: 1 });
  });

  it("does not move ships out of a system holding the player's own token, but passes through it (LRR 58.4b)", () => {
    const s = position((s) => {
      put(s, "311", { cruiser: 1 });
      tile(s, "312", "20"); // not the nebula this galaxy has there
      put(s, "312", { cruiser: 1 });
      systemOn(s, "311").commandTokens.push(SEAT);
    });
    expect(refusal(s, "207", [{ from: "311", units: { cruiser: 1 } }])).toEqual([
      "ERR_TI4_OWN_TOKEN",
      "LRR 58.4b",
    ]);
    const through = accepted(s, "207", [{ from: "312", units: { cruiser: 1 }, path: ["311"] }]);
    expect(space(through.state, "207")).toEqual({ cruiser: 1 });
  });

  it("joins systems through matching wormholes (LRR 101.2)", () => {
    const s = position((s) => {
      tile(s, "309", "26"); // Lodor: alpha
      tile(s, "101", "39"); // an alpha wormhole
      put(s, "309", { cruiser: 1 });
    });
    const through = accepted(s, "101", [{ from: "309", units: { cruiser: 1 } }]);
    expect(space(through.state, "101")).toEqual({ cruiser: 1 });
    const mismatched = position((s) => {
      tile(s, "309", "26");
      tile(s, "101", "40"); // beta
      put(s, "309", { cruiser: 1 });
    });
    expect(refusal(mismatched, "101", [{ from: "309", units: { cruiser: 1 }, path: [] }])).toEqual([
      "ERR_TI4_NOT_ADJACENT",
      "LRR 6.1",
    ]);
  });
});

describe("TI4 anomalies (LRR 9, 11, 41, 59, 86)", () => {
  it("keeps ships out of asteroid fields and supernovas, unless Antimass Deflectors opens the fields (LRR 11, 86)", () => {
    const asteroids = position((s) => {
      tile(s, "207", "44");
      put(s, HOME, { cruiser: 1 });
    });
    expect(refusal(asteroids, "104", [{ from: HOME, units: { cruiser: 1 }, path: ["207"] }])).toEqual([
      "ERR_TI4_ASTEROID_FIELD",
      "LRR 11.1",
    ]);
    expect(refusal(asteroids, "207", [{ from: HOME, units: { cruiser: 1 } }])[0]).toBe(
      "ERR_TI4_ASTEROID_FIELD",
    );
    const deflected = structuredClone(asteroids);
    learn(deflected, "amd");
    expect(space(accepted(deflected, "104", [{ from: HOME, units: { cruiser: 1 } }]).state, "104")).toEqual({
      cruiser: 1,
    });
    const supernova = position((s) => {
      tile(s, "207", "43");
      put(s, HOME, { cruiser: 1 });
    });
    expect(refusal(supernova, "207", [{ from: HOME, units: { cruiser: 1 } }])).toEqual([
      "ERR_TI4_SUPERNOVA",
      "LRR 86.1",
    ]);
  });

  it("enters a nebula only as the active system, and a ship leaving one has move 1 (LRR 59)", () => {
    const s = position((s) => {
      tile(s, "207", "42");
      put(s, HOME, { cruiser: 1 });
    });
    expect(refusal(s, "104", [{ from: HOME, units: { cruiser: 1 }, path: ["207"] }])).toEqual([
      "ERR_TI4_NEBULA",
      "LRR 59.1",
    ]);
    expect(space(accepted(s, "207", [{ from: HOME, units: { cruiser: 1 } }]).state, "207")).toEqual({
      cruiser: 1,
    });
    const leaving = position((s) => {
      tile(s, "207", "42");
      put(s, "207", { cruiser: 2 });
    });
    expect(refusal(leaving, "000", [{ from: "207", units: { cruiser: 1 }, path: ["104"] }])).toEqual([
      "ERR_TI4_OUT_OF_RANGE",
      "LRR 58.4c",
    ]);
    expect(space(accepted(leaving, "104", [{ from: "207", units: { cruiser: 1 } }]).state, "104")).toEqual({
      cruiser: 1,
    });
  });

  it("gives +1 move through a gravity rift and rolls a die for each ship, removing those on 1-3 (LRR 41)", () => {
    const s = position((s) => {
      tile(s, "207", "41");
      s.players[SEAT]!.tokens.fleet = 8;
      put(s, HOME, { carrier: 1, destroyer: 7 });
      put(s, HOME, { infantry: 2 }, SEAT, HOME_PLANET);
    });
    const moved = accepted(s, "104", [
      {
        from: HOME,
        units: { carrier: 1, destroyer: 7 },
        carried: [{ position: HOME, planet: HOME_PLANET as never, units: { infantry: 2 } }],
      },
    ]);
    const rolled = moved.events.filter((e) => e.type === "ti4GravityRiftRolled");
    expect(rolled).toHaveLength(1);
    const roll = rolled[0] as Extract<Ti4Event, { type: "ti4GravityRiftRolled" }>;
    expect(roll.rift).toBe("207");
    expect(roll.rolls).toHaveLength(8);
    const survived = (type: Ti4UnitType) => roll.rolls.filter((r) => r.unit === type && r.roll >= 4).length;
    const removed = 8 - survived("carrier") - survived("destroyer");
    // A seed that shows both outcomes.
    expect(removed).toBeGreaterThan(0);
    expect(survived("destroyer")).toBeGreaterThan(0);
    const arrived = space(moved.state, "104");
    expect(arrived.destroyer ?? 0).toBe(survived("destroyer"));
    expect(arrived.carrier ?? 0).toBe(survived("carrier"));
    // The carrier's cargo goes with it.
    expect(arrived.infantry ?? 0).toBe(survived("carrier") === 1 ? 2 : 0);
    // Without the rift the carrier (move 1) cannot reach 104.
    const plain = position((s) => put(s, HOME, { carrier: 1 }));
    expect(refusal(plain, "104", [{ from: HOME, units: { carrier: 1 } }])[0]).toBe("ERR_TI4_OUT_OF_RANGE");
  });
});

describe("TI4 transport, capacity and fleet pool (LRR 95, 16, 37)", () => {
  it("carries fighters and ground forces within capacity from where the ships start (LRR 95.1)", () => {
    const s = position((s) => {
      put(s, HOME, { carrier: 1, fighter: 2 });
      put(s, HOME, { infantry: 5 }, SEAT, HOME_PLANET);
    });
    const loaded = accepted(s, "207", [
      {
        from: HOME,
        units: { carrier: 1 },
        carried: [
          { position: HOME, units: { fighter: 2 } },
          { position: HOME, planet: HOME_PLANET as never, units: { infantry: 2 } },
        ],
      },
    ]);
    expect(space(loaded.state, "207")).toEqual({ carrier: 1, fighter: 2, infantry: 2 });
    expect(unitsIn(loaded.state.board[HOME], SEAT, HOME_PLANET as never)).toEqual({ infantry: 3 });
    expect(
      refusal(s, "207", [
        {
          from: HOME,
          units: { carrier: 1 },
          carried: [{ position: HOME, planet: HOME_PLANET as never, units: { infantry: 5 } }],
        },
      ]),
    ).toEqual(["ERR_TI4_CAPACITY", "LRR 95.1"]);
    expect(
      refusal(s, "207", [
        { from: HOME, units: { carrier: 1 }, carried: [{ position: "309", units: { infantry: 1 } }] },
      ]),
    ).toEqual(["ERR_TI4_PICKUP_OFF_PATH", "LRR 95.1"]);
  });

  it("picks up in systems passed through, but not where the player's token is (LRR 95.1, 95.3)", () => {
    const s = position((s) => {
      learn(s, "cv2");
      put(s, HOME, { carrier: 1 });
      put(s, "207", { infantry: 1 }, SEAT, "tequran");
    });
    const picked = accepted(s, "104", [
      {
        from: HOME,
        units: { carrier: 1 },
        path: ["207"],
        carried: [{ position: "207", planet: "tequran" as never, units: { infantry: 1 } }],
      },
    ]);
    expect(space(picked.state, "104")).toEqual({ carrier: 1, infantry: 1 });
    const locked = structuredClone(s);
    systemOn(locked, "207").commandTokens.push(SEAT);
    expect(
      refusal(locked, "104", [
        {
          from: HOME,
          units: { carrier: 1 },
          path: ["207"],
          carried: [{ position: "207", planet: "tequran" as never, units: { infantry: 1 } }],
        },
      ]),
    ).toEqual(["ERR_TI4_PICKUP_TOKEN", "LRR 95.3"]);
  });

  it("removes fighters left in space without room, and refuses more ships than the fleet pool (LRR 16, 37)", () => {
    const s = position((s) => {
      put(s, "309", { carrier: 1, fighter: 3 });
      put(s, HOME, { cruiser: 4 });
    });
    const left = accepted(s, "207", [
      { from: "309", units: { carrier: 1 }, carried: [{ position: "309", units: { fighter: 1 } }] },
    ]);
    expect(space(left.state, "309")).toEqual({});
    expect(
      left.events.some(
        (e) => e.type === "ti4UnitsRemoved" && e.reason === "returned" && e.units.fighter === 2,
      ),
    ).toBe(true);
    expect(refusal(s, "207", [{ from: HOME, units: { cruiser: 4 } }])).toEqual([
      "ERR_TI4_FLEET_POOL",
      "LRR 37.1",
    ]);
    expect(space(accepted(s, "207", [{ from: HOME, units: { cruiser: 3 } }]).state, "207")).toEqual({
      cruiser: 3,
    });
  });
});

describe("the TI4 bot's tactical play", () => {
  it("activates a reachable system with planets to take and carries infantry there, keeping a ship at home", () => {
    const s = actionPhase();
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "tacticalAction");
    if (!decision) throw new Error("no tactical action offered");
    const [activate] = ti4Answers(s, decision);
    expect(activate).toMatchObject({ type: "tacticalAction", seat: SEAT });
    const system = (activate as { system: string }).system;
    expect(["207", "311"]).toContain(system);
    const activated = play(s, activate as never);
    const movement = pendingDecisions<Ti4>(activated.state)[0];
    expect(movement?.kind).toBe("moveShips");
    const [answer] = ti4Answers(activated.state, movement as never);
    const moved = play(activated.state, answer as never);
    const arrived = space(moved.state, system);
    expect(arrived.carrier).toBe(1);
    expect(arrived.infantry ?? 0).toBeGreaterThan(0);
    // One non-fighter ship stays home.
    expect(space(moved.state, HOME).dreadnought).toBe(1);
  });

  it("does not fly into a stronger fleet, and falls back to its home system with nothing to take", () => {
    const s = position((s) => {
      put(s, HOME, { carrier: 1 });
      put(s, HOME, { infantry: 3 }, SEAT, HOME_PLANET);
      for (const at of ["207", "311"]) put(s, at, { dreadnought: 2 }, 0);
    });
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "tacticalAction");
    expect(ti4Answers(s, decision as never)).toEqual([{ type: "tacticalAction", seat: SEAT, system: HOME }]);
  });

  it("attacks another player's fleet next door that its ships clearly outmatch, and flies in", () => {
    const s = position((s) => {
      put(s, HOME, { carrier: 1, dreadnought: 2, cruiser: 1 });
      put(s, "207", { destroyer: 1 }, 0);
    });
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "tacticalAction");
    expect(ti4Answers(s, decision as never)[0]).toEqual({
      type: "tacticalAction",
      seat: SEAT,
      system: "207",
    });
    const activated = play(s, { type: "tacticalAction", seat: SEAT, system: "207" });
    const movement = pendingDecisions<Ti4>(activated.state)[0];
    const [answer] = ti4Answers(activated.state, movement as never);
    expect(answer).toMatchObject({ type: "moveShips", seat: SEAT });
    const moves = (answer as { moves: Ti4Move[] }).moves;
    expect(moves.reduce((n, m) => n + (m.units.dreadnought ?? 0), 0)).toBeGreaterThan(0);
  });

  it("leaves alone a fleet it does not outmatch twice over", () => {
    const s = position((s) => {
      put(s, HOME, { carrier: 1, cruiser: 2 });
      put(s, "207", { cruiser: 1, destroyer: 1 }, 0);
    });
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "tacticalAction");
    expect(ti4Answers(s, decision as never)).toEqual([{ type: "tacticalAction", seat: SEAT, system: HOME }]);
  });
});
