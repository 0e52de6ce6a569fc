/**
 * The TI4 half of `npm run -s content:report -- --ruleset ti4`: the same keys as the TI3 report, each
 * holding TI4's nearest component (its factions are the races, its agendas the political cards; it has no
 * Domain Counters), plus factions, agendas, promissoryNotes and secretObjectives of its own, and the
 * Thunder's Edge components against its rulebook (content-report-te.ts). The `notAutomated` counts keep the
 * TI3 report's shape and count every card.
 */
import {
  TI4_ACTION_CARDS,
  TI4_AGENDAS,
  TI4_FACTIONS,
  TI4_OBJECTIVES,
  TI4_PLANETS,
  TI4_PROMISSORY_NOTES,
  TI4_RELICS,
  TI4_STRATEGY_CARDS,
  TI4_SYSTEMS,
  TI4_TECHNOLOGIES,
  type Ti4Box,
  ti4ActionDeck,
  ti4ActionDeckSize,
  ti4AgendaDeck,
  ti4GenericTechnologies,
} from "../src/content/ti4/index.ts";
import { contentReportTe } from "./content-report-te.ts";
import { countBy, sum } from "./tally.ts";

const BASE: Ti4Box[] = ["base"];
const BASE_POK: Ti4Box[] = ["base", "pok"];

export function contentReportTi4() {
  const objectivesOf = (kind: string) => TI4_OBJECTIVES.filter((o) => o.kind === kind).length;
  const agendas = { distinct: TI4_AGENDAS.length, copies: TI4_AGENDAS.length };
  return {
    ruleset: "ti4",
    races: TI4_FACTIONS.length,
    systems: TI4_SYSTEMS.length,
    planets: TI4_PLANETS.length,
    technologies: TI4_TECHNOLOGIES.filter((t) => t.faction === null).length,
    raceTechnologies: TI4_TECHNOLOGIES.filter((t) => t.faction !== null).length,
    strategyCards: TI4_STRATEGY_CARDS.length,
    objectives: {
      stage1: objectivesOf("stage1"),
      stage2: objectivesOf("stage2"),
      secret: objectivesOf("secret"),
      special: 0,
    },
    actionCards: { distinct: TI4_ACTION_CARDS.length, copies: sum(TI4_ACTION_CARDS, (c) => c.copies) },
    politicalCards: agendas,
    domainCounters: 0,
    notAutomated: { actionCards: TI4_ACTION_CARDS.length, politicalCards: TI4_AGENDAS.length },
    needsOption: {},
    factions: TI4_FACTIONS.length,
    agendas,
    promissoryNotes: TI4_PROMISSORY_NOTES.length,
    secretObjectives: objectivesOf("secret"),
    relics: TI4_RELICS.length,
    thundersEdge: contentReportTe(),
    byBox: {
      races: countBy(TI4_FACTIONS, (f) => f.box),
      systemTiles: countBy(TI4_SYSTEMS, (s) => s.box),
      systemsByKind: countBy(TI4_SYSTEMS, (s) => s.back),
      planets: countBy(TI4_PLANETS, (p) => p.box),
      technologiesInPlay: {
        base: ti4GenericTechnologies(BASE).length,
        baseAndPok: ti4GenericTechnologies(BASE_POK).length,
      },
      strategyCards: countBy(TI4_STRATEGY_CARDS, (c) => c.box),
      objectives: countBy(TI4_OBJECTIVES, (o) => `${o.kind}:${o.box}`),
      actionDeck: {
        base: ti4ActionDeckSize(ti4ActionDeck(BASE)),
        baseAndPok: ti4ActionDeckSize(ti4ActionDeck(BASE_POK)),
      },
      politicalDeck: { base: ti4AgendaDeck(BASE).length, baseAndPok: ti4AgendaDeck(BASE_POK).length },
      promissoryNotes: countBy(TI4_PROMISSORY_NOTES, (n) => n.box),
      relics: countBy(TI4_RELICS, (r) => r.box),
      domainCounters: {},
    },
  };
}
