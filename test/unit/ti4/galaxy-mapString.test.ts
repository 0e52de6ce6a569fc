import { describe, expect, it } from "vitest";
import type { Ti4AutoGalaxy } from "../../../src/engine/galaxy/ti4/autoBuild.ts";
import {
  autoBuildTi4Galaxy,
  exportTi4MapString,
  importTi4MapString,
} from "../../../src/engine/galaxy/ti4/index.ts";
import type { RuleError } from "../../../src/engine/ruleError.ts";
import { isRuleError } from "../../../src/engine/ruleError.ts";

const boxes = ["base", "pok", "codex3"] as const;

function built(players: number, seed = "strings"): Ti4AutoGalaxy {
  const galaxy = autoBuildTi4Galaxy({ players, boxes }, seed);
  if (isRuleError(galaxy)) throw new Error(galaxy.message);
  return galaxy;
}

function refusal(
  text: string,
  players = 6,
  withBoxes: readonly ("base" | "pok" | "codex3")[] = boxes,
): RuleError {
  const read = importTi4MapString(text, { players, boxes: withBoxes });
  if (!isRuleError(read)) throw new Error(`accepted: ${text}`);
  return read;
}

/** A 6-player string with one token replaced (0-based token index, Mecatol Rex not counted). */
function sixWith(index: number, token: string): string {
  const tokens = exportTi4MapString(built(6).galaxy, built(6).layout).split(" ");
  tokens[index] = token;
  return tokens.join(" ");
}

