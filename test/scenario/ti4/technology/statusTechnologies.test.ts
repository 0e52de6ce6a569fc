/**
 * The generic technologies acting in the status phase (LRR 81): Neural Motivator, 2 action cards drawn
 * instead of 1 (81.3), and Hyper Metabolism, 3 command tokens gained instead of 2 (81.5); an owner beside
 * players without them, in a base game and in a Thunder's Edge one.
 */
import { describe, expect, it } from "vitest";
import type { Ti4TechnologyId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { CTX, endAllScoring, send, toStatusPhase } from "../../../support/ti4Status.ts";

/** Seat 0 alone owns `technology`; nobody plays the Federation of Sol (Versatile gains a token too). */
function onlySeatZeroOwns(technology: Ti4TechnologyId) {
  return (s: Ti4State) => {
    for (const p of s.players) {
      p.technologies = p.technologies.filter((t) => t !== technology);
      if (p.faction === "sol") p.faction = "hacan";
    }
    s.players[0]?.technologies.push(technology);
  };
}

function drawnBy(events: readonly Ti4Event[], seat: number): number {
  let drawn = 0;
  for (const e of events) if (e.type === "ti4ActionCardsCounted" && e.seat === seat) drawn += e.count;
  return drawn;
}

describe("Neural Motivator (LRR 81.3)", () => {
  for (const expansions of [undefined, "te"] as const) {
    it(`draws its owner 2 action cards in the status phase, the others 1${expansions ? " (Thunder's Edge)" : ""}`, () => {
      const at = toStatusPhase(3, (s) => {
        onlySeatZeroOwns("nm")(s);
        // TE revises none of the four: a game with the box in play draws the same.
        if (expansions) s.config = { ...s.config, boxes: [...s.config.boxes, "te"] };
      });
      const done = endAllScoring(at);
      expect(drawnBy(done.events, 0)).toBe(2);
      expect(drawnBy(done.events, 1)).toBe(1);
      expect(drawnBy(done.events, 2)).toBe(1);
      expect(done.state.players[0]?.secret.actionCards).toHaveLength(2);
      expect(done.state.players[1]?.secret.actionCards).toHaveLength(1);
      expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    });
  }
});

describe("Hyper Metabolism (LRR 81.5)", () => {
  it("gains its owner 3 command tokens in the status phase, the others 2", () => {
    const at = toStatusPhase(3, onlySeatZeroOwns("hm"));
    const scored = endAllScoring(at);
    expect(pendingDecisions<Ti4>(scored.state).map((d) => d.kind)).toContain("arrangeCommandTokens");
    const arrange = (seat: number, gained: number) => {
      const t = scored.state.players[seat]?.tokens as Ti4State["players"][number]["tokens"];
      return applyCommand<Ti4>(
        scored.state,
        {
          type: "arrangeCommandTokens",
          seat,
          tactic: t.tactic + gained,
          fleet: t.fleet,
          strategy: t.strategy,
        },
        CTX,
      );
    };
    // The owner places 3; 2 is not all they gain.
    expect(arrange(0, 3).ok).toBe(true);
    const short = arrange(0, 2);
    expect(short.ok ? null : short.error.code).toBe("ERR_TI4_TOKEN_COUNT");
    // Another player gains 2, not 3.
    const over = arrange(1, 3);
    expect(over.ok ? null : over.error.code).toBe("ERR_TI4_TOKEN_COUNT");
    expect(arrange(1, 2).ok).toBe(true);
    const t = scored.state.players[0]?.tokens as Ti4State["players"][number]["tokens"];
    const done = send(scored, {
      type: "arrangeCommandTokens",
      seat: 0,
      tactic: t.tactic + 3,
      fleet: t.fleet,
      strategy: t.strategy,
    });
    expect(done.state.players[0]?.tokens.tactic).toBe(t.tactic + 3);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });
});
