/**
 * TI4 elimination (LRR 33, digest §15): a player left with no ground forces, no unit with PRODUCTION and no
 * planets is out; their units, cards, notes, strategy cards and speaker token go as the rule says, the turn
 * order and transactions leave them out, and the last player standing wins. Positions are a real game's
 * action phase, edited; what follows is played by the rules and replayed.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { advanceFrames, pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../src/engine/kernel/tx.ts";
import { addUnits, forcesAt, systemOn } from "../../../src/engine/ti4/board/forces.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import { nextTurn } from "../../../src/engine/ti4/round/actionPhase.ts";
import { mustBeEliminated } from "../../../src/engine/ti4/round/elimination.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4PlayerState, Ti4State } from "../../../src/engine/ti4/state.ts";
import { ti4UnitsOnBoard } from "../../../src/engine/ti4/units.ts";
import { actionPhaseAllPlayed } from "../../support/ti4Status.ts";
import { offer } from "../../support/ti4Trade.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

/** Takes everything from `seat` but a carrier and a cruiser in its home system's space. */
function strip(s: Ti4State, seat: number): void {
  const player = s.players[seat] as Ti4PlayerState;
  for (const system of Object.values(s.board)) {
    system.space = system.space.filter((f) => f.seat !== seat);
    for (const [planet, forces] of Object.entries(system.planets))
      (system.planets as Record<string, unknown>)[planet] = (forces ?? []).filter((f) => f.seat !== seat);
  }
  player.planets = {};
  addUnits(forcesAt(systemOn(s, player.home as string)), seat, { carrier: 1, cruiser: 1 });
}

/** The automatic steps from `state` on, replayed. */
function settle(state: Ti4State) {
  const tx = beginTx<Ti4>(state, CTX);
  advanceFrames(tx);
  const events: Ti4Event[] = tx.events;
  expect(replayLog<Ti4>([{ type: "gameCreated", state }, ...events])).toEqual(tx.state);
  return { state: tx.state, events };
}

function refusal(state: Ti4State, command: Ti4Command) {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : [result.error.code, result.error.rule];
}

