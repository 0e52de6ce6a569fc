/**
 * Hope's End's face-down Leaders (2.3, the optional rule after "Killing and Capturing Leaders"; option
 * "classic:hiddenLeaders"): the others see where a player's Leaders are, never which; not in the view of
 * the state, not in the log's public lines, not on the map; until a Leader uses its skill. Sol act first
 * from their Home System next to Abyz/Fria; Hacan defend; Letnev look on.
 */
import { describe, expect, it } from "vitest";
import { readLine } from "../../src/app/catalog/index.ts";
import { narrateAll } from "../../src/app/narrate.ts";
import { answerOdds, type OddsRequest } from "../../src/app/odds.ts";
import { getLeader, getSystem, LEADERS, type RaceId } from "../../src/content/index.ts";
import { decisions, FACE_DOWN_LEADER, type GameEvent, view, viewEvent } from "../../src/engine/index.ts";
import { faceDownLeaders } from "../../src/engine/options/classicHiddenLeaders.ts";
import type { LeaderPlace, Seat, UnitCounts } from "../../src/engine/state.ts";
import { drawLeaders } from "../../src/render/leaders.ts";
import { inkOf } from "../../src/render/palette.ts";
import { recordDrawing } from "../../src/render/recording.ts";
import { expectReplayMatches, passActionWindows, play, refuse, type Scenario } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  lab,
  owns,
  place,
  scriptDice,
  tiles,
} from "../support/tactical.ts";

const FACE_DOWN = { settings: { options: ["classic:leaders", "classic:hiddenLeaders"] } };
const RACES: RaceId[] = ["sol", "hacan", "letnev"];

function hiddenLab() {
  const g = lab(RACES, FACE_DOWN);
  clearGalaxy(g);
  const seat = (race: RaceId) => g.seat[race] as number;
  const me = seat("sol");
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  return Object.assign(g, { me, hacan: seat("hacan"), letnev: seat("letnev"), h, a });
}
type HiddenLab = ReturnType<typeof hiddenLab>;

/** Every name a race's Leaders go by: their ids and their names. */
function namesOf(race: RaceId): string[] {
  return LEADERS.filter((l) => l.race === race).flatMap((l) => [l.id, l.name]);
}

/** The scene set as the engine would have told it: face down. */
function put(g: Scenario, leader: string, at: LeaderPlace): void {
  const seat = g.state.leaders?.find((l) => l.id === leader)?.seat as number;
  given(g, { type: "leaderMoved", seat, leader, at, reason: "scenario", faceDown: true });
}

const publicLines = (g: Scenario, events: readonly GameEvent[] = g.events) =>
  narrateAll(
    events.map((e) => viewEvent(e, null)),
    g.state,
  );

function expectUnnamed(text: string, race: RaceId): void {
  for (const name of namesOf(race)) expect(text.toLowerCase()).not.toContain(name.toLowerCase());
}

describe("face-down Leaders: what the others see (Hope's End 2.3)", () => {
  it("each Leader starts face down: its owner sees which, the others and the channel only where", () => {
    const g = hiddenLab();
    expect(g.state.leaders?.every((l) => l.faceDown)).toBe(true);
    const own = view(g.state, g.me).leaders?.filter((l) => l.seat === g.me) ?? [];
    expect(own.map((l) => l.id).sort()).toEqual(["connor", "delouis", "rev"]);
    for (const viewer of [g.hacan, g.letnev, null] as (Seat | null)[]) {
      const seen = view(g.state, viewer);
      const sol = seen.leaders?.filter((l) => l.seat === g.me) ?? [];
      expect(sol).toHaveLength(3);
      for (const l of sol) {
        expect(l.id).toBe(FACE_DOWN_LEADER);
        expect(l.at).toMatchObject({ on: "planet", position: g.h });
      }
      expectUnnamed(JSON.stringify(seen), "sol");
    }
    // Hacan see their own by name, and Sol's not.
    expect(view(g.state, g.hacan).leaders?.some((l) => l.seat === g.hacan && l.id !== FACE_DOWN_LEADER)).toBe(
      true,
    );
    expectReplayMatches(g);
  });

  it("the order they were placed in tells nothing: the view lists them by owner and place", () => {
    const g = hiddenLab();
    put(g, "delouis", { on: "planet", position: g.h, planet: "jord" });
    const shuffled = structuredClone(g.state);
    shuffled.leaders?.reverse();
    const others = (state: typeof g.state) => view(state, g.hacan).leaders?.filter((l) => l.seat !== g.hacan);
    expect(others(shuffled)).toEqual(others(g.state));
    expect(view(shuffled, g.me).leaders).not.toEqual(view(g.state, g.me).leaders);
  });

  it("the channel's lines, from the set-up on, never name them; their owner's events do", () => {
    const g = hiddenLab();
    place(g, g.me, g.h, { destroyer: 1 });
    const from = g.events.length;
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { destroyer: 1 } }], {
      leaders: [{ leader: "delouis", ship: "destroyer" }],
    });
    const lines = publicLines(g);
    expect(lines).toContain("Player 1's face-down Leader (moves aboard) is aboard 1 Destroyer");
    expectUnnamed(lines, "sol");
    expectUnnamed(lines, "hacan");
    expectUnnamed(JSON.stringify(g.events.map((e) => viewEvent(e, g.letnev))), "sol");
    const boarded = g.events
      .slice(from)
      .find((e) => e.type === "leaderMoved" && e.reason === "moves aboard") as GameEvent;
    expect(viewEvent(boarded, g.me)).toMatchObject({ leader: "delouis" });
    expect(viewEvent(boarded, null)).toMatchObject({
      leader: FACE_DOWN_LEADER,
      at: { on: "ship", position: g.a, ship: "destroyer" },
    });
    expectReplayMatches(g);
  });

  it("the map draws a face-down Leader as '?', not its type", () => {
    const g = hiddenLab();
    const tile = getSystem(g.state.board[g.h]?.tile as string);
    const drawn = (viewer: Seat | null) => {
      const recording = recordDrawing(1000, 1000);
      const here = (view(g.state, viewer).leaders ?? []).filter((l) => l.seat === g.me);
      drawLeaders(recording.canvas, 1, here, tile, { x: 500, y: 500 }, () => inkOf(null));
      return recording.canvas.texts();
    };
    expect(drawn(null)).toEqual(["?", "?", "?"]);
    expect(drawn(g.letnev)).toEqual(["?", "?", "?"]);
    const own = drawn(g.me);
    expect(own).not.toContain("?");
    expect(own).toHaveLength(3);
  });
});

