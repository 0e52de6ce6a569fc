/**
 * Issue #16: narration in game words and never a bare "Done.". Every event type and every command type
 * goes through the narrator and each sentence is checked for what testers found: "Done.", internal names
 * ("answerSecondary", "technologicalBreakthrough"), ids with underscores, doubled words ("votes for
 * for"), double full stops ("discard.."). A player's own setting (autopass) is told to that player alone.
 */
import { describe, expect, it } from "vitest";
import { narrateEntry } from "../../../src/app/narrate/entries.ts";
import {
  isPersonalSetting,
  narrate,
  narrateCommand,
  settingConfirmations,
  TOLD_COMMAND_TYPES,
} from "../../../src/app/narrate.ts";
import { botCommand } from "../../../src/engine/bot/policy.ts";
import type { Command, GameEvent } from "../../../src/engine/index.ts";
import { apply, decisions } from "../../../src/engine/index.ts";
import { viewEvent } from "../../../src/engine/view.ts";
import { newScenario } from "../../support/engine.ts";
import { commandSamples, eventSamples, wordingProblems } from "../../support/narration.ts";

const game = newScenario(3, {}, "narrate-words");
const state = game.state;
const [alice, bob] = [state.players[0]?.name as string, state.players[1]?.name as string];
const pos = Object.keys(state.galaxy).find((label) => label !== "000") as string;
const EVENTS = eventSamples(state, pos);
const COMMANDS = commandSamples(pos);

describe("the wording check itself", () => {
  it.each([
    ["Done.", 'a bare "Done."'],
    [`${alice}: answerSecondary`, "camelCase"],
    [`${alice} gains XRD Transporters (technologicalBreakthrough).`, "camelCase"],
    ["deck_shuffled", "underscores"],
    [`${alice} gains deep-space-cannon.`, "a content id"],
    [`🗳 ${bob} casts 5 votes for for.`, "a doubled word"],
    [`${alice} has carried out: discard..`, "a double full stop"],
  ])("finds the fault in %j", (text, fault) => {
    expect(wordingProblems(text).join(" ")).toContain(fault);
  });

  it("passes plain game words, dice and ellipses", () => {
    expect(wordingProblems(`🎲 ${alice} — space battle at 104: 1 1 8✓ (hit on 7+) → 1 hit.`)).toEqual([]);
    expect(wordingProblems(`${alice} does not use the Jol-Nar re-roll.`)).toEqual([]);
  });
});

describe("every event type, in game words", () => {
  it.each(Object.values(EVENTS).map((e) => [e.type, e] as const))("%s", (_type, event) => {
    for (const view of [event, viewEvent(event, null)]) {
      const line = narrate(view, state);
      if (line !== null) expect(wordingProblems(line)).toEqual([]);
    }
  });

  it("names a technology's route as the rules do", () => {
    const gained = {
      ...EVENTS.technologyGained,
      technology: "xrd-transporters",
      via: "technologicalBreakthrough",
    };
    expect(narrate(gained, state)).toBe(`${alice} gains XRD Transporters (Technological Breakthrough).`);
    expect(narrate({ ...gained, via: "researchAndDevelopment" }, state)).toBe(
      `${alice} gains XRD Transporters (Research and Development).`,
    );
  });

  it("tells a vote For or Against without doubling a word, and a candidate by name", () => {
    expect(narrate({ ...EVENTS.votesCast, choice: "for", votes: 5 }, state)).toBe(
      `🗳 ${bob} casts 5 votes For.`,
    );
    expect(narrate({ ...EVENTS.votesCast, choice: "against", votes: 1 }, state)).toBe(
      `🗳 ${bob} casts 1 vote Against.`,
    );
    expect(narrate(EVENTS.votesCast, state)).toBe(`🗳 ${bob} casts 4 votes for ${alice}.`);
    const resolved = { ...EVENTS.agendaResolved, outcome: "for", tally: { for: 6, against: 2 } };
    expect(narrate(resolved, state)).toBe("Minister of War: For — passes (For 6, Against 2).");
  });

  it("ends a sentence once when the card's text brings its own full stop", () => {
    const what = "Wormhole Research (Against): wormholes cannot be used this round.";
    expect(narrate({ ...EVENTS.byHandConfirmed, what }, state)).toBe(`${alice} has carried out: ${what}`);
    expect(narrate({ ...EVENTS.resolvedByHand, what }, state)).not.toContain("..");
  });

  it("tells a declined secondary ability, which used to read as nothing", () => {
    expect(narrate({ ...EVENTS.secondaryAnswered, followed: false }, state)).toBe(
      `${bob} declines the secondary ability of Trade.`,
    );
  });

  it("names what a card's choice named, not its id", () => {
    const answered = { ...EVENTS.cardChoiceAnswered, answer: { choice: "deep-space-cannon" } };
    expect(narrate(answered, state)).toContain(": Deep Space Cannon.");
  });

  it("tells a private event's kind to the channel, never its content", () => {
    expect(narrate(viewEvent(EVENTS.secretObjectiveDealt, null), state)).toBe(
      `${alice} is dealt a Secret Objective.`,
    );
    expect(narrate(viewEvent(EVENTS.politicalDeckArranged, null), state)).toBe(
      `${alice} puts the Political Cards back.`,
    );
  });
});

