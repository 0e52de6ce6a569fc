/**
 * Spatial Conduit Cylinders (Jol-Nar faction technology; its card, LRR 6, 89.1): after activating a system
 * holding their units, Jol-Nar may exhaust it; for that activation the system is adjacent to every system
 * holding their units, so a ship far away may move straight in.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Neighbours } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { researchable } from "../../../../src/engine/ti4/technology/research.ts";
import { CTX, HOME, learn, position, put, SEAT, space } from "../../../support/ti4Tactical.ts";

const TARGET = "000";

/** A system at least 3 steps from Mecatol Rex's: out of a dreadnought's reach. */
function far(s: Ti4State): string {
  const near = new Set([TARGET, ...ti4Neighbours(s, TARGET)]);
  for (const p of [...near]) for (const q of ti4Neighbours(s, p)) near.add(q);
  return HOME in s.board && !near.has(HOME) ? HOME : (Object.keys(s.board).find((p) => !near.has(p)) ?? "");
}

/** Jol-Nar (seat 3) with a dreadnought far away and a destroyer in Mecatol Rex's system. */
function board(faction: "jolnar" | "l1z1x" = "jolnar", conduit = true): { s: Ti4State; from: string } {
  let from = "";
  const s = position((draft) => {
    (draft.players[SEAT] as Ti4State["players"][number]).faction = faction;
    if (conduit) learn(draft, "scc");
    from = far(draft);
    put(draft, from, { dreadnought: 1 });
    put(draft, TARGET, { destroyer: 1 });
  });
  return { s, from };
}

/** Plays the commands in turn; each must be accepted; the whole stretch must replay. */
function playAll(s: Ti4State, commands: Ti4Command[]): { state: Ti4State; events: Ti4Event[] } {
  let state = s;
  const events: Ti4Event[] = [];
  for (const command of commands) {
    const done = applyCommand<Ti4>(state, command, CTX);
    if (!done.ok) throw new Error(done.error.message);
    state = done.state;
    events.push(...done.events);
  }
  expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...events])).toEqual(state);
  return { state, events };
}

describe("Spatial Conduit Cylinders (Jol-Nar)", () => {
  it("is offered after activating a system with Jol-Nar units; used, a far ship moves straight in", () => {
    const { s, from } = board();
    const activated = playAll(s, [{ type: "tacticalAction", seat: SEAT, system: TARGET }]);
    expect(pendingDecisions<Ti4>(activated.state).map((d) => d.kind)).toEqual(["spatialConduit"]);
    const moves = [{ from, units: { dreadnought: 1 }, path: [] }];
    const done = playAll(activated.state, [
      { type: "spatialConduit", seat: SEAT, use: true },
      { type: "moveShips", seat: SEAT, moves },
    ]);
    expect(done.events).toContainEqual({ type: "ti4TechnologyExhausted", seat: SEAT, technology: "scc" });
    expect(space(done.state, TARGET).dreadnought).toBe(1);
    expect(space(done.state, from).dreadnought ?? 0).toBe(0);
  });

  it("declined, or not owned, the far ship cannot reach; it is not offered for a system without Jol-Nar units", () => {
    const { s, from } = board();
    const moves = [{ from, units: { dreadnought: 1 }, path: [] }];
    const declined = playAll(s, [
      { type: "tacticalAction", seat: SEAT, system: TARGET },
      { type: "spatialConduit", seat: SEAT, use: false },
    ]);
    expect(declined.state.players[SEAT]?.exhaustedTechnologies ?? []).not.toContain("scc");
    const refused = applyCommand<Ti4>(declined.state, { type: "moveShips", seat: SEAT, moves }, CTX);
    expect(refused.ok).toBe(false);
    const other = board("l1z1x").s;
    const activated = playAll(other, [{ type: "tacticalAction", seat: SEAT, system: TARGET }]);
    expect(pendingDecisions<Ti4>(activated.state).map((d) => d.kind)).not.toContain("spatialConduit");
    const empty = position((draft) => {
      (draft.players[SEAT] as Ti4State["players"][number]).faction = "jolnar";
      learn(draft, "scc");
      put(draft, HOME, { dreadnought: 1 });
    });
    const bare = playAll(empty, [{ type: "tacticalAction", seat: SEAT, system: TARGET }]);
    expect(pendingDecisions<Ti4>(bare.state).map((d) => d.kind)).not.toContain("spatialConduit");
  });

  it("can be researched now, and the bot answers its window", () => {
    const { s } = board("jolnar", false);
    const player = s.players[SEAT] as Ti4State["players"][number];
    player.technologies = ["amd" as never, "gd" as never];
    s.stack.push({ kind: "ti4Research", seat: SEAT, cost: 0, optional: false, reason: "test" });
    expect(researchable(s, SEAT)).toContain("scc");
    const { s: withIt } = board();
    const activated = playAll(withIt, [{ type: "tacticalAction", seat: SEAT, system: TARGET }]);
    const decision = pendingDecisions<Ti4>(activated.state)[0];
    if (!decision) throw new Error("no decision");
    expect(ti4Answers(activated.state, decision)[0]).toEqual({
      type: "spatialConduit",
      seat: SEAT,
      use: true,
    });
  });
});
