/**
 * TE "Expansion Integration": the Codex components a Thunder's Edge game swaps in, as the content and
 * thundersEdge/codex.ts list them: which wording each game reads, what is not carried out, and why.
 */
import { describe, expect, it } from "vitest";
import { TI4_OMEGA_VARIANTS, ti4Objective, ti4PromissoryNote } from "../../../../../src/content/ti4/index.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import {
  codexRevisionsInPlay,
  objectiveAsPlayed,
  TE_CODEX_COMPONENTS_NOT_IN_MECATOL,
} from "../../../../../src/engine/ti4/thundersEdge/codex.ts";
import { CODEX_NOTE_RULES } from "../../../../../src/engine/ti4/thundersEdge/codexNotes.ts";
import { noteRulesOf } from "../../../../../src/engine/ti4/transactions/noteTable.ts";

const game = (boxes: string[]) => ({ config: { boxes } }) as unknown as Pick<Ti4State, "config">;

describe("TE Expansion Integration: the Codex components", () => {
  it("the three reworded secrets read in their Codex III wording with the box only", () => {
    for (const id of ["mew", "ttfd", "fwp"] as const) {
      const card = ti4Objective(id);
      expect(card.revision?.box).toBe("codex3");
      expect(objectiveAsPlayed(game(["base", "te"]), card).name).toBe(`${card.name} \u03a9`);
      expect(objectiveAsPlayed(game(["base"]), card).name).toBe(card.name);
    }
  });

  it("the five Codex I notes have a Thunder's Edge rule each, the printed rule without the box", () => {
    for (const note of ["stymie", "ce", "war_funding", "acq", "greyfire"]) {
      expect(ti4PromissoryNote(note).revision?.box).toBe("codex1");
      expect(noteRulesOf(note, game(["base", "te"]))).toBe(CODEX_NOTE_RULES[note]);
      expect(noteRulesOf(note, game(["base"]))).not.toBe(CODEX_NOTE_RULES[note]);
    }
  });

  it("the technologies the box ships, played in their Codex wording with it, and the Prophecy of Kings pieces left aside", () => {
    const shipped = TI4_OMEGA_VARIANTS.filter((v) => v.inThundersEdge).map((v) => v.of);
    expect(shipped).toEqual(["md", "x89", "yso", "wg", "mr"]);
    // Magen Defense Grid ΩΩ and X-89 ΩΩ are played (technology/generic/; their scenarios: genericTechnologies/).
    expect(codexRevisionsInPlay(game(["base", "te"]))).toBe(true);
    expect(codexRevisionsInPlay(game(["base"]))).toBe(false);
    expect(TE_CODEX_COMPONENTS_NOT_IN_MECATOL).toHaveLength(2);
    expect(TE_CODEX_COMPONENTS_NOT_IN_MECATOL.join(" ")).toContain("Prophecy of Kings");
  });
});
