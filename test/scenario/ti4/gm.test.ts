/**
 * Game master corrections on a TI4 game (engine/ti4/gm/, issue #26): trade goods, commodities, command
 * tokens, victory points, units, planets and technologies changed by hand, each an event naming who made
 * it and why, replayed like any other, read by everyone; impossible values refused with a sentence and
 * nothing changed.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { planetsAt } from "../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Correction } from "../../../src/engine/ti4/gm/corrections.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { ti4EventSeen } from "../../../src/engine/ti4/view.ts";
import {
  actionPhase,
  CTX,
  edited,
  type Game,
  player,
  refusalText,
  replayed,
  step,
  waiting,
} from "../../support/ti4Trade.ts";

function gm(seat: number, correction: Ti4Correction, reason = "misclick"): Ti4Command {
  return { type: "ti4GmCorrection", seat, correction, reason, by: "Ada" };
}

function table(): Game {
  return edited(actionPhase(), (draft) => {
    player(draft, 1).tradeGoods = 2;
    player(draft, 1).commodities = 1;
  });
}

function homeOf(state: Ti4State, seat: number): string {
  return player(state, seat).home as string;
}

/** Refused with `sentence` (a part of it), the state left as it was. */
function refused(state: Ti4State, command: Ti4Command, sentence: string): void {
  const before = structuredClone(state);
  expect(refusalText(state, command)).toContain(sentence);
  expect(state).toEqual(before);
}

describe("a game master corrects a TI4 game", () => {
  it("sets and adds trade goods and commodities, logging who and why, while the game waits where it was", () => {
    let game = table();
    const waited = waiting(game.state);
    game = step(game, gm(1, { kind: "tradeGoods", mode: "add", amount: 3 }, "forgot the Trade card"));
    game = step(game, gm(1, { kind: "commodities", mode: "set", amount: 0 }));
    expect(player(game.state, 1).tradeGoods).toBe(5);
    expect(player(game.state, 1).commodities).toBe(0);
    expect(game.events).toContainEqual({
      type: "ti4GmCorrected",
      seat: 1,
      by: "Ada",
      reason: "forgot the Trade card",
      correction: { kind: "tradeGoods", mode: "add", amount: 3 },
    });
    expect(waiting(game.state)).toEqual(waited);
    expect(replayed(game)).toEqual(game.state);
  });

  it("sets command tokens by pool and victory points; reaching the target wins the game (LRR 98)", () => {
    let game = table();
    game = step(game, gm(2, { kind: "tokens", tokens: { fleet: 5, tactic: 1 } }));
    expect(player(game.state, 2).tokens).toEqual({
      tactic: 1,
      fleet: 5,
      strategy: player(game.state, 2).tokens.strategy,
    });
    game = step(
      game,
      gm(2, { kind: "victoryPoints", mode: "add", amount: 2 }, "objective scored at the table"),
    );
    expect(player(game.state, 2).vp).toBe(2);
    game = step(game, gm(2, { kind: "victoryPoints", mode: "set", amount: game.state.config.vpTarget }));
    expect(game.state.phase).toBe("finished");
    expect(game.state.winners).toEqual([2]);
    expect(replayed(game)).toEqual(game.state);
  });

  it("places and removes units in space and on a planet", () => {
    let game = table();
    const home = homeOf(game.state, 0);
    const planet = planetsAt(game.state, home)[0] as string;
    const before = structuredClone(game.state.board[home]);
    game = step(game, gm(0, { kind: "units", position: home, units: { cruiser: 1 } }));
    game = step(game, gm(0, { kind: "units", position: home, planet: planet as never, units: { mech: 1 } }));
    expect(game.state.board[home]?.space.find((f) => f.seat === 0)?.units.cruiser).toBe(
      (before?.space.find((f) => f.seat === 0)?.units.cruiser ?? 0) + 1,
    );
    game = step(game, gm(0, { kind: "units", position: home, units: { cruiser: 1 }, remove: true }));
    game = step(
      game,
      gm(0, { kind: "units", position: home, planet: planet as never, units: { mech: 1 }, remove: true }),
    );
    expect(game.state.board[home]).toEqual(before);
    expect(replayed(game)).toEqual(game.state);
  });

  it("gives a planet (taken from its holder), exhausts and readies it, and takes it away", () => {
    let game = table();
    const planet = planetsAt(game.state, homeOf(game.state, 1))[0] as never;
    game = step(game, gm(0, { kind: "planet", planet, control: true, exhausted: true }));
    expect(player(game.state, 0).planets[planet]).toEqual({ exhausted: true });
    expect(player(game.state, 1).planets[planet]).toBeUndefined();
    game = step(game, gm(0, { kind: "planetStatus", planet, exhausted: false }));
    expect(player(game.state, 0).planets[planet]).toEqual({ exhausted: false });
    game = step(game, gm(0, { kind: "planet", planet, control: false }));
    expect(player(game.state, 0).planets[planet]).toBeUndefined();
    expect(replayed(game)).toEqual(game.state);
  });

  it("gives and takes away a technology", () => {
    let game = table();
    const owned = player(game.state, 3).technologies.includes("gd");
    game = step(game, gm(3, { kind: "technology", technology: "gd", remove: owned }));
    expect(player(game.state, 3).technologies.includes("gd")).toBe(!owned);
    game = step(game, gm(3, { kind: "technology", technology: "gd", remove: !owned }));
    expect(player(game.state, 3).technologies.includes("gd")).toBe(owned);
    expect(replayed(game)).toEqual(game.state);
  });

  it("is public: everyone reads the correction as it was made (it names no secret)", () => {
    const game = step(table(), gm(1, { kind: "tradeGoods", mode: "set", amount: 4 }));
    const event = game.events.find((e) => e.type === "ti4GmCorrected");
    expect(event).toBeDefined();
    expect(ti4EventSeen(event as never, null)).toEqual(event);
    expect("to" in (event as object)).toBe(false);
  });
});

