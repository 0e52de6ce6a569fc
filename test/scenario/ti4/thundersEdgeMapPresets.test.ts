/**
 * TE "Map Appendix": a table names one of the rulebook's premade maps at creation and the galaxy is laid out
 * from it. "Thunder Dreaming" (six players, no Prophecy of Kings) is played; the other three are refused with
 * what they need, and so is every preset named in a game it does not fit. A refused creation makes nothing.
 */
import { describe, expect, it } from "vitest";
import { ti4MapPreset } from "../../../src/content/ti4/index.ts";
import "../../../src/engine/index.ts";
import { importTi4MapString } from "../../../src/engine/galaxy/ti4/mapString.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { createTi4Game, type Ti4Settings } from "../../../src/engine/ti4/setup/create.ts";
import { create, finishSetup } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const TE = ["base", "te"] as const;

function refusal(players: number, settings: Ti4Settings) {
  const made = createTi4Game(
    {
      seed: "preset",
      players: Array.from({ length: players }, (_, i) => ({ userId: `u${i}`, name: `P${i}` })),
      settings,
    },
    CTX,
  );
  if (made.ok) throw new Error("the game was created");
  return made.error;
}

describe("Thunder's Edge premade maps (TE Map Appendix)", () => {
  it("lays out Thunder Dreaming ring by ring, the homes at the six corners, and the game replays", () => {
    const made = create(6, { boxes: TE, mapPreset: "thunder_dreaming" }, "thunder-dreaming");
    expect(made.state.config.galaxyMode).toBe("mapString");
    const done = finishSetup(made);
    const tile = (label: string) => done.state.galaxy[label]?.tile;
    expect(tile("000")).toBe("112");
    expect(["101", "102", "103", "104", "105", "106"].map(tile)).toEqual([
      "35",
      "30",
      "98",
      "34",
      "113",
      "101",
    ]);
    expect(["201", "207", "212"].map(tile)).toEqual(["109", "27", "43"]);
    expect(["302", "303", "317", "318"].map(tile)).toEqual(["42", "100", "26", "107"]);
    const homes = done.state.players.map((p) => p.home).sort();
    expect(homes).toEqual(["301", "304", "307", "310", "313", "316"]);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("refuses a preset the game cannot play, saying why", () => {
    const cases: [number, Ti4Settings, RegExp][] = [
      [6, { boxes: TE, mapPreset: "thunder_dreams" }, /no premade map "thunder_dreams".*thunder_dreaming/],
      [6, { boxes: ["base"], mapPreset: "thunder_dreaming" }, /needs a game with Thunder's Edge/],
      [5, { boxes: TE, mapPreset: "thunder_dreaming" }, /map for 6 players; this game has 5/],
      [6, { boxes: TE, mapPreset: "thunder_dreaming", galaxyMode: "playerBuilt" }, /not both/],
      [6, { boxes: TE, mapPreset: "thunder_dreaming", mapString: "26 27" }, /not both/],
      [6, { boxes: TE, mapPreset: "legendary" }, /Prophecy of Kings/],
      [4, { boxes: TE, mapPreset: "red_vs_blue" }, /Alliance variant/],
      [6, { boxes: TE, mapPreset: "subjugation" }, /Minor Factions/],
    ];
    for (const [players, settings, message] of cases) {
      const error = refusal(players, settings);
      expect(error.code).toBe("ERR_TI4_MAP_PRESET");
      expect(error.rule).toBe("TE Map Appendix");
      expect(error.message).toMatch(message);
    }
  });

  it("reads Thunder's Edge's Mecatol Rex as the centre of a map string only in a game with the box", () => {
    const text = ti4MapPreset("thunder_dreaming").mapString as string;
    expect("layout" in importTi4MapString(text, { players: 6, boxes: TE })).toBe(true);
    const base = importTi4MapString(text.replace(/ 98 | 113 /g, " 26 "), { players: 6, boxes: ["base"] });
    expect("code" in base && base.code).toBe("ERR_TI4_MAP_CENTRE");
    const written18 = importTi4MapString(text.replace("{112}", "{18}"), { players: 6, boxes: TE });
    expect("layout" in written18).toBe(true);
  });
});
