import { beforeAll, describe, expect, it } from "vitest";
import { ACTION_CARDS, getObjective, getPlanet, getStrategyCard } from "../../../src/content/index.ts";
import { waitingFor } from "../../../src/engine/decisions.ts";
import type { GameState } from "../../../src/engine/state.ts";
import { view } from "../../../src/engine/view.ts";
import { describeBoard } from "../../../src/render/index.ts";
import { seatLetter } from "../../../src/render/model.ts";
import { midGameState } from "../../../src/render/samples.ts";
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
      "Tokens: face-down Domain Counter on Lazar, face-down Artifact token on Sakulag, face-down Domain Counter.",
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

describe("describeBoard on a real 8-player board (a bot game in round 4)", () => {
  let state: GameState;
  let text: string;
  beforeAll(() => {
    state = midGameState(8);
    text = describeBoard(view(state, null), waitingFor(state));
  }, 120_000);
  const lineOf = (seat: number) =>
    lines(text).find((l) => l.startsWith(`${seatLetter(seat)} ${state.players[seat]!.name} (`));

  it("names each player's holdings: VP, cards, counters, trade goods, hand size, planets, technologies", () => {
    for (const p of state.players) {
      const line = lineOf(p.seat);
      expect(line, p.name).toBeDefined();
      expect(line).toContain(`: ${p.vp} VP;`);
      for (const held of p.strategyCards) expect(line).toContain(getStrategyCard(held.card).name);
      const c = p.counters;
      expect(line).toContain(
        `command counters ${c.strategy} strategy, ${c.command} command, ${c.fleet} fleet;`,
      );
      expect(line).toMatch(new RegExp(`; ${p.tradeGoods} trade goods?;`));
      expect(line).toMatch(new RegExp(`; ${p.secret.actionCards.length} action cards?;`));
      expect(line).toMatch(new RegExp(`; ${Object.keys(p.planets).length} planets?;`));
      expect(line).toMatch(new RegExp(`; ${p.technologies.length} technolog(y|ies) \\(`));
      // Hidden: the hand is a count, never names.
      for (const id of p.secret.actionCards) {
        expect(text).not.toContain(ACTION_CARDS.find((card) => card.id === id)!.name);
      }
    }
  });

  it("says who holds every controlled planet, and what each player has where", () => {
    const board = lines(text);
    for (const p of state.players) {
      for (const planet of Object.keys(p.planets)) {
        const { name } = getPlanet(planet);
        expect(
          board.some((l) => l.includes(`${name}, held by ${seatLetter(p.seat)}`)),
          name,
        ).toBe(true);
      }
    }
    for (const [label, system] of Object.entries(state.board)) {
      const line = board.find((l) => l.startsWith(`${label} `));
      if (system.space.length > 0) expect(line, label).toMatch(/Space: /);
      for (const seat of system.commandCounters) {
        expect(line, label).toMatch(new RegExp(`Command counters: [A-H ]*${seatLetter(seat)}`));
      }
    }
  });

  it("lists every revealed objective with who scored it", () => {
    for (const revealed of state.objectives) {
      const scored = revealed.scoredBy.length > 0 ? revealed.scoredBy.map(seatLetter).join(" ") : "nobody";
      expect(text).toContain(`${getObjective(revealed.id).name} (`);
      expect(text).toMatch(
        new RegExp(`${getObjective(revealed.id).name} \\([^)]*\\): scored by ${scored}\\.`),
      );
    }
  });
});
