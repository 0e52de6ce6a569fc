import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { STRATEGY_CARDS } from "../../../src/content/index.ts";
import { DISTANT_SUNS } from "../../../src/engine/options/distantSuns.ts";
import { LEADERS } from "../../../src/engine/options/leaders.ts";
import { SPACE_MINES } from "../../../src/engine/options/spaceMines.ts";
import { TI3 } from "../../../src/engine/rulebooks/ti3.ts";
import { ACTION_CARDS } from "../../../src/engine/rules/actionCards/module.ts";
import { LAW_MOMENTS } from "../../../src/engine/rules/politics/laws/module.ts";
import { POLITICS } from "../../../src/engine/rules/politics/module.ts";
import { TACTICAL } from "../../../src/engine/rules/tactical/module.ts";
import { TECHNOLOGY } from "../../../src/engine/rules/technology/module.ts";

const ENGINE = join(import.meta.dirname, "../../../src/engine");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") ? [readFileSync(path, "utf8")] : [];
  });
}

/** The effect keys the engine asks by name: the first `effect: "..."` of every askCardChoice call. */
function askedKeys(): string[] {
  const keys = new Set<string>();
  for (const text of sources(ENGINE)) {
    for (const call of text.matchAll(/askCardChoice\(tx, \{/g)) {
      const literal = /^\s*effect: "(\w+)"/.exec(text.slice((call.index ?? 0) + call[0].length));
      if (literal?.[1]) keys.add(literal[1]);
    }
  }
  return [...keys];
}

/**
 * Card choices are module contributions: every choice the code asks must have a rule in the assembled
 * TI3 rulebook, or the game would stop on a frame nobody can answer.
 */
describe("card choice rules", () => {
  it("has a rule in the TI3 rulebook for every effect key the engine asks", () => {
    const asked = askedKeys();
    expect(asked.length).toBeGreaterThan(30);
    for (const key of asked) expect(TI3.choices[key], key).toBeDefined();
    // Asked through a variable (Shuttle Logistics, Hyper Metabolism, the discards and law scraps, the
    // ships over Fleet Supply).
    for (const key of [
      "shuttleLogistics",
      "hyperMetabolism",
      "regressiveRhetoric",
      "holderOfMecatolRex",
      "fleetSurplus",
      "warFunding",
    ])
      expect(TI3.choices[key], key).toBeDefined();
  });

  it("gives every rule its three parts", () => {
    for (const [key, rule] of Object.entries(TI3.choices)) {
      expect(typeof rule.check, key).toBe("function");
      expect(typeof rule.resolve, key).toBe("function");
      expect(typeof rule.options, key).toBe("function");
    }
  });

  it("takes no key twice within a module's tables", () => {
    const listed = [
      ACTION_CARDS,
      POLITICS,
      LAW_MOMENTS,
      TECHNOLOGY,
      TACTICAL,
      DISTANT_SUNS,
      SPACE_MINES,
      LEADERS,
    ].reduce((n, m) => n + Object.keys(m.choices).length, 0);
    expect(Object.keys(TI3.choices)).toHaveLength(listed);
  });
});

/** Strategy Card abilities are module contributions too; every one of them is carried out by the engine. */
describe("strategy card abilities", () => {
  it("lists only abilities some Strategy Card has", () => {
    const primaries = new Set(STRATEGY_CARDS.flatMap((c) => (c.primary ? [c.primary.effect] : [])));
    const secondaries = new Set(STRATEGY_CARDS.flatMap((c) => (c.secondary ? [c.secondary.effect] : [])));
    for (const key of Object.keys(TI3.primaries)) expect(primaries.has(key), key).toBe(true);
    for (const key of Object.keys(TI3.secondaries)) expect(secondaries.has(key), key).toBe(true);
  });

  it("has a rule for every primary and secondary of every card: none is left to the players (issue #17)", () => {
    for (const card of STRATEGY_CARDS) {
      if (card.primary) expect(TI3.primaries[card.primary.effect], `${card.name} primary`).toBeDefined();
      if (card.secondary)
        expect(TI3.secondaries[card.secondary.effect], `${card.name} secondary`).toBeDefined();
    }
  });
});
