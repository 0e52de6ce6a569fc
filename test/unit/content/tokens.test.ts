import { describe, expect, it } from "vitest";
import type { Box } from "../../../src/content/common.ts";
import {
  getPresetMapSetup,
  getPresetPile,
  PRESET_MAP_SETUPS,
  PRESET_PILE_IDS,
  PRESET_PILES,
  presetPileOf,
  presetPileTiles,
  RESOURCE_HEAVY_SYSTEMS,
} from "../../../src/content/presetMaps.ts";
import { getSystem, isSystemId, SYSTEMS, systemsInBoxes, tileCount } from "../../../src/content/systems.ts";
import {
  ARTIFACT_TOKENS,
  CUSTODIAN_TOKENS,
  DOMAIN_COUNTERS,
  DOMAIN_EFFECTS,
  type DomainCounter,
  domainCountersFor,
  FACILITY_CARDS,
  FACILITY_RULES,
  getArtifactToken,
  getCustodianToken,
  getDomainCounter,
  getFacilityCard,
  isDomainCounterId,
  SE_DOMAIN_COUNTERS_PRINTED,
} from "../../../src/content/tokens.ts";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CAMEL = /^[a-z][a-zA-Z]*$/;

const copies = (list: readonly { readonly copies: number }[]) => list.reduce((sum, x) => sum + x.copies, 0);
const ofBox = (box: Box) => DOMAIN_COUNTERS.filter((c) => c.box === box);
const ofEffect = (effect: DomainCounter["effect"]) => DOMAIN_COUNTERS.filter((c) => c.effect === effect);

describe("domain counters: base Distant Suns (rules reference §24.3; counts from TIO)", () => {
  it("the base box has 47 Domain Counters on 14 faces", () => {
    expect(ofBox("base")).toHaveLength(14);
    expect(copies(ofBox("base"))).toBe(47);
  });

  it.each([
    ["peacefulAnnexation", 12],
    ["naturalWealth", 9],
    ["technologicalSociety", 2],
    ["industrialSociety", 2],
    ["biohazard", 4],
    ["radiation", 4],
    ["hostileLocals", 8],
    ["lazaxSurvivors", 2],
    ["settlers", 2],
    ["wormholeDiscovery", 2],
  ] as const)("%s: %i counters", (effect, count) => {
    expect(copies(ofEffect(effect))).toBe(count);
  });

  it("Natural Wealth is 5 x 2 and 4 x 4; Hostile Locals 5 x 1, 2 x 2 and 1 x 3", () => {
    const split = (effect: DomainCounter["effect"]) => ofEffect(effect).map((c) => [c.value, c.copies]);
    expect(split("naturalWealth")).toEqual([
      [2, 5],
      [4, 4],
    ]);
    expect(split("hostileLocals")).toEqual([
      [1, 5],
      [2, 2],
      [3, 1],
    ]);
  });

  it("Wormhole Discovery has one Alpha and one Beta counter", () => {
    expect(ofEffect("wormholeDiscovery").map((c) => [c.wormhole, c.copies])).toEqual([
      ["alpha", 1],
      ["beta", 1],
    ]);
  });
});

