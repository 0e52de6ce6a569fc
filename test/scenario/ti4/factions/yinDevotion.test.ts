/**
 * Yin Devotion (faction sheet; LRR 78): at the end of each round of space combat the Yin may destroy one
 * of their cruisers or destroyers in the active system for 1 hit on their opponent's ships; refused for a
 * ship they do not have there; the bot's choice; replayed from the log.
 */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { play } from "../../../support/ti4.ts";
import { clash, refusal, withFactions } from "./baseClash.ts";

/** Plays on (moves and space cannon answered "none", the bot otherwise) until `stop`. */
function until(state: Ti4State, stop: (s: Ti4State) => boolean, first: Ti4Command) {
  let result = play(state, first);
  const events: Ti4Event[] = [...result.events];
  for (let i = 0; i < 300 && !stop(result.state); i++) {
    const d = pendingDecisions<Ti4>(result.state)[0];
    if (!d) break;
    const next: Ti4Command | undefined =
      d.kind === "moveShips"
        ? { type: "moveShips", seat: d.seat, moves: [] }
        : d.kind === "fireSpaceCannon"
          ? { type: "fireSpaceCannon", seat: d.seat, target: null }
          : ti4Answers(result.state, d)[0];
    if (!next) throw new Error(`no answer to ${d.kind}`);
    result = play(result.state, next);
    events.push(...result.events);
  }
  return { state: result.state, events };
}

const asked = (s: Ti4State) => pendingDecisions<Ti4>(s).some((d) => d.kind === "yinDevotion");

describe("Yin Devotion (LRR 78)", () => {
  it("destroys a Yin destroyer at the end of a round for 1 hit on the opponent's ships", () => {
    const start = clash(withFactions("yin", "nekro"), { destroyer: 2, dreadnought: 3 }, { dreadnought: 3 });
    const at = until(start, asked, { type: "tacticalAction", seat: 0, system: "310" });
    const decision = pendingDecisions<Ti4>(at.state)[0];
    expect(decision).toMatchObject({ kind: "yinDevotion", seat: 0 });
    expect(decision?.choices?.includes("destroyer")).toBe(true);
    expect(refusal(at.state, { type: "yinDevotion", seat: 0, unit: "cruiser" })?.[0]).toBe(
      "ERR_TI4_DEVOTION_UNIT",
    );
    const destroyers = at.state.board["310"]?.space.find((f) => f.seat === 0)?.units.destroyer ?? 0;
    const used = play(at.state, { type: "yinDevotion", seat: 0, unit: "destroyer" });
    expect(used.state.board["310"]?.space.find((f) => f.seat === 0)?.units.destroyer ?? 0).toBe(
      destroyers - 1,
    );
    expect(used.events).toContainEqual(
      expect.objectContaining({
        type: "ti4FramePushed",
        frame: expect.objectContaining({ kind: "ti4AssignHits", seat: 1, hits: 1 }),
      }),
    );
    const all = [...at.events, ...used.events];
    expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...all])).toEqual(used.state);
  });

  it("is not asked of a Yin without cruisers or destroyers there, and the bot keeps a stronger fleet", () => {
    const none = clash(withFactions("yin", "nekro"), { dreadnought: 3 }, { dreadnought: 3 });
    const done = until(none, (s) => !s.stack.some((f) => f.kind === "ti4SpaceCombat"), {
      type: "tacticalAction",
      seat: 0,
      system: "310",
    });
    expect(done.events.some((e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4YinDevotion")).toBe(
      false,
    );
    const strong = clash(withFactions("yin", "nekro"), { destroyer: 1, warSun: 2 }, { dreadnought: 3 });
    const over = (s: Ti4State) => asked(s) || !s.stack.some((f) => f.kind === "ti4SpaceCombat");
    const at = until(strong, over, { type: "tacticalAction", seat: 0, system: "310" });
    const d = pendingDecisions<Ti4>(at.state)[0];
    if (d?.kind === "yinDevotion")
      expect(ti4Answers(at.state, d)[0]).toEqual({ type: "yinDevotion", seat: 0, unit: "none" });
  });
});
