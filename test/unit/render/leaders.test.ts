/** The Leaders option on the map (RR §24.4): a badge per Leader on the board, in its owner's colour. */
import { describe, expect, it } from "vitest";
import { mapSvg } from "../../../src/render/index.ts";
import { inkOf } from "../../../src/render/palette.ts";
import { tableView } from "./fixtures.ts";

describe("Leaders on the map", () => {
  it("draws those on planets and aboard ships, not captives or the dead, and keys them in the legend", () => {
    const base = tableView();
    const leaders = [
      { id: "harrugh", seat: 0, at: { on: "planet" as const, position: "212", planet: "lazar" as const } },
      { id: "connor", seat: 1, at: { on: "ship" as const, position: "202", ship: "carrier" as const } },
      { id: "carth", seat: 0, at: { on: "captive" as const, captor: 1 } },
      { id: "gila", seat: 0, at: { on: "killed" as const } },
    ];
    const { svg, texts } = mapSvg({ ...base, leaders }, { waiting: [0] });
    expect(texts.filter((t) => t === "Ge")).toHaveLength(1);
    expect(texts.filter((t) => t === "Ag")).toHaveLength(1);
    expect(texts.filter((t) => t === "Sc" || t === "Di")).toHaveLength(0);
    expect(svg).toContain(`fill="${inkOf(base.players[1]?.color ?? null).fill}"`);
    expect(texts.some((t) => t.startsWith("Leader: Ad Ge Sc Di Ag"))).toBe(true);
    const plain = mapSvg(base, { waiting: [0] });
    expect(plain.texts.some((t) => t.startsWith("Leader"))).toBe(false);
  });
});
