import { describe, expect, it } from "vitest";
import {
  getObjective,
  isObjectiveId,
  OBJECTIVES,
  objectiveDeck,
  publicDeckCounts,
  publicDeckFor,
  secretObjectiveDeck,
  specialObjectives,
} from "../../../src/content/objectives.ts";
import { OPTION_IDS } from "../../../src/content/options.ts";

const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe("public objective decks", () => {
  it("the base game has 10 Stage I and 10 Stage II cards, Imperium Rex among the Stage II", () => {
    expect(objectiveDeck("stage1", "base")).toHaveLength(10);
    expect(objectiveDeck("stage2", "base")).toHaveLength(10);
    expect(ids(objectiveDeck("stage2", "base"))).toContain("imperium-rex");
  });

  it("SE's variant deck has 10 Stage I and 9 Stage II cards plus its own Imperium Rex", () => {
    expect(objectiveDeck("stage1", "seVariant")).toHaveLength(10);
    const stage2 = objectiveDeck("stage2", "seVariant");
    expect(stage2.filter((card) => !card.endsGame)).toHaveLength(9);
    expect(stage2.filter((card) => card.endsGame).map((card) => card.name)).toEqual(["Imperium Rex"]);
  });

  it("Shattered Empire adds 28 objective cards: 20 public, 3 secret, 5 special", () => {
    const se = OBJECTIVES.filter((objective) => objective.box === "se");
    expect(se).toHaveLength(28);
    expect(se.filter((objective) => objective.deck === "seVariant")).toHaveLength(20);
    expect(se.filter((objective) => objective.kind === "secret")).toHaveLength(3);
    expect(se.filter((objective) => objective.kind === "special")).toHaveLength(5);
  });

  it("every Stage I objective is worth 1 VP", () => {
    for (const objective of OBJECTIVES.filter((o) => o.kind === "stage1")) expect(objective.vp).toBe(1);
  });

  it("Stage II objectives are worth 2 VP, except three 3 VP cards and the game-enders", () => {
    const stage2 = OBJECTIVES.filter((o) => o.kind === "stage2" && !o.endsGame && !o.winsGame);
    const threes = stage2.filter((o) => o.vp === 3).map((o) => o.id);
    expect(threes).toEqual(["b2-influence-vs-neighbours", "b2-mecatol-ring", "se2-11-planets"]);
    for (const objective of stage2.filter((o) => o.vp !== 3)) expect(objective.vp).toBe(2);
  });

  it("Imperium Rex ends the game when revealed, in either deck, and gives no VP", () => {
    const enders = OBJECTIVES.filter((objective) => objective.endsGame);
    expect(ids(enders)).toEqual(["imperium-rex", "imperium-rex-se"]);
    for (const card of enders) {
      expect(card.vp).toBe(0);
      expect(card.requirement.key).toBe("revealEndsGame");
    }
  });

  it("Supremacy!, Domination! and SE's two-home occupation win the game outright", () => {
    const winners = OBJECTIVES.filter((objective) => objective.winsGame);
    expect(ids(winners)).toEqual(["supremacy", "domination", "se2-occupy-2-homes"]);
    expect(getObjective("supremacy").requirement).toEqual({ key: "planetsOutsideHome", count: 18 });
  });

  it("the variant objectives come with SE option 3", () => {
    expect(publicDeckFor([])).toBe("base");
    expect(publicDeckFor(["variantObjectives"])).toBe("seVariant");
    for (const card of OBJECTIVES.filter((o) => o.deck === "seVariant")) {
      expect(card.requiresOption).toBe("variantObjectives");
    }
  });

  it("setup puts 6 Stage I over 3 Stage II (+ Imperium Rex) into the deck", () => {
    expect(publicDeckCounts([])).toEqual({ stage1: 6, stage2: 3, gameEnder: true });
  });

  it("the Long War deck is 8 over 5 (14 cards with Imperium Rex)", () => {
    expect(publicDeckCounts(["longWar"])).toEqual({ stage1: 8, stage2: 5, gameEnder: true });
  });

  it("the Long War's open end leaves the game-ending card out (RR §24.1)", () => {
    expect(publicDeckCounts(["longWar", "longWarLastObjective"])).toEqual({
      stage1: 8,
      stage2: 5,
      gameEnder: false,
    });
  });

  it("the variant Strategy Cards add one Stage II objective", () => {
    expect(publicDeckCounts(["variantCards"])).toEqual({ stage1: 6, stage2: 4, gameEnder: true });
  });

  it("spend objectives carry their amounts", () => {
    expect(getObjective("b1-spend-10-res").requirement).toEqual({ key: "spendResources", amount: 10 });
    expect(getObjective("b2-spend-12-tg").requirement).toEqual({ key: "spendTradeGoods", amount: 12 });
    expect(getObjective("se1-spend-mix").requirement).toEqual({
      key: "spendMixed",
      tradeGoods: 4,
      resources: 3,
      influence: 3,
    });
  });
});

describe("secret and special objectives", () => {
  it("the base game has 10 Secret Objectives and SE shuffles in 3 more", () => {
    expect(secretObjectiveDeck(["base"])).toHaveLength(10);
    expect(ids(secretObjectiveDeck(["base", "se"]).filter((o) => o.box === "se"))).toEqual([
      "expansionist",
      "regulator",
      "threatening",
    ]);
    expect(secretObjectiveDeck(["base", "se"])).toHaveLength(13);
  });

  it("every Secret Objective is worth 2 VP and every Special Objective 1 VP", () => {
    for (const secret of OBJECTIVES.filter((o) => o.kind === "secret")) expect(secret.vp).toBe(2);
    for (const special of OBJECTIVES.filter((o) => o.kind === "special")) expect(special.vp).toBe(1);
  });

  it("the Artifacts option sets out 4 artifact objectives, Voice of the Council one more", () => {
    expect(specialObjectives([])).toHaveLength(0);
    expect(specialObjectives(["artifacts"])).toHaveLength(4);
    expect(ids(specialObjectives(["voiceOfTheCouncil"]))).toEqual(["voice-of-the-council"]);
    expect(specialObjectives(["artifacts", "voiceOfTheCouncil"])).toHaveLength(5);
  });

  it("only public objectives belong to a public deck", () => {
    for (const objective of OBJECTIVES) {
      const isPublic = objective.kind === "stage1" || objective.kind === "stage2";
      expect(objective.deck === null).toBe(!isPublic);
    }
  });
});

describe("objective data", () => {
  it("no two objectives share an id, and lookups reject unknown ids", () => {
    expect(new Set(ids(OBJECTIVES)).size).toBe(OBJECTIVES.length);
    expect(OBJECTIVES).toHaveLength(58);
    expect(isObjectiveId("keeper-of-gates")).toBe(true);
    expect(isObjectiveId("antagonist")).toBe(false);
    expect(() => getObjective("antagonist" as never)).toThrow();
  });

  it("every requiresOption names a documented option module", () => {
    for (const objective of OBJECTIVES) {
      if (objective.requiresOption !== null) expect(OPTION_IDS).toContain(objective.requiresOption);
    }
  });

  it("objective data is frozen", () => {
    expect(Object.isFrozen(OBJECTIVES)).toBe(true);
    expect(Object.isFrozen(getObjective("conqueror").requirement)).toBe(true);
  });
});
