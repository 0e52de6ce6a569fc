import { describe, expect, it } from "vitest";
import { runTi4 } from "../../../scripts/galaxy-ti4.ts";
import { labelsUpToRing } from "../../../src/engine/galaxy/hex.ts";
import type { Ti4Galaxy } from "../../../src/engine/galaxy/ti4/index.ts";
import { ti4GalaxyBalance, ti4RuleBreaks } from "../../../src/engine/galaxy/ti4/index.ts";

const ring1 = labelsUpToRing(1);

describe("TI4 rule breaks on a finished board", () => {
  it("counts adjacent anomalies and adjacent same wormholes, and nothing on a clean board", () => {
    const clean: Ti4Galaxy = {
      "000": { tile: "18" },
      "101": { tile: "41" },
      "103": { tile: "42" },
      "102": { tile: "26" },
    };
    expect(ti4RuleBreaks(clean, ring1)).toEqual([]);
    const anomalies: Ti4Galaxy = { ...clean, "102": { tile: "43" } };
    expect(ti4RuleBreaks(anomalies, ring1)).toEqual([
      "LRR setup step 6: 2 pair(s) of anomalies are adjacent",
    ]);
    const wormholes: Ti4Galaxy = { ...clean, "101": { tile: "39" } };
    expect(ti4RuleBreaks(wormholes, ring1)).toEqual([
      "LRR setup step 6: 1 pair(s) of systems with the same wormhole are adjacent",
    ]);
  });

  it("counts neighbours joined by a hyperlane", () => {
    // 83A unturned at 101 joins 202 (its NE side) and 106 (its SW side).
    const positions = [...ring1, "202"];
    const board: Ti4Galaxy = {
      "000": { tile: "18" },
      "101": { tile: "83A", rotation: 0 },
      "202": { tile: "41" },
      "106": { tile: "42" },
    };
    expect(ti4RuleBreaks(board, positions)).toHaveLength(1);
    expect(ti4RuleBreaks({ ...board, "101": { tile: "83A", rotation: 1 } }, positions)).toEqual([]);
  });
});

describe("TI4 balance figures", () => {
  const homes = ["101"];
  it("counts a neighbour in full and one two moves away at half", () => {
    // Lodor (26: 3/1, alpha) next to the Home at 101; Quann (25: 2/1) two moves away at 103.
    const board: Ti4Galaxy = { "000": { tile: "18" }, "102": { tile: "26" }, "103": { tile: "25" } };
    const home = ti4GalaxyBalance(board, ring1, homes).homes[0];
    expect(home).toMatchObject({ position: "101", resources: 3 + 1, influence: 1 + 0.5, planets: 1.5 });
  });

  it("reaches through a wormhole, and not through an asteroid field", () => {
    const ring2 = labelsUpToRing(2);
    // Lodor (26, alpha) at 207 is three moves from 101 by edges, two through the alpha wormhole of 102.
    const board: Ti4Galaxy = { "000": { tile: "18" }, "102": { tile: "39" }, "207": { tile: "26" } };
    expect(ti4GalaxyBalance(board, ring2, homes).homes[0]?.resources).toBe(3 * 0.5);
    // The same Lodor with no wormhole open to it: an asteroid field at 102 (not entered) leaves three moves.
    const rock = ti4GalaxyBalance({ ...board, "102": { tile: "45" } }, ring2, homes).homes[0];
    expect(rock?.resources).toBe(3 * 0.25);
    // A nebula at Mecatol Rex's place cannot be passed through: 207 is then four moves away, out of reach.
    const nebula = ti4GalaxyBalance({ ...board, "000": { tile: "42" }, "102": { tile: "45" } }, ring2, homes);
    expect(nebula.homes[0]?.resources).toBe(0);
  });
});

describe("npm run galaxy -- --ruleset ti4", () => {
  it("builds, reads back and refuses", () => {
    const built = runTi4({ players: "4", mode: "auto", seed: "script" }) as {
      mapString: string;
      relaxed: string[];
    };
    expect(built.relaxed).toEqual([]);
    const read = runTi4({ players: "4", mode: "string", map: built.mapString }) as { mapString: string };
    expect(read.mapString).toBe(built.mapString);
    expect(runTi4({ players: "4", mode: "string", map: "26 26" })).toMatch(/^ERR_TI4_MAP_SIZE/);
    expect(runTi4({ players: "4", expansions: "base,se" })).toMatch(/Unknown TI4 box "se"/);
  });

  it("takes --layout for the 5-player variants, and refuses one the player count does not have", () => {
    const base = runTi4({ players: "5", mode: "auto", layout: "5p-base" }) as {
      layoutId: string;
      homes: string[];
    };
    expect(base.layoutId).toBe("5p-base");
    expect(base.homes).toEqual(["303", "307", "310", "313", "317"]);
    expect((runTi4({ players: "5", mode: "auto" }) as { layoutId: string }).layoutId).toBe("5p-hyperlanes");
    expect(runTi4({ players: "5", layout: "5p-bse" })).toMatch(
      /layout "5p-bse": use 5p-hyperlanes or 5p-base/,
    );
    expect(runTi4({ players: "6", layout: "5p-base" })).toMatch(/Unknown 6-player TI4 layout/);
  });
});
