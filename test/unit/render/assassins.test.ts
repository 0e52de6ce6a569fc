/**
 * TI1 Borderlands' Assassins on the map: how many each player holds is public (the counters lay beside the
 * sheets), as is a recent strike; both show on the player's card and in the board's words.
 */
import { describe, expect, it } from "vitest";
import { describeBoard } from "../../../src/render/index.ts";
import { mapLayout } from "../../../src/render/layout.ts";
import type { MapView } from "../../../src/render/model.ts";
import { drawPanel, drawPanelFrame } from "../../../src/render/panel.ts";
import { recordDrawing } from "../../../src/render/recording.ts";
import { tableView } from "./fixtures.ts";

function withAssassins(): MapView {
  const view = tableView();
  return {
    ...view,
    config: { ...view.config, options: ["classic:assassins"] },
    assassins: { held: { "0": 2, "2": 1 }, sent: [], struck: [{ seat: 1, round: view.round - 1 }] },
  };
}

function panelTexts(view: MapView): string[] {
  const layout = mapLayout(view);
  const recording = recordDrawing(layout.width, layout.height);
  drawPanelFrame(recording.canvas, view, layout);
  drawPanel(recording.canvas, view, layout, []);
  return recording.inLayerOrder().flatMap((op) => (op.kind === "text" ? [op.text] : []));
}

describe("Assassins on the map (Borderlands)", () => {
  it("each card tags the Assassins held and a strike of the last round", () => {
    const texts = panelTexts(withAssassins());
    expect(texts).toContain("ASSASSINS 2");
    expect(texts).toContain("ASSASSINS 1");
    expect(texts).toContain("STRUCK");
    expect(panelTexts(tableView()).some((t) => t.startsWith("ASSASSINS") || t === "STRUCK")).toBe(false);
  });

  it("the board in words tells who holds how many, the pool and who was struck", () => {
    const words = describeBoard(withAssassins(), []);
    expect(words).toContain("Assassins held: A 2, C 1; 3 of 6 left to hire.");
    expect(words).toContain("Struck by an Assassin, no votes and -2 in attack: B (through round 4).");
    expect(describeBoard(tableView(), [])).not.toContain("Assassins held");
  });
});
