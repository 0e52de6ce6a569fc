/**
 * The Mentak Coalition (factions/mentak.ts): Ambush as a space combat begins, Mirror Computing's trade goods
 * worth 2 (LRR 93), Salvage Operations' trade good after a combat, and the Fourth Moon taking sustain damage
 * away from others' ships (LRR 87).
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { hitTargets } from "../../../../src/engine/ti4/combat/hitTargets.ts";
import { cheapestPayment, pay, paymentValue } from "../../../../src/engine/ti4/economy/spend.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import {
  answer,
  emptySystems,
  fight,
  learn,
  put,
  refusal,
  run,
  spaceCombatWon,
  withFactions,
} from "../../../support/ti4FactionBoard.ts";

describe("Ambush (Mentak ability)", () => {
  it("rolls one die for each of up to 2 cruisers or destroyers as the combat begins, before the barrage", () => {
    const state = withFactions("mentak", "sol", "hacan");
    const at = emptySystems(state)[0] as string;
    put(state, at, 0, { cruiser: 3, destroyer: 1, carrier: 1 });
    put(state, at, 1, { dreadnought: 2, carrier: 1 });
    const done = fight(state, 0, at);
    const rolls = done.events.filter((e) => e.type === "ti4DiceRolled");
    expect(rolls[0]).toMatchObject({ seat: 0, roll: "combat", groups: [{ type: "cruiser", units: 2 }] });
    expect(rolls[0]?.type === "ti4DiceRolled" && rolls[0].groups[0]?.rolls.length).toBe(2);
    const hits = rolls[0]?.type === "ti4DiceRolled" ? rolls[0].hits : 0;
    const top = done.state.stack.at(-1);
    if (hits > 0) expect(top).toMatchObject({ kind: "ti4AssignHits", seat: 1, hits });
    else expect(top).toMatchObject({ kind: "ti4SpaceCombat" });
  });

  it("is the defender's too, and no one else's", () => {
    const state = withFactions("sol", "mentak", "hacan");
    const at = emptySystems(state)[0] as string;
    put(state, at, 0, { dreadnought: 1 });
    put(state, at, 1, { destroyer: 1 });
    const done = fight(state, 0, at);
    expect(done.events.find((e) => e.type === "ti4DiceRolled")).toMatchObject({
      seat: 1,
      groups: [{ type: "destroyer", units: 1 }],
    });
    // A Sol attacker with cruisers against a Hacan defender: nobody ambushes; the first dice of the combat
    // are its first round's (neither side has anti-fighter barrage here).
    const other = withFactions("sol", "hacan", "mentak");
    put(other, at, 0, { cruiser: 2 });
    put(other, at, 1, { cruiser: 2 });
    const events = fight(other, 0, at).events;
    const begun = events.findIndex((e) => e.type === "ti4CombatRoundBegan");
    expect(events[begun + 1]?.type).not.toBe("ti4DiceRolled");
  });
});

describe("Mirror Computing (Mentak technology)", () => {
  it("makes each trade good the Mentak spend worth 2, and no one else's", () => {
    const state = withFactions("mentak", "sol", "hacan");
    for (const p of state.players) p.tradeGoods = 3;
    const goods = { planets: [], tradeGoods: 2 };
    expect(paymentValue(state, 0, goods, "resources")).toBe(2);
    learn(state, 0, "mc");
    learn(state, 1, "mc");
    expect(paymentValue(state, 0, goods, "influence")).toBe(4);
    expect(paymentValue(state, 1, goods, "resources")).toBe(2);
    expect(cheapestPayment(state, 0, "resources", 20)).toBeNull();
    const paid = run(state, (tx) => {
      expect(pay(tx, 0, goods, "resources", 4, "a test")).toBeUndefined();
      expect(pay(tx, 1, goods, "resources", 4, "a test")).toMatchObject({ code: "ERR_TI4_UNDERPAID" });
    });
    expect(paid.state.players[0]?.tradeGoods).toBe(1);
    expect(paid.state.players[1]?.tradeGoods).toBe(3);
  });
});

describe("Salvage Operations (Mentak technology)", () => {
  /** A combat whose defender has just lost its last ship. */
  function won(mentakSeat: 0 | 1, technology: boolean) {
    const state = withFactions(
      mentakSeat === 0 ? "mentak" : "sol",
      mentakSeat === 1 ? "mentak" : "sol",
      "hacan",
    );
    if (technology) learn(state, mentakSeat, "so");
    return spaceCombatWon(state, 0);
  }

  it("gives the Mentak 1 trade good after a combat they won or lost", () => {
    expect(won(0, true).state.players[0]?.tradeGoods).toBe(1);
    expect(won(0, true).events).toContainEqual(
      expect.objectContaining({
        type: "ti4TradeGoodsChanged",
        seat: 0,
        amount: 1,
        reason: "Salvage Operations",
      }),
    );
    expect(won(1, true).state.players[1]?.tradeGoods).toBe(1);
  });

  it("gives nothing without the technology", () => {
    expect(won(0, false).state.players[0]?.tradeGoods).toBe(0);
    expect(won(0, false).state.stack.some((f) => f.kind === "ti4Production")).toBe(false);
  });

  it("lets a winning Mentak produce 1 ship of a type destroyed in the combat, in its system", () => {
    const done = won(0, true);
    const top = done.state.stack.at(-1);
    expect(top).toMatchObject({ kind: "ti4Production", seat: 0, limit: 1, types: ["destroyer"] });
    const pay = cheapestPayment(done.state, 0, "resources", 2);
    if (!pay) throw new Error("no payment");
    expect(
      refusal(done.state, { type: "produceUnits", seat: 0, units: { cruiser: 1 }, payment: pay }),
    ).toEqual(["ERR_TI4_PRODUCTION_TYPE", "LRR 68"]);
    const made = answer(done.state, { type: "produceUnits", seat: 0, units: { destroyer: 1 }, payment: pay });
    const system = top?.kind === "ti4Production" ? top.system : "";
    expect(made.state.board[system]?.space.find((f) => f.seat === 0)?.units.destroyer).toBe(1);
    expect(made.events).toContainEqual(
      expect.objectContaining({ type: "ti4UnitsPlaced", reason: "Salvage Operations" }),
    );
  });

  it("offers no ship to a Mentak who lost the combat", () => {
    expect(won(1, true).state.stack.some((f) => f.kind === "ti4Production")).toBe(false);
  });
});

