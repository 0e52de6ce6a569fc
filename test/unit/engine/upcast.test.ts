/**
 * Reading stored events of an earlier schema version: the upcasters run in order from the entry's version
 * to today's, and an entry from a newer version is refused. The upcasters here are made up for the test;
 * the fixture test (test/integration/replayFixtures.test.ts) runs whole old-shaped logs through them.
 */
import { describe, expect, it } from "vitest";
import {
  EVENT_SCHEMA_VERSION,
  EventSchemaError,
  replay,
  type StoredEventShape,
  type Upcaster,
  upcast,
} from "../../../src/engine/index.ts";
import { readFixtures, readLog, stateDigest } from "../../support/replayFixtures.ts";

/** Version 1 to 2: the trade goods gained were once called `count`. */
const renameCount: Upcaster = (events) =>
  events.map((e) => {
    if (e.type !== "tradeGoodsGained") return e;
    const { count, ...rest } = e;
    return { ...rest, amount: count };
  });

/** Version 2 to 3: a reason became required; old entries say why they have none. */
const addReason: Upcaster = (events) =>
  events.map((e) =>
    e.type === "tradeGoodsGained" && !("reason" in e) ? { ...e, reason: "stored before reasons" } : e,
  );

const OLD: StoredEventShape[] = [
  { type: "tradeGoodsGained", seat: 0, count: 2 },
  { type: "playerPassed", seat: 1 },
];

describe("upcasting stored events", () => {
  it("leaves events of today's version as they are", () => {
    expect(upcast(OLD, EVENT_SCHEMA_VERSION)).toEqual(OLD);
  });

  it("runs every upcaster from the entry's version up, in order", () => {
    expect(upcast(OLD, 1, [renameCount, addReason])).toEqual([
      { type: "tradeGoodsGained", seat: 0, amount: 2, reason: "stored before reasons" },
      { type: "playerPassed", seat: 1 },
    ]);
    // An entry written at version 2 already has `amount`: only the second upcaster applies.
    const v2 = [{ type: "tradeGoodsGained", seat: 0, amount: 3 }];
    expect(upcast(v2, 2, [renameCount, addReason])).toEqual([
      { type: "tradeGoodsGained", seat: 0, amount: 3, reason: "stored before reasons" },
    ]);
  });

  it("refuses an entry written by a newer version instead of misreading it", () => {
    expect(() => upcast(OLD, 3, [renameCount])).toThrow(EventSchemaError);
    expect(() => upcast(OLD, EVENT_SCHEMA_VERSION + 1)).toThrow(
      `schema version ${EVENT_SCHEMA_VERSION + 1}, written by a newer Mecatol`,
    );
  });

  it("refuses a version no code ever wrote", () => {
    for (const version of [0, -1, 1.5, Number.NaN])
      expect(() => upcast(OLD, version)).toThrow(EventSchemaError);
  });
});

describe("version 2 (quiet windows: the event autoPassOffered came in)", () => {
  it("is reached from version 1 by events passing through unchanged", () => {
    expect(upcast(OLD, 1)).toEqual(OLD);
  });

  it("reads a version-1 log to the state it reached when it was written", () => {
    const [fixture] = readFixtures().filter((f) => f.name === "3p-finished");
    if (!fixture) throw new Error("the 3-player replay fixture is missing");
    const log = readLog(fixture.name);
    expect(new Set(log.map((entry) => entry.schemaVersion))).toEqual(new Set([1]));
    const state = replay(log.flatMap((entry) => upcast(entry.events, entry.schemaVersion)));
    expect(stateDigest(state)).toBe(fixture.digest);
  });
});

describe("version 3 (the cards of the table: actionCardsSetAside and actionCardDealt came in)", () => {
  it("is reached from version 2 by events passing through unchanged", () => {
    expect(upcast(OLD, 2)).toEqual(OLD);
  });
});

describe("version 4 (Public Disgrace: the event strategyCardPutBack came in)", () => {
  it("is reached from version 3 by events passing through unchanged", () => {
    expect(upcast(OLD, 3)).toEqual(OLD);
  });
});

describe("version 5 (the optional rules: their modules' events came in)", () => {
  it("is reached from versions 1 to 4 by events passing through unchanged", () => {
    expect(upcast(OLD, 4)).toEqual(OLD);
    expect(upcast(OLD, 1)).toEqual(OLD);
  });
});

describe("version 6 (the classic options: Hope's End's and Borderlands' events came in)", () => {
  it("is today's version, reached from versions 1 to 5 by events passing through unchanged", () => {
    expect(EVENT_SCHEMA_VERSION).toBe(6);
    expect(upcast(OLD, 5)).toEqual(OLD);
    expect(upcast(OLD, 1)).toEqual(OLD);
  });
});
