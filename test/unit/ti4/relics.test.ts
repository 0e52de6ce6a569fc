import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  isTi4RelicId,
  TI4_RELIC_USE_IDS,
  TI4_RELICS,
  type Ti4RelicId,
  type Ti4RelicUse,
  ti4Relic,
  ti4RelicDeck,
} from "../../../src/content/ti4/index.ts";
import {
  copiedFrom,
  DATA_DIR,
  HAS_DATA,
  hash,
  liveFacts,
  normalize,
  RELIC_FACTS,
  shingleHashes,
} from "./dataFacts.ts";

/** The relics of the boxes the fixture keeps (Thunder's Edge's are checked against the live data below). */
const OLDER = TI4_RELICS.filter((relic) => relic.box !== "te");
const TE_IDS = [
  "heartofixth",
  "lightrailordnance",
  "metalivoidarmaments",
  "metalivoidshielding",
  "quantumcore",
  "thesilverflame",
  "thetriad",
];

/** The uses the data's usage line names ("purge (action)", "exhaust / purge", "purge another relic"). */
function usesNamed(usage: string): Ti4RelicUse[] {
  const uses: Ti4RelicUse[] = [];
  if (/purge another relic/.test(usage)) uses.push("purgeAnotherRelic");
  else if (/purge/.test(usage)) uses.push("purge");
  if (/exhaust/.test(usage)) uses.push("exhaust");
  if (/passive/.test(usage)) uses.push("passive");
  if (/on gain/.test(usage)) uses.push("onGain");
  if (/attach/.test(usage)) uses.push("attach");
  return uses;
}

describe("TI4 relics", () => {
  it("are the data's relics of PoK, Codex II and Codex IV: ids, names, boxes", () => {
    const ours = OLDER.map((relic) => [relic.id, relic.name, relic.box]);
    const theirs = RELIC_FACTS.map((fact) => [fact.id, fact.name, fact.box]);
    expect(ours).toEqual(theirs);
    for (const box of ["pok", "codex2", "codex4"]) {
      const count = (relics: readonly { box: string }[]) =>
        relics.filter((relic) => relic.box === box).length;
      expect(count(TI4_RELICS)).toBe(count(RELIC_FACTS));
    }
  });

  it("ids are unique and every id is found again; Thunder's Edge's seven are here too (TE Relics)", () => {
    const ids = TI4_RELICS.map((relic) => relic.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(ti4Relic(id).id).toBe(id);
    expect(TI4_RELICS.filter((relic) => relic.box === "te").map((relic) => relic.id)).toEqual(TE_IDS);
    expect(isTi4RelicId("heartofixth")).toBe(true);
    expect(() => ti4Relic("notarelic" as Ti4RelicId)).toThrow(/Unknown TI4 relic/);
  });

  it("each relic is used in the ways the data names, from the closed list, and is an action when the data says so", () => {
    for (const fact of RELIC_FACTS) {
      const relic = ti4Relic(fact.id as Ti4RelicId);
      for (const use of relic.uses) expect(TI4_RELIC_USE_IDS).toContain(use);
      expect(relic.uses, fact.id).toEqual(expect.arrayContaining(usesNamed(fact.usage)));
      expect(relic.action, fact.id).toBe(fact.usage.includes("(action)"));
    }
  });

  it("each relic is purged or exhausted, or works while held, or attaches", () => {
    for (const relic of TI4_RELICS) expect(relic.uses.length, relic.id).toBeGreaterThan(0);
  });

  it("the deck: PoK's 10, 16 with both Codices (the rules digest's PoK relic deck), none without PoK", () => {
    expect(ti4RelicDeck(["base", "pok"])).toHaveLength(10);
    expect(ti4RelicDeck(["base", "pok", "codex2"])).toHaveLength(13);
    expect(ti4RelicDeck(["base", "pok", "codex1", "codex2", "codex3", "codex4"])).toHaveLength(16);
    expect(ti4RelicDeck(["base", "codex2", "codex4"])).toEqual([]);
    // TE Relics: Thunder's Edge brings its seven and the three Codex IV relics it reprints, with or without PoK.
    expect(ti4RelicDeck(["base", "te"])).toHaveLength(10);
    expect(ti4RelicDeck(["base", "pok", "te"])).toHaveLength(20);
  });

  it("every text is our own: never the data's line, nor 6 words in a row of it", () => {
    const copied = OLDER.flatMap((relic) => {
      const fact = RELIC_FACTS.find((candidate) => candidate.id === relic.id);
      const why = fact ? copiedFrom(relic.text, fact) : "no such relic in the data";
      return why ? [`${relic.id}: ${why}`] : [];
    });
    expect(copied).toEqual([]);
  });

  it.skipIf(!HAS_DATA)("Thunder's Edge's relics: the data's names, and texts of our own", () => {
    const data = JSON.parse(readFileSync(`${DATA_DIR}/relics.json`, "utf8")) as {
      relics: { id: string; name: string; effect: string; expansion: string }[];
    };
    const theirs = data.relics.filter((record) => record.expansion === "thunders_edge");
    expect(theirs.map((record) => record.id)).toEqual(TE_IDS);
    for (const record of theirs) {
      const relic = ti4Relic(record.id as Ti4RelicId);
      expect(relic.name).toBe(record.name);
      const fingerprint = {
        textHash: hash(normalize(record.effect)),
        shingleHashes: shingleHashes(record.effect),
      };
      expect(copiedFrom(relic.text, fingerprint), relic.id).toBeNull();
    }
  });

  it.skipIf(!HAS_DATA)("the fixture still says what shared/data/ti4/relics.json says", () => {
    expect(liveFacts("relics")).toEqual(RELIC_FACTS);
  });
});
