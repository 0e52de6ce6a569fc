/**
 * The last base faction notes (LRR 69): Ragh's Call (the Saar), played after its holder commits ground forces
 * (LRR 49.2), and Greyfire Mutagen (the Yin), played after a system is activated (LRR 89.1); each carried
 * out, refused with the state unchanged, replayed from the log, and answered by the bot. Positions: the
 * trading table (test/support/ti4Trade.ts), an invasion from the first turn of a 6-player game
 * (test/support/ti4Tactical.ts: seat 3 at home 310, next to 311) and the base factions' clash in 310
 * (factions/baseClash.ts).
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { unitsIn } from "../../../src/engine/ti4/board/forces.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { activateQuietly } from "../../support/ti4.ts";
import { giveFaction } from "../../support/ti4GiveFaction.ts";
import { HOME, HOME_PLANET, position, put, SEAT } from "../../support/ti4Tactical.ts";
import {
  actionPhase,
  CTX,
  edited,
  type Game,
  giveNote,
  noteWindowFor,
  player,
  playInNoteWindow,
  refusal,
  replayed,
  setFaction,
  step,
  turnOf,
} from "../../support/ti4Trade.ts";
import { clash, playOut, withFactions } from "./factions/baseClash.ts";

/** The sentence a refused command gets; the state is left as it was. */
function refusedWith(state: Ti4State, command: Ti4Command): string | null {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : result.error.message;
}

function framesPushed(events: readonly Ti4Event[]): string[] {
  return events.flatMap((e) => (e.type === "ti4FramePushed" ? [e.frame.kind] : []));
}

describe("Ragh's Call (LRR 69, 49.2)", () => {
  const SAAR = 0;
  const WELLON = "wellon" as Ti4PlanetId;

  /**
   * Seat 3, holding the Saar's Ragh's Call, has 2 infantry on a carrier in 311; the Saar (seat 0) hold Wellon
   * there with 2 infantry, and their home planets. `edit` adjusts the position; the game waits at the commit.
   */
  function atCommit(edit: (s: Ti4State) => void = () => {}): Game {
    const s = position((s) => {
      giveFaction(s, SAAR, "saar");
      giveNote(s, SAAR, "ragh", SEAT);
      s.board["311"] = { space: [], planets: { wellon: [] }, commandTokens: [] };
      player(s, SAAR).planets.wellon = { exhausted: false };
      put(s, "311", { infantry: 2 }, SAAR, "wellon");
      put(s, "311", { carrier: 1, infantry: 2 });
      edit(s);
    });
    let game = edited({ state: s, events: [] }, () => {});
    game = step(game, { type: "tacticalAction", seat: SEAT, system: "311" });
    while (pendingDecisions<Ti4>(game.state)[0]?.kind === "moveShips")
      game = step(game, { type: "moveShips", seat: SEAT, moves: [] });
    expect(pendingDecisions<Ti4>(game.state)[0]).toMatchObject({ kind: "commitGroundForces", seat: SEAT });
    return game;
  }
  const land: Ti4Command = {
    type: "commitGroundForces",
    seat: SEAT,
    landings: [{ planet: WELLON, infantry: 2 }],
  };

  it("moves the Saar's ground forces off the planet landed on to one of theirs; the holder takes it unopposed", () => {
    let game = step(atCommit(), land);
    expect(noteWindowFor(game.state, SEAT)).toBe(true);
    expect(game.state.stack.at(-1)).toMatchObject({ moment: "groundForcesCommitted", planets: [WELLON] });
    const window = pendingDecisions<Ti4>(game.state)[0];
    if (!window) throw new Error("no decision");
    expect(ti4Answers(game.state, window)[0]).toEqual({
      type: "playPromissoryNote",
      seat: SEAT,
      note: "ragh",
      owner: SAAR,
    });
    game = playInNoteWindow(game, SEAT, "ragh", SAAR);
    // LRR 69.3: it is back with the Saar as soon as it is played; where the forces go is the holder's choice.
    expect(player(game.state, SAAR).secret.promissoryNotes).toContain("ragh");
    const choose = pendingDecisions<Ti4>(game.state)[0];
    const home = Object.keys(player(game.state, SAAR).planets).filter((p) => p !== "wellon");
    expect(choose).toMatchObject({ kind: "raghsCall", seat: SEAT, choices: home });
    if (!choose) throw new Error("no decision");
    const answer = ti4Answers(game.state, choose)[0];
    expect(answer).toEqual({ type: "raghsCall", seat: SEAT, from: WELLON, to: home[0] });
    game = step(game, answer as Ti4Command);
    const homeAt = player(game.state, SAAR).home as string;
    expect(unitsIn(game.state.board[homeAt], SAAR, home[0] as Ti4PlanetId).infantry).toBeGreaterThanOrEqual(
      2,
    );
    expect(unitsIn(game.state.board["311"], SAAR, WELLON).infantry ?? 0).toBe(0);
    // No ground combat: the invasion settles control and seat 3 holds Wellon (LRR 49.5).
    expect(game.events.some((e) => e.type === "ti4DiceRolled")).toBe(false);
    expect(player(game.state, SEAT).planets.wellon).toBeDefined();
    expect(player(game.state, SAAR).planets.wellon).toBeUndefined();
    expect(replayed(game)).toEqual(game.state);
  });

  it("refuses a planet the Saar do not control and a planet not landed on, leaving the state as it was", () => {
    const game = playInNoteWindow(step(atCommit(), land), SEAT, "ragh", SAAR);
    const to = Object.keys(player(game.state, SAAR).planets).find((p) => p !== "wellon") as Ti4PlanetId;
    const notTheirs = Object.keys(player(game.state, SEAT).planets)[0] as Ti4PlanetId;
    expect(refusedWith(game.state, { type: "raghsCall", seat: SEAT, from: WELLON, to: notTheirs })).toBe(
      `Ragh's Call sends them to another planet the Saar control; ${notTheirs} is not one.`,
    );
    expect(refusedWith(game.state, { type: "raghsCall", seat: SEAT, from: WELLON, to: WELLON })).toContain(
      "is not one",
    );
    expect(refusal(game.state, { type: "raghsCall", seat: SEAT, from: to, to })).toEqual([
      "ERR_TI4_RAGHS_CALL_FROM",
      "LRR 69",
    ]);
  });

  it("is not offered when the Saar control no other planet (LRR 1.7) nor without Saar ground forces there", () => {
    const alone = step(
      atCommit((s) => {
        player(s, SAAR).planets = { wellon: { exhausted: false } };
      }),
      land,
    );
    expect(noteWindowFor(alone.state, SEAT)).toBe(false);
    const empty = step(
      atCommit((s) => {
        const wellon = s.board["311"]?.planets.wellon;
        if (wellon) wellon.length = 0;
      }),
      land,
    );
    expect(noteWindowFor(empty.state, SEAT)).toBe(false);
  });

  it("is refused out of its moment, with the moment it is played at", () => {
    const game = edited(actionPhase(), (draft) => {
      turnOf(draft, 1);
      setFaction(draft, 0, "saar");
      setFaction(draft, 2, "mentak");
      giveNote(draft, 0, "ragh", 1);
      // Another ACTION note in hand, so that the command is open and the refusal says why.
      giveNote(draft, 2, "pop", 1);
    });
    expect(refusedWith(game.state, { type: "playPromissoryNote", seat: 1, note: "ragh", owner: 0 })).toBe(
      "Ragh's Call is played after you commit ground forces to land on a planet; not now.",
    );
  });
});

