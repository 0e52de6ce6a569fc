import { describe, expect, it } from "vitest";
import {
  CATALOG,
  discordCommandsJson,
  findCommand,
  fullName,
  GROUPS,
  helpText,
  isArgError,
  MAIN_COMMAND,
  parseCommandLine,
  readLine,
  SLASH_NAMES,
  slashCommandJson,
} from "../../../src/app/catalog/index.ts";
import { commandOf } from "../../../src/discord/commands.ts";

interface JsonOption {
  type: number;
  name: string;
  description: string;
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  required?: boolean;
  choices?: { name: string; name_localizations?: Record<string, string> | null; value: string | number }[];
  options?: JsonOption[];
}

const NAME = /^[-_\p{Ll}\p{N}]{1,32}$/u;

/** Discord's cap on one slash command: its names, descriptions and choices, summed. */
const DISCORD_COMMAND_LIMIT = 8000;
/** What each slash command keeps free (issue #20): room for new options without a refused registration. */
const HEADROOM = 1500;

type Localised = Record<string, string> | null | undefined;

/** A field as Discord counts it: in characters, and only its longest version when it is localised. */
function fieldSize(text: string, localised: Localised): number {
  return Math.max(...[text, ...Object.values(localised ?? {})].map((t) => [...t].length));
}

/**
 * A slash command's size as Discord counts it against its limit: the name and description of the
 * command and of every group, subcommand and option below it, and the name and value of every choice.
 */
function discordSize(option: JsonOption): number {
  const own =
    fieldSize(option.name, option.name_localizations) +
    fieldSize(option.description, option.description_localizations);
  const choices = (option.choices ?? []).map(
    (c) => fieldSize(c.name, c.name_localizations) + String(c.value).length,
  );
  const below = (option.options ?? []).map(discordSize);
  return [own, ...choices, ...below].reduce((a, b) => a + b, 0);
}

describe("the size Discord counts for a slash command", () => {
  it("sums names, descriptions, choice names and values, at every level", () => {
    const command = {
      type: 1,
      name: "blep",
      description: "Send a random adorable animal photo",
      options: [
        {
          type: 3,
          name: "animal",
          description: "The type of animal",
          choices: [
            { name: "Dog", value: "animal_dog" },
            { name: "Cat", value: 7 },
          ],
        },
        { type: 1, name: "only", description: "x", options: [{ type: 5, name: "b", description: "yz" }] },
      ],
    };
    // 4 + 35, 6 + 18, 3 + 10, 3 + 1, 4 + 1, 1 + 2
    expect(discordSize(command)).toBe(88);
  });

  it("counts a localised field by its longest version, in characters", () => {
    const command = {
      type: 1,
      name: "ti",
      name_localizations: { de: "tiä" },
      description: "Spiel",
      description_localizations: { fr: "Jeu" },
      options: [
        {
          type: 3,
          name: "c",
          description: "d",
          choices: [{ name: "a", name_localizations: { "es-ES": "éé" }, value: "v" }],
        },
      ],
    };
    // 3 (tiä) + 5 (Spiel), 1 + 1, 2 (éé) + 1
    expect(discordSize(command)).toBe(13);
  });
});

function walk(
  option: JsonOption,
  visit: (o: JsonOption, parent: JsonOption | null) => void,
  parent: JsonOption | null = null,
) {
  visit(option, parent);
  for (const child of option.options ?? []) walk(child, visit, option);
}

