/**
 * TE "Alliance Transactions": commodities exchanged with an ally do not become trade goods, and a promissory
 * note received from an ally may be held and passed on but not resolved. A real 4-player game's action phase,
 * its table paired 0-1 and 2-3, edited for each case; the same exchange with a player who is no ally shows the
 * base rule (LRR 21.5, 69).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4Config, Ti4State } from "../../../../src/engine/ti4/state.ts";
import {
  actionPhase,
  CTX,
  edited,
  type Game,
  neighbours,
  offer,
  player,
  replayed,
  setFaction,
  step,
  turnOf,
} from "../../../support/ti4Trade.ts";

function allied(draft: Ti4State): void {
  (draft as { config: Ti4Config }).config = {
    ...draft.config,
    alliance: {
      pairs: [
        [0, 1],
        [2, 3],
      ],
    },
  };
}

/** Seat 0's turn, seats 1 (its ally) and 2 (no ally) its neighbours, each with 3 commodities to give. */
function table(): Game {
  return edited(actionPhase(), (draft) => {
    allied(draft);
    turnOf(draft, 0);
    neighbours(draft, 1, 0);
    neighbours(draft, 2, 0);
    for (const p of draft.players) p.commodities = 2;
  });
}

function trade(game: Game, seat: number, other: number, commodities: number): Game {
  const proposed = step(game, {
    type: "proposeTransaction",
    seat,
    with: other,
    give: offer({ commodities }),
    receive: offer(),
  });
  return step(proposed, { type: "answerTransaction", seat: other, accept: true });
}

describe("TE Alliance Transactions: commodities", () => {
  it("commodities given to an ally stay commodities; given to another player they become trade goods", () => {
    const start = table();
    const goods = player(start.state, 1).tradeGoods;
    const withAlly = trade(start, 0, 1, 2);
    expect(player(withAlly.state, 1).commodities).toBe(4);
    expect(player(withAlly.state, 1).tradeGoods).toBe(goods);
    expect(player(withAlly.state, 0).commodities).toBe(0);
    expect(replayed(withAlly)).toEqual(withAlly.state);
    const other = trade(start, 0, 2, 2);
    expect(player(other.state, 2).commodities).toBe(2);
    expect(player(other.state, 2).tradeGoods).toBe(player(start.state, 2).tradeGoods + 2);
  });
});

describe("TE Alliance Transactions: promissory notes", () => {
  it("Support for the Throne received from an ally stays in hand: no point, not laid out", () => {
    const start = table();
    const vp = player(start.state, 1).vp;
    const proposed = step(start, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer({ promissoryNote: { note: "support_for_the_throne", owner: 0 } }),
      receive: offer(),
    });
    const done = step(proposed, { type: "answerTransaction", seat: 1, accept: true });
    expect(player(done.state, 1).vp).toBe(vp);
    expect(player(done.state, 1).promissoryPlayArea).toBeUndefined();
    expect(player(done.state, 1).secret.promissoryNotes).toContain("support_for_the_throne@0");
    expect(replayed(done)).toEqual(done.state);
  });

  it("an ally's Ceasefire is not offered at its moment", () => {
    const game = edited(table(), (draft) => {
      player(draft, 0).secret.promissoryNotes = player(draft, 0).secret.promissoryNotes.filter(
        (n) => n !== "ceasefire",
      );
      player(draft, 1).secret.promissoryNotes.push("ceasefire@0");
    });
    const activated = step(game, {
      type: "tacticalAction",
      seat: 0,
      system: player(game.state, 0).home as string,
    });
    expect(pendingDecisions<Ti4>(activated.state).map((d) => d.kind)).not.toContain("playPromissoryNote");
    expect(player(activated.state, 1).secret.promissoryNotes).toContain("ceasefire@0");
    expect(replayed(activated)).toEqual(activated.state);
  });

  it("an ally's action note is not offered as an action and is refused when played, the state unchanged", () => {
    // Seat 1 holds its ally's Trade Convoys (the Hacan, seat 0) and an opponent's Promise of Protection (the
    // Mentak, seat 2): only the opponent's is offered.
    const game = edited(table(), (draft) => {
      setFaction(draft, 0, "hacan");
      setFaction(draft, 2, "mentak");
      turnOf(draft, 1);
      player(draft, 1).secret.promissoryNotes.push("convoys@0", "pop@2");
    });
    const offered = pendingDecisions<Ti4>(game.state).find((d) => d.kind === "playPromissoryNote");
    expect(offered?.choices).toEqual(["pop@2"]);
    const before = structuredClone(game.state);
    const played = applyCommand<Ti4>(
      game.state,
      { type: "playPromissoryNote", seat: 1, note: "convoys", owner: 0 },
      CTX,
    );
    expect(played.ok ? null : [played.error.code, played.error.rule, played.error.message]).toEqual([
      "ERR_TI4_ALLY_NOTE",
      "TE Alliance Transactions",
      "You cannot resolve a promissory note received from your ally: hold it, or give it to another player.",
    ]);
    expect(game.state).toEqual(before);
  });
});
