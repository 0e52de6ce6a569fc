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
    expect(availableOptions()).toEqual(
      expect.arrayContaining(["classic:nebula", "classic:gravityRift", "classic:shockTroops"]),
    );
    expect(checkSettings({ options: ["classic:nebula", "classic:gravityRift"] })).toBeNull();
    expect(checkSettings({ boxes: ["base"], options: ["classic:gravityRift"] })).toBeNull();
  });

  it("the classic Leaders stand alone: with the TI3 Leaders the lobby refuses them; face-down ones need them", () => {
    expect(checkSettings({ options: ["classic:leaders"] })).toBeNull();
    expect(checkSettings({ options: ["classic:leaders", "leaders"] })?.code).toBe("ERR_OPTION_EXCLUDES");
    expect(checkSettings({ options: ["classic:leaders", "classic:hiddenLeaders"] })).toBeNull();
    expect(checkSettings({ options: ["classic:hiddenLeaders"] })?.code).toBe("ERR_OPTION_REQUIRES");
    expect(readLine("/ti game new options:classic:leaders")).toMatchObject({
      settings: { options: ["classic:leaders"] },
    });
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
      "classic:shockTroops",
      "classic:leaders",
      "classic:hiddenLeaders",
      "classic:assassins",
      "classic:declarationsOfWar",
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
    const leaders = lookUpRules("classic Leaders");
    expect(leaders).toContain("TI2 Hope's End");
    expect(leaders).toContain("exclude each other");

    const shock = lookUpRules("classic Shock Troops");
    expect(shock).toContain("TI2 Hope's End");
    expect(shock).toContain("on 9 or 10 becomes a Shock Troop");
    expect(shock).toContain("Only 8 Shock Troops");
    expect(shock).toContain("cannot be switched on with the Shattered Empire Shock Troops");
  });

  it("the two Shock Troops options are one or the other", () => {
    expect(checkSettings({ options: ["classic:shockTroops"] })).toBeNull();
    expect(checkSettings({ options: ["shockTroops", "classic:shockTroops"] })).toEqual({
      code: "ERR_OPTION_EXCLUDES",
      message: "The options shockTroops and classic:shockTroops cannot be used together.",
    });
  });
});

describe("the TI1 Borderlands options", () => {
  it("Declarations of War is available in any game; Advanced Construction is refused with its reason", async () => {
    expect(availableOptions()).toContain("classic:declarationsOfWar");
    expect(checkSettings({ boxes: ["base"], options: ["classic:declarationsOfWar"] })).toBeNull();
    expect(availableOptions()).not.toContain("classic:advancedConstruction");
    expect(checkSettings({ options: ["classic:advancedConstruction"] })).toEqual({
      code: "ERR_OPTION_REFUSED",
      message: expect.stringContaining("TI3 places units at the Space Dock that produces them at once"),
    });
    const advanced = lookUpRules("Advanced Construction");
    expect(advanced).toContain("TI1 Borderlands");
    expect(advanced).toContain("refused by Mecatol");
    expect(lookUpRules("Declarations of War and Peace")).toContain("surprise attack");
    const found = await suggest(noGame, place, actor, "option", "classic:dec");
    expect(found.map((s) => s.value)).toEqual(["classic:declarationsOfWar"]);
    expect(lookUpRules("Mine Fields")).toContain("TI1 Borderlands");
    expect(lookUpRules("Capital Ships")).toContain("moves 1");
    expect(lookUpRules("Capital Planets")).toContain("round 3");
  });

  it("Assassins strike at players, not Leaders: played alone or with either Leaders option", () => {
    expect(availableOptions()).toContain("classic:assassins");
    expect(checkSettings({ boxes: ["base"], options: ["classic:assassins"] })).toBeNull();
    expect(checkSettings({ options: ["classic:assassins", "leaders"] })).toBeNull();
    expect(checkSettings({ options: ["classic:assassins", "classic:leaders"] })).toBeNull();
    expect(checkSettings({ options: ["classic:assassins", "classic:declarationsOfWar"] })).toBeNull();
    const rules = lookUpRules("Assassins");
    expect(rules).toContain("TI1 Borderlands");
    expect(rules).toContain("bodyguard");
    expect(rules).toContain("never at his Leaders");
    expect(readLine("/ti game new options:classic:assassins")).toMatchObject({
      settings: { options: ["classic:assassins"] },
    });
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
