/**
 * The Last Dispatch, the Ral Nel Consortium's flagship (TE faction sheet; LRR 78.7 retreats, LRR 31 units
 * destroyed directly): when it retreats, its owner may destroy 1 ship without Sustain Damage in the active
 * system. Position: a 3-player set-up with the factions set by hand (test/support/ti4FactionBoard.ts), a
 * space combat's round just assigned with the Ral Nel's retreat announced.
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { ti4Neighbours } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import { TE_RALNEL_LAST_DISPATCH } from "../../../../../src/engine/ti4/factions/ralnelLastDispatch.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../../../src/engine/ti4/state.ts";
import {
  answer,
  CTX,
  emptySystems,
  put,
  refusal,
  run,
  withFactions,
} from "../../../../support/ti4FactionBoard.ts";

const RALNEL = 0;
const ENEMY = 1;

interface Scene {
  state: Ti4State;
  at: string;
  to: string;
}

/**
 * The Ral Nel (seat 0) defend an empty system with `ships` against seat 1's dreadnought, cruiser and
 * destroyer; their retreat to an adjacent system holding a carrier of theirs is announced and the round's
 * hits are assigned: the kernel then makes the retreat.
 */
function retreating(ships: Ti4UnitCounts): Scene {
  const state = withFactions("ralnel", "sol", "letnev");
  state.config = { ...state.config, boxes: ["base", "te"] };
  const empty = emptySystems(state);
  const at = empty.find((p) => ti4Neighbours(state, p).some((n) => n !== p && empty.includes(n))) as string;
  const to = ti4Neighbours(state, at).find((n) => n !== at && empty.includes(n)) as string;
  put(state, at, RALNEL, ships);
  put(state, to, RALNEL, { carrier: 1 });
  const opening = { dreadnought: 1, cruiser: 1, destroyer: 1 };
  put(state, at, ENEMY, opening);
  state.stack.push({
    kind: "ti4SpaceCombat",
    seat: ENEMY,
    system: at,
    defender: RALNEL,
    round: 1,
    step: "assigned",
    roundEnded: true,
    retreat: { seat: RALNEL, to },
    opening: { attacker: opening, defender: ships },
  });
  return { state: run(state, () => {}).state, at, to };
}

const spaceOf = (s: Ti4State, position: string, seat: number) =>
  s.board[position]?.space.find((f) => f.seat === seat)?.units ?? {};

describe("TE faction: the Ral Nel's Last Dispatch (flagship; LRR 78.7, LRR 31)", () => {
  it("once it retreats, destroys a ship without Sustain Damage in the active system; the combat ends; replays", () => {
    const s = retreating({ flagship: 1, destroyer: 1 });
    expect(spaceOf(s.state, s.to, RALNEL)).toMatchObject({ flagship: 1, destroyer: 1, carrier: 1 });
    const asked = pendingDecisions<Ti4>(s.state);
    expect(asked.map((d) => d.kind)).toEqual(["lastDispatchDestroy", "lastDispatchDecline"]);
    // The dreadnought has Sustain Damage: not offered.
    expect(asked[0]?.choices).toEqual([`${ENEMY}:cruiser`, `${ENEMY}:destroyer`]);
    const done = answer(s.state, {
      type: "lastDispatchDestroy",
      seat: RALNEL,
      owner: ENEMY,
      unit: "cruiser",
    });
    expect(spaceOf(done.state, s.at, ENEMY)).toEqual({ dreadnought: 1, destroyer: 1 });
    expect(done.events).toContainEqual(
      expect.objectContaining({
        type: "ti4UnitsRemoved",
        seat: ENEMY,
        units: { cruiser: 1 },
        reason: "destroyed",
      }),
    );
    expect(done.state.stack.some((f) => f.kind === "teLastDispatch" || f.kind === "ti4SpaceCombat")).toBe(
      false,
    );
  });

  it("may destroy nothing: the combat ends with the enemy fleet whole", () => {
    const s = retreating({ flagship: 1 });
    const done = answer(s.state, { type: "lastDispatchDecline", seat: RALNEL });
    expect(spaceOf(done.state, s.at, ENEMY)).toEqual({ dreadnought: 1, cruiser: 1, destroyer: 1 });
    expect(done.state.stack.some((f) => f.kind === "ti4SpaceCombat")).toBe(false);
  });

  it("refuses a ship with Sustain Damage, its own, or the command unasked; the state is unchanged", () => {
    const s = retreating({ flagship: 1 });
    const sustain = { type: "lastDispatchDestroy", seat: RALNEL, owner: ENEMY, unit: "dreadnought" } as const;
    // The kernel refuses an answer not among the choices; the rule's own check names its reason.
    expect(refusal(s.state, sustain)).not.toBeNull();
    const tx = beginTx<Ti4>(structuredClone(s.state), CTX);
    expect(TE_RALNEL_LAST_DISPATCH.commands?.lastDispatchDestroy?.(tx, sustain as never)).toMatchObject({
      code: "ERR_TI4_LAST_DISPATCH_TARGET",
      rule: "TE Ral Nel: Last Dispatch (flagship)",
    });
    const own = { type: "lastDispatchDestroy", seat: RALNEL, owner: RALNEL, unit: "carrier" } as const;
    expect(TE_RALNEL_LAST_DISPATCH.commands?.lastDispatchDestroy?.(tx, own as never)).toMatchObject({
      code: "ERR_TI4_LAST_DISPATCH_TARGET",
    });
    expect(tx.events).toEqual([]);
    const done = answer(s.state, { type: "lastDispatchDecline", seat: RALNEL });
    const late = { type: "lastDispatchDestroy", seat: RALNEL, owner: ENEMY, unit: "cruiser" } as const;
    expect(refusal(done.state, late)?.[0]).toBe("ERR_NOT_NOW");
    const lateTx = beginTx<Ti4>(structuredClone(done.state), CTX);
    expect(TE_RALNEL_LAST_DISPATCH.commands?.lastDispatchDestroy?.(lateTx, late as never)).toMatchObject({
      code: "ERR_TI4_LAST_DISPATCH_NOT_ASKED",
    });
  });

  it("is not asked when the flagship stayed out of the retreat, nor without Thunder's Edge", () => {
    const without = retreating({ destroyer: 1, cruiser: 1 });
    expect(pendingDecisions<Ti4>(without.state).map((d) => d.kind)).not.toContain("lastDispatchDestroy");
    expect(without.state.stack.some((f) => f.kind === "ti4SpaceCombat")).toBe(false);
    // The Ral Nel are dealt only with Thunder's Edge; the rule asks for the box all the same.
    const base = structuredClone(without.state);
    base.config = { ...base.config, boxes: ["base"] };
    const tx = beginTx<Ti4>(base, CTX);
    const made = { system: without.at, seat: RALNEL, to: without.to, units: { flagship: 1 } };
    TE_RALNEL_LAST_DISPATCH.hooks?.retreatMade?.(tx, made);
    expect(tx.events).toEqual([]);
  });

  it("the bot destroys the dearest ship offered", () => {
    const s = retreating({ flagship: 1 });
    const asked = pendingDecisions<Ti4>(s.state)[0];
    expect(ti4Answers(s.state, asked as never)[0]).toEqual({
      type: "lastDispatchDestroy",
      seat: RALNEL,
      owner: ENEMY,
      unit: "cruiser",
    });
  });
});
