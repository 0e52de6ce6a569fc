import { describe, expect, it, vi } from "vitest";

/**
 * The card, law and choice tables reach each other in cycles (a card asks a choice; the choice frame
 * merges every area's choices). Whichever module a process loads first, every table must come out whole:
 * a table read while its module is still loading would be empty and silently leave cards by hand.
 */
const ENTRY_POINTS = [
  "../../../src/engine/rules/politics/politicalLaws.ts",
  "../../../src/engine/rules/politics/politicalDirectives.ts",
  "../../../src/engine/rules/politics/politicalEffects.ts",
  "../../../src/engine/rules/statusPhase.ts",
  "../../../src/engine/rules/cards/boardCards.ts",
  "../../../src/engine/rules/cards/choice.ts",
  "../../../src/engine/rules/tactical/landing.ts",
  "../../../src/app/gameService.ts",
];

describe("module load order", () => {
  it.each(ENTRY_POINTS)("loads every effect and choice table whole when %s comes first", async (entry) => {
    vi.resetModules();
    await import(entry);
    const { AGENDA_EFFECTS } = await import("../../../src/engine/rules/politics/politicalEffects.ts");
    const { ACTION_CARD_EFFECTS } = await import("../../../src/engine/rules/cards/effects.ts");
    const { cardChoiceRule } = await import("../../../src/engine/rules/cards/choice.ts");
    const automated = await import("../../../src/engine/effects/automated.ts");
    for (const key of automated.AUTOMATED_ACTION_CARD_EFFECTS)
      expect(ACTION_CARD_EFFECTS[key], key).toBeDefined();
    for (const key of automated.AUTOMATED_POLITICAL_CARD_EFFECTS)
      expect(AGENDA_EFFECTS[key], key).toBeDefined();
    for (const key of [
      "warFunding",
      "armsReduction",
      "sharingOfTechnology",
      "stellarCriminals",
      "ruleByTerror",
    ])
      expect(cardChoiceRule(key), key).toBeDefined();
  });
});
