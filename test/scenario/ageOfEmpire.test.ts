/**
 * Age of Empire (RR §24.2, base p.33, SE errata) and the options played with it: Imperial II (SE Option 1),
 * The Star in the Crown and the Homeworlds variant (FFG variants sheet, RR §24.6). The objectives are dealt
 * face up from the start, Stage II waits for round 4, the turn marker ends the game, the Imperial card only
 * gives its VP (one with The Star in the Crown), and Homeworlds withholds every VP while a Home System
 * planet is lost.
 */
import { describe, expect, it } from "vitest";
import { getObjective, type ObjectiveId, type OptionId } from "../../src/content/index.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { createGame, decisions, type GameEvent, type GameState } from "../../src/engine/index.ts";
import { checkHomeHeld } from "../../src/engine/rules/objectives/index.ts";
import { leaders } from "../../src/engine/rules/victory.ts";
import * as C from "../support/council.ts";
import { council, vote } from "../support/council.ts";
import {
  CTX,
  expectReplayMatches,
  given,
  newScenario,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";
import {
  deal,
  declineAll,
  othersDone,
  player,
  primary,
  SEATED_RACES,
  SOL,
  strategicAction,
} from "../support/strategyTable.ts";

const AOE: OptionId[] = ["ageOfEmpire"];
const row = (state: GameState): ObjectiveId[] => state.objectives.map((o) => o.id);
const taken = (seat: number, planet: string, from: number | null): GameEvent => ({
  type: "planetGained",
  seat,
  planet: planet as never,
  from,
  exhausted: false,
  round: 1,
});

/** The bots answer every decision until `done` holds (the engine's own answers, so replay stays exact). */
function botsUntil(game: Scenario, done: (state: GameState) => boolean): void {
  for (let n = 0; n < 5000 && !done(game.state); n++) {
    const seats = [...new Set(decisions(game.state).map((d) => d.seat))];
    const command = seats.map((seat) => botCommand(game.state, seat, CTX)).find((c) => c !== null);
    if (!command) throw new Error("the bots are stuck");
    play(game, command);
  }
  expect(done(game.state)).toBe(true);
}

/** Sol holds Imperial (or Imperial II) and acts first at the table of SEATED_RACES. */
const imperialTable = (options: OptionId[], card = "imperial", races: string[] = [...SEATED_RACES]) =>
  deal({ races, holder: SOL, card, options });

describe("Age of Empire (RR §24.2): every objective face up from the start", () => {
  it("deals the built deck face up up to the game-ending card and boxes the rest unseen", () => {
    const game = newScenario(4, { options: AOE }, "aoe-deal");
    const built = game.events.find(
      (e): e is Extract<GameEvent, { type: "deckShuffled" }> =>
        e.type === "deckShuffled" && e.deck === "objectives",
    )?.cards as ObjectiveId[];
    const end = built.findIndex((id) => getObjective(id).endsGame);
    expect(row(game.state)).toEqual(built.slice(0, end + 1));
    expect(
      row(game.state)
        .slice(0, 6)
        .every((id) => getObjective(id).kind === "stage1"),
    ).toBe(true);
    expect(row(game.state).length).toBeGreaterThanOrEqual(7); // 6 Stage I, then up to 4 with Imperium Rex
    expect(game.state.decks.objectives).toEqual([]);
    expect(game.events).toContainEqual({
      type: "objectivesDealtFaceUp",
      objectives: row(game.state),
      boxed: built.length - end - 1,
    });
    expect(game.state.turnMarker).toBeUndefined();
    // Without the option nothing is face up before the Imperial card reveals it.
    expect(newScenario(4, {}, "aoe-deal").state.objectives).toEqual([]);
    expectReplayMatches(game);
  });

  it("keeps Stage II cards back for the first three rounds (SE errata), then lets them be claimed", () => {
    const game = newScenario(4, { options: AOE }, "aoe-stage2");
    const card: ObjectiveId = "b2-spend-12-tg";
    const missing = row(game.state).includes(card) ? [] : [card];
    given(
      game,
      { type: "deckShuffled", deck: "objectives", cards: missing, rng: game.state.rng },
      ...missing.map((objective) => ({ type: "objectiveRevealed" as const, objective })),
    );
    botsUntil(game, (s) => decisions(s).some((d) => d.kind === "scoreObjectives"));
    const seat = seatToAnswer(game, "scoreObjectives");
    given(game, { type: "tradeGoodsGained", seat, amount: 12, reason: "scenario" });
    const claim = {
      type: "scoreObjectives" as const,
      seat,
      publicObjective: card,
      secretObjective: null,
      tradeGoods: 12,
    };
    expect(refuse(game, claim, "ERR_STAGE_II_TOO_EARLY")).toBe(
      `${getObjective(card).name} is a Stage II objective: with Age of Empire none may be claimed before round 4.`,
    );
    given(game, { type: "phaseStarted", phase: "status", round: 4 }); // the same claim in round 4
    play(game, claim);
    expect(player(game, seat).scoredObjectives).toContain(card);
    expectReplayMatches(game);
  });

  it("puts the turn marker on the leftmost card after round 1, and ends the game on the game-ending card", () => {
    const game = newScenario(4, { options: AOE }, "aoe-marker");
    botsUntil(game, (s) => s.round === 2);
    const cards = row(game.state);
    expect(game.state.turnMarker).toEqual({ on: cards[0], round: 1 });
    expect(game.state.phase).not.toBe("finished");
    // Rounds later the marker stands one card short of Imperium Rex: this round's Status Phase ends the game.
    given(game, { type: "turnMarkerMoved", objective: cards.at(-2) as ObjectiveId, round: 1 });
    botsUntil(game, (s) => s.phase === "finished");
    const ender = cards.at(-1) as ObjectiveId;
    expect(getObjective(ender).endsGame).toBe(true);
    expect(game.state.turnMarker).toEqual({ on: ender, round: 2 });
    const ended = game.events.at(-2);
    expect(ended).toEqual({
      type: "gameEnded",
      winners: leaders(game.state),
      reason: `the turn marker reached ${getObjective(ender).name}`,
    });
    expect(Math.max(...game.state.players.map((p) => p.vp))).toBeLessThan(10);
    refuse(game, { type: "pass", seat: 0 }, "ERR_GAME_OVER");
    expectReplayMatches(game);
  });

  it("the Imperial card reveals nothing and gives its 2 VP", () => {
    const game = imperialTable(AOE);
    const before = row(game.state);
    play(game, { type: "strategicAction", seat: SOL, card: "imperial" });
    expect(player(game, SOL).vp).toBe(2);
    expect(row(game.state)).toEqual(before);
    expect(game.events.some((e) => e.type === "objectiveRevealed")).toBe(false);
    expectReplayMatches(game);
  });
});

describe("The Star in the Crown (FFG variants sheet): the Imperial card gives 1 VP", () => {
  it("gives 1 VP instead of 2, and reveals nothing", () => {
    const game = imperialTable(["ageOfEmpire", "starInTheCrown"]);
    play(game, { type: "strategicAction", seat: SOL, card: "imperial" });
    expect(player(game, SOL).vp).toBe(1);
    expect(game.events).toContainEqual({
      type: "victoryPointsGained",
      seat: SOL,
      amount: 1,
      reason: "Imperial",
    });
    expectReplayMatches(game);
  });

  it("is refused without Age of Empire, or with a set that has no Imperial card", () => {
    const players = [0, 1, 2].map((i) => ({ userId: `u${i}`, name: `P${i}` }));
    const refusal = (options: string[]) => {
      const created = createGame({ seed: "crown", players, settings: { options } }, CTX);
      return created.ok ? "" : created.error.message;
    };
    expect(refusal(["starInTheCrown"])).toBe(
      "The option starInTheCrown needs the option ageOfEmpire as well.",
    );
    expect(refusal(["ageOfEmpire", "starInTheCrown", "variantCards"])).toBe(
      "The options starInTheCrown and variantCards cannot be used together.",
    );
  });
});

describe("Imperial II (SE Option 1) with Age of Empire", () => {
  it("the Ancient Throne's Mecatol Rex point is played like the rest of the card (variantCards.test.ts)", () => {
    const game = strategicAction({
      races: [...SEATED_RACES],
      holder: SOL,
      card: "imperial-2",
      options: ["ageOfEmpire", "imperial2"],
    });
    given(game, taken(SOL, "mecatol-rex", null));
    refuse(game, primary(SOL, "imperial-2", { option: "both" }), "ERR_IMPERIAL_OPTION");
    play(game, primary(SOL, "imperial-2", { option: "throne" }));
    expect(player(game, SOL).vp).toBe(1);
    expect(game.state.ancientThrone).toEqual({ seat: SOL, round: game.state.round });
    expectReplayMatches(game);
  });
});

describe("Homeworlds (FFG variants sheet): no VP while a Home System planet is lost", () => {
  const LETNEV = 3;

  it("withholds the Imperial card's VP, for good, while Jord is not Sol's", () => {
    const game = imperialTable(["homeworlds"]);
    given(game, taken(LETNEV, "jord", SOL));
    play(game, { type: "strategicAction", seat: SOL, card: "imperial" });
    expect(player(game, SOL).vp).toBe(0);
    expect(game.events).toContainEqual({
      type: "victoryPointsWithheld",
      seat: SOL,
      amount: 2,
      reason: "Imperial",
      why: "a planet of their Home System is not theirs (the Homeworlds variant)",
    });
    // Jord back: the points missed are not given back later.
    given(game, taken(SOL, "jord", LETNEV));
    expect(player(game, SOL).vp).toBe(0);
    expectReplayMatches(game);
    // Without the variant the same Imperial card gives its 2 VP.
    const off = imperialTable([]);
    given(off, taken(LETNEV, "jord", SOL));
    play(off, { type: "strategicAction", seat: SOL, card: "imperial" });
    expect(player(off, SOL).vp).toBe(2);
  });

  it("withholds Imperial II's Mecatol Rex point too, and objectives are refused (RR §21.1)", () => {
    const game = strategicAction({
      races: [...SEATED_RACES],
      holder: SOL,
      card: "imperial-2",
      options: ["ageOfEmpire", "imperial2", "homeworlds"],
    });
    given(game, taken(SOL, "mecatol-rex", null), taken(LETNEV, "jord", SOL));
    play(game, primary(SOL, "imperial-2", { option: "throne" }));
    expect(player(game, SOL).vp).toBe(0);
    expect(game.events).toContainEqual(
      expect.objectContaining({
        type: "victoryPointsWithheld",
        seat: SOL,
        reason: "Imperial II: Mecatol Rex",
      }),
    );
    othersDone(game, SOL, "imperial-2");
    declineAll(game, "imperial-2");
    play(game, { type: "pass", seat: SOL });
    expect(seatToAnswer(game, "scoreObjectives")).toBe(SOL);
    const card = row(game.state).find((id) => getObjective(id).kind === "stage1") as ObjectiveId;
    const claim = {
      type: "scoreObjectives" as const,
      seat: SOL,
      publicObjective: card,
      secretObjective: null,
    };
    refuse(game, claim, "ERR_HOME_NOT_CONTROLLED");
    expectReplayMatches(game);
  });

  it("the Saar still claim objectives without their Home System, but their other VP are withheld", () => {
    const races = ["xxcha", "saar", "jolnar", "letnev"];
    const game = imperialTable(["homeworlds"], "imperial", races);
    given(game, taken(LETNEV, "ragh", SOL));
    play(game, { type: "strategicAction", seat: SOL, card: "imperial" });
    expect(player(game, SOL).vp).toBe(0);
    expect(game.events.some((e) => e.type === "victoryPointsWithheld" && e.seat === SOL)).toBe(true);
    expect(checkHomeHeld(game.state, SOL)).toBeUndefined(); // their ability: objectives stay open to them
    expectReplayMatches(game);
  });
});

describe("the options played with Age of Empire, together and apart", () => {
  const players = [0, 1, 2, 3, 4, 5].map((i) => ({ userId: `u${i}`, name: `P${i}` }));
  const create = (options: OptionId[]) => createGame({ seed: "combo", players, settings: { options } }, CTX);
  const mine: OptionId[] = ["ageOfEmpire", "imperial2", "starInTheCrown", "homeworlds"];
  const subsets = mine.reduce<OptionId[][]>((all, id) => all.concat(all.map((s) => [...s, id])), [[]]);

  it.each(subsets.map((s) => [s.join(" + ") || "none", s] as const))("%s", (_name, options) => {
    const needsAge =
      (options.includes("imperial2") || options.includes("starInTheCrown")) &&
      !options.includes("ageOfEmpire");
    const clash = options.includes("imperial2") && options.includes("starInTheCrown");
    const result = create(options);
    if (!needsAge && !clash) {
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.state.config.options).toEqual(options);
      return;
    }
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toMatch(
      needsAge
        ? /^The option \w+ needs the option ageOfEmpire as well\.$/
        : /^The options \w+ and \w+ cannot be used together\.$/,
    );
  });

  it("Imperial II is dealt in place of Imperial; Variant Objectives deal SE's row", () => {
    const result = create(["ageOfEmpire", "imperial2", "variantObjectives", "homeworlds"]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.config.strategyCards).toContain("imperial-2");
    expect(result.state.config.strategyCards).not.toContain("imperial");
    expect(result.state.objectives.every((o) => getObjective(o.id).deck === "seVariant")).toBe(true);
    expect(getObjective(result.state.objectives.at(-1)?.id as ObjectiveId).endsGame).toBe(true);
    const refused = create(["ageOfEmpire", "imperial2", "variantCards"]);
    expect(!refused.ok && refused.error.message).toBe(
      "The options imperial2 and variantCards cannot be used together.",
    );
  });
});