describe("Greyfire Mutagen (LRR 69, 89.1)", () => {
  /** Seat 0 attacks the Yin (seat 1, Impulse Core) in 310 holding their Greyfire Mutagen. */
  function start(): Ti4State {
    const state = withFactions("sardakk", "yin");
    const yin = player(state, 1);
    yin.technologies = [...yin.technologies, "ic"];
    yin.secret.promissoryNotes = yin.secret.promissoryNotes.filter((n) => n !== "greyfire");
    player(state, 0).secret.promissoryNotes.push("greyfire@1");
    return clash(state, { dreadnought: 2, cruiser: 2 }, { destroyer: 2, cruiser: 2 });
  }
  const activate: Ti4Command = { type: "tacticalAction", seat: 0, system: "310" };
  const inTactical = (s: Ti4State) => s.stack.some((f) => f.kind === "ti4Tactical");
  const yinAbilities = ["ti4YinImpulseCore", "ti4YinDevotion", "ti4Indoctrination"];

  it("played as the Yin's system is activated, switches Impulse Core and Devotion off until the action ends", () => {
    const at = playOut(start(), activate, () => false);
    expect(noteWindowFor(at.state, 0)).toBe(true);
    expect(at.state.stack.at(-1)).toMatchObject({ moment: "systemActivated", trigger: 0, system: "310" });
    const window = pendingDecisions<Ti4>(at.state)[0];
    if (!window) throw new Error("no decision");
    expect(ti4Answers(at.state, window)[0]).toEqual({
      type: "playPromissoryNote",
      seat: 0,
      note: "greyfire",
      owner: 1,
    });
    const played = playOut(
      at.state,
      { type: "playPromissoryNote", seat: 0, note: "greyfire", owner: 1 },
      () => false,
    );
    expect(player(played.state, 0).promissoryPlayArea).toEqual([{ note: "greyfire", owner: 1 }]);
    // The bot plays the tactical action out: the Yin are never asked for a faction ability or technology.
    const fought = playOut(played.state, { type: "moveShips", seat: 0, moves: [] }, inTactical);
    expect(fought.events.some((e) => e.type === "ti4DiceRolled")).toBe(true);
    expect(framesPushed(fought.events).filter((k) => yinAbilities.includes(k))).toEqual([]);
    // LRR 69.3: back with the Yin once the tactical action is over.
    expect(inTactical(fought.state)).toBe(false);
    expect(player(fought.state, 0).promissoryPlayArea).toBeUndefined();
    expect(player(fought.state, 1).secret.promissoryNotes).toContain("greyfire");
  });

  it("kept in hand, Impulse Core is asked as the combat begins", () => {
    const at = playOut(start(), activate, () => false);
    const kept = playOut(
      at.state,
      { type: "passPromissoryNote", seat: 0 },
      (s) => inTactical(s) && s.stack.at(-1)?.kind !== "ti4YinImpulseCore",
    );
    expect(framesPushed(kept.events)).toContain("ti4YinImpulseCore");
  });

  it("played on the Yin's own activation, their invasion gets no Indoctrination (LRR 42); replayed", () => {
    const s = position((s) => {
      giveFaction(s, SEAT, "yin");
      giveNote(s, SEAT, "greyfire", 0);
      s.board["311"] = { space: [], planets: { wellon: [] }, commandTokens: [] };
      player(s, 0).planets.wellon = { exhausted: false };
      put(s, "311", { infantry: 1 }, 0, "wellon");
      put(s, "311", { carrier: 1, infantry: 2 });
      player(s, SEAT).tradeGoods = 5;
    });
    let game = edited({ state: s, events: [] }, () => {});
    game = step(game, { type: "tacticalAction", seat: SEAT, system: "311" });
    game = playInNoteWindow(game, 0, "greyfire", SEAT);
    while (pendingDecisions<Ti4>(game.state)[0]?.kind === "moveShips")
      game = step(game, { type: "moveShips", seat: SEAT, moves: [] });
    const before = game.events.length;
    game = step(game, {
      type: "commitGroundForces",
      seat: SEAT,
      landings: [{ planet: "wellon" as Ti4PlanetId, infantry: 2 }],
    });
    const after = game.events.slice(before);
    expect(after.some((e) => e.type === "ti4DiceRolled")).toBe(true);
    expect(framesPushed(after)).not.toContain("ti4Indoctrination");
    expect(replayed(game)).toEqual(game.state);
  });

  it("in force, Yin Spinner is not offered after the Yin produce (a faction technology)", () => {
    const s = position((s) => {
      giveFaction(s, SEAT, "yin");
      player(s, SEAT).technologies.push("yso");
      put(s, HOME, { spaceDock: 1 }, SEAT, HOME_PLANET);
      player(s, SEAT).tradeGoods = 5;
      // Played at this activation's window: face up in the holder's play area.
      player(s, 0).promissoryPlayArea = [{ note: "greyfire", owner: SEAT }];
    });
    const at = activateQuietly(s, SEAT, HOME);
    const done = step(
      { state: at.state, events: [] },
      { type: "produceUnits", seat: SEAT, units: { fighter: 2 }, payment: { planets: [], tradeGoods: 1 } },
    );
    expect(framesPushed(done.events)).not.toContain("ti4YinSpinner");
    expect(player(done.state, 0).promissoryPlayArea).toBeUndefined();
    expect(player(done.state, SEAT).secret.promissoryNotes).toContain("greyfire");
  });

  it("is not offered where the Yin take no part, and is refused out of its moment with the state unchanged", () => {
    const elsewhere = withFactions("sardakk", "yin");
    player(elsewhere, 0).secret.promissoryNotes.push("greyfire@1");
    const home = player(elsewhere, 0).home as string;
    const quiet = playOut(elsewhere, { type: "tacticalAction", seat: 0, system: home }, () => false);
    expect(noteWindowFor(quiet.state, 0)).toBe(false);
    const state = start();
    // Another ACTION note in hand, so that the command is open and the refusal says why.
    player(state, 2).faction = "mentak";
    player(state, 2).secret.promissoryNotes = player(state, 2).secret.promissoryNotes.filter(
      (n) => n !== "pop",
    );
    player(state, 0).secret.promissoryNotes.push("pop@2");
    expect(refusedWith(state, { type: "playPromissoryNote", seat: 0, note: "greyfire", owner: 1 })).toBe(
      "Greyfire Mutagen is played after a system is activated, as its text says whose; not now.",
    );
  });
});
