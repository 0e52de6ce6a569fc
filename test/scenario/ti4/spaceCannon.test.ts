/**
 * Space cannon offense (LRR 77.2-77.5, digest §4.3): after movement, from the active player clockwise, each
 * player with space cannon in the active system (or adjacent, with PDS II: 77.3c) and a target may fire;
 * others fire only at the active player (77.5a), the active player picks whom (77.5b); offense happens even
 * when nothing moved (77.4); the target assigns the hits to their ships there (77.5, combat/hits.ts).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { planetsAt } from "../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { play } from "../../support/ti4.ts";
import { CTX, HOME, learn, learnFor, position, put, SEAT, space } from "../../support/ti4Tactical.ts";

const ENEMY = 0;
type Fired = Extract<Ti4Event, { type: "ti4SpaceCannonFired" }>;

/** Activates 207 and moves a cruiser there from home (none when `moved` is false). */
function afterMovement(s: Ti4State, moved = true) {
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system: "207" });
  const moves = moved ? [{ from: HOME, units: { cruiser: 1 } }] : [];
  const done = play(activated.state, { type: "moveShips", seat: SEAT, moves });
  return {
    state: done.state,
    log: [{ type: "gameCreated", state: s }, ...activated.events, ...done.events] as Ti4Event[],
  };
}

function then(at: { state: Ti4State; log: Ti4Event[] }, command: Ti4Command) {
  const result = play(at.state, command);
  const log = [...at.log, ...result.events];
  expect(replayLog<Ti4>(log)).toEqual(result.state);
  return { state: result.state, log, events: result.events };
}

const tequran = "tequran";

describe("TI4 space cannon offense (LRR 77.2)", () => {
  it("lets a PDS in the active system fire at the active player's ships, who lose ships to the hits (LRR 77.2, 77.5)", () => {
    const s = position((s) => {
      put(s, HOME, { cruiser: 1 });
      put(s, "207", { pds: 2 }, ENEMY, tequran);
    });
    const at = afterMovement(s);
    const decision = pendingDecisions<Ti4>(at.state)[0];
    expect(decision).toMatchObject({ kind: "fireSpaceCannon", seat: ENEMY, choices: [String(SEAT)] });

    const wrong = applyCommand<Ti4>(at.state, { type: "fireSpaceCannon", seat: ENEMY, target: 1 }, CTX);
    expect(wrong.ok ? null : [wrong.error.code, wrong.error.rule]).toEqual([
      "ERR_TI4_CANNON_TARGET",
      "LRR 77.5a",
    ]);

    const fired = then(at, { type: "fireSpaceCannon", seat: ENEMY, target: SEAT });
    const roll = fired.events.find((e) => e.type === "ti4SpaceCannonFired") as Fired;
    expect(roll.rolls.map((r) => r.hitsOn)).toEqual([6, 6]);
    expect(roll.hits).toBe(roll.rolls.filter((r) => r.roll >= 6).length);
    // One cruiser: the hit assignment has no choice to make.
    expect(space(fired.state, "207").cruiser ?? 0).toBe(roll.hits > 0 ? 0 : 1);
    // The step is over and the turn with it (the next turn is the enemy's own, in initiative order).
    expect(pendingDecisions<Ti4>(fired.state).map((d) => d.kind)).toContain("tacticalAction");
  });

  it("may hold fire, and asks nobody without a space cannon or a target", () => {
    const s = position((s) => {
      put(s, HOME, { cruiser: 1 });
      put(s, "207", { pds: 1 }, ENEMY, tequran);
    });
    const at = afterMovement(s);
    const held = then(at, { type: "fireSpaceCannon", seat: ENEMY, target: null });
    expect(held.events.map((e) => e.type)).toContain("ti4SpaceCannonHeld");
    expect(space(held.state, "207")).toEqual({ cruiser: 1 });
    // Nothing moved in: the PDS has no target and nobody is asked.
    const empty = afterMovement(s, false);
    expect(pendingDecisions<Ti4>(empty.state).some((d) => d.kind === "fireSpaceCannon")).toBe(false);
  });

  it("fires from an adjacent system only with PDS II (LRR 77.3c), at -1 against Antimass Deflectors", () => {
    const near = (s: Ti4State) => {
      put(s, HOME, { cruiser: 1 });
      put(s, "104", { pds: 1 }, ENEMY, planetsAt(s, "104")[0]);
    };
    const plain = afterMovement(position(near));
    expect(pendingDecisions<Ti4>(plain.state).some((d) => d.kind === "fireSpaceCannon")).toBe(false);
    const deep = afterMovement(
      position((s) => {
        near(s);
        learnFor(s, ENEMY, "pds2");
        learn(s, "amd");
      }),
    );
    expect(pendingDecisions<Ti4>(deep.state)[0]).toMatchObject({ kind: "fireSpaceCannon", seat: ENEMY });
    const fired = then(deep, { type: "fireSpaceCannon", seat: ENEMY, target: SEAT });
    const roll = fired.events.find((e) => e.type === "ti4SpaceCannonFired") as Fired;
    // PDS II hits on 5; Antimass Deflectors makes it 6.
    expect(roll.rolls.map((r) => r.hitsOn)).toEqual([6]);
  });

  it("lets the active player fire first, at a player of their choice, even when nothing moved (LRR 77.4, 77.5b)", () => {
    const s = position((s) => {
      put(s, "207", { pds: 1 }, SEAT, tequran);
      put(s, "207", { destroyer: 1 }, ENEMY);
      put(s, "207", { destroyer: 1 }, 1);
    });
    const at = afterMovement(s, false);
    const decision = pendingDecisions<Ti4>(at.state)[0];
    expect(decision).toMatchObject({ kind: "fireSpaceCannon", seat: SEAT, choices: ["0", "1"] });
    const refused = applyCommand<Ti4>(at.state, { type: "fireSpaceCannon", seat: SEAT, target: 4 }, CTX);
    expect(refused.ok ? null : [refused.error.code, refused.error.rule]).toEqual([
      "ERR_TI4_CANNON_TARGET",
      "LRR 77.5b",
    ]);
    const fired = then(at, { type: "fireSpaceCannon", seat: SEAT, target: 1 });
    const roll = fired.events.find((e) => e.type === "ti4SpaceCannonFired") as Fired;
    expect(roll.target).toBe(1);
    expect(space(fired.state, "207", 1).destroyer ?? 0).toBe(roll.hits > 0 ? 0 : 1);
    expect(space(fired.state, "207", ENEMY)).toEqual({ destroyer: 1 });
  });
});
