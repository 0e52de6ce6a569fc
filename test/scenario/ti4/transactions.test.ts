/**
 * Transactions (LRR 94, digest §7): the active player and a neighbour (LRR 60) exchange trade goods,
 * commodities (trade goods for the receiver, LRR 21.5) and a promissory note, once per pair per turn; in the
 * agenda phase any two players, once per agenda (94.6). Both agree: one proposes, the other answers.
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import { meetsRequirement } from "../../../src/engine/ti4/objectives/requirements.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { areNeighbours } from "../../../src/engine/ti4/transactions/neighbours.ts";
import { agendaPhase, refusal as agendaRefusal, apply } from "../../support/ti4Agenda.ts";
import {
  actionPhase,
  edited,
  neighbours,
  offer,
  player,
  refusal,
  refusalText,
  replayed,
  step,
  strangers,
  tradingTable,
  turnOf,
  waiting,
} from "../../support/ti4Trade.ts";

/** The trading table, with no Mentak: a Mentak neighbour's Pillage would open a window after the transaction. */
function trading() {
  return tradingTable((draft) => {
    for (const p of draft.players) if (p.faction === "mentak") p.faction = "sol";
  });
}

describe("promissory notes at set-up (LRR 69.1)", () => {
  it("deals every player the base notes of their colour and their faction's note", () => {
    const { state } = actionPhase();
    for (const p of state.players) {
      expect(p.secret.promissoryNotes.slice(0, 4)).toEqual([
        "ceasefire",
        "trade_agreement",
        "political_secret",
        "support_for_the_throne",
      ]);
      expect(p.secret.promissoryNotes).toHaveLength(5);
    }
  });
});