describe("Homeworlds and the laws that give a point and take it back (Emperor, RR §20)", () => {
  const scene = (setUp: (game: Scenario) => void, card: "emperor" | "repeal") =>
    council(card, setUp, { options: ["homeworlds"] });
  const lacking = (game: Scenario) =>
    given(
      game,
      { type: "victoryPointsGained", seat: C.LETNEV, amount: 3, reason: "scenario" },
      taken(C.SOL, "wren-terra", C.LETNEV),
    );

  it("Emperor elected while Wren Terra is lost gives no VP, and the law notes it", () => {
    const game = scene(lacking, "emperor");
    vote(game, String(C.LETNEV));
    expect(player(game, C.LETNEV).vp).toBe(3);
    expect(game.state.laws).toEqual([expect.objectContaining({ card: "emperor", vpWithheld: true })]);
    expectReplayMatches(game);
  });

  it("so repealing it later takes nothing back", () => {
    const elected = (withheld: boolean) => (game: Scenario) => {
      lacking(game);
      given(game, {
        type: "agendaResolved",
        card: "emperor",
        outcome: String(C.LETNEV),
        passed: true,
        tally: {},
      });
      given(
        game,
        withheld
          ? {
              type: "victoryPointsWithheld",
              seat: C.LETNEV,
              amount: 1,
              reason: "Emperor",
              why: "x",
              law: "emperor",
            }
          : { type: "victoryPointsGained", seat: C.LETNEV, amount: 1, reason: "Emperor" },
      );
    };
    const game = scene(elected(true), "repeal");
    vote(game, "emperor");
    expect(game.state.laws).toEqual([]);
    expect(player(game, C.LETNEV).vp).toBe(3);
    expectReplayMatches(game);
    // The point he did get is taken back as usual.
    const got = scene(elected(false), "repeal");
    expect(player(got, C.LETNEV).vp).toBe(4);
    vote(got, "emperor");
    expect(player(got, C.LETNEV).vp).toBe(3);
  });
});