describe("face-down Leaders in battle and as captives (Hope's End 2.3)", () => {
  /** Sol's Carrier with DeLouis aboard meets a Hacan Destroyer at Abyz and is sunk; then the fate die. */
  function sunk(fate: number) {
    const g = hiddenLab();
    place(g, g.hacan, g.a, { destroyer: 1 });
    place(g, g.me, g.h, { carrier: 1 });
    // The Carrier's two dice (the Admiral's one more) miss, the Destroyer hits; then the fate die.
    scriptDice(g, [1, 1, 10, fate]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1 } }], {
      leaders: [{ leader: "delouis", ship: "carrier" }],
    });
    return g;
  }

  it("captured: its captor sees which Leader he holds; the third player and the channel do not", () => {
    const g = sunk(7);
    const captive = (viewer: Seat | null) =>
      view(g.state, viewer).leaders?.find((l) => l.at.on === "captive");
    expect(captive(g.hacan)).toMatchObject({ id: "delouis", at: { on: "captive", captor: g.hacan } });
    expect(captive(g.letnev)).toMatchObject({ id: FACE_DOWN_LEADER, at: { on: "captive", captor: g.hacan } });
    expect(captive(null)?.id).toBe(FACE_DOWN_LEADER);
    const lines = publicLines(g);
    expect(lines).toMatch(/rolls 7 for a face-down Leader/);
    expectUnnamed(lines, "sol");
    expectReplayMatches(g);
  });

  it("escaping: the choice of its refuge names it to no one but in its owner's own view", () => {
    const g = sunk(10);
    const asked = decisions(g.state).find((d) => d.seat === g.me && d.kind === "answerCardChoice");
    expect(asked?.prompt).toContain("face-down Leader escapes");
    expectUnnamed(asked?.prompt ?? "", "sol");
    expectUnnamed(JSON.stringify(view(g.state, g.letnev).stack), "sol");
    expect(JSON.stringify(view(g.state, g.me).stack)).toContain("delouis");
    expectReplayMatches(g);
  });
});

describe("a face-down Leader shown as it uses its skill (Hope's End 2.3)", () => {
  /** Hacan hold Abyz with a Ground Force and these Leaders on it; Sol land two Ground Forces. */
  function invaded(g: HiddenLab, units: UnitCounts, leaders: string[]) {
    owns(g, g.hacan, "abyz");
    place(g, g.hacan, g.a, units, "abyz");
    for (const leader of leaders) put(g, leader, { on: "planet", position: g.a, planet: "abyz" });
    place(g, g.me, g.h, { carrier: 1, groundForce: 2 });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, groundForce: 2 } }]);
    for (const d of decisions(g.state))
      if (d.kind === "firePds") play(g, { type: "firePds", seat: d.seat, fire: false });
    passActionWindows(g);
    const from = g.events.length;
    play(g, { type: "landUnits", seat: g.me, landings: [{ planet: "abyz", units: { groundForce: 2 } }] });
    return g.events.slice(from);
  }

  it("a Diplomat turning an invasion back is named to all, and lies face down again after", () => {
    const g = hiddenLab();
    const gila = getLeader("gila");
    expect(gila.type).toBe("diplomat");
    const events = invaded(g, { groundForce: 1 }, ["gila"]);
    expect(events).toContainEqual(expect.objectContaining({ type: "diplomatShieldRaised", leader: "gila" }));
    expect(publicLines(g, events)).toContain(gila.name);
    // Shown for the moment only: the state's view still keeps it face down.
    const onAbyz = view(g.state, g.letnev).leaders?.filter(
      (l) => l.at.on === "planet" && l.at.planet === "abyz",
    );
    expect(onAbyz?.map((l) => l.id)).toEqual([FACE_DOWN_LEADER]);
    expectReplayMatches(g);
  });
});