describe.each(SLASH_NAMES)("the /%s command within Discord's limits", (slash) => {
  const json = slashCommandJson(slash) as unknown as JsonOption;

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

  it(`keeps ${HEADROOM} of Discord's ${DISCORD_COMMAND_LIMIT} characters free, for the commands still to come`, () => {
    expect(
      DISCORD_COMMAND_LIMIT - discordSize(json),
      `/${slash} counts ${discordSize(json)}`,
    ).toBeGreaterThanOrEqual(HEADROOM);
  });

  it("keeps it to at most 25 groups and subcommands, and each group to at most 25 commands", () => {
    expect(json.options?.length).toBeLessThanOrEqual(25);
    for (const group of json.options ?? []) {
      if (group.type === 2) expect(group.options?.length ?? 0).toBeLessThanOrEqual(25);
    }
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

/** The interaction Discord sends for a command typed by its full name ("/ti turn pass", "/ti-cards play"). */
function interactionFor(typed: string) {
  const [commandName = "", ...words] = typed.slice(1).split(" ");
  const [group, name] = words.length === 2 ? words : [null, words[0]];
  return {
    commandName,
    options: { getSubcommandGroup: () => group ?? null, getSubcommand: () => name ?? null },
  };
}

/** Every command a registration offers, by its full name: "/ti turn pass", "/ti-cards play". */
function registeredNames(): string[] {
  const names: string[] = [];
  const visit = (option: JsonOption, path: string[]) => {
    if (option.type === 1 && path.length > 0) names.push(`/${[...path, option.name].join(" ")}`);
    else for (const child of option.options ?? []) visit(child, [...path, option.name]);
  };
  for (const command of discordCommandsJson() as unknown as JsonOption[]) visit(command, []);
  return names;
}

describe("the slash commands: /ti for the game and the turn, one of their own for the other groups", () => {
  it("registers /ti with the game's groups, help, rules, odds, catchup and stats, and each other group as its own command", () => {
    expect(SLASH_NAMES).toEqual([
      "ti",
      "ti-combat",
      "ti-trade",
      "ti-politics",
      "ti-cards",
      "ti-me",
      "ti-gm",
      "ti4",
    ]);
    const [ti, ...others] = discordCommandsJson() as unknown as JsonOption[];
    expect(ti?.name).toBe(MAIN_COMMAND);
    expect(ti?.options?.map((o) => [o.name, o.type])).toEqual([
      ["game", 2],
      ["turn", 2],
      ["tactical", 2],
      ["help", 1],
      ["rules", 1],
      ["odds", 1],
      ["catchup", 1],
      ["stats", 1],
    ]);
    for (const own of others) {
      const group = CATALOG.filter((c) => c.group !== null && GROUPS[c.group].slash === own.name);
      expect(new Set(group.map((c) => c.group)).size, own.name).toBe(1);
      expect(own.options?.map((o) => [o.name, o.type])).toEqual(group.map((c) => [c.name, 1]));
      expect(own.description).toBe(GROUPS[group[0]?.group ?? "gm"].description);
    }
  });

  it("registers every command of the catalog exactly once, under the name the help shows", () => {
    expect(registeredNames().sort()).toEqual(CATALOG.map(fullName).sort());
    expect(fullName(findCommand("cards", "play") as never)).toBe("/ti-cards play");
    expect(fullName(findCommand("turn", "pick") as never)).toBe("/ti turn pick");
    expect(fullName(findCommand(null, "help") as never)).toBe("/ti help");
  });

  it("routes every registered command back to its catalog entry, and a moved or unknown one nowhere", () => {
    for (const command of CATALOG) expect(commandOf(interactionFor(fullName(command)))).toBe(command);
    expect(commandOf(interactionFor("/ti cards play"))).toBeUndefined();
    expect(commandOf(interactionFor("/ti-cards pick"))).toBeUndefined();
    expect(commandOf(interactionFor("/ti-cards help"))).toBeUndefined();
    expect(commandOf(interactionFor("/other units"))).toBeUndefined();
  });

  it("keeps GM corrections under /ti-gm, each with a player and a required reason", () => {
    const gm = slashCommandJson("ti-gm") as unknown as JsonOption;
    const names = CATALOG.filter((c) => c.group === "gm").map((c) => c.name);
    // One definition for both editions: TI4's commodities and tokens beside TI3's counters.
    expect(names).toEqual([
      "tg",
      "commodities",
      "counters",
      "tokens",
      "vp",
      "planet",
      "units",
      "tech",
      "card",
      "strategy",
      "bot",
    ]);
    expect(gm.options?.map((o) => o.name)).toEqual(names);
    for (const sub of gm.options ?? []) {
      const required = (sub.options ?? []).filter((o) => o.required).map((o) => o.name);
      expect(required, sub.name).toEqual(expect.arrayContaining(["player", "reason"]));
    }
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

  it("reads a preset map by its choices only, and switches the Preset Maps option on (SE)", () => {
    expect(readLine("/ti game new preset:6p")).toMatchObject({
      kind: "newGame",
      settings: { presetMap: "6p", options: ["presetMaps"] },
    });
    expect(readLine('/ti game new preset:"8-player map"')).toMatchObject({ settings: { presetMap: "8p" } });
    expect(readLine("/ti game new preset:spiral")).toMatchObject({
      argError: expect.stringContaining('"spiral" is not one of the choices.'),
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
    expect(build("/ti game bot level:hard")).toEqual({ kind: "addBot", level: "hard" });
    expect(build("/ti game bot level:brutal")).toMatchObject({
      argError: expect.stringContaining('"brutal" is not one of the choices.'),
    });
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
    expect(overview).toMatch(
      /^\/ti tactical — .*\(move, land, passage, leader-ship, produce, cancel, alert\)$/m,
    );
    expect(overview).toMatch(
      /^\/ti-combat — .*\(pds, hits, retreat, bombard, ability, salvage, capture, sabotage, execute, autohits, mine, clear-mine, minefield, repair\)$/m,
    );
    expect(overview).toMatch(/^\/ti turn — .*finish, confirm, sheet-counter, ability\)$/m);
    // Short enough for one Discord message (2000 characters).
    expect(overview.length).toBeLessThanOrEqual(2000);
    expect(helpText("trade")).toContain("/ti-trade propose — Propose a trade agreement");
    expect(helpText("tactical land")).toMatch(/units \(optional\): Landings, e\.g\. 2 gf on Lodor/);
  });

  it("names each group where it is typed, and finds a command by either spelling", () => {
    const overview = helpText();
    expect(overview).toMatch(
      /^\/ti-cards — Action Cards from your hand \(play, choose, pass, agent, discard, autopass, lift\)$/m,
    );
    expect(overview).toMatch(/^\/ti-me — .*\(reminders, vacation\)$/m);
    expect(overview).toMatch(/^\/ti-gm — .*\(tg, commodities, counters, tokens, /m);
    expect(overview).not.toMatch(/\/ti (trade|politics|cards|me|gm)\b/);
    for (const asked of ["cards pass", "/ti-cards pass", "ti-cards pass", "/ti cards pass"])
      expect(helpText(asked), asked).toMatch(/^\/ti-cards pass — /);
    expect(helpText("/ti-politics")).toMatch(
      /^\/ti-politics — The Galactic Council's agendas\n\/ti-politics vote — /,
    );
  });

  it("reads a group's own slash command, and the former spelling under /ti, as the same command", () => {
    const now = readLine("/ti-cards autopass on:true");
    expect(now).toEqual({ kind: "play", command: { type: "setAutoPassWindows", on: true } });
    expect(readLine("/ti cards autopass on:true")).toEqual(now);
    expect(readLine("ti-cards autopass on:true")).toEqual(now);
    expect(readLine("/ti-me vacation days:3")).toEqual({ kind: "preferences", vacationDays: 3 });
    const wrongHome = readLine("/ti-cards vote choice:for");
    expect(isArgError(wrongHome) && wrongHome.argError).toMatch(/^Unknown command "\/ti-cards vote"/);
    const extra = readLine("/ti-cards pass now");
    expect(isArgError(extra) && extra.argError).toBe(
      '/ti-cards pass takes no "now": write options as name:value.',
    );
  });

  it("reads a value holding colons and quotes as the one option it follows (a JSON value)", () => {
    const json = '{"moves":[{"from":"000","units":{"carrier":1}}]}';
    const parsed = parseCommandLine(`/ti4 act command:moveShips fields:${json}`);
    if ("argError" in parsed) throw new Error(parsed.argError);
    expect(parsed.args).toEqual({ command: "moveShips", fields: json });
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
    const missing = readLine("/ti-combat hits");
    expect(isArgError(missing) && missing.argError).toMatch(/\/ti-combat hits needs units/);
  });
});
