/**
 * SE Option 5, Artifacts (SE p.9-10): planets chosen at set-up receive face-down tokens; the first player
 * to gain such a planet turns its token up; an artifact's Special Objective and its 1 VP go with control
 * of its planet, from player to player, for the rest of the game.
 */
import { describe, expect, it } from "vitest";
import { defaultAction } from "../../src/app/deadline.ts";
import type { PlanetId, RaceId, StrategyCardId, SystemId } from "../../src/content/index.ts";
import { visibilityOf } from "../../src/engine/events.ts";
import { neighbourLabels, ringOfLabel } from "../../src/engine/galaxy/hex.ts";
import { decisions, view } from "../../src/engine/index.ts";
import { gainVp } from "../../src/engine/rules/politics/agendaTools.ts";
import type { ArtifactFace } from "../../src/engine/state.ts";
import { beginTx } from "../../src/engine/tx.ts";
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
import { activateAndMove, clearGalaxy, homeOf, inward, place, remove, tiles } from "../support/tactical.ts";

const RACES: readonly RaceId[] = ["sol", "muaat", "hacan"];
/** Three systems around Mecatol Rex, two rings from every Home System: Hope's End, Abyz / Fria, Lodor. */
const [HOPE, ABYZ, LODOR] = [0, 2, 4].map((i) => neighbourLabels("000")[i] as string) as [
  string,
  string,
  string,
];
/** Where fleets wait, next to Hope's End and Abyz / Fria: ring 2, empty space. */
const near = (position: string) => neighbourLabels(position).find((p) => ringOfLabel(p) === 2) as string;

type Table = Scenario & { sol: number; muaat: number; hacan: number };

/** Races drafted, then the map cleared but for the three systems, the game asking for artifact planets. */
function table(
  systems: Record<string, SystemId> = { [HOPE]: "hopes-end", [ABYZ]: "abyz-fria", [LODOR]: "lodor" },
  options: string[] = [],
): Table {
  const game = newScenario(3, { raceAssignment: "draft", options: ["artifacts", ...options] }, "artifacts");
  for (const race of RACES) play(game, { type: "pickRace", seat: seatToAnswer(game, "pickRace"), race });
  const seat = (race: RaceId) => game.state.players.find((p) => p.race === race)?.seat as number;
  clearGalaxy(game);
  tiles(game, systems);
  return Object.assign(game, { sol: seat("sol"), muaat: seat("muaat"), hacan: seat("hacan") });
}

/** Each player in turn names the next planet. */
function choose(game: Scenario, ...planets: PlanetId[]): void {
  for (const planet of planets)
    play(game, { type: "placeArtifact", seat: seatToAnswer(game, "placeArtifact"), planet });
}

/** Picks that make Sol act first and Muaat second (Initiative, Diplomacy), the Hacan last. */
function toActionPhase(game: Table): void {
  const cards: Record<number, StrategyCardId[]> = {
    [game.sol]: ["initiative", "logistics"],
    [game.muaat]: ["diplomacy", "trade"],
    [game.hacan]: ["warfare", "technology"],
  };
  while (game.state.phase === "strategy") {
    const seat = seatToAnswer(game, "pickStrategyCard");
    play(game, { type: "pickStrategyCard", seat, card: cards[seat]?.shift() as StrategyCardId });
  }
}

/** The three tokens set out, their faces as given (a scene: the shuffle's own result is replaced). */
function dealt(game: Table, tokens: Partial<Record<PlanetId, ArtifactFace>>): void {
  choose(game, "hopes-end", "abyz", "lodor");
  given(game, { type: "artifactsDealt", tokens, rng: game.state.rng });
  toActionPhase(game);
}

/** `seat` flies a Carrier with Ground Forces from the ring-2 system next to `position` and lands on `planet`. */
function land(game: Scenario, seat: number, position: string, planet: PlanetId, groundForce = 1): void {
  const from = near(position);
  place(game, seat, from, { carrier: 1, groundForce });
  activateAndMove(game, seat, position, [{ from, units: { carrier: 1, groundForce } }]);
  play(game, { type: "landUnits", seat, landings: [{ planet, units: { groundForce } }] });
}

const vp = (game: Scenario, seat: number) => game.state.players[seat]?.vp;
const token = (game: Scenario, planet: string) => game.state.artifacts?.find((a) => a.planet === planet);