describe("domain counters: SE New Distant Suns (SE Option 11, p.20)", () => {
  it("adds five new kinds: Native Intelligence, Hidden Factory, Hostage Situation, ADS, Fighter Ambush", () => {
    expect([...new Set(ofBox("se").map((c) => c.effect))]).toEqual([
      "nativeIntelligence",
      "hiddenFactory",
      "hostageSituation",
      "automatedDefenseSystem",
      "fighterAmbush",
    ]);
    expect(ofBox("se").every((c) => c.option === "newDistantSuns")).toBe(true);
  });

  it("the SE component list prints 22 Domain Counters; the faces we can name account for 19 of them", () => {
    expect(SE_DOMAIN_COUNTERS_PRINTED).toBe(22);
    expect(copies(ofBox("se"))).toBe(19);
    expect(SE_DOMAIN_COUNTERS_PRINTED - copies(ofBox("se"))).toBe(3);
  });

  it("Fighter Ambush is 2 x 1, 2 x 2 and 1 x 3", () => {
    expect(ofEffect("fighterAmbush").map((c) => [c.value, c.copies])).toEqual([
      [1, 2],
      [2, 2],
      [3, 1],
    ]);
  });

  it("the Territorial low-risk pile holds exactly the eight faces SE Option 12 lists", () => {
    const lowRisk = DOMAIN_COUNTERS.filter((c) => c.lowRisk).map((c) => c.id);
    expect(lowRisk.sort()).toEqual([
      "biohazard",
      "fighter-ambush-1",
      "hostage-situation",
      "hostile-locals-1",
      "native-intelligence",
      "natural-wealth-2",
      "peaceful-annexation",
      "settlers",
    ]);
  });

  it("the SE faces join the mix only with the SE box and the New Distant Suns option", () => {
    expect(copies(domainCountersFor(["base", "se"], false))).toBe(47);
    expect(copies(domainCountersFor(["base", "se"], true))).toBe(66);
    expect(copies(domainCountersFor(["base"], true))).toBe(47);
  });

  it("every face has an effect text of our own and a lookup; unknown ids throw", () => {
    for (const c of DOMAIN_COUNTERS) expect(c.text).toBe(DOMAIN_EFFECTS[c.effect]);
    expect(getDomainCounter("radiation").copies).toBe(4);
    expect(isDomainCounterId("space-pirates")).toBe(false);
    expect(() => getDomainCounter("space-pirates")).toThrow(/Unknown domain counter/);
  });
});

describe("facilities (SE Option 9)", () => {
  it("16 Facility Cards: 8 Colonies (+1 influence) and 8 Refineries (+1 resource), 1 resource each", () => {
    expect(copies(FACILITY_CARDS)).toBe(16);
    expect(getFacilityCard("colony")).toMatchObject({ copies: 8, cost: 1, adds: "influence", amount: 1 });
    expect(getFacilityCard("refinery")).toMatchObject({ copies: 8, cost: 1, adds: "resources", amount: 1 });
  });

  it("one facility per planet, never in a Home System or on a Trade Station, built like a Space Dock", () => {
    expect(FACILITY_RULES).toMatchObject({
      maxPerPlanet: 1,
      allowedInHomeSystem: false,
      allowedOnTradeStation: false,
      buildStep: "produceUnits",
      requiresControlAllRound: true,
    });
  });
});

describe("artifacts (SE Option 5)", () => {
  it("8 tokens: 4 real artifacts worth 1 VP each and 4 dummies", () => {
    expect(copies(ARTIFACT_TOKENS)).toBe(8);
    const real = ARTIFACT_TOKENS.filter((t) => t.real);
    expect(copies(real)).toBe(4);
    expect(real.every((t) => t.victoryPoints === 1 && t.copies === 1)).toBe(true);
    expect(getArtifactToken("dummy-artifact")).toMatchObject({ copies: 4, real: false, victoryPoints: 0 });
  });

  it("the Lazax Armory is one of them", () => {
    expect(getArtifactToken("lazax-armory").real).toBe(true);
  });
});

describe("custodians of Mecatol Rex (SE Option 13)", () => {
  it("2 tokens: 3 Fighters fought first as a Fighter Ambush, then 2 Ground Forces as Hostile Locals", () => {
    expect(CUSTODIAN_TOKENS).toHaveLength(2);
    expect(getCustodianToken("custodian-fighters")).toMatchObject({
      effect: "fighterAmbush",
      value: 3,
      order: 1,
    });
    expect(getCustodianToken("custodian-ground-forces")).toMatchObject({
      effect: "hostileLocals",
      value: 2,
      order: 2,
    });
  });
});

