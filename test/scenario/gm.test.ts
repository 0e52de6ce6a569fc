/**
 * GM corrections (rules/gm): a change outside the rules, for one seat, with a reason the log keeps. Three
 * races (Hacan 0, Sol 1, Letnev 2) are brought to the first Action Phase, where the Hacan act first; every
 * correction below is made while the game waits on the Hacan, and leaves that wait as it was.
 */
import { describe, expect, it } from "vitest";
import type { ActionCardId } from "../../src/content/index.ts";
import { apply, type Command, decisions, viewEvent } from "../../src/engine/index.ts";
import { brokenInvariants } from "../../src/engine/invariants.ts";
import type { Correction } from "../../src/engine/rules/gm/corrections.ts";
import { CTX, expectReplayMatches, play, refuse } from "../support/engine.ts";
import { given, inward, type Lab, lab, onPlanet, place, space } from "../support/tactical.ts";

const HACAN = 0;
const SOL = 1;
const LETNEV = 2;

function table(): Lab {
  return lab(["hacan", "sol", "letnev"], { seed: "gm" });
}

const correct = (seat: number, correction: Correction, reason = "agreed by the table"): Command => ({
  type: "gmCorrection",
  seat,
  correction,
  reason,
});

/** Plays a correction and checks what every correction must keep: the wait, the stack, replay, soundness. */
function corrected(game: Lab, seat: number, correction: Correction, reason?: string) {
  const stack = structuredClone(game.state.stack);
  const waiting = decisions(game.state);
  const events = play(game, correct(seat, correction, reason));
  expect(game.state.stack).toEqual(stack);
  expect(decisions(game.state)).toEqual(waiting);
  expect(brokenInvariants(game.state)).toEqual([]);
  expectReplayMatches(game);
  return events;
}

describe("a correction is logged with its reason and leaves the game where it was", () => {
  it("sets Sol's Trade Goods while the game waits on the Hacan, taking them from the supply", () => {
    const game = table();
    const supply = game.state.tradeGoodSupply;
    const events = corrected(
      game,
      SOL,
      { kind: "tradeGoods", mode: "set", amount: 4 },
      "misclick in round 1",
    );
    expect(events).toEqual([
      {
        type: "gmCorrected",
        seat: SOL,
        correction: { kind: "tradeGoods", mode: "set", amount: 4 },
        reason: "misclick in round 1",
      },
    ]);
    expect(game.state.players[SOL]?.tradeGoods).toBe(4);
    expect(game.state.tradeGoodSupply).toBe(supply - 4);
    corrected(game, SOL, { kind: "tradeGoods", mode: "add", amount: -3 });
    expect(game.state.players[SOL]?.tradeGoods).toBe(1);
    expect(game.state.tradeGoodSupply).toBe(supply - 1);
    expect(game.events.filter((e) => e.type === "gmCorrected")).toHaveLength(2);
  });

  it("refuses a total below zero, more than the supply holds, and a correction that changes nothing", () => {
    const game = table();
    refuse(game, correct(SOL, { kind: "tradeGoods", mode: "add", amount: -1 }), "ERR_GM_NEGATIVE");
    refuse(game, correct(SOL, { kind: "tradeGoods", mode: "set", amount: 99 }), "ERR_GM_SUPPLY");
    refuse(game, correct(SOL, { kind: "tradeGoods", mode: "set", amount: 0 }), "ERR_GM_NO_CHANGE");
  });

  it("needs a reason, and refuses a correction of the wrong form", () => {
    const game = table();
    refuse(game, correct(SOL, { kind: "tradeGoods", mode: "set", amount: 2 }, "   "), "ERR_GM_REASON");
    const wrongForm = { kind: "tradeGoods", mode: "double", amount: 2 } as unknown as Correction;
    expect(refuse(game, correct(SOL, wrongForm), "ERR_MALFORMED")).toContain("correction.mode");
    const unknownKind = { kind: "teleport" } as unknown as Correction;
    refuse(game, correct(SOL, unknownKind), "ERR_MALFORMED");
    const inherited = { kind: "units", position: "000", planet: "constructor", units: { groundForce: 1 } };
    refuse(game, correct(SOL, inherited as unknown as Correction), "ERR_MALFORMED");
  });
});

