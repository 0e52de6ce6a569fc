/**
 * Thunder's Edge's action cards of trading (LRR 2 "Action Cards", LRR 94 "Transactions"; the cards' texts,
 * TE rulebook "Components": 20 action cards, and content/ti4/actionCards.te.ts): Lie in Wait, played right
 * after two of its holder's neighbours (LRR 60) complete a transaction with each other, takes one action
 * card from each of their hands; Exchange Program has two players' infantry coexist on each other's planets
 * (TE "Coexist"), or, declined, costs each a fleet pool token. Each with its refusals (state unchanged), and replayed from its log.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId, Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { controllerOf, unitsIn } from "../../../src/engine/ti4/board/forces.ts";
import { planetsAt } from "../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import {
  type Game,
  neighbours,
  offer,
  player,
  refusal,
  refusalText,
  replayed,
  step,
  tradingTable,
} from "../../support/ti4Trade.ts";

/**
 * Seat 0's turn, seat 1 its neighbour, seat 2 neighbour of both (its destroyers in both home systems) and
 * holding Lie in Wait; seat 3 neighbours neither. `te` false: a base game.
 */
function lyingInWait(te = true, hands: Record<number, Ti4ActionCardId[]> = {}): Game {
  return tradingTable((draft) => {
    if (te) draft.config = { ...draft.config, boxes: ["base", "te"] };
    neighbours(draft, 2, 0);
    neighbours(draft, 2, 1);
    const dealt: Record<number, Ti4ActionCardId[]> = {
      0: ["industrial_initiative"],
      1: ["economic_initiative", "messiah"],
      2: ["lieinwait"],
      3: [],
      ...hands,
    };
    for (const p of draft.players) p.secret.actionCards = [...(dealt[p.seat] ?? [])];
  });
}

/** Seat 0 gives seat 1 a trade good, and seat 1 accepts: the transaction is completed. */
function traded(game: Game): Game {
  const proposed = step(game, {
    type: "proposeTransaction",
    seat: 0,
    with: 1,
    give: offer({ tradeGoods: 1 }),
    receive: offer(),
  });
  return step(proposed, { type: "answerTransaction", seat: 1, accept: true });
}

/** Passes every action card window on top (the Sabotage window over a card played) until none is. */
function passWindows(game: Game): Game {
  let now = game;
  for (let i = 0; i < 10; i++) {
    const top = now.state.stack.at(-1);
    if (top?.kind !== "ti4CardWindow" || top.timing === "afterNeighboursTransaction") return now;
    now = step(now, { type: "passCardWindow", seat: top.awaiting[0] as number });
  }
  return now;
}

function hand(state: Ti4State, seat: number) {
  return [...player(state, seat).secret.actionCards].sort();
}

