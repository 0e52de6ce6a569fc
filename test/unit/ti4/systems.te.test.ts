/**
 * Thunder's Edge tiles and planets (content/ti4/systems.te.ts, planets.te.ts) against the data's facts
 * (shared/data/ti4/tiles.json, kept as test/fixtures/ti4/tiles.te.facts.json so the checks run without it).
 * Counts: the data holds 28 TE tiles (92-118 and 96b; 94, The Sorrow, with unknown contents) and 37
 * planets on them, plus Thunder's Edge with no tile. Ours: 27 tiles (The Sorrow left out), and 36 TE
 * planets on them plus Thunder's Edge (the data's "mrte" is our "mecatolrex" on tile 112).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  isFactionId,
  isTi4DealtSystem,
  isTi4FractureSystem,
  isTi4MecatolRexTile,
  isTi4PlanetId,
  TI4_ANOMALIES,
  TI4_PLANETS,
  TI4_SYSTEMS,
  TI4_TE_MECATOL_REX,
  TI4_WORMHOLES,
  ti4Planet,
  ti4System,
  ti4SystemOfPlanet,
} from "../../../src/content/ti4/index.ts";
import { hasSharedData, readSharedData } from "./sharedData.ts";

interface DataPlanet {
  id: string;
  name: string;
  resources: number;
  influence: number;
  traits?: string[];
  tech_specialties?: string[];
  legendary: boolean;
  legendary_ability?: string;
  space_station?: boolean;
  expansion?: string;
}
interface DataTile {
  id: string;
  expansion: string;
  back: string;
  home_of: string | null;
  anomalies: string[];
  wormholes: string[];
  planets: DataPlanet[];
}
const facts = JSON.parse(
  readFileSync(new URL("../../fixtures/ti4/tiles.te.facts.json", import.meta.url), "utf8"),
) as { tiles: DataTile[]; planets_without_tile: DataPlanet[] };

const ANOMALY: Record<string, string> = {
  asteroid_field: "asteroidField",
  nebula: "nebula",
  supernova: "supernova",
  gravity_rift: "gravityRift",
  entropic_scar: "entropicScar",
};
/** The data's ids that ours spell differently: TE's Mecatol Rex keeps the base planet's id. */
const PLANET_ID: Record<string, string> = { mrte: "mecatolrex" };
/**
 * The Sorrow (94): no source gives its contents; ours is a reading (systems.te.ts, [recalled]), so it is
 * checked by its own test, not against the data.
 */
const LEFT_OUT = ["94"];

/** A data record without where it came from (the fixture keeps the facts only). */
function factsOnly<T>(value: T): T {
  if (Array.isArray(value)) return value.map(factsOnly) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "source" && key !== "note")
      .map(([key, inner]) => [key, factsOnly(inner)]),
  ) as T;
}

describe.runIf(hasSharedData)("the Thunder's Edge tile facts fixture", () => {
  it("still says what the shared data says", () => {
    const data = readSharedData<DataTile>("tiles.json", "tiles").filter(
      (t) => t.expansion === "thunders_edge",
    );
    expect(facts.tiles).toEqual(factsOnly(data));
    const loose = readSharedData<DataPlanet>("tiles.json", "planets_without_tile").filter(
      (p) => p.expansion === "thunders_edge",
    );
    expect(facts.planets_without_tile).toEqual(factsOnly(loose));
  });
});

