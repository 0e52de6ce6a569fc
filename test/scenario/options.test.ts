/**
 * The options a game may switch on (RR §24, SE options 1-15), each shown changing play: the same game
 * with the option off and on differs exactly where its rule says.
 */
import { describe, expect, it } from "vitest";
import { getObjective, type ObjectiveId } from "../../src/content/index.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import { availableOptions, createGame, type GameSettings } from "../../src/engine/index.ts";
import { canResearch } from "../../src/engine/rules/technology/research.ts";
import { CTX, expectReplayMatches, newScenario, play, type Scenario } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  homeOf,
  inward,
  lab,
  place,
  scriptDice,
  space,
  waitingOn,
} from "../support/tactical.ts";

const game = (options: string[]) => newScenario(4, { options }, "options");
/** The Public Objective deck as set up, face-up cards first. */
const publicObjectives = ({ state }: Scenario): ObjectiveId[] => [
  ...state.objectives.map((o) => o.id),
  ...state.decks.objectives,
];

describe("each available option changes play", () => {
  it("covers every option a game may switch on", () => {
    expect(availableOptions()).toEqual([
      "longWar",
      "ageOfEmpire", // with Imperial II, The Star in the Crown and Homeworlds: ageOfEmpire.test.ts
      "distantSuns", // with New and Territorial Distant Suns: distantSuns.test.ts
      "leaders", // leaders.test.ts, leaderAbilities.test.ts
      "sabotageRuns", // sabotageRuns.test.ts
      "homeworlds",
      "starInTheCrown",
      "imperial2",
      "variantCards",
      "variantObjectives",
      "raceSpecificTechnologies",
      "artifacts", // artifacts.test.ts
      "shockTroops", // shockTroops.test.ts
      "spaceMines", // spaceMines.test.ts
      "wormholeNexus", // wormholeNexus.test.ts
      "facilities", // facilities.test.ts
      "tacticalRetreats",
      "newDistantSuns",
      "territorialDistantSuns",
      "custodians", // custodians.test.ts
      "voiceOfTheCouncil", // voiceOfTheCouncil.test.ts
      "simulatedEarlyTurns", // simulatedEarlyTurns.test.ts
      "presetMaps", // presetMaps.test.ts
      "presetArtifacts", // presetArtifacts.test.ts
      "longWarLastObjective", // longWarOpenEnd.test.ts
      "classic:nebula", // hopesEnd.test.ts
      "classic:gravityRift", // hopesEnd.test.ts
      "classic:shockTroops", // classicShockTroops.test.ts
      "classic:leaders", // classicLeaders.test.ts
      "classic:hiddenLeaders", // classicHiddenLeaders.test.ts
      "classic:assassins", // borderlandsAssassins.test.ts
      "classic:declarationsOfWar", // declarationsOfWar.test.ts
      "classic:mineFields", // borderlandsMineFields.test.ts
      "classic:capitalShips", // borderlandsCapitalShips.test.ts
      "classic:capitolPlanets", // borderlandsCapitalPlanets.test.ts
    ]);
  });

  it("The Long War (RR §24.1): 14 victory points and an objective deck of 8 Stage I over 5 Stage II", () => {
    const count = (g: Scenario, kind: string) =>
      publicObjectives(g).filter((id) => getObjective(id).kind === kind).length;
    const off = game([]);
    expect(off.state.config.vpTarget).toBe(10);
    expect([count(off, "stage1"), count(off, "stage2")]).toEqual([6, 4]); // Stage II with Imperium Rex
    const on = game(["longWar"]);
    expect(on.state.config.vpTarget).toBe(14);
    expect([count(on, "stage1"), count(on, "stage2")]).toEqual([8, 6]);
    // A target the group names still wins over the option's.
    expect(newScenario(4, { options: ["longWar"], vpTarget: 12 }).state.config.vpTarget).toBe(12);
  });

  it("The variant Strategy Cards (SE Option 2): the eight white cards are dealt instead of the original eight", () => {
    expect(game([]).state.config.strategyCards).toContain("warfare");
    const variant = game(["variantCards"]).state.config.strategyCards;
    expect(variant).toEqual(expect.arrayContaining(["leadership", "production", "warfare-2", "bureaucracy"]));
    expect(variant).not.toContain("warfare");
    // Created as any player would (not as a scenario of an unfinished option): it is not refused.
    const players = [0, 1, 2].map((i) => ({ userId: `u${i}`, name: `P${i}` }));
    const created = createGame({ seed: "variant", players, settings: { options: ["variantCards"] } }, CTX);
    expect(created.ok).toBe(true);
  });

  it("Leaders (RR §24.4): each race's three Leaders are on the board from the start; none without it", () => {
    expect(game([]).state.leaders).toBeUndefined();
    const on = game(["leaders"]);
    expect(on.state.leaders).toHaveLength(12);
    expect(on.state.leaders?.every((l) => l.at.on === "planet")).toBe(true);
    const players = [0, 1, 2].map((i) => ({ userId: `u${i}`, name: `P${i}` }));
    expect(createGame({ seed: "leaders", players, settings: { options: ["leaders"] } }, CTX).ok).toBe(true);
  });

  it("Variant Objectives (SE Option 3): the public deck is SE's instead of the base game's", () => {
    const decks = (g: Scenario) => new Set(publicObjectives(g).map((id) => getObjective(id).deck));
    expect(decks(game([]))).toEqual(new Set(["base"]));
    const variant = game(["variantObjectives"]);
    expect(decks(variant)).toEqual(new Set(["seVariant"]));
    expect(publicObjectives(variant)).toHaveLength(10);
  });

  it("Race-Specific Technologies (SE Option 4): a race may buy its own, and only its own", () => {
    const setUp = (options: string[]) =>
      lab(["norr", "letnev", "hacan"], { settings: { options } as GameSettings, seed: "race-tech" });
    const off = setUp([]);
    const norr = off.seat.norr as number;
    expect(canResearch(off.state, norr, "berserker-genome")?.code).toBe("ERR_RACE_TECHNOLOGY_OPTION");
    const on = setUp(["raceSpecificTechnologies"]);
    expect(canResearch(on.state, norr, "berserker-genome")).toBeUndefined();
    expect(canResearch(on.state, norr, "l4-disruptors")?.code).toBe("ERR_NOT_YOUR_RACE_TECHNOLOGY");
  });

  it("Tactical Retreats (SE Option 10): a defender with nowhere activated may activate a system to retreat", () => {
    const battle = (options: string[]) => {
      const g = lab(["hacan", "sol", "letnev"], { settings: { options } as GameSettings });
      clearGalaxy(g);
      const me = g.seat.hacan as number;
      const them = g.seat.sol as number;
      const h = homeOf(g, me);
      const a = inward(h);
      const c = neighbourLabels(a).find((p) => p !== h && p !== inward(a) && g.state.board[p]) as string;
      place(g, them, a, { destroyer: 2 });
      activateAndMove(g, me, a, [{ from: h, units: { cruiser: 1 } }]);
      return { g, them, c };
    };
    // Without the option the Sol have activated nothing next door: no retreat, the battle is fought.
    const off = battle([]);
    expect(waitingOn(off.g)).not.toContain("announceRetreat");
    const on = battle(["tacticalRetreats"]);
    expect(waitingOn(on.g)).toEqual(["announceRetreat"]);
    const strategy = on.g.state.players[on.them]?.counters.strategy as number;
    scriptDice(on.g, [1, 1, 1]); // a round where every die misses, at the end of which the Sol leave
    play(on.g, { type: "announceRetreat", seat: on.them, to: on.c, tactical: true });
    expect(on.g.state.players[on.them]?.counters.strategy).toBe(strategy - 1);
    expect(on.g.state.board[on.c]?.commandCounters).toContain(on.them);
    expect(on.g.state.stack.some((f) => f.kind === "spaceBattle")).toBe(false);
    expect(space(on.g, on.c, on.them)).toEqual({ destroyer: 2 });
    expectReplayMatches(on.g);
  });

  it("Space Mines (SE Option 7): a Cruiser may lay a mine in the production step (spaceMines.test.ts)", () => {
    const production = (options: string[]) => {
      const g = lab(["hacan", "sol", "letnev"], { settings: { options } as GameSettings });
      clearGalaxy(g);
      const me = g.seat.hacan as number;
      const a = inward(homeOf(g, me));
      place(g, me, a, { cruiser: 1 });
      activateAndMove(g, me, a, []);
      return g;
    };
    // Without the option the empty system has nothing to produce: the action is over.
    expect(production([]).state.stack.some((f) => f.kind === "tacticalAction")).toBe(false);
    const on = production(["spaceMines"]);
    expect(waitingOn(on)).toEqual(["laySpaceMine", "produceUnits"]);
    expectReplayMatches(on);
  });

  it("The Custodians of Mecatol Rex (SE Option 13): guards on Mecatol Rex from setup (custodians.test.ts)", () => {
    expect(game([]).state.custodians).toBeUndefined();
    expect(game(["custodians"]).state.custodians).toEqual(["custodian-fighters", "custodian-ground-forces"]);
  });
});
