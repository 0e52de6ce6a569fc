/**
 * `npm run -s content:report [-- --ruleset ti4]`: one JSON object counting the game content, with breakdowns
 * by box and kind (TI3 by default; TI4's in content-report-ti4.ts).
 * `notAutomated` counts the distinct cards whose effect the engine cannot yet resolve by itself, among
 * those a game can hold today; `needsOption` names the others, waiting for an option that is not available
 * yet (engine availableOptions), by option: `{ someOption: ["A card that needs it"] }`.
 */
import { parseArgs } from "node:util";
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
import type { OptionId } from "../src/content/options.ts";
import {
  AUTOMATED_ACTION_CARD_EFFECTS,
  AUTOMATED_POLITICAL_CARD_EFFECTS,
} from "../src/engine/effects/automated.ts";
import { availableOptions } from "../src/engine/index.ts";
import { contentReportTi4 } from "./content-report-ti4.ts";
import { countBy, sum } from "./tally.ts";

interface Card {
  readonly name: string;
  readonly effect: string;
  readonly requiresOption: OptionId | null;
}

/** The cards whose effect is not automated: those a game can hold now, and those waiting for an option. */
function stillByHand(cards: readonly Card[], automated: ReadonlySet<string>) {
  const available = new Set<OptionId>(availableOptions());
  const missing = cards.filter((c) => !automated.has(c.effect));
  const playable = (c: Card) => c.requiresOption === null || available.has(c.requiresOption);
  return { count: missing.filter(playable).length, waiting: missing.filter((c) => !playable(c)) };
}

/** The waiting cards of every kind, by the option each needs, names in order. */
function byOption(cards: readonly Card[]): Partial<Record<OptionId, string[]>> {
  const out: Partial<Record<OptionId, string[]>> = {};
  for (const card of cards) {
    const option = card.requiresOption as OptionId;
    out[option] = [...new Set([...(out[option] ?? []), card.name])].sort();
  }
  return out;
}
const BASE: Box[] = ["base"];
const BASE_SE: Box[] = ["base", "se"];

export function contentReport() {
  const objectivesOf = (kind: string) => OBJECTIVES.filter((o) => o.kind === kind).length;
  const action = stillByHand(ACTION_CARDS, AUTOMATED_ACTION_CARD_EFFECTS);
  const political = stillByHand(POLITICAL_CARDS, AUTOMATED_POLITICAL_CARD_EFFECTS);
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
    notAutomated: { actionCards: action.count, politicalCards: political.count },
    needsOption: byOption([...action.waiting, ...political.waiting]),
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
  const { values } = parseArgs({ options: { ruleset: { type: "string", default: "ti3" } } });
  if (values.ruleset !== "ti3" && values.ruleset !== "ti4") {
    process.stderr.write(`--ruleset must be ti3 or ti4, got "${values.ruleset}"\n`);
    process.exit(1);
  }
  const report = values.ruleset === "ti4" ? contentReportTi4() : contentReport();
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}