describe("every command says something when its events tell nothing", () => {
  it("has a sentence for every command type", () => {
    expect([...TOLD_COMMAND_TYPES].sort()).toEqual(Object.keys(COMMANDS).sort());
  });

  it.each(Object.values(COMMANDS).map((m) => [m.type, m] as const))("%s", (_type, command) => {
    const told = narrateCommand(command as Command, [], state);
    if (isPersonalSetting(command)) {
      expect(told).toBeNull();
      return;
    }
    expect(told).toEqual(expect.any(String));
    expect(told).toContain(state.players[command.seat]?.name);
    expect(wordingProblems(told as string)).toEqual([]);
  });

  it("tells a pass in an Action Card window, a decline and a claim of nothing (once 'Done.')", () => {
    const passed: GameEvent[] = [
      { type: "actionWindowPassed", seat: 1, timing: "afterStrategyCardPlayed" },
      { type: "framePopped" },
    ];
    expect(narrateCommand(COMMANDS.passActionWindow, passed, state)).toBe(`${bob} plays no Action Card now.`);
    expect(narrateCommand(COMMANDS.answerSecondary, [], state)).toBe(
      `${bob} declines the secondary ability of Trade.`,
    );
    expect(narrateCommand(COMMANDS.scoreObjectives, [], state)).toBe(
      `${alice} scores no objective this round.`,
    );
  });

  it("tells a quiet act first when what follows has lines of its own (the last to pass is told too)", () => {
    const closing: GameEvent[] = [
      { type: "actionWindowPassed", seat: 1, timing: "afterStrategyCardPlayed" },
      { type: "framePopped" },
      EVENTS.combatRolled,
    ];
    expect(narrateCommand(COMMANDS.passActionWindow, closing, state)).toBe(
      `${bob} plays no Action Card now.\n${narrate(EVENTS.combatRolled, state)}`,
    );
    expect(narrateCommand(COMMANDS.scoreObjectives, [EVENTS.unitsRepaired], state)).toBe(
      `${alice} scores no objective this round.\nDamaged units are repaired.`,
    );
  });

  it("prefers the events' own lines when they tell something", () => {
    const told = narrateCommand(COMMANDS.tacticalAction, [EVENTS.systemActivated], state);
    expect(told).toBe(narrate(EVENTS.systemActivated, state));
  });

  it("never names a card from a hand it gives away or a Political Card it puts back", () => {
    expect(narrateCommand(COMMANDS.giveActionCards, [], state)).toBe(`${alice} gives ${bob} 1 Action Card.`);
    expect(narrateCommand(COMMANDS.arrangePoliticalDeck, [], state)).not.toContain("Minister");
    expect(narrateCommand(COMMANDS.answerCardChoice, [], state)).not.toContain("Sabotage");
  });
});

