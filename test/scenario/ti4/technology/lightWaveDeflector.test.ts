/**
 * Light/Wave Deflector (content/ti4/technologies.generic.ts "lwd"; technology/generic/lightWaveDeflector.ts):
 * its owner's ships move through systems holding other players' ships (LRR 58.4a lifted), along a named
 * path or one the engine finds, and the bot's route search reads the same rule. The position: the active
 * player's home 310 is adjacent to 207, and 207 to 104; no other way from 310 to 104 within 2 systems.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { planMovement } from "../../../../src/engine/ti4/tactical/bot.ts";
import type { Ti4Move } from "../../../../src/engine/ti4/tactical/moveGroup.ts";
import { play } from "../../../support/ti4.ts";
import { CTX, HOME, learn, position, put, SEAT, space } from "../../../support/ti4Tactical.ts";

function moveInto(s: Ti4State, system: string, moves: Ti4Move[]) {
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system });
  const moved = applyCommand<Ti4>(activated.state, { type: "moveShips", seat: SEAT, moves }, CTX);
  if (!moved.ok) return { ok: false as const, code: moved.error.code };
  const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
  expect(replayLog<Ti4>(log)).toEqual(moved.state);
  return { ok: true as const, state: moved.state };
}

/** Two cruisers at home, another player's destroyer in 207 (between home and 104). */
function blocked(lwd: boolean): Ti4State {
  return position((s) => {
    if (lwd) learn(s, "lwd");
    put(s, HOME, { cruiser: 2 });
    put(s, "207", { destroyer: 1 }, 0);
  });
}

describe("Light/Wave Deflector (LRR 58.4a)", () => {
  it("lets its owner's ships pass a system holding another player's ships", () => {
    const through = [{ from: HOME, units: { cruiser: 1 }, path: ["207"] }];
    expect(moveInto(blocked(false), "104", through)).toMatchObject({ ok: false, code: "ERR_TI4_BLOCKED" });
    const passed = moveInto(blocked(true), "104", through);
    if (!passed.ok) throw new Error(passed.code);
    expect(space(passed.state, "104")).toEqual({ cruiser: 1 });
    // The destroyer stays, and no combat was fought on the way.
    expect(space(passed.state, "207", 0)).toEqual({ destroyer: 1 });
  });

  it("finds the path through them when none is named", () => {
    const free = [{ from: HOME, units: { cruiser: 1 } }];
    expect(moveInto(blocked(false), "104", free).ok).toBe(false);
    const found = moveInto(blocked(true), "104", free);
    if (!found.ok) throw new Error(found.code);
    expect(space(found.state, "104")).toEqual({ cruiser: 1 });
  });

  it("the bot's movement plan reads it: it goes through only with the card", () => {
    const without = planMovement(blocked(false), SEAT, "104");
    expect(without).toEqual([]);
    const withIt = planMovement(blocked(true), SEAT, "104");
    expect(withIt).toEqual([{ from: HOME, units: { cruiser: 1 } }]);
  });
});
