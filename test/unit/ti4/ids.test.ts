import { describe, expect, it } from "vitest";
import {
  FACTION_IDS,
  TI4_STRATEGY_CARDS,
  TI4_TECHNOLOGIES,
  TI4_UNITS,
  ti4StrategyCard,
  ti4Technology,
  ti4Unit,
} from "../../../src/content/ti4/index.ts";

describe("TI4 content ids", () => {
  it("no id is shared among units, technologies and strategy cards", () => {
    const ids = [
      ...TI4_UNITS.map((unit) => unit.id),
      ...TI4_TECHNOLOGIES.map((tech) => tech.id),
      ...TI4_STRATEGY_CARDS.map((card) => card.id),
    ];
    const shared = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(shared).toEqual([]);
  });

  it("no content id is also a faction id", () => {
    const ids = new Set<string>([
      ...TI4_UNITS.map((unit) => unit.id),
      ...TI4_TECHNOLOGIES.map((tech) => tech.id),
      ...TI4_STRATEGY_CARDS.map((card) => card.id),
    ]);
    expect(FACTION_IDS.filter((faction) => ids.has(faction))).toEqual([]);
  });

  it("the index offers every lookup under a name that carries the ruleset", () => {
    expect(ti4Unit("warsun").name).toBe("War Sun");
    expect(ti4Technology("ws").name).toBe("War Sun");
    expect(ti4StrategyCard("imperial").initiative).toBe(8);
  });
});
