/** Thunder's Edge breakthroughs (its rulebook, "Components": 30 breakthrough cards; "Breakthroughs and Synergy"). */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  FACTION_IDS,
  isTi4BreakthroughId,
  TE_FACTION_IDS,
  TI4_BREAKTHROUGHS,
  TI4_TECH_COLORS,
  ti4Breakthrough,
  ti4BreakthroughOf,
} from "../../../src/content/ti4/index.ts";

const DATA = "/work/shared/data/ti4/thunders_edge.json";
function dataRecords(): { id: string; name: string; faction: string; synergy: string[] }[] | null {
  try {
    return JSON.parse(readFileSync(DATA, "utf8")).breakthroughs;
  } catch {
    return null;
  }
}

describe("TE breakthroughs", () => {
  it("are 30 cards, one per faction; the Obsidian's face is the back of the Firmament's card", () => {
    expect(TI4_BREAKTHROUGHS).toHaveLength(30);
    const factions = TI4_BREAKTHROUGHS.map((b) => b.faction);
    expect(new Set(factions).size).toBe(30);
    expect(ti4Breakthrough("firmamentbt").back?.name).toBe("The Reaping");
    expect(ti4BreakthroughOf("obsidian")?.id).toBe("firmamentbt");
    expect(isTi4BreakthroughId("obsidianbt")).toBe(false);
  });

  it("every faction a seat may play has its card; the Keleres flavours share one", () => {
    for (const faction of [...FACTION_IDS, ...TE_FACTION_IDS])
      expect(ti4BreakthroughOf(faction)).toBeDefined();
    expect(ti4BreakthroughOf("keleresm")?.id).toBe("keleresbt");
    expect(ti4BreakthroughOf("keleresa")?.id).toBe("keleresbt");
    expect(ti4BreakthroughOf("sol")?.name).toBe("Bellum Gloriosum");
    expect(ti4BreakthroughOf("nobody")).toBeUndefined();
  });

  it("each links two different technology colours, but the Nekro Virus's links none", () => {
    for (const b of TI4_BREAKTHROUGHS) {
      if (b.faction === "nekro") {
        expect(b.synergy).toBeNull();
        continue;
      }
      expect(b.synergy).toHaveLength(2);
      const [a, c] = b.synergy ?? [];
      expect(a).not.toBe(c);
      for (const colour of b.synergy ?? []) expect(TI4_TECH_COLORS).toContain(colour);
      expect(b.text.length).toBeGreaterThan(20);
    }
  });

  it("match the data's 31 records: names, factions and synergy", () => {
    const records = dataRecords();
    if (!records) return;
    expect(records).toHaveLength(31);
    for (const r of records) {
      const ours = isTi4BreakthroughId(r.id) ? ti4Breakthrough(r.id) : ti4Breakthrough("firmamentbt").back;
      expect(ours?.name).toBe(r.name);
      if (!isTi4BreakthroughId(r.id)) continue;
      const card = ti4Breakthrough(r.id);
      expect(card.faction).toBe(r.faction);
      expect(card.synergy ?? ["none"]).toEqual(r.synergy);
    }
  });
});
