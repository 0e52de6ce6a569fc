/**
 * The base factions' promissory notes (LRR 69): each played by its holder at its moment, never by the
 * faction whose colour it is (69.2), carried out in the step it changes, and back to its owner when its
 * text says (69.3).
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import { protectedFromPillage } from "../../../src/engine/ti4/factions/mentakPillage.ts";
import { initiativeOrder } from "../../../src/engine/ti4/round/initiative.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { agendaPhase, apply } from "../../support/ti4Agenda.ts";
import { anotherActionNote, noteHeld, ownersTurn } from "../../support/ti4Notes.ts";
import { botUntil, toStatusPhase } from "../../support/ti4Status.ts";
import {
  actionPhase,
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
  strategyPhaseEnded,
  turnOf,
  waiting,
} from "../../support/ti4Trade.ts";

describe("Fires of the Gashlai", () => {
  function held() {
    return noteHeld("muaat", "fires");
  }

  it("is played as an action: the Muaat lose a fleet token, the holder gains War Sun, and it goes back", () => {
    let game = held();
    const fleet = player(game.state, 0).tokens.fleet;
    const choices = pendingDecisions<Ti4>(game.state).find((d) => d.kind === "playPromissoryNote")?.choices;
    expect(choices).toEqual(["fires@0"]);
    game = step(game, { type: "playPromissoryNote", seat: 1, note: "fires", owner: 0 });
    expect(player(game.state, 0).tokens.fleet).toBe(fleet - 1);
    expect(player(game.state, 1).technologies).toContain("ws");
    expect(player(game.state, 0).secret.promissoryNotes).toContain("fires");
    expect(player(game.state, 1).secret.promissoryNotes).not.toContain("fires@0");
    expect(replayed(game)).toEqual(game.state);
  });

  it("is refused to a holder who owns War Sun, when the Muaat's fleet pool is empty, and to its owner", () => {
    // Not offered while it cannot resolve fully; with another ACTION note in hand, the refusal says why.
    const owned = edited(held(), (draft) => player(draft, 1).technologies.push("ws"));
    expect(pendingDecisions<Ti4>(owned.state).some((d) => d.kind === "playPromissoryNote")).toBe(false);
    const both = edited(owned, (draft) => anotherActionNote(draft, 1));
    expect(refusal(both.state, { type: "playPromissoryNote", seat: 1, note: "fires", owner: 0 })).toEqual([
      "ERR_TI4_NOTE_NO_EFFECT",
      "LRR 22.2",
    ]);
    const empty = edited(held(), (draft) => {
      player(draft, 0).tokens.fleet = 0;
      anotherActionNote(draft, 1);
    });
    expect(refusal(empty.state, { type: "playPromissoryNote", seat: 1, note: "fires", owner: 0 })).toEqual([
      "ERR_TI4_NOTE_NO_EFFECT",
      "LRR 22.2",
    ]);
    const own = edited(ownersTurn(held()), (draft) => player(draft, 0).secret.promissoryNotes.push("fires"));
    expect(refusal(own.state, { type: "playPromissoryNote", seat: 0, note: "fires", owner: 0 })).toEqual([
      "ERR_TI4_OWN_NOTE",
      "LRR 69.2",
    ]);
  });
});

describe("Promise of Protection", () => {
  it("lies face up as an action, shields its holder from Pillage, and goes back when they activate Mentak units", () => {
    let game = noteHeld("mentak", "pop");
    expect(protectedFromPillage(game.state, 0, 1)).toBe(false);
    game = step(game, { type: "playPromissoryNote", seat: 1, note: "pop", owner: 0 });
    expect(player(game.state, 1).promissoryPlayArea).toEqual([{ note: "pop", owner: 0 }]);
    expect(protectedFromPillage(game.state, 0, 1)).toBe(true);
    expect(replayed(game)).toEqual(game.state);
    let later = edited(game, (draft) => turnOf(draft, 1));
    later = step(later, { type: "tacticalAction", seat: 1, system: player(later.state, 0).home as string });
    expect(player(later.state, 1).promissoryPlayArea).toBeUndefined();
    expect(player(later.state, 0).secret.promissoryNotes).toContain("pop");
    expect(protectedFromPillage(later.state, 0, 1)).toBe(false);
    expect(replayed(later)).toEqual(later.state);
  });
});

describe("Research Agreement", () => {
  /** The Jol-Nar hold Technology; the next seat holds their note. */
  function researching() {
    const start = actionPhase();
    const jolnar = start.state.players.findIndex((p) => p.strategyCards.some((c) => c.card === "technology"));
    const holder = (jolnar + 1) % 4;
    const game = edited(start, (draft) => {
      turnOf(draft, jolnar);
      setFaction(draft, jolnar, "jolnar");
      player(draft, jolnar).technologies = [];
      player(draft, holder).technologies = [];
      giveNote(draft, jolnar, "ra", holder);
    });
    return {
      game: step(game, { type: "strategicAction", seat: jolnar, card: "technology" }),
      jolnar,
      holder,
    };
  }

  it("is offered when the Jol-Nar research a generic technology: its holder gains it too", () => {
    let { game, jolnar, holder } = researching();
    // LRR 69.2: not before its moment.
    expect(
      refusal(game.state, { type: "playPromissoryNote", seat: holder, note: "ra", owner: jolnar }),
    ).not.toBe(null);
    game = step(game, { type: "research", seat: jolnar, technology: "amd" });
    expect(noteWindowFor(game.state, holder)).toBe(true);
    const d = pendingDecisions<Ti4>(game.state)[0];
    if (!d) throw new Error("no decision");
    expect(ti4Answers(game.state, d)).toEqual([
      { type: "playPromissoryNote", seat: holder, note: "ra", owner: jolnar },
    ]);
    game = step(game, { type: "playPromissoryNote", seat: holder, note: "ra", owner: jolnar });
    expect(player(game.state, holder).technologies).toContain("amd");
    expect(player(game.state, jolnar).secret.promissoryNotes).toContain("ra");
    expect(replayed(game)).toEqual(game.state);
  });

  it("is not offered for a technology its holder owns already", () => {
    let { game, jolnar, holder } = researching();
    game = edited(game, (draft) => player(draft, holder).technologies.push("amd"));
    game = step(game, { type: "research", seat: jolnar, technology: "amd" });
    expect(waiting(game.state).some((w) => w.kind === "playPromissoryNote")).toBe(false);
    expect(player(game.state, holder).secret.promissoryNotes).toContain(`ra@${jolnar}`);
  });
});

