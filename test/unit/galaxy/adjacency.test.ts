import { describe, expect, it } from "vitest";
import type { Galaxy } from "../../../src/engine/galaxy/adjacency.ts";
import {
  ANOMALY_RULES,
  adjacencies,
  adjacentPositions,
  anomalyRulesAt,
  areAdjacent,
  NEXUS_POSITION,
  systemAt,
} from "../../../src/engine/galaxy/adjacency.ts";

const noNexus = { wormholeNexus: false };
const withNexus = { wormholeNexus: true };

/** A small board: Mecatol Rex, ring 1, and wormholes far apart on ring 3. */
const galaxy: Galaxy = {
  "000": "mecatol-rex",
  "101": "saudor",
  "102": "empty",
  "103": "asteroid-field",
  "104": "nebula",
  "105": "wellon",
  "106": "thibah",
  "301": "lodor", // Alpha
  "310": "empty-alpha-wormhole", // Alpha
  "307": "quann", // Beta
};

describe("adjacency over shared edges (RR §10.2)", () => {
  it("joins Mecatol Rex to the six systems around it", () => {
    expect(adjacentPositions(galaxy, "000", noNexus).sort()).toEqual([
      "101",
      "102",
      "103",
      "104",
      "105",
      "106",
    ]);
  });

  it("never reaches an empty spot of the board", () => {
    expect(adjacentPositions(galaxy, "101", noNexus).sort()).toEqual(["000", "102", "106"]);
  });
});

describe("adjacency through wormholes (RR §10.4)", () => {
  it("makes Lodor and the empty Alpha system neighbours across the board", () => {
    expect(areAdjacent(galaxy, "301", "310", noNexus)).toBe(true);
    expect(adjacencies(galaxy, "310", noNexus)).toContainEqual({ position: "301", via: "alpha" });
  });

  it("never joins an Alpha to a Beta", () => {
    expect(areAdjacent(galaxy, "301", "307", noNexus)).toBe(false);
  });

  it("does nothing for a letter with only one end on the board", () => {
    expect(adjacentPositions(galaxy, "307", noNexus)).toEqual([]);
  });

  it("counts for movement only, not for PDS range or other effects", () => {
    expect(areAdjacent(galaxy, "301", "310", noNexus, "other")).toBe(false);
  });
});

describe("the Wormhole Nexus (SE p.10, Option 8)", () => {
  it("does not exist without its option", () => {
    expect(systemAt(galaxy, NEXUS_POSITION, noNexus)).toBeNull();
    expect(adjacentPositions(galaxy, "307", noNexus)).not.toContain(NEXUS_POSITION);
  });

  it("sits off the board, adjacent to every Alpha and Beta system and to nothing by an edge", () => {
    expect(systemAt(galaxy, NEXUS_POSITION, withNexus)).toBe("wormhole-nexus");
    expect(adjacentPositions(galaxy, NEXUS_POSITION, withNexus).sort()).toEqual(["301", "307", "310"]);
    expect(adjacencies(galaxy, NEXUS_POSITION, withNexus).every((a) => a.via !== "edge")).toBe(true);
  });

  it("gives a lone Beta wormhole somewhere to lead", () => {
    expect(adjacencies(galaxy, "307", withNexus)).toEqual([{ position: NEXUS_POSITION, via: "beta" }]);
    expect(areAdjacent(galaxy, "301", NEXUS_POSITION, withNexus)).toBe(true);
    expect(areAdjacent(galaxy, "101", NEXUS_POSITION, withNexus)).toBe(false);
  });
});

describe("Special Systems for movement (RR §11; SE p.6)", () => {
  it("keeps ships out of Asteroid Fields unless they have Antimass Deflectors", () => {
    const rules = anomalyRulesAt(galaxy, "103", noNexus);
    expect(rules).toMatchObject({ canActivate: false, canEndMovement: false, canMoveThrough: false });
    expect(rules?.moveThroughWith).toBe("antimass-deflectors");
  });

  it("lets ships stop in a Nebula but never pass, leave at movement 1, and helps its defender", () => {
    expect(anomalyRulesAt(galaxy, "104", noNexus)).toMatchObject({
      canActivate: true,
      canMoveThrough: false,
      movementLeaving: 1,
      defenderCombatBonus: 1,
    });
  });

  it("makes Supernovas impassable and Ion Storms a place to stop, shielded from PDS and Fighter dice", () => {
    expect(ANOMALY_RULES.supernova).toMatchObject({
      canActivate: false,
      canEndMovement: false,
      canMoveThrough: false,
    });
    expect(ANOMALY_RULES.ionStorm).toMatchObject({
      canActivate: true,
      canMoveThrough: false,
      pdsMayTarget: false,
      fightersRoll: false,
      moveThroughWith: "maneuvering-jets",
    });
    expect(ANOMALY_RULES.gravityRift.inBaseOrSe).toBe(false);
  });

  it("finds no anomaly in an ordinary system", () => {
    expect(anomalyRulesAt(galaxy, "101", noNexus)).toBeNull();
  });
});
