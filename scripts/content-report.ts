/**
 * `npm run -s content:report`: one JSON object counting the game content, with breakdowns by box and kind.
 * `notAutomated` counts the distinct cards whose effect the engine cannot yet resolve by itself.
 */
import {
  ACTION_CARDS,
  actionDeck,
  allRaceTechnologies,
  type Box,
  DOMAIN_COUNTERS,
  deckSize,
  OBJECTIVES,
  PLANETS,
  POLITICAL_CARDS,
  politicalDeck,
  RACES,
  STRATEGY_CARDS,
  SYSTEMS,
  TECHNOLOGIES,
  technologiesFor,
  tileCount,
} from "../src/content/index.ts";
import {
  AUTOMATED_ACTION_CARD_EFFECTS,
  AUTOMATED_POLITICAL_CARD_EFFECTS,
} from "../src/engine/effects/automated.ts";

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}
const sum = <T>(items: readonly T[], n: (item: T) => number) => items.reduce((a, i) => a + n(i), 0);
const BASE: Box[] = ["base"];
const BASE_SE: Box[] = ["base", "se"];

export function contentReport() {
  const objectivesOf = (kind: string) => OBJECTIVES.filter((o) => o.kind === kind).length;
  return {
    races: RACES.length,
    systems: SYSTEMS.length,
    planets: PLANETS.length,
    technologies: TECHNOLOGIES.length,
    raceTechnologies: allRaceTechnologies().length,
    strategyCards: STRATEGY_CARDS.length,
    objectives: {
      stage1: objectivesOf("stage1"),
      stage2: objectivesOf("stage2"),
      secret: objectivesOf("secret"),
      special: objectivesOf("special"),
    },
    actionCards: { distinct: ACTION_CARDS.length, copies: sum(ACTION_CARDS, (c) => c.copies) },
    politicalCards: { distinct: POLITICAL_CARDS.length, copies: sum(POLITICAL_CARDS, (c) => c.copies) },
    domainCounters: sum(DOMAIN_COUNTERS, (c) => c.copies),
    notAutomated: {
      actionCards: ACTION_CARDS.filter((c) => !AUTOMATED_ACTION_CARD_EFFECTS.has(c.effect)).length,
      politicalCards: POLITICAL_CARDS.filter((c) => !AUTOMATED_POLITICAL_CARD_EFFECTS.has(c.effect)).length,
    },
    byBox: {
      races: countBy(RACES, (r) => r.box),
      systemTiles: {
        base: tileCount(SYSTEMS.filter((s) => s.box === "base")),
        se: tileCount(SYSTEMS.filter((s) => s.box === "se")),
      },
      systemsByKind: countBy(SYSTEMS, (s) => s.kind),
      planets: countBy(PLANETS, (p) => p.box),
      technologiesInPlay: { base: technologiesFor(BASE).length, baseAndSe: technologiesFor(BASE_SE).length },
      strategyCards: countBy(STRATEGY_CARDS, (c) => c.set),
      objectives: countBy(OBJECTIVES, (o) => `${o.kind}:${o.deck ?? o.box}`),
      actionDeck: { base: deckSize(actionDeck(BASE)), baseAndSe: deckSize(actionDeck(BASE_SE)) },
      politicalDeck: { base: deckSize(politicalDeck(BASE)), baseAndSe: deckSize(politicalDeck(BASE_SE)) },
      domainCounters: countBy(DOMAIN_COUNTERS, (c) => c.box),
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(contentReport(), null, 2)}\n`);
}
