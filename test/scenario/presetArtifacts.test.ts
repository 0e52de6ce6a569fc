/**
 * SE "Preset Artifacts" (the Preset Maps sheet): a group playing Artifacts on a preset map may choose to lay
 * the four artifacts face up in the systems the map marks, the blanks staying in the box; in a system with
 * two planets the artifact goes on the one with the fewest resources, then the lower influence. Nobody
 * chooses planets then. Without the choice, the Artifacts are placed as in any game (SE p.9).
 */
import { describe, expect, it } from "vitest";
import { ARTIFACTS, findPresetMap, type PlanetId } from "../../src/content/index.ts";
import { createGame, decisions, type GameSettings } from "../../src/engine/index.ts";
import { poorestPlanets } from "../../src/engine/options/presetArtifacts.ts";
import { planetsAt, positionOfPlanet } from "../../src/engine/rules/units.ts";
import { CTX, expectReplayMatches, given, newScenario, play } from "../support/engine.ts";
import { tiles } from "../support/tactical.ts";

const PRESET = ["artifacts", "presetMaps", "presetArtifacts"];

function presetGame(players: number, map: string, seed = "preset-artifacts") {
  return newScenario(players, { options: PRESET, presetMap: map }, seed);
}

describe("Preset Artifacts", () => {
  it.each([
    ["3p", 3],
    ["6p", 6],
    ["8p", 8],
  ] as const)(
    "%s: the four artifacts lie face up, one in each marked system, and nobody chooses",
    (id, n) => {
      const game = presetGame(n, id);
      const map = findPresetMap(id)!;
      const laid = game.state.artifacts ?? [];
      expect(laid.map((a) => positionOfPlanet(game.state, a.planet)).sort()).toEqual(
        [...map.artifacts].sort(),
      );
      expect(laid.map((a) => a.artifact).sort()).toEqual([...ARTIFACTS].sort());
      expect(laid.every((a) => a.holder === null)).toBe(true);
      // Each on its system's poorest planet.
      for (const { planet } of laid) {
        const position = positionOfPlanet(game.state, planet) as string;
        expect(poorestPlanets(game.state, position), planet).toContain(planet);
      }
      // No face-down token is left and no placement is asked: set-up went straight on to round 1.
      expect(game.state.decks.artifacts).toEqual({});
      expect(decisions(game.state).some((d) => d.kind === "placeArtifact")).toBe(false);
      expect(game.state.phase).toBe("strategy");
      const told = game.events.find((e) => e.type === "presetArtifactsLaid");
      expect(told).toBeDefined();
      expectReplayMatches(game);
    },
  );

  it("which artifact goes where is drawn with the game's generator: another seed may lay them otherwise", () => {
    const where = (seed: string) =>
      (presetGame(3, "3p", seed).state.artifacts ?? []).map((a) => `${a.planet}:${a.artifact}`).join(",");
    expect(new Set(["a", "b", "c", "d", "e", "f"].map(where)).size).toBeGreaterThan(1);
  });

  it("a two-planet system: the fewest resources, then the lower influence", () => {
    const game = newScenario(3, {}, "poorest");
    tiles(game, { "101": "abyz-fria", "102": "centauri-gral", "103": "lodor", "104": "lisis-velnor" });
    expect(poorestPlanets(game.state, "101")).toEqual(["fria"]); // 2 resources against 3
    expect(poorestPlanets(game.state, "102")).toEqual(["gral"]); // 1 each; influence 1 against 3
    expect(poorestPlanets(game.state, "103")).toEqual(["lodor"]);
    expect(poorestPlanets(game.state, "104")).toEqual(["velnor"]); // 2 each; influence 0 against 2
    expect(planetsAt(game.state, "000")).toEqual(["mecatol-rex"]);
  });

  it("a face-up artifact goes to the first player to control its planet, and 1 VP with it", () => {
    const game = presetGame(3, "3p");
    const token = (game.state.artifacts ?? [])[0]!;
    const seat = 1;
    given(game, {
      type: "planetGained",
      seat,
      planet: token.planet,
      from: null,
      exhausted: true,
      round: game.state.round,
    });
    // The next step of the game squares the artifacts with control (a standing preference is enough).
    play(game, { type: "setAutoPassWindows", seat: 0, on: false });
    expect(game.events.at(-1)).toEqual({ type: "artifactHeld", artifact: token.artifact, seat, from: null });
    expect(game.state.players[seat]?.vp).toBe(1);
    // Never a reveal: the token was face up from the start.
    expect(game.events.some((e) => e.type === "artifactRevealed")).toBe(false);
    expectReplayMatches(game);
  });

  it("without the choice, Artifacts on a preset map are placed by the players as usual (SE p.9)", () => {
    const game = newScenario(3, { options: ["artifacts", "presetMaps"], presetMap: "3p" }, "usual");
    expect(decisions(game.state)[0]).toMatchObject({ kind: "placeArtifact" });
    expect(game.state.artifacts ?? []).toEqual([]);
  });

  const refused: [string, GameSettings, string][] = [
    ["without Artifacts", { options: ["presetMaps", "presetArtifacts"] }, "artifacts"],
    ["without a preset map", { options: ["artifacts", "presetArtifacts"] }, "presetMaps"],
  ];
  it.each(refused)("is refused %s, creating nothing", (_name, settings, missing) => {
    const result = createGame(
      { seed: "x", players: [0, 1, 2].map((i) => ({ userId: `u${i}`, name: `P${i}` })), settings },
      CTX,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe("ERR_OPTION_REQUIRES");
      expect(result.error.message).toContain(missing);
    }
  });

  it("marks only planet systems in the printed layouts, so every map lays all four", () => {
    for (const id of ["3p", "4p", "5p", "6p", "7p", "8p"]) {
      const map = findPresetMap(id)!;
      const game = presetGame(map.players, id, `all-${id}`);
      expect((game.state.artifacts ?? []).length, id).toBe(4);
      const planets = (game.state.artifacts ?? []).map((a) => a.planet as PlanetId);
      expect(new Set(planets.map((p) => positionOfPlanet(game.state, p))).size, id).toBe(4);
    }
  });
});
