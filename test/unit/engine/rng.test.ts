import { describe, expect, it } from "vitest";
import { nextInt, pick, rollD10, seedRng, shuffle } from "../../../src/engine/rng.ts";

describe("the seeded generator", () => {
  it("gives the same dice for the same seed and different dice for another", () => {
    const a = rollD10(seedRng("game-1"), 20).value;
    expect(rollD10(seedRng("game-1"), 20).value).toEqual(a);
    expect(rollD10(seedRng("game-2"), 20).value).not.toEqual(a);
  });

  it("survives a JSON round trip mid-stream", () => {
    const first = rollD10(seedRng("save"), 5);
    const restored = JSON.parse(JSON.stringify(first.rng));
    expect(rollD10(restored, 5).value).toEqual(rollD10(first.rng, 5).value);
  });

  it("rolls every face of a ten-sided die about equally often", () => {
    const { value } = rollD10(seedRng("fairness"), 100_000);
    const counts = new Map<number, number>();
    for (const v of value) counts.set(v, (counts.get(v) ?? 0) + 1);
    expect([...counts.keys()].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const n of counts.values()) expect(Math.abs(n - 10_000)).toBeLessThan(500);
  });

  it("shuffles into a permutation without touching the input", () => {
    const deck = Array.from({ length: 30 }, (_, i) => i);
    const { value } = shuffle(seedRng("deck"), deck);
    expect(value).not.toEqual(deck);
    expect([...value].sort((x, y) => x - y)).toEqual(deck);
    expect(deck[0]).toBe(0);
  });

  it("draws integers in range and refuses an empty range", () => {
    let rng = seedRng("range");
    for (let i = 0; i < 1000; i++) {
      const d = nextInt(rng, 7);
      expect(d.value).toBeGreaterThanOrEqual(0);
      expect(d.value).toBeLessThan(7);
      rng = d.rng;
    }
    expect(() => nextInt(rng, 0)).toThrow();
    expect(() => pick(rng, [])).toThrow();
  });
});
