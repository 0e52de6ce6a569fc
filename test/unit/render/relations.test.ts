/**
 * Borderlands, Declarations of War and Peace on the table panel: each player's card names, by tag and seat
 * badges, whom he is at war and at peace with (render/relations.ts), read off the drawing's record.
 */
import { describe, expect, it } from "vitest";
import { mapLayout } from "../../../src/render/layout.ts";
import type { MapView } from "../../../src/render/model.ts";
import { drawPanel } from "../../../src/render/panel.ts";
import { HEADER_HEIGHT, PANEL_PAD, PLAYER_HEIGHT } from "../../../src/render/panelSize.ts";
import { type DrawOp, recordDrawing } from "../../../src/render/recording.ts";
import { RELATION_INK } from "../../../src/render/relations.ts";
import { tableView } from "./fixtures.ts";

type Text = Extract<DrawOp, { kind: "text" }>;

function drawn(view: MapView): Text[] {
  const layout = mapLayout(view);
  const recording = recordDrawing(layout.width, layout.height);
  drawPanel(recording.canvas, view, layout, [0]);
  return recording.inLayerOrder().filter((op): op is Text => op.kind === "text");
}

/** The texts on a player's card, on its Strategy Card line, left to right. */
function cardLine(texts: Text[], index: number): string[] {
  const top = PANEL_PAD + HEADER_HEIGHT + index * PLAYER_HEIGHT;
  return texts
    .filter((t) => t.y > top + 40 && t.y < top + 66)
    .sort((a, b) => a.x - b.x)
    .map((t) => t.text);
}

function withRelations(peace: [number, number][]): MapView {
  const view = tableView();
  return {
    ...view,
    config: { ...view.config, options: [...view.config.options, "classic:declarationsOfWar"] },
    relations: { peace, surpriseAttacks: [] },
  };
}

describe("Borderlands relations on the table panel", () => {
  it("each card tags the players at war and at peace with it, by their seat letters", () => {
    const texts = drawn(withRelations([[0, 2]]));
    const alice = cardLine(texts, 0);
    expect(alice.slice(alice.indexOf("WAR"))).toEqual(["WAR", "B", "PEACE", "C"]);
    const bogdan = cardLine(texts, 1);
    expect(bogdan.slice(bogdan.indexOf("WAR"))).toEqual(["WAR", "A", "C"]);
    expect(bogdan).not.toContain("PEACE");
    const third = cardLine(texts, 2);
    expect(third.slice(third.indexOf("WAR"))).toEqual(["WAR", "B", "PEACE", "A"]);
  });

  it("all at war from the start: no peace tag anywhere; the tags are red and green, readable at half size", () => {
    const layout = mapLayout(withRelations([]));
    const recording = recordDrawing(layout.width, layout.height);
    drawPanel(recording.canvas, withRelations([]), layout, []);
    const ops = recording.inLayerOrder();
    const texts = ops.filter((op): op is Text => op.kind === "text");
    expect(texts.filter((t) => t.text === "WAR")).toHaveLength(3);
    expect(texts.some((t) => t.text === "PEACE")).toBe(false);
    for (const t of texts.filter((t) => t.text === "WAR")) expect(t.style.size).toBeGreaterThanOrEqual(14);
    // Each "WAR" is written on a red tag of its own.
    for (const word of texts.filter((t) => t.text === "WAR")) {
      const tag = ops.find(
        (op) => op.kind === "rect" && op.box[0] + 5 === word.x && op.box[1] < word.y && op.box[3] === 21,
      );
      expect(tag?.color).toBe(RELATION_INK.war);
    }
    const peaceful = drawn(withRelations([[1, 2]]));
    expect(peaceful.filter((t) => t.text === "PEACE")).toHaveLength(2);
  });

  it("leaves out an eliminated player, and draws nothing without the option", () => {
    const view = withRelations([]);
    const out = {
      ...view,
      players: view.players.map((p) => (p.seat === 2 ? { ...p, eliminated: true } : p)),
    };
    const texts = drawn(out);
    const alice = cardLine(texts, 0);
    expect(alice.slice(alice.indexOf("WAR"))).toEqual(["WAR", "B"]);
    expect(cardLine(texts, 2)).not.toContain("WAR");
    expect(drawn(tableView()).some((t) => t.text === "WAR" || t.text === "PEACE")).toBe(false);
  });

  it("keeps the Strategy Cards clear of the marks", () => {
    const texts = drawn(withRelations([[0, 1]]));
    const top = PANEL_PAD + HEADER_HEIGHT;
    const line = texts.filter((t) => t.y > top + 40 && t.y < top + 66);
    const tag = line.find((t) => t.text === "WAR") as Text;
    const card = line.find((t) => t.text.includes("Trade")) as Text;
    expect(card).toBeDefined();
    expect(card.x).toBeLessThan(tag.x);
  });
});