describe("Fourth Moon (Mentak flagship)", () => {
  it("takes sustain damage away from other players' ships in its system, not from the Mentak's", () => {
    const state = withFactions("mentak", "sol", "hacan");
    const at = emptySystems(state)[0] as string;
    put(state, at, 0, { flagship: 1, dreadnought: 1 });
    put(state, at, 1, { dreadnought: 2, cruiser: 1 });
    const place = { position: at };
    expect(hitTargets(state, { seat: 1, place }).mayDamage).toEqual({});
    expect(hitTargets(state, { seat: 0, place }).mayDamage).toEqual({ flagship: 1, dreadnought: 1 });
    state.stack.push({ kind: "ti4AssignHits", seat: 1, place, hits: 1, reason: "spaceCombat" });
    expect(pendingDecisions<Ti4>(state)[0]).toMatchObject({ kind: "assignHits", seat: 1 });
    expect(refusal(state, { type: "assignHits", seat: 1, sustain: { dreadnought: 1 }, destroy: {} })).toEqual(
      ["ERR_TI4_SUSTAIN_BLOCKED", "LRR 87"],
    );
    const done = answer(state, { type: "assignHits", seat: 1, sustain: {}, destroy: { dreadnought: 1 } });
    expect(done.state.board[at]?.space.find((f) => f.seat === 1)?.units).toEqual({
      dreadnought: 1,
      cruiser: 1,
    });
  });

  it("leaves sustain damage alone where the flagship is not", () => {
    const state = withFactions("mentak", "sol", "hacan");
    const [at, elsewhere] = emptySystems(state) as [string, string];
    put(state, elsewhere, 0, { flagship: 1 });
    put(state, at, 1, { dreadnought: 2 });
    expect(hitTargets(state, { seat: 1, place: { position: at } }).mayDamage).toEqual({ dreadnought: 2 });
  });
});
