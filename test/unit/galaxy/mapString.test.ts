import { describe, expect, it } from "vitest";
import type { AutoBuiltGalaxy } from "../../../src/engine/galaxy/autoBuild.ts";
import { autoBuildGalaxy } from "../../../src/engine/galaxy/autoBuild.ts";
import type { GalaxySetup } from "../../../src/engine/galaxy/layouts.ts";
import { allGalaxySetups } from "../../../src/engine/galaxy/layouts.ts";
import type { ImportedMap } from "../../../src/engine/galaxy/mapString.ts";
import { exportMapString, importMapString } from "../../../src/engine/galaxy/mapString.ts";
import type { RuleError } from "../../../src/engine/ruleError.ts";
import { isRuleError } from "../../../src/engine/ruleError.ts";

const SIX: GalaxySetup = { players: 6, boxes: ["base"], larger: false };
const SIX_SE: GalaxySetup = { players: 6, boxes: ["base", "se"], larger: false };

function build(setup: GalaxySetup, seed = "map"): AutoBuiltGalaxy {
  const built = autoBuildGalaxy(setup, seed);
  if (isRuleError(built)) throw new Error(built.message);
  return built;
}

function imported(text: string, setup: GalaxySetup = SIX): ImportedMap {
  const map = importMapString(text, setup);
  if (isRuleError(map)) throw new Error(map.message);
  return map;
}

function refused(text: string, setup: GalaxySetup = SIX): RuleError {
  const map = importMapString(text, setup);
  if (!isRuleError(map)) throw new Error("the map was accepted");
  return map;
}

/** A legal 6-player base map, as a token list to break one position at a time. */
function sixTokens(): string[] {
  const built = build(SIX);
  return exportMapString(built.galaxy, built.layout).split(" ");
}

/** Replaces the token at a label (000 = index 0, 101 = 1, ..., 201 = 7, 301 = 19). */
function withToken(tokens: string[], index: number, token: string): string {
  return tokens.map((t, i) => (i === index ? token : t)).join(" ");
}

describe("map strings", () => {
  it.each(
    allGalaxySetups().map(
      (s) => [`${s.players} players ${s.boxes.join("+")}${s.larger ? " larger" : ""}`, s] as const,
    ),
  )("round-trip exactly for %s", (_, setup) => {
    const built = build(setup);
    const text = exportMapString(built.galaxy, built.layout);
    const back = imported(text, setup);
    expect(back.galaxy).toEqual(built.galaxy);
    expect(back.homes).toEqual(built.homes);
    expect(exportMapString(back.galaxy, back.layout)).toBe(text);
  });

  it("list one token per position in label order, H for an unassigned Home and - off the board", () => {
    const three = build({ players: 3, boxes: ["base"], larger: false });
    const tokens = exportMapString(three.galaxy, three.layout).split(" ");
    expect(tokens).toHaveLength(37);
    expect(tokens[0]).toBe("MR");
    expect(tokens[19]).toBe("H"); // 301
    expect(tokens[21]).toBe("-"); // 303
  });

  it("carry Home System tiles once the races are known, in any letter case", () => {
    const tokens = sixTokens();
    tokens[19] = "hso";
    const map = imported(tokens.join("  "));
    expect(map.galaxy["301"]).toBe("home-sol");
    expect(exportMapString(map.galaxy, map.layout).split(" ")[19]).toBe("HSO");
  });
});

