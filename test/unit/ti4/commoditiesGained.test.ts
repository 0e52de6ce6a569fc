/**
 * LRR 21: commodities are gained in play at one place only, economy/commodities.ts `gainCommodities`, which
 * asks the hook `commoditiesGained` (Siphon answers it). Every other emit of `ti4CommoditiesChanged` in the
 * TI4 engine must be a loss (given away, converted, trimmed, taken), so that no gain escapes the moment.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const TI4 = join(import.meta.dirname, "../../../src/engine/ti4");
const THE_ONE_PLACE = "economy/commodities.ts";

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** Each `ti4CommoditiesChanged` emit outside the one place, with the text of its amount. */
function otherEmits(): { file: string; amount: string }[] {
  return files(TI4).flatMap((path) => {
    const file = relative(TI4, path);
    if (file === THE_ONE_PLACE) return [];
    const text = readFileSync(path, "utf8");
    return [...text.matchAll(/emit\(\{\s*type: "ti4CommoditiesChanged",[^}]*?amount: ([^,}]+)/g)].map(
      (m) => ({ file, amount: (m[1] ?? "").trim() }),
    );
  });
}

describe("commodities gained (LRR 21)", () => {
  it("finds the engine's other commodity changes", () => {
    expect(otherEmits().length).toBeGreaterThan(3);
  });

  it("gains them only through gainCommodities: every other change is a loss", () => {
    expect(otherEmits().filter((e) => !e.amount.startsWith("-"))).toEqual([]);
  });
});