describe("Cybernetic Enhancements", () => {
  it("is offered at the start of its holder's turn: a strategy token moves from the L1Z1X to the holder", () => {
    let game = edited(actionPhase(), (draft) => {
      setFaction(draft, 0, "l1z1x");
      giveNote(draft, 0, "ce", 1);
    });
    const [mine, theirs] = [player(game.state, 1).tokens.strategy, player(game.state, 0).tokens.strategy];
    game = startTurnOf(game, 1);
    game = playInNoteWindow(game, 1, "ce", 0);
    expect(player(game.state, 1).tokens.strategy).toBe(mine + 1);
    expect(player(game.state, 0).tokens.strategy).toBe(theirs - 1);
    expect(player(game.state, 0).secret.promissoryNotes).toContain("ce");
    // Then the turn goes on.
    expect(waiting(game.state).some((w) => w.seat === 1 && w.kind === "tacticalAction")).toBe(true);
    expect(replayed(game)).toEqual(game.state);
  });

  it("is not offered at the start of another player's turn", () => {
    let game = edited(actionPhase(), (draft) => giveNote(draft, 0, "ce", 1));
    game = startTurnOf(game, 2);
    expect(waiting(game.state).some((w) => w.kind === "playPromissoryNote")).toBe(false);
  });
});