describe("command counters and victory points", () => {
  it("sets the areas named and keeps the others, within the 16 counters of a race (RR §15)", () => {
    const game = table();
    corrected(game, LETNEV, { kind: "counters", counters: { fleet: 5 } });
    expect(game.state.players[LETNEV]?.counters).toEqual({ strategy: 2, fleet: 5, command: 3 });
    const message = refuse(
      game,
      correct(LETNEV, { kind: "counters", counters: { command: 10 } }),
      "ERR_GM_COUNTERS",
    );
    expect(message).toContain("17 command counters");
  });

  it("gives a victory point, and reaching the target wins at once (RR §22)", () => {
    const game = table();
    corrected(game, SOL, { kind: "victoryPoints", mode: "add", amount: 1 });
    expect(game.state.players[SOL]?.vp).toBe(1);
    const events = play(game, correct(SOL, { kind: "victoryPoints", mode: "set", amount: 10 }));
    expect(events.map((e) => e.type)).toEqual(["gmCorrected", "gameEnded", "framePushed"]);
    expect(game.state.phase).toBe("finished");
    expect(game.state.winners).toEqual([SOL]);
    expectReplayMatches(game);
  });
});

describe("planets", () => {
  it("gives Mecatol Rex to the Hacan exhausted, moves it to Sol, then takes it back", () => {
    const game = table();
    corrected(game, HACAN, { kind: "planet", planet: "mecatol-rex", control: true, exhausted: true });
    expect(game.state.players[HACAN]?.planets["mecatol-rex"]).toMatchObject({ exhausted: true });
    corrected(game, SOL, { kind: "planet", planet: "mecatol-rex", control: true });
    expect(game.state.players[HACAN]?.planets["mecatol-rex"]).toBeUndefined();
    expect(game.state.players[SOL]?.planets["mecatol-rex"]).toMatchObject({ exhausted: false });
    corrected(game, SOL, { kind: "planet", planet: "mecatol-rex", control: false });
    expect(game.state.players.some((p) => p.planets["mecatol-rex"])).toBe(false);
  });

  it("exhausts and readies a planet its holder controls", () => {
    const game = table();
    corrected(game, SOL, { kind: "planetStatus", planet: "jord", exhausted: true });
    expect(game.state.players[SOL]?.planets.jord?.exhausted).toBe(true);
    corrected(game, SOL, { kind: "planetStatus", planet: "jord", exhausted: false });
    expect(game.state.players[SOL]?.planets.jord?.exhausted).toBe(false);
    refuse(
      game,
      correct(SOL, { kind: "planetStatus", planet: "arretze", exhausted: true }),
      "ERR_GM_NO_CHANGE",
    );
  });

  it("refuses a planet not on the board, and a planet card where another player's units stand", () => {
    const game = table();
    refuse(
      game,
      correct(SOL, { kind: "planet", planet: "nowhere" as never, control: true }),
      "ERR_GM_PLANET",
    );
    // Jord holds Sol's Ground Forces: the Letnev cannot hold its card between actions.
    const message = refuse(
      game,
      correct(LETNEV, { kind: "planet", planet: "jord", control: true }),
      "ERR_GM_UNSOUND",
    );
    expect(message).toContain("jord");
  });
});

