import { describe, expect, it } from "vitest";
import type { Ti4Box } from "../../../src/content/ti4/common.ts";
import {
  isTi4ActionCardId,
  TI4_ACTION_CARDS,
  TI4_ACTION_MOMENT_IDS,
  type Ti4ActionCardId,
  ti4ActionCard,
  ti4ActionCardPhase,
  ti4ActionDeck,
  ti4ActionDeckSize,
} from "../../../src/content/ti4/index.ts";
import {
  ACTION_CARD_FACTS,
  copiedFrom,
  HAS_DATA,
  hash,
  liveFacts,
  normalize,
  shingleHashes,
} from "./dataFacts.ts";

function sizeOf(boxes: readonly Ti4Box[]): number {
  return ti4ActionDeckSize(ti4ActionDeck(boxes));
}

function printedIn(box: string): { cards: number; copies: number } {
  const facts = ACTION_CARD_FACTS.filter((fact) => fact.box === box);
  return { cards: facts.length, copies: facts.reduce((sum, fact) => sum + fact.copies, 0) };
}

describe("TI4 action deck", () => {
  it("the base game alone shuffles its 80 copies, as the data's copies add up", () => {
    expect(sizeOf(["base"])).toBe(printedIn("base").copies);
    expect(sizeOf(["base"])).toBe(80);
  });

  it("with Prophecy of Kings it is the data's 120-card deck: base, PoK's own cards and Codex I's", () => {
    const expected = printedIn("base").copies + printedIn("pok").copies + printedIn("codex1").copies;
    expect(sizeOf(["base", "pok"])).toBe(expected);
    expect(sizeOf(["base", "pok"])).toBe(120);
  });

  it("Codex I adds its 20 copies to the base deck and nothing more to a PoK deck (no card counted twice)", () => {
    expect(sizeOf(["base", "codex1"])).toBe(80 + printedIn("codex1").copies);
    expect(sizeOf(["base", "codex1"])).toBe(100);
    expect(sizeOf(["base", "pok", "codex1"])).toBe(sizeOf(["base", "pok"]));
    const ids = ti4ActionDeck(["base", "pok", "codex1"]).map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("Codex I replaces no base card: no two cards share a name, so the base cards all stay", () => {
    const names = TI4_ACTION_CARDS.map((card) => card.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const base = ti4ActionDeck(["base"]).map((entry) => entry.id);
    const withCodex = ti4ActionDeck(["base", "codex1"]).map((entry) => entry.id);
    expect(withCodex).toEqual(expect.arrayContaining(base));
  });

  it("Thunder's Edge adds its 14 cards in 20 copies, the data's, and Codex I's 20 to whatever deck is dealt", () => {
    expect(printedIn("thunders_edge")).toEqual({ cards: 14, copies: 20 });
    // TE "Expansion Integration": the Codex's 20 action cards are combined with the base game's.
    expect(sizeOf(["base", "te"])).toBe(80 + 20 + printedIn("codex1").copies);
    expect(sizeOf(["base", "pok", "te"])).toBe(120 + 20);
    expect(sizeOf(["base", "codex1", "te"])).toBe(sizeOf(["base", "te"]));
    expect(ti4ActionDeck(["base"]).some((entry) => entry.id === "strategize")).toBe(false);
    const te = TI4_ACTION_CARDS.filter((card) => card.box === "te");
    expect(te.map((card) => card.name).sort()).toEqual(
      ACTION_CARD_FACTS.filter((fact) => fact.box === "thunders_edge")
        .map((fact) => fact.name)
        .sort(),
    );
  });

  it("the Codex boxes without the base game make no deck, and the later Codices add no action card", () => {
    expect(ti4ActionDeck(["pok", "codex1"])).toEqual([]);
    expect(sizeOf(["base", "codex2", "codex3", "codex4"])).toBe(80);
  });
});

describe("TI4 action cards", () => {
  it("ids are unique and every id is found again", () => {
    const ids = TI4_ACTION_CARDS.map((card) => card.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(ti4ActionCard(id).id).toBe(id);
    expect(isTi4ActionCardId("sabo")).toBe(true);
    expect(isTi4ActionCardId("strategize")).toBe(true); // Thunder's Edge
    expect(isTi4ActionCardId("armistice")).toBe(false); // a TI3 card
    expect(() => ti4ActionCard("armistice" as Ti4ActionCardId)).toThrow(/Unknown TI4 action card/);
  });

  it("each card is played at a moment of the closed list, and each moment is some card's", () => {
    for (const card of TI4_ACTION_CARDS) expect(TI4_ACTION_MOMENT_IDS).toContain(card.timing);
    const used = new Set(TI4_ACTION_CARDS.map((card) => card.timing));
    expect(TI4_ACTION_MOMENT_IDS.filter((moment) => !used.has(moment))).toEqual([]);
  });

  it("each card's moment falls in the phase the data gives it", () => {
    const wrong = ACTION_CARD_FACTS.filter(
      (fact) =>
        isTi4ActionCardId(fact.id) &&
        ti4ActionCardPhase(ti4ActionCard(fact.id as Ti4ActionCardId)) !== fact.phase,
    ).map((fact) => fact.id);
    expect(wrong).toEqual([]);
  });

  it.each(["base", "codex1", "pok"])("the %s cards are the data's: ids, names, copies", (box) => {
    const ours = TI4_ACTION_CARDS.filter((card) => card.box === box).map((card) => [
      card.id,
      card.name,
      card.copies,
    ]);
    const theirs = ACTION_CARD_FACTS.filter((fact) => fact.box === box).map((fact) => [
      fact.id,
      fact.name,
      fact.copies,
    ]);
    expect(ours.length).toBe(printedIn(box).cards);
    expect(ours).toEqual(expect.arrayContaining(theirs));
    expect(theirs).toEqual(expect.arrayContaining(ours));
  });

  it("every text is our own: never the data's line, nor 6 words in a row of it", () => {
    const copied = TI4_ACTION_CARDS.flatMap((card) => {
      const fact = ACTION_CARD_FACTS.find((candidate) => candidate.id === card.id);
      const why = fact ? copiedFrom(card.text, fact) : "no such card in the data";
      return why ? [`${card.id}: ${why}`] : [];
    });
    expect(copied).toEqual([]);
  });

  it("the fingerprint check catches a line copied with other case and punctuation, or 6 words of it", () => {
    const line = "Cancel up to two hits against your ships this round.";
    const fingerprint = { textHash: hash(normalize(line)), shingleHashes: shingleHashes(line) };
    expect(copiedFrom("cancel UP to two hits, against your ships; this round", fingerprint)).toMatch(
      /same line/,
    );
    expect(copiedFrom("Now: up to two hits against your ships go away.", fingerprint)).toMatch(/6 words/);
    expect(copiedFrom("As many as 2 hits on your fleet are called off.", fingerprint)).toBeNull();
  });

  it.skipIf(!HAS_DATA)("the fixture still says what shared/data/ti4/action_cards.json says", () => {
    expect(liveFacts("action_cards")).toEqual(ACTION_CARD_FACTS);
  });
});
