/**
 * Fleet Logistics (content/ti4/technologies.generic.ts "fl"; technology/generic/fleetLogistics.ts,
 * round/secondAction.ts): its owner may take 2 actions on each turn of the action phase. The second action
 * comes once the first has resolved (a strategic action's secondaries included), is any action but a pass,
 * and may be declined by ending the turn; the turn's start and end are told once. The bot's answers, a
 * replay from the log, and Codex Master Plan adding a third action.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import { ti4BotMove } from "../../../../src/engine/ti4/policy.ts";
import { nextTurn } from "../../../../src/engine/ti4/round/actionPhase.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { activateQuietly, openSystem } from "../../../support/ti4.ts";
import { passSabotage } from "../../../support/ti4CardPlays.ts";
import { actionPhaseAllPlayed, type Played, refusalOf, send } from "../../../support/ti4Status.ts";
import { CTX, learn, learnFor, position, SEAT } from "../../../support/ti4Tactical.ts";

type Player = Ti4State["players"][number];

function turn(state: Ti4State) {
  const top = state.stack.findLast((f) => f.kind === "ti4ActionPhase");
  if (top?.kind !== "ti4ActionPhase") throw new Error("not in the action phase");
  return top;
}

function start(edit: (s: Ti4State) => void = () => {}): Played {
  const state = position(edit);
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

/** SEAT's (or `seat`'s) quiet tactical action on a system nobody holds. */
function acted(at: Played, seat = SEAT, system = openSystem(at.state)): Played {
  const result = activateQuietly(at.state, seat, system, "none");
  return { state: result.state, events: [...at.events, ...result.events] };
}

const kinds = (state: Ti4State, seat: number) =>
  pendingDecisions<Ti4>(state)
    .filter((d) => d.seat === seat)
    .map((d) => d.kind);

