/**
 * The classic options' ids carry a colon ("classic:nebula"): every surface that reads option ids reads
 * them (the /ti game new line and its option reader, the autocomplete, the lobby's check), and /ti rules
 * tells their rules, naming the box they come from.
 */
import { describe, expect, it } from "vitest";
import { suggest } from "../../../src/app/autocomplete.ts";
import { readLine } from "../../../src/app/catalog/index.ts";
import { checkSettings } from "../../../src/app/lobby.ts";
import { lookUpRules } from "../../../src/app/rulesLookup.ts";
import { availableOptions } from "../../../src/engine/index.ts";

const noGame = { loadByChannel: async () => null } as never;
const place = { guildId: "guild", channelId: "channel" };
const actor = { userId: "u1", name: "Alice" };

describe("the Hope's End options on every surface", () => {
  it("are available, in a base-only game too (their components come with them)", () => {
    expect(availableOptions()).toEqual(expect.arrayContaining(["classic:nebula", "classic:gravityRift"]));
    expect(checkSettings({ options: ["classic:nebula", "classic:gravityRift"] })).toBeNull();
    expect(checkSettings({ boxes: ["base"], options: ["classic:gravityRift"] })).toBeNull();
  });

  it("/ti game new reads their ids, colon and all, and their names", () => {
    expect(readLine("/ti game new options:classic:nebula,classic:gravityRift")).toMatchObject({
      kind: "newGame",
      settings: { options: ["classic:nebula", "classic:gravityRift"] },
    });
    expect(readLine('/ti game new options:"The Gravity Rift, longWar"')).toMatchObject({
      settings: { options: ["classic:gravityRift", "longWar"] },
    });
  });

  it("the autocomplete offers them", async () => {
    const found = await suggest(noGame, place, actor, "option", "classic");
    expect(found.map((s) => s.value)).toEqual([
      "classic:nebula",
      "classic:gravityRift",
      "classic:mineFields",
      "classic:capitalShips",
      "classic:capitolPlanets",
    ]);
  });

  it("/ti rules tells each rule and where it comes from", () => {
    const nebula = lookUpRules("classic Nebula");
    expect(nebula).toContain("TI2 Hope's End");
    expect(nebula).toContain("can switch it on");
    expect(nebula).toContain("Fighters in a Nebula roll no dice");
    expect(lookUpRules("Gravity Rift")).toContain("numbered 1 to 6");
    expect(lookUpRules("Mine Fields")).toContain("TI1 Borderlands");
    expect(lookUpRules("Capital Ships")).toContain("moves 1");
    expect(lookUpRules("Capital Planets")).toContain("round 3");
  });

  it("the Borderlands options are read on /ti game new and fit a base-only game", () => {
    const borderlands = ["classic:mineFields", "classic:capitalShips", "classic:capitolPlanets"];
    expect(checkSettings({ boxes: ["base"], options: borderlands })).toBeNull();
    expect(readLine(`/ti game new options:${borderlands.join(",")}`)).toMatchObject({
      settings: { options: borderlands },
    });
    expect(checkSettings({ options: ["classic:mineFields", "spaceMines"] })).not.toBeNull();
  });
});