describe("a player's own settings", () => {
  const autopass = EVENTS.windowPassPreferenceSet;

  it("are never told in the channel, as events or as commands", () => {
    expect(narrate(autopass, state)).toBeNull();
    expect(narrate(EVENTS.hitAssignmentPreferenceSet, state)).toBeNull();
    expect(narrateCommand(COMMANDS.setAutoPassWindows, [autopass], state)).toBeNull();
    expect(narrateCommand(COMMANDS.setAutoAssignHits, [EVENTS.hitAssignmentPreferenceSet], state)).toBeNull();
  });

  it("are confirmed to their player alone", () => {
    expect(settingConfirmations([autopass], 0)).toMatch(
      /^Autopass is on: no Action Card window waits for you/,
    );
    expect(settingConfirmations([{ ...autopass, autoPassWindows: false }], 0)).toMatch(/^Autopass is off/);
    expect(settingConfirmations([autopass], 1)).toBeNull();
    expect(settingConfirmations([EVENTS.systemActivated], 0)).toBeNull();
  });

  it("keep a pass of every window private: the channel reads an ordinary pass, the player a confirmation", () => {
    const every = { ...COMMANDS.passActionWindow, everyWindow: true } as Command;
    const events: GameEvent[] = [
      { type: "actionWindowPassed", seat: 1, timing: "afterActivation" },
      { ...autopass, seat: 1 },
      { type: "framePopped" },
    ];
    expect(narrateCommand(every, events, state)).toBe(`${bob} plays no Action Card now.`);
    expect(settingConfirmations(events, 1)).toMatch(/^Autopass is on/);
    expect(settingConfirmations(events, 0)).toBeNull();
    // The offer itself is never told.
    expect(narrate(EVENTS.autoPassOffered, state)).toBeNull();
  });

  it("let what follows them be told (a window closing on them rolls the dice)", () => {
    const told = narrateCommand(COMMANDS.setAutoPassWindows, [autopass, EVENTS.combatRolled], state);
    expect(told).toBe(narrate(EVENTS.combatRolled, state));
  });
});

describe("the game log's entries", () => {
  it("reads as the channel did, never a command's internal name", () => {
    const decline = { actor: "user-1", command: COMMANDS.answerSecondary, events: [] };
    expect(narrateEntry(decline, state)).toBe(`${bob} declines the secondary ability of Trade.`);
    const start = { actor: "user-0", command: { type: "start" }, events: game.events };
    const begun = narrateEntry(start, state) as string;
    expect(begun).toMatch(/^The game begins!\n/);
    expect(wordingProblems(begun)).toEqual([]);
    expect(narrateEntry({ actor: "user-0", command: { type: "abandon" }, events: [] }, state)).toBe(
      `${alice} abandoned the game.`,
    );
    const setting = {
      actor: "user-0",
      command: COMMANDS.setAutoPassWindows,
      events: [EVENTS.windowPassPreferenceSet],
    };
    expect(narrateEntry(setting, state)).toBeNull();
  });
});

describe("the first rounds of a game played by bots", () => {
  // The engine's own pace (about 10 ms a command with the bot's choice) keeps this to the first rounds.
  it("tells every command in game words, and every change to the game with a sentence", () => {
    const played = newScenario(4, { boxes: ["base", "se"] }, "narrate-bots");
    let current = played.state;
    const ctx = { now: "2026-12-01T00:00:00.000Z" };
    const kinds = new Set<string>();
    const faults: string[] = [];
    for (let n = 0; n < 300 && current.phase !== "finished"; n++) {
      const waiting = [...new Set(decisions(current).map((d) => d.seat))];
      const command = waiting.map((seat) => botCommand(current, seat, ctx)).find((c) => c !== null);
      if (!command) break;
      const result = apply(current, command, ctx);
      if (!result.ok) throw new Error(result.error.message);
      current = result.state;
      kinds.add(command.type);
      const told = narrateCommand(command, result.events, current);
      if (isPersonalSetting(command)) continue;
      if (told === null || told === "") faults.push(`${command.type}: nothing told`);
      else faults.push(...wordingProblems(told).map((p) => `${command.type}: ${p}`));
    }
    expect(faults).toEqual([]);
    // The sweep reached the commands whose events tell nothing of their own.
    for (const kind of ["strategicAction", "answerSecondary", "passActionWindow", "moveUnits"])
      expect(kinds.has(kind), kind).toBe(true);
  });
});
