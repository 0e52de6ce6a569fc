import { describe, expect, it } from "vitest";
import {
  isTi4GalacticEventId,
  TI4_GALACTIC_EVENTS,
  ti4GalacticEvent,
} from "../../../src/content/ti4/index.ts";

describe('Thunder\'s Edge galactic events (TE rulebook, "Galactic Events")', () => {
  it("are the box's 20 cards, each with a unique id, a name, our text and a source", () => {
    expect(TI4_GALACTIC_EVENTS).toHaveLength(20);
    const ids = TI4_GALACTIC_EVENTS.map((event) => event.id);
    expect(new Set(ids).size).toBe(20);
    for (const event of TI4_GALACTIC_EVENTS) {
      expect(ti4GalacticEvent(event.id).name).toBe(event.name);
      expect(event.text.length).toBeGreaterThan(40);
      expect(event.source).not.toBe("");
    }
    expect(isTi4GalacticEventId("total_war")).toBe(true);
    expect(isTi4GalacticEventId("galactic_peace")).toBe(false);
  });

  it('only Cultural Exchange Program is removed from a game without Prophecy of Kings (TE "Expansion Integration")', () => {
    const removed = TI4_GALACTIC_EVENTS.filter((event) => event.removedWithoutPok).map((event) => event.name);
    expect(removed).toEqual(["Cultural Exchange Program"]);
    expect(ti4GalacticEvent("cultural_exchange_program").needs).toContain("pok");
  });
});
