/**
 * The Emirates of Hacan: Masters of Trade (Trade's secondary without a strategy token, LRR 82.2), Guild Ships
 * (transactions beyond neighbours, LRR 94.1), Arbiters (action cards in transactions, LRR 94.3a) and their
 * note, Trade Convoys.
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import { areNeighbours } from "../../../../src/engine/ti4/transactions/neighbours.ts";
import { create, finishSetup } from "../../../support/ti4.ts";
import {
  actionPhase,
  edited,
  type Game,
  offer,
  player,
  refusal,
  replayed,
  setFaction,
  step,
  strangers,
  turnOf,
  waiting,
} from "../../../support/ti4Trade.ts";

function holderOf(game: Game, card: string): number {
  return game.state.players.findIndex((p) => p.strategyCards.some((c) => c.card === card));
}

describe("Masters of Trade", () => {
  it("lets the Hacan use Trade's secondary without spending a strategy token", () => {
    const start = actionPhase();
    const seat = holderOf(start, "trade");
    const hacan = (seat + 1) % 4;
    const other = (seat + 2) % 4;
    let game = edited(start, (draft) => {
      turnOf(draft, seat);
      setFaction(draft, hacan, "hacan");
    });
    const tokens = (s: number) => player(game.state, s).tokens.strategy;
    const [hacanTokens, otherTokens] = [tokens(hacan), tokens(other)];
    game = step(game, { type: "strategicAction", seat, card: "trade" });
    game = step(game, { type: "chooseTradeFollowers", seat, players: [] });
    game = step(game, { type: "useSecondary", seat: hacan });
    game = step(game, { type: "useSecondary", seat: other });
    for (const d of pendingDecisions<Ti4>(game.state).filter((d) => d.kind === "declineSecondary"))
      game = step(game, { type: "declineSecondary", seat: d.seat });
    expect(tokens(hacan)).toBe(hacanTokens);
    expect(tokens(other)).toBe(otherTokens - 1);
    expect(replayed(game)).toEqual(game.state);
  });
});

describe("Guild Ships and Arbiters", () => {
  it("lets the Hacan trade with a player who is not a neighbour, action cards included", () => {
    const start = actionPhase();
    const [x, y] = strangers(start.state);
    const propose = {
      type: "proposeTransaction",
      seat: x,
      with: y,
      give: offer({ tradeGoods: 1 }),
      receive: offer({ actionCards: ["bribery"] }),
    } as const;
    const plain = edited(start, (draft) => {
      turnOf(draft, x);
      player(draft, x).tradeGoods = 1;
    });
    expect(refusal(plain.state, propose)).toEqual(["ERR_TI4_NOT_NEIGHBOURS", "LRR 94.1"]);
    let game = edited(plain, (draft) => {
      setFaction(draft, x, "hacan");
      player(draft, y).secret.actionCards = ["bribery"];
    });
    game = step(game, propose);
    game = step(game, { type: "answerTransaction", seat: y, accept: true });
    expect(player(game.state, x).secret.actionCards).toContain("bribery");
    expect(player(game.state, y).secret.actionCards).toEqual([]);
    expect(player(game.state, y).tradeGoods).toBe(1);
    expect(replayed(game)).toEqual(game.state);
  });
});

describe("Trade Convoys", () => {
  it("is played as an action into the play area, lets its holder trade beyond neighbours, and goes back when they activate Hacan units", () => {
    const start = actionPhase();
    const [hacan, holder] = strangers(start.state);
    let game = edited(start, (draft) => {
      turnOf(draft, holder);
      setFaction(draft, hacan, "hacan");
      player(draft, hacan).secret.promissoryNotes = player(draft, hacan).secret.promissoryNotes.filter(
        (n) => n !== "convoys",
      );
      player(draft, holder).secret.promissoryNotes.push(`convoys@${hacan}`);
      player(draft, holder).tradeGoods = 2;
    });
    expect(pendingDecisions<Ti4>(game.state).find((d) => d.kind === "playPromissoryNote")?.choices).toEqual([
      `convoys@${hacan}`,
    ]);
    game = step(game, { type: "playPromissoryNote", seat: holder, note: "convoys", owner: hacan });
    expect(player(game.state, holder).promissoryPlayArea).toEqual([{ note: "convoys", owner: hacan }]);
    // On a later turn of the holder's: a transaction with a player who is not a neighbour.
    const far = [0, 1, 2, 3].find(
      (s) => s !== holder && s !== hacan && !areNeighbours(game.state, holder, s),
    ) as number;
    let later = edited(game, (draft) => {
      const top = draft.stack.at(-1);
      if (top?.kind === "ti4ActionPhase")
        draft.stack[draft.stack.length - 1] = { ...top, current: holder, acted: false };
      delete draft.transactions;
    });
    const propose = {
      type: "proposeTransaction",
      seat: holder,
      with: far,
      give: offer({ tradeGoods: 1 }),
      receive: offer(),
    } as const;
    expect(refusal(edited(start, (draft) => turnOf(draft, holder)).state, propose)).toEqual([
      "ERR_TI4_NOT_NEIGHBOURS",
      "LRR 94.1",
    ]);
    const goods = player(later.state, far).tradeGoods;
    later = step(later, propose);
    later = step(later, { type: "answerTransaction", seat: far, accept: true });
    expect(player(later.state, far).tradeGoods).toBe(goods + 1);
    // Then they activate the Hacan's home: the note goes back.
    later = step(later, {
      type: "tacticalAction",
      seat: holder,
      system: player(later.state, hacan).home as string,
    });
    expect(player(later.state, holder).promissoryPlayArea).toBeUndefined();
    expect(player(later.state, hacan).secret.promissoryNotes).toContain("convoys");
    expect(waiting(later.state)[0]?.kind).toBe("moveShips");
    expect(replayed(game)).toEqual(game.state);
    expect(replayed(later)).toEqual(later.state);
  });
});

describe("Production Biomes", () => {
  it("is a component action: exhausted, a strategy token spent, 4 trade goods and 2 for another player", () => {
    const start = edited(actionPhase(), (draft) => {
      turnOf(draft, 0);
      setFaction(draft, 0, "hacan");
      player(draft, 0).technologies.push("pm");
    });
    const d = pendingDecisions<Ti4>(start.state).find((d) => d.kind === "useProductionBiomes");
    expect(d?.choices).toEqual(["1", "2", "3"]);
    expect(refusal(start.state, { type: "useProductionBiomes", seat: 0, with: 0 })).toEqual([
      "ERR_TI4_BIOMES_PLAYER",
      "LRR 22",
    ]);
    const [goods, other, tokens] = [
      player(start.state, 0).tradeGoods,
      player(start.state, 2).tradeGoods,
      player(start.state, 0).tokens.strategy,
    ];
    const game = step(start, { type: "useProductionBiomes", seat: 0, with: 2 });
    expect(player(game.state, 0).tradeGoods).toBe(goods + 4);
    expect(player(game.state, 2).tradeGoods).toBe(other + 2);
    expect(player(game.state, 0).tokens.strategy).toBe(tokens - 1);
    expect(player(game.state, 0).exhaustedTechnologies).toEqual(["pm"]);
    // Exhausted, it is offered no more (the status phase readies it).
    const again = edited(game, (draft) => turnOf(draft, 0));
    const top = again.state.stack.at(-1);
    if (top?.kind === "ti4ActionPhase") top.acted = false;
    expect(pendingDecisions<Ti4>(again.state).some((d) => d.kind === "useProductionBiomes")).toBe(false);
    expect(replayed(game)).toEqual(game.state);
  });

  it("is refused without a strategy token", () => {
    const start = edited(actionPhase(), (draft) => {
      turnOf(draft, 0);
      setFaction(draft, 0, "hacan");
      player(draft, 0).technologies.push("pm");
      player(draft, 0).tokens.strategy = 0;
    });
    expect(pendingDecisions<Ti4>(start.state).some((d) => d.kind === "useProductionBiomes")).toBe(false);
  });
});

describe("Quantum Datahub Node", () => {
  function strategyPhase(): Game {
    const { state, events } = finishSetup(create(4, {}, "trade-4"));
    const game = edited({ state, events }, (draft) => {
      setFaction(draft, 0, "hacan");
      player(draft, 0).technologies.push("qdn");
      player(draft, 0).tradeGoods = 3;
    });
    let now = game;
    for (const card of [
      "leadership",
      "diplomacy",
      "politics",
      "construction",
      "trade",
      "warfare",
      "technology",
      "imperial",
    ]) {
      const seat = pendingDecisions<Ti4>(now.state)[0]?.seat as number;
      now = step(now, { type: "pickStrategyCard", seat, card: card as never });
    }
    return now;
  }

  it("at the end of the strategy phase swaps a card for 3 trade goods and a strategy token", () => {
    let game = strategyPhase();
    expect(waiting(game.state)).toEqual([
      { seat: 0, kind: "useQuantumDatahubNode" },
      { seat: 0, kind: "declineQuantumDatahubNode" },
    ]);
    const mine = player(game.state, 0).strategyCards[0]?.card as string;
    const theirs = player(game.state, 1).strategyCards[0]?.card as string;
    expect(
      refusal(game.state, {
        type: "useQuantumDatahubNode",
        seat: 0,
        with: 1,
        give: theirs as never,
        take: mine as never,
      }),
    ).toEqual(["ERR_TI4_DATAHUB_CARD", "LRR 84"]);
    const [tokens, goods] = [player(game.state, 0).tokens.strategy, player(game.state, 1).tradeGoods];
    game = step(game, {
      type: "useQuantumDatahubNode",
      seat: 0,
      with: 1,
      give: mine as never,
      take: theirs as never,
    });
    expect(player(game.state, 0).strategyCards.map((c) => c.card)).toContain(theirs);
    expect(player(game.state, 1).strategyCards.map((c) => c.card)).toContain(mine);
    expect(player(game.state, 0).tradeGoods).toBe(0);
    expect(player(game.state, 1).tradeGoods).toBe(goods + 3);
    expect(player(game.state, 0).tokens.strategy).toBe(tokens - 1);
    expect(game.state.phase).toBe("action");
    expect(replayed(game)).toEqual(game.state);
  });

  it("is let go by the bot, and the action phase begins", () => {
    let game = strategyPhase();
    const d = pendingDecisions<Ti4>(game.state).find((d) => d.kind === "declineQuantumDatahubNode");
    if (!d) throw new Error("no decision");
    const [answer] = ti4Answers(game.state, d);
    if (!answer) throw new Error("no answer");
    game = step(game, answer);
    expect(game.state.phase).toBe("action");
    expect(replayed(game)).toEqual(game.state);
  });
});
