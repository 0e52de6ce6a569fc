/**
 * The TI4 bot plays toward victory points (issue #26, LRR 61, 98): it keeps unspent what a revealed "spend"
 * objective needs (LRR 61.9: paid as it is scored) and the
 * custodians token's 6 influence when it is about to land on Mecatol Rex (LRR 27.2), researches what brings a technology objective nearer,
 * values Imperial when it would score (LRR 45.1), and a seeded bot game has a player at 6 points or more by
 * the end of round 7: a regression guard, not a strength test.
 */
import { describe, expect, it } from "vitest";
import type { Decision } from "../../../src/engine/kernel/decision.ts";
import { positionOfPlanet, ti4Neighbours } from "../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import { leavesReserve, reserveFor, technologyAim } from "../../../src/engine/ti4/objectives/aims.ts";
import { ti4PlayOut } from "../../../src/engine/ti4/policy.ts";
import { strategyCardWorth } from "../../../src/engine/ti4/round/bot.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { createTi4Game } from "../../../src/engine/ti4/setup/create.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create, finishSetup } from "../../support/ti4.ts";
import { put } from "../../support/ti4Tactical.ts";

const made = finishSetup(create(4, {}, "aims-4")).state;

/** The table after set-up in the action phase, with only `revealed` face up. */
function table(revealed: Ti4State["objectives"][number]["id"][], tradeGoods = 0): Ti4State {
  const state = structuredClone(made);
  state.phase = "action";
  state.objectives = revealed.map((id) => ({ id, scoredBy: [] }));
  for (const p of state.players) p.tradeGoods = tradeGoods;
  return state;
}

describe("TI4 bot: what it keeps for a spend objective (LRR 61.9)", () => {
  it("keeps 8 resources for Erect a Monument when its planets and trade goods can pay it", () => {
    const state = table(["monument"], 10);
    expect(reserveFor(state, 0)).toEqual({ resources: 8, influence: 0 });
    expect(leavesReserve(state, 0, { planets: [], tradeGoods: 2 })).toBe(true);
    expect(leavesReserve(state, 0, { planets: [], tradeGoods: 10 })).toBe(
      reserveFor(state, 0).resources <= 0,
    );
  });

  it("keeps nothing when no spend objective is revealed, or when it could never pay one", () => {
    expect(reserveFor(table(["develop"], 10), 0)).toEqual({ resources: 0, influence: 0 });
    // Found a Golden Age (16 resources) is beyond a home system and no trade goods.
    expect(reserveFor(table(["golden_age"], 0), 0)).toEqual({ resources: 0, influence: 0 });
  });

  it("does not spend it on units: the production it offers leaves the reserve", () => {
    const state = table(["monument"], 9);
    const seat = 0;
    const home = state.players[seat]?.home as string;
    state.stack.push({ kind: "ti4Production", seat, system: home } as Ti4State["stack"][number]);
    const decision: Decision<Ti4> = { kind: "produceUnits", seat, simultaneous: false, prompt: "" };
    for (const answer of ti4Answers(state, decision)) {
      if (answer.type !== "produceUnits") continue;
      expect(leavesReserve(state, seat, answer.payment)).toBe(true);
    }
  });
});