describe("transactions in the action phase (LRR 94)", () => {
  it("exchanges goods, commodities and a note once both agree; commodities arrive as trade goods", () => {
    let game = trading();
    game = step(game, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer({ tradeGoods: 1, commodities: 2, promissoryNote: { note: "ceasefire", owner: 0 } }),
      receive: offer({ commodities: 3 }),
    });
    expect(waiting(game.state)).toEqual([{ seat: 1, kind: "answerTransaction" }]);
    // Nothing moves before the answer.
    expect(player(game.state, 0).tradeGoods).toBe(3);
    game = step(game, { type: "answerTransaction", seat: 1, accept: true });
    const [a, b] = [player(game.state, 0), player(game.state, 1)];
    expect([a.tradeGoods, a.commodities]).toEqual([3 - 1 + 3, 0]);
    expect([b.tradeGoods, b.commodities]).toEqual([1 + 1 + 2, 0]);
    expect(a.secret.promissoryNotes).not.toContain("ceasefire");
    expect(b.secret.promissoryNotes).toContain("ceasefire@0");
    // Back to the turn: the active player still has its action to take.
    expect(game.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    expect(replayed(game)).toEqual(game.state);
  });

  it("lets the other player decline: nothing changes hands, and they may try again", () => {
    let game = trading();
    const before = structuredClone(game.state.players);
    game = step(game, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer(),
      receive: offer({ tradeGoods: 1 }),
    });
    game = step(game, { type: "answerTransaction", seat: 1, accept: false });
    expect(game.state.players).toEqual(before);
    expect(game.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    // A declined proposal is no transaction made.
    game = step(game, {
      type: "proposeTransaction",
      seat: 1,
      with: 0,
      give: offer({ tradeGoods: 1 }),
      receive: offer(),
    });
    game = step(game, { type: "answerTransaction", seat: 0, accept: true });
    expect(player(game.state, 0).tradeGoods).toBe(4);
    expect(replayed(game)).toEqual(game.state);
  });

  it("allows one transaction with each neighbour per turn, and a new one on the next turn", () => {
    let game = trading();
    game = step(game, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer({ tradeGoods: 1 }),
      receive: offer(),
    });
    game = step(game, { type: "answerTransaction", seat: 1, accept: true });
    const again = {
      type: "proposeTransaction",
      seat: 1,
      with: 0,
      give: offer({ tradeGoods: 1 }),
      receive: offer(),
    } as const;
    expect(refusal(game.state, again)).toEqual(["ERR_TI4_TRANSACTION_MADE", "LRR 94.1"]);
    expect(refusalText(game.state, again)).toContain("already made their transaction this turn");
    // Seat 0 takes its action and passes the turn on; on seat 1's turn the pair may trade again.
    const next = edited(game, (draft) => turnOf(draft, 1));
    const cleared = step(
      edited(next, (draft) => {
        delete draft.transactions;
      }),
      again,
    );
    expect(cleared.state.stack.at(-1)?.kind).toBe("ti4Transaction");
    expect(replayed(game)).toEqual(game.state);
  });

  it("clears the turn's transactions when the next turn begins", () => {
    let game = trading();
    game = step(game, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer({ tradeGoods: 1 }),
      receive: offer(),
    });
    game = step(game, { type: "answerTransaction", seat: 1, accept: true });
    expect(game.state.transactions?.pairs).toEqual(["0-1"]);
    const card = player(game.state, 0).strategyCards[0]?.card as string;
    game = step(game, { type: "strategicAction", seat: 0, card: card as never });
    for (let i = 0; i < 30 && game.state.stack.at(-1)?.kind !== "ti4ActionPhase"; i++) {
      const d = pendingDecisions<Ti4>(game.state)[0];
      if (!d) break;
      const [answer] = ti4Answers(game.state, d);
      if (!answer) break;
      game = step(game, answer);
    }
    expect(game.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    expect(game.state.transactions).toBeUndefined();
    expect(replayed(game)).toEqual(game.state);
  });

  it("refuses what the rules do not allow, each with its rule", () => {
    const game = trading();
    const [x, y] = strangers(game.state);
    const far = edited(game, (draft) => turnOf(draft, x));
    expect(areNeighbours(far.state, x, y)).toBe(false);
    const propose = (seat: number, other: number, give = offer({ tradeGoods: 1 }), receive = offer()) =>
      ({ type: "proposeTransaction", seat, with: other, give, receive }) as const;
    expect(refusal(far.state, propose(x, y, offer()))).toEqual(["ERR_TI4_NOT_NEIGHBOURS", "LRR 94.1"]);
    // Neither side is the active player.
    expect(refusal(game.state, propose(2, 3))).toEqual(["ERR_TI4_TRANSACTION_NOT_ACTIVE", "LRR 94.1"]);
    expect(refusal(game.state, propose(0, 0))).toEqual(["ERR_TI4_TRANSACTION_SELF", "LRR 94.1"]);
    expect(refusal(game.state, propose(0, 1, offer(), offer()))).toEqual([
      "ERR_TI4_TRANSACTION_EMPTY",
      "LRR 94.2",
    ]);
    expect(refusal(game.state, propose(0, 1, offer({ tradeGoods: 4 })))).toEqual([
      "ERR_TI4_TRADE_GOODS_SHORT",
      "LRR 94.2",
    ]);
    expect(refusal(game.state, propose(0, 1, offer(), offer({ commodities: 4 })))).toEqual([
      "ERR_TI4_COMMODITIES_SHORT",
      "LRR 94.2",
    ]);
    // LRR 94.3: action cards change hands only with the Hacan.
    const card = player(game.state, 0).secret.actionCards[0] ?? "sabotage";
    expect(refusal(game.state, propose(0, 1, offer({ actionCards: [card as never] })))).toEqual([
      "ERR_TI4_NO_ACTION_CARD_TRADE",
      "LRR 94.3",
    ]);
    // A note not in hand (another player's colour, never received).
    expect(
      refusal(game.state, propose(0, 1, offer({ promissoryNote: { note: "ceasefire", owner: 2 } }))),
    ).toEqual(["ERR_TI4_NOTE_NOT_HELD", "LRR 94.3"]);
    expect(
      refusal(game.state, propose(0, 1, offer({ promissoryNote: { note: "no_such_note", owner: 0 } }))),
    ).toEqual(["ERR_TI4_NOTE_UNKNOWN", "LRR 69"]);
    // A proposal waits for its answer before another is made.
    const pending = step(game, propose(0, 1));
    expect(refusal(pending.state, propose(0, 1))).toEqual(["ERR_TI4_TRANSACTION_PENDING", "LRR 94.4"]);
    // Only the one asked answers.
    expect(refusal(pending.state, { type: "answerTransaction", seat: 0, accept: true })?.[0]).toBe(
      "ERR_NOT_YOUR_TURN",
    );
    // Not in the strategy phase.
    const strategy = edited(game, (draft) => {
      draft.phase = "strategy";
    });
    expect(refusal(strategy.state, propose(0, 1))).toEqual(["ERR_TI4_TRANSACTION_WHEN", "LRR 94.1"]);
  });

  it("refuses an acceptance of what the answering player does not hold", () => {
    let game = trading();
    game = step(game, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer({ tradeGoods: 2 }),
      receive: offer({ promissoryNote: { note: "political_secret", owner: 2 } }),
    });
    expect(refusal(game.state, { type: "answerTransaction", seat: 1, accept: true })).toEqual([
      "ERR_TI4_NOTE_NOT_HELD",
      "LRR 94.3",
    ]);
    game = step(game, { type: "answerTransaction", seat: 1, accept: false });
    expect(replayed(game)).toEqual(game.state);
  });

  it("has the bot answer every proposal: fair terms accepted, a note asked of it declined", () => {
    let game = trading();
    game = step(game, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer({ tradeGoods: 2 }),
      receive: offer({ commodities: 1 }),
    });
    const d = pendingDecisions<Ti4>(game.state)[0];
    if (!d) throw new Error("no decision");
    expect(ti4Answers(game.state, d)[0]).toEqual({ type: "answerTransaction", seat: 1, accept: true });
    let other = trading();
    other = step(other, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer({ tradeGoods: 3 }),
      receive: offer({ promissoryNote: { note: "support_for_the_throne", owner: 1 } }),
    });
    const e = pendingDecisions<Ti4>(other.state)[0];
    if (!e) throw new Error("no decision");
    expect(ti4Answers(other.state, e)).toEqual([{ type: "answerTransaction", seat: 1, accept: false }]);
  });
});

