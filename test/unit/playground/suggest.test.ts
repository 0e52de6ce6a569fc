/**
 * The playground's command box suggests as the reader reads: a command or option name that matches none
 * is answered with the nearest ones, and options that take a few words offer them.
 */
import { describe, expect, it } from "vitest";
import { suggest } from "../../../src/playground/suggest.ts";

const lines = async (typed: string) => (await suggest(typed)).map((s) => s.line);

describe("the command box's suggestions", () => {
  it("offers the nearest command for a slip in its name", async () => {
    expect(await lines("/ti turn pik")).toEqual(["/ti turn pick "]);
    expect(await lines("/ti bogus")).toEqual([]);
  });

  it("offers the nearest option for a slip, and every open option for a name the command lacks", async () => {
    expect(await lines("/ti turn pick card:Trade fleets")).toEqual(["/ti turn pick card:Trade fleet:"]);
    expect(await lines("/ti turn pick card:Trade colour:")).toEqual([
      "/ti turn pick card:Trade strategy:",
      "/ti turn pick card:Trade fleet:",
      "/ti turn pick card:Trade command:",
    ]);
  });

  it("offers the words an option takes", async () => {
    expect(await lines("/ti turn primary card:Trade option:tr")).toEqual([
      "/ti turn primary card:Trade option:tradeGoods ",
    ]);
    expect(await lines("/ti-trade answer proposal:1 refuse:")).toEqual([
      "/ti-trade answer proposal:1 refuse:true ",
      "/ti-trade answer proposal:1 refuse:false ",
    ]);
  });

  it("reads /ti4 as a command of its own, offering its options", async () => {
    expect(await lines("/ti4 act ")).toEqual(["/ti4 act command:", "/ti4 act fields:", "/ti4 act payment:"]);
    expect(await lines("ti4 se")).toEqual(["/ti4 secrets "]);
  });

  it("offers a group's own slash command, and turns the former spelling under /ti into it", async () => {
    expect(await lines("/ti-cards pa")).toEqual(["/ti-cards pass "]);
    expect(await lines("ti-me vac")).toEqual(["/ti-me vacation "]);
    expect(await lines("/ti cards pa")).toEqual(["/ti-cards pass "]);
    expect(await lines("/ti ca")).toEqual([
      "/ti-cards play ",
      "/ti-cards choose ",
      "/ti-cards pass ",
      "/ti-cards agent ",
      "/ti-cards discard ",
      "/ti-cards autopass ",
      "/ti-cards lift ",
      "/ti catchup ",
    ]);
    expect(await lines("/ti cards autopass on:")).toEqual([
      "/ti-cards autopass on:true ",
      "/ti-cards autopass on:false ",
    ]);
    expect(await lines("/ti-gm t")).toEqual(["/ti-gm tg ", "/ti-gm tokens ", "/ti-gm tech "]);
  });
});