describe("Lie in Wait (Thunder's Edge action card; LRR 2, 94)", () => {
  it("opens right after two of its holder's neighbours trade, and takes one card from each hand", () => {
    const done = traded(lyingInWait());
    expect(done.state.stack.at(-1)).toMatchObject({
      kind: "ti4CardWindow",
      timing: "afterNeighboursTransaction",
      awaiting: [2],
      about: 0,
      with: 1,
    });
    const played = passWindows(step(done, { type: "playActionCard", seat: 2, card: "lieinwait" }));
    // The first hand reaches seat 2 alone, kept in its secrets until a card of it is taken.
    expect(played.state.stack.at(-1)).toMatchObject({ kind: "ti4Mageon", seat: 2, target: 0 });
    expect(player(played.state, 2).secret.handSeen).toEqual({ seat: 0, cards: ["industrial_initiative"] });
    const seen = played.events.find((e) => e.type === "ti4HandSeen");
    expect(seen).toMatchObject({ to: 2 });
    const first = step(played, { type: "mageonTake", seat: 2, card: "industrial_initiative" });
    expect(player(first.state, 2).secret.handSeen).toEqual({
      seat: 1,
      cards: ["economic_initiative", "messiah"],
    });
    // A card not in the hand looked at is refused, nothing changed.
    const before = structuredClone(first.state);
    expect(refusal(first.state, { type: "mageonTake", seat: 2, card: "sabo" })).toEqual([
      "ERR_TI4_CARD_NOT_IN_HAND",
      "LRR 2",
    ]);
    expect(first.state).toEqual(before);
    const second = step(first, { type: "mageonTake", seat: 2, card: "messiah" });
    expect(hand(second.state, 2)).toEqual(["industrial_initiative", "messiah"]);
    expect(hand(second.state, 0)).toEqual([]);
    expect(hand(second.state, 1)).toEqual(["economic_initiative"]);
    expect(player(second.state, 2).secret.handSeen).toBeUndefined();
    expect(second.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    expect(replayed(second)).toEqual(second.state);
  });

  it("takes from the one hand holding cards when the other is empty", () => {
    const done = traded(lyingInWait(true, { 0: [] }));
    const played = passWindows(step(done, { type: "playActionCard", seat: 2, card: "lieinwait" }));
    expect(played.state.stack.filter((f) => f.kind === "ti4Mageon")).toHaveLength(1);
    const taken = step(played, { type: "mageonTake", seat: 2, card: "economic_initiative" });
    expect(hand(taken.state, 2)).toEqual(["economic_initiative"]);
    expect(taken.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    expect(replayed(taken)).toEqual(taken.state);
  });

  it("is refused out of its moment, for a player not neighbouring both, and with both hands empty", () => {
    // On seat 0's own turn, as an action: not its moment.
    const own = lyingInWait(true, { 0: ["lieinwait"] });
    const before = structuredClone(own.state);
    expect(refusal(own.state, { type: "playActionCard", seat: 0, card: "lieinwait" })).toEqual([
      "ERR_TI4_CARD_TIMING",
      "LRR 2",
    ]);
    expect(own.state).toEqual(before);
    // Seat 3 neighbours neither trader: its window does not ask it, and its card is refused.
    const far = traded(lyingInWait(true, { 2: [], 3: ["lieinwait"] }));
    expect(far.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    const farBefore = structuredClone(far.state);
    expect(refusal(far.state, { type: "playActionCard", seat: 3, card: "lieinwait" })?.[0]).toBe(
      "ERR_NOT_YOUR_TURN",
    );
    expect(far.state).toEqual(farBefore);
    // In the window, with both hands emptied meanwhile, the card has nothing to take.
    const open = traded(lyingInWait());
    const empty = structuredClone(open.state);
    player(empty, 0).secret.actionCards = [];
    player(empty, 1).secret.actionCards = [];
    const untouched = structuredClone(empty);
    expect(refusalText(empty, { type: "playActionCard", seat: 2, card: "lieinwait" })).toContain(
      "neither player",
    );
    expect(empty).toEqual(untouched);
  });

  it("opens no window in a base game", () => {
    const done = traded(lyingInWait(false));
    expect(done.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    expect(done.events.some((e) => e.type === "ti4TransactionMade")).toBe(true);
  });
});

/** Seat 0's turn holding Exchange Program (nobody else holds a card); the home planets of seats 0 and 1. */
function exchangeTable() {
  const game = tradingTable((draft) => {
    draft.config = { ...draft.config, boxes: ["base", "te"] };
    for (const p of draft.players) p.secret.actionCards = p.seat === 0 ? ["exchangeprogram"] : [];
  });
  const homePlanet = (seat: number) => {
    const home = player(game.state, seat).home as string;
    const planet = planetsAt(game.state, home).find((p) => controllerOf(game.state, p) === seat);
    return { home, planet: planet as Ti4PlanetId };
  };
  return { game, mine: homePlanet(0), theirs: homePlanet(1) };
}

function infantryOn(state: Ti4State, at: { home: string; planet: Ti4PlanetId }, seat: number): number {
  return unitsIn(state.board[at.home], seat, at.planet).infantry ?? 0;
}

describe("Exchange Program (Thunder's Edge action card; LRR 2, TE Coexist)", () => {
  it("agreed: each player's infantry coexists on a planet of the other's", () => {
    const { game, mine, theirs } = exchangeTable();
    expect(infantryOn(game.state, mine, 0)).toBeGreaterThan(0);
    expect(infantryOn(game.state, theirs, 1)).toBeGreaterThan(0);
    const played = step(game, {
      type: "playActionCard",
      seat: 0,
      card: "exchangeprogram",
      target: 1,
      planet: theirs.planet,
    });
    expect(played.state.stack.at(-1)).toMatchObject({ kind: "ti4ExchangeProgram", seat: 0, target: 1 });
    // A planet that is not the card's player's is refused, nothing changed.
    const before = structuredClone(played.state);
    expect(refusal(played.state, { type: "answerExchangeProgram", seat: 1, planet: theirs.planet })).toEqual([
      "ERR_TI4_EXCHANGE_PLANET",
      "TE Exchange Program",
    ]);
    expect(played.state).toEqual(before);
    const agreed = step(played, { type: "answerExchangeProgram", seat: 1, planet: mine.planet });
    expect(infantryOn(agreed.state, theirs, 0)).toBe(1);
    expect(infantryOn(agreed.state, mine, 1)).toBe(1);
    expect(agreed.state.coexistence).toEqual(
      expect.arrayContaining([
        { seat: 0, position: theirs.home, planet: theirs.planet },
        { seat: 1, position: mine.home, planet: mine.planet },
      ]),
    );
    expect(controllerOf(agreed.state, mine.planet)).toBe(0);
    expect(replayed(agreed)).toEqual(agreed.state);
  });

  it("declined: each discards a fleet pool token", () => {
    const { game, theirs } = exchangeTable();
    const fleet = (state: Ti4State, seat: number) => player(state, seat).tokens.fleet;
    const played = step(game, {
      type: "playActionCard",
      seat: 0,
      card: "exchangeprogram",
      target: 1,
      planet: theirs.planet,
    });
    const declined = step(played, { type: "answerExchangeProgram", seat: 1 });
    expect(fleet(declined.state, 0)).toBe(fleet(game.state, 0) - 1);
    expect(fleet(declined.state, 1)).toBe(fleet(game.state, 1) - 1);
    expect(declined.state.coexistence ?? []).toEqual([]);
    expect(replayed(declined)).toEqual(declined.state);
  });

  it("is refused naming a planet the other player does not hold, and out of the player's turn", () => {
    const { game, mine, theirs } = exchangeTable();
    const before = structuredClone(game.state);
    expect(
      refusal(game.state, {
        type: "playActionCard",
        seat: 0,
        card: "exchangeprogram",
        target: 1,
        planet: mine.planet,
      }),
    ).toEqual(["ERR_TI4_CARD_PLAY", "LRR 22"]);
    expect(game.state).toEqual(before);
    const notMine = structuredClone(game.state);
    player(notMine, 0).secret.actionCards = [];
    player(notMine, 2).secret.actionCards = ["exchangeprogram"];
    expect(
      refusal(notMine, {
        type: "playActionCard",
        seat: 2,
        card: "exchangeprogram",
        target: 1,
        planet: theirs.planet,
      })?.[0],
    ).toBe("ERR_NOT_YOUR_TURN");
  });
});