describe("setting up the Artifacts (SE p.9)", () => {
  it("right after the map, each player from the Speaker chooses a planet; the tokens lie face down, unknown to all", () => {
    const game = table();
    expect(game.state.phase).toBe("setup");
    expect(decisions(game.state)[0]).toMatchObject({ kind: "placeArtifact", seat: game.state.speaker });
    const asked: number[] = [];
    for (const planet of ["hopes-end", "abyz", "lodor"] as const) {
      asked.push(seatToAnswer(game, "placeArtifact"));
      choose(game, planet);
    }
    const speaker = game.state.speaker;
    expect(asked).toEqual([0, 1, 2].map((k) => (speaker + k) % 3));
    // Four artifacts and four blanks shuffled: three laid out, face down, the rest back in the box.
    const faces = Object.values(game.state.decks.artifacts ?? {});
    expect(faces).toHaveLength(3);
    expect(game.state.artifacts).toEqual(
      ["hopes-end", "abyz", "lodor"].map((planet) => ({ planet, artifact: null, holder: null })),
    );
    // Nobody sees what a token is: the deal is told to no one, and no view carries the faces.
    const deal = game.events.find((e) => e.type === "artifactsDealt");
    expect(deal && visibilityOf(deal)).toEqual({ seats: [] });
    expect(JSON.stringify(view(game.state, speaker))).not.toMatch(/lazaxArmory|blank|ancientShipwreck/);
    // Then the set-up goes on: starting forces, and the first Strategy Phase.
    expect(game.state.phase).toBe("strategy");
    expect(game.state.board[homeOf(game, game.sol)]?.space.length).toBeGreaterThan(0);
    expectReplayMatches(game);
  });

  it("Mecatol Rex, the systems next to a Home System and a system already chosen are refused", () => {
    const game = table({ [HOPE]: "hopes-end", [ABYZ]: "abyz-fria", [LODOR]: "lodor" });
    tiles(game, { [inward(homeOf(game, game.sol))]: "quann" });
    const seat = seatToAnswer(game, "placeArtifact");
    const refused = (planet: PlanetId) =>
      refuse(game, { type: "placeArtifact", seat, planet }, "ERR_ARTIFACT_PLANET");
    expect(refused("mecatol-rex")).toMatch(/Mecatol Rex is barred/);
    expect(refused("quann")).toMatch(/in or next to a Home System/);
    expect(refused("bereg")).toMatch(/not on the board/);
    choose(game, "abyz");
    const next = seatToAnswer(game, "placeArtifact");
    const message = refuse(
      game,
      { type: "placeArtifact", seat: next, planet: "fria" },
      "ERR_ARTIFACT_PLANET",
    );
    expect(message).toMatch(/its system already holds a chosen planet/);
    refuse(game, { type: "placeArtifact", seat, planet: "lodor" }, "ERR_NOT_YOUR_TURN");
    expect(decisions(game.state)[0]?.choices).toEqual(["hopes-end", "lodor"]);
    expectReplayMatches(game);
  });

  it("a deadline, like the bot, chooses the open planet nearest the player's Home System", () => {
    const game = table();
    const seat = seatToAnswer(game, "placeArtifact");
    const chosen = defaultAction(game.state, seat)?.command;
    expect(chosen).toMatchObject({ type: "placeArtifact", seat });
    play(game, chosen as never);
    expectReplayMatches(game);
  });

  it("a player left with no planet to choose chooses none, and set-up goes on", () => {
    const game = table({ [LODOR]: "lodor" });
    choose(game, "lodor");
    expect(game.state.phase).toBe("strategy");
    expect(Object.keys(game.state.decks.artifacts ?? {})).toEqual(["lodor"]);
    expectReplayMatches(game);
  });
});

