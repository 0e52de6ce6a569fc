/**
 * The race abilities of the Strategy Phase (RR race list; rules/raceStrategyAbilities.ts): the Mentak
 * Pillage and the Yssaril look at another hand, both through `useActionAbility`, neither a pick nor a turn.
 */
import { describe, expect, it } from "vitest";
import { readLine } from "../../src/app/catalog/index.ts";
import type { ActionCardId } from "../../src/content/index.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { type Command, decisions, waitingFor } from "../../src/engine/index.ts";
import { view, viewEvent } from "../../src/engine/view.ts";
import {
  CTX,
  expectReplayMatches,
  newScenario,
  passActionWindows,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";
import { TABLE } from "../support/table.ts";
import { given } from "../support/tactical.ts";

const MENTAK = 0;
const YSSARIL = 1;
const HACAN = 2;
const RACES = ["mentak", "yssaril", "hacan"] as const;

/** Three players draft Mentak, Yssaril and Hacan by seat; the first Strategy Phase is open. */
function strategyPhase(): Scenario {
  const game = newScenario(3, { raceAssignment: "draft" }, "strategy-abilities");
  while (game.state.stack.at(-1)?.kind === "raceDraft") {
    const seat = seatToAnswer(game, "pickRace");
    play(game, { type: "pickRace", seat, race: RACES[seat] as never });
  }
  passActionWindows(game);
  expect(game.state.stack.at(-1)?.kind).toBe("strategyPhase");
  return game;
}

function tradeGoods(game: Scenario, seat: number): number {
  return game.state.players[seat]!.tradeGoods;
}

function withTradeGoods(game: Scenario, amounts: Record<number, number>): void {
  for (const [seat, amount] of Object.entries(amounts)) {
    const have = tradeGoods(game, Number(seat));
    if (amount > have) {
      given(game, { type: "tradeGoodsGained", seat: Number(seat), amount: amount - have, reason: "test" });
    }
  }
}

function offered(game: Scenario, seat: number): readonly string[] {
  return decisions(game.state)
    .filter((d) => d.seat === seat && d.kind === "useActionAbility")
    .flatMap((d) => d.choices ?? []);
}

function pickOnce(game: Scenario): void {
  const seat = seatToAnswer(game, "pickStrategyCard");
  const card = game.state.strategyPool.map((c) => c.card).at(-1);
  play(game, { type: "pickStrategyCard", seat, card: card as never });
}

describe("Mentak Pillage (Strategy Phase)", () => {
  it("is offered without the game waiting on it: nobody is pinged or reminded for a may", () => {
    const game = strategyPhase();
    withTradeGoods(game, { [YSSARIL]: 3, [HACAN]: 5 });
    expect(offered(game, MENTAK)).toEqual(["mentakPillage"]);
    const picker = seatToAnswer(game, "pickStrategyCard");
    expect(waitingFor(game.state)).toEqual([picker]);
  });

  it("takes 1 Trade Good from each of two players holding 3 or more, without taking a pick", () => {
    const game = strategyPhase();
    withTradeGoods(game, { [YSSARIL]: 3, [HACAN]: 5 });
    const mentakBefore = tradeGoods(game, MENTAK);
    // The Mentak player is offered the Pillage as an option, beside the picks that go on.
    expect(offered(game, MENTAK)).toEqual(["mentakPillage"]);
    const pick = decisions(game.state).find((d) => d.kind === "pickStrategyCard");
    const frameBefore = structuredClone(game.state.stack.at(-1));
    play(game, {
      type: "useActionAbility",
      seat: MENTAK,
      ability: "mentakPillage",
      targets: [YSSARIL, HACAN],
    });
    expect(tradeGoods(game, MENTAK)).toBe(mentakBefore + 2);
    expect(tradeGoods(game, YSSARIL)).toBe(2);
    expect(tradeGoods(game, HACAN)).toBe(4);
    expect(game.state.players[MENTAK]!.abilitiesUsed?.mentakPillage).toBe(game.state.round);
    // No pick was taken and the same player is still to pick.
    expect(game.state.stack.at(-1)).toEqual(frameBefore);
    expect(decisions(game.state).find((d) => d.kind === "pickStrategyCard")).toEqual(pick);
    // Once per Strategy Phase: no longer offered, and refused.
    expect(offered(game, MENTAK)).toEqual([]);
    const twice = {
      type: "useActionAbility",
      seat: MENTAK,
      ability: "mentakPillage",
      targets: [HACAN],
    } satisfies Command;
    const code = seatToAnswer(game, "pickStrategyCard") === MENTAK ? "ERR_NOT_NOW" : "ERR_NOT_YOUR_TURN";
    refuse(game, twice, code);
    // The picks go on to the end of the phase.
    while (game.state.phase === "strategy") {
      if (game.state.stack.at(-1)?.kind === "strategyPhase") pickOnce(game);
      else passActionWindows(game);
    }
    expect(game.state.phase).toBe("action");
    expectReplayMatches(game);
  });

  it("may name a single player", () => {
    const game = strategyPhase();
    withTradeGoods(game, { [HACAN]: 3 });
    play(game, { type: "useActionAbility", seat: MENTAK, ability: "mentakPillage", targets: [HACAN] });
    expect(tradeGoods(game, HACAN)).toBe(2);
    expectReplayMatches(game);
  });

  it("refuses a player holding fewer than 3 Trade Goods, and a wrong list of players", () => {
    const game = strategyPhase();
    withTradeGoods(game, { [YSSARIL]: 2, [HACAN]: 3 });
    const pillage = (targets: number[]) =>
      ({ type: "useActionAbility", seat: MENTAK, ability: "mentakPillage", targets }) as const;
    refuse(game, pillage([YSSARIL, HACAN]), "ERR_TOO_FEW_TRADE_GOODS");
    refuse(game, pillage([HACAN, HACAN]), "ERR_TARGET");
    refuse(game, pillage([MENTAK]), "ERR_TARGET");
    refuse(game, pillage([]), "ERR_TARGET");
    refuse(game, pillage([YSSARIL, HACAN, MENTAK]), "ERR_TARGET");
    refuse(game, pillage([7]), "ERR_TARGET");
  });

  it("is not offered while nobody holds 3 Trade Goods", () => {
    const game = strategyPhase();
    withTradeGoods(game, { [YSSARIL]: 2, [HACAN]: 2 });
    expect(offered(game, MENTAK)).toEqual([]);
  });

  it("is refused to another race", () => {
    const game = strategyPhase();
    withTradeGoods(game, { [HACAN]: 4 });
    // The Yssaril player has a decision of this kind (the Yssaril ability), but not the Pillage.
    refuse(
      game,
      { type: "useActionAbility", seat: YSSARIL, ability: "mentakPillage", targets: [HACAN] },
      "ERR_NO_ABILITY",
    );
  });

  it("is refused in the Action Phase", () => {
    const game = strategyPhase();
    while (game.state.phase === "strategy") {
      if (game.state.stack.at(-1)?.kind === "strategyPhase") pickOnce(game);
      else passActionWindows(game);
    }
    withTradeGoods(game, { [HACAN]: 4 });
    const command = {
      type: "useActionAbility",
      seat: MENTAK,
      ability: "mentakPillage",
      targets: [HACAN],
    } satisfies Command;
    const asked = decisions(game.state).some((d) => d.seat === MENTAK);
    refuse(game, command, asked ? "ERR_NOT_NOW" : "ERR_NOT_YOUR_TURN");
    expect(offered(game, MENTAK)).toEqual([]);
  });
});

describe("Yssaril: look at another player's Action Cards (Strategy Phase)", () => {
  function withHacanHand(): { game: Scenario; theirs: ActionCardId[] } {
    const game = strategyPhase();
    const theirs = [...new Set(game.state.decks.action.draw)].slice(0, 2) as ActionCardId[];
    given(game, { type: "actionCardsDrawn", seat: HACAN, cards: theirs });
    return { game, theirs };
  }

  it("shows the Hacan's hand to the Yssaril player alone", () => {
    const { game, theirs } = withHacanHand();
    expect(offered(game, YSSARIL)).toEqual(["yssarilPeek"]);
    const from = game.events.length;
    const frameBefore = structuredClone(game.state.stack.at(-1));
    play(game, { type: "useActionAbility", seat: YSSARIL, ability: "yssarilPeek", target: HACAN });
    const after = game.events.slice(from);
    const peeked = after.find((e) => e.type === "actionCardsPeeked");
    expect(peeked).toEqual({ type: "actionCardsPeeked", seat: YSSARIL, target: HACAN, cards: theirs });
    expect(JSON.stringify(viewEvent(peeked!, YSSARIL))).toContain(`"${theirs[0]}"`);
    // Nobody else learns them from the events or from the state: not Mentak, not the public view, and
    // the Hacan player learns only that the hand was looked at.
    for (const seat of [MENTAK, null]) {
      const seen = JSON.stringify([after.map((e) => viewEvent(e, seat)), view(game.state, seat)]);
      for (const card of theirs) expect(seen).not.toContain(`"${card}"`);
    }
    const hacanSees = JSON.stringify(after.map((e) => viewEvent(e, HACAN)));
    for (const card of theirs) expect(hacanSees).not.toContain(`"${card}"`);
    expect(viewEvent(peeked!, HACAN)).toEqual({ type: "hidden", of: "actionCardsPeeked", seat: YSSARIL });
    // The hand is unchanged; no pick was taken.
    expect(game.state.players[HACAN]!.secret.actionCards).toEqual(theirs);
    expect(game.state.stack.at(-1)).toEqual(frameBefore);
    // Once per Strategy Phase.
    expect(offered(game, YSSARIL)).toEqual([]);
    const code = seatToAnswer(game, "pickStrategyCard") === YSSARIL ? "ERR_NOT_NOW" : "ERR_NOT_YOUR_TURN";
    refuse(game, { type: "useActionAbility", seat: YSSARIL, ability: "yssarilPeek", target: MENTAK }, code);
    expectReplayMatches(game);
  });

  it("refuses to look at one's own hand, or at no one", () => {
    const { game } = withHacanHand();
    refuse(
      game,
      { type: "useActionAbility", seat: YSSARIL, ability: "yssarilPeek", target: YSSARIL },
      "ERR_TARGET",
    );
    refuse(game, { type: "useActionAbility", seat: YSSARIL, ability: "yssarilPeek" }, "ERR_TARGET");
  });

  it("is refused to another race", () => {
    const { game } = withHacanHand();
    withTradeGoods(game, { [HACAN]: 3 }); // so the Mentak player has a decision of this kind
    refuse(
      game,
      { type: "useActionAbility", seat: MENTAK, ability: "yssarilPeek", target: HACAN },
      "ERR_NO_ABILITY",
    );
  });
});

describe("the bot and the Strategy Phase abilities", () => {
  it("pillages the two richest players it may, and looks at the largest hand, when not picking", () => {
    const game = strategyPhase();
    withTradeGoods(game, { [YSSARIL]: 3, [HACAN]: 6 });
    given(game, { type: "actionCardsDrawn", seat: HACAN, cards: [game.state.decks.action.draw[0]!] });
    const picker = seatToAnswer(game, "pickStrategyCard");
    if (picker !== MENTAK) {
      expect(botCommand(game.state, MENTAK, CTX)).toEqual({
        type: "useActionAbility",
        seat: MENTAK,
        ability: "mentakPillage",
        targets: [HACAN, YSSARIL],
      });
    }
    if (picker !== YSSARIL) {
      expect(botCommand(game.state, YSSARIL, CTX)).toEqual({
        type: "useActionAbility",
        seat: YSSARIL,
        ability: "yssarilPeek",
        target: HACAN,
      });
    }
    expect([MENTAK, YSSARIL].filter((s) => s !== picker).length).toBeGreaterThan(0);
  });
});

describe("/ti turn ability for the Strategy Phase abilities", () => {
  function built(line: string): unknown {
    return readLine(line, TABLE);
  }

  it("builds the Pillage with its players as a list, and the look with one player", () => {
    expect(built("/ti turn ability ability:mentakPillage player:B player2:Cara")).toEqual({
      kind: "play",
      command: { type: "useActionAbility", ability: "mentakPillage", targets: [1, 2] },
    });
    expect(built("/ti turn ability ability:mentakPillage player:C")).toEqual({
      kind: "play",
      command: { type: "useActionAbility", ability: "mentakPillage", targets: [2] },
    });
    expect(built("/ti turn ability ability:yssarilPeek player:Hacan")).toEqual({
      kind: "play",
      command: { type: "useActionAbility", ability: "yssarilPeek", target: 2 },
    });
  });
});
