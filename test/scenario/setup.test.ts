import { describe, expect, it } from "vitest";
import { exportMapString, galaxyLayout, labelsUpToRing } from "../../src/engine/galaxy/index.ts";
import { createGame, decisions, view } from "../../src/engine/index.ts";
import { CTX, expectReplayMatches, newScenario, play, refuse, seatToAnswer } from "../support/engine.ts";

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ userId: `u${i}`, name: `P${i + 1}` }));

describe("game settings are checked when the game is created", () => {
  it.each([
    [{ boxes: ["base"] as const }, 7, "ERR_PLAYER_COUNT"],
    [{ options: ["leaders", "noSuchOption"] }, 4, "ERR_UNKNOWN_OPTION"],
    [{ options: ["imperial2"] }, 4, "ERR_OPTION_REQUIRES"],
    [
      {
        bannedRaces: [
          "hacan",
          "sol",
          "naalu",
          "l1z1x",
          "letnev",
          "yin",
          "winnu",
          "muaat",
          "saar",
          "yssaril",
          "xxcha",
        ],
      },
      4,
      "ERR_TOO_MANY_BANS",
    ],
    [{ vpTarget: 0 }, 4, "ERR_VP_TARGET"],
    [{ galaxyMode: "mapString" as const, mapString: "MR NOPE" }, 6, "ERR_MAP_SIZE"],
  ])("refuses %j for %i players with %s", (settings, players, code) => {
    // Options still being built are accepted here, to reach the requires/excludes checks behind them.
    const result = createGame({ seed: "x", players: seats(players), settings: settings as never }, CTX, {
      unfinishedOptions: true,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it("gives the same game for the same seed", () => {
    const a = newScenario(5, {}, "same-seed");
    const b = newScenario(5, {}, "same-seed");
    expect(a.state).toEqual(b.state);
    expect(newScenario(5, {}, "other-seed").state.galaxy).not.toEqual(a.state.galaxy);
  });
});

describe("races drafted by the players (draft option)", () => {
  it("lets each player choose in turn from the Speaker, refusing a race already taken", () => {
    const game = newScenario(3, { raceAssignment: "draft", bannedRaces: ["l1z1x"] });
    expect(game.state.phase).toBe("setup");
    const first = seatToAnswer(game, "pickRace");
    expect(first).toBe(game.state.speaker);
    expect(decisions(game.state)[0]?.choices).not.toContain("l1z1x");
    play(game, { type: "pickRace", seat: first, race: "hacan" });
    const second = seatToAnswer(game, "pickRace");
    refuse(game, { type: "pickRace", seat: second, race: "hacan" }, "ERR_RACE_UNAVAILABLE");
    refuse(game, { type: "pickRace", seat: second, race: "l1z1x" }, "ERR_RACE_UNAVAILABLE");
    play(game, { type: "pickRace", seat: second, race: "sol" });
    play(game, { type: "pickRace", seat: seatToAnswer(game, "pickRace"), race: "jolnar" });
    expect(game.state.phase).toBe("strategy");
    expect(game.state.players[first]?.race).toBe("hacan");
    expectReplayMatches(game);
  });
});

describe("a galaxy from a map string", () => {
  it("reproduces another game's galaxy from its exported string", () => {
    const original = newScenario(6, {}, "map-source");
    const layout = galaxyLayout({ players: 6, boxes: ["base", "se"], larger: false });
    if ("kind" in layout) throw new Error(layout.message);
    const text = exportMapString(original.state.galaxy, layout);
    const copy = newScenario(6, { galaxyMode: "mapString", mapString: text }, "map-copy");
    for (const label of labelsUpToRing(3)) {
      const tile = original.state.galaxy[label];
      if (tile?.startsWith("home-")) expect(copy.state.galaxy[label]).toMatch(/^home-/);
      else expect(copy.state.galaxy[label]).toBe(tile);
    }
    expectReplayMatches(copy);
  });
});

describe("the galaxy built by the players (RR §3 step 9)", () => {
  it("deals systems privately, takes one placement per turn in snake order and starts the game when done", () => {
    const game = newScenario(4, { galaxyMode: "playerBuilt" }, "built-by-players");
    expect(game.state.phase).toBe("setup");
    const first = seatToAnswer(game, "placeGalaxyTile");
    expect(first).toBe(game.state.speaker);
    const hand = game.state.players[first]?.secret.galaxyTiles ?? [];
    expect(hand).toHaveLength(8);
    expect(view(game.state, (first + 1) % 4).players[first]?.secret).toMatchObject({ galaxyTiles: 8 });
    refuse(
      game,
      { type: "placeGalaxyTile", seat: first, tile: hand[0] as never, position: "201" },
      "ERR_GALAXY_RING_ORDER",
    );
    const other = (first + 1) % 4;
    const theirs = game.state.players[other]?.secret.galaxyTiles[0];
    refuse(
      game,
      { type: "placeGalaxyTile", seat: other, tile: theirs as never, position: "101" },
      "ERR_NOT_YOUR_TURN",
    );
    let placements = 0;
    while (game.state.phase === "setup") {
      const d = decisions(game.state)[0];
      if (d?.kind !== "placeGalaxyTile") throw new Error("expected a placement decision");
      const [tile, position] = (d.choices?.[0] ?? "").split("@");
      play(game, {
        type: "placeGalaxyTile",
        seat: d.seat,
        tile: tile as never,
        position: position as string,
      });
      placements += 1;
    }
    expect(placements).toBe(32);
    expect(Object.keys(game.state.galaxy)).toHaveLength(37);
    for (const p of game.state.players) expect(p.secret.galaxyTiles).toEqual([]);
    expect(game.state.phase).toBe("strategy");
    expectReplayMatches(game);
  });
});

describe("5 players (Base p.32)", () => {
  it("builds with one system face down next to Mecatol Rex, revealed at the end, and pays 4, 4 and 6 Trade Goods", () => {
    const game = newScenario(5, { galaxyMode: "playerBuilt", boxes: ["base"] }, "five");
    expect(view(game.state, null).decks.faceDownSystems).toHaveLength(1);
    expect(JSON.stringify(view(game.state, 0).decks)).not.toMatch(/"[a-z-]+"\s*:\s*"[a-z]/);
    while (game.state.phase === "setup") {
      const d = decisions(game.state)[0];
      const [tile, position] = (d?.choices?.[0] ?? "").split("@");
      play(game, {
        type: "placeGalaxyTile",
        seat: d?.seat ?? -1,
        tile: tile as never,
        position: position as string,
      });
    }
    expect(Object.keys(game.state.decks.faceDownSystems)).toHaveLength(0);
    const order = [0, 1, 2, 3, 4].map((k) => (game.state.speaker + k) % 5);
    expect(order.map((seat) => game.state.players[seat]?.tradeGoods)).toEqual([4, 0, 0, 4, 6]);
    expectReplayMatches(game);
  });
});