describe("TI4 elimination (LRR 33)", () => {
  it("clears the eliminated player's board, cards, notes, strategy cards and speaker token", () => {
    const { state } = actionPhaseAllPlayed(3, (s) => {
      const current = (s.stack.at(-1) as { current: number }).current;
      const out = (current + 1) % 3;
      strip(s, out);
      const player = s.players[out] as Ti4PlayerState;
      player.secret.actionCards = s.decks.action.draw.splice(0, 2);
      player.secret.secretObjectives = ["gamf"];
      player.secret.promissoryNotes = ["ceasefire", `ceasefire@${(out + 1) % 3}`];
      (s.players[(out + 1) % 3] as Ti4PlayerState).secret.promissoryNotes = [`ceasefire@${out}`];
      s.speaker = out;
    });
    const current = (state.stack.at(-1) as { current: number }).current;
    const out = (current + 1) % 3;
    const heir = (out + 1) % 3;
    const cards = [...(state.players[out]?.secret.actionCards ?? [])];
    const held = state.players[out]?.strategyCards.map((c) => c.card) ?? [];
    expect(mustBeEliminated(state, out)).toBe(true);

    const { state: after, events } = settle(state);
    const player = after.players[out] as Ti4PlayerState;
    expect(events.filter((e) => e.type === "ti4PlayerEliminated")).toEqual([
      { type: "ti4PlayerEliminated", seat: out },
    ]);
    expect(player.eliminated).toBe(true);
    expect(ti4UnitsOnBoard(after, out)).toEqual({});
    expect(Object.values(after.board).some((sys) => sys.commandTokens.includes(out))).toBe(false);
    expect(player.secret.actionCards).toEqual([]);
    expect(after.decks.action.discard).toEqual(expect.arrayContaining(cards));
    expect(player.secret.secretObjectives).toEqual([]);
    expect(after.decks.secretObjectives).toContain("gamf");
    expect(player.strategyCards).toEqual([]);
    expect(after.strategyPool.map((c) => c.card)).toEqual(expect.arrayContaining(held));
    // Their own note leaves the game; the one they held goes back to its owner.
    expect(player.secret.promissoryNotes).toEqual([]);
    expect(after.players[heir]?.secret.promissoryNotes).toEqual(["ceasefire"]);
    expect(after.speaker).toBe(heir);
    // The turn order leaves them out: the game goes on with the others.
    const decision = pendingDecisions<Ti4>(after)[0];
    expect(decision?.seat).not.toBe(out);
  });

  it("takes back the point of the eliminated player's Support for the Throne from its holder", () => {
    const { state } = actionPhaseAllPlayed(3, (s) => {
      const current = (s.stack.at(-1) as { current: number }).current;
      const out = (current + 1) % 3;
      strip(s, out);
      const holder = s.players[(out + 1) % 3] as Ti4PlayerState;
      holder.promissoryPlayArea = [{ note: "support_for_the_throne", owner: out }] as never;
      holder.vp = 3;
    });
    const out = ((state.stack.at(-1) as { current: number }).current + 1) % 3;
    const holder = (out + 1) % 3;
    const { state: after } = settle(state);
    expect(after.players[out]?.eliminated).toBe(true);
    expect(after.players[holder]?.vp).toBe(2);
    expect(after.players[holder]?.promissoryPlayArea ?? []).toEqual([]);
  });

  it("an eliminated player whose turn it is hands it on to the next in initiative order", () => {
    const { state } = actionPhaseAllPlayed(3, (s) => {
      const frame = s.stack.at(-1) as { current: number };
      strip(s, frame.current);
    });
    const out = (state.stack.at(-1) as { current: number }).current;
    const expected = nextTurn(state, out);
    const { state: after, events } = settle(state);
    expect(after.players[out]?.eliminated).toBe(true);
    const began = events.filter((e) => e.type === "ti4TurnBegan");
    expect(began).toHaveLength(1);
    expect(pendingDecisions<Ti4>(after)[0]?.seat).toBe((began[0] as { seat: number }).seat);
    expect((began[0] as { seat: number }).seat).toBe(expected);
    expect(expected).not.toBe(out);
  });

  it("refuses a transaction from or to an eliminated player", () => {
    const { state } = actionPhaseAllPlayed(3, (s) => {
      const current = (s.stack.at(-1) as { current: number }).current;
      strip(s, (current + 1) % 3);
    });
    const current = (state.stack.at(-1) as { current: number }).current;
    const out = (current + 1) % 3;
    const { state: after } = settle(state);
    const terms = { give: offer({ tradeGoods: 1 }), receive: offer() };
    // The engine refuses every command of an eliminated player.
    expect(refusal(after, { type: "proposeTransaction", seat: out, with: current, ...terms })?.[0]).toBe(
      "ERR_ELIMINATED",
    );
    expect(refusal(after, { type: "proposeTransaction", seat: current, with: out, ...terms })).toEqual([
      "ERR_TI4_TRANSACTION_PARTNER",
      "LRR 94.1",
    ]);
    // The eliminated player is asked nothing: their pass answers no decision.
    expect(refusal(after, { type: "pass", seat: out })).not.toBeNull();
  });

  it("the last player standing wins", () => {
    const { state } = actionPhaseAllPlayed(3, (s) => {
      const current = (s.stack.at(-1) as { current: number }).current;
      strip(s, (current + 1) % 3);
      strip(s, (current + 2) % 3);
    });
    const current = (state.stack.at(-1) as { current: number }).current;
    const { state: after } = settle(state);
    expect(after.phase).toBe("finished");
    expect(after.winners).toEqual([current]);
  });

  it("a player keeping a unit with PRODUCTION, a ground force or a planet stays in (LRR 33.1)", () => {
    const keeps: [string, (s: Ti4State, seat: number) => void][] = [
      [
        "a space dock",
        (s, seat) => addUnits(forcesAt(systemOn(s, s.players[seat]?.home as string)), seat, { spaceDock: 1 }),
      ],
      [
        "an infantry",
        (s, seat) => addUnits(forcesAt(systemOn(s, s.players[seat]?.home as string)), seat, { infantry: 1 }),
      ],
      [
        "a planet",
        (s, seat) => {
          (s.players[seat] as Ti4PlayerState).planets = { mecatolrex: { exhausted: false } } as never;
        },
      ],
    ];
    for (const [, keep] of keeps) {
      const { state } = actionPhaseAllPlayed(3, (s) => {
        const seat = ((s.stack.at(-1) as { current: number }).current + 1) % 3;
        strip(s, seat);
        keep(s, seat);
      });
      const seat = ((state.stack.at(-1) as { current: number }).current + 1) % 3;
      expect(mustBeEliminated(state, seat)).toBe(false);
      const { events } = settle(state);
      expect(events.some((e) => e.type === "ti4PlayerEliminated")).toBe(false);
    }
  });
});
