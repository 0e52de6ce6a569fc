/**
 * SE "Optional Rule: Preset Maps": a game created with a printed map for its player count has its galaxy
 * laid out from the map's diagram (each position drawing from its pile, named systems where named), the
 * starting positions drawn at random, and no Trade Goods for uneven seats; Preset Artifacts are offered to
 * the Artifacts option through a hook. A map for another count, or none with the option, is refused.
 */
import { describe, expect, it } from "vitest";
import { findPresetMap, getSystem, PRESET_MAPS, presetPileOf } from "../../src/content/index.ts";
import { adjacentPositions } from "../../src/engine/galaxy/adjacency.ts";
import { labelsUpToRing } from "../../src/engine/galaxy/hex.ts";
import { diagramTokens } from "../../src/engine/galaxy/presetMap.ts";
import { tileOfCode } from "../../src/engine/galaxy/tiles.ts";
import { answers } from "../../src/engine/hooks/index.ts";
import { createGame, type GameSettings } from "../../src/engine/index.ts";
import { CTX, expectReplayMatches, newScenario } from "../support/engine.ts";

const PILES: Record<string, string> = {
  R: "special-systems",
  E: "empty-space",
  "1": "single-planet",
  "2": "multi-planet",
  X: "resource-heavy",
};

function create(players: number, settings: GameSettings) {
  return createGame(
    {
      seed: "preset",
      players: Array.from({ length: players }, (_, i) => ({ userId: `u${i}`, name: `P${i}` })),
      settings,
    },
    CTX,
  );
}

describe("the galaxy laid out from a preset map", () => {
  it.each(PRESET_MAPS.map((m) => [m.id, m.players] as const))(
    "%s: every position as its diagram says",
    (id, players) => {
      const map = findPresetMap(id)!;
      const game = newScenario(players, { options: ["presetMaps"], presetMap: id }, `preset-${id}`);
      const tokens = diagramTokens(map);
      const labels = labelsUpToRing(players >= 7 ? 4 : 3);
      expect(tokens).toHaveLength(labels.length);
      const homes = game.state.players.map((p) => p.home);
      for (const [i, label] of labels.entries()) {
        const token = tokens[i] as string;
        const tile = game.state.galaxy[label];
        const pile = PILES[token];
        if (token === "-") expect(tile, label).toBeUndefined();
        else if (token === "H") expect(homes, label).toContain(label);
        else if (pile)
          expect(presetPileOf(getSystem(tile as string), map.separateResourceHeavy), label).toBe(pile);
        else expect(tile, label).toBe(tileOfCode(token)?.id);
      }
      expect(new Set(homes).size).toBe(players);
      expect(game.state.config.presetMap).toBe(id);
      expectReplayMatches(game);
    },
  );

  it("draws the starting positions at random: another seed seats the players elsewhere", () => {
    const homes = (seed: string) =>
      newScenario(6, { options: ["presetMaps"] }, seed)
        .state.players.map((p) => p.home)
        .join(",");
    const seen = new Set(["a", "b", "c", "d", "e"].map(homes));
    expect(seen.size).toBeGreaterThan(1);
  });

  it("uses the map printed for the player count when none is named, and pays no seat compensation", () => {
    const game = newScenario(5, { options: ["presetMaps"] });
    expect(game.state.config.presetMap).toBe("5p");
    expect(game.state.players.every((p) => p.tradeGoods === 0)).toBe(true);
  });

  it("Preset Artifacts: the hook names the map's artifact systems, planet systems away from every Home", () => {
    for (const map of PRESET_MAPS) {
      const game = newScenario(map.players, { options: ["presetMaps"], presetMap: map.id }, `art-${map.id}`);
      const systems = answers(game.state, "presetArtifactSystems").flatMap((marked) => marked(game.state));
      expect(systems, map.id).toEqual(map.artifacts);
      const homes = game.state.players.map((p) => p.home as string);
      for (const position of systems) {
        expect(getSystem(game.state.galaxy[position] as string).planets.length, position).toBeGreaterThan(0);
        const near = adjacentPositions(game.state.galaxy, position, { wormholeNexus: false }, "other");
        expect(
          near.some((p) => homes.includes(p)),
          `${map.id} ${position}`,
        ).toBe(false);
      }
    }
  });

  it("without the option no hook answers and the galaxy is built as usual", () => {
    const game = newScenario(6);
    expect(game.state.config.presetMap).toBeUndefined();
    expect(answers(game.state, "presetArtifactSystems")).toEqual([]);
  });
});

describe("choosing a preset map (refusals)", () => {
  const rows: [string, number, GameSettings, string, RegExp][] = [
    [
      "a map for another player count",
      6,
      { options: ["presetMaps"], presetMap: "8p" },
      "ERR_PRESET_MAP",
      /8-player map is for 8 players, and this game has 6: choose 6p/,
    ],
    [
      "a map that does not exist",
      4,
      { options: ["presetMaps"], presetMap: "spiral" },
      "ERR_PRESET_MAP",
      /"spiral" is not a preset map for 4 players/,
    ],
    [
      "a map without the option",
      6,
      { presetMap: "6p" },
      "ERR_PRESET_MAP_OPTION",
      /only with the Preset Maps option/,
    ],
    [
      "a map string as well",
      6,
      { options: ["presetMaps"], galaxyMode: "playerBuilt" },
      "ERR_PRESET_MAP_GALAXY",
      /no player-built galaxy/,
    ],
    [
      "the larger galaxy as well",
      6,
      { options: ["presetMaps"], largerGalaxy: true },
      "ERR_PRESET_MAP_GALAXY",
      /larger galaxy/,
    ],
  ];
  it.each(rows)("refuses %s", (_name, players, settings, code, message) => {
    const result = create(players, settings);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toMatch(message);
    }
  });
});