describe("units", () => {
  it("places two Cruisers in Sol's home space and a PDS on Jord, then removes them", () => {
    const game = table();
    const home = game.state.players[SOL]?.home as string;
    corrected(game, SOL, { kind: "units", position: home, units: { cruiser: 2 } });
    expect(space(game, home, SOL)).toEqual({ destroyer: 1, cruiser: 2, carrier: 2 });
    corrected(game, SOL, { kind: "units", position: home, planet: "jord", units: { pds: 1 } });
    expect(onPlanet(game, home, "jord", SOL)).toEqual({ groundForce: 5, pds: 1, spaceDock: 1 });
    corrected(game, SOL, { kind: "units", position: home, units: { cruiser: 2 }, remove: true });
    expect(space(game, home, SOL)).toEqual({ destroyer: 1, carrier: 2 });
  });

  it("refuses plastic beyond the limit (RR §1), ships on a planet and units that are not there", () => {
    const game = table();
    const home = game.state.players[SOL]?.home as string;
    const message = refuse(
      game,
      correct(SOL, { kind: "units", position: home, units: { warSun: 3 } }),
      "ERR_GM_PLASTIC",
    );
    expect(message).toContain("limit is 2");
    refuse(
      game,
      correct(SOL, { kind: "units", position: home, planet: "jord", units: { cruiser: 1 } }),
      "ERR_GM_UNITS_PLACE",
    );
    refuse(
      game,
      correct(SOL, { kind: "units", position: home, units: { dreadnought: 1 }, remove: true }),
      "ERR_GM_UNITS_MISSING",
    );
    refuse(game, correct(SOL, { kind: "units", position: "999", units: { cruiser: 1 } }), "ERR_GM_POSITION");
  });

  it("refuses removing a Carrier whose Ground Forces would be left floating in space (RR §2.3)", () => {
    const game = table();
    const home = game.state.players[SOL]?.home as string;
    // Two Carriers carry 12; with one gone, 8 Ground Forces would not fit.
    place(game, SOL, home, { groundForce: 8 });
    const message = refuse(
      game,
      correct(SOL, { kind: "units", position: home, units: { carrier: 1 }, remove: true }),
      "ERR_GM_UNSOUND",
    );
    expect(message).toContain("without room");
    // Removed together with the Ground Forces that would not fit, the Carrier may go.
    corrected(game, SOL, {
      kind: "units",
      position: home,
      units: { carrier: 1, groundForce: 2 },
      remove: true,
    });
  });
});

describe("technologies, Strategy Cards and Action Cards", () => {
  it("gives and takes away a technology, and refuses one that is not in this game", () => {
    const game = table();
    corrected(game, SOL, { kind: "technology", technology: "deep-space-cannon" });
    expect(game.state.players[SOL]?.technologies).toContain("deep-space-cannon");
    corrected(game, SOL, { kind: "technology", technology: "deep-space-cannon", remove: true });
    expect(game.state.players[SOL]?.technologies).not.toContain("deep-space-cannon");
    refuse(game, correct(SOL, { kind: "technology", technology: "warp-drive" }), "ERR_GM_TECHNOLOGY");
    refuse(game, correct(SOL, { kind: "technology", technology: "cybernetics" }), "ERR_GM_NO_CHANGE");
  });

  it("flips a Strategy Card to played and back", () => {
    const game = table();
    corrected(game, LETNEV, { kind: "strategyCard", card: "trade", played: true });
    expect(game.state.players[LETNEV]?.strategyCards).toContainEqual({ card: "trade", played: true });
    corrected(game, LETNEV, { kind: "strategyCard", card: "trade", played: false });
    expect(game.state.players[LETNEV]?.strategyCards).toContainEqual({ card: "trade", played: false });
    refuse(game, correct(LETNEV, { kind: "strategyCard", card: "warfare", played: true }), "ERR_GM_CARD");
  });

  it("moves an Action Card between Sol's hand and the discard pile, telling only Sol which card", () => {
    const game = table();
    const card = game.state.decks.action.draw[0] as ActionCardId;
    given(game, { type: "actionCardsDrawn", seat: SOL, cards: [card] });
    const events = corrected(game, SOL, { kind: "actionCard", card, to: "discard" });
    expect(game.state.players[SOL]?.secret.actionCards).not.toContain(card);
    expect(game.state.decks.action.discard).toContain(card);
    // The public record and what the other players see never name the card.
    for (const event of events) {
      expect(JSON.stringify(viewEvent(event, null))).not.toContain(card);
      expect(JSON.stringify(viewEvent(event, HACAN))).not.toContain(card);
    }
    expect(events.map((e) => viewEvent(e, SOL))).toContainEqual({
      type: "gmActionCardMoved",
      seat: SOL,
      card,
      to: "discard",
    });
    corrected(game, SOL, { kind: "actionCard", card, to: "hand" });
    expect(game.state.players[SOL]?.secret.actionCards).toEqual([card]);
    refuse(game, correct(SOL, { kind: "actionCard", card, to: "hand" }), "ERR_GM_CARD");
  });
});

