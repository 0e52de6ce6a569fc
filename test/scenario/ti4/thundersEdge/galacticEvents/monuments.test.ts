/** TE Galactic Events: Monuments to the Ages (built instead of structures, commodities each status phase, points). */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { boardPlanets, isHomeSystem } from "../../../../../src/engine/ti4/actionCards/effect.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import { homePlanets } from "../../../../../src/engine/ti4/objectives/requirements.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { TI4_MONUMENTS_TO_THE_AGES } from "../../../../../src/engine/ti4/thundersEdge/galacticEvents/monuments.ts";
import { play } from "../../../../support/ti4.ts";
import { ACTION, run } from "../../factions/baseClash.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const OPEN = (s: Ti4State) =>
  boardPlanets(s).find((t) => !isHomeSystem(s, t.position) && t.planet !== "mecatolrex") as {
    planet: Ti4PlanetId;
    position: string;
  };

/** The action phase with the event in play, seat 0 holding a non-home planet and 7 trade goods. */
function monuments(events: string[] = ["monuments_to_the_ages"]): Ti4State {
  const s = structuredClone(ACTION);
  s.galacticEvents = events as never;
  const { planet } = OPEN(s);
  for (const p of s.players) delete p.planets[planet];
  const me = s.players[0];
  if (!me) throw new Error("no seat 0");
  me.planets[planet] = { exhausted: false };
  me.tradeGoods = 7;
  return s;
}

/** The revised Construction's frame for seat 0 on top of the stack. */
function constructing(s: Ti4State, primary: boolean): Ti4State {
  const c = structuredClone(s);
  c.stack.push({ kind: "ti4RevisedConstruction", seat: 0, part: primary ? "primary" : "secondary" });
  return c;
}

describe("TE Galactic Events: Monuments to the Ages", () => {
  it("instead of Construction's structures, 5 trade goods build a monument on a non-home planet", () => {
    const s = constructing(monuments(), true);
    const { planet } = OPEN(s);
    const offered = pendingDecisions<Ti4>(s).find((d) => d.kind === "buildMonument");
    expect(offered?.choices).toEqual([planet]);
    // The bot builds with goods to spare.
    expect(ti4Answers(s, offered as never)).toEqual([{ type: "buildMonument", seat: 0, planet }]);
    const built = play(s, { type: "buildMonument", seat: 0, planet });
    expect(built.state.monuments).toEqual([{ planet, commodities: 0, holder: 0, points: 0 }]);
    expect(built.state.players[0]?.tradeGoods).toBe(2);
    // The primary's second structure is still owed.
    expect(built.state.stack.at(-1)).toEqual({
      kind: "ti4RevisedConstruction",
      seat: 0,
      part: "afterProduction",
    });
    expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...built.events])).toEqual(built.state);
    // The secondary's one structure: the monument takes its place.
    const follower = constructing(monuments(), false);
    const followed = play(follower, { type: "buildMonument", seat: 0, planet });
    expect(followed.state.stack.some((f) => f.kind === "ti4RevisedConstruction")).toBe(false);
    expect(followed.state.monuments?.length).toBe(1);
  });

  it("is refused on a home planet, without 5 trade goods and past 3 monuments, the state unchanged", () => {
    const s = constructing(monuments(), true);
    const refusal = (state: Ti4State, planet: Ti4PlanetId) => {
      const copy = structuredClone(state);
      const result = applyCommand<Ti4>(state, { type: "buildMonument", seat: 0, planet }, CTX);
      expect(state).toEqual(copy);
      return result.ok ? null : [result.error.code, result.error.rule, result.error.message];
    };
    expect(refusal(s, homePlanets(s, 0)[0] as Ti4PlanetId)).toEqual([
      "ERR_TI4_MONUMENT",
      "TE Galactic Events: Monuments to the Ages",
      expect.stringContaining("non-home planet"),
    ]);
    const poor = structuredClone(s);
    (poor.players[0] as { tradeGoods: number }).tradeGoods = 4;
    expect(refusal(poor, OPEN(s).planet)?.[2]).toContain("costs 5 trade goods");
    const full = structuredClone(s);
    full.monuments = ["a", "b", "c"].map((p) => ({
      planet: p as Ti4PlanetId,
      commodities: 0,
      holder: 1,
      points: 0,
    }));
    expect(refusal(full, OPEN(s).planet)?.[2]).toContain("At most 3 monuments");
    // Without the event Construction offers no monument.
    const plain = constructing(monuments([]), true);
    expect(pendingDecisions<Ti4>(plain).some((d) => d.kind === "buildMonument")).toBe(false);
  });

  it("grows a commodity each status phase; every 3 are a point to whoever controls the planet", () => {
    const s = monuments();
    const { planet } = OPEN(s);
    s.monuments = [{ planet, commodities: 2, holder: 0, points: 0 }];
    const vp = (state: Ti4State, seat: number) => state.players[seat]?.vp ?? 0;
    const grown = run(s, (tx) => TI4_MONUMENTS_TO_THE_AGES.hooks?.statusPhaseEnded?.(tx));
    expect(grown.state.monuments).toEqual([{ planet, commodities: 3, holder: 0, points: 1 }]);
    expect(vp(grown.state, 0)).toBe(vp(s, 0) + 1);
    // Another player takes the planet: the point goes with it.
    const taken = structuredClone(grown.state);
    delete taken.players[0]?.planets[planet];
    (taken.players[1] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
    const moved = run(taken, () => {});
    expect(vp(moved.state, 0)).toBe(vp(s, 0));
    expect(vp(moved.state, 1)).toBe(vp(s, 1) + 1);
    expect(moved.state.monuments?.[0]?.holder).toBe(1);
    // The taker may destroy it (the bot keeps it): its point is lost.
    const asked = structuredClone(moved.state);
    asked.stack.push({ kind: "ti4MonumentTaken", seat: 1, planet });
    const decision = pendingDecisions<Ti4>(asked).find((d) => d.kind === "destroyMonument");
    expect(ti4Answers(asked, decision as never)).toEqual([
      { type: "destroyMonument", seat: 1, destroy: false },
    ]);
    const razed = play(asked, { type: "destroyMonument", seat: 1, destroy: true });
    expect(razed.state.monuments).toEqual([]);
    expect(vp(razed.state, 1)).toBe(vp(s, 1));
    expect(replayLog<Ti4>([{ type: "gameCreated", state: asked }, ...razed.events])).toEqual(razed.state);
  });
});
