/**
 * The Yssaril alliance card (thundersEdge/allianceAbilities/yssaril.ts): when another player activates a system
 * holding the card holder's units, the holder may look at that player's action cards, promissory notes or
 * secret objectives, told to them alone. Seat 3 activates 207, where seat 0 has a destroyer.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { play } from "../../../support/ti4.ts";
import { CTX, position, put, SEAT } from "../../../support/ti4Tactical.ts";

function activated(holder: number | null, unitsOf = 0) {
  const start = position((s) => {
    put(s, "207", { destroyer: 1 }, unitsOf);
    if (holder !== null) (s.players[holder] as Ti4State["players"][number]).allianceCards = ["yssaril"];
  });
  const done = play(start, { type: "tacticalAction", seat: SEAT, system: "207" });
  return { start, ...done };
}

describe("The Yssaril alliance card", () => {
  it("lets its holder look at the active player's action cards, told to them alone; replays", () => {
    const { start, state, events } = activated(0);
    expect(pendingDecisions<Ti4>(state).map((d) => [d.kind, d.seat])).toEqual([
      ["glimpseWithYssarilCard", 0],
    ]);
    const looked = applyCommand<Ti4>(
      state,
      { type: "glimpseWithYssarilCard", seat: 0, what: "actionCards" },
      CTX,
    );
    if (!looked.ok) throw new Error(looked.error.message);
    expect(looked.events).toContainEqual({
      type: "teYssarilGlimpsed",
      seat: 0,
      active: SEAT,
      what: "actionCards",
    });
    expect(looked.events).toContainEqual({
      type: "teYssarilGlimpseShown",
      seat: 0,
      active: SEAT,
      cards: state.players[SEAT]?.secret.actionCards,
      to: 0,
    });
    expect(looked.state.stack.some((f) => f.kind === "teYssarilGlimpse")).toBe(false);
    const log = [{ type: "gameCreated", state: start }, ...events, ...looked.events] as Ti4Event[];
    expect(replayLog<Ti4>(log)).toEqual(looked.state);
    // The bot looks at the action cards.
    const decision = pendingDecisions<Ti4>(state)[0];
    if (!decision) throw new Error("a decision waits");
    expect(ti4Answers(state, decision)).toEqual([
      { type: "glimpseWithYssarilCard", seat: 0, what: "actionCards" },
    ]);
  });

  it("may look at nothing; shows nothing then", () => {
    const { state } = activated(0);
    const none = applyCommand<Ti4>(state, { type: "glimpseWithYssarilCard", seat: 0, what: "none" }, CTX);
    if (!none.ok) throw new Error(none.error.message);
    expect(none.events.map((e) => e.type)).not.toContain("teYssarilGlimpseShown");
  });

  it("asks nobody without the card, nor a holder without units in the system", () => {
    for (const { state } of [activated(null), activated(1)])
      expect(pendingDecisions<Ti4>(state).some((d) => d.kind === "glimpseWithYssarilCard")).toBe(false);
  });

  it("refuses a seat that is not asked, and a set the card does not name", () => {
    const { state } = activated(0);
    const other = applyCommand<Ti4>(
      state,
      { type: "glimpseWithYssarilCard", seat: 1, what: "actionCards" },
      CTX,
    );
    expect(other.ok ? null : other.error.code).toMatch(/^ERR_NOT/);
    const wrong = applyCommand<Ti4>(
      state,
      { type: "glimpseWithYssarilCard", seat: 0, what: "relics" } as never,
      CTX,
    );
    expect(wrong.ok).toBe(false);
  });
});
