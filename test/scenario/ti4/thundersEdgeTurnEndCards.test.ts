/**
 * Thunder's Edge's action cards played as a turn ends (their texts, TE rulebook "Components": 20 action
 * cards): Crisis takes the next turn from its player; Puppets on a String gives a player who has passed one
 * more action, after which the round goes on where it was. Each with its refusals, and replayed from its
 * log.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { activatableSystems, nextTurn } from "../../../src/engine/ti4/round/actionPhase.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create, finishSetup } from "../../support/ti4.ts";
import { actionPhaseAllPlayed, botUntil, CTX, type Played, send } from "../../support/ti4Status.ts";

type Player = Ti4State["players"][number];

function current(state: Ti4State): number {
  const top = state.stack.findLast((f) => f.kind === "ti4ActionPhase");
  if (top?.kind !== "ti4ActionPhase") throw new Error("not in the action phase");
  return top.current;
}

/**
 * A 4-player Thunder's Edge action phase, every strategy card played: X's turn, Y next, then Z; A holds
 * `card` (and has passed when `aPassed`). X then passes, which ends X's turn.
 */
function turnEnds(card: Ti4ActionCardId, aPassed: boolean) {
  const seats = { x: -1, y: -1, z: -1, a: -1 };
  const at = actionPhaseAllPlayed(4, (s) => {
    s.config = { ...s.config, boxes: ["base", "te"] };
    seats.x = current(s);
    seats.a = [0, 1, 2, 3].find((seat) => seat !== seats.x && seat !== nextTurn(s, seats.x)) as number;
    for (const p of s.players) p.secret.actionCards = [];
    const a = s.players[seats.a] as Player;
    a.secret.actionCards = [card];
    a.passed = aPassed;
    seats.y = nextTurn(s, seats.x) as number;
    seats.z = nextTurn(s, seats.y) as number;
  });
  return { at, ...seats, ended: send(at, { type: "pass", seat: seats.x }) };
}

function refusal(state: Ti4State, seat: number, card: Ti4ActionCardId) {
  const result = applyCommand<Ti4>(state, { type: "playActionCard", seat, card }, CTX);
  return result.ok ? undefined : result.error;
}

/** Answers the windows and plays above the action phase with passes until the turn frame is on top. */
function settle(at: Played): Played {
  let now = at;
  for (let i = 0; i < 20 && now.state.stack.at(-1)?.kind !== "ti4ActionPhase"; i++) {
    const top = now.state.stack.at(-1);
    if (top?.kind !== "ti4CardWindow") throw new Error(`unexpected frame ${top?.kind}`);
    now = send(now, { type: "passCardWindow", seat: top.awaiting[0] as number });
  }
  return now;
}

describe("Thunder's Edge's turn-end action cards", () => {
  it("are dealt in a Thunder's Edge game, once each, and not in a base game", () => {
    const count = (state: Ti4State, card: string) =>
      [...state.decks.action.draw, ...state.players.flatMap((p) => p.secret.actionCards)].filter(
        (id) => id === card,
      ).length;
    const te = finishSetup(create(4, { boxes: ["base", "te"] }, "te-turn-end")).state;
    expect([count(te, "crisis"), count(te, "puppetsonastring")]).toEqual([1, 1]);
    const base = finishSetup(create(4, {}, "te-turn-end")).state;
    expect([count(base, "crisis"), count(base, "puppetsonastring")]).toEqual([0, 0]);
  });
});

describe("Crisis (Thunder's Edge action card)", () => {
  it("opens a window as a turn ends, and the player who would go next loses that turn", () => {
    const { ended, a, y, z } = turnEnds("crisis", false);
    expect(ended.state.stack.at(-1)).toMatchObject({
      kind: "ti4CardWindow",
      timing: "endOfTurn",
      awaiting: [a],
    });
    const played = settle(send(ended, { type: "playActionCard", seat: a, card: "crisis" }));
    expect(played.events.some((e) => e.type === "ti4TurnSkipped" && e.seat === y)).toBe(true);
    expect(played.state.stack.at(-1)).toMatchObject({ kind: "ti4ActionPhase", current: z, acted: false });
    expect(played.state.turnSkipped).toBeUndefined();
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("is refused with fewer than 2 players still in the round, and out of its moment", () => {
    const { ended, a, x } = turnEnds("crisis", false);
    const lonely = structuredClone(ended.state);
    for (const p of lonely.players) if (p.seat !== a) p.passed = true;
    expect(refusal(lonely, a, "crisis")?.message).toContain("at least 2 players");
    // Before X's action is taken, no turn has ended and no window waits on A.
    const { at } = turnEnds("crisis", false);
    const before = structuredClone(at.state);
    expect(refusal(at.state, a, "crisis")).toBeDefined();
    expect(at.state).toEqual(before);
    expect(at.state.stack.at(-1)).toMatchObject({ kind: "ti4ActionPhase", current: x, acted: false });
  });
});

describe("Puppets on a String (Thunder's Edge action card)", () => {
  it("gives a player who has passed one action; the round then goes on after the turn that ended", () => {
    const { ended, a, y } = turnEnds("puppetsonastring", true);
    expect(ended.state.stack.at(-1)).toMatchObject({
      kind: "ti4CardWindow",
      timing: "endOfTurn",
      awaiting: [a],
    });
    const played = settle(send(ended, { type: "playActionCard", seat: a, card: "puppetsonastring" }));
    expect(played.state.stack.at(-1)).toMatchObject({ kind: "ti4ActionPhase", current: a, acted: false });
    // The extra action is an action: a system to activate, no second pass.
    const system = activatableSystems(played.state, a)[0] as string;
    const refusedPass = applyCommand<Ti4>(played.state, { type: "pass", seat: a }, CTX);
    expect(refusedPass.ok).toBe(false);
    const acted = botUntil(
      send(played, { type: "tacticalAction", seat: a, system }),
      (s) => s.stack.at(-1)?.kind === "ti4ActionPhase",
    );
    expect(acted.state.stack.at(-1)).toMatchObject({ kind: "ti4ActionPhase", current: y, acted: false });
    expect(acted.state.extraAction).toBeUndefined();
    expect(replayLog<Ti4>(acted.events)).toEqual(acted.state);
  });

  it("opens no window for a player who has not passed, and the card's rule refuses them", () => {
    const early = turnEnds("puppetsonastring", false);
    expect(early.ended.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    // In the window, a player who has not passed (yet asked: the window asks on what it saw) is refused.
    const { ended, a } = turnEnds("puppetsonastring", true);
    const unpassed = structuredClone(ended.state);
    (unpassed.players[a] as Player).passed = false;
    const before = structuredClone(unpassed);
    expect(refusal(unpassed, a, "puppetsonastring")?.message).toContain("has passed");
    expect(unpassed).toEqual(before);
  });
});
