/**
 * What testers typed and what it must mean: a flag is never a silent default, a count is never a word,
 * names are read where ids were asked for, players are named as the map shows them, and an unknown
 * option or command is refused with the closest one.
 */
import { describe, expect, it } from "vitest";
import { suggest } from "../../../src/app/autocomplete.ts";
import { isArgError, readLine, type Table } from "../../../src/app/catalog/index.ts";
import { readRequest } from "../../../src/app/reading.ts";
import { newScenario } from "../../support/engine.ts";
import { TABLE, tableOf } from "../../support/table.ts";

const refusal = (line: string, table: Table | null = TABLE) => {
  const read = readLine(line, table);
  return isArgError(read) ? read.argError : null;
};

describe("flags: yes or no, never a default in their place", () => {
  it("refuses the trade when refuse:yes, in any case", () => {
    for (const yes of ["yes", "YES", "true", "True"])
      expect(readLine(`/ti-trade answer proposal:7 refuse:${yes}`)).toEqual({
        kind: "play",
        command: { type: "answerTradeProposal", proposal: 7, accept: false },
      });
    expect(readLine("/ti-trade answer proposal:7 refuse:no")).toMatchObject({ command: { accept: true } });
    expect(readLine("/ti-trade answer proposal:7")).toMatchObject({ command: { accept: true } });
  });

  it("refuses a flag that is neither, with the form expected", () => {
    expect(refusal("/ti-trade answer proposal:7 refuse:maybe")).toBe(
      'refuse: "maybe" is not a yes or no. Write refuse:true or refuse:false (yes and no work too).',
    );
    expect(refusal("/ti tactical cancel allow:1")).toMatch(/^allow: "1" is not a yes or no/);
  });
});

describe("counts: digits only, within the option's range", () => {
  it.each([
    [
      "/ti turn follow card:Trade trade-goods:three",
      /^trade-goods: "three" is not a number: .* from 0 to 52/,
    ],
    [
      "/ti turn pick card:Trade command:five",
      /^command: "five" is not a number: command takes a whole number/,
    ],
    ["/ti turn pick card:Trade command:1.5", /^command: "1.5" is not a whole number/],
    ["/ti turn pick card:Trade command:-1", /^command: -1 is out of range: .* from 0 to 16/],
    ["/ti-trade give-tg player:Cara amount:53", /^amount: 53 is out of range: .* from 1 to 52/],
  ])("refuses %s", (line, message) => {
    expect(refusal(line)).toMatch(message);
  });

  it("takes a minus sign where a negative number means something", () => {
    expect(readLine("/ti-gm tg player:Cara add:-2 reason:agreed", TABLE)).toMatchObject({
      correction: { mode: "add", amount: -2 },
    });
  });
});

describe("names where ids were asked for", () => {
  it("reads a technology by its name, as typed without picking a suggestion", () => {
    expect(
      readLine('/ti turn primary card:Technology technology:"Hylar V Assault Laser"', TABLE),
    ).toMatchObject({
      command: { type: "resolvePrimary", choice: { technology: "hylar-v-assault-laser" } },
    });
    expect(
      readLine('/ti turn follow card:Technology technology:"hylar v. assault-laser"', TABLE),
    ).toMatchObject({
      command: { type: "answerSecondary", choice: { technology: "hylar-v-assault-laser" } },
    });
  });

  it("reads a reprinted technology as the printing the game's boxes play", () => {
    const line = '/ti turn follow card:Technology technology:"Assault Cannon"';
    expect(readLine(line, TABLE)).toMatchObject({ command: { choice: { technology: "assault-cannon-se" } } });
    expect(readLine(line, { ...TABLE, boxes: ["base"] })).toMatchObject({
      command: { choice: { technology: "assault-cannon" } },
    });
  });

  it("ignores case, accents, spacing and punctuation, and takes the unique start of a name", () => {
    expect(readLine('/ti tactical land units:"1 gf on MÉCATOL  rex"')).toMatchObject({
      command: { landings: [{ planet: "mecatol-rex" }] },
    });
    expect(readLine("/ti turn race race:jol_nar")).toMatchObject({ command: { race: "jolnar" } });
    expect(readLine("/ti turn race race:hac")).toMatchObject({ command: { race: "hacan" } });
    expect(refusal("/ti turn race race:the")).toMatch(
      /^race: "the" could be Letnev, Hacan, .* or Yin: write more/,
    );
  });

  it("refuses a name that matches nothing with the nearest one", () => {
    expect(refusal('/ti turn follow card:Technology technology:"Hylar V Asault Laser"')).toBe(
      'technology: There is no technology called "Hylar V Asault Laser". Did you mean "Hylar V Assault Laser"?',
    );
  });
});

