/**
 * Codex I's Master Plan (LRR 3; content/ti4/actionCards.codex.ts; actionCards/codexTurn.ts): played right
 * after its holder performs their turn's action (a quiet window asked before the turn ends), they perform one
 * more action that turn; the turn then ends as usual. Refused outside its moment and to another player (state
 * unchanged); the bot's choice; a replay from the log.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId } from "../../../src/content/ti4/index.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4BotMove } from "../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { activateQuietly, openSystem } from "../../support/ti4.ts";
import { cardRefusal, passSabotage } from "../../support/ti4CardPlays.ts";
import { type Played, send } from "../../support/ti4Status.ts";
import { CTX, position, SEAT } from "../../support/ti4Tactical.ts";

const OTHER = 0;

function table(hands: Partial<Record<number, Ti4ActionCardId[]>>): Played {
  const state = position((s) => {
    s.config = { ...s.config, boxes: ["base", "te"] };
    for (const p of s.players) p.secret.actionCards = [...(hands[p.seat] ?? [])];
  });
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

/** SEAT's tactical action on an open system, every step answered "nothing". */
function acted(start: Played): Played {
  const result = activateQuietly(start.state, SEAT, openSystem(start.state), "none");
  return { state: result.state, events: [...start.events, ...result.events] };
}

describe("Master Plan (Codex I action card; LRR 2, 3)", () => {
  it("lets its holder perform one more action this turn, after which the turn ends", () => {
    const done = acted(table({ [SEAT]: ["master_plan"] }));
    expect(done.state.stack.at(-1)).toMatchObject({ timing: "afterAction", awaiting: [SEAT] });
    const played = passSabotage(send(done, { type: "playActionCard", seat: SEAT, card: "master_plan" }));
    const turn = played.state.stack.at(-1);
    expect(turn).toMatchObject({ kind: "ti4ActionPhase", current: SEAT, acted: false });
    expect(pendingDecisions<Ti4>(played.state).map((d) => [d.kind, d.seat])).toContainEqual([
      "tacticalAction",
      SEAT,
    ]);
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
    // The second action done, the turn passes on (no window: the card is gone).
    const again = activateQuietly(played.state, SEAT, "207", "none");
    const next = again.state.stack.findLast((f) => f.kind === "ti4ActionPhase");
    expect(next?.kind === "ti4ActionPhase" ? next.current : SEAT).not.toBe(SEAT);
    // Without the card the turn passes on at once.
    const plain = acted(table({}));
    const after = plain.state.stack.at(-1);
    expect(after?.kind === "ti4ActionPhase" ? after.current : SEAT).not.toBe(SEAT);
  });

  it("is refused before the action, or to another player; the state unchanged", () => {
    const idle = table({ [SEAT]: ["master_plan"] });
    const untouched = structuredClone(idle.state);
    expect(cardRefusal(idle, SEAT, "master_plan")?.code).toBe("ERR_TI4_CARD_TIMING");
    expect(idle.state).toEqual(untouched);
    const done = acted(table({ [SEAT]: ["master_plan"], [OTHER]: ["master_plan"] }));
    expect(done.state.stack.at(-1)).toMatchObject({ awaiting: [SEAT] });
    const before = structuredClone(done.state);
    expect(cardRefusal(done, OTHER, "master_plan")).not.toBeNull();
    expect(done.state).toEqual(before);
  });

  it("the bot plays it while it has a tactic token", () => {
    const done = acted(table({ [SEAT]: ["master_plan"] }));
    expect(ti4BotMove(done.state, SEAT, CTX)?.command).toEqual({
      type: "playActionCard",
      seat: SEAT,
      card: "master_plan",
    });
  });
});
