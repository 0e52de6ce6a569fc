/**
 * Ragh's Call, the Saar's promissory note (LRR 69), played after its holder commits ground forces (LRR 49.2):
 * carried out, refused with the state unchanged, replayed from the log, and answered by the bot. Positions:
 * the trading table (test/support/ti4Trade.ts) and an invasion from the first turn of a 6-player game
 * (test/support/ti4Tactical.ts: seat 3 at home 310, next to 311).
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { unitsIn } from "../../../src/engine/ti4/board/forces.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { giveFaction } from "../../support/ti4GiveFaction.ts";
import { position, put, SEAT } from "../../support/ti4Tactical.ts";
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

/** The sentence a refused command gets; the state is left as it was. */
function refusedWith(state: Ti4State, command: Ti4Command): string | null {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : result.error.message;
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
