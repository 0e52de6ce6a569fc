/**
 * The Clan of Saar (factions/saar.ts): Scavenge in the invasion's control step (LRR 25), Nomadic's scoring
 * without the home planets (LRR 61.16), and Chaos Mapping closing their asteroid fields to others (LRR 89.1).
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { planetsAt } from "../../../../src/engine/ti4/board/galaxy.ts";
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
