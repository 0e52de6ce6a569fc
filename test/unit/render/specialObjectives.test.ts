/**
 * The Special Objectives' options on the map (SE options 5 and 14): Artifact tokens drawn on their planets
 * from the view (face down by their kind only), the Voice's holder tagged, and the Special Objectives listed
 * with their holders beside the public ones; the board in words says the same.
 */
import { describe, expect, it } from "vitest";
import { describeBoard, type MapView, mapSvg } from "../../../src/render/index.ts";
import { tableView } from "./fixtures.ts";

/** The fixture with a face-down token on Lodor, the Lazax Armory held by Bob on Quann, Alice the Voice. */
function withSpecials(): MapView {
  const base = tableView();
  return {
    ...base,
    artifacts: [
      { planet: "lodor", artifact: null, holder: null },
      { planet: "quann", artifact: "lazaxArmory", holder: 1 },
    ],
    voiceOfTheCouncil: 0,
  };
}

describe("Artifacts and the Voice of the Council on the map", () => {
  it("draws each Artifact token on its planet, a face-down one as a '?' only", () => {
    const plain = mapSvg(tableView(), { waiting: [] });
    const { texts } = mapSvg(withSpecials(), { waiting: [] });
    expect(texts.filter((t) => t === "?").length).toBe(plain.texts.filter((t) => t === "?").length + 1);
    expect(texts).toContain("Lazax Armory");
    expect(texts).toContain("artifact");
    expect(plain.texts).not.toContain("artifact");
  });

  it("tags the Voice's holder and lists the Special Objectives with their holders", () => {
    const { texts } = mapSvg(withSpecials(), { waiting: [] });
    expect(texts).toContain("VOICE");
    expect(texts).toContain("Voice of the Council (1 VP)");
    expect(texts).toContain("Lazax Armory (1 VP)");
    const words = describeBoard(withSpecials(), []);
    expect(words).toMatch(/^A Alice \(Hacan, orange\) \[Voice of the Council\]/m);
    expect(words).toContain(
      "Special objectives:\nVoice of the Council (1 VP): held by A.\nLazax Armory (1 VP): held by B.",
    );
    expect(words).toMatch(/Lodor\. .*Tokens: face-down Artifact token on Lodor\./);
    expect(words).toMatch(/Tokens: Artifact token Lazax Armory on Quann\./);
  });
});