describe("an Agent given up as a Sabotage, face down (Hope's End 2.3)", () => {
  /** The Hacan play Diplomatic Immunity; Sol (Connor, an Agent) and Letnev (no Agent) hold no card. */
  function played() {
    const g = lab(["hacan", "sol", "letnev"], FACE_DOWN);
    clearGalaxy(g);
    const [hacan, sol, letnev] = (["hacan", "sol", "letnev"] as RaceId[]).map((r) => g.seat[r] as number);
    given(g, { type: "actionCardsDrawn", seat: hacan as number, cards: ["diplomatic-immunity"] });
    const h = homeOf(g, hacan as number);
    play(g, { type: "playActionCard", seat: hacan as number, card: "diplomatic-immunity", system: h });
    return Object.assign(g, { hacan: hacan as number, sol: sol as number, letnev: letnev as number });
  }

  it("every player with a free face-down Leader is asked alike, so the asking tells nothing", () => {
    const g = played();
    const offers = decisions(g.state).filter((d) => d.kind === "sabotageWithAgent");
    expect(offers.map((d) => d.seat).sort()).toEqual([g.sol, g.letnev].sort());
    const [sol, letnev] = [g.sol, g.letnev].map((s) => offers.find((d) => d.seat === s));
    expect(sol?.prompt).toBe(letnev?.prompt);
    expect(sol?.choices).toBeUndefined();
    expectUnnamed(JSON.stringify(offers), "sol");
  });

  it("Letnev, with no Agent, cannot; Connor given up is shown to all as it cancels the card", () => {
    const g = played();
    refuse(g, { type: "sabotageWithAgent", seat: g.letnev, leader: "unlenn" }, "ERR_NO_AGENT");
    const events = play(g, { type: "sabotageWithAgent", seat: g.sol, leader: "connor" });
    expect(events).toContainEqual(expect.objectContaining({ type: "leaderMoved", leader: "connor" }));
    expect(publicLines(g, events)).toContain("Connor");
    expect(g.events).toContainEqual(
      expect.objectContaining({ type: "actionCardResolved", card: "diplomatic-immunity", cancelled: true }),
    );
    expectReplayMatches(g);
  });
});

describe("/ti odds with face-down Leaders", () => {
  it("counts another player's face-down Admiral no more than if it were not there; its owner's own, yes", () => {
    const g = hiddenLab();
    place(g, g.letnev, g.a, { destroyer: 1 });
    put(g, "unlenn", { on: "ship", position: g.a, ship: "destroyer" });
    expect(getLeader("unlenn").type).toBe("admiral");
    const line = `/ti odds system:${g.a} attacker:"1 cruiser"`;
    const read = readLine(line) as OddsRequest;
    const oddsFor = (state: typeof g.state, seat: number) => {
      const answer = answerOdds(read, { state, userId: state.players[seat]?.userId as string });
      if ("refused" in answer) throw new Error(answer.refused);
      return answer.text;
    };
    const without = structuredClone(g.state);
    without.leaders = without.leaders?.filter((l) => l.id !== "unlenn");
    const faceUp = structuredClone(g.state);
    for (const l of faceUp.leaders ?? []) delete l.faceDown;
    // The Admiral's die changes the odds when it is known…
    expect(oddsFor(faceUp, g.me)).not.toBe(oddsFor(without, g.me));
    // …and Sol, who may not see it, are told the odds as if it were not there.
    expect(oddsFor(g.state, g.me)).toBe(oddsFor(without, g.me));
  });
});

describe("a rescue die rolled for another's face-down Leader", () => {
  it("the invader who rolls it is not told which Leader it is; its owner is", () => {
    const g = hiddenLab();
    put(g, "delouis", { on: "captive", captor: g.hacan });
    const rolled = faceDownLeaders(g.state, {
      type: "leaderDieRolled",
      seat: g.letnev,
      leader: "delouis",
      value: 3,
      outcome: "rescue fails",
      rng: g.state.rng,
    });
    expect(rolled).toMatchObject({ faceDown: true, owner: g.me });
    expect(viewEvent(rolled, g.letnev)).toMatchObject({ leader: FACE_DOWN_LEADER });
    expect(viewEvent(rolled, null)).toMatchObject({ leader: FACE_DOWN_LEADER });
    expect(viewEvent(rolled, g.me)).toMatchObject({ leader: "delouis" });
  });
});
