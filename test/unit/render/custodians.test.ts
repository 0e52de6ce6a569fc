/**
 * The Custodians of Mecatol Rex (SE Option 13) on the map: one face-up token on Mecatol Rex showing what
 * is left of them, a key in the legend when the game plays the option, and a word in the text summary.
 */
import { describe, expect, it } from "vitest";
import { describeBoard, mapSvg } from "../../../src/render/index.ts";
import { tableView } from "./fixtures.ts";

function withCustodians(tokens: ("custodian-fighters" | "custodian-ground-forces")[]) {
  const base = tableView();
  return {
    ...base,
    config: { ...base.config, options: [...base.config.options, "custodians" as const] },
    custodians: tokens,
  };
}

describe("the Custodians on the map", () => {
  it("stand on Mecatol Rex as one token with their strength, keyed in the legend", () => {
    const { texts } = mapSvg(withCustodians(["custodian-fighters", "custodian-ground-forces"]), {
      waiting: [],
    });
    expect(texts).toContain("3 Fighters, 2 GF");
    expect(texts).toContain("Custodians");
  });

  it("show only the token left once the other is beaten, and nothing once both are", () => {
    expect(mapSvg(withCustodians(["custodian-ground-forces"]), { waiting: [] }).texts).toContain("2 GF");
    const line = describeBoard(withCustodians(["custodian-ground-forces"]), [])
      .split("\n")
      .find((l) => l.startsWith("000 "));
    expect(line).toContain("Tokens: Custodian token 2 GF on Mecatol Rex.");
    const gone = mapSvg(withCustodians([]), { waiting: [] }).texts;
    expect(gone).not.toContain("2 GF");
  });

  it("are not drawn in a game without the option", () => {
    const { texts } = mapSvg(tableView(), { waiting: [] });
    expect(texts).not.toContain("Custodians");
  });
});
