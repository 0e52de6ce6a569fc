/**
 * `npm run -s content:report -- --ruleset ti4`: every key of the TI3 report, holding TI4's nearest
 * component, plus factions, agendas, promissoryNotes and secretObjectives; the figures the rules give.
 */
import { describe, expect, it } from "vitest";
import { contentReport } from "../../../scripts/content-report.ts";
import { contentReportTi4 } from "../../../scripts/content-report-ti4.ts";
import { TE_PLAYED_FACTION_IDS } from "../../../src/content/ti4/common.ts";

const keysOf = (value: object): string[] => Object.keys(value).sort();

describe("the TI4 content report", () => {
  const ti3 = contentReport();
  const ti4 = contentReportTi4();

  it("has the TI3 report's keys, and its own four", () => {
    for (const key of keysOf(ti3)) expect(ti4, key).toHaveProperty(key);
    for (const key of keysOf(ti3.byBox)) expect(ti4.byBox, `byBox.${key}`).toHaveProperty(key);
    for (const key of ["factions", "agendas", "promissoryNotes", "secretObjectives"])
      expect(ti4).toHaveProperty(key);
  });

  it("counts what the rules say the boxes hold", () => {
    expect(ti4).toMatchObject({
      ruleset: "ti4",
      // The Thunder's Edge factions join as their rules are built.
      factions: 27 + TE_PLAYED_FACTION_IDS.length,
      strategyCards: 8,
      objectives: { stage1: 20, stage2: 20, secret: 40 },
      secretObjectives: 40,
      agendas: { distinct: 63 },
    });
    // LRR: the base game's action deck is 80 cards, 120 with Prophecy of Kings; the agenda deck 50 either way.
    expect(ti4.byBox.actionDeck).toEqual({ base: 80, baseAndPok: 120 });
    expect(ti4.byBox.politicalDeck).toEqual({ base: 50, baseAndPok: 50 });
    expect(ti4.byBox.races).toMatchObject({ base: 17, pok: 7, codex3: 3 });
    expect(ti4.byBox.systemTiles).toMatchObject({ base: 51, pok: 49 });
  });

  it("counts Thunder's Edge's components against its rulebook, and what of them plays", () => {
    const te = ti4.thundersEdge;
    expect(te.rulebook).toMatchObject({ galacticEvents: 20, breakthroughs: 30, relics: 10, actionCards: 20 });
    // Where our content is whole, it matches the rulebook's count.
    for (const key of [
      "galacticEvents",
      "breakthroughs",
      "relics",
      "actionCards",
      "promissoryNotes",
      "premadeMaps",
      "factionSheets",
    ] as const)
      expect(te.ours[key], key).toBe(te.rulebook[key]);
    expect(te.ours.factionTechnologies).toBe(10);
    expect(te.ours.systemAndHyperlaneTiles).toBe(33);
    // What plays is a part of what is held, and every faction dealt has its gaps listed or none.
    expect(te.played.galacticEvents).toBeGreaterThan(0);
    expect(te.played.galacticEvents).toBeLessThanOrEqual(te.ours.galacticEvents);
    expect(te.played.actionCards).toBeLessThanOrEqual(te.ours.actionCards);
    // Codex I's action cards dealt with Thunder's Edge ("Expansion Integration"), apart from TE's own 20:
    // Rally, Harness Energy, Fighter Conscription, Impersonation, Plagiarize, Insider Information (codexCards.ts),
    // Hack Election, Sanction (codexAgenda.ts), Counterstroke, Forward Supply Base,
    // Solar Flare (codexActivation.ts), Blitz, Ghost Squad (codexInvasion.ts), Reflective Shielding
    // (codexCombat.ts), War Machine (codexProduction.ts), Master Plan (codexTurn.ts), Scramble Frequency
    // (scramble.ts): counted in copies (War Machine has 4), all 20.
    expect(te.played.codexActionCards).toBe(20);
    // The relics dealt into the deck: those built (thundersEdge/relicsNotBuilt.ts lists the rest).
    expect(te.played.relics).toBe(9);
    expect(te.played.factionsDealt).toBe(TE_PLAYED_FACTION_IDS.length - 1);
    expect(te.played.premadeMaps).toBeGreaterThan(0);
    expect(te.played.premadeMaps).toBeLessThanOrEqual(te.ours.premadeMaps);
    // TE "Breakthroughs": the cards whose ability is played (engine/ti4/thundersEdge/breakthroughs.ts); the
    // Firmament/Obsidian card counts once, both its faces played.
    expect(te.played.breakthroughAbilities).toBe(22);
    // TE "Expansion Integration": the Codex III secrets (3 of 3), Codex I's notes played (Greyfire Mutagen Ω,
    // Cybernetic Enhancements Ω: 2 of 5) and the technologies in their Codex wording (the three faction ones,
    // Magen ΩΩ and X-89 ΩΩ: 5 of 5).
    expect(te.played.codexReplacements).toEqual({ secretObjectives: 3, promissoryNotes: 2, technologies: 5 });
  });
});
