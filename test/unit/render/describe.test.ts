import { describe, expect, it } from "vitest";
import { describeBoard } from "../../../src/render/index.ts";
import { tableView } from "./fixtures.ts";

const lines = (text: string) => text.split("\n");

describe("describeBoard: the board in words", () => {
  const text = describeBoard(tableView(), [0]);

  it("opens with the round, the phase, the Speaker and whose move it is", () => {
    expect(lines(text)[0]).toBe("Round 4, Action Phase. Speaker: B Bogdan. To move: A Alice.");
  });

  it("lists the units of each player in each system, space apart from planets", () => {
    const battle = lines(text).find((l) => l.startsWith("101 "));
    expect(battle).toBe(
      "101 Quann. Space: A 2 Dreadnoughts (1 damaged), 2 Destroyers; C 3 Cruisers, 3 Fighters. " +
        "Quann, held by A, exhausted: A 2 Ground Forces. Command counters: A C.",
    );
    const home = lines(text).find((l) => l.startsWith("209 "));
    expect(home).toContain("Space: C 1 War Sun, 2 Carriers.");
    expect(home).toContain("Nar, held by C: C 1 Ground Force, 1 PDS, 1 Space Dock.");
  });

  it("leaves out systems where nothing is", () => {
    expect(text).not.toMatch(/^210 /m);
    expect(text).not.toMatch(/^102 /m);
  });

  it("names face-down tokens by kind only", () => {
    const line = lines(text).find((l) => l.startsWith("212 "))!;
    expect(line).toContain(
      "Tokens: face-down Domain Counter, face-down Artifact token, face-down Domain Counter.",
    );
    expect(text.toLowerCase()).not.toContain("lazax");
  });

  it("describes each player with counts for what is hidden", () => {
    const alice = lines(text).find((l) => l.startsWith("A Alice"))!;
    expect(alice).toContain("(Hacan, orange) [to move]: 4 VP");
    expect(alice).toContain("Strategy Cards: 5 Trade (played)");
    expect(alice).toContain(
      "command counters 2 strategy, 1 command, 3 fleet; 7 trade goods; 0 action cards; 4 planets",
    );
  });

  it("lists the revealed objectives with who scored them", () => {
    expect(text).toContain("Five Planets (Stage I, 1 VP): scored by A C.");
    expect(text).toContain("Three Specialties (Stage I, 1 VP): scored by nobody.");
  });
});