describe("TI4 bot: the custodians token (LRR 27.2)", () => {
  const seat = 0;
  const mecatolOf = (state: Ti4State) => positionOfPlanet(state, "mecatolrex") as string;
  /** Seat 0 holding Nar, Archon Ren and Retillion (3 influence each), a carrier with 2 infantry at `where`. */
  function holding(where: (state: Ti4State) => string, ready = true): Ti4State {
    const state = table([]);
    const player = state.players[seat] as Ti4State["players"][number];
    player.planets = {
      nar: { exhausted: !ready },
      archonren: { exhausted: !ready },
      retillion: { exhausted: !ready },
    };
    put(state, where(state), { carrier: 1, infantry: 2 }, seat);
    return state;
  }
  const nextToMecatol = (state: Ti4State) => ti4Neighbours(state, mecatolOf(state))[0] as string;
  const home = (state: Ti4State) => state.players[seat]?.home as string;

  it("keeps 6 influence once its ships are next to Mecatol Rex and it could pay; not far away, nor once it is taken", () => {
    expect(reserveFor(holding(nextToMecatol), seat)).toEqual({ resources: 0, influence: 6 });
    expect(reserveFor(holding(home), seat)).toEqual({ resources: 0, influence: 0 });
    const taken = holding(nextToMecatol);
    taken.custodiansOnMecatol = false;
    expect(reserveFor(taken, seat)).toEqual({ resources: 0, influence: 0 });
  });

  it("buys Leadership's tokens only with what is above those 6 influence", () => {
    const bought = (state: Ti4State) => {
      state.stack.push({ kind: "ti4Leadership", seat, base: 3 } as Ti4State["stack"][number]);
      const decision: Decision<Ti4> = { kind: "buyCommandTokens", seat, simultaneous: false, prompt: "" };
      const [answer] = ti4Answers(state, decision);
      return answer?.type === "buyCommandTokens" ? answer.payment.planets.length : -1;
    };
    // Far from Mecatol Rex: two tokens (6 influence); next to it: one (3), leaving 6 ready.
    expect(bought(holding(home))).toBe(2);
    expect(bought(holding(nextToMecatol))).toBe(1);
  });

  it("lands on Mecatol Rex paying for the token when it can, and does not try when it cannot", () => {
    const landing = (ready: boolean) => {
      const state = holding(mecatolOf, ready);
      state.stack.push({ kind: "ti4Invasion", seat, system: mecatolOf(state), step: "commit" } as never);
      const decision: Decision<Ti4> = { kind: "commitGroundForces", seat, simultaneous: false, prompt: "" };
      return ti4Answers(state, decision)[0];
    };
    const paid = landing(true);
    expect(paid).toMatchObject({ type: "commitGroundForces", landings: [{ planet: "mecatolrex" }] });
    expect(paid && "custodians" in paid && paid.custodians?.planets.length).toBe(2);
    expect(landing(false)).toMatchObject({ type: "commitGroundForces", landings: [] });
  });
});

describe("TI4 bot: research and strategy cards toward objectives", () => {
  it("Develop Weaponry revealed: a unit upgrade brings it nearer, a colour technology does not", () => {
    const state = table(["develop"]);
    expect(technologyAim(state, 0, "cr2")).toBeGreaterThan(0);
    expect(technologyAim(state, 0, "gd")).toBe(0);
  });

  it("Imperial is worth more to a seat that meets a revealed public objective (LRR 45.1)", () => {
    const state = table(["lead"]);
    const player = state.players[0];
    if (player) player.tokens.tactic = 3;
    const met = strategyCardWorth(state, "imperial", 0);
    if (player) player.tokens = { tactic: 0, fleet: player.tokens.fleet, strategy: 0 };
    expect(met).toBeGreaterThan(strategyCardWorth(state, "imperial", 0));
  });
});

describe("TI4 bot: a seeded 4-player game (regression guard)", () => {
  it("has a player at 6 victory points or more by the end of round 7", () => {
    const ctx = { now: "2026-12-01T00:00:00.000Z" };
    const players = Array.from({ length: 4 }, (_, i) => ({ userId: `bot:${i}`, name: `Bot ${i + 1}` }));
    // simulate's game 0 at 4 players, seed 1.
    const created = createTi4Game({ seed: "1-4-0", players, settings: {} }, ctx);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    for (let i = 0; i < 200 && state.phase !== "finished" && state.round <= 7; i++) {
      const played = ti4PlayOut(state, ctx, 100);
      expect(played.stuck).toBe(false);
      state = played.state;
    }
    expect(Math.max(...state.players.map((p) => p.vp))).toBeGreaterThanOrEqual(6);
  }, 60_000);
});
