import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  isTi4DealtSystem,
  isTi4PlanetId,
  isTi4SystemId,
  TI4_PLANETS,
  TI4_SYSTEMS,
  ti4Planet,
  ti4System,
  ti4SystemOfPlanet,
} from "../../../src/content/ti4/index.ts";

/** The data file's facts for base, PoK and Codex III tiles (test/fixtures/ti4/tiles.json). */
interface DataPlanet {
  id: string;
  name: string;
  resources: number;
  influence: number;
  traits: string[];
  tech_specialties: string[];
  legendary: boolean;
  legendary_ability?: string;
}
interface DataTile {
  id: string;
  expansion: string;
  back: string;
  home_of: string | null;
  anomalies: string[];
  wormholes: string[];
  hyperlane_edges?: [number, number][];
  planets: DataPlanet[];
}
const data = JSON.parse(readFileSync(new URL("../../fixtures/ti4/tiles.json", import.meta.url), "utf8")) as {
  tiles: DataTile[];
  planets_without_tile: { id: string; resources: number; influence: number; expansion: string }[];
};

const ANOMALY: Record<string, string> = {
  asteroid_field: "asteroidField",
  nebula: "nebula",
  supernova: "supernova",
  gravity_rift: "gravityRift",
};

describe("TI4 systems against the data file", () => {
  it("holds every base, PoK and Codex III tile and nothing else", () => {
    expect(TI4_SYSTEMS.map((t) => t.id).sort()).toEqual(data.tiles.map((t) => t.id).sort());
    expect(data.tiles.filter((t) => t.expansion === "base")).toHaveLength(51);
    expect(data.tiles.filter((t) => t.expansion === "pok")).toHaveLength(49);
    expect(data.tiles.filter((t) => t.expansion === "codex3")).toHaveLength(3);
  });

  for (const tile of data.tiles) {
    it(`tile ${tile.id}: box, back, home, wormholes, anomalies, lanes and planets`, () => {
      expect(isTi4SystemId(tile.id)).toBe(true);
      const ours = ti4System(tile.id as never);
      expect(ours.box).toBe(tile.expansion);
      expect(ours.back).toBe(tile.back);
      expect(ours.homeOf).toBe(tile.home_of);
      expect(ours.wormholes).toEqual(tile.wormholes);
      expect(ours.anomalies).toEqual(tile.anomalies.map((a) => ANOMALY[a]));
      expect(ours.hyperlanes).toEqual(tile.hyperlane_edges ?? []);
      expect(ours.planets).toEqual(tile.planets.map((p) => p.id));
      for (const p of tile.planets) {
        const planet = ti4Planet(p.id as never);
        expect(planet.name).toBe(p.name);
        expect([planet.resources, planet.influence]).toEqual([p.resources, p.influence]);
        expect(planet.traits).toEqual(p.traits);
        expect(planet.specialties).toEqual(p.tech_specialties);
        expect(planet.legendary).toBe(p.legendary);
        expect(planet.legendaryAbility).toBe(p.legendary_ability);
        expect(planet.box).toBe(tile.expansion);
        expect(ti4SystemOfPlanet(planet.id)?.id).toBe(tile.id);
      }
    });
  }

  it("has the planets without a tile, Thunder's Edge's left out", () => {
    const expected = data.planets_without_tile;
    expect(expected.map((p) => p.id).sort()).toEqual(["custodiavigilia", "mirage"]);
    for (const p of expected) {
      const planet = ti4Planet(p.id as never);
      expect([planet.resources, planet.influence, planet.box]).toEqual([
        p.resources,
        p.influence,
        p.expansion,
      ]);
      expect(ti4SystemOfPlanet(planet.id)).toBeNull();
    }
    expect(isTi4PlanetId("thundersedge")).toBe(false);
  });
});

describe("TI4 ids", () => {
  it("shares no id between tiles, nor between planets", () => {
    expect(new Set(TI4_SYSTEMS.map((t) => t.id)).size).toBe(TI4_SYSTEMS.length);
    expect(new Set(TI4_PLANETS.map((p) => p.id)).size).toBe(TI4_PLANETS.length);
  });

  it("puts every planet on at most one tile", () => {
    const onTiles = TI4_SYSTEMS.flatMap((t) => t.planets);
    expect(new Set(onTiles).size).toBe(onTiles.length);
    expect(onTiles.length + 2).toBe(TI4_PLANETS.length);
  });

  it("keeps Mecatol Rex at 18 and out of the dealt tiles, with Mallice and tile 81", () => {
    expect(ti4System("18").planets).toEqual(["mecatolrex"]);
    const dealt = TI4_SYSTEMS.filter(isTi4DealtSystem).map((t) => t.id);
    expect(dealt).not.toContain("18");
    expect(dealt).not.toContain("81");
    expect(dealt).not.toContain("82");
    expect(dealt.filter((id) => ti4System(id).back === "blue")).toHaveLength(36);
    expect(dealt.filter((id) => ti4System(id).back === "red")).toHaveLength(18);
  });

  it("freezes the data", () => {
    expect(Object.isFrozen(ti4System("26").wormholes)).toBe(true);
    expect(Object.isFrozen(ti4Planet("jord"))).toBe(true);
  });
});