describe("playing with Artifacts (SE p.9-10)", () => {
  it("the rulebook's example: Sol turns up the Lazax Armory on Hope's End, then Muaat takes it", () => {
    const game = table();
    dealt(game, { "hopes-end": "lazaxArmory", abyz: "blank", lodor: "precursorFossil" });
    land(game, game.sol, HOPE, "hopes-end");
    expect(token(game, "hopes-end")).toEqual({
      planet: "hopes-end",
      artifact: "lazaxArmory",
      holder: game.sol,
    });
    expect(vp(game, game.sol)).toBe(1);
    const told = game.events.filter((e) => e.type === "artifactRevealed" || e.type === "artifactHeld");
    expect(told).toEqual([
      { type: "artifactRevealed", seat: game.sol, planet: "hopes-end", artifact: "lazaxArmory" },
      { type: "artifactHeld", artifact: "lazaxArmory", seat: game.sol, from: null },
    ]);
    expect(game.state.decks.artifacts?.["hopes-end"]).toBeUndefined();
    // Later, Sol's forces there gone, Muaat lands on the undefended planet and takes it with the Armory.
    remove(game, game.sol, HOPE, { carrier: 1 });
    remove(game, game.sol, HOPE, { groundForce: 1 }, "hopes-end");
    expect(seatToAnswer(game, "tacticalAction")).toBe(game.muaat);
    land(game, game.muaat, HOPE, "hopes-end");
    expect(token(game, "hopes-end")?.holder).toBe(game.muaat);
    expect([vp(game, game.sol), vp(game, game.muaat)]).toEqual([0, 1]);
    expectReplayMatches(game);
  });

  it("a blank token is turned up and discarded: no Objective, no VP", () => {
    const game = table();
    dealt(game, { "hopes-end": "lazaxArmory", abyz: "blank", lodor: "precursorFossil" });
    land(game, game.sol, ABYZ, "abyz");
    expect(token(game, "abyz")).toBeUndefined();
    expect(game.state.artifacts).toHaveLength(2);
    expect(vp(game, game.sol)).toBe(0);
    expect(game.events).toContainEqual({
      type: "artifactRevealed",
      seat: game.sol,
      planet: "abyz",
      artifact: null,
    });
    expectReplayMatches(game);
  });

  it("a planet lost to nobody takes the Objective and its VP with it; the artifact stays face up", () => {
    const game = table();
    dealt(game, { "hopes-end": "lazaxArmory", abyz: "blank", lodor: "precursorFossil" });
    land(game, game.sol, HOPE, "hopes-end");
    // However control goes (here a card turns the planet neutral), the next step of the game follows it.
    given(game, { type: "planetLost", seat: game.sol, planet: "hopes-end", reason: "Local Unrest" });
    play(game, { type: "setAutoPassWindows", seat: game.hacan, on: false });
    expect(game.events.at(-1)).toEqual({
      type: "artifactHeld",
      artifact: "lazaxArmory",
      seat: null,
      from: game.sol,
    });
    expect(token(game, "hopes-end")).toEqual({ planet: "hopes-end", artifact: "lazaxArmory", holder: null });
    expect(vp(game, game.sol)).toBe(0);
    expectReplayMatches(game);
  });

  it("an artifact that brings its holder to the target wins the game at once (RR §22)", () => {
    const game = table();
    dealt(game, { "hopes-end": "lazaxArmory", abyz: "blank", lodor: "precursorFossil" });
    given(game, { type: "victoryPointsGained", seat: game.sol, amount: 9, reason: "scenario" });
    land(game, game.sol, HOPE, "hopes-end");
    expect(game.state.phase).toBe("finished");
    expect(game.state.winners).toEqual([game.sol]);
    refuse(game, { type: "pass", seat: game.muaat }, "ERR_GAME_OVER");
    expectReplayMatches(game);
  });

  it("while he holds artifacts, a player's VP never drop below their number (RR §22)", () => {
    const game = table();
    dealt(game, { "hopes-end": "lazaxArmory", abyz: "blank", lodor: "precursorFossil" });
    land(game, game.sol, HOPE, "hopes-end");
    const lose = (amount: number) => {
      const tx = beginTx(game.state, CTX);
      gainVp(tx, [game.sol, game.muaat], amount, "Imperial Mandate");
      return tx.events;
    };
    // Sol's only VP is the Armory's: a loss of 1 takes nothing; Muaat, at 0, is told as before.
    expect(lose(-1)).toEqual([
      { type: "victoryPointsGained", seat: game.muaat, amount: -1, reason: "Imperial Mandate" },
    ]);
    given(game, { type: "victoryPointsGained", seat: game.sol, amount: 2, reason: "scenario" });
    expect(lose(-3)[0]).toEqual({
      type: "victoryPointsGained",
      seat: game.sol,
      amount: -2,
      reason: "Imperial Mandate",
    });
  });
});

describe("with the Homeworlds variant (RR §24.6)", () => {
  it("a player who does not hold his Home System turns the token up but takes the artifact only once he does", () => {
    const game = table(undefined, ["homeworlds"]);
    dealt(game, { "hopes-end": "lazaxArmory", abyz: "blank", lodor: "precursorFossil" });
    const home = Object.keys(game.state.players[game.sol]?.planets ?? {})[0] as PlanetId;
    given(game, { type: "planetLost", seat: game.sol, planet: home, reason: "scenario" });
    land(game, game.sol, HOPE, "hopes-end");
    expect(token(game, "hopes-end")).toEqual({ planet: "hopes-end", artifact: "lazaxArmory", holder: null });
    expect(vp(game, game.sol)).toBe(0);
    // His Home System his again, the next step of the game hands him the artifact.
    given(game, {
      type: "planetGained",
      seat: game.sol,
      planet: home,
      from: null,
      exhausted: false,
      round: 1,
    });
    play(game, { type: "setAutoPassWindows", seat: game.hacan, on: false });
    expect(token(game, "hopes-end")?.holder).toBe(game.sol);
    expect(vp(game, game.sol)).toBe(1);
    expectReplayMatches(game);
  });
});
