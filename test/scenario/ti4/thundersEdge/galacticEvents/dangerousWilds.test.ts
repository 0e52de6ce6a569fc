/**
 * TE Galactic Events: Dangerous Wilds (neutral infantry on hazardous planets, restored each round while
 * nobody holds them; a hazardous planet taken from the planet deck lets its taker research ignoring that many
 * prerequisites).
 */
import { describe, expect, it } from "vitest";
import { type Ti4PlanetId, type Ti4TechnologyId, ti4Planet } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { advanceFrames, pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { boardPlanets } from "../../../../../src/engine/ti4/actionCards/effect.ts";
import { controllerOf } from "../../../../../src/engine/ti4/board/forces.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import { hookAnswers } from "../../../../../src/engine/ti4/hooks/index.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { missingPrerequisites, techDeckOf } from "../../../../../src/engine/ti4/technology/research.ts";
import { wildsShortfall } from "../../../../../src/engine/ti4/thundersEdge/galacticEvents/dangerousWilds.ts";
import { neutralIn } from "../../../../../src/engine/ti4/thundersEdge/neutral.ts";
import { eventGame, eventSetup } from "../../../../support/ti4Events.ts";
import { CTX } from "../../../../support/ti4Status.ts";

const FACTIONS = ["hacan", "sol", "xxcha"] as const;
const EVENT = ["dangerous_wilds"] as const;

const hazardous = (s: Ti4State) =>
  boardPlanets(s).filter(({ planet }) => ti4Planet(planet).traits.includes("hazardous"));

function run(s: Ti4State, act: (tx: ReturnType<typeof beginTx<Ti4>>) => void) {
  const tx = beginTx<Ti4>(s, CTX);
  act(tx);
  advanceFrames(tx);
  expect(replayLog<Ti4>([{ type: "gameCreated", state: s } as Ti4Event, ...tx.events])).toEqual(tx.state);
  return { state: tx.state, events: tx.events };
}

const unmet = (s: Ti4State, seat: number, tech: Ti4TechnologyId) =>
  Object.values(missingPrerequisites(s, seat, tech)).reduce((a, b) => a + (b ?? 0), 0);

describe("TE Galactic Events: Dangerous Wilds", () => {
  it("puts neutral infantry equal to its resources on each hazardous planet nobody holds as set-up ends", () => {
    const at = eventSetup(FACTIONS, EVENT);
    const wild = hazardous(at.state).filter(({ planet }) => controllerOf(at.state, planet) === null);
    expect(wild.length).toBeGreaterThan(0);
    for (const { planet, position } of wild)
      expect(neutralIn(at.state.board[position], planet).units.infantry ?? 0).toBe(
        ti4Planet(planet).resources,
      );
    expect(wildsShortfall(at.state)).toEqual([]);
    expect(replayLog<Ti4>(at.events)).toEqual(at.state);
    // Without the event no hazardous planet holds neutral infantry.
    const plain = eventSetup(FACTIONS, []);
    for (const { planet, position } of hazardous(plain.state))
      expect(neutralIn(plain.state.board[position], planet).units.infantry ?? 0).toBe(0);
  });

  it("brings the infantry back as the status phase ends, where nobody holds the planet", () => {
    let emptied: { planet: Ti4PlanetId; position: string } | undefined;
    let held: { planet: Ti4PlanetId; position: string } | undefined;
    const at = eventGame(FACTIONS, EVENT, 0, (s) => {
      const wild = hazardous(s).filter(
        ({ planet }) => controllerOf(s, planet) === null && ti4Planet(planet).resources > 0,
      );
      [emptied, held] = wild;
      for (const target of [emptied, held]) {
        const neutral = s.board[target?.position as string]?.neutral;
        if (neutral?.planets) delete neutral.planets[target?.planet as Ti4PlanetId];
      }
      if (held) (s.players[1] as Ti4State["players"][number]).planets[held.planet] = { exhausted: false };
    });
    const e = emptied as { planet: Ti4PlanetId; position: string };
    const out = run(at.state, (tx) => {
      for (const answer of hookAnswers(tx.state, "statusPhaseEnded")) answer(tx);
    });
    expect(neutralIn(out.state.board[e.position], e.planet).units.infantry).toBe(
      ti4Planet(e.planet).resources,
    );
    if (held) expect(neutralIn(out.state.board[held.position], held.planet).units.infantry ?? 0).toBe(0);
  });

  it("a hazardous planet taken from the deck lets its taker research free, leaving that many prerequisites unmet", () => {
    const at = eventGame(FACTIONS, EVENT, 0);
    const wild = hazardous(at.state).filter(({ planet }) => controllerOf(at.state, planet) === null);
    // The poorest hazardous planet with any resources: some technology is still too far for it.
    const best = wild
      .filter(({ planet }) => ti4Planet(planet).resources > 0)
      .sort((a, b) => ti4Planet(a.planet).resources - ti4Planet(b.planet).resources)[0];
    const planet = best?.planet as Ti4PlanetId;
    const skips = ti4Planet(planet).resources;
    const out = run(at.state, (tx) => {
      tx.emit({ type: "ti4PlanetGained", seat: 0, planet, exhausted: false, from: null });
      for (const answer of hookAnswers(tx.state, "planetControlGained"))
        answer(tx, { seat: 0, planet, from: null });
    });
    expect(out.state.stack.at(-1)).toMatchObject({
      kind: "ti4Research",
      seat: 0,
      cost: 0,
      optional: true,
      skips,
    });
    const decisions = pendingDecisions<Ti4>(out.state);
    const research = decisions.find((d) => d.kind === "research");
    const choices = (research?.choices ?? []) as Ti4TechnologyId[];
    // Every technology offered is short of at most `skips` prerequisites, and one short of exactly that many is there.
    for (const tech of choices) expect(unmet(out.state, 0, tech)).toBeLessThanOrEqual(skips);
    if (skips > 0) expect(choices.some((tech) => unmet(out.state, 0, tech) === skips)).toBe(true);
    expect(decisions.some((d) => d.kind === "declineResearch")).toBe(true);
    // Too far a technology is refused, the state unchanged.
    const far = techDeckOf(out.state, 0).find(
      (tech) => unmet(out.state, 0, tech) > skips && !out.state.players[0]?.technologies.includes(tech),
    ) as Ti4TechnologyId;
    expect(far).toBeDefined();
    const refused = applyCommand<Ti4>(out.state, { type: "research", seat: 0, technology: far }, CTX);
    expect(refused.ok ? null : refused.error.code).toBe("ERR_TI4_PREREQUISITES");
    // The bot researches one of those offered.
    const [answer] = ti4Answers(out.state, research as never);
    expect(answer?.type).toBe("research");
    const done = applyCommand<Ti4>(out.state, answer as never, CTX);
    if (!done.ok) throw new Error(done.error.message);
    expect(done.state.stack.some((f) => f.kind === "ti4Research")).toBe(false);
    // A planet taken from another player, or a planet not hazardous, asks for nothing.
    const taken = run(at.state, (tx) => {
      for (const answer of hookAnswers(tx.state, "planetControlGained"))
        answer(tx, { seat: 0, planet, from: 1 });
    });
    expect(taken.state.stack.some((f) => f.kind === "ti4Research")).toBe(false);
  });
});
