/**
 * The table panel reads at half size (issue #22: Discord shows the map scaled down): every text it draws
 * is at least 17 px (about 8.5 px at half size, DejaVu Sans' smallest comfortable size), its small bold
 * tags at least 14 px.
 */
import { describe, expect, it } from "vitest";
import { mapLayout } from "../../../src/render/layout.ts";
import { drawPanel, drawPanelFrame } from "../../../src/render/panel.ts";
import { recordDrawing } from "../../../src/render/recording.ts";
import { tableView } from "./fixtures.ts";

describe("the table panel at half size", () => {
  it("draws no text smaller than 17 px, bold tags and badges no smaller than 14 px", () => {
    const view = tableView();
    const layout = mapLayout(view);
    const recording = recordDrawing(layout.width, layout.height);
    drawPanelFrame(recording.canvas, view, layout);
    drawPanel(recording.canvas, view, layout, [0]);
    const texts = recording.inLayerOrder().filter((op) => op.kind === "text");
    expect(texts.length).toBeGreaterThan(40);
    for (const op of texts) {
      if (op.kind !== "text") continue;
      const least = op.style.weight === "bold" ? 14 : 17;
      expect(op.style.size, op.text).toBeGreaterThanOrEqual(least);
    }
  });
});
