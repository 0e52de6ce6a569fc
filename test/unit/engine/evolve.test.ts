/**
 * Folding a log never changes it (kernel/evolve.ts): a fold may put an event's parts into the state (a
 * frame pushed), and a later event may change them there; the logged event must stay as it was emitted,
 * so replaying the same log twice gives the same state.
 */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4Frame } from "../../../src/engine/ti4/frames.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { create } from "../../support/ti4.ts";

describe("replaying a log", () => {
  it("leaves the log as it was, so a second replay gives the same state", () => {
    const made = create(3, {}, "evolve-twice");
    const frame = { kind: "ti4AssignHits", seat: 0, hits: 2 } as unknown as Ti4Frame;
    const log: Ti4Event[] = [
      ...made.events,
      { type: "ti4FramePushed", frame },
      { type: "ti4HitsCancelled", seat: 0, hits: 1, card: "sh" },
    ];
    const first = replayLog<Ti4>(log);
    const second = replayLog<Ti4>(log);
    expect(first.stack.at(-1)).toMatchObject({ kind: "ti4AssignHits", hits: 1 });
    expect(second).toEqual(first);
    // The pushed frame in the log still says 2 hits, as it was emitted.
    expect(frame).toMatchObject({ hits: 2 });
  });
});