describe("transactions in the agenda phase (LRR 94.6)", () => {
  it("lets any two players trade during an agenda, neighbours or not, once per agenda", () => {
    let played = agendaPhase(["economic_equality", "conscription"], (draft) => {
      for (const p of draft.players) p.tradeGoods = 2;
    });
    const [x, y] = strangers(played.state);
    played = apply(played, {
      type: "proposeTransaction",
      seat: x,
      with: y,
      give: offer({ tradeGoods: 2 }),
      receive: offer(),
    });
    played = apply(played, { type: "answerTransaction", seat: y, accept: true });
    expect(player(played.state, y).tradeGoods).toBe(4);
    expect(
      agendaRefusal(played, {
        type: "proposeTransaction",
        seat: y,
        with: x,
        give: offer({ tradeGoods: 1 }),
        receive: offer(),
      }),
    ).toEqual(["ERR_TI4_TRANSACTION_MADE", "LRR 94.6"]);
    // The vote goes on where it was.
    expect(played.state.stack.at(-1)?.kind).toBe("ti4AgendaVote");
    expect(replayed(played)).toEqual(played.state);
  });
});

describe("objectives that read neighbours and play areas (LRR 60, 69)", () => {
  it("judges Push Boundaries, Foster Cohesion and Strengthen Bonds", () => {
    const game = edited(actionPhase(), (draft) => {
      for (const other of [1, 2, 3]) neighbours(draft, other, 0);
    });
    expect(meetsRequirement(game.state, 0, { kind: "neighbourOfEveryone" })).toBe(true);
    const [x, y] = strangers(actionPhase().state);
    expect(meetsRequirement(actionPhase().state, x, { kind: "neighbourOfEveryone" })).toBe(false);
    expect(areNeighbours(actionPhase().state, x, y)).toBe(false);
    // Seat 0 controls more planets than two of its neighbours once they have lost theirs.
    expect(meetsRequirement(game.state, 0, { kind: "morePlanetsThanNeighbours", neighbours: 2 })).toBe(false);
    const more = edited(game, (draft) => {
      player(draft, 1).planets = {};
      player(draft, 2).planets = {};
    });
    expect(meetsRequirement(more.state, 0, { kind: "morePlanetsThanNeighbours", neighbours: 2 })).toBe(true);
    expect(meetsRequirement(more.state, 0, { kind: "morePlanetsThanNeighbours", neighbours: 3 })).toBe(false);
    expect(meetsRequirement(game.state, 1, { kind: "promissoryNoteOfAnother" })).toBe(false);
    const laid = edited(game, (draft) => {
      player(draft, 1).promissoryPlayArea = [{ note: "support_for_the_throne", owner: 0 }];
    });
    expect(meetsRequirement(laid.state, 1, { kind: "promissoryNoteOfAnother" })).toBe(true);
  });
});
