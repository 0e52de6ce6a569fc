/**
 * The Federation of Sol (base game): Orbital Drop (LRR 22 component action), Versatile (LRR 81.5), the
 * flagship Genesis (end of the status phase) and the Advanced Carrier's sheet values.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { ti4UnitFor } from "../../../../src/engine/ti4/units.ts";
import { allCardsPlayed, factionGame, homeOf, passToStatus } from "../../../support/ti4Factions.ts";
import { CTX, send } from "../../../support/ti4Status.ts";

const FACTIONS = ["sol", "hacan", "xxcha"] as const;

function infantryOn(state: Ti4State, seat: number, position: string, planet?: string): number {
  const system = state.board[position];
  const forces = planet
    ? (system?.planets[planet as keyof typeof system.planets] ?? [])
    : (system?.space ?? []);
  return forces.find((f) => f.seat === seat)?.units.infantry ?? 0;
}

describe("Federation of Sol: Orbital Drop (LRR 22)", () => {
  it("spends a strategy token and drops 2 infantry on a planet Sol controls, as the turn's action", () => {
    const at = factionGame(FACTIONS, 0, (s) => {
      (s.players[0] as Ti4State["players"][number]).tokens.strategy = 2;
    });
    const offered = pendingDecisions<Ti4>(at.state).find((d) => d.kind === "orbitalDrop");
    expect(offered?.choices).toContain("jord");
    const before = infantryOn(at.state, 0, homeOf(at.state, 0), "jord");
    const done = send(at, { type: "orbitalDrop", seat: 0, planet: "jord" });
    expect(infantryOn(done.state, 0, homeOf(at.state, 0), "jord")).toBe(before + 2);
    expect(done.state.players[0]?.tokens.strategy).toBe(1);
    // The turn's action is spent: the next seat is asked.
    expect(pendingDecisions<Ti4>(done.state).some((d) => d.seat === 0 && d.kind === "tacticalAction")).toBe(
      false,
    );
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("is refused on a planet Sol does not control, with an empty strategy pool, and to other factions", () => {
    const at = factionGame(FACTIONS, 0, (s) => {
      (s.players[0] as Ti4State["players"][number]).tokens.strategy = 1;
    });
    const theirs = Object.keys(at.state.players[1]?.planets ?? {})[0] as string;
    const foreign = applyCommand<Ti4>(
      at.state,
      { type: "orbitalDrop", seat: 0, planet: theirs as "jord" },
      CTX,
    );
    expect(foreign.ok ? null : foreign.error.code).toBe("ERR_TI4_NOT_YOUR_PLANET");
    const empty = structuredClone(at.state);
    (empty.players[0] as Ti4State["players"][number]).tokens.strategy = 0;
    expect(pendingDecisions<Ti4>(empty).some((d) => d.kind === "orbitalDrop")).toBe(false);
    const none = applyCommand<Ti4>(empty, { type: "orbitalDrop", seat: 0, planet: "jord" }, CTX);
    expect(none.ok ? null : none.error.code).toBe("ERR_NOT_NOW");
    const other = factionGame(FACTIONS, 1);
    expect(pendingDecisions<Ti4>(other.state).some((d) => d.kind === "orbitalDrop")).toBe(false);
    const planet = Object.keys(other.state.players[1]?.planets ?? {})[0] as "jord";
    const refused = applyCommand<Ti4>(other.state, { type: "orbitalDrop", seat: 1, planet }, CTX);
    expect(refused.ok ? null : refused.error.code).toBe("ERR_NOT_NOW");
  });
});

describe("Federation of Sol: Versatile (LRR 81.5) and Genesis", () => {
  it("gains 3 command tokens in the status phase where the others gain 2", () => {
    const at = factionGame(FACTIONS, 0, allCardsPlayed);
    const asking = passToStatus(at, (s) => s.stack.at(-1)?.kind === "ti4CommandTokens");
    const prompts = pendingDecisions<Ti4>(asking.state).filter((d) => d.kind === "arrangeCommandTokens");
    expect(prompts.find((d) => d.seat === 0)?.prompt).toMatch(/^gain 3 /);
    expect(prompts.find((d) => d.seat === 1)?.prompt).toMatch(/^gain 2 /);
    const sheet = asking.state.players[0]?.tokens as { tactic: number; fleet: number; strategy: number };
    const two = applyCommand<Ti4>(
      asking.state,
      {
        type: "arrangeCommandTokens",
        seat: 0,
        tactic: sheet.tactic + 2,
        fleet: sheet.fleet,
        strategy: sheet.strategy,
      },
      CTX,
    );
    expect(two.ok ? null : two.error.code).toBe("ERR_TI4_TOKEN_COUNT");
    const three = send(asking, {
      type: "arrangeCommandTokens",
      seat: 0,
      tactic: sheet.tactic + 3,
      fleet: sheet.fleet,
      strategy: sheet.strategy,
    });
    expect(three.state.players[0]?.tokens.tactic).toBe(sheet.tactic + 3);
    expect(replayLog<Ti4>(three.events)).toEqual(three.state);
  });

  it("puts an infantry beside the Sol flagship at the end of the status phase, and beside no one else's", () => {
    const at = factionGame(FACTIONS, 0, (s) => {
      allCardsPlayed(s);
      for (const seat of [0, 1]) {
        const space = s.board[s.players[seat]?.home as string]?.space ?? [];
        const force = space.find((f) => f.seat === seat);
        if (force) force.units.flagship = 1;
        else space.push({ seat, units: { flagship: 1 } });
      }
    });
    const sol = infantryOn(at.state, 0, homeOf(at.state, 0));
    const hacan = infantryOn(at.state, 1, homeOf(at.state, 1));
    const done = passToStatus(at, (s) => s.phase !== "status" && s.phase !== "action");
    expect(infantryOn(done.state, 0, homeOf(at.state, 0))).toBe(sol + 1);
    expect(infantryOn(done.state, 1, homeOf(at.state, 1))).toBe(hacan);
    expect(done.events.filter((e) => e.type === "ti4UnitsPlaced" && e.reason === "Genesis")).toHaveLength(1);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });
});

describe("Federation of Sol: Advanced Carrier (faction unit)", () => {
  it("carries 6, and 8 with Sustain Damage once upgraded; another faction's carrier keeps 4", () => {
    const at = factionGame(FACTIONS, 0);
    expect(ti4UnitFor(at.state, 0, "carrier").capacity).toBe(6);
    const upgraded = structuredClone(at.state);
    upgraded.players[0]?.technologies.push("ac2");
    expect(ti4UnitFor(upgraded, 0, "carrier")).toMatchObject({ capacity: 8, sustainDamage: true, move: 2 });
    expect(ti4UnitFor(at.state, 1, "carrier").capacity).toBe(4);
  });
});
