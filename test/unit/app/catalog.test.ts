import { describe, expect, it } from "vitest";
import {
  CATALOG,
  discordCommandJson,
  discordGmCommandJson,
  findCommand,
  helpText,
  isArgError,
  parseCommandLine,
  readLine,
} from "../../../src/app/catalog/index.ts";
import { commandOf } from "../../../src/discord/commands.ts";

interface JsonOption {
  type: number;
  name: string;
  description: string;
  required?: boolean;
  choices?: { name: string; value: string | number }[];
  options?: JsonOption[];
}

const NAME = /^[-_\p{Ll}\p{N}]{1,32}$/u;

function walk(
  option: JsonOption,
  visit: (o: JsonOption, parent: JsonOption | null) => void,
  parent: JsonOption | null = null,
) {
  visit(option, parent);
  for (const child of option.options ?? []) walk(child, visit, option);
}

describe.each([
  ["/ti", discordCommandJson],
  ["/ti-gm", discordGmCommandJson],
])("the %s command within Discord's limits", (_name, definition) => {
  const json = definition() as unknown as JsonOption;

  it("uses lower-case names of at most 32 characters and descriptions of 1 to 100", () => {
    walk(json, (o) => {
      expect(o.name).toMatch(NAME);
      expect(o.description.length).toBeGreaterThan(0);
      expect(o.description.length).toBeLessThanOrEqual(100);
    });
  });

  it("has at most 25 options, subcommands and choices at every level", () => {
    walk(json, (o) => {
      expect(o.options?.length ?? 0).toBeLessThanOrEqual(25);
      expect(o.choices?.length ?? 0).toBeLessThanOrEqual(25);
      for (const c of o.choices ?? []) expect(c.name.length).toBeLessThanOrEqual(100);
    });
  });

  it("puts required options before optional ones", () => {
    walk(json, (o) => {
      const required = (o.options ?? []).map((c) => c.required === true);
      expect(required).toEqual([...required].sort((a, b) => Number(b) - Number(a)));
    });
  });

  it("stays under Discord's 8000-character total for one command", () => {
    let total = 0;
    walk(json, (o) => {
      total += o.name.length + o.description.length;
      for (const c of o.choices ?? []) total += c.name.length + String(c.value).length;
    });
    expect(total).toBeLessThanOrEqual(8000);
  });

  it("keeps it to at most 25 groups and subcommands, and each group to at most 25 commands", () => {
    expect(json.options?.length).toBeLessThanOrEqual(25);
    for (const group of json.options ?? []) {
      if (group.type === 2) expect(group.options?.length ?? 0).toBeLessThanOrEqual(25);
    }
    const groups = new Set(CATALOG.map((c) => c.group).filter(Boolean));
    expect(groups).toEqual(
      new Set(["game", "turn", "tactical", "combat", "trade", "politics", "cards", "me", "gm"]),
    );
  });

  it("gives every group its own description", () => {
    for (const group of (json.options ?? []).filter((o) => o.type === 2)) {
      expect(group.description).not.toBe(group.name);
      expect(group.description.length).toBeGreaterThan(15);
    }
  });

  it("has unique option names in each command, autocomplete never with choices, bounds only on integers", () => {
    for (const command of CATALOG) {
      const names = command.options.map((o) => o.name);
      expect(new Set(names).size, command.name).toBe(names.length);
      for (const option of command.options) {
        expect(option.autocomplete !== undefined && option.choices !== undefined, option.name).toBe(false);
        if (option.autocomplete) expect(option.kind).toBe("string");
        if (option.min !== undefined || option.max !== undefined) expect(option.kind).toBe("integer");
        for (const choice of option.choices ?? [])
          expect(String(choice.value).length).toBeLessThanOrEqual(100);
      }
    }
  });

  it("has unique subcommand names inside each group", () => {
    const keys = CATALOG.map((c) => `${c.group}/${c.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("GM commands: their own slash command, /ti-gm", () => {
  it("keeps them out of /ti and puts each under /ti-gm with a player and a required reason", () => {
    const ti = discordCommandJson() as unknown as JsonOption;
    const gm = discordGmCommandJson() as unknown as JsonOption;
    expect(ti.options?.map((o) => o.name)).not.toContain("gm");
    const names = CATALOG.filter((c) => c.group === "gm").map((c) => c.name);
    expect(names).toEqual(["tg", "counters", "vp", "planet", "units", "tech", "card", "strategy"]);
    expect(gm.options?.map((o) => o.name)).toEqual(names);
    for (const sub of gm.options ?? []) {
      const required = (sub.options ?? []).filter((o) => o.required).map((o) => o.name);
      expect(required, sub.name).toEqual(expect.arrayContaining(["player", "reason"]));
    }
  });

  it("routes an interaction of /ti-gm to the GM group, and /ti's own groups as before", () => {
    const interaction = (commandName: string, group: string | null, name: string) => ({
      commandName,
      options: { getSubcommandGroup: () => group, getSubcommand: () => name },
    });
    expect(commandOf(interaction("ti-gm", null, "units"))).toBe(findCommand("gm", "units"));
    expect(commandOf(interaction("ti-gm", null, "units"))?.group).toBe("gm");
    expect(commandOf(interaction("ti", "turn", "pass"))).toBe(findCommand("turn", "pass"));
    expect(commandOf(interaction("other", null, "units"))).toBeUndefined();
  });
});

describe("the command line (playground command box)", () => {
  it("reads a command with options, quoted values and names in any case", () => {
    const request = readLine('/ti game new galaxy:string map:"MR AF" vp:12');
    expect(request).toMatchObject({
      kind: "newGame",
      settings: { galaxyMode: "mapString", mapString: "MR AF", vpTarget: 12 },
    });
  });

  it("reads the reminder interval, the deadline, and seating a bot", () => {
    const build = (line: string) => readLine(line);
    expect(build("/ti game new reminder-hours:12 deadline-hours:48")).toMatchObject({
      kind: "newGame",
      reminderHours: 12,
      deadlineHours: 48,
    });
    expect(build("/ti game new")).not.toHaveProperty("deadlineHours");
    expect(build("/ti game new deadline-hours:200")).toEqual({
      argError:
        "deadline-hours: 200 is out of range: deadline-hours takes a whole number from 0 to 168, e.g. deadline-hours:1.",
    });
    expect(build("/ti game bot")).toEqual({ kind: "addBot" });
  });

  it("builds engine commands from names, not ids", () => {
    expect(readLine("/ti turn pick card:Trade command:1")).toEqual({
      kind: "play",
      command: { type: "pickStrategyCard", card: "trade", bonus: { strategy: 0, fleet: 0, command: 1 } },
    });
  });

  it.each([
    ["/ti nonsense", /Unknown command/],
    ["/ti turn pick", /needs card/],
    ["/ti turn pick card:Trade colour:red", /has no option "colour"/],
  ])("refuses %s with a sentence naming the expected form", (line, message) => {
    const read = readLine(line);
    expect(isArgError(read) && read.argError).toMatch(message);
  });

  it("refuses an unknown card name with an example of a real one, or the one nearest", () => {
    const cheese = readLine("/ti turn pick card:Cheese");
    expect(isArgError(cheese) && cheese.argError).toBe(
      'card: There is no Strategy Card called "Cheese". Name one, e.g. Trade.',
    );
    const typo = readLine("/ti turn pick card:Tarde");
    expect(isArgError(typo) && typo.argError).toMatch(/Did you mean "Trade"\?/);
  });

  it("explains one command in the help", () => {
    expect(helpText("turn follow")).toContain("/ti turn follow");
    expect(helpText()).toMatch(/^\/ti game — .*\(new, join, /m);
  });

  it("lists the tactical, combat, trade, politics and card commands in the help", () => {
    const overview = helpText();
    expect(overview).toMatch(/^\/ti tactical — .*\(move, land, produce, cancel\)$/m);
    expect(overview).toMatch(/^\/ti combat — .*\(pds, hits, retreat, bombard, ability, autohits\)$/m);
    expect(overview).toMatch(/^\/ti turn — .*finish, confirm, sheet-counter, ability\)$/m);
    // Short enough for one Discord message (2000 characters).
    expect(overview.length).toBeLessThanOrEqual(2000);
    expect(helpText("trade")).toContain("/ti trade propose — Propose a trade agreement");
    expect(helpText("tactical land")).toMatch(/units \(optional\): Landings, e\.g\. 2 gf on Lodor/);
  });

  it("reads a compound option typed in quotes in the command box", () => {
    const parsed = parseCommandLine('/ti tactical land units:"2 gf on Lodor; 1 st on Quann"');
    if ("argError" in parsed) throw new Error(parsed.argError);
    expect(parsed.args).toEqual({ units: "2 gf on Lodor; 1 st on Quann" });
    expect(readLine('/ti tactical land units:"2 gf on Lodor; 1 st on Quann"')).toEqual({
      kind: "play",
      command: {
        type: "landUnits",
        landings: [
          { planet: "lodor", units: { groundForce: 2 } },
          { planet: "quann", units: { shockTroop: 1 } },
        ],
      },
    });
    const missing = readLine("/ti combat hits");
    expect(isArgError(missing) && missing.argError).toMatch(/\/ti combat hits needs units/);
  });
});