describe("players, named as the map and the table panel show them", () => {
  it.each([
    ["Cara", 2],
    ["cara", 2],
    ["C", 2],
    ["seat C", 2],
    ["Hacan", 2],
    ["<@100000000000000012>", 2],
    ["<@!100000000000000011>", 1],
  ])("reads player:%s as seat %i", (typed, seat) => {
    expect(readLine(`/ti-trade give-tg player:"${typed}" amount:1`, TABLE)).toMatchObject({
      command: { to: seat },
    });
  });

  it("refuses the seat numbers nobody is shown, and names the letters instead", () => {
    expect(refusal("/ti-trade give-tg player:2 amount:1")).toBe(
      "player: Seats have no numbers: name a player by name, by mention or by the seat letter the map shows (A to D).",
    );
  });

  it("refuses a name two players could answer to, listing both with their letters", () => {
    const table = {
      ...TABLE,
      players: [...TABLE.players, { seat: 4, name: "Carl", userId: "9", race: null }],
    };
    expect(refusal("/ti-trade break player:Car", table)).toBe(
      'player: "Car" could be Cara (C) or Carl (E): write more of the name, or the seat letter.',
    );
  });

  it("refuses a mention of someone not seated, and any player where no game runs", () => {
    expect(refusal("/ti-trade break player:<@123>")).toBe("player: <@123> has no seat in this game.");
    expect(refusal("/ti-trade break player:Cara", null)).toMatch(/^player: No game is being played/);
  });

  it("reads votes for players by name or letter, never by number", () => {
    expect(readLine('/ti-politics vote choice:"Cara and D"', TABLE)).toMatchObject({
      command: { choice: "2,3" },
    });
    expect(refusal("/ti-politics vote choice:2")).toMatch(/^choice: "2" is not an option of this vote/);
  });

  it("reads back what autocomplete sends for a player", async () => {
    const state = newScenario(3, {}, "reading").state;
    const store = { loadByChannel: async () => ({ status: "active", state, meta: {} }) as never };
    const place = { guildId: "g", channelId: "c" };
    const asker = { userId: state.players[0]?.userId as string, name: "x" };
    for (const offered of await suggest(store, place, asker, "player", "")) {
      const read = readLine(`/ti-trade break player:${offered.value}`, tableOf(state));
      const seat = state.players.find((p) => offered.name.includes(p.name))?.seat;
      expect(read).toMatchObject({ command: { partner: seat } });
    }
  });
});

describe("unknown options and commands, refused with the closest", () => {
  it("refuses an option the command does not have, naming it", () => {
    expect(refusal("/ti turn pick card:trade color:x")).toBe(
      '/ti turn pick has no option "color". Its options: card, strategy, fleet, command.',
    );
    expect(refusal("/ti turn pick card:trade fleets:1")).toBe(
      '/ti turn pick has no option "fleets". Did you mean "fleet"?',
    );
  });

  it("refuses an unknown command or help topic with the nearest", () => {
    expect(refusal("/ti turn pik card:trade")).toBe(
      'Unknown command "/ti turn pik". Did you mean "/ti turn pick"? Type /ti help for the list.',
    );
    expect(refusal('/ti help command:"combt hits"')).toMatch(/Did you mean "combat hits"\?/);
  });
});

describe("the game is read only when the command names what only the game knows", () => {
  it("reads the table for a player or a system named, not for a position label", async () => {
    const state = newScenario(3, {}, "reading").state;
    let reads = 0;
    const store = {
      loadByChannel: async () => {
        reads++;
        return { status: "active", state, meta: {} } as never;
      },
    };
    const place = { guildId: "g", channelId: "c" };
    const { findCommand } = await import("../../../src/app/catalog/index.ts");
    const tactical = findCommand("turn", "tactical");
    const give = findCommand("trade", "give-tg");
    if (!tactical || !give) throw new Error("catalog changed");
    expect(await readRequest(store, place, tactical, { position: "000" })).toMatchObject({
      command: { position: "000" },
    });
    expect(reads).toBe(0);
    const name = state.players[1]?.name as string;
    expect(await readRequest(store, place, give, { player: name, amount: 1 })).toMatchObject({
      command: { to: 1, amount: 1 },
    });
    expect(reads).toBe(1);
  });
});
