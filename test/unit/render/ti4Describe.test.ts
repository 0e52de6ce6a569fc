/**
 * The TI4 map in words: a set-up 3-player game, then the same table with a strategy card chosen, trade
 * goods, a command token placed, a planet taken and the custodians token gone, line by line.
 */
import { describe, expect, it } from "vitest";
import { describeTi4Map } from "../../../src/render/ti4/describe.ts";
import { ti4SampleGame } from "../../../src/render/ti4/samples.ts";

const game = ti4SampleGame(3);

describe("describeTi4Map", () => {
  it("names the table, the objectives, the unchosen cards and each system with something in it", () => {
    expect(describeTi4Map(game).split("\n")).toEqual([
      "Round 1, Strategy Phase. Playing to 10 VP.",
      "",
      "Players:",
      "A Player 1 (The Clan of Saar, blue) [Speaker]: 0 of 10 VP; tokens 3 tactic, 3 fleet, 2 strategy; 0 trade goods; 0 commodities; strategy cards: none.",
      "B Player 2 (The Emirates of Hacan, red): 0 of 10 VP; tokens 3 tactic, 3 fleet, 2 strategy; 0 trade goods; 0 commodities; strategy cards: none.",
      "C Player 3 (The Naalu Collective, green): 0 of 10 VP; tokens 3 tactic, 3 fleet, 2 strategy; 0 trade goods; 0 commodities; strategy cards: none.",
      "",
      "Public objectives:",
      "Diversify Research (Stage I, 1 VP): scored by nobody.",
      "Expand Borders (Stage I, 1 VP): scored by nobody.",
      "",
      "Strategy cards not held: 1 Leadership, 2 Diplomacy, 3 Politics, 4 Construction, 5 Trade, 6 Warfare, 7 Technology, 8 Imperial.",
      "",
      "Board:",
      "000 Mecatol Rex. The custodians token is on it.",
      "304 Lisis II, Ragh. Space: A 1 Cruiser, 2 Carriers, 2 Fighters, 1 Space Dock. Lisis II, held by A. Ragh, held by A: A 4 Infantry.",
      "310 Arretze, Hercant, Kamdorn. Space: B 1 Cruiser, 2 Carriers, 2 Fighters. Arretze, held by B: B 1 Infantry, 1 Space Dock. Hercant, held by B: B 2 Infantry. Kamdorn, held by B: B 1 Infantry.",
      "316 Maaluuk, Druaa. Space: C 1 Cruiser, 1 Destroyer, 1 Carrier, 3 Fighters. Maaluuk, held by C: C 2 Infantry, 1 PDS. Druaa, held by C: C 2 Infantry, 1 Space Dock.",
    ]);
  });

  it("follows the state: cards held and left with trade goods, a token, a planet taken, the custodians gone", () => {
    const state = structuredClone(game);
    state.custodiansOnMecatol = false;
    state.config = { ...state.config, vpTarget: 14 };
    const [a, b] = state.players;
    a!.strategyCards = [{ card: state.strategyPool[4]!.card, played: true }];
    state.strategyPool = state.strategyPool
      .filter((_, i) => i !== 4)
      .map((s, i) => ({ ...s, tradeGoods: i === 0 ? 1 : 0 }));
    a!.tradeGoods = 2;
    b!.planets = { ...b!.planets, mecatolrex: { exhausted: true } };
    state.board["000"] = {
      space: [
        {
          seat: 1,
          units: { dreadnought: 2, cruiser: 1 },
          damaged: { dreadnought: 1 },
          galvanized: { dreadnought: 1, cruiser: 1 },
        },
      ],
      planets: {},
      commandTokens: [1],
    };
    const lines = describeTi4Map(state).split("\n");
    expect(lines[3]).toBe(
      "A Player 1 (The Clan of Saar, blue) [Speaker]: 0 of 14 VP; tokens 3 tactic, 3 fleet, 2 strategy; 2 trade goods; 0 commodities; strategy cards: 5 Trade (played).",
    );
    expect(lines).toContain(
      "Strategy cards not held: 1 Leadership (1 trade good), 2 Diplomacy, 3 Politics, 4 Construction, 6 Warfare, 7 Technology, 8 Imperial.",
    );
    expect(lines).toContain(
      "000 Mecatol Rex. Space: B 2 Dreadnoughts (1 damaged, 1 galvanized), 1 Cruiser (1 galvanized). Mecatol Rex, held by B, exhausted. Command tokens: B.",
    );
  });
});
