/**
 * Codex I's Reflective Shielding (LRR 87, 78.6; content/ti4/actionCards.codex.ts; actionCards/codexCombat.ts):
 * when one of its holder's ships uses Sustain Damage in a space combat, the window of that moment asks the
 * holder too, and the card produces 2 hits the opponent assigns to their ships in the active system.
 * Refused to the other side and outside its moment (state unchanged); the bot's choice; a replay.
 */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { play } from "../../support/ti4.ts";
import { cardClash, playUntil, refusal } from "./factions/baseClash.ts";

const activate: Ti4Command = { type: "tacticalAction", seat: 0, system: "310" };

/** Plays on until seat 1 takes its first hits, and has it sustain damage on a dreadnought. */
function dreadnoughtSustained(start: Ti4State) {
  const at = playUntil(
    start,
    (s) => pendingDecisions<Ti4>(s).some((d) => d.kind === "assignHits" && d.seat === 1),
    activate,
  );
  const frame = at.state.stack.at(-1);
  if (frame?.kind !== "ti4AssignHits") throw new Error("no hits for seat 1");
  const destroy = frame.hits > 1 ? { cruiser: Math.min(2, frame.hits - 1) } : {};
  const sustained = play(at.state, { type: "assignHits", seat: 1, sustain: { dreadnought: 1 }, destroy });
  return { state: sustained.state, events: [...at.events, ...sustained.events] };
}

describe("Reflective Shielding (Codex I action card; LRR 2, 87, 78.6)", () => {
  it("as its holder's ship sustains damage, produces 2 hits the opponent assigns in the active system", () => {
    const start = cardClash({ dreadnought: 3 }, { dreadnought: 2, cruiser: 2 }, { 1: ["reflective"] });
    const at = dreadnoughtSustained(start);
    expect(at.state.stack.at(-1)).toMatchObject({
      kind: "ti4CardWindow",
      timing: "sustainDamageUsed",
      awaiting: [1],
    });
    const played = play(at.state, { type: "playActionCard", seat: 1, card: "reflective" });
    expect(played.state.players[1]?.secret.actionCards).toEqual([]);
    expect(played.state.stack.at(-1)).toMatchObject({
      kind: "ti4AssignHits",
      seat: 0,
      hits: 2,
      place: { position: "310" },
    });
    const events = [...at.events, ...played.events];
    expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events])).toEqual(played.state);
  });

  it("is refused to the other side and outside its moment, the state unchanged", () => {
    // Seat 0 holds it with Direct Hit (which keeps its window open): the ship that sustained is seat 1's.
    const start = cardClash({ dreadnought: 3 }, { dreadnought: 2, cruiser: 2 }, { 0: ["reflective", "dh"] });
    const at = dreadnoughtSustained(start);
    expect(at.state.stack.at(-1)).toMatchObject({ timing: "sustainDamageUsed", awaiting: [0] });
    const before = structuredClone(at.state);
    expect(refusal(at.state, { type: "playActionCard", seat: 0, card: "reflective" })?.[0]).toBe(
      "ERR_TI4_CARD_PLAY",
    );
    expect(at.state).toEqual(before);
    const idle = structuredClone(start);
    expect(refusal(idle, { type: "playActionCard", seat: 0, card: "reflective" })?.[0]).toBe(
      "ERR_TI4_CARD_TIMING",
    );
    expect(idle).toEqual(start);
  });

  it("the bot plays it when offered", () => {
    const start = cardClash({ dreadnought: 3 }, { dreadnought: 2, cruiser: 2 }, { 1: ["reflective"] });
    const at = dreadnoughtSustained(start);
    const decision = pendingDecisions<Ti4>(at.state).find((d) => d.kind === "passCardWindow");
    if (!decision) throw new Error("no window");
    expect(ti4Answers(at.state, decision)[0]).toEqual({
      type: "playActionCard",
      seat: 1,
      card: "reflective",
    });
  });
});
