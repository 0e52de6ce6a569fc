/**
 * More of the base factions' promissory notes (LRR 69): Stymie (the Arborec), Antivirus (the Nekro) and Spy
 * Net (the Yssaril), each played by its holder at its moment, refused out of it with a sentence, replayed
 * from the log, and answered by the bot.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Neighbours } from "../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { ti4EventSeen } from "../../../src/engine/ti4/view.ts";
import { put, run } from "../../support/ti4FactionBoard.ts";
import { anotherActionNote, noteHeld } from "../../support/ti4Notes.ts";
import {
  actionPhase,
  CTX,
  edited,
  giveNote,
  noteWindowFor,
  player,
  playInNoteWindow,
  refusal,
  replayed,
  setFaction,
  startTurnOf,
  step,
  turnOf,
} from "../../support/ti4Trade.ts";
import { clash, playOut, withFactions } from "./factions/baseClash.ts";

const NO_PAYMENT = { planets: [], tradeGoods: 0 };

/** The sentence a refused command gets; the state is left as it was. */
function refusedWith(state: Ti4State, command: Ti4Command): string | null {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : result.error.message;
}

describe("Stymie", () => {
  /** Seat 0 plays the Arborec; seat 1, on its turn, holds their Stymie. */
  function held() {
    return noteHeld("arborec", "stymie");
  }

  /** A system next to the Arborec's home that is no one's home. */
  function nextToHome(state: Ti4State): string {
    const homes = state.players.map((p) => p.home);
    const at = ti4Neighbours(state, player(state, 0).home as string).find((p) => !homes.includes(p));
    if (!at) throw new Error("no system next to the home");
    return at;
  }

  it("lies face up as an action; the Arborec produce nothing next to the holder's units; it goes back on activation", () => {
    let game = held();
    const choices = pendingDecisions<Ti4>(game.state).find((d) => d.kind === "playPromissoryNote")?.choices;
    expect(choices).toEqual(["stymie@0"]);
    const d = pendingDecisions<Ti4>(game.state).find((x) => x.kind === "playPromissoryNote");
    if (!d) throw new Error("no decision");
    expect(ti4Answers(game.state, d)).toContainEqual({
      type: "playPromissoryNote",
      seat: 1,
      note: "stymie",
      owner: 0,
    });
    game = step(game, { type: "playPromissoryNote", seat: 1, note: "stymie", owner: 0 });
    expect(player(game.state, 1).promissoryPlayArea).toEqual([{ note: "stymie", owner: 0 }]);
    expect(replayed(game)).toEqual(game.state);

    // Seat 1's destroyer next to the Arborec's home: their home's dock may not produce.
    const home = player(game.state, 0).home as string;
    const near = nextToHome(game.state);
    const placed = edited(game, (draft) => put(draft, near, 1, { destroyer: 1 }));
    const producing = run(placed.state, (tx) =>
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Production", seat: 0, system: home } }),
    ).state;
    const build: Ti4Command = { type: "produceUnits", seat: 0, units: { cruiser: 1 }, payment: NO_PAYMENT };
    expect(refusal(producing, build)).toEqual(["ERR_TI4_STYMIE", "LRR 69"]);
    expect(refusedWith(producing, build)).toContain("Stymie face up: you may produce no units in");
    // Producing nothing stays open.
    expect(refusal(producing, { ...build, units: {} })).toBeNull();
    // Without the holder's units near, the production goes ahead (it fails only on payment).
    const far = run(game.state, (tx) =>
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Production", seat: 0, system: home } }),
    ).state;
    expect(refusal(far, build)?.[0]).not.toBe("ERR_TI4_STYMIE");

    // Seat 1 activates the Arborec's home: Stymie goes back.
    let later = edited(game, (draft) => turnOf(draft, 1));
    later = step(later, { type: "tacticalAction", seat: 1, system: home });
    expect(player(later.state, 1).promissoryPlayArea).toBeUndefined();
    expect(player(later.state, 0).secret.promissoryNotes).toContain("stymie");
    expect(replayed(later)).toEqual(later.state);
  });

  it("is refused to the Arborec themselves", () => {
    const own = edited(held(), (draft) => {
      turnOf(draft, 0);
      player(draft, 1).secret.promissoryNotes = player(draft, 1).secret.promissoryNotes.filter(
        (n) => n !== "stymie@0",
      );
      player(draft, 0).secret.promissoryNotes.push("stymie");
      anotherActionNote(draft, 0);
    });
    expect(refusal(own.state, { type: "playPromissoryNote", seat: 0, note: "stymie", owner: 0 })).toEqual([
      "ERR_TI4_OWN_NOTE",
      "LRR 69.2",
    ]);
  });
});

