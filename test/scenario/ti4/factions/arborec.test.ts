/**
 * The Arborec (base game): Mitosis (the status phase's start, LRR 81; their docks make no infantry, LRR 68.1d)
 * and the Letani Warrior's PRODUCTION (LRR 68).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { planetsAt, ti4Neighbours } from "../../../../src/engine/ti4/board/galaxy.ts";
import { producersIn, productionRefused } from "../../../../src/engine/ti4/production/producers.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { allCardsPlayed, factionGame, homeOf, passToStatus } from "../../../support/ti4Factions.ts";
import { CTX, send } from "../../../support/ti4Status.ts";

const FACTIONS = ["arborec", "hacan", "xxcha"] as const;

function infantryOn(state: Ti4State, seat: number, planet: string): number {
  const system = state.board[homeOf(state, seat)];
  return system?.planets[planet as "nestphar"]?.find((f) => f.seat === seat)?.units.infantry ?? 0;
}

describe("Arborec: Mitosis (LRR 81)", () => {
  it("asks the Arborec, and only them, for a planet as the status phase begins, before any scoring", () => {
    const at = factionGame(FACTIONS, 0, allCardsPlayed);
    const asked = passToStatus(at, (s) => s.stack.at(-1)?.kind === "ti4Mitosis");
    const decisions = pendingDecisions<Ti4>(asked.state);
    expect(decisions.map((d) => [d.kind, d.seat])).toEqual([["mitosis", 0]]);
    expect(decisions[0]?.choices).toContain("nestphar");
    const before = infantryOn(asked.state, 0, "nestphar");
    const done = send(asked, { type: "mitosis", seat: 0, planet: "nestphar" });
    expect(infantryOn(done.state, 0, "nestphar")).toBe(before + 1);
    expect(pendingDecisions<Ti4>(done.state).some((d) => d.kind === "endScoring")).toBe(true);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("refuses a planet the Arborec do not control", () => {
    const at = factionGame(FACTIONS, 0, allCardsPlayed);
    const asked = passToStatus(at, (s) => s.stack.at(-1)?.kind === "ti4Mitosis");
    const theirs = Object.keys(asked.state.players[1]?.planets ?? {})[0] as "nestphar";
    const refused = applyCommand<Ti4>(asked.state, { type: "mitosis", seat: 0, planet: theirs }, CTX);
    expect(refused.ok ? null : refused.error.code).toBe("ERR_TI4_NOT_YOUR_PLANET");
    const other = applyCommand<Ti4>(asked.state, { type: "mitosis", seat: 1, planet: theirs }, CTX);
    expect(other.ok).toBe(false);
  });
});

describe("Arborec: space docks and Letani Warriors (LRR 68)", () => {
  it("makes infantry only with the Letani Warriors' PRODUCTION, never the space dock's", () => {
    const at = factionGame(FACTIONS, 0);
    const home = homeOf(at.state, 0);
    const producers = producersIn(at.state, 0, home);
    const fromInfantry = producers.total - producers.fromDocks;
    expect(fromInfantry).toBe(infantryOn(at.state, 0, "nestphar"));
    const place = (n: number) => [{ planet: "nestphar" as const, infantry: n }];
    expect(
      productionRefused(at.state, 0, home, { infantry: fromInfantry + 1 }, place(fromInfantry + 1))?.code,
    ).toBe("ERR_TI4_ARBOREC_DOCK");
    expect(
      productionRefused(at.state, 0, home, { infantry: fromInfantry }, place(fromInfantry)),
    ).toBeUndefined();
    // Another faction's dock makes infantry.
    const theirs = homeOf(at.state, 1);
    const planet = (Object.keys(at.state.players[1]?.planets ?? {}) as "nestphar"[]).find((p) =>
      at.state.board[theirs]?.planets[p]?.some((f) => f.seat === 1 && f.units.spaceDock),
    ) as "nestphar";
    expect(
      productionRefused(at.state, 1, theirs, { infantry: 2 }, [{ planet, infantry: 2 }]),
    ).toBeUndefined();
  });
});

describe("Arborec: Duha Menaimon (flagship, LRR 89.1, 68)", () => {
  function withFlagships(s: Ti4State): void {
    for (const seat of [0, 1]) {
      const player = s.players[seat] as Ti4State["players"][number];
      player.tradeGoods = 10;
      player.tokens.fleet = 6;
      const force = s.board[player.home as string]?.space.find((f) => f.seat === seat);
      if (force) force.units.flagship = 1;
    }
  }

  it("lets the Arborec produce up to 5 units where it is, as soon as its system is activated", () => {
    const at = factionGame(FACTIONS, 0, withFlagships);
    const home = homeOf(at.state, 0);
    const activated = send(at, { type: "tacticalAction", seat: 0, system: home });
    expect(activated.state.stack.at(-1)).toMatchObject({
      kind: "ti4Production",
      reason: "Duha Menaimon",
      limit: 5,
    });
    const over = applyCommand<Ti4>(
      activated.state,
      {
        type: "produceUnits",
        seat: 0,
        units: { cruiser: 2, infantry: 4 },
        payment: { planets: [], tradeGoods: 6 },
      },
      CTX,
    );
    expect(over.ok ? null : over.error.code).toBe("ERR_TI4_PRODUCTION_LIMIT");
    const before = infantryOn(activated.state, 0, "nestphar");
    const made = send(activated, {
      type: "produceUnits",
      seat: 0,
      units: { cruiser: 1, infantry: 4 },
      payment: { planets: [], tradeGoods: 4 },
      placements: [{ planet: "nestphar", infantry: 4 }],
    });
    expect(infantryOn(made.state, 0, "nestphar")).toBe(before + 4);
    // The tactical action goes on with its movement.
    expect(made.state.stack.at(-1)?.kind).toBe("ti4Movement");
    expect(replayLog<Ti4>(made.events)).toEqual(made.state);
  });

  it("gives another faction's flagship no such production", () => {
    const at = factionGame(FACTIONS, 1, withFlagships);
    const activated = send(at, { type: "tacticalAction", seat: 1, system: homeOf(at.state, 1) });
    expect(activated.state.stack.at(-1)?.kind).toBe("ti4Movement");
  });
});

describe("Arborec: Bioplasmosis (end of the status phase)", () => {
  /** The Arborec own Bioplasmosis and control a planet next door; its position and name. */
  function setUp(owned: boolean) {
    let near = "";
    const at = factionGame(FACTIONS, 0, (s) => {
      allCardsPlayed(s);
      const arborec = s.players[0] as Ti4State["players"][number];
      if (owned) arborec.technologies.push("bio");
      const home = arborec.home as string;
      const homes = s.players.map((p) => p.home);
      const position = ti4Neighbours(s, home).find((p) => !homes.includes(p) && planetsAt(s, p).length > 0);
      near = planetsAt(s, position as string)[0] as string;
      arborec.planets[near as "nestphar"] = { exhausted: false };
    });
    return { at, near: near as "nestphar" };
  }

  it("lets its owner move infantry to a planet of theirs in an adjacent system as the phase ends", () => {
    const { at, near } = setUp(true);
    const asked = passToStatus(at, (s) => s.stack.at(-1)?.kind === "ti4Bioplasmosis");
    expect(pendingDecisions<Ti4>(asked.state).map((d) => [d.kind, d.seat])).toEqual([["bioplasmosis", 0]]);
    const have = infantryOn(asked.state, 0, "nestphar");
    const many = applyCommand<Ti4>(
      asked.state,
      { type: "bioplasmosis", seat: 0, moves: [{ from: "nestphar", to: near, infantry: have + 1 }] },
      CTX,
    );
    expect(many.ok ? null : many.error.code).toBe("ERR_TI4_NOT_ENOUGH_UNITS");
    const theirs = Object.keys(asked.state.players[1]?.planets ?? {})[0] as "nestphar";
    const foreign = applyCommand<Ti4>(
      asked.state,
      { type: "bioplasmosis", seat: 0, moves: [{ from: "nestphar", to: theirs, infantry: 1 }] },
      CTX,
    );
    expect(foreign.ok ? null : foreign.error.code).toBe("ERR_TI4_NOT_YOUR_PLANET");
    const moved = send(asked, {
      type: "bioplasmosis",
      seat: 0,
      moves: [{ from: "nestphar", to: near, infantry: 2 }],
    });
    expect(infantryOn(moved.state, 0, "nestphar")).toBe(have - 2);
    const position = Object.entries(moved.state.board).find(([, sys]) => sys.planets[near])?.[0] as string;
    expect(moved.state.board[position]?.planets[near]?.find((f) => f.seat === 0)?.units.infantry).toBe(2);
    expect(replayLog<Ti4>(moved.events)).toEqual(moved.state);
  });

  it("asks no one who does not own it", () => {
    const { at } = setUp(false);
    const done = passToStatus(
      at,
      (s) => s.stack.at(-1)?.kind === "ti4Bioplasmosis" || s.phase === "strategy",
    );
    expect(done.state.stack.at(-1)?.kind).not.toBe("ti4Bioplasmosis");
  });
});
