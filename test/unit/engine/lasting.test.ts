import { describe, expect, it } from "vitest";
import { replay } from "../../../src/engine/index.ts";
import {
  cardEffects,
  endCardEffect,
  endExpiredCardEffects,
  hasCardEffect,
  startCardEffect,
} from "../../../src/engine/rules/actionCards/lasting.ts";
import { beginTx } from "../../../src/engine/tx.ts";
import { CTX, newScenario } from "../../support/engine.ts";

describe("lasting card effects (rules/actionCards/lasting.ts)", () => {
  it("starts effects with what the card named, ends the expired ones as a round begins, and replays", () => {
    const game = newScenario(3);
    const tx = beginTx({ ...game.state, round: 2 }, CTX);
    startCardEffect(tx, { effect: "armistice", seat: 0, target: 1, planets: ["bereg"] });
    startCardEffect(tx, { effect: "tradeEmbargo", seat: 2, lastRound: 3 });
    startCardEffect(tx, { effect: "prophecyOfIxth", seat: 1, lastRound: null });
    expect(cardEffects(tx.state, "armistice", { target: 1 })).toEqual([
      {
        effect: "armistice",
        seat: 0,
        target: 1,
        planets: ["bereg"],
        system: null,
        choice: null,
        round: 2,
        lastRound: 2,
      },
    ]);
    expect(hasCardEffect(tx.state, "armistice", { target: 2 })).toBe(false);

    endExpiredCardEffects(tx, 3);
    expect((tx.state.cardEffects ?? []).map((e) => e.effect)).toEqual(["tradeEmbargo", "prophecyOfIxth"]);
    endExpiredCardEffects(tx, 4);
    expect((tx.state.cardEffects ?? []).map((e) => e.effect)).toEqual(["prophecyOfIxth"]);
    endCardEffect(tx, cardEffects(tx.state, "prophecyOfIxth")[0] as never);
    expect(tx.state.cardEffects).toEqual([]);

    const events = [{ type: "gameCreated" as const, state: { ...game.state, round: 2 } }, ...tx.events];
    expect(replay(events)).toEqual(tx.state);
  });

  it("refuses to end an effect that is not in play (a corrupt log is never replayed quietly)", () => {
    const tx = beginTx(newScenario(3).state, CTX);
    expect(() => tx.emit({ type: "cardEffectEnded", effect: "armistice", seat: 0, round: 1 })).toThrow(
      /not in play/,
    );
  });
});