describe("tokens: data is consistent", () => {
  const all = [...DOMAIN_COUNTERS, ...FACILITY_CARDS, ...ARTIFACT_TOKENS, ...CUSTODIAN_TOKENS];

  it("no two components share an id; ids are kebab-case, effects camelCase", () => {
    const ids = all.map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => KEBAB.test(id))).toBe(true);
    expect(all.every((x) => CAMEL.test(x.effect) && x.text.length > 0)).toBe(true);
  });

  it("everything but the base Distant Suns counters comes in the SE box", () => {
    expect(all.filter((x) => x.box === "base").every((x) => x.option === "distantSuns")).toBe(true);
    expect(Object.isFrozen(DOMAIN_COUNTERS[0])).toBe(true);
  });
});

describe("preset maps: tile piles (SE preset-map sheet)", () => {
  const game = systemsInBoxes(["base", "se"]);
  const pileCount = (id: (typeof PRESET_PILE_IDS)[number], heavy = false) =>
    tileCount(presetPileTiles(id, ["base", "se"], heavy));

  it("every tile but the Wormhole Nexus goes to exactly one pile", () => {
    for (const tile of game) expect(presetPileOf(tile) === null, tile.id).toBe(tile.kind === "wormholeNexus");
    const total = PRESET_PILE_IDS.reduce((sum, id) => sum + pileCount(id), 0);
    expect(total).toBe(tileCount(game) - 1);
  });

  it("Select Systems: Mecatol Rex, the 4 wormhole systems, Hope's End and the 2 Trade Station systems", () => {
    expect(
      presetPileTiles("select-systems", ["base", "se"])
        .map((tile) => tile.id)
        .sort(),
    ).toEqual([
      "arcturus-sumerian",
      "bellatrix-tsion",
      "empty-alpha-wormhole",
      "empty-beta-wormhole",
      "hopes-end",
      "lodor",
      "mecatol-rex",
      "quann",
    ]);
  });

  it("the other piles: 9 Special, 10 empty, 14 Home, 13 single-planet, 16 multi-planet tiles", () => {
    expect(pileCount("special-systems")).toBe(9);
    expect(pileCount("empty-space")).toBe(10);
    expect(pileCount("home-systems")).toBe(14);
    expect(pileCount("single-planet")).toBe(13);
    expect(pileCount("multi-planet")).toBe(16);
    expect(pileCount("resource-heavy")).toBe(0);
  });

  it("a seventh pile takes Abyz/Fria, Bereg/Lirta IV, Lisis/Velnor and New Albion/Starpoint", () => {
    expect(pileCount("resource-heavy", true)).toBe(4);
    expect(pileCount("multi-planet", true)).toBe(12);
    for (const id of RESOURCE_HEAVY_SYSTEMS) expect(getSystem(id).planets).toHaveLength(2);
  });

  it("the 7- and 8-player and special 5-player maps use the seventh pile", () => {
    expect(getPresetMapSetup("seven-player").separateResourceHeavy).toBe(true);
    expect(getPresetMapSetup("eight-player").separateResourceHeavy).toBe(true);
    expect(getPresetMapSetup("special-five-player")).toMatchObject({
      separateResourceHeavy: true,
      unlistedSelectSystems: 6,
      wormholeNexusAllowed: false,
    });
  });

  it("every tile a map moves to Select Systems exists, and there are enough of each anomaly", () => {
    for (const setup of PRESET_MAP_SETUPS) {
      expect(
        setup.selectSystems.every((id) => isSystemId(id)),
        setup.id,
      ).toBe(true);
      for (const { anomaly, count } of setup.selectAnomalies) {
        expect(tileCount(SYSTEMS.filter((tile) => tile.anomaly === anomaly))).toBeGreaterThanOrEqual(count);
      }
    }
    expect(getPresetMapSetup("multi-galaxy").selectAnomalies).toEqual([
      { anomaly: "asteroidField", count: 2 },
    ]);
  });

  it("piles are numbered 1 to 7 and unknown ids throw", () => {
    expect(PRESET_PILES.map((p) => p.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(() => getPresetPile("wormholes")).toThrow(/Unknown preset pile/);
    expect(() => getPresetMapSetup("nine-player")).toThrow(/Unknown preset map/);
  });
});
