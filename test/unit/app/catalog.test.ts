import { describe, expect, it } from "vitest";
import {
  CATALOG,
  discordCommandJson,
  helpText,
  isArgError,
  parseCommandLine,
} from "../../../src/app/catalog/index.ts";

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

describe("the /ti command within Discord's limits", () => {
  const json = discordCommandJson() as unknown as JsonOption;

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

  it("has unique subcommand names inside each group", () => {
    const keys = CATALOG.map((c) => `${c.group}/${c.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("the command line (playground command box)", () => {
  it("reads a command with options, quoted values and names in any case", () => {
    const parsed = parseCommandLine('/ti game new galaxy:string map:"MR AF" vp:12');
    if ("argError" in parsed) throw new Error(parsed.argError);
    const request = parsed.command.build(parsed.args);
    expect(request).toMatchObject({
      kind: "newGame",
      settings: { galaxyMode: "mapString", mapString: "MR AF", vpTarget: 12 },
    });
  });

  it("builds engine commands from names, not ids", () => {
    const parsed = parseCommandLine("/ti turn pick card:Trade command:1");
    if ("argError" in parsed) throw new Error(parsed.argError);
    expect(parsed.command.build(parsed.args)).toEqual({
      kind: "play",
      command: { type: "pickStrategyCard", card: "trade", bonus: { strategy: 0, fleet: 0, command: 1 } },
    });
  });

  it.each([
    ["/ti nonsense", /Unknown command/],
    ["/ti turn pick", /needs card/],
    ["/ti turn pick card:Trade colour:red", /has no option "colour"/],
  ])("refuses %s with a sentence naming the expected form", (line, message) => {
    const parsed = parseCommandLine(line);
    expect("argError" in parsed && parsed.argError).toMatch(message);
  });

  it("refuses an unknown card name with examples of real ones", () => {
    const parsed = parseCommandLine("/ti turn pick card:Cheese");
    if ("argError" in parsed) throw new Error(parsed.argError);
    const built = parsed.command.build(parsed.args);
    expect(isArgError(built) && built.argError).toMatch(/Name a Strategy Card, e\.g\. Initiative/);
  });

  it("explains one command in the help", () => {
    expect(helpText("turn follow")).toContain("/ti turn follow");
    expect(helpText()).toContain("/ti game new");
  });
});