describe("corrections refused, nothing changed", () => {
  const { state } = table();
  const home = homeOf(state, 0);
  const cases: [string, Ti4Command, string][] = [
    [
      "a negative total",
      gm(1, { kind: "tradeGoods", mode: "set", amount: -1 }),
      "cannot have -1 trade goods",
    ],
    ["taking more than there is", gm(1, { kind: "commodities", mode: "add", amount: -4 }), "would leave -3"],
    ["a change of nothing", gm(1, { kind: "tradeGoods", mode: "add", amount: 0 }), "Adding 0 trade goods"],
    ["more tokens than a faction has", gm(1, { kind: "tokens", tokens: { fleet: 16 } }), "a faction has 16"],
    [
      "an unknown system",
      gm(0, { kind: "units", position: "999", units: { fighter: 1 } }),
      "no system at position 999",
    ],
    [
      "a planet not in the system",
      gm(0, { kind: "units", position: home, planet: "mr" as never, units: { infantry: 1 } }),
      "is not in the system",
    ],
    [
      "more units removed than there are",
      gm(0, { kind: "units", position: home, units: { warSun: 1 }, remove: true }),
      "not 1 to remove",
    ],
    [
      "beyond the plastic",
      gm(0, { kind: "units", position: home, units: { flagship: 2 } }),
      "the box holds 1",
    ],
    [
      "an unknown planet",
      gm(0, { kind: "planet", planet: "atlantis" as never, control: true }),
      'no planet "atlantis"',
    ],
    [
      "an unknown technology",
      gm(0, { kind: "technology", technology: "warp_drive" }),
      'no technology "warp_drive"',
    ],
    ["no reason", gm(0, { kind: "victoryPoints", mode: "add", amount: 1 }, "  "), "Give a reason"],
  ];
  it.each(cases)("refuses %s", (_, command, sentence) => refused(state, command, sentence));

  it("refuses an unknown seat and an unknown kind of correction", () => {
    refused(state, gm(9, { kind: "tradeGoods", mode: "add", amount: 1 }), "no seat");
    const odd = { ...gm(0, { kind: "tradeGoods", mode: "add", amount: 1 }), correction: { kind: "relic" } };
    const result = applyCommand<Ti4>(state, odd as never, CTX);
    expect(result.ok).toBe(false);
  });
});
