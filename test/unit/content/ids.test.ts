import { describe, expect, it } from "vitest";
import { contentReport } from "../../../scripts/content-report.ts";
import {
  ACTION_CARDS,
  ARTIFACT_TOKENS,
  allRaceTechnologies,
  CUSTODIAN_TOKENS,
  DOMAIN_COUNTERS,
  FACILITY_CARDS,
  OBJECTIVES,
  OPTION_IDS,
  PLANETS,
  POLITICAL_CARDS,
  RACES,
  STRATEGY_CARDS,
  SYSTEMS,
  TECHNOLOGIES,
} from "../../../src/content/index.ts";

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const id of ids) {
    if (seen.has(id)) repeated.push(id);
    seen.add(id);
  }
  return repeated;
}

describe("component ids", () => {
  const kinds: Record<string, readonly string[]> = {
    races: RACES.map((r) => r.id),
    technologies: TECHNOLOGIES.map((t) => t.id),
    raceTechnologies: allRaceTechnologies().map((t) => t.id),
    strategyCards: STRATEGY_CARDS.map((c) => c.id),
    objectives: OBJECTIVES.map((o) => o.id),
    actionCards: ACTION_CARDS.map((c) => c.id),
    politicalCards: POLITICAL_CARDS.map((c) => c.id),
    domainCounters: DOMAIN_COUNTERS.map((c) => c.id),
    facilities: FACILITY_CARDS.map((c) => c.id),
    artifacts: ARTIFACT_TOKENS.map((c) => c.id),
    custodians: CUSTODIAN_TOKENS.map((c) => c.id),
    options: OPTION_IDS,
  };

  it.each(Object.entries({ ...kinds, systems: SYSTEMS.map((s) => s.id), planets: PLANETS.map((p) => p.id) }))(
    "are unique among %s",
    (_kind, ids) => {
      expect(ids.length).toBeGreaterThan(0);
      expect(duplicates(ids)).toEqual([]);
    },
  );

  // Systems and planets are addressed in different places (a system is a map position's tile, a planet is
  // a card), and a one-planet system rightly shares its planet's name, so they form their own namespaces.
  it("are unique across every kind of card, token, race and technology", () => {
    expect(duplicates(Object.values(kinds).flat())).toEqual([]);
  });

  it("are kebab-case everywhere", () => {
    const all = [...Object.values(kinds).flat(), ...SYSTEMS.map((s) => s.id), ...PLANETS.map((p) => p.id)];
    const bad = all.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) && !OPTION_IDS.includes(id as never));
    expect(bad).toEqual([]);
  });
});

describe("the content report", () => {
  it("counts what the content holds, and the cards still to be automated", () => {
    const report = contentReport();
    expect(report).toMatchObject({
      races: 14,
      planets: PLANETS.length,
      raceTechnologies: 14,
      objectives: { stage1: 20, stage2: 20, secret: 13, special: 5 },
      actionCards: { distinct: ACTION_CARDS.length },
      // rules/actionCards and rules/politics automate 94 Action Card effects and every Political Card a game
      // can hold today (effects/automated.ts); Defend the Jewel is the Space Mines option's (options/).
      notAutomated: { actionCards: ACTION_CARDS.length - 94, politicalCards: 0 },
      needsOption: {},
    });
    expect(report.byBox.technologiesInPlay).toEqual({ base: 24, baseAndSe: 28 });
    expect(report.byBox.actionDeck.base).toBe(103);
  });
});
