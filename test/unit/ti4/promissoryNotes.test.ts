import { describe, expect, it } from "vitest";
import {
  TI4_GENERIC_PROMISSORY_NOTES,
  TI4_PROMISSORY_NOTES,
  ti4PromissoryNote,
  ti4PromissoryNotesAtSetup,
} from "../../../src/content/ti4/promissoryNotes.ts";

describe("TI4 promissory notes: the generic five", () => {
  it("every colour has Ceasefire, Trade Agreement, Political Secret and Support for the Throne; PoK adds Alliance", () => {
    expect(TI4_GENERIC_PROMISSORY_NOTES.map((note) => [note.name, note.box])).toEqual([
      ["Ceasefire", "base"],
      ["Trade Agreement", "base"],
      ["Political Secret", "base"],
      ["Support for the Throne", "base"],
      ["Alliance", "pok"],
    ]);
    for (const note of TI4_GENERIC_PROMISSORY_NOTES) expect(note.owner).toBeUndefined();
  });

  it("keeps Support for the Throne and Alliance face up in the holder's play area", () => {
    expect(TI4_GENERIC_PROMISSORY_NOTES.filter((note) => note.playArea).map((note) => note.id)).toEqual([
      "support_for_the_throne",
      "alliance",
    ]);
    expect(ti4PromissoryNote("support_for_the_throne").text).toMatch(/1 victory point/);
    expect(ti4PromissoryNote("alliance").text).toMatch(/commander/);
  });

  it("finds a note by id and refuses an unknown one", () => {
    expect(ti4PromissoryNote("ceasefire").name).toBe("Ceasefire");
    expect(() => ti4PromissoryNote("cease_fire")).toThrow(/Unknown TI4 promissory note/);
  });
});

describe("TI4 promissory notes: at setup", () => {
  it("a base game Sol player holds the four generic notes and Military Support", () => {
    expect(ti4PromissoryNotesAtSetup("sol", ["base"]).map((note) => note.id)).toEqual([
      "ceasefire",
      "trade_agreement",
      "political_secret",
      "support_for_the_throne",
      "ms",
    ]);
  });

  it("with PoK the Empyrean hold the five generic notes and both pacts", () => {
    expect(ti4PromissoryNotesAtSetup("empyrean", ["base", "pok"]).map((note) => note.id)).toEqual([
      "ceasefire",
      "trade_agreement",
      "political_secret",
      "support_for_the_throne",
      "alliance",
      "dark_pact",
      "blood_pact",
    ]);
  });

  it("a Keleres record holds its own Rider only", () => {
    const ids = ti4PromissoryNotesAtSetup("keleresx", ["base", "pok", "codex3"]).map((note) => note.id);
    expect(ids).toContain("riderx");
    expect(ids).not.toContain("riderm");
    expect(TI4_PROMISSORY_NOTES.filter((note) => note.name === "Keleres Rider")).toHaveLength(3);
  });
});
