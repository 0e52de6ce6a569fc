/**
 * TE "Breakthroughs and Synergy": Deepgloom Executable (Yssaril Tribes), one use of Stall Tactics or Scheming
 * lent to another player, with a transaction of their own outside the turn's limit (LRR 94.1)
 * (thundersEdge/breakthroughs/yssaril.ts); played, refused with the state unchanged, replayed.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId } from "../../../../../src/content/ti4/index.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import type { Ti4TradeOffer } from "../../../../../src/engine/ti4/transactions/frames.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { botUntil, type Played, refusalOf, send } from "../../../../support/ti4Status.ts";

const RULE = "TE Breakthroughs and Synergy: Deepgloom Executable";
let sols = "" as Ti4ActionCardId;

/** The Yssaril (seat 0) with or without the card; the Sol (seat 1) to act, holding 1 action card. */
function scene(card: boolean): Played {
  return eventGame(["yssaril", "sol", "xxcha"], [], 1, (s) => {
    const deck = s.decks.action.draw;
    sols = deck.shift() as Ti4ActionCardId;
    const sol = s.players[1] as Ti4State["players"][number];
    sol.secret.actionCards = [sols];
    for (const player of s.players) {
      player.tradeGoods = 3;
      for (const strategy of player.strategyCards) strategy.played = true;
    }
    if (card) (s.players[0] as Ti4State["players"][number]).breakthrough = "yssarilbt";
  });
}

const NOTHING: Ti4TradeOffer = { tradeGoods: 0, commodities: 0, promissoryNote: null, actionCards: [] };
const ONE: Ti4TradeOffer = { ...NOTHING, tradeGoods: 1 };

describe(`${RULE} (Yssaril Tribes)`, () => {
  it("lends Stall Tactics: offered to the borrower on their turn, and back to the Yssaril once used", () => {
    const lent = send(scene(true), { type: "deepgloomLend", seat: 0, to: 1, ability: "stallTactics" });
    expect(lent.state.players[0]?.deepgloomLoans).toEqual([{ to: 1, ability: "stallTactics", trade: true }]);
    const offered = pendingDecisions<Ti4>(lent.state).find((d) => d.kind === "stallTactics" && d.seat === 1);
    if (!offered) throw new Error("Stall Tactics is not offered to the borrower");
    const answer = ti4Answers(lent.state, offered)[0];
    expect(answer).toEqual({ type: "stallTactics", seat: 1, card: sols });
    const used = send(lent, answer as Ti4Command);
    expect(used.state.players[1]?.secret.actionCards).toEqual([]);
    expect(used.state.decks.action.discard).toContain(sols);
    expect(used.state.players[0]?.deepgloomLoans).toBeUndefined();
    expect(replayLog<Ti4>(used.events)).toEqual(used.state);
  });

  it("opens one transaction with the borrower, made by players neither of whom is active, not counted (LRR 94.1)", () => {
    const at = scene(true);
    const propose: Ti4Command = { type: "proposeTransaction", seat: 0, with: 2, give: ONE, receive: NOTHING };
    // Without a loan the Yssaril and the Xxcha may not trade on the Sol's turn.
    expect(refusalOf(at.state, propose)).toEqual(["ERR_TI4_TRANSACTION_NOT_ACTIVE", "LRR 94.1"]);
    const lent = send(at, { type: "deepgloomLend", seat: 0, to: 2, ability: "scheming" });
    const proposed = send(lent, propose);
    const made = send(proposed, { type: "answerTransaction", seat: 2, accept: true });
    expect(made.state.players[0]?.tradeGoods).toBe(2);
    expect(made.state.players[2]?.tradeGoods).toBe(4);
    // Not recorded against the turn's limit; the loan stays, its transaction made.
    expect(made.state.transactions).toEqual(at.state.transactions);
    expect(made.state.players[0]?.deepgloomLoans).toEqual([{ to: 2, ability: "scheming" }]);
    expect(refusalOf(made.state, propose)).toEqual(["ERR_TI4_TRANSACTION_NOT_ACTIVE", "LRR 94.1"]);
    expect(replayLog<Ti4>(made.events)).toEqual(made.state);
  });

  it("lends Scheming: the borrower's next draw gives 1 card more and 1 discard; loans come back as the status phase ends", () => {
    const lent = send(send(scene(true), { type: "deepgloomLend", seat: 0, to: 2, ability: "scheming" }), {
      type: "deepgloomLend",
      seat: 0,
      to: 1,
      ability: "stallTactics",
    });
    let later = lent;
    for (let i = 0; i < 50 && later.state.phase === "action"; i++) {
      const pass = (s: Ti4State) => pendingDecisions<Ti4>(s).find((d) => d.kind === "pass");
      const decision = pass(later.state);
      if (decision) later = send(later, { type: "pass", seat: decision.seat });
      else later = botUntil(later, (s) => s.phase !== "action" || pass(s) !== undefined);
    }
    later = botUntil(later, (s) => s.phase !== "status", 400);
    const counted = later.events
      .slice(lent.events.length)
      .filter((e) => e.type === "ti4ActionCardsCounted" && e.seat === 2);
    // LRR 81.3: the status phase's 1 card, and 1 more by the lent Scheming, then 1 discard owed.
    expect(counted[0]).toMatchObject({ count: 2 });
    const owed = later.events.find(
      (e) => e.type === "ti4ActionCardDiscardsOwed" && e.seat === 2 && e.reason === "Scheming",
    );
    expect(owed).toBeDefined();
    expect(later.state.players[0]?.deepgloomLoans).toBeUndefined();
    expect(replayLog<Ti4>(later.events)).toEqual(later.state);
  });

  it("is refused without the card, to oneself, twice at once, and Stall Tactics unlent (state unchanged)", () => {
    const without = scene(false);
    expect(refusalOf(without.state, { type: "deepgloomLend", seat: 0, to: 1, ability: "scheming" })).toEqual([
      "ERR_TI4_DEEPGLOOM",
      RULE,
    ]);
    const at = scene(true);
    expect(refusalOf(at.state, { type: "deepgloomLend", seat: 0, to: 0, ability: "scheming" })).toEqual([
      "ERR_TI4_DEEPGLOOM",
      RULE,
    ]);
    expect(refusalOf(at.state, { type: "deepgloomLend", seat: 1, to: 2, ability: "scheming" })).toEqual([
      "ERR_TI4_DEEPGLOOM",
      RULE,
    ]);
    const lent = send(at, { type: "deepgloomLend", seat: 0, to: 1, ability: "scheming" });
    expect(refusalOf(lent.state, { type: "deepgloomLend", seat: 0, to: 1, ability: "scheming" })).toEqual([
      "ERR_TI4_DEEPGLOOM",
      RULE,
    ]);
    expect(pendingDecisions<Ti4>(lent.state).some((d) => d.kind === "stallTactics")).toBe(false);
    expect(refusalOf(lent.state, { type: "stallTactics", seat: 1, card: sols })?.[0]).toBe("ERR_NOT_NOW");
  });
});