describe("Fleet Logistics (LRR 3)", () => {
  it("keeps the turn for a second action once the first is done; the turn then passes on", () => {
    const first = acted(start((s) => learn(s, "fl")));
    expect(turn(first.state)).toMatchObject({ current: SEAT, acted: false, secondAction: true });
    expect(first.events.some((e) => e.type === "ti4SecondActionBegan" && e.seat === SEAT)).toBe(true);
    // The same turn: no new turn begins, and any action but a pass is offered, or ending the turn.
    expect(first.events.filter((e) => e.type === "ti4TurnBegan")).toHaveLength(0);
    const offered = kinds(first.state, SEAT);
    expect(offered).toContain("tacticalAction");
    expect(offered).toContain("strategicAction");
    expect(offered).toContain("endTurn");
    expect(offered).not.toContain("pass");
    const prompt = pendingDecisions<Ti4>(first.state).find((d) => d.kind === "tacticalAction")?.prompt;
    expect(prompt).toContain("second action");
    expect(replayLog<Ti4>(first.events)).toEqual(first.state);

    const second = acted(first, SEAT, "207");
    expect(turn(second.state).current).toBe(nextTurn(first.state, SEAT));
    expect(second.events.filter((e) => e.type === "ti4TurnBegan")).toHaveLength(1);
    expect(replayLog<Ti4>(second.events)).toEqual(second.state);

    // Without the card the turn passes on after one action.
    const plain = acted(start());
    expect(turn(plain.state).current).not.toBe(SEAT);
    expect(plain.events.some((e) => e.type === "ti4SecondActionBegan")).toBe(false);
  });

  it("ends the turn instead of the second action; refused while no second action is due", () => {
    const fresh = start((s) => learn(s, "fl"));
    expect(refusalOf(fresh.state, { type: "endTurn", seat: SEAT })).not.toBeNull();
    const first = acted(fresh);
    expect(refusalOf(first.state, { type: "pass", seat: SEAT })).not.toBeNull();
    const other = nextTurn(first.state, SEAT) as number;
    expect(refusalOf(first.state, { type: "endTurn", seat: other })).not.toBeNull();
    const ended = send(first, { type: "endTurn", seat: SEAT });
    expect(ended.events.some((e) => e.type === "ti4SecondActionDeclined")).toBe(true);
    expect(turn(ended.state)).toMatchObject({ current: other, acted: false });
    expect(ended.state.players[SEAT]?.passed).toBe(false);
    expect(replayLog<Ti4>(ended.events)).toEqual(ended.state);
  });

  it("gives no second action after a pass", () => {
    let seat = -1;
    const at = actionPhaseAllPlayed(4, (s) => {
      seat = turn(s).current;
      learnFor(s, seat, "fl");
    });
    const passed = send(at, { type: "pass", seat });
    expect(turn(passed.state).current).not.toBe(seat);
    expect(passed.events.some((e) => e.type === "ti4SecondActionBegan")).toBe(false);
  });

  it("comes after a strategic action's secondaries are all resolved", () => {
    let at = send(
      start((s) => learn(s, "fl")),
      { type: "strategicAction", seat: SEAT, card: "leadership" },
    );
    for (let i = 0; i < 40 && at.state.stack.at(-1)?.kind !== "ti4ActionPhase"; i++) {
      const decision = pendingDecisions<Ti4>(at.state)[0];
      if (!decision) throw new Error("nobody is waited on");
      const answer = ti4Answers(at.state, decision).find((c) => applyCommand<Ti4>(at.state, c, CTX).ok);
      if (!answer) throw new Error(`no answer to ${decision.kind}`);
      at = send(at, answer);
    }
    expect(at.state.stack.some((f) => f.kind === "ti4StrategicAction")).toBe(false);
    expect(turn(at.state)).toMatchObject({ current: SEAT, acted: false, secondAction: true });
    // The card is exhausted: the second action is another one.
    expect(kinds(at.state, SEAT)).not.toContain("strategicAction");
    expect(replayLog<Ti4>(at.events)).toEqual(at.state);
  });

  it("tells the turn's end once, after the second action (an end-of-turn card window)", () => {
    let x = -1;
    let a = -1;
    const at = actionPhaseAllPlayed(4, (s) => {
      s.config = { ...s.config, boxes: ["base", "te"] };
      x = turn(s).current;
      learnFor(s, x, "fl");
      a = [0, 1, 2, 3].find((seat) => seat !== x) as number;
      for (const p of s.players) p.secret.actionCards = [];
      (s.players[a] as Player).secret.actionCards = ["crisis" as Ti4ActionCardId];
    });
    const first = acted(at, x);
    expect(first.state.stack.at(-1)).toMatchObject({
      kind: "ti4ActionPhase",
      current: x,
      secondAction: true,
    });
    const ended = send(first, { type: "endTurn", seat: x });
    expect(ended.state.stack.at(-1)).toMatchObject({ kind: "ti4CardWindow", timing: "endOfTurn" });
  });

  it("adds to Codex Master Plan: three actions in all", () => {
    const table = start((s) => {
      s.config = { ...s.config, boxes: ["base", "te"] };
      learn(s, "fl");
      for (const p of s.players) p.secret.actionCards = [];
      (s.players[SEAT] as Player).secret.actionCards = ["master_plan" as Ti4ActionCardId];
    });
    const first = acted(table);
    expect(first.state.stack.at(-1)).toMatchObject({ timing: "afterAction", awaiting: [SEAT] });
    const planned = passSabotage(send(first, { type: "playActionCard", seat: SEAT, card: "master_plan" }));
    expect(turn(planned.state)).toMatchObject({ current: SEAT, acted: false });
    const second = acted(planned, SEAT, "207");
    expect(turn(second.state)).toMatchObject({ current: SEAT, acted: false, secondAction: true });
    const third = acted(second, SEAT, "309");
    expect(turn(third.state).current).not.toBe(SEAT);
    expect(replayLog<Ti4>(third.events)).toEqual(third.state);
  });

  it("the bot takes a second action it has a use for, and ends the turn otherwise", () => {
    const first = acted(start((s) => learn(s, "fl")));
    expect(ti4BotMove(first.state, SEAT, CTX)?.command.type).not.toBe("endTurn");
    const idle = structuredClone(first.state);
    const player = idle.players[SEAT] as Player;
    player.tokens.tactic = 0;
    for (const card of player.strategyCards) card.played = true;
    expect(ti4BotMove(idle, SEAT, CTX)?.command).toEqual({ type: "endTurn", seat: SEAT });
  });
});
