/**
 * TE Galactic Events: Call of the Void (activating a system of The Fracture gives ships +1 move; moving units
 * into an active system of The Fracture gains a command token).
 */
import { describe, expect, it } from "vitest";
import { neighbourLabels } from "../../../../../src/engine/galaxy/hex.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { advanceFrames, pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { rollD10, seedRng } from "../../../../../src/engine/rng.ts";
import { systemAt } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import { hookAnswers } from "../../../../../src/engine/ti4/hooks/index.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { egressPositions } from "../../../../../src/engine/ti4/thundersEdge/fracture.ts";
import { CTX, HOME, position, put, SEAT } from "../../../../support/ti4Tactical.ts";

/** The first turn of a 6-player Thunder's Edge game with The Fracture in play, an ingress at seat 3's home. */
function fractureGame(events: readonly string[]): Ti4State {
  const s = position((s) => {
    (s.config as unknown as { boxes: string[] }).boxes = [...s.config.boxes, "te"];
    for (let i = 0; ; i++) {
      const rng = seedRng(`fracture-${i}`);
      if (rollD10(rng, 1).value[0] === 10) {
        s.rng = rng;
        return;
      }
    }
  });
  const stack = structuredClone(s.stack);
  const tx = beginTx<Ti4>(s, CTX);
  for (const answer of hookAnswers(tx.state, "breakthroughGained")) answer(tx, SEAT);
  advanceFrames(tx);
  const out = structuredClone(tx.state);
  out.stack = stack;
  (out.fracture as { ingress: string[] }).ingress = [HOME];
  out.galacticEvents = [...(events as Ti4State["galacticEvents"] & string[])];
  return out;
}

/** A system two edges from home, by a system in between, neither an anomaly nor next to home itself. */
function twoAway(s: Ti4State): string {
  for (const between of neighbourLabels(HOME))
    for (const far of neighbourLabels(between)) {
      const plain = [between, far].every((p) => {
        const tile = systemAt(s, p);
        return tile !== null && tile.anomalies.length === 0 && (s.board[p]?.space ?? []).length === 0;
      });
      if (plain && far !== HOME && !neighbourLabels(HOME).includes(far)) return far;
    }
  throw new Error("no system two away from home");
}

function run(s: Ti4State, commands: Ti4Command[]) {
  let state = s;
  const events: Ti4Event[] = [];
  for (const command of commands) {
    const out = applyCommand<Ti4>(state, command, CTX);
    if (!out.ok) return { ok: false as const, error: out.error, state };
    state = out.state;
    events.push(...out.events);
  }
  expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...events])).toEqual(state);
  return { ok: true as const, state, events };
}

describe("TE Galactic Events: Call of the Void", () => {
  it("moving units into an active system of The Fracture gains a command token, placed by the player", () => {
    const s = fractureGame(["call_of_the_void"]);
    put(s, HOME, { cruiser: 1 });
    const egress = egressPositions(s)[0] as string;
    const before = s.players[SEAT]?.tokens as { tactic: number; fleet: number; strategy: number };
    const moved = run(s, [
      { type: "tacticalAction", seat: SEAT, system: egress },
      { type: "moveShips", seat: SEAT, moves: [{ from: HOME, units: { cruiser: 1 } }] },
    ]);
    if (!moved.ok) throw new Error(moved.error.message);
    const asked = pendingDecisions<Ti4>(moved.state).find((d) => d.kind === "arrangeCommandTokens");
    expect(asked?.seat).toBe(SEAT);
    expect(asked?.prompt).toContain("put 1 command tokens");
    // The bot answers it: one more token on the sheet.
    const [answer] = ti4Answers(moved.state, asked as never);
    const placed = run(moved.state, [answer as Ti4Command]);
    if (!placed.ok) throw new Error(placed.error.message);
    const after = placed.state.players[SEAT]?.tokens as typeof before;
    // The tactical action spent one tactic token; Call of the Void gave one back somewhere.
    expect(after.tactic + after.fleet + after.strategy).toBe(before.tactic + before.fleet + before.strategy);
    // Without the event nothing is asked.
    const plain = fractureGame([]);
    put(plain, HOME, { cruiser: 1 });
    const without = run(plain, [
      { type: "tacticalAction", seat: SEAT, system: egress },
      { type: "moveShips", seat: SEAT, moves: [{ from: HOME, units: { cruiser: 1 } }] },
    ]);
    if (!without.ok) throw new Error(without.error.message);
    expect(pendingDecisions<Ti4>(without.state).some((d) => d.kind === "arrangeCommandTokens")).toBe(false);
  });

  it("activating a system of The Fracture gives ships +1 move; without the event the move is refused", () => {
    const s = fractureGame(["call_of_the_void"]);
    const far = twoAway(s);
    put(s, far, { cruiser: 1 });
    const egress = egressPositions(s)[0] as string;
    const moves: Ti4Command[] = [
      { type: "tacticalAction", seat: SEAT, system: egress },
      { type: "moveShips", seat: SEAT, moves: [{ from: far, units: { cruiser: 1 } }] },
    ];
    const moved = run(s, moves);
    if (!moved.ok) throw new Error(moved.error.message);
    expect(moved.state.board[egress]?.space.find((f) => f.seat === SEAT)?.units.cruiser).toBe(1);
    const plain = fractureGame([]);
    put(plain, far, { cruiser: 1 });
    const refused = run(plain, moves);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toMatch(/^ERR_TI4_/);
      expect(refused.state.board[far]?.space.find((f) => f.seat === SEAT)?.units.cruiser).toBe(1);
    }
  });
});
