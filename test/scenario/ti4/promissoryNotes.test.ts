/**
 * Promissory notes (LRR 69, digest §7): played by their holder, never by the player of their colour (69.2),
 * at their moment, then back to their owner (69.3); the base game's Ceasefire, Trade Agreement, Political
 * Secret and Support for the Throne, each at its moment.
 */
import { describe, expect, it } from "vitest";
import { ti4Faction } from "../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { silencedThisAgenda } from "../../../src/engine/ti4/transactions/agendaReads.ts";
import { agendaPhase, apply } from "../../support/ti4Agenda.ts";
import {
  actionPhase,
  edited,
  neighbours,
  offer,
  player,
  refusal,
  replayed,
  step,
  turnOf,
  waiting,
} from "../../support/ti4Trade.ts";

describe("Support for the Throne", () => {
  it("lies face up with 1 point once received, cannot be traded on, and goes back when its holder activates the owner's units", () => {
    let game = edited(actionPhase(), (draft) => {
      turnOf(draft, 0);
      neighbours(draft, 1, 0);
    });
    const vp = player(game.state, 1).vp;
    game = step(game, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer({ promissoryNote: { note: "support_for_the_throne", owner: 0 } }),
      receive: offer(),
    });
    game = step(game, { type: "answerTransaction", seat: 1, accept: true });
    expect(player(game.state, 1).vp).toBe(vp + 1);
    expect(player(game.state, 1).promissoryPlayArea).toEqual([{ note: "support_for_the_throne", owner: 0 }]);
    expect(player(game.state, 1).secret.promissoryNotes).not.toContain("support_for_the_throne@0");
    // LRR 69.5: a note in a play area is not traded.
    const onward = edited(game, (draft) => {
      turnOf(draft, 1);
      neighbours(draft, 2, 1);
      delete draft.transactions;
    });
    expect(
      refusal(onward.state, {
        type: "proposeTransaction",
        seat: 1,
        with: 2,
        give: offer({ promissoryNote: { note: "support_for_the_throne", owner: 0 } }),
        receive: offer(),
      }),
    ).toEqual(["ERR_TI4_NOTE_IN_PLAY_AREA", "LRR 69.5"]);
    // Seat 1 activates seat 0's home: the point is lost and the note goes home.
    let next = edited(game, (draft) => turnOf(draft, 1));
    next = step(next, { type: "tacticalAction", seat: 1, system: player(next.state, 0).home as string });
    expect(player(next.state, 1).vp).toBe(vp);
    expect(player(next.state, 1).promissoryPlayArea).toBeUndefined();
    expect(player(next.state, 0).secret.promissoryNotes).toContain("support_for_the_throne");
    expect(replayed(game)).toEqual(game.state);
    expect(replayed(next)).toEqual(next.state);
  });
});

describe("Ceasefire", () => {
  /** Seat 1 holds seat 0's Ceasefire and has a destroyer in seat 0's home; seat 0 activates its home. */
  function activated() {
    const game = edited(actionPhase(), (draft) => {
      turnOf(draft, 0);
      neighbours(draft, 1, 0);
      player(draft, 0).secret.promissoryNotes = player(draft, 0).secret.promissoryNotes.filter(
        (n) => n !== "ceasefire",
      );
      player(draft, 1).secret.promissoryNotes.push("ceasefire@0");
    });
    return step(game, { type: "tacticalAction", seat: 0, system: player(game.state, 0).home as string });
  }

  it("is offered to its holder once the owner activates a system with the holder's units; played, the owner moves nothing in", () => {
    let game = activated();
    const home = player(game.state, 0).home as string;
    expect(waiting(game.state)).toEqual([
      { seat: 1, kind: "playPromissoryNote" },
      { seat: 1, kind: "passPromissoryNote" },
    ]);
    expect(pendingDecisions<Ti4>(game.state)[0]?.choices).toEqual(["ceasefire@0"]);
    // LRR 69.2: the owner cannot play their own colour's note.
    expect(refusal(game.state, { type: "playPromissoryNote", seat: 1, note: "ceasefire", owner: 1 })).toEqual(
      ["ERR_TI4_OWN_NOTE", "LRR 69.2"],
    );
    game = step(game, { type: "playPromissoryNote", seat: 1, note: "ceasefire", owner: 0 });
    // LRR 69.3: back to its owner.
    expect(player(game.state, 0).secret.promissoryNotes).toContain("ceasefire");
    expect(player(game.state, 1).secret.promissoryNotes).not.toContain("ceasefire@0");
    expect(game.state.stack.at(-1)?.kind).toBe("ti4Movement");
    const move: Ti4Command = { type: "moveShips", seat: 0, moves: [{ from: "000", units: { carrier: 1 } }] };
    expect(refusal(game.state, move)).toEqual(["ERR_TI4_CEASEFIRE", "LRR 69.2"]);
    game = step(game, { type: "moveShips", seat: 0, moves: [] });
    expect(game.state.board[home]).toBeDefined();
    expect(replayed(game)).toEqual(game.state);
  });

  it("kept for later, changes nothing and stays in the holder's hand", () => {
    let game = activated();
    game = step(game, { type: "passPromissoryNote", seat: 1 });
    expect(player(game.state, 1).secret.promissoryNotes).toContain("ceasefire@0");
    expect(game.state.stack.at(-1)?.kind).toBe("ti4Movement");
    const tactical = game.state.stack.find((f) => f.kind === "ti4Tactical");
    expect(tactical?.kind === "ti4Tactical" && tactical.ceasefireBy).toBeFalsy();
    expect(replayed(game)).toEqual(game.state);
  });

  it("is played by the bot at its moment", () => {
    const game = activated();
    const d = pendingDecisions<Ti4>(game.state)[0];
    if (!d) throw new Error("no decision");
    expect(ti4Answers(game.state, d)).toEqual([
      { type: "playPromissoryNote", seat: 1, note: "ceasefire", owner: 0 },
    ]);
  });
});

