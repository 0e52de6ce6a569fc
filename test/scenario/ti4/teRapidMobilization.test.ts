/**
 * TE "Galactic Events": Rapid Mobilization (thundersEdge/galacticEvents/rapidMobilization.ts). Set-up ends;
 * before the first strategy card is picked The Fracture is in play, each player holds the free planets next
 * to home with an infantry on each and their breakthrough, places a space dock with their flagship and 3
 * fighters on a planet gained so, and researches a technology for nothing. Refusals leave the state as it was.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { positionOfPlanet } from "../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create, finishSetup, play } from "../../support/ti4.ts";
import { draftFactions } from "../../support/ti4Factions.ts";

const FACTIONS = ["sol", "hacan", "muaat", "jolnar"] as const;
const CTX = { now: "2026-12-05T00:00:00.000Z" };

function setUp(event = true) {
  const events = event ? { galacticEvents: ["rapid_mobilization" as const] } : {};
  return finishSetup(
    draftFactions(
      create(4, { boxes: ["base", "te"], factionAssignment: "draft", ...events }, "te-rapid"),
      FACTIONS,
    ),
  );
}

/** The mobilization frame's planets offered to `seat`. */
function offered(state: Ti4State, seat: number): Ti4PlanetId[] {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "teRapidMobilization") throw new Error(`no mobilization frame: ${frame?.kind}`);
  return frame.planets[String(seat)] ?? [];
}

describe("TE Galactic Events: Rapid Mobilization", () => {
  it("before the first pick: The Fracture in play, planets next to home taken with infantry, breakthroughs gained", () => {
    const { state, events } = setUp();
    expect(state.phase).toBe("strategy");
    expect(state.fracture).toBeDefined();
    expect(state.stack.at(-1)?.kind).toBe("teRapidMobilization");
    // Nobody has picked yet: the strategy phase waits under the event's frames.
    expect(pendingDecisions<Ti4>(state).map((d) => d.kind)).not.toContain("pickStrategyCard");
    for (const p of state.players) {
      expect(p.breakthrough, `breakthrough of ${p.faction}`).toBeDefined();
      for (const planet of offered(state, p.seat)) {
        expect(p.planets[planet]).toEqual({ exhausted: true });
        const position = positionOfPlanet(state, planet) as string;
        const onIt = state.board[position]?.planets[planet]?.find((f) => f.seat === p.seat);
        expect(onIt?.units.infantry).toBe(1);
      }
    }
    // Every player's frame offers at least one planet on this board (the Hacan's neighbours hold planets).
    expect(offered(state, 1).length).toBeGreaterThan(0);
    expect(replayLog<Ti4>(events)).toEqual(state);
  });

  it("places the dock with the flagship and 3 fighters, then a free research, then the first pick", () => {
    let { state, events } = setUp();
    const seat = 1;
    const planet = offered(state, seat)[0] as Ti4PlanetId;
    const position = positionOfPlanet(state, planet) as string;
    const done = play(state, { type: "placeMobilizationDock", seat, planet });
    state = done.state;
    events = [...events, ...done.events];
    expect(state.board[position]?.planets[planet]?.find((f) => f.seat === seat)?.units.spaceDock).toBe(1);
    const ships = state.board[position]?.space.find((f) => f.seat === seat)?.units;
    expect(ships).toMatchObject({ flagship: 1, fighter: 3 });
    // Everyone else answers as the bot does; then the research frames come, cost 0, from the speaker.
    for (let i = 0; i < 40 && state.stack.at(-1)?.kind !== "ti4StrategyPhase"; i++) {
      const decision = pendingDecisions<Ti4>(state)[0];
      if (!decision) break;
      if (decision.kind === "research") {
        const frame = state.stack.at(-1);
        expect(frame?.kind === "ti4Research" && frame.cost).toBe(0);
      }
      const [command] = ti4Answers(state, decision);
      if (!command) throw new Error(`no answer to ${decision.kind}`);
      const next = play(state, command);
      state = next.state;
      events.push(...next.events);
    }
    expect(pendingDecisions<Ti4>(state).map((d) => d.kind)).toContain("pickStrategyCard");
    const docked = events.findIndex((e) => e.type === "ti4UnitsPlaced" && e.units.spaceDock === 1);
    const researched = events.slice(docked).filter((e) => e.type === "ti4TechnologiesGained");
    expect(researched.map((e) => e.type === "ti4TechnologiesGained" && e.seat).sort()).toEqual([0, 1, 2, 3]);
    expect(replayLog<Ti4>(events)).toEqual(state);
  });

  it("refuses a planet not gained by the event, a second dock, and a seat not asked, the state unchanged", () => {
    const { state } = setUp();
    const mine = offered(state, 1);
    const theirs = offered(state, 0)[0] as Ti4PlanetId;
    const refusal = (s: Ti4State, planet: Ti4PlanetId) => {
      const result = applyCommand<Ti4>(s, { type: "placeMobilizationDock", seat: 1, planet }, CTX);
      if (result.ok) throw new Error("accepted");
      return result.error.code;
    };
    expect(refusal(state, theirs)).toBe("ERR_TI4_MOBILIZATION_PLANET");
    expect(refusal(state, "mecatolrex" as Ti4PlanetId)).toBe("ERR_TI4_MOBILIZATION_PLANET");
    const placed = play(state, { type: "placeMobilizationDock", seat: 1, planet: mine[0] as Ti4PlanetId });
    // Answered once: the game no longer asks this seat (the kernel refuses before the rule is read).
    expect(refusal(placed.state, mine[0] as Ti4PlanetId)).toBe("ERR_NOT_YOUR_TURN");
  });

  it("changes nothing in a game without the event", () => {
    const { state } = setUp(false);
    expect(state.fracture).toBeUndefined();
    expect(state.stack.at(-1)?.kind).toBe("ti4StrategyPhase");
    expect(state.players.every((p) => p.breakthrough === undefined)).toBe(true);
  });
});
