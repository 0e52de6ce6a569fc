import { describe, expect, it } from "vitest";
import {
  ACTION_CARDS,
  ACTION_TIMING_IDS,
  ACTION_TIMINGS,
  type ActionCardId,
  actionDeck,
  getActionCard,
  isActionCardId,
} from "../../../src/content/actionCards.ts";
import type { Box } from "../../../src/content/common.ts";
import { OBJECTIVES } from "../../../src/content/objectives.ts";
import { deckSize, getOption, OPTION_IDS, OPTIONS, type OptionId } from "../../../src/content/options.ts";
import {
  ELECT_TARGETS,
  getPoliticalCard,
  isPoliticalCardId,
  POLITICAL_CARDS,
  politicalDeck,
} from "../../../src/content/politicalCards.ts";
import {
  familiesInPlay,
  getStrategyCard,
  isStrategyCardId,
  STRATEGY_CARD_IDS,
  STRATEGY_CARDS,
  STRATEGY_FAMILIES,
  strategyCardSet,
} from "../../../src/content/strategyCards.ts";

const BASE: readonly Box[] = ["base"];
const BASE_SE: readonly Box[] = ["base", "se"];
const EVERY_OPTION: readonly OptionId[] = OPTION_IDS;

function copiesOf(deck: readonly { id: string; copies: number }[], id: string): number {
  return deck.find((entry) => entry.id === id)?.copies ?? 0;
}

function printed(cards: readonly { box: Box; copies: number }[], box: Box): number {
  return deckSize(cards.filter((card) => card.box === box));
}

