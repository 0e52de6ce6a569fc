/**
 * The Clan of Saar (factions/saar.ts): Scavenge in the invasion's control step (LRR 25), Nomadic's scoring
 * without the home planets (LRR 61.16), Chaos Mapping closing their asteroid fields to others (LRR 89.1) and its 1 unit produced at the start of their turn
 * (LRR 3, 68).
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { planetsAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import { cheapestPayment } from "../../../../src/engine/ti4/economy/spend.ts";
import { chaosMappingSystems } from "../../../../src/engine/ti4/factions/saar.ts";
import { hookAnswers } from "../../../../src/engine/ti4/hooks/index.ts";
import { homePlanets } from "../../../../src/engine/ti4/objectives/requirements.ts";
import { scoreRefusal } from "../../../../src/engine/ti4/objectives/scoring.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import {
  answer,
  emptySystems,
  learn,
  put,
  refusal,
  run,
  withFactions,
} from "../../../support/ti4FactionBoard.ts";
import { position, put as putFor, SEAT, tile } from "../../../support/ti4Tactical.ts";

describe("Scavenge (Saar ability)", () => {
  function invade(faction: "saar" | "sol") {
    const state = withFactions(faction, "hacan", "mentak");
    const at = emptySystems(state).find((p) => planetsAt(state, p).length > 0) as string;
    const planet = planetsAt(state, at)[0] as Ti4PlanetId;
    put(state, at, 0, { infantry: 1 }, planet);
    state.stack.push({ kind: "ti4Invasion", seat: 0, system: at, step: "control", committed: [planet] });
    return { done: run(state, () => {}), planet };
  }

  it("gives the Saar 1 trade good for each planet they gain control of", () => {
    const { done, planet } = invade("saar");
    expect(done.state.players[0]?.planets[planet]).toBeDefined();
    expect(done.state.players[0]?.tradeGoods).toBe(1);
    expect(done.events).toContainEqual(
      expect.objectContaining({ type: "ti4TradeGoodsChanged", reason: "Scavenge" }),
    );
  });

  it("is no one else's", () => {
    const { done, planet } = invade("sol");
    expect(done.state.players[0]?.planets[planet]).toBeDefined();
    expect(done.state.players[0]?.tradeGoods).toBe(0);
  });
});

describe("Nomadic (Saar ability)", () => {
  function homeless(faction: "saar" | "sol") {
    const state = withFactions(faction, "hacan", "mentak");
    const player = state.players[0] as Ti4State["players"][number];
    for (const planet of homePlanets(state, 0)) delete player.planets[planet];
    return scoreRefusal(state, 0, state.objectives[0]?.id as string, "status");
  }

  it("lets the Saar score public objectives without their home planets", () => {
    expect(homeless("saar")?.code).not.toBe("ERR_TI4_HOME_NOT_CONTROLLED");
  });

  it("is no one else's", () => {
    expect(homeless("sol")).toMatchObject({ code: "ERR_TI4_HOME_NOT_CONTROLLED", rule: "LRR 61.16" });
  });
});

describe("Chaos Mapping (Saar technology)", () => {
  const board = (technology: boolean) =>
    position((s) => {
      (s.players[0] as Ti4State["players"][number]).faction = "saar";
      if (technology) learn(s, 0, "cm");
      tile(s, "207", "44"); // an asteroid field
      putFor(s, "207", { cruiser: 1 }, 0);
    });

  it("makes an asteroid field holding Saar ships impossible for others to activate", () => {
    const s = board(true);
    const offered = pendingDecisions<Ti4>(s).find((d) => d.kind === "tacticalAction");
    expect(offered?.choices).not.toContain("207");
    expect(refusal(s, { type: "tacticalAction", seat: SEAT, system: "207" })).toEqual([
      "ERR_TI4_CHAOS_MAPPING",
      "LRR 89.1",
    ]);
  });

  it("closes nothing without the technology", () => {
    const s = board(false);
    const done = answer(s, { type: "tacticalAction", seat: SEAT, system: "207" });
    expect(done.state.board["207"]?.commandTokens).toContain(SEAT);
  });
});

describe("Chaos Mapping's production (Saar technology)", () => {
  function turnBegins(faction: "saar" | "sol", technology: boolean) {
    const state = withFactions(faction, "hacan", "mentak");
    if (technology) learn(state, 0, "cm");
    return run(state, (tx) => {
      for (const answer of hookAnswers(tx.state, "turnStarted")) answer(tx, 0);
    }).state;
  }

  it("lets the Saar produce 1 unit where a unit of theirs has PRODUCTION as their turn begins", () => {
    const state = turnBegins("saar", true);
    const offered = pendingDecisions<Ti4>(state)[0];
    const home = chaosMappingSystems(state, 0)[0] as string;
    expect(offered).toMatchObject({ kind: "chaosMapping", seat: 0 });
    expect(offered?.choices).toContain(home);
    const producing = answer(state, { type: "chaosMapping", seat: 0, system: home }).state;
    expect(producing.stack.at(-1)).toMatchObject({
      kind: "ti4Production",
      limit: 1,
      reason: "Chaos Mapping",
    });
    const two = cheapestPayment(producing, 0, "resources", 1);
    expect(
      refusal(producing, { type: "produceUnits", seat: 0, units: { fighter: 2 }, payment: two ?? never() }),
    ).toEqual(["ERR_TI4_PRODUCTION_LIMIT", "LRR 68"]);
    const pay = cheapestPayment(producing, 0, "resources", 1) ?? never();
    const done = answer(producing, { type: "produceUnits", seat: 0, units: { infantry: 1 }, payment: pay });
    expect(done.events).toContainEqual(
      expect.objectContaining({ type: "ti4UnitsPlaced", units: { infantry: 1 }, reason: "Chaos Mapping" }),
    );
    expect(done.state.stack.some((f) => f.kind === "ti4Production")).toBe(false);
  });

  it("may be declined, and refuses a system without a producing unit of theirs", () => {
    const state = turnBegins("saar", true);
    const elsewhere = emptySystems(state)[0] as string;
    expect(refusal(state, { type: "chaosMapping", seat: 0, system: elsewhere })).toEqual([
      "ERR_TI4_CHAOS_MAPPING_SYSTEM",
      "LRR 68",
    ]);
    const done = answer(state, { type: "chaosMapping", seat: 0, system: null });
    expect(done.state.stack.some((f) => f.kind === "ti4ChaosMapping" || f.kind === "ti4Production")).toBe(
      false,
    );
  });

  it("is offered to no one without the technology, nor to other factions", () => {
    for (const state of [turnBegins("saar", false), turnBegins("sol", true)])
      expect(state.stack.some((f) => f.kind === "ti4ChaosMapping")).toBe(false);
  });
});

function never(): never {
  throw new Error("no payment found");
}
