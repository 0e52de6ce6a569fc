/**
 * /ti4 act's fields read into a TI4 command (app/ti4/typedCommand.ts): a word becomes a number only where
 * the command's schema wants one, a list only where it wants a list; a field the command does not have,
 * an unknown command or broken JSON is refused with a sentence; the seat is never read from the player.
 */
import { describe, expect, it } from "vitest";
import { fieldKind, readTi4Command, TI4_COMMAND_TYPES } from "../../../src/app/ti4/typedCommand.ts";
import { checkTi4CommandShape } from "../../../src/engine/ti4/commands.ts";

const players = { players: [{}, {}, {}] };

describe("a typed TI4 command", () => {
  it("keeps a value as the text typed where the schema wants text (a position stays 304)", () => {
    expect(readTi4Command("tacticalAction", "system:304")).toEqual({ type: "tacticalAction", system: "304" });
    expect(readTi4Command("pickStrategyCard", "card:leadership")).toEqual({
      type: "pickStrategyCard",
      card: "leadership",
    });
  });

  it("reads lists at commas and numbers only where the schema wants them", () => {
    expect(readTi4Command("chooseStartingTechnologies", "technologies:a,b")).toEqual({
      type: "chooseStartingTechnologies",
      technologies: ["a", "b"],
    });
    const json = readTi4Command(
      "placeStartingGroundForces",
      '{"placements":[{"planet":"arc-prime","infantry":2}],"seat":2}',
    );
    expect(json).toEqual({
      type: "placeStartingGroundForces",
      placements: [{ planet: "arc-prime", infantry: 2 }],
    });
  });

  it("refuses what it cannot read with a sentence, and leaves a wrong form to the engine's own", () => {
    expect(readTi4Command("keepSecretObjective", "goal:x")).toEqual({
      problem: 'keepSecretObjective has no field "goal": its fields are objective.',
    });
    expect(readTi4Command("pass", "x:1")).toEqual({ problem: "pass takes no fields." });
    expect(readTi4Command("activate", "")).toMatchObject({
      problem: expect.stringMatching(/no TI4 command "activate"/),
    });
    expect(readTi4Command("pass", "{oops")).toEqual({
      problem: "The fields start with { but are not a JSON object.",
    });
    expect(readTi4Command("pass", "loose words")).toMatchObject({
      problem: expect.stringMatching(/key:value/),
    });
    const typed = readTi4Command("tacticalAction", "system:mecatol");
    expect(checkTi4CommandShape(players, { ...typed, seat: 0 })?.message).toMatch(
      /`system` must be a map position/,
    );
  });

  it("neither offers nor reads the table's own commands: a hand-over and a game master's correction", () => {
    expect(TI4_COMMAND_TYPES).not.toContain("handOverSeat");
    expect(TI4_COMMAND_TYPES).not.toContain("ti4GmCorrection");
    expect(readTi4Command("ti4GmCorrection", "reason:x")).toEqual({
      problem:
        "ti4GmCorrection is not a player's command. Only the game's creator or a server manager can correct the game (/ti-gm).",
    });
    expect(readTi4Command("handOverSeat", "")).toMatchObject({
      problem: expect.stringContaining("/ti-gm bot"),
    });
  });

  it("reads quoted values with spaces", () => {
    expect(readTi4Command("keepSecretObjective", 'objective:"two words"')).toEqual({
      type: "keepSecretObjective",
      objective: "two words",
    });
  });

  it("reads the kind of id a field holds from its form, one place for the suggestions and the account", () => {
    expect(fieldKind("research", "technology")).toBe("technology");
    expect(fieldKind("research", "specialties")).toBe("planet");
    expect(fieldKind("playActionCard", "law")).toBe("agenda");
    expect(fieldKind("tacticalAction", "system")).toBeNull();
  });
});