describe("Trade Agreement", () => {
  it("takes the commodities the owner replenishes, as trade goods", () => {
    const start = actionPhase();
    const seat = start.state.players.findIndex((p) => p.strategyCards.some((c) => c.card === "trade"));
    const holder = (seat + 1) % 4;
    let game = edited(start, (draft) => {
      turnOf(draft, seat);
      player(draft, seat).commodities = 0;
      player(draft, seat).secret.promissoryNotes = player(draft, seat).secret.promissoryNotes.filter(
        (n) => n !== "trade_agreement",
      );
      player(draft, holder).secret.promissoryNotes.push(`trade_agreement@${seat}`);
    });
    const goods = player(game.state, holder).tradeGoods;
    game = step(game, { type: "strategicAction", seat, card: "trade" });
    expect(waiting(game.state)).toEqual([
      { seat: holder, kind: "playPromissoryNote" },
      { seat: holder, kind: "passPromissoryNote" },
    ]);
    game = step(game, { type: "playPromissoryNote", seat: holder, note: "trade_agreement", owner: seat });
    const commodities = ti4Faction(player(game.state, seat).faction as string).commodities;
    expect(player(game.state, seat).commodities).toBe(0);
    expect(player(game.state, holder).tradeGoods).toBe(goods + commodities);
    expect(player(game.state, seat).secret.promissoryNotes).toContain("trade_agreement");
    // Then the holder of Trade chooses its followers, as ever.
    game = step(game, { type: "chooseTradeFollowers", seat, players: [] });
    expect(game.state.stack.at(-1)?.kind).toBe("ti4StrategicAction");
    expect(replayed(game)).toEqual(game.state);
  });
});

describe("Political Secret", () => {
  it("is offered when an agenda is revealed; played, the owner does not vote on it", () => {
    let owner = -1;
    let holder = -1;
    let played = agendaPhase(["economic_equality", "conscription"], (draft) => {
      owner = (draft.speaker + 1) % 4;
      holder = (draft.speaker + 2) % 4;
      player(draft, owner).secret.promissoryNotes = player(draft, owner).secret.promissoryNotes.filter(
        (n) => n !== "political_secret",
      );
      player(draft, holder).secret.promissoryNotes.push(`political_secret@${owner}`);
    });
    expect(waiting(played.state)).toEqual([
      { seat: holder, kind: "playPromissoryNote" },
      { seat: holder, kind: "passPromissoryNote" },
    ]);
    played = apply(played, { type: "playPromissoryNote", seat: holder, note: "political_secret", owner });
    const vote = played.state.stack.at(-1);
    expect(vote?.kind).toBe("ti4AgendaVote");
    if (vote?.kind !== "ti4AgendaVote") return;
    expect(vote.order).not.toContain(owner);
    expect(vote.order).toHaveLength(3);
    expect(silencedThisAgenda(played.state, owner)).toBe(true);
    expect(player(played.state, owner).secret.promissoryNotes).toContain("political_secret");
    expect(replayed(played)).toEqual(played.state);
  });
});

describe("notes at the wrong moment", () => {
  it("refuses a note out of its moment, and one the engine does not play yet", () => {
    const game = edited(actionPhase(), (draft) => {
      turnOf(draft, 1);
      player(draft, 0).faction = "hacan";
      player(draft, 1).secret.promissoryNotes.push("convoys@0", "ceasefire@0", "alliance@0");
    });
    // Trade Convoys makes playPromissoryNote a decision of seat 1's turn (an ACTION note).
    expect(refusal(game.state, { type: "playPromissoryNote", seat: 1, note: "ceasefire", owner: 0 })).toEqual(
      ["ERR_TI4_NOTE_NOT_NOW", "LRR 69.2"],
    );
    expect(refusal(game.state, { type: "playPromissoryNote", seat: 1, note: "alliance", owner: 0 })).toEqual([
      "ERR_TI4_NOTE_NOT_BUILT",
      "LRR 69",
    ]);
    expect(
      refusal(game.state, { type: "playPromissoryNote", seat: 1, note: "political_secret", owner: 2 }),
    ).toEqual(["ERR_TI4_NOTE_NOT_HELD", "LRR 69.2"]);
    // Out of turn, the game is not waiting for a note at all.
    expect(
      refusal(game.state, { type: "playPromissoryNote", seat: 2, note: "ceasefire", owner: 0 })?.[0],
    ).toBe("ERR_NOT_YOUR_TURN");
  });
});
