import { describe, expect, it } from "vitest";
import { TI4_UNIT_TYPES } from "../../../src/content/ti4/common.ts";
import {
  isTi4ObjectiveId,
  TI4_OBJECTIVE_SETUP,
  TI4_OBJECTIVES,
  TI4_PLANET_FILTERS,
  TI4_SCORING_PHASES,
  TI4_SECRET_OBJECTIVE_LIMIT,
  TI4_SYSTEM_FILTERS,
  type Ti4ObjectiveRequirement,
  ti4Objective,
  ti4ObjectiveDeck,
} from "../../../src/content/ti4/index.ts";
import { copiedFrom, HAS_DATA, lineCopied, liveFacts, normalize, OBJECTIVE_FACTS } from "./dataFacts.ts";

const ofKind = (kind: string, box?: string) =>
  TI4_OBJECTIVES.filter((o) => o.kind === kind && (box === undefined || o.box === box));

describe("TI4 objective decks", () => {
  it("hold 20 stage I, 20 stage II and 40 secret objectives, half of each from Prophecy of Kings", () => {
    expect(ofKind("stage1")).toHaveLength(20);
    expect(ofKind("stage2")).toHaveLength(20);
    expect(ofKind("secret")).toHaveLength(40);
    for (const [kind, each] of [
      ["stage1", 10],
      ["stage2", 10],
      ["secret", 20],
    ] as const) {
      expect(ofKind(kind, "base")).toHaveLength(each);
      expect(ofKind(kind, "pok")).toHaveLength(each);
    }
    expect(TI4_OBJECTIVES).toHaveLength(80);
  });

  it("are worth 1 VP at stage I, 2 VP at stage II and 1 VP as secrets", () => {
    const expected = { stage1: 1, stage2: 2, secret: 1 } as const;
    for (const objective of TI4_OBJECTIVES) expect(objective.vp, objective.id).toBe(expected[objective.kind]);
  });

  it("score public objectives in the status phase, secrets in the phase their card names", () => {
    for (const objective of TI4_OBJECTIVES) {
      expect(TI4_SCORING_PHASES, objective.id).toContain(objective.phase);
      if (objective.kind !== "secret") expect(objective.phase, objective.id).toBe("status");
    }
    const phases = (box: string, phase: string) =>
      ofKind("secret", box).filter((objective) => objective.phase === phase).length;
    expect([phases("base", "action"), phases("base", "status"), phases("base", "agenda")]).toEqual([
      5, 15, 0,
    ]);
    expect([phases("pok", "action"), phases("pok", "status"), phases("pok", "agenda")]).toEqual([7, 11, 2]);
  });

  it("deal by box: the base game alone, or both boxes shuffled together; the Codices add none", () => {
    expect(ti4ObjectiveDeck("stage1", ["base"])).toHaveLength(10);
    expect(ti4ObjectiveDeck("stage2", ["base", "pok"])).toHaveLength(20);
    expect(ti4ObjectiveDeck("secret", ["base", "pok", "codex1", "codex2", "codex3", "codex4"])).toHaveLength(
      40,
    );
    expect(ti4ObjectiveDeck("secret", ["base"]).every((objective) => objective.box === "base")).toBe(true);
  });

  it("set out 5 stage I and 5 stage II face down, 2 stage I revealed, and secrets drawn 2 keep 1", () => {
    expect(TI4_OBJECTIVE_SETUP).toEqual({
      stage1Dealt: 5,
      stage2Dealt: 5,
      stage1Revealed: 2,
      secretsDrawn: 2,
      secretsKept: 1,
    });
    expect(TI4_OBJECTIVE_SETUP.stage1Revealed).toBeLessThanOrEqual(TI4_OBJECTIVE_SETUP.stage1Dealt);
    expect(TI4_SECRET_OBJECTIVE_LIMIT).toBe(3);
    // Even a base-only game has enough cards to deal, and enough secrets for 8 players drawing 2.
    expect(ti4ObjectiveDeck("stage1", ["base"]).length).toBeGreaterThanOrEqual(
      TI4_OBJECTIVE_SETUP.stage1Dealt,
    );
    expect(ti4ObjectiveDeck("secret", ["base", "pok"]).length).toBeGreaterThanOrEqual(
      8 * TI4_OBJECTIVE_SETUP.secretsDrawn,
    );
  });

  it("have unique ids, found by lookup", () => {
    const ids = TI4_OBJECTIVES.map((objective) => objective.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ti4Objective("corner").name).toBe("Corner the Market");
    expect(isTi4ObjectiveId("imperium-rex")).toBe(false);
    expect(Object.isFrozen(ti4Objective("sb"))).toBe(true);
  });
});

