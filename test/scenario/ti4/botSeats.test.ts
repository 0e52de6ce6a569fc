/**
 * The TI4 bot's choices among players favour no seat number (issue #26): Politics, played by the speaker,
 * gives the token to the player with the fewest points, a tie going to the nearest on its left; Public
 * Execution's vote names the leader on points, a tie going the same way. (Across many seeded games the
 * winners' seats are checked by scripts/seats-ti4.ts.)
 */
import { describe, expect, it } from "vitest";
import type { Decision } from "../../../src/engine/kernel/decision.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create, finishSetup } from "../../support/ti4.ts";
import { agendaPhase } from "../../support/ti4Agenda.ts";

const made = finishSetup(create(5, {}, "seats-5")).state;

function table(speaker: number, vp: number[]): Ti4State {
  const state = structuredClone(made);
  state.speaker = speaker;
  for (const p of state.players) p.vp = vp[p.seat] ?? 0;
  return state;
}

function speakerChoice(state: Ti4State, seat: number) {
  const choices = state.players.filter((p) => p.seat !== state.speaker).map((p) => String(p.seat));
  const decision: Decision<Ti4> = { kind: "chooseSpeaker", seat, simultaneous: false, prompt: "", choices };
  const [answer] = ti4Answers(state, decision);
  return answer?.type === "chooseSpeaker" ? answer.player : null;
}

describe("TI4 bot: no seat number favoured", () => {
  it("Politics: the token for itself, or from the speaker to the fewest points, nearest on its left", () => {
    expect(speakerChoice(table(0, [0, 0, 0, 0, 0]), 3)).toBe(3);
    expect(speakerChoice(table(3, [0, 0, 0, 0, 0]), 3)).toBe(4);
    expect(speakerChoice(table(4, [0, 0, 0, 0, 0]), 4)).toBe(0);
    expect(speakerChoice(table(2, [3, 1, 0, 4, 1]), 2)).toBe(4);
  });

  it("Public Execution: the leader on points, a tie going to the nearest on its left", () => {
    const played = agendaPhase(["execution"], (s) => {
      for (const p of s.players) p.secret.actionCards = [];
      for (const p of s.players) p.vp = p.seat === 0 || p.seat === 2 ? 5 : 1;
    });
    const top = played.state.stack.at(-1);
    if (top?.kind !== "ti4AgendaVote") throw new Error("no agenda under vote");
    const voter = top.order[top.index] as number;
    const choices = played.state.players.map((p) => String(p.seat));
    const decision: Decision<Ti4> = {
      kind: "castVotes",
      seat: voter,
      simultaneous: false,
      prompt: "",
      choices,
    };
    const [answer] = ti4Answers(played.state, decision);
    const n = played.state.players.length;
    const nearest = [0, 2]
      .filter((s) => s !== voter)
      .sort((a, b) => ((a - voter + n) % n) - ((b - voter + n) % n))[0];
    expect(answer?.type === "castVotes" && answer.outcome).toBe(String(nearest));
  });
});