describe("TI4 map strings", () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players: export, import and export again give the same string and galaxy`, () => {
      const { galaxy, layout } = built(players);
      const text = exportTi4MapString(galaxy, layout);
      expect(text.split(" ")).toHaveLength(36);
      const read = importTi4MapString(text, { players, boxes });
      if (isRuleError(read)) throw new Error(read.message);
      expect(read.galaxy).toEqual(galaxy);
      expect(exportTi4MapString(read.galaxy, read.layout)).toBe(text);
    });
  }

  for (const withBoxes of [boxes, ["base"] as const]) {
    it(`5p-base (${withBoxes.join(", ")}): round trip, and a setup naming no layout reads it as 5p-base`, () => {
      for (const seed of ["a", "b", "c"]) {
        const made = autoBuildTi4Galaxy({ players: 5, boxes: withBoxes, layout: "5p-base" }, seed);
        if (isRuleError(made)) throw new Error(made.message);
        const text = exportTi4MapString(made.galaxy, made.layout);
        const tokens = text.split(" ");
        expect(tokens).toHaveLength(36);
        // Homes 303, 307, 310, 313, 317 are tokens 20, 24, 27, 30 and 34; no hyperlanes, no holes.
        expect(tokens.flatMap((t, i) => (t === "0" ? [i] : []))).toEqual([20, 24, 27, 30, 34]);
        expect(tokens.some((t) => /[AB]\d$/.test(t) || t === "-1")).toBe(false);
        for (const named of [{ layout: "5p-base" as const }, {}]) {
          const read = importTi4MapString(text, { players: 5, boxes: withBoxes, ...named });
          if (isRuleError(read)) throw new Error(read.message);
          expect(read.layout.id).toBe("5p-base");
          expect(read.galaxy).toEqual(made.galaxy);
          expect(exportTi4MapString(read.galaxy, read.layout)).toBe(text);
        }
      }
    });
  }

  it("reads a 5-player string as the layout it fits, and names the default's error when it fits none", () => {
    const hyper = exportTi4MapString(built(5).galaxy, built(5).layout);
    const asBase = importTi4MapString(hyper, { players: 5, boxes, layout: "5p-base" });
    expect(isRuleError(asBase) && asBase.code).toBe("ERR_TI4_MAP_HYPERLANE");
    const read = importTi4MapString(hyper, { players: 5, boxes });
    expect(!isRuleError(read) && read.layout.id).toBe("5p-hyperlanes");
    const broken = hyper.replace("85A0", "999");
    const error = importTi4MapString(broken, { players: 5, boxes });
    expect(isRuleError(error) && error.code).toBe("ERR_TI4_MAP_UNKNOWN_TILE");
  });

  it("writes Homes as 0, the 3-player missing positions as -1 and hyperlanes with their turn", () => {
    const three = exportTi4MapString(built(3).galaxy, built(3).layout).split(" ");
    expect(three.filter((t) => t === "0")).toHaveLength(3);
    expect(three.filter((t) => t === "-1")).toHaveLength(9);
    const five = exportTi4MapString(built(5).galaxy, built(5).layout).split(" ");
    // Position 311 is the 29th token after Mecatol Rex.
    expect(five[28]).toBe("84A3");
    expect(five[3]).toBe("85A0");
  });

  it("reads the {18} prefix, any case, commas, unturned hyperlanes and Home tiles", () => {
    const { galaxy, layout } = built(5);
    const text = exportTi4MapString(galaxy, layout);
    const variant = `{18} ${text.replace("85A0", "85a").replace(/ /g, ", ").replace(/^0,/, "1,")}`;
    const withHome = text.split(" ");
    withHome[18] = "52";
    const read = importTi4MapString(`{18} ${withHome.join(",").replace("85A0", "85a")}`, {
      players: 5,
      boxes,
    });
    if (isRuleError(read)) throw new Error(read.message);
    expect(read.galaxy["104"]).toEqual({ tile: "85A", rotation: 0 });
    expect(read.galaxy["301"]).toEqual({ tile: "52" });
    expect(isRuleError(importTi4MapString(variant, { players: 5, boxes }))).toBe(false);
  });

  it("refuses an unknown tile, naming the position", () => {
    const error = refusal(sixWith(0, "999"));
    expect(error.code).toBe("ERR_TI4_MAP_UNKNOWN_TILE");
    expect(error.message).toContain("101");
    expect(error.message).toContain("999");
  });

  it("refuses a duplicate tile, and both faces of one hyperlane", () => {
    const tokens = exportTi4MapString(built(6).galaxy, built(6).layout).split(" ");
    tokens[1] = tokens[0] as string;
    const error = refusal(tokens.join(" "));
    expect(error.code).toBe("ERR_TI4_MAP_DUPLICATE_TILE");
    expect(error.message).toContain("102");
    const five = exportTi4MapString(built(5).galaxy, built(5).layout).replace("83A0", "85B0");
    expect(refusal(five, 5).code).toBe("ERR_TI4_MAP_DUPLICATE_TILE");
  });

  it("refuses the wrong number of tiles, saying how many", () => {
    const text = exportTi4MapString(built(6).galaxy, built(6).layout);
    const short = refusal(text.split(" ").slice(0, 30).join(" "));
    expect(short.code).toBe("ERR_TI4_MAP_SIZE");
    expect(short.message).toContain("36");
    expect(short.message).toContain("30");
    expect(refusal(`${text} 26`).code).toBe("ERR_TI4_MAP_SIZE");
  });

  it("refuses tiles on the wrong kind of position", () => {
    expect(refusal(sixWith(0, "0")).code).toBe("ERR_TI4_MAP_HOME_POSITION");
    expect(refusal(sixWith(18, "26")).code).toBe("ERR_TI4_MAP_HOME_POSITION");
    expect(refusal(sixWith(0, "-1")).code).toBe("ERR_TI4_MAP_HOLE");
    expect(refusal(sixWith(0, "83A")).code).toBe("ERR_TI4_MAP_HYPERLANE");
    expect(refusal(sixWith(0, "82")).code).toBe("ERR_TI4_MAP_OFF_BOARD_TILE");
    expect(refusal(sixWith(0, "18")).code).toBe("ERR_TI4_MAP_CENTRE");
    const three = exportTi4MapString(built(3).galaxy, built(3).layout).split(" ");
    three[18] = "77";
    expect(refusal(three.join(" "), 3).code).toBe("ERR_TI4_MAP_OFF_BOARD");
  });

  it("refuses a turn digit on a system, a turned hyperlane that leads nowhere, and another centre", () => {
    const turned = refusal(sixWith(0, "262"));
    expect(turned.code).toBe("ERR_TI4_MAP_UNKNOWN_TILE");
    expect(turned.message).toContain("only hyperlanes");
    const five = exportTi4MapString(built(5).galaxy, built(5).layout).replace("85A0", "85A1");
    expect(refusal(five, 5).code).toBe("ERR_TI4_MAP_HYPERLANE");
    expect(refusal(`{19} ${exportTi4MapString(built(6).galaxy, built(6).layout)}`).code).toBe(
      "ERR_TI4_MAP_CENTRE",
    );
  });

  it("refuses a tile from a box the game does not use", () => {
    const text = exportTi4MapString(built(6).galaxy, built(6).layout).split(" ");
    const pokAt = text.findIndex((t) => Number(t) >= 59 && Number(t) <= 80);
    const error = refusal(text.join(" "), 6, ["base"]);
    expect(error.code).toBe("ERR_TI4_MAP_TILE_NOT_IN_GAME");
    expect(error.message).toContain(text[pokAt] as string);
  });
});
