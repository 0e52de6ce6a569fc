import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  isTi4DealtSystem,
  isTi4SystemId,
  TI4_FACTIONS,
  TI4_PLANETS,
  TI4_SYSTEMS,
  ti4Planet,
  ti4System,
  ti4SystemOfPlanet,
} from "../../../src/content/ti4/index.ts";
import { hasSharedData, readSharedData } from "./sharedData.ts";

/** The data file's facts for a tile and its planets (shared/data/ti4/tiles.json). */
interface DataPlanet {
  id: string;
  name: string;
  resources: number;
  influence: number;
  traits: string[];
  tech_specialties: string[];
  legendary: boolean;
  legendary_ability?: string;
  expansion?: string;
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
/** The data's facts (test/fixtures/ti4/tiles.facts.json), so the checks run without the shared data too. */
const facts = JSON.parse(
  readFileSync(new URL("../../fixtures/ti4/tiles.facts.json", import.meta.url), "utf8"),
) as { tiles: DataTile[]; planets_without_tile: DataPlanet[] };
const tiles = facts.tiles;
const planetsWithoutTile = facts.planets_without_tile;

const ANOMALY: Record<string, string> = {
  asteroid_field: "asteroidField",
  nebula: "nebula",
  supernova: "supernova",
  gravity_rift: "gravityRift",
};

describe.runIf(hasSharedData)("the tile facts fixture", () => {
  it("still says what the shared data says (Thunder's Edge left out: issue #27)", () => {
    const data = readSharedData<DataTile>("tiles.json", "tiles").filter(
      (t) => t.expansion !== "thunders_edge",
    );
    const pick = (t: DataTile) => ({
      id: t.id,
      expansion: t.expansion,
      back: t.back,
      home_of: t.home_of,
      anomalies: t.anomalies,
      wormholes: t.wormholes,
      hyperlane_edges: t.hyperlane_edges,
      planets: t.planets.map((p) => [
        p.id,
        p.name,
        p.resources,
        p.influence,
        p.traits,
        p.tech_specialties,
        p.legendary,
        p.legendary_ability ?? null,
      ]),
    });
    expect(tiles.map(pick)).toEqual(data.map(pick));
    const loose = readSharedData<DataPlanet>("tiles.json", "planets_without_tile")
      .filter((p) => p.expansion !== "thunders_edge")
      .map((p) => [p.id, p.resources, p.influence]);
    expect(planetsWithoutTile.map((p) => [p.id, p.resources, p.influence])).toEqual(loose);
  });
});

describe("TI4 systems against the data's facts", () => {
  it("holds every base, PoK and Codex III tile and nothing else", () => {
    const older = TI4_SYSTEMS.filter((t) => t.box !== "te");
    expect(older.map((t) => t.id).sort()).toEqual(tiles.map((t) => t.id).sort());
    expect(tiles.filter((t) => t.expansion === "base")).toHaveLength(51);
    expect(tiles.filter((t) => t.expansion === "pok")).toHaveLength(49);
    expect(tiles.filter((t) => t.expansion === "codex3")).toHaveLength(3);
  });

  for (const tile of tiles) {
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

  it("has the planets without a tile (Thunder's Edge's: systems.te.test.ts)", () => {
    const expected = planetsWithoutTile;
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
  });
});

describe("TI4 ids", () => {
  it("shares no id between tiles, nor between planets", () => {
    expect(new Set(TI4_SYSTEMS.map((t) => t.id)).size).toBe(TI4_SYSTEMS.length);
    expect(new Set(TI4_PLANETS.map((p) => p.id)).size).toBe(TI4_PLANETS.length);
  });

  it("puts every planet on at most one tile, Mecatol Rex on both its printings (18 and TE's 112)", () => {
    const onTiles = TI4_SYSTEMS.flatMap((t) => t.planets).filter((p) => p !== "mecatolrex");
    expect(new Set(onTiles).size).toBe(onTiles.length);
    expect(TI4_SYSTEMS.filter((t) => t.planets.includes("mecatolrex")).map((t) => t.id)).toEqual([
      "18",
      "112",
    ]);
    // Mirage, Custodia Vigilia, Thunder's Edge and Avernus (the Muaat's Stellar Genesis token) have no tile.
    expect(onTiles.length + 1 + 4).toBe(TI4_PLANETS.length);
  });

  it("keeps Mecatol Rex at 18 and out of the dealt tiles, with Mallice and tile 81", () => {
    expect(ti4System("18").planets).toEqual(["mecatolrex"]);
    const dealt = TI4_SYSTEMS.filter((t) => t.box !== "te" && isTi4DealtSystem(t)).map((t) => t.id);
    expect(dealt).not.toContain("18");
    expect(dealt).not.toContain("81");
    expect(dealt).not.toContain("82");
    expect(dealt.filter((id) => ti4System(id).back === "blue")).toHaveLength(36);
    expect(dealt.filter((id) => ti4System(id).back === "red")).toHaveLength(18);
  });

  it("gives every faction's home system and board tile, with that faction as its owner", () => {
    for (const faction of TI4_FACTIONS) {
      expect(isTi4SystemId(faction.homeSystem)).toBe(true);
      const home = ti4System(faction.homeSystem as never);
      // Thunder's Edge homes name their faction apart (systems.ts `teHomeOf`).
      expect(home.homeOf ?? home.teHomeOf).toBe(faction.id);
      expect([...home.planets].sort()).toEqual([...faction.homePlanets].sort());
      if (faction.boardTile !== undefined)
        expect(ti4System(faction.boardTile as never).homeOf).toBe(faction.id);
    }
  });

  it("freezes the data", () => {
    expect(Object.isFrozen(ti4System("26").wormholes)).toBe(true);
    expect(Object.isFrozen(ti4Planet("jord"))).toBe(true);
  });
});
