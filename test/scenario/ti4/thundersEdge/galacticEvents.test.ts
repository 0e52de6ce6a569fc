/**
 * Galactic events (TE rulebook, "Setup" step 1 and "Galactic Events"): chosen at creation, or one drawn with
 * the game's seeded generator among those Mecatol plays, recorded right after the speaker is chosen, shown
 * in the view; events not built, and "Cultural Exchange Program" without Prophecy of Kings, are refused.
 */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import { createTi4Game } from "../../../../src/engine/ti4/setup/create.ts";
import { TI4_GALACTIC_EVENTS_BUILT } from "../../../../src/engine/ti4/thundersEdge/galacticEvents.ts";
import { ti4View } from "../../../../src/engine/ti4/view.ts";
import { create, finishSetup } from "../../../support/ti4.ts";
import { CTX } from "../../../support/ti4Status.ts";

const TE = ["base", "te"] as const;
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ userId: `u${i}`, name: `P${i}` }));

function refusal(settings: Parameters<typeof create>[1]): [string, string, string] | null {
  const made = createTi4Game({ seed: "events-1", players: seats(4), settings }, CTX);
  return made.ok ? null : [made.error.code, made.error.rule, made.error.message];
}

describe("TE Galactic Events: choosing them at set-up", () => {
  it("puts the chosen events into play right after the speaker, in the public view, and replays", () => {
    const made = create(4, { boxes: TE, galacticEvents: ["stellar_atomics"] });
    const types = made.events.map((e) => e.type);
    expect(types.indexOf("ti4GalacticEventsInPlay")).toBe(types.indexOf("ti4SpeakerChosen") + 1);
    expect(made.state.galacticEvents).toEqual(["stellar_atomics"]);
    expect(ti4View(made.state, null).galacticEvents).toEqual(["stellar_atomics"]);
    expect(replayLog<Ti4>(made.events)).toEqual(made.state);
  });

  it('"random" draws one of the built events with the seeded generator: the same seed, the same event', () => {
    const one = create(4, { boxes: TE, galacticEvents: "random" }, "draw-1");
    const again = create(4, { boxes: TE, galacticEvents: "random" }, "draw-1");
    expect(one.state.galacticEvents).toHaveLength(1);
    expect(TI4_GALACTIC_EVENTS_BUILT).toContain(one.state.galacticEvents?.[0]);
    expect(again.state.galacticEvents).toEqual(one.state.galacticEvents);
    expect(replayLog<Ti4>(one.events)).toEqual(one.state);
  });

  it("a game without events records none and plays as before", () => {
    const made = create(4, { boxes: TE });
    expect(made.events.some((e) => e.type === "ti4GalacticEventsInPlay")).toBe(false);
    expect(made.state.galacticEvents).toBeUndefined();
    expect(made.state.config.galacticEvents).toBeUndefined();
  });

  it("refuses, naming it, an event not built, one unknown, Cultural Exchange Program without PoK, and events without the te box", () => {
    expect(refusal({ boxes: TE, galacticEvents: ["age_of_exploration"] })).toEqual([
      "ERR_TI4_GALACTIC_EVENT",
      "TE Galactic Events",
      expect.stringContaining('"Age of Exploration" is not played by Mecatol yet'),
    ]);
    expect(refusal({ boxes: TE, galacticEvents: ["cultural_exchange_program"] })).toEqual([
      "ERR_TI4_GALACTIC_EVENT",
      "TE Expansion Integration",
      expect.stringContaining('"Cultural Exchange Program" is taken out of the box'),
    ]);
    expect(refusal({ boxes: TE, galacticEvents: ["galactic_peace"] })?.[2]).toContain(
      'There is no galactic event "galactic_peace"',
    );
    expect(refusal({ galacticEvents: ["stellar_atomics"] })?.[2]).toBe(
      "Galactic events come with Thunder's Edge: add the te box to play them.",
    );
    expect(refusal({ galacticEvents: "random" })?.[0]).toBe("ERR_TI4_GALACTIC_EVENT");
  });

  it("several events may be played together (TE: advanced groups), each once", () => {
    const made = create(4, {
      boxes: TE,
      galacticEvents: ["stellar_atomics", "advent_of_the_war_sun", "stellar_atomics"],
    });
    expect(made.state.galacticEvents).toEqual(["stellar_atomics", "advent_of_the_war_sun"]);
    const ready = finishSetup(made, true);
    expect(ready.state.phase).not.toBe("setup");
    expect(replayLog<Ti4>(ready.events)).toEqual(ready.state);
  });
});