describe("the game goes on after a correction", () => {
  it("the Hacan still take their turn as before, with the counter the GM gave them", () => {
    const game = table();
    corrected(game, HACAN, { kind: "counters", counters: { command: 4 } });
    const home = game.state.players[HACAN]?.home as string;
    play(game, { type: "tacticalAction", seat: HACAN, position: inward(home) });
    expect(game.state.players[HACAN]?.counters.command).toBe(3);
    expect(game.state.board[inward(home)]?.commandCounters).toEqual([HACAN]);
    expectReplayMatches(game);
  });
});

describe("no correction leaves the game unsound", () => {
  it("accepts or refuses 300 seeded random corrections; every accepted one keeps the invariants", () => {
    const game = table();
    let x = 12345;
    const next = (n: number) => {
      x = (x * 1103515245 + 12345) % 2147483648;
      // The high bits: the low bits of this generator repeat with a short period.
      return Math.floor((x / 2147483648) * n);
    };
    const pick = <T>(list: readonly T[]): T => list[next(list.length)] as T;
    // Home systems half the time: where units stand, so corrections meet them.
    const homes = game.state.players.map((p) => p.home as string);
    const all = Object.keys(game.state.board);
    const planetsAt = (list: string[]) =>
      list.flatMap((at) => Object.keys(game.state.board[at]?.planets ?? {}));
    const positions = [...all, ...homes, ...homes, ...homes, ...homes, ...homes, ...homes, ...homes];
    const planets = [...planetsAt(all), ...planetsAt(homes), ...planetsAt(homes), ...planetsAt(homes)];
    const units = ["fighter", "groundForce", "carrier", "cruiser", "warSun", "pds", "spaceDock"] as const;
    const corrections = (): Correction[] => [
      { kind: "tradeGoods", mode: pick(["set", "add"] as const), amount: next(30) - 10 },
      { kind: "counters", counters: { [pick(["strategy", "fleet", "command"] as const)]: next(12) } },
      { kind: "victoryPoints", mode: "add", amount: next(3) - 1 },
      { kind: "planet", planet: pick(planets) as never, control: next(2) === 0, exhausted: next(2) === 0 },
      { kind: "planetStatus", planet: pick(planets) as never, exhausted: next(2) === 0 },
      {
        kind: "units",
        position: pick(positions),
        ...(next(2) === 0 ? { planet: pick(planets) as never } : {}),
        units: { [pick(units)]: 1 + next(4) },
        remove: next(2) === 0,
      },
      {
        kind: "technology",
        technology: pick(["deep-space-cannon", "cybernetics", "war-sun"]),
        remove: next(2) === 0,
      },
      {
        kind: "strategyCard",
        card: pick(["trade", "initiative", "warfare"] as const),
        played: next(2) === 0,
      },
    ];
    let accepted = 0;
    for (let i = 0; i < 300 && game.state.phase !== "finished"; i++) {
      const command = correct(next(3), pick(corrections()));
      const result = apply(game.state, command, CTX);
      if (!result.ok) {
        expect(result.error.code).toMatch(/^ERR_/);
        continue;
      }
      accepted += 1;
      game.state = result.state;
      game.events.push(...result.events);
      expect(brokenInvariants(game.state, result.events), JSON.stringify(command)).toEqual([]);
    }
    expect(accepted).toBeGreaterThan(30);
    expectReplayMatches(game);
  });
});