describe("Gift of Prescience", () => {
  it("is played as the strategy phase ends: its holder goes first and the Naalu lose Telepathic", () => {
    let game = strategyPhaseEnded((draft) => {
      setFaction(draft, 0, "naalu");
      giveNote(draft, 0, "gift", 2);
    });
    game = playInNoteWindow(game, 2, "gift", 0);
    expect(player(game.state, 2).promissoryPlayArea).toEqual([{ note: "gift", owner: 0 }]);
    expect(initiativeOrder(game.state)[0]).toBe(2);
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "ti4ActionPhase", current: 2 });
    expect(replayed(game)).toEqual(game.state);
  });

  it("kept for later, the Naalu keep the 0 token", () => {
    let game = strategyPhaseEnded((draft) => {
      setFaction(draft, 0, "naalu");
      giveNote(draft, 0, "gift", 2);
    });
    game = step(game, { type: "passPromissoryNote", seat: 2 });
    expect(initiativeOrder(game.state)[0]).toBe(0);
    expect(player(game.state, 2).secret.promissoryNotes).toContain("gift@0");
  });

  it("goes back to the Naalu at the end of the status phase", () => {
    let at = toStatusPhase(4, (draft) => {
      setFaction(draft, 0, "naalu");
      player(draft, 0).secret.promissoryNotes = player(draft, 0).secret.promissoryNotes.filter(
        (n) => n !== "gift",
      );
      player(draft, 2).promissoryPlayArea = [{ note: "gift", owner: 0 }];
    });
    expect(initiativeOrder(at.state)[0]).toBe(2);
    at = botUntil(at, (s) => s.phase !== "status");
    expect(player(at.state, 2).promissoryPlayArea).toBeUndefined();
    expect(player(at.state, 0).secret.promissoryNotes).toContain("gift");
    expect(replayed(at)).toEqual(at.state);
  });
});

describe("Military Support", () => {
  function supported() {
    let game = edited(actionPhase(), (draft) => {
      setFaction(draft, 0, "sol");
      giveNote(draft, 0, "ms", 1);
    });
    game = startTurnOf(game, 0);
    return game;
  }

  it("is offered at the start of the Sol's turn: the Sol lose a strategy token, the holder places 2 infantry", () => {
    let game = supported();
    const tokens = player(game.state, 0).tokens.strategy;
    game = playInNoteWindow(game, 1, "ms", 0);
    expect(player(game.state, 0).tokens.strategy).toBe(tokens - 1);
    expect(player(game.state, 0).secret.promissoryNotes).toContain("ms");
    const d = pendingDecisions<Ti4>(game.state)[0];
    expect(d?.kind).toBe("militarySupport");
    if (!d) throw new Error("no decision");
    const planet = d.choices?.[0] as Ti4PlanetId;
    expect(ti4Answers(game.state, d)[0]).toEqual({ type: "militarySupport", seat: 1, planet });
    // Only a planet the holder controls.
    const theirs = Object.keys(player(game.state, 0).planets)[0] as Ti4PlanetId;
    expect(refusal(game.state, { type: "militarySupport", seat: 1, planet: theirs })).toEqual([
      "ERR_TI4_NOT_YOUR_PLANET",
      "LRR 69",
    ]);
    const home = player(game.state, 1).home as string;
    const before = game.state.board[home]?.planets[planet]?.find((f) => f.seat === 1)?.units.infantry ?? 0;
    game = step(game, { type: "militarySupport", seat: 1, planet });
    expect(game.state.board[home]?.planets[planet]?.find((f) => f.seat === 1)?.units.infantry).toBe(
      before + 2,
    );
    // Then the Sol's turn goes on.
    expect(waiting(game.state).some((w) => w.seat === 0 && w.kind === "tacticalAction")).toBe(true);
    expect(replayed(game)).toEqual(game.state);
  });

  it("is not offered at the start of its holder's own turn", () => {
    let game = edited(actionPhase(), (draft) => {
      setFaction(draft, 0, "sol");
      giveNote(draft, 0, "ms", 1);
    });
    game = startTurnOf(game, 1);
    expect(waiting(game.state).some((w) => w.kind === "playPromissoryNote")).toBe(false);
    expect(refusal(game.state, { type: "playPromissoryNote", seat: 1, note: "ms", owner: 0 })).not.toBeNull();
  });
});