describe("strategy cards", () => {
  it("the original set runs Initiative 1 to Imperial 8", () => {
    const names = strategyCardSet({ variantCards: false, imperial2: false }).map((c) => [
      c.initiative,
      c.name,
    ]);
    expect(names).toEqual([
      [1, "Initiative"],
      [2, "Diplomacy"],
      [3, "Political"],
      [4, "Logistics"],
      [5, "Trade"],
      [6, "Warfare"],
      [7, "Technology"],
      [8, "Imperial"],
    ]);
  });

  it("the SE variant set runs Leadership 1 to Bureaucracy 8", () => {
    const names = strategyCardSet({ variantCards: true, imperial2: false }).map((c) => c.name);
    expect(names).toEqual([
      "Leadership",
      "Diplomacy II",
      "Assembly",
      "Production",
      "Trade II",
      "Warfare II",
      "Technology II",
      "Bureaucracy",
    ]);
  });

  it.each([
    { variantCards: false, imperial2: false },
    { variantCards: true, imperial2: false },
    { variantCards: false, imperial2: true },
  ])("every set in play holds 8 cards numbered 1 to 8 (%o)", (options) => {
    expect(strategyCardSet(options).map((card) => card.initiative)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("Imperial II takes the original Imperial's place at 8", () => {
    const set = strategyCardSet({ variantCards: false, imperial2: true });
    expect(set.map((card) => card.id)).toContain("imperial-2");
    expect(set.map((card) => card.id)).not.toContain("imperial");
    expect(getStrategyCard("imperial-2").initiative).toBe(8);
  });

  it("Imperial II cannot stand in for Bureaucracy in the variant set", () => {
    expect(() => strategyCardSet({ variantCards: true, imperial2: true })).toThrow();
  });

  it("there are 8 original cards, 8 variant cards and Imperial II, one per id", () => {
    expect(STRATEGY_CARDS.filter((card) => card.set === "original")).toHaveLength(8);
    expect(STRATEGY_CARDS.filter((card) => card.set === "variant")).toHaveLength(8);
    expect(STRATEGY_CARDS.filter((card) => card.set === "imperial2")).toHaveLength(1);
    expect(STRATEGY_CARDS.map((card) => card.id)).toEqual([...STRATEGY_CARD_IDS]);
  });

  it("Trade II has no secondary ability, and Initiative has neither primary nor secondary", () => {
    expect(getStrategyCard("trade-2").secondary).toBeNull();
    expect(getStrategyCard("initiative").primary).toBeNull();
    expect(getStrategyCard("initiative").secondary).toBeNull();
  });

  it("only Logistics and Leadership can be followed without a Strategy Allocation counter", () => {
    const free = STRATEGY_CARDS.filter((card) => card.secondary !== null && !card.secondaryNeedsCounter);
    expect(free.map((card) => card.id)).toEqual(["logistics", "leadership"]);
  });

  it("Initiative claims the Speaker token and Bureaucracy reveals objectives when chosen", () => {
    const chosen = STRATEGY_CARDS.filter((card) => card.onChosen !== null).map((card) => card.id);
    expect(chosen).toEqual(["initiative", "bureaucracy"]);
  });

  it("a II card belongs to the family of its namesake", () => {
    expect(getStrategyCard("technology-2").family).toBe("technology");
    expect(getStrategyCard("imperial-2").family).toBe("imperial");
    const variant = familiesInPlay(strategyCardSet({ variantCards: true, imperial2: false }));
    expect(variant.has("political")).toBe(false);
    expect(variant.has("trade")).toBe(true);
  });

  it("Imperial II and the variant cards are SE components; the originals are base", () => {
    for (const card of STRATEGY_CARDS) expect(card.box).toBe(card.set === "original" ? "base" : "se");
  });

  it("looks up cards and rejects unknown ids", () => {
    expect(isStrategyCardId("warfare-2")).toBe(true);
    expect(isStrategyCardId("warfare-3")).toBe(false);
    expect(() => getStrategyCard("warfare-3" as never)).toThrow();
  });
});

describe("action cards", () => {
  it("the base game prints 103 Action Cards and Shattered Empire 40", () => {
    expect(printed(ACTION_CARDS, "base")).toBe(103);
    expect(printed(ACTION_CARDS, "se")).toBe(40);
  });

  it("a base-only deck holds all 103 base cards", () => {
    expect(deckSize(actionDeck(BASE))).toBe(103);
  });

  it("with SE, the 5 replaced originals leave and the 40 SE cards join: 138 cards", () => {
    expect(deckSize(actionDeck(BASE_SE))).toBe(103 - 5 + 40);
  });

  it("SE replaces 4 Direct Hit and 1 Ruinous Tariffs (SE p.4)", () => {
    const replaced = ACTION_CARDS.filter((card) => card.replacedBy !== null);
    expect(replaced.map((card) => [card.id, card.copies])).toEqual([
      ["direct-hit-original", 4],
      ["ruinous-tariffs-original", 1],
    ]);
  });

  it("every replaced card leaves the deck when its replacement's box is in play", () => {
    const deck = actionDeck(BASE_SE);
    for (const card of ACTION_CARDS.filter((c) => c.replacedBy !== null)) {
      expect(copiesOf(deck, card.id)).toBe(0);
      expect(copiesOf(deck, card.replacedBy!)).toBe(card.copies);
      expect(copiesOf(actionDeck(BASE), card.id)).toBe(card.copies);
    }
  });

  it("replacement links run both ways", () => {
    for (const card of ACTION_CARDS) {
      if (card.replacedBy) expect(getActionCard(card.replacedBy).replaces).toBe(card.id);
      if (card.replaces) expect(getActionCard(card.replaces).replacedBy).toBe(card.id);
    }
  });

  it.each<[ActionCardId, number]>([
    ["sabotage", 5],
    ["morale-boost", 5],
    ["flank-speed", 4],
    ["local-unrest", 4],
    ["recheck", 4],
    ["signal-jamming", 4],
    ["skilled-retreat", 4],
    ["in-the-silence-of-space", 3],
    ["rare-mineral", 3],
    ["emergency-repairs", 2],
    ["direct-hit", 4],
    ["friendly-fire", 4],
    ["armistice", 1],
  ])("%s has %i copies", (id, copies) => {
    expect(getActionCard(id).copies).toBe(copies);
  });

  it("Ghost Ship and Star of Death stay in the deck: only Shards of the Throne reprinted them", () => {
    expect(copiesOf(actionDeck(BASE_SE), "ghost-ship")).toBe(1);
    expect(copiesOf(actionDeck(BASE_SE), "star-of-death")).toBe(1);
  });

  it("4- and 8-player games remove Strategic Flexibility, Strategic Shift and Flawless Strategy", () => {
    for (const playerCount of [4, 8]) {
      expect(deckSize(actionDeck(BASE, { playerCount }))).toBe(101);
      const deck = actionDeck(BASE_SE, { playerCount });
      expect(deckSize(deck)).toBe(135);
      for (const id of ["strategic-flexibility", "strategic-shift", "flawless-strategy"]) {
        expect(copiesOf(deck, id)).toBe(0);
      }
    }
    for (const playerCount of [3, 5, 6, 7]) expect(deckSize(actionDeck(BASE_SE, { playerCount }))).toBe(138);
  });

  it("every timing is one of the documented windows, and every window is used", () => {
    for (const card of ACTION_CARDS) expect(ACTION_TIMING_IDS).toContain(card.timing);
    const used = new Set(ACTION_CARDS.map((card) => card.timing));
    expect([...used].sort()).toEqual([...ACTION_TIMING_IDS].sort());
    for (const description of Object.values(ACTION_TIMINGS)) expect(description.length).toBeGreaterThan(0);
  });

  it("each card design has its own camelCase effect key", () => {
    const effects = ACTION_CARDS.map((card) => card.effect);
    expect(new Set(effects).size).toBe(effects.length);
    for (const effect of effects) expect(effect).toMatch(/^[a-z][a-zA-Z]*$/);
  });

  it("looks up cards and rejects unknown ids", () => {
    expect(isActionCardId("sabotage")).toBe(true);
    expect(isActionCardId("hired-gun")).toBe(false);
    expect(() => getActionCard("hired-gun" as never)).toThrow();
  });
});

describe("political cards", () => {
  it("the base game prints 60 Political Cards and Shattered Empire 32, one copy each", () => {
    expect(printed(POLITICAL_CARDS, "base")).toBe(60);
    expect(printed(POLITICAL_CARDS, "se")).toBe(32);
    for (const card of POLITICAL_CARDS) expect(card.copies).toBe(1);
  });

  it("a base-only deck holds all 60 base cards", () => {
    expect(deckSize(politicalDeck(BASE))).toBe(60);
  });

  it("with SE and every option, the original Open the Trade Routes leaves: 91 cards", () => {
    const deck = politicalDeck(BASE_SE, { options: EVERY_OPTION });
    expect(deckSize(deck)).toBe(60 - 1 + 32);
    expect(copiesOf(deck, "open-the-trade-routes-original")).toBe(0);
    expect(copiesOf(deck, "open-the-trade-routes")).toBe(1);
    expect(copiesOf(politicalDeck(BASE), "open-the-trade-routes-original")).toBe(1);
  });

  it("only Open the Trade Routes is replaced, and the links run both ways", () => {
    const replaced = POLITICAL_CARDS.filter((card) => card.replacedBy !== null).map((card) => card.id);
    expect(replaced).toEqual(["open-the-trade-routes-original"]);
    expect(getPoliticalCard("open-the-trade-routes").replaces).toBe("open-the-trade-routes-original");
  });

  it("Defend the Jewel needs Space Mines and Hope's End Training Ground needs Shock Troops", () => {
    const plain = politicalDeck(BASE_SE);
    expect(deckSize(plain)).toBe(89);
    expect(copiesOf(plain, "defend-the-jewel")).toBe(0);
    expect(copiesOf(plain, "hopes-end-training-ground")).toBe(0);
    const mines = politicalDeck(BASE_SE, { options: ["spaceMines"] });
    expect(copiesOf(mines, "defend-the-jewel")).toBe(1);
    expect(getPoliticalCard("hopes-end-training-ground").requiresSystem).toBe("hopes-end");
  });

  it("every Elect agenda names a target from the closed list; For/Against agendas elect nothing", () => {
    for (const card of POLITICAL_CARDS) {
      if (card.elect === null) expect(card.text).toMatch(/^For: .*Against: /);
      else {
        expect(ELECT_TARGETS).toContain(card.elect);
        expect(card.text).toMatch(/^Elect /);
      }
    }
  });

  it("each agenda has its own camelCase effect key", () => {
    const effects = POLITICAL_CARDS.map((card) => card.effect);
    expect(new Set(effects).size).toBe(effects.length);
    for (const effect of effects) expect(effect).toMatch(/^[a-z][a-zA-Z]*$/);
  });

  it("looks up cards and rejects unknown ids", () => {
    expect(isPoliticalCardId("emperor")).toBe(true);
    expect(isPoliticalCardId("shard-of-the-throne")).toBe(false);
    expect(() => getPoliticalCard("shard-of-the-throne" as never)).toThrow();
  });
});

describe("option modules named by cards", () => {
  const named = [
    ...ACTION_CARDS.map((card) => card.requiresOption),
    ...POLITICAL_CARDS.map((card) => card.requiresOption),
    ...OBJECTIVES.map((objective) => objective.requiresOption),
  ].filter((option) => option !== null);

  it("every requiresOption names a documented option module", () => {
    expect(named.length).toBeGreaterThan(0);
    for (const option of named) expect(getOption(option).description.length).toBeGreaterThan(0);
  });

  it("option prerequisites and exclusions name real modules, and exclusions are mutual", () => {
    for (const id of OPTION_IDS) {
      const option = OPTIONS[id];
      expect(option.id).toBe(id);
      for (const other of [...option.requires, ...option.excludes]) expect(OPTION_IDS).toContain(other);
      for (const other of option.excludes) expect(OPTIONS[other].excludes).toContain(id);
    }
    expect(OPTIONS.imperial2.requires).toEqual(["ageOfEmpire"]);
  });

  it("cards that name a Strategy Card name a real family", () => {
    const families = [...ACTION_CARDS, ...POLITICAL_CARDS].map((card) => card.namesStrategy);
    for (const family of families.filter((f) => f !== null)) expect(STRATEGY_FAMILIES).toContain(family);
  });
});

describe("component ids", () => {
  it("no two components share an id across strategy, action, political and objective cards", () => {
    const ids = [...STRATEGY_CARDS, ...ACTION_CARDS, ...POLITICAL_CARDS, ...OBJECTIVES].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("card data is frozen", () => {
    expect(Object.isFrozen(ACTION_CARDS)).toBe(true);
    expect(Object.isFrozen(getActionCard("sabotage"))).toBe(true);
    expect(Object.isFrozen(getPoliticalCard("emperor"))).toBe(true);
    expect(Object.isFrozen(getStrategyCard("assembly").primary)).toBe(true);
  });
});
