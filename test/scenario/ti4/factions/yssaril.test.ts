/**
 * The Yssaril Tribes (factions/yssaril.ts): Stall Tactics as a component action (LRR 22), Scheming's extra
 * draw and discard, Crafty's hand without limit, and their flagship passing others' ships (LRR 58.4a).
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { drawActionCards } from "../../../../src/engine/ti4/actionCards/deck.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { play } from "../../../support/ti4.ts";
import { answer, refusal, run, withFactions } from "../../../support/ti4FactionBoard.ts";
import { CTX, HOME, position, put, SEAT, space } from "../../../support/ti4Tactical.ts";

function hand(state: Ti4State, seat: number, n: number): Ti4ActionCardId[] {
  const cards = state.decks.action.draw.splice(0, n);
  (state.players[seat] as Ti4State["players"][number]).secret.actionCards.push(...cards);
  return cards;
}

describe("Stall Tactics (Yssaril ability)", () => {
  const yssarilTurn = (faction: "yssaril" | "l1z1x" = "yssaril") =>
    position((s) => {
      (s.players[SEAT] as Ti4State["players"][number]).faction = faction;
      hand(s, SEAT, 2);
    });

  it("is a component action discarding 1 action card, and the turn's action", () => {
    const s = yssarilTurn();
    const card = s.players[SEAT]?.secret.actionCards[0] as Ti4ActionCardId;
    expect(pendingDecisions<Ti4>(s).map((d) => d.kind)).toContain("stallTactics");
    const done = answer(s, { type: "stallTactics", seat: SEAT, card });
    expect(done.events).toContainEqual(
      expect.objectContaining({
        type: "ti4ActionCardsDiscarded",
        seat: SEAT,
        cards: [card],
        reason: "Stall Tactics",
      }),
    );
    expect(done.state.players[SEAT]?.secret.actionCards).toHaveLength(1);
    expect(done.state.decks.action.discard).toContain(card);
    // The turn is spent: the next player is asked.
    expect(pendingDecisions<Ti4>(done.state)[0]?.seat).not.toBe(SEAT);
    // The bot answers it with a card of its own hand.
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "stallTactics");
    expect(decision && ti4Answers(s, decision)).toEqual([{ type: "stallTactics", seat: SEAT, card }]);
  });

  it("refuses a card not held, and is no one else's", () => {
    const s = yssarilTurn();
    const other = s.decks.action.draw[0] as Ti4ActionCardId;
    expect(refusal(s, { type: "stallTactics", seat: SEAT, card: other })).toEqual([
      "ERR_TI4_CARD_NOT_IN_HAND",
      "LRR 22",
    ]);
    const l1 = yssarilTurn("l1z1x");
    expect(pendingDecisions<Ti4>(l1).map((d) => d.kind)).not.toContain("stallTactics");
    const card = l1.players[SEAT]?.secret.actionCards[0] as Ti4ActionCardId;
    expect(refusal(l1, { type: "stallTactics", seat: SEAT, card })).not.toBeNull();
  });
});

describe("Scheming (Yssaril ability)", () => {
  it("draws 1 more action card, then asks for 1 discarded, of the Yssaril's choice", () => {
    const state = withFactions("yssaril", "sol", "hacan");
    const drawn = run(state, (tx) => drawActionCards(tx, 0, 1));
    expect(drawn.state.players[0]?.secret.actionCards).toHaveLength(2);
    expect(drawn.state.stack.at(-1)).toEqual({
      kind: "ti4HandLimit",
      seat: 0,
      discard: 1,
      reason: "Scheming",
    });
    const [first, second] = (drawn.state.players[0]?.secret.actionCards ?? []) as [
      Ti4ActionCardId,
      Ti4ActionCardId,
    ];
    expect(refusal(drawn.state, { type: "discardActionCards", seat: 0, cards: [first, second] })).toEqual([
      "ERR_TI4_DISCARD_COUNT",
      "LRR 2",
    ]);
    const done = answer(drawn.state, { type: "discardActionCards", seat: 0, cards: [second] });
    expect(done.state.players[0]?.secret.actionCards).toEqual([first]);
    expect(done.events).toContainEqual(expect.objectContaining({ reason: "Scheming", cards: [second] }));
  });

  it("is no one else's", () => {
    const state = withFactions("yssaril", "sol", "hacan");
    const drawn = run(state, (tx) => drawActionCards(tx, 1, 1));
    expect(drawn.state.players[1]?.secret.actionCards).toHaveLength(1);
    expect(drawn.state.stack.at(-1)?.kind).not.toBe("ti4HandLimit");
  });
});

describe("Crafty (Yssaril ability)", () => {
  it("leaves the Yssaril's hand without limit; others still discard down to 7", () => {
    const state = withFactions("yssaril", "sol", "hacan");
    hand(state, 0, 9);
    hand(state, 1, 8);
    const checked = run(state, () => {});
    expect(checked.state.stack.at(-1)).toEqual({ kind: "ti4HandLimit", seat: 1 });
    const cards = checked.state.players[1]?.secret.actionCards.slice(0, 1) as Ti4ActionCardId[];
    const done = answer(checked.state, { type: "discardActionCards", seat: 1, cards });
    expect(done.state.stack.at(-1)?.kind).not.toBe("ti4HandLimit");
    expect(done.state.players[0]?.secret.actionCards).toHaveLength(9);
  });
});

describe("Y'sia Y'ssrila (Yssaril flagship)", () => {
  function moveInto(s: Ti4State, system: string, units: object) {
    const activated = play(s, { type: "tacticalAction", seat: SEAT, system });
    const moves = [{ from: HOME, units, path: ["207"] }];
    const moved = applyCommand<Ti4>(activated.state, { type: "moveShips", seat: SEAT, moves } as never, CTX);
    if (!moved.ok) return [moved.error.code, moved.error.rule];
    const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
    expect(replayLog<Ti4>(log)).toEqual(moved.state);
    return moved.state;
  }

  const board = (faction: "yssaril" | "l1z1x") =>
    position((s) => {
      (s.players[SEAT] as Ti4State["players"][number]).faction = faction;
      put(s, HOME, { flagship: 1, carrier: 1 });
      put(s, "207", { destroyer: 1 }, 0);
    });

  it("moves through a system holding another player's ships", () => {
    const moved = moveInto(board("yssaril"), "104", { flagship: 1 }) as Ti4State;
    expect(space(moved, "104")).toEqual({ flagship: 1 });
  });

  it("does not take other ships through with it, and is no other flagship's", () => {
    expect(moveInto(board("yssaril"), "104", { flagship: 1, carrier: 1 })).toEqual([
      "ERR_TI4_BLOCKED",
      "LRR 58.4a",
    ]);
    expect(moveInto(board("l1z1x"), "104", { flagship: 1 })).toEqual(["ERR_TI4_BLOCKED", "LRR 58.4a"]);
  });
});
