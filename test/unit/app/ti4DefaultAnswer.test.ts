/**
 * A TI4 seat's default answer (app/ti4/defaultAnswer.ts): through a bot game, every seat waited on gets a
 * default the rules accept, and it spends nothing whenever some legal answer spends nothing (a secondary
 * is declined, a window let pass); a seat not waited on gets none.
 */
import { describe, expect, it } from "vitest";
import { ti4DefaultAction, ti4Spent } from "../../../src/app/ti4/defaultAnswer.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { pendingDecisions, seatsWaitedOn } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import { ti4BotMove } from "../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

describe("a TI4 seat's default answer", () => {
  it("is legal for every seat waited on, and free whenever a free legal answer exists", () => {
    let state: Ti4State = create(3, { boxes: ["base"], galaxyMode: "auto" }, "default-answer-1").state;
    const kinds = new Set<string>();
    for (let step = 0; step < 250 && state.phase !== "finished"; step++) {
      for (const seat of seatsWaitedOn<Ti4>(state)) {
        const choice = ti4DefaultAction(state, seat, CTX);
        expect(choice, `seat ${seat} at step ${step}`).not.toBeNull();
        if (!choice) continue;
        const applied = applyCommand<Ti4>(state, choice.command, CTX);
        expect(applied.ok).toBe(true);
        if (!applied.ok) continue;
        kinds.add(choice.command.type);
        // Were any of the bot's legal answers free, the default is free too.
        const free = pendingDecisions<Ti4>(state)
          .filter((d) => d.seat === seat && d.optional !== true)
          .flatMap((d) => ti4Answers(state, d))
          .some((c) => {
            const r = applyCommand<Ti4>(state, c, CTX);
            return r.ok && ti4Spent(state, r.state, seat) === 0;
          });
        if (free) expect(ti4Spent(state, applied.state, seat)).toBe(0);
        expect(choice.said.length).toBeGreaterThan(0);
      }
      // The game goes on as the bots play it.
      const seat = seatsWaitedOn<Ti4>(state)[0];
      if (seat === undefined) break;
      const move = ti4BotMove(state, seat, CTX);
      if (!move) break;
      const next = applyCommand<Ti4>(state, move.command, CTX);
      if (!next.ok) break;
      state = next.state;
    }
    // The action phase came, with its secondaries and windows.
    expect(state.round).toBeGreaterThanOrEqual(1);
    expect([...kinds].some((k) => k === "declineSecondary" || k === "pass" || k === "passCardWindow")).toBe(
      true,
    );
  }, 120_000);

  it("declines a secondary rather than following it", () => {
    let state: Ti4State = create(3, { boxes: ["base"], galaxyMode: "auto" }, "default-answer-2").state;
    for (let step = 0; step < 400; step++) {
      const secondary = pendingDecisions<Ti4>(state).find((d) => d.kind === "declineSecondary");
      if (secondary) {
        expect(ti4DefaultAction(state, secondary.seat, CTX)?.command.type).toBe("declineSecondary");
        expect(ti4DefaultAction(state, secondary.seat, CTX)?.said).toMatch(/^decline .*secondary/);
        return;
      }
      const seat = seatsWaitedOn<Ti4>(state)[0];
      if (seat === undefined) break;
      const move = ti4BotMove(state, seat, CTX);
      if (!move) break;
      const next = applyCommand<Ti4>(state, move.command, CTX);
      if (!next.ok) break;
      state = next.state;
    }
    throw new Error("no secondary was offered");
  }, 60_000);

  it("has nothing for a seat the game does not wait on", () => {
    const { state } = create(3, { boxes: ["base"], galaxyMode: "auto" }, "default-answer-3");
    const waited = new Set(seatsWaitedOn<Ti4>(state));
    const idle = [0, 1, 2].find((s) => !waited.has(s));
    if (idle !== undefined) expect(ti4DefaultAction(state, idle, CTX)).toBeNull();
  });
});
