/**
 * The channel's narration: every event type has a public line or is listed as silent, the
 * tactical, combat, politics and trade events read as players would say them, and hidden events never
 * tell what was hidden.
 */
import { describe, expect, it } from "vitest";
import {
  NARRATED_EVENT_TYPES,
  narrate,
  narrateAll,
  SILENT_EVENTS,
  unitsText,
} from "../../../src/app/narrate.ts";
import type { GameEvent } from "../../../src/engine/index.ts";
import { viewEvent } from "../../../src/engine/view.ts";
import { newScenario } from "../../support/engine.ts";
import { eventSamples } from "../../support/narration.ts";

const game = newScenario(3, {}, "narrate");
const state = game.state;
const [alice, bob] = [state.players[0]?.name as string, state.players[1]?.name as string];
/** A position on the map. */
const pos = Object.keys(state.galaxy).find((label) => label !== "000") as string;

const SAMPLES = eventSamples(state, pos);

describe("every event type is narrated or listed as silent", () => {
  it("knows the same event types as the events union", () => {
    expect([...NARRATED_EVENT_TYPES].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(Object.values(SAMPLES).map((e) => [e.type, e] as const))("%s", (type, event) => {
    const line = narrate(event, state);
    if (SILENT_EVENTS.has(type)) {
      expect(line).toBeNull();
      return;
    }
    expect(line).toEqual(expect.any(String));
    expect(line?.length).toBeGreaterThan(5);
    // A line about a player names them.
    if ("seat" in event && typeof event.seat === "number")
      expect(line).toContain(state.players[event.seat]?.name);
  });

  it("keeps engine bookkeeping, window passes and personal settings silent, and only those", () => {
    expect([...SILENT_EVENTS].sort()).toEqual(
      [
        "actionWindowPassed",
        "hitAssignmentPreferenceSet",
        "windowPassPreferenceSet",
        "autoPassOffered",
        "deckShuffled",
        "domainCountersDealt",
        "faceDownSystemsSet",
        "artifactsDealt",
        "framePopped",
        "framePushed",
        "frameReplaced",
        "gameCreated",
        // Where a fleet arrived, for the Mine Fields (Borderlands) set off after the PDS fire.
        "mineFieldFleetMoved",
      ].sort(),
    );
  });
});

describe("lines players read", () => {
  it("tells an activation with the system, instead of a bare 'Done.'", () => {
    expect(narrate(SAMPLES.systemActivated, state)).toMatch(
      new RegExp(`^${alice} activates ${pos} \\(.+\\)\\.$`),
    );
    expect(narrate({ ...SAMPLES.systemActivated, from: "strategy" }, state)).toContain(
      "(counter from Strategy Allocation)",
    );
  });

  it("tells movement, landing and production with unit names", () => {
    expect(narrate(SAMPLES.unitsMoved, state)).toMatch(
      new RegExp(`^${alice} moves 2 Cruisers, 1 Carrier from 104 to ${pos} .* via 103\\.$`),
    );
    expect(narrate(SAMPLES.unitsLanded, state)).toBe(`${alice} lands 1 Ground Force on Fria.`);
    expect(narrate(SAMPLES.unitsLifted, state)).toBe(`${alice} picks up 2 Ground Forces from Abyz.`);
    expect(unitsText({ fighter: 1, warSun: 2, groundForce: 0 })).toBe("2 War Suns, 1 Fighter");
  });

  it("shows every combat die, the re-rolled ones and the hits", () => {
    expect(narrate(SAMPLES.combatRolled, state)).toMatch(
      new RegExp(`^🎲 ${alice} — space battle at ${pos} .*: 8✓ 2→3 \\(hit on 7\\+\\) → 1 hit\\.$`),
    );
    const mixed = {
      ...SAMPLES.combatRolled,
      dice: [
        { unit: "cruiser" as const, value: 8, needed: 7, hit: true },
        { unit: "fighter" as const, value: 8, needed: 9, hit: false },
      ],
    };
    expect(narrate(mixed, state)).toContain(": 8✓/7+ 8/9+ → 1 hit.");
  });

  it("tells votes and results with players' names", () => {
    expect(narrate(SAMPLES.votesCast, state)).toBe(`🗳 ${bob} casts 4 votes for ${alice}.`);
    expect(narrate({ ...SAMPLES.votesCast, choice: null, votes: 0 }, state)).toBe(`${bob} abstains.`);
    expect(narrate(SAMPLES.agendaResolved, state)).toBe(
      `Minister of War: ${alice} — passes (${alice} 4, ${bob} 3).`,
    );
  });

  it("tells how long a lasting card effect lasts, Temporary Stability only until the Status Phase", () => {
    const started = (effect: string, lastRound: number | null) =>
      narrate(
        {
          type: "cardEffectStarted",
          effect: {
            effect,
            seat: 0,
            target: null,
            planets: [],
            system: null,
            choice: null,
            round: 1,
            lastRound,
          },
        } as GameEvent,
        state,
      );
    expect(started("temporaryStability", 1)).toContain("lasts until the Status Phase begins");
    expect(started("moraleBoost", 1)).toContain("lasts until the end of this round");
    expect(started("moraleBoost", 3)).toContain("lasts through round 3");
  });

  it("tells trade proposals and agreements", () => {
    expect(narrate(SAMPLES.tradeProposed, state)).toBe(
      `Trade proposal #1: ${alice} offers ${bob} their 2 contract for a 3.`,
    );
    expect(narrate(SAMPLES.tradeAgreementFormed, state)).toBe(
      `🤝 Trade agreement: ${alice} collects 3, ${bob} collects 2.`,
    );
  });

  it("never tells what a hidden event hid", () => {
    const drawn = narrate(viewEvent(SAMPLES.actionCardsDrawn, null), state);
    expect(drawn).toBe(`${alice} draws Action Cards.`);
    expect(narrate(viewEvent(SAMPLES.deckShuffled, null), state)).toBeNull();
    // Even unredacted, the public line counts cards and never names them.
    expect(narrate(SAMPLES.actionCardsDrawn, state)).toBe(`${alice} draws 2 Action Cards.`);
    expect(narrate(SAMPLES.politicalDeckArranged, state)).not.toContain("Minister");
  });

  it("tells a GM correction with its reason, never naming an Action Card it moved", () => {
    expect(narrate(SAMPLES.gmCorrected, state)).toBe(
      `🛠 GM correction for ${bob} — Trade Goods set to 4: misclick in round 2`,
    );
    const card = {
      ...SAMPLES.gmCorrected,
      correction: { kind: "actionCard" as const, to: "discard" as const },
    };
    expect(narrate(card, state)).toContain("an Action Card moved from the hand to the discard pile");
    expect(narrate(SAMPLES.gmActionCardMoved, state)).not.toContain("Sabotage");
    // Publicly the card's move is told by the correction's own line alone.
    expect(narrate(viewEvent(SAMPLES.gmActionCardMoved, null), state)).toBeNull();
    const units = {
      ...SAMPLES.gmCorrected,
      correction: { kind: "units" as const, position: pos, units: { cruiser: 2 }, remove: true },
    };
    expect(narrate(units, state)).toMatch(new RegExp(`— 2 Cruisers removed from ${pos} \\(.+\\): misclick`));
  });

  it("joins the lines of one command, leaving silent events out", () => {
    const text = narrateAll([SAMPLES.framePushed, SAMPLES.systemActivated, SAMPLES.framePopped], state);
    expect(text.split("\n")).toHaveLength(1);
  });
});