describe("Acquiescence", () => {
  function played() {
    const game = strategyPhaseEnded((draft) => {
      setFaction(draft, 0, "winnu");
      giveNote(draft, 0, "acq", 2);
    });
    return playInNoteWindow(game, 2, "acq", 0);
  }
  const cards = (game: ReturnType<typeof played>, seat: number) =>
    player(game.state, seat).strategyCards.map((c) => c.card);

  it("is played as the strategy phase ends: its holder trades a strategy card for one of the Winnu's", () => {
    let game = played();
    const decision = pendingDecisions<Ti4>(game.state)[0];
    expect(decision).toMatchObject({ kind: "acquiesce", seat: 2, choices: cards(game, 0) });
    const give = cards(game, 2)[0];
    const take = cards(game, 0)[0];
    if (!give || !take) throw new Error("no strategy cards");
    // The bot answers too: its highest-numbered card for the Winnu's lowest.
    expect(ti4Answers(game.state, decision as never)[0]?.type).toBe("acquiesce");
    expect(refusal(game.state, { type: "acquiesce", seat: 2, give: take, take: give })).toEqual([
      "ERR_TI4_ACQUIESCENCE_TRADE",
      "LRR 69",
    ]);
    game = step(game, { type: "acquiesce", seat: 2, give, take });
    expect(cards(game, 2)).toContain(take);
    expect(cards(game, 0)).toContain(give);
    expect(player(game.state, 0).secret.promissoryNotes).toContain("acq");
    expect(game.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    expect(replayed(game)).toEqual(game.state);
  });

  it("is refused before the strategy phase ends and to the Winnu themselves", () => {
    const game = noteHeld("winnu", "acq", (draft) => anotherActionNote(draft, 1));
    expect(refusal(game.state, { type: "playPromissoryNote", seat: 1, note: "acq", owner: 0 })).toEqual([
      "ERR_TI4_NOTE_NOT_NOW",
      "LRR 69.2",
    ]);
    const own = ownersTurn(game);
    expect(refusal(own.state, { type: "playPromissoryNote", seat: 0, note: "acq", owner: 0 })).toEqual([
      "ERR_TI4_OWN_NOTE",
      "LRR 69.2",
    ]);
  });
});

describe("Political Favor", () => {
  function revealed(strategyTokens: number) {
    let owner = -1;
    let holder = -1;
    const played = agendaPhase(["economic_equality", "conscription"], (draft) => {
      owner = (draft.speaker + 1) % 4;
      holder = (draft.speaker + 2) % 4;
      setFaction(draft, owner, "xxcha");
      player(draft, owner).tokens.strategy = strategyTokens;
      player(draft, holder).secret.promissoryNotes.push(`favor@${owner}`);
    });
    return { played, owner, holder };
  }

  it("is played when an agenda is revealed: the Xxcha lose a strategy token and the next agenda is voted on", () => {
    let { played, owner, holder } = revealed(2);
    const first = played.state.stack.findLast((f) => f.kind === "ti4AgendaVote");
    expect(waiting(played.state)).toContainEqual({ seat: holder, kind: "playPromissoryNote" });
    played = apply(played, { type: "playPromissoryNote", seat: holder, note: "favor", owner });
    expect(player(played.state, owner).tokens.strategy).toBe(1);
    const vote = played.state.stack.findLast((f) => f.kind === "ti4AgendaVote");
    expect(first?.kind === "ti4AgendaVote" && first.agenda).toBe("economic_equality");
    expect(vote?.kind === "ti4AgendaVote" && vote.agenda).toBe("conscription");
    expect(played.state.decks.agenda.discard).toContain("economic_equality");
    expect(player(played.state, owner).secret.promissoryNotes).toContain("favor");
    expect(replayed(played)).toEqual(played.state);
  });

  it("is not offered when the Xxcha's strategy pool is empty, and is refused out of its moment and to its owner", () => {
    const { played, holder } = revealed(0);
    expect(waiting(played.state)).not.toContainEqual({ seat: holder, kind: "playPromissoryNote" });
    const game = noteHeld("xxcha", "favor", (draft) => anotherActionNote(draft, 1));
    expect(refusal(game.state, { type: "playPromissoryNote", seat: 1, note: "favor", owner: 0 })).toEqual([
      "ERR_TI4_NOTE_NOT_NOW",
      "LRR 69.2",
    ]);
    const own = ownersTurn(game);
    expect(refusal(own.state, { type: "playPromissoryNote", seat: 0, note: "favor", owner: 0 })).toEqual([
      "ERR_TI4_OWN_NOTE",
      "LRR 69.2",
    ]);
  });
});