describe("Antivirus", () => {
  /** Seat 0 attacks the Nekro (seat 1) in 310 holding their Antivirus, with technologies to lose. */
  function start(): Ti4State {
    const state = withFactions("sardakk", "nekro");
    const attacker = player(state, 0);
    const nekro = player(state, 1);
    attacker.technologies = ["gd", "amd"];
    nekro.technologies = nekro.technologies.filter((t) => t !== "gd" && t !== "amd");
    nekro.secret.promissoryNotes = nekro.secret.promissoryNotes.filter((n) => n !== "antivirus");
    attacker.secret.promissoryNotes.push("antivirus@1");
    return clash(state, { fighter: 6, carrier: 3 }, { dreadnought: 3, warSun: 1 });
  }
  const activate: Ti4Command = { type: "tacticalAction", seat: 0, system: "310" };
  const singularity = (events: readonly { type: string; frame?: { kind: string } }[]) =>
    events.some((e) => e.type === "ti4FramePushed" && e.frame?.kind === "ti4TechnologicalSingularity");

  it("is offered as the combat against the Nekro begins; face up, it keeps Technological Singularity off", () => {
    const at = playOut(start(), activate, (s) => !noteWindowFor(s, 0));
    expect(noteWindowFor(at.state, 0)).toBe(true);
    expect(at.state.stack.at(-1)).toMatchObject({ moment: "spaceCombatStarted", trigger: 0, opponent: 1 });
    const d = pendingDecisions<Ti4>(at.state)[0];
    if (!d) throw new Error("no decision");
    expect(ti4Answers(at.state, d)[0]).toEqual({
      type: "playPromissoryNote",
      seat: 0,
      note: "antivirus",
      owner: 1,
    });
    const played = playOut(
      at.state,
      { type: "playPromissoryNote", seat: 0, note: "antivirus", owner: 1 },
      (s) => s.stack.some((f) => f.kind === "ti4SpaceCombat"),
    );
    expect(player(played.state, 0).promissoryPlayArea).toEqual([{ note: "antivirus", owner: 1 }]);
    expect(singularity(played.events)).toBe(false);
    expect(player(played.state, 1).technologies).not.toContain("gd");
  });

  it("kept in hand, Technological Singularity is asked as before", () => {
    const at = playOut(start(), activate, (s) => !noteWindowFor(s, 0));
    const kept = playOut(at.state, { type: "passPromissoryNote", seat: 0 }, (s) =>
      s.stack.some((f) => f.kind === "ti4SpaceCombat"),
    );
    expect(singularity(kept.events)).toBe(true);
  });

  it("is refused out of its moment, with the moments it is played at", () => {
    const state = start();
    anotherActionNote(state, 0);
    expect(refusedWith(state, { type: "playPromissoryNote", seat: 0, note: "antivirus", owner: 1 })).toBe(
      "Antivirus is played as a space combat you fight begins or as a ground combat you fight begins; not now.",
    );
  });

  it("goes back to the Nekro when its holder activates a system with their units", () => {
    const state = start();
    const attacker = player(state, 0);
    attacker.secret.promissoryNotes = attacker.secret.promissoryNotes.filter((n) => n !== "antivirus@1");
    attacker.promissoryPlayArea = [{ note: "antivirus", owner: 1 }];
    const after = playOut(state, activate, () => false);
    expect(player(after.state, 0).promissoryPlayArea).toBeUndefined();
    expect(player(after.state, 1).secret.promissoryNotes).toContain("antivirus");
  });
});

describe("Spy Net", () => {
  /** Seat 0 plays the Yssaril with two action cards; seat 1 holds their Spy Net. */
  function held() {
    return edited(actionPhase(), (draft) => {
      setFaction(draft, 0, "yssaril");
      player(draft, 0).secret.actionCards = ["sabo", "spy"];
      player(draft, 1).secret.actionCards = [];
      giveNote(draft, 0, "spynet", 1);
    });
  }

  it("at the start of its holder's turn shows them the Yssaril's hand alone, and they take 1 card", () => {
    let game = startTurnOf(held(), 1);
    const window = pendingDecisions<Ti4>(game.state)[0];
    if (!window) throw new Error("no decision");
    expect(ti4Answers(game.state, window)[0]).toEqual({
      type: "playPromissoryNote",
      seat: 1,
      note: "spynet",
      owner: 0,
    });
    const before = game.events.length;
    game = playInNoteWindow(game, 1, "spynet", 0);
    const seen = game.events.slice(before).find((e) => e.type === "ti4HandSeen");
    expect(seen).toMatchObject({ seat: 1, target: 0, cards: ["sabo", "spy"], to: 1 });
    if (!seen) throw new Error("no hand seen");
    expect(ti4EventSeen(seen, 2)).toBeNull();
    expect(ti4EventSeen(seen, 0)).toBeNull();
    const take = pendingDecisions<Ti4>(game.state)[0];
    expect(take).toMatchObject({ kind: "mageonTake", seat: 1, prompt: expect.stringContaining("Spy Net") });
    if (!take) throw new Error("no decision");
    expect(ti4Answers(game.state, take)[0]).toEqual({ type: "mageonTake", seat: 1, card: "sabo" });
    expect(refusal(game.state, { type: "mageonTake", seat: 1, card: "bribery" })).toEqual([
      "ERR_TI4_CARD_NOT_IN_HAND",
      "LRR 69",
    ]);
    game = step(game, { type: "mageonTake", seat: 1, card: "spy" });
    expect(player(game.state, 1).secret.actionCards).toEqual(["spy"]);
    expect(player(game.state, 0).secret.actionCards).toEqual(["sabo"]);
    expect(player(game.state, 1).secret.handSeen).toBeUndefined();
    expect(player(game.state, 0).secret.promissoryNotes).toContain("spynet");
    // Then the turn goes on.
    expect(pendingDecisions<Ti4>(game.state).some((d) => d.seat === 1 && d.kind === "tacticalAction")).toBe(
      true,
    );
    expect(replayed(game)).toEqual(game.state);
  });

  it("is not offered while the Yssaril hold no card, nor on another's turn, and is refused out of its moment", () => {
    const empty = startTurnOf(
      edited(held(), (draft) => {
        player(draft, 0).secret.actionCards = [];
      }),
      1,
    );
    expect(noteWindowFor(empty.state, 1)).toBe(false);
    const other = startTurnOf(held(), 2);
    expect(noteWindowFor(other.state, 1)).toBe(false);
    const game = edited(held(), (draft) => {
      turnOf(draft, 1);
      anotherActionNote(draft, 1);
    });
    expect(refusedWith(game.state, { type: "playPromissoryNote", seat: 1, note: "spynet", owner: 0 })).toBe(
      "Spy Net is played at the start of a turn, as its text says whose; not now.",
    );
  });
});
