/**
 * Public Disgrace (rules/actionCards/phaseCardDisgrace.ts): right after a player picks a Strategy Card, the
 * card is put back and he picks another at once. Four players pick twice round, from the Speaker on; the
 * third in the order holds the card, so the window after each other player's pick asks him alone.
 */
import { describe, expect, it } from "vitest";
import { evolve } from "../../src/engine/evolve.ts";
import { decisions, type GameEvent } from "../../src/engine/index.ts";
import {
  expectReplayMatches,
  newScenario,
  passActionWindows,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";

function given(game: Scenario, ...events: GameEvent[]): void {
  for (const event of events) {
    game.state = evolve(structuredClone(game.state), event);
    game.events.push(event);
  }
}

interface Table {
  game: Scenario;
  /** The seats in the order of the picks (the Speaker first). */
  order: number[];
  holder: number;
}

/** Four players, races by seat; the third picker holds Public Disgrace; Trade carries `bonus` counters. */
function picking(bonus = 0): Table {
  const game = newScenario(4, { raceAssignment: "draft" }, "public-disgrace");
  const races = ["sol", "hacan", "jolnar", "letnev"];
  while (game.state.stack.at(-1)?.kind === "raceDraft") {
    const seat = seatToAnswer(game, "pickRace");
    play(game, { type: "pickRace", seat, race: races[seat] as never });
  }
  const frame = game.state.stack.at(-1);
  if (frame?.kind !== "strategyPhase") throw new Error("the Strategy Phase should be waiting on a pick");
  const order = frame.order.slice(0, 4);
  const holder = order[2] as number;
  given(game, { type: "actionCardsDrawn", seat: holder, cards: ["public-disgrace"] });
  for (let i = 0; i < bonus; i++) given(game, { type: "bonusCountersPlaced", cards: ["trade"] });
  return { game, order, holder };
}

function pickOffered(game: Scenario, seat: number): readonly string[] {
  return decisions(game.state).find((d) => d.kind === "pickStrategyCard" && d.seat === seat)?.choices ?? [];
}

describe("Public Disgrace (afterStrategyCardChosen)", () => {
  it("puts Trade back with its 2 Bonus Counters: the picker gives back what they became and picks again", () => {
    const { game, order, holder } = picking(2);
    const first = order[0] as number;
    const p = () => game.state.players[first]!;
    const [tradeGoods, command] = [p().tradeGoods, p().counters.command];
    play(game, { type: "pickStrategyCard", seat: first, card: "trade", bonus: { command: 1 } });
    expect([p().tradeGoods, p().counters.command]).toEqual([tradeGoods + 1, command + 1]);
    // The window after the pick asks the holder only (the picker is never asked about his own pick).
    expect(game.state.stack.at(-1)).toMatchObject({
      kind: "actionWindow",
      timing: "afterStrategyCardChosen",
      awaiting: [holder],
    });
    play(game, { type: "playActionCard", seat: holder, card: "public-disgrace" });
    passActionWindows(game);
    expect([p().tradeGoods, p().counters.command]).toEqual([tradeGoods, command]);
    expect(p().strategyCards).toEqual([]);
    expect(game.state.strategyPool.find((c) => c.card === "trade")).toEqual({ card: "trade", bonus: 2 });
    expect(game.events).toContainEqual({ type: "strategyCardPutBack", seat: first, card: "trade", bonus: 2 });
    // He picks again at once, anything but Trade.
    expect(seatToAnswer(game, "pickStrategyCard")).toBe(first);
    expect(pickOffered(game, first)).not.toContain("trade");
    expect(pickOffered(game, first)).toContain("warfare");
    const refusal = refuse(
      game,
      { type: "pickStrategyCard", seat: first, card: "trade" },
      "ERR_PUBLIC_DISGRACE",
    );
    expect(refusal).toContain("Trade");
    play(game, { type: "pickStrategyCard", seat: first, card: "warfare" });
    expect(p().strategyCards.map((h) => h.card)).toEqual(["warfare"]);
    expect((game.state.cardEffects ?? []).filter((e) => e.effect === "publicDisgrace")).toEqual([]);
    passActionWindows(game);
    // The next player finds Trade with its counters and takes them.
    const second = order[1] as number;
    expect(seatToAnswer(game, "pickStrategyCard")).toBe(second);
    const before = game.state.players[second]!.tradeGoods;
    play(game, { type: "pickStrategyCard", seat: second, card: "trade" });
    expect(game.state.players[second]!.tradeGoods).toBe(before + 2);
    expect(game.state.players[holder]!.secret.actionCards).toEqual([]);
    expectReplayMatches(game);
  });

  it("sends Initiative back, and with it the Speaker token to whoever held it before the pick", () => {
    const { game, order, holder } = picking();
    const [first, second] = order as [number, number];
    expect(game.state.speaker).toBe(first);
    play(game, { type: "pickStrategyCard", seat: first, card: "warfare" });
    play(game, { type: "passActionWindow", seat: holder });
    play(game, { type: "pickStrategyCard", seat: second, card: "initiative" });
    expect(game.state.speaker).toBe(second);
    play(game, { type: "playActionCard", seat: holder, card: "public-disgrace", target: second });
    passActionWindows(game);
    expect(game.state.speaker).toBe(first);
    expect(game.state.strategyPool.map((c) => c.card)).toContain("initiative");
    expect(seatToAnswer(game, "pickStrategyCard")).toBe(second);
    expect(pickOffered(game, second)).not.toContain("initiative");
    play(game, { type: "pickStrategyCard", seat: second, card: "diplomacy" });
    passActionWindows(game);
    // The picks go on in the Speaker's order: the holder's turn comes next.
    expect(seatToAnswer(game, "pickStrategyCard")).toBe(holder);
    expectReplayMatches(game);
  });

  it("is refused on another player than the one who just picked, and when no other card is left to pick", () => {
    const { game, order, holder } = picking();
    const first = order[0] as number;
    play(game, { type: "pickStrategyCard", seat: first, card: "warfare" });
    refuse(
      game,
      { type: "playActionCard", seat: holder, card: "public-disgrace", target: order[1] as number },
      "ERR_CARD_TARGET",
    );
    passActionWindows(game);
    // Everyone picks in order; after the very last pick nothing is left on the table to pick instead.
    const cards = ["initiative", "diplomacy", "political", "logistics", "trade", "technology", "imperial"];
    for (let picks = 1; picks < 8; picks++) {
      const seat = seatToAnswer(game, "pickStrategyCard");
      play(game, { type: "pickStrategyCard", seat, card: cards.shift() as never });
      if (picks < 7) passActionWindows(game);
    }
    expect(game.state.strategyPool).toEqual([]);
    expect(game.state.stack.at(-1)).toMatchObject({
      kind: "actionWindow",
      timing: "afterStrategyCardChosen",
    });
    refuse(game, { type: "playActionCard", seat: holder, card: "public-disgrace" }, "ERR_CARD_CONDITION");
    passActionWindows(game);
    expectReplayMatches(game);
  });

  it("is not offered before anyone has picked: no window is open, so the play answers nothing", () => {
    const { game, holder } = picking();
    expect(decisions(game.state).some((d) => d.seat === holder)).toBe(false);
    refuse(game, { type: "playActionCard", seat: holder, card: "public-disgrace" }, "ERR_NOT_YOUR_TURN");
  });
});