/** Every number a requirement names, nested ones included. */
function numbersIn(requirement: Ti4ObjectiveRequirement): number[] {
  if (requirement.kind === "allOf") return requirement.requirements.flatMap(numbersIn);
  return Object.values(requirement).filter((value): value is number => typeof value === "number");
}

const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
];

/** A count of 1 may go without a number ("Mecatol Rex", "a legendary planet"); others are spelled out. */
function namesNumber(text: string, n: number): boolean {
  const words = normalize(text).split(" ");
  return n === 1 || words.includes(String(n)) || words.includes(WORDS[n] ?? "");
}

describe("TI4 objective requirements", () => {
  it("use only known planet and system filters and unit types", () => {
    const check = (requirement: Ti4ObjectiveRequirement, id: string): void => {
      if (requirement.kind === "allOf") {
        expect(requirement.requirements.length, id).toBeGreaterThan(1);
        for (const part of requirement.requirements) check(part, id);
      }
      if (requirement.kind === "controlPlanets") expect(TI4_PLANET_FILTERS, id).toContain(requirement.where);
      if (requirement.kind === "presence") expect(TI4_SYSTEM_FILTERS, id).toContain(requirement.where);
      if (requirement.kind === "unitsOnBoard") {
        for (const unit of requirement.units) expect(TI4_UNIT_TYPES, id).toContain(unit);
      }
    };
    for (const objective of TI4_OBJECTIVES)
      if (objective.requirement) check(objective.requirement, objective.id);
  });

  it("name in the text every number the requirement holds", () => {
    for (const objective of TI4_OBJECTIVES) {
      if (!objective.requirement) continue;
      for (const n of numbersIn(objective.requirement)) {
        expect(namesNumber(objective.text, n), `${objective.id}: ${n} in "${objective.text}"`).toBe(true);
      }
    }
  });

  it("give every public objective but two a requirement, and leave the moments to the engine", () => {
    const publicWithout = TI4_OBJECTIVES.filter((o) => o.kind !== "secret" && o.requirement === null);
    expect(publicWithout.map((o) => o.id)).toEqual(["supremacy", "distant_lands"]);
    // Every action-phase secret is a moment, so none has a standing requirement.
    for (const objective of TI4_OBJECTIVES.filter((o) => o.phase === "action")) {
      expect(objective.requirement, objective.id).toBeNull();
    }
  });

  it("read spending requirements as costs", () => {
    expect(ti4Objective("monument").requirement).toEqual({ kind: "spend", resources: 8 });
    expect(ti4Objective("vast_reserves").requirement).toEqual({
      kind: "spend",
      influence: 6,
      resources: 6,
      tradeGoods: 6,
    });
  });
});

/** The data's facts (test/fixtures/ti4/objectives.facts.json), so these checks run without the data too. */
describe("TI4 objectives against the data's facts", () => {
  it("list the same objectives with the same name, kind, points, phase and box", () => {
    expect(TI4_OBJECTIVES.map((o) => o.id).sort()).toEqual(OBJECTIVE_FACTS.map((fact) => fact.id).sort());
    for (const fact of OBJECTIVE_FACTS) {
      const ours = ti4Objective(fact.id as Parameters<typeof ti4Objective>[0]);
      expect([ours.name, ours.kind, ours.vp, ours.phase, ours.box], fact.id).toEqual([
        fact.name,
        fact.kind,
        fact.points,
        fact.phase,
        fact.box,
      ]);
    }
  });

  it("word every requirement in our own text: never the data's line, inside ours or 6 words of it", () => {
    expect(OBJECTIVE_FACTS).toHaveLength(80);
    const copied = OBJECTIVE_FACTS.flatMap((fact) => {
      const ours = ti4Objective(fact.id as Parameters<typeof ti4Objective>[0]).text;
      const why = copiedFrom(ours, fact) ?? lineCopied(ours, [{ words: fact.words, hash: fact.textHash }]);
      return why ? [`${fact.id}: ${why}`] : [];
    });
    expect(copied).toEqual([]);
  });

  it.skipIf(!HAS_DATA)("the fixture still says what shared/data/ti4/objectives.json says", () => {
    expect(liveFacts("objectives")).toEqual(OBJECTIVE_FACTS);
  });
});