describe("Thunder's Edge systems against the data's facts", () => {
  // The hyperlane faces 119A-124A are no system tiles of the data (galaxy-te.test.ts checks them), nor are
  // The Fracture's systems (fracture.te.ts, set aside; test/scenario/ti4/fracture.test.ts).
  const te = TI4_SYSTEMS.filter(
    (t) => t.box === "te" && t.back !== "hyperlane" && !isTi4FractureSystem(t.id),
  );

  it("holds every TE tile: 28 tiles, 92-118 and 96b, The Sorrow as our reading", () => {
    expect(facts.tiles).toHaveLength(28);
    expect(te.map((t) => t.id).sort()).toEqual(facts.tiles.map((t) => t.id).sort());
    expect(te).toHaveLength(28);
    // The Sorrow [recalled]: no planet, no anomaly, an epsilon wormhole matching the Crimson home's.
    expect(ti4System("94")).toMatchObject({
      planets: [],
      anomalies: [],
      wormholes: ["epsilon"],
      homeOf: "crimson",
    });
    const lanes = TI4_SYSTEMS.filter((t) => t.box === "te" && t.back === "hyperlane").map((t) => t.id);
    expect(lanes).toEqual(["119A", "120A", "121A", "122A", "123A", "124A"]);
    // The Keleres tiles keep their renamed ids beside TE's 92, 93.
    expect(ti4System("92new").box).toBe("codex3");
    expect(ti4System("92").box).toBe("te");
  });

  for (const tile of facts.tiles.filter((t) => !LEFT_OUT.includes(t.id))) {
    it(`tile ${tile.id}: back, home, wormholes, anomalies and planets`, () => {
      const ours = ti4System(tile.id as never);
      expect(ours.box).toBe("te");
      // The data prints TE's Mecatol Rex back black; ours is blue and never dealt, like tile 18.
      expect(ours.back).toBe(tile.id === "112" ? "blue" : tile.back);
      // A TE home is a faction's home once that faction is played (TE_PLAYED_FACTION_IDS).
      expect(ours.homeOf).toBe(tile.home_of && isFactionId(tile.home_of) ? tile.home_of : null);
      expect(ours.teHomeOf ?? null).toBe(tile.home_of);
      expect(ours.wormholes).toEqual(tile.wormholes);
      expect(ours.anomalies).toEqual(tile.anomalies.map((a) => ANOMALY[a]));
      expect(ours.planets).toEqual(tile.planets.map((p) => PLANET_ID[p.id] ?? p.id));
      for (const p of tile.planets) {
        if (PLANET_ID[p.id]) continue;
        const planet = ti4Planet(p.id as never);
        expect(planet.box).toBe("te");
        expect([planet.name, planet.resources, planet.influence]).toEqual([p.name, p.resources, p.influence]);
        expect(planet.traits).toEqual(p.traits ?? []);
        expect(planet.specialties).toEqual(p.tech_specialties ?? []);
        expect(planet.legendary).toBe(p.legendary);
        expect(planet.legendaryAbility).toBe(p.legendary_ability);
        expect(planet.station ?? false).toBe(p.space_station ?? false);
        expect(planet.relic).toBeUndefined();
      }
    });
  }

  it("counts 36 TE planets on tiles, and Thunder's Edge and Avernus without one", () => {
    const onTiles = facts.tiles.flatMap((t) => t.planets);
    expect(onTiles).toHaveLength(37);
    const ours = TI4_PLANETS.filter((p) => {
      const system = ti4SystemOfPlanet(p.id);
      return p.box === "te" && (system === null || !isTi4FractureSystem(system.id));
    });
    expect(ours).toHaveLength(38);
    expect(ours.filter((p) => ti4SystemOfPlanet(p.id) !== null)).toHaveLength(36);
    const edge = ti4Planet("thundersedge");
    const data = facts.planets_without_tile.find((p) => p.id === "thundersedge");
    expect([edge.resources, edge.influence, edge.legendaryAbility]).toEqual([
      data?.resources,
      data?.influence,
      data?.legendary_ability,
    ]);
    expect(ti4SystemOfPlanet("thundersedge")).toBeNull();
    expect(isTi4PlanetId("thundersedge")).toBe(true);
    // Avernus, Stellar Genesis's planet token (AsyncTI4 planets/avernus.json: 2/0, hazardous).
    const avernus = ti4Planet("avernus");
    expect([avernus.resources, avernus.influence, avernus.traits]).toEqual([2, 0, ["hazardous"]]);
    expect(ti4SystemOfPlanet("avernus")).toBeNull();
  });

  it("has TE's new vocabulary: dual traits and specialties, space stations, entropic scars, epsilon", () => {
    const dual = TI4_PLANETS.filter((p) => p.traits.length === 2).map((p) => p.id);
    expect(dual.sort()).toEqual(["lazulrex", "lesab", "olergodt", "tarana", "tinnes", "virapicsiii"]);
    expect(TI4_PLANETS.filter((p) => p.specialties.length === 2).map((p) => p.id)).toEqual([
      "olergodt",
      "tiamat",
    ]);
    expect(TI4_PLANETS.filter((p) => p.station).map((p) => p.id)).toEqual([
      "revelation",
      "tsionstation",
      "oluzstation",
      "thewatchtower",
    ]);
    expect(TI4_SYSTEMS.filter((t) => t.anomalies.includes("entropicScar")).map((t) => t.id)).toEqual([
      "114",
      "116",
    ]);
    expect(TI4_ANOMALIES).toContain("entropicScar");
    expect(TI4_WORMHOLES).toContain("epsilon");
    expect(TI4_SYSTEMS.filter((t) => t.wormholes.includes("epsilon")).map((t) => t.id)).toEqual([
      "118",
      "94",
    ]);
  });

  it("deals 15 blue and 5 red TE tiles, never the homes nor TE's Mecatol Rex", () => {
    const dealt = te.filter(isTi4DealtSystem);
    expect(dealt.filter((t) => t.back === "blue")).toHaveLength(15);
    expect(dealt.filter((t) => t.back === "red")).toHaveLength(5);
    expect(dealt.map((t) => t.id)).not.toContain("112");
  });

  it("makes tile 112 Mecatol Rex with the legendary ability The Galactic Council", () => {
    expect(ti4System("112").planets).toEqual(["mecatolrex"]);
    expect(TI4_TE_MECATOL_REX).toEqual({
      tile: "112",
      planet: "mecatolrex",
      legendaryAbility: "The Galactic Council",
    });
    expect(isTi4MecatolRexTile("112")).toBe(true);
    expect(isTi4MecatolRexTile("18")).toBe(true);
    expect(isTi4MecatolRexTile("19")).toBe(false);
    // The base planet card stays as printed: not legendary outside a TE game.
    expect(ti4Planet("mecatolrex").legendary).toBe(false);
  });
});
