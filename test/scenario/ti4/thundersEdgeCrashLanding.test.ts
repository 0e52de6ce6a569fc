/**
 * Crash Landing (Thunder's Edge action card; its text in content/ti4/actionCards.te.ts; TE "Coexist"): when
 * the holder's last ship in the active system is destroyed, 1 of their ground forces in that space area goes
 * onto a planet of the system other than Mecatol Rex, coexisting with the units there. The moment
 * (combat/lastShip.ts) opens a quiet window for the holder alone; the card is refused elsewhere, for a unit
 * that is not a ground force there and for a planet outside the system. Replayed from its log.
 * Seat 0 (Hacan) attacks seat 1 (Nekro) in system 310, seat 1's home (baseClash.ts).
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4PlayableCards } from "../../../src/engine/ti4/actionCards/play.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { play } from "../../support/ti4.ts";
import { CTX } from "../../support/ti4Status.ts";
import { cardClash, planetOf310, playUntil, refusal, type Units } from "./factions/baseClash.ts";

const activate: Ti4Command = { type: "tacticalAction", seat: 0, system: "310" };

/** Seat 0 attacks 310 with `attacker` holding Crash Landing, against seat 1's `defender`, in a TE game. */
function start(attacker: Units, defender: Units): Ti4State {
  const state = cardClash(attacker, defender, { 0: ["crashlanding"] });
  state.config = { ...state.config, boxes: ["base", "te"] };
  return state;
}

const crashWindow = (s: Ti4State) => {
  const top = s.stack.at(-1);
  return top?.kind === "ti4CardWindow" && top.timing === "whenLastShipDestroyed";
};

function replays(begin: Ti4State, events: Ti4Event[], end: Ti4State) {
  expect(replayLog<Ti4>([{ type: "gameCreated", state: begin }, ...events])).toEqual(end);
}

function onPlanet(s: Ti4State, planet: Ti4PlanetId, seat: number) {
  return s.board["310"]?.planets[planet]?.find((f) => f.seat === seat)?.units ?? {};
}

describe("Crash Landing (TE action card; TE Coexist)", () => {
  it("as the holder's last ship in the active system is destroyed, lands a ground force there, coexisting", () => {
    const begin = start({ destroyer: 1, infantry: 2 }, { dreadnought: 3 });
    const open = playUntil(begin, crashWindow, activate);
    expect(open.state.stack.at(-1)).toMatchObject({ awaiting: [0], about: 0 });
    const planet = planetOf310(open.state);
    const plays = ti4PlayableCards(open.state, 0).find((c) => c.card === "crashlanding")?.plays ?? [];
    expect(plays).toContainEqual({ unit: "infantry", planet });
    // The bot saves its ground force.
    const decision = pendingDecisions<Ti4>(open.state).find((d) => d.kind === "passCardWindow");
    if (!decision) throw new Error("no window");
    expect(ti4Answers(open.state, decision)[0]).toMatchObject({
      type: "playActionCard",
      card: "crashlanding",
    });
    const played = play(open.state, {
      type: "playActionCard",
      seat: 0,
      card: "crashlanding",
      unit: "infantry",
      planet,
    });
    const landed = playUntil(played.state, (s) => !s.stack.some((f) => f.kind === "ti4SpaceCombat"));
    expect(onPlanet(landed.state, planet, 0)).toEqual({ infantry: 1 });
    expect(landed.state.coexistence).toContainEqual({ seat: 0, position: "310", planet });
    // The infantry left in space without ships goes when the combat ends (LRR 16.3c).
    expect(landed.state.board["310"]?.space.find((f) => f.seat === 0)).toBeUndefined();
    replays(begin, [...open.events, ...played.events, ...landed.events], landed.state);
  });

  it("refuses a unit that is not a ground force there, a planet elsewhere, and a play outside its moment", () => {
    const begin = start({ destroyer: 1, infantry: 1 }, { dreadnought: 3 });
    expect(
      refusal(begin, {
        type: "playActionCard",
        seat: 0,
        card: "crashlanding",
        unit: "infantry",
        planet: "mecatolrex",
      })?.[0],
    ).toBe("ERR_TI4_CARD_TIMING");
    const open = playUntil(begin, crashWindow, activate);
    const planet = planetOf310(open.state);
    const card = { type: "playActionCard", seat: 0, card: "crashlanding" } as const;
    const said = (command: Ti4Command) => {
      expect(refusal(open.state, command)).toEqual(["ERR_TI4_CARD_PLAY", "LRR 22"]);
      const result = applyCommand<Ti4>(open.state, command, CTX);
      return result.ok ? "" : result.error.message;
    };
    expect(said({ ...card, unit: "mech", planet })).toContain("no mech");
    expect(said({ ...card, unit: "destroyer", planet })).toContain("only a ground force");
    expect(said({ ...card, unit: "infantry", planet: "mecatolrex" })).toContain("not a planet of 310");
    expect(said({ ...card, unit: "infantry" })).toContain("name a planet");
  });

  it("opens no window while a ship of the holder's is left, nor for a holder without ground forces there", () => {
    const begin = start({ destroyer: 1 }, { dreadnought: 3 });
    const done = playUntil(begin, (s) => !s.stack.some((f) => f.kind === "ti4SpaceCombat"), activate);
    const windows = done.events.flatMap((e) =>
      e.type === "ti4FramePushed" && e.frame.kind === "ti4CardWindow" ? [e.frame.timing] : [],
    );
    expect(windows).not.toContain("whenLastShipDestroyed");
    replays(begin, done.events, done.state);
  });
});
