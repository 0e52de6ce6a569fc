/**
 * `/ti game new ruleset:ti4` (app/catalog/gameCommands.ts): the base game, or Thunder's Edge with its galactic
 * events and premade maps once the box is offered (thundersEdge/notBuilt.ts says when); every setting of the
 * other edition or box is refused by name, and the engine checks the events and the map as the game is opened
 * (app/ti4/lobby.ts), with the player count a premade map fixes.
 */
import { describe, expect, it } from "vitest";
import { readLine } from "../../../src/app/catalog/index.ts";
import { checkTi4Settings } from "../../../src/app/ti4/lobby.ts";
import { thundersEdgeNotOffered } from "../../../src/engine/ti4/thundersEdge/notBuilt.ts";

const read = (line: string) => readLine(line) as { kind?: string; ti4?: unknown; argError?: string };
const offered = thundersEdgeNotOffered() === undefined;

describe("/ti game new for a TI4 table", () => {
  it("opens a base game by default, or with expansions:base", () => {
    for (const line of ["/ti game new ruleset:ti4", "/ti game new ruleset:ti4 expansions:base vp:14"])
      expect(read(line).ti4).toMatchObject({ boxes: ["base"], galaxyMode: "auto" });
  });

  it("refuses the other edition's expansion and Thunder's Edge's settings without the box", () => {
    expect(read("/ti game new ruleset:ti4 expansions:se").argError).toMatch(
      /Shattered Empire is a Third Edition/,
    );
    expect(read("/ti game new ruleset:ti4 events:random").argError).toMatch(
      /events comes with Thunder's Edge/,
    );
    expect(read("/ti game new ruleset:ti4 preset:thunder_dreaming").argError).toMatch(
      /preset map comes with Thunder's Edge/,
    );
    expect(read("/ti game new expansions:te").argError).toMatch(/Thunder's Edge is a TI4 expansion/);
    expect(read("/ti game new events:random").argError).toMatch(/events is a TI4 setting/);
    expect(read("/ti game new preset:thunder_dreaming").argError).toMatch(
      /Thunder's Edge is a TI4 expansion/,
    );
    expect(read('/ti game new ruleset:ti4 preset:"8-player map"').argError).toMatch(
      /Third Edition preset map/,
    );
  });

  it.runIf(!offered)("says why Thunder's Edge is not offered while parts of its factions are missing", () => {
    expect(read("/ti game new ruleset:ti4 expansions:te").argError).toMatch(
      /^Thunder's Edge is not offered yet: \d+ parts of its factions' sheets are not carried out/,
    );
  });

  it.runIf(offered)("opens a Thunder's Edge game with its events and premade map", () => {
    expect(read("/ti game new ruleset:ti4 expansions:te events:random").ti4).toEqual({
      boxes: ["base", "te"],
      galaxyMode: "auto",
      galacticEvents: "random",
    });
    expect(
      read("/ti game new ruleset:ti4 expansions:te events:total_war,call_of_the_void").ti4,
    ).toMatchObject({
      galacticEvents: ["total_war", "call_of_the_void"],
    });
    expect(read("/ti game new ruleset:ti4 expansions:te preset:thunder_dreaming").ti4).toEqual({
      boxes: ["base", "te"],
      mapPreset: "thunder_dreaming",
    });
    expect(
      read("/ti game new ruleset:ti4 expansions:te preset:thunder_dreaming galaxy:auto").argError,
    ).toMatch(/leave the galaxy option out/);
  });
});

describe("a TI4 table's settings checked as it opens", () => {
  it("checks a premade map at its own player count, and refuses an event not played", () => {
    expect(checkTi4Settings({ boxes: ["base", "te"], mapPreset: "thunder_dreaming" })).toBeNull();
    expect(checkTi4Settings({ boxes: ["base", "te"], mapPreset: "legendary" })?.message).toMatch(
      /cannot be played yet/,
    );
    expect(
      checkTi4Settings({ boxes: ["base", "te"], galacticEvents: ["age_of_exploration"] })?.message,
    ).toMatch(/not played by Mecatol yet/);
    expect(checkTi4Settings({ boxes: ["base", "te"], galacticEvents: ["rapid_mobilization"] })).toBeNull();
  });

  it("refuses the Alliance variant (TE) while parts of it are not carried out", () => {
    const refused = checkTi4Settings({ boxes: ["base", "te"], alliance: true });
    expect(refused?.code).toBe("ERR_TI4_ALLIANCE_NOT_OFFERED");
    expect(refused?.message).toMatch(
      /^The Alliance variant is not offered yet: \d+ of its parts are not carried out \(the abilities of \d+ factions' Alliance reference cards \(/,
    );
  });
});
