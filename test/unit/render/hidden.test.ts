import { describe, expect, it } from "vitest";
import { ACTION_CARDS, getObjective } from "../../../src/content/index.ts";
import { view } from "../../../src/engine/view.ts";
import { mapSvg } from "../../../src/render/index.ts";
import { midGameState } from "../../../src/render/samples.ts";
import { FACE_DOWN_TOKENS, tableView } from "./fixtures.ts";

/** Everything a reader could take from the SVG: the drawn texts and the source itself, lower-cased. */
function readable(svg: string, texts: readonly string[]): string {
  return `${svg}\n${texts.join("\n")}`.toLowerCase();
}

describe("hidden information never reaches the map", () => {
  it("draws face-down tokens by their kind only", () => {
    const { svg, texts } = mapSvg(tableView(), { waiting: [0] });
    const text = readable(svg, texts);
    for (const secret of ["lazax", "armory", "hostile", "locals", "natural wealth", "natural-wealth"]) {
      expect(text, secret).not.toContain(secret);
    }
    // Each face-down token is drawn: a "?" on its kind's shape.
    expect(texts.filter((t) => t === "?")).toHaveLength(FACE_DOWN_TOKENS.length);
    expect(svg).toContain('fill="#6B4F1D"'); // the artifact's diamond
    expect(svg).toContain('fill="#3A3F4B"'); // the domain counters' discs
  });

  it("names a token once it is face up", () => {
    const base = tableView();
    const system = base.board["212"]!;
    const faceUp = {
      ...base,
      board: {
        ...base.board,
        "212": {
          ...system,
          tokens: [{ kind: "artifact", faceUp: true, id: "lazax-armory", planet: "sakulag" as const }],
        },
      },
    };
    expect(mapSvg(faceUp, { waiting: [] }).texts).toContain("Lazax Armory");
  });

  it("shows hands as counts even when given a player's own view", () => {
    const state = midGameState(3);
    const own = view(state, 0);
    const { svg, texts } = mapSvg(own, { waiting: [0] });
    const text = readable(svg, texts);
    const cards = state.players[0]!.secret.actionCards;
    expect(cards.length).toBeGreaterThan(0);
    for (const id of cards) {
      const name = ACTION_CARDS.find((c) => c.id === id)!.name.toLowerCase();
      expect(text, name).not.toContain(name);
    }
    for (const id of state.players[0]!.secret.secretObjectives) {
      expect(text).not.toContain(getObjective(id).name.toLowerCase());
    }
    expect(texts.some((t) => t.includes(`AC ${cards.length}`))).toBe(true);
  });
});
