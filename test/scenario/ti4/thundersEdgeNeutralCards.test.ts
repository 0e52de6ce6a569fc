/**
 * Thunder's Edge's action cards that put neutral units on the board (LRR 2 "Action Cards", LRR 22 component
 * actions; TE rulebook "Neutral Units" and "Components": 20 action cards; texts in
 * content/ti4/actionCards.te.ts): Mercenary Contract (2 trade goods: 2 neutral infantry on an empty planet
 * that is not a home planet nor the player's, its controller losing it), Pirate Fleet (3 resources: a
 * neutral carrier, cruiser, destroyer and 2 fighters) and Pirate Contract (a neutral destroyer) in a system
 * that is not a home system and holds no ships but neutral ones. Each with its refusals (state unchanged),
 * and replayed from its log.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId, Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { controllerOf, seatsWithShips } from "../../../src/engine/ti4/board/forces.ts";
import { planetsAt, systemPositions } from "../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { neutralIn } from "../../../src/engine/ti4/thundersEdge/neutral.ts";
import { type Game, player, refusal, replayed, step, tradingTable } from "../../support/ti4Trade.ts";

/** Seat 0's turn in a Thunder's Edge game, holding `card` (nobody else holds any), with 3 trade goods. */
function table(card: Ti4ActionCardId): Game {
  return tradingTable((draft) => {
    draft.config = { ...draft.config, boxes: ["base", "te"] };
    for (const p of draft.players) p.secret.actionCards = p.seat === 0 ? [card] : [];
  });
}

function isHome(state: Ti4State, position: string): boolean {
  return state.players.some((p) => p.home === position);
}

/** A system away from the homes with no ships and one planet with no units on it. */
function openWaters(state: Ti4State): { system: string; planet: Ti4PlanetId } {
  for (const system of systemPositions(state)) {
    if (system === "000" || isHome(state, system) || seatsWithShips(state.board[system]).length > 0) continue;
    const planet = planetsAt(state, system).find((p) =>
      (state.board[system]?.planets[p] ?? []).every((f) => Object.values(f.units).every((n) => !n)),
    );
    if (planet) return { system, planet };
  }
  throw new Error("no open system");
}

describe("Pirate Contract and Pirate Fleet (Thunder's Edge action cards; LRR 22, TE Neutral Units)", () => {
  it("Pirate Contract puts a neutral destroyer in a system with no players' ships", () => {
    const game = table("piratecontract");
    const { system } = openWaters(game.state);
    const played = step(game, { type: "playActionCard", seat: 0, card: "piratecontract", system });
    expect(neutralIn(played.state.board[system]).units).toEqual({ destroyer: 1 });
    expect(replayed(played)).toEqual(played.state);
  });

  it("Pirate Fleet pays 3 resources and puts a neutral fleet there", () => {
    const game = table("piratefleet");
    const { system } = openWaters(game.state);
    const played = step(game, { type: "playActionCard", seat: 0, card: "piratefleet", system });
    expect(neutralIn(played.state.board[system]).units).toEqual({
      carrier: 1,
      cruiser: 1,
      destroyer: 1,
      fighter: 2,
    });
    expect(
      played.events.some((e) => e.type === "ti4PlanetsExhausted" || e.type === "ti4TradeGoodsChanged"),
    ).toBe(true);
    expect(replayed(played)).toEqual(played.state);
  });

  it("are refused in a home system and where a player has ships, nothing changed", () => {
    const game = table("piratecontract");
    const before = structuredClone(game.state);
    const home = player(game.state, 1).home as string;
    expect(
      refusal(game.state, { type: "playActionCard", seat: 0, card: "piratecontract", system: home }),
    ).toEqual(["ERR_TI4_CARD_PLAY", "LRR 22"]);
    const { system } = openWaters(game.state);
    const guarded = structuredClone(game.state);
    guarded.board[system] = { space: [{ seat: 2, units: { cruiser: 1 } }], planets: {}, commandTokens: [] };
    const untouched = structuredClone(guarded);
    expect(refusal(guarded, { type: "playActionCard", seat: 0, card: "piratecontract", system })).toEqual([
      "ERR_TI4_CARD_PLAY",
      "LRR 22",
    ]);
    expect(guarded).toEqual(untouched);
    expect(game.state).toEqual(before);
  });
});

describe("Mercenary Contract (Thunder's Edge action card; LRR 22, TE Neutral Units)", () => {
  it("pays 2 trade goods and puts 2 neutral infantry on an empty planet; its controller loses it", () => {
    const game = table("mercenarycontract");
    const { system, planet } = openWaters(game.state);
    const held = structuredClone(game);
    player(held.state, 1).planets[planet] = { exhausted: false } as never;
    held.events = [{ type: "gameCreated", state: structuredClone(held.state) }];
    const goods = player(held.state, 0).tradeGoods;
    const played = step(held, { type: "playActionCard", seat: 0, card: "mercenarycontract", planet });
    expect(neutralIn(played.state.board[system], planet).units).toEqual({ infantry: 2 });
    expect(player(played.state, 0).tradeGoods).toBe(goods - 2);
    expect(controllerOf(played.state, planet)).toBeNull();
    expect(replayed(played)).toEqual(played.state);
  });

  it("is refused without 2 trade goods, on a home planet and on a planet holding units", () => {
    const game = table("mercenarycontract");
    const { system, planet } = openWaters(game.state);
    const poor = structuredClone(game.state);
    player(poor, 0).tradeGoods = 1;
    const untouched = structuredClone(poor);
    expect(refusal(poor, { type: "playActionCard", seat: 0, card: "mercenarycontract", planet })?.[0]).toBe(
      "ERR_TI4_CARD_PLAY",
    );
    expect(poor).toEqual(untouched);
    const homePlanet = planetsAt(game.state, player(game.state, 1).home as string)[0] as Ti4PlanetId;
    expect(
      refusal(game.state, {
        type: "playActionCard",
        seat: 0,
        card: "mercenarycontract",
        planet: homePlanet,
      })?.[0],
    ).toBe("ERR_TI4_CARD_PLAY");
    const occupied = structuredClone(game.state);
    occupied.board[system] = {
      space: [],
      planets: { [planet]: [{ seat: 2, units: { infantry: 1 } }] },
      commandTokens: [],
    };
    expect(
      refusal(occupied, { type: "playActionCard", seat: 0, card: "mercenarycontract", planet })?.[0],
    ).toBe("ERR_TI4_CARD_PLAY");
  });
});
