/**
 * The Yin's Impulse Core (faction technology; LRR 78.2, 78.6): at the start of a space combat the Yin may
 * destroy a cruiser or destroyer there for 1 hit that goes to a non-fighter ship; refused for a ship they
 * do not have there; not asked without the technology; the bot's choice. The Van Hauge (Yin flagship):
 * destroyed, it destroys every ship in its system, whether by hits (LRR 87) or directly, with no hits (LRR
 * 31: Direct Hit, Courageous to the End, an ability naming it). Replayed from the log.
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { destroyUnitsDirectly } from "../../../../src/engine/ti4/board/destroyed.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import { pushHitAssignment } from "../../../../src/engine/ti4/combat/hits.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { answer, clash, inSpaceCombat, playOut, refusal, run, withFactions } from "./baseClash.ts";

const asked = (s: Ti4State) => pendingDecisions<Ti4>(s).some((d) => d.kind === "yinImpulseCore");
const pushed = (events: readonly { type: string; frame?: { kind: string } }[]) =>
  events.some((e) => e.type === "ti4FramePushed" && e.frame?.kind === "ti4YinImpulseCore");

function yin(): Ti4State {
  const state = withFactions("yin", "nekro");
  state.players[0]?.technologies.push("ic");
  return state;
}

describe("Yin Impulse Core (faction technology, LRR 78.2)", () => {
  it("destroys a Yin destroyer as the combat starts for 1 hit on a non-fighter ship", () => {
    const start = clash(yin(), { destroyer: 2, dreadnought: 3 }, { fighter: 2, cruiser: 1 });
    const at = playOut(start, { type: "tacticalAction", seat: 0, system: "310" }, (s) => !asked(s));
    const decision = pendingDecisions<Ti4>(at.state)[0];
    expect(decision).toMatchObject({ kind: "yinImpulseCore", seat: 0 });
    expect(refusal(at.state, { type: "yinImpulseCore", seat: 0, unit: "cruiser" })?.[0]).toBe(
      "ERR_TI4_IMPULSE_CORE_UNIT",
    );
    // The bot's fleet is the stronger one here: it keeps its ships.
    if (decision)
      expect(ti4Answers(at.state, decision)[0]).toEqual({ type: "yinImpulseCore", seat: 0, unit: "none" });
    const used = answer(at.state, { type: "yinImpulseCore", seat: 0, unit: "destroyer" });
    expect(used.events).toContainEqual(
      expect.objectContaining({
        type: "ti4UnitsRemoved",
        seat: 0,
        units: { destroyer: 1 },
        reason: "destroyed",
      }),
    );
    expect(used.events).toContainEqual(
      expect.objectContaining({
        type: "ti4FramePushed",
        frame: expect.objectContaining({ kind: "ti4AssignHits", seat: 1, hits: 1, nonFightersFirst: 1 }),
      }),
    );
  });

  it("is not asked without the technology", () => {
    const start = clash(withFactions("yin", "nekro"), { destroyer: 2 }, { cruiser: 1 });
    const done = playOut(start, { type: "tacticalAction", seat: 0, system: "310" }, inSpaceCombat);
    expect(pushed(done.events)).toBe(false);
  });
});

describe("Yin flagship Van Hauge (faction sheet)", () => {
  it("destroyed, destroys every ship in its system", () => {
    const start = clash(withFactions("yin", "nekro"), { flagship: 1, carrier: 2 }, { dreadnought: 2 });
    const place = { position: "310" };
    const hit = run(start, (tx) =>
      pushHitAssignment(tx, { seat: 0, place, hits: 1, reason: "spaceCannonOffense" }),
    );
    const assigned = answer(hit.state, {
      type: "assignHits",
      seat: 0,
      sustain: {},
      destroy: { flagship: 1 },
    });
    const space = assigned.state.board["310"]?.space ?? [];
    expect(space.filter((f) => Object.values(f.units).some((n) => n))).toEqual([]);
    const other = run(start, (tx) =>
      pushHitAssignment(tx, { seat: 0, place, hits: 1, reason: "spaceCannonOffense" }),
    );
    const carrier = answer(other.state, {
      type: "assignHits",
      seat: 0,
      sustain: {},
      destroy: { carrier: 1 },
    });
    expect(carrier.state.board["310"]?.space.find((f) => f.seat === 1)?.units.dreadnought).toBe(2);
  });
});

describe("Yin flagship Van Hauge destroyed without hits (LRR 31)", () => {
  const start = () => clash(withFactions("yin", "nekro"), { flagship: 1, carrier: 2 }, { dreadnought: 2 });
  const shipsLeft = (s: Ti4State) =>
    (s.board["310"]?.space ?? []).filter((f) => Object.values(f.units).some((n) => n));

  it("destroyed directly by an ability, destroys every ship in its system", () => {
    const place = { position: "310" };
    const gone = run(start(), (tx) =>
      destroyUnitsDirectly(tx, { seat: 0, place, units: { flagship: 1 }, cause: "a test" }),
    );
    expect(shipsLeft(gone.state)).toEqual([]);
    expect(gone.events).toContainEqual(
      expect.objectContaining({
        type: "ti4UnitsRemoved",
        seat: 1,
        units: { dreadnought: 2 },
        reason: "destroyed",
      }),
    );
    // Another ship destroyed directly leaves the rest alone.
    const carrier = run(start(), (tx) =>
      destroyUnitsDirectly(tx, { seat: 0, place, units: { carrier: 1 }, cause: "a test" }),
    );
    expect(carrier.state.board["310"]?.space.find((f) => f.seat === 1)?.units.dreadnought).toBe(2);
  });

  it("chosen as a loss to Courageous to the End, destroys every ship there; the bot keeps it", () => {
    const state = start();
    for (const p of state.players) p.secret.actionCards = p.seat === 1 ? ["courageous"] : [];
    // Seat 1 lost a dreadnought and plays the card; its dice hit once (set here as the card's frame).
    const asked = run(state, (tx) =>
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4ChosenShipLosses", seat: 0, system: "310", count: 1, by: 1, card: "courageous" },
      }),
    );
    const decision = pendingDecisions<Ti4>(asked.state)[0];
    expect(decision).toMatchObject({ kind: "chooseShipLosses", seat: 0 });
    if (decision)
      expect(ti4Answers(asked.state, decision)).toEqual([
        { type: "chooseShipLosses", seat: 0, ships: { carrier: 1 } },
      ]);
    expect(refusal(asked.state, { type: "chooseShipLosses", seat: 0, ships: { flagship: 2 } })?.[0]).toBe(
      "ERR_TI4_LOSSES_TOO_MANY",
    );
    const chosen = answer(asked.state, { type: "chooseShipLosses", seat: 0, ships: { flagship: 1 } });
    expect(shipsLeft(chosen.state)).toEqual([]);
  });
});