describe("a bad map string gets one clear error naming the position", () => {
  it("for an unknown tile", () => {
    const error = refused(withToken(sixTokens(), 3, "ZZ"));
    expect(error).toMatchObject({ code: "ERR_MAP_UNKNOWN_TILE", params: { position: "103" } });
    expect(error.message).toContain("103");
  });

  it("for a tile used more often than the box holds it", () => {
    const tokens = sixTokens();
    const first = tokens.indexOf("AF");
    const other = tokens.findIndex((t, i) => i > 0 && i !== first && t !== "H" && t !== "AF");
    const doubled = tokens.map((t, i) =>
      i === Math.max(first, other) ? "AF" : i === Math.min(first, other) ? "AF" : t,
    );
    const error = refused(doubled.join(" "));
    expect(error.code).toBe("ERR_MAP_DUPLICATE_TILE");
    expect(error.message).toContain("only one copy");
  });

  it("for a seventh plain empty system in a base game (6 copies)", () => {
    const text = `MR ${Array(6).fill("E").join(" ")} E ${sixTokens().slice(8).join(" ")}`;
    expect(refused(text)).toMatchObject({ code: "ERR_MAP_DUPLICATE_TILE", params: { position: "201" } });
  });

  it("for the wrong size, naming the first missing position or the last one", () => {
    const tokens = sixTokens();
    expect(refused(tokens.slice(0, 18).join(" "))).toMatchObject({
      code: "ERR_MAP_SIZE",
      params: { position: "212" },
    });
    expect(refused([...tokens, "E"].join(" "))).toMatchObject({
      code: "ERR_MAP_SIZE",
      params: { position: "318" },
    });
    expect(refused("")).toMatchObject({ code: "ERR_MAP_SIZE", params: { position: "000" } });
  });

  it("for a Home in the wrong place", () => {
    const tokens = sixTokens();
    expect(refused(withToken(tokens, 20, "H"))).toMatchObject({
      code: "ERR_MAP_HOME_POSITION",
      params: { position: "302" },
    });
    expect(refused(withToken(tokens, 20, "HSO"))).toMatchObject({
      code: "ERR_MAP_HOME_POSITION",
      params: { position: "302" },
    });
    expect(refused(withToken(tokens, 19, "E"))).toMatchObject({
      code: "ERR_MAP_HOME_POSITION",
      params: { position: "301" },
    });
  });

  it("for a missing or wandering Mecatol Rex", () => {
    const tokens = sixTokens();
    expect(refused(withToken(tokens, 0, "E"))).toMatchObject({
      code: "ERR_MAP_MECATOL",
      params: { position: "000" },
    });
    expect(refused(withToken(tokens, 0, "H"))).toMatchObject({
      code: "ERR_MAP_MECATOL",
      params: { position: "000" },
    });
    expect(refused(withToken(tokens, 5, "MR"))).toMatchObject({
      code: "ERR_MAP_MECATOL",
      params: { position: "105" },
    });
  });

  it("for a Shattered Empire tile in a base game, and for the Wormhole Nexus on the board", () => {
    const tokens = sixTokens();
    expect(refused(withToken(tokens, 2, "HE"))).toMatchObject({
      code: "ERR_MAP_TILE_NOT_IN_GAME",
      params: { position: "102" },
    });
    const se = build(SIX_SE);
    const seTokens = exportMapString(se.galaxy, se.layout).split(" ");
    expect(refused(withToken(seTokens, 2, "NX"), SIX_SE)).toMatchObject({
      code: "ERR_MAP_NEXUS",
      params: { position: "102" },
    });
  });

  it("for holes: a 3-player board has no 303, and a 6-player board needs every position", () => {
    const three = build({ players: 3, boxes: ["base"], larger: false });
    const tokens = exportMapString(three.galaxy, three.layout).split(" ");
    const setup: GalaxySetup = { players: 3, boxes: ["base"], larger: false };
    const spare = tokens.indexOf("E");
    const moved = withToken(withToken(tokens, spare, "-").split(" "), 21, "E");
    expect(refused(moved, setup)).toMatchObject({ code: "ERR_MAP_HOLE" });
    expect(refused(withToken(tokens, 21, "E"), setup)).toMatchObject({
      code: "ERR_MAP_OFF_BOARD",
      params: { position: "303" },
    });
    expect(refused(withToken(sixTokens(), 8, "."))).toMatchObject({
      code: "ERR_MAP_MISSING_TILE",
      params: { position: "202" },
    });
  });

  it("for a setup the rules do not allow", () => {
    expect(refused(sixTokens().join(" "), { players: 9, boxes: ["base"], larger: false }).code).toBe(
      "ERR_PLAYER_COUNT",
    );
  });
});

describe("preset maps (SE Optional Rule: Preset Maps)", () => {
  const setup: GalaxySetup = { players: 5, boxes: ["base", "se"], larger: false };

  it("take holes and Home positions from the string, seats clockwise from north", () => {
    const six = build(SIX_SE);
    const tokens = exportMapString(six.galaxy, six.layout).split(" ");
    // Five Homes on ring 3 (307 becomes impassable), as a special 5-player map might draw it.
    const text = withToken(tokens, 25, "-");
    const map = importMapString(text, setup, "preset");
    if (isRuleError(map)) throw new Error(map.message);
    expect(map.homes).toEqual(["301", "304", "310", "313", "316"]);
    expect(map.layout.positions).not.toContain("307");
    expect(exportMapString(map.galaxy, map.layout)).toBe(text);
  });

  it("still need one Home per player, all as far from Mecatol Rex", () => {
    const six = build(SIX_SE);
    const tokens = exportMapString(six.galaxy, six.layout).split(" ");
    expect(importMapString(tokens.join(" "), setup, "preset")).toMatchObject({ code: "ERR_MAP_HOME_COUNT" });
    // 307 impassable, 316 takes 202's system and 202 becomes a Home: one Home only 2 systems out.
    const moved = withToken(withToken(tokens, 25, "-").split(" "), 34, tokens[8] as string).split(" ");
    const uneven = withToken(moved, 8, "H");
    expect(importMapString(uneven, setup, "preset")).toMatchObject({
      code: "ERR_MAP_HOME_POSITION",
      params: { position: "301" },
    });
  });
});
