/**
 * The Hacan alliance card (TE "Alliance Reference Cards"): its holder, casting votes, may spend trade goods,
 * each adding 2 votes; anyone else is refused trade goods for votes (LRR 8.13).
 */
import { describe, expect, it } from "vitest";
import { ti4Planet } from "../../../../../src/content/ti4/index.ts";
import { ti4BotMove } from "../../../../../src/engine/ti4/policy.ts";
import { voterWith, votesOf } from "../../../../support/allianceVotes.ts";
import {
  apply,
  CTX,
  passCardWindows,
  readyPlanets,
  refusal,
  replays,
} from "../../../../support/ti4Agenda.ts";

describe("TE alliance card: Hacan (votes from trade goods)", () => {
  it("adds 2 votes for each trade good its holder spends, with planets or without; the log replays", () => {
    const { played, voter } = voterWith("hacan");
    const planets = readyPlanets(played.state, voter);
    const influence = planets.reduce((sum, p) => sum + ti4Planet(p).influence, 0);
    const cast = apply(played, { type: "castVotes", seat: voter, outcome: "for", planets, tradeGoods: 2 });
    expect(votesOf(cast.state, voter)).toBe(influence + 4);
    expect(cast.state.players[voter]?.tradeGoods).toBe(1);
    replays(cast);
    const only = apply(played, {
      type: "castVotes",
      seat: voter,
      outcome: "for",
      planets: [],
      tradeGoods: 3,
    });
    expect(votesOf(only.state, voter)).toBe(6);
    expect(only.state.players[voter]?.tradeGoods).toBe(0);
  });

  it("refuses trade goods to a voter without the card, and more trade goods than the holder has", () => {
    const { played, voter } = voterWith(null);
    const planets = readyPlanets(played.state, voter);
    expect(
      refusal(played, { type: "castVotes", seat: voter, outcome: "for", planets, tradeGoods: 1 }),
    ).toEqual(["ERR_TI4_TRADE_GOODS_DO_NOT_VOTE", "LRR 8.13"]);
    const held = voterWith("hacan", 1);
    expect(
      refusal(held.played, { type: "castVotes", seat: held.voter, outcome: "for", planets, tradeGoods: 2 }),
    ).toEqual(["ERR_TI4_NOT_ENOUGH_TRADE_GOODS", "LRR 93"]);
  });

  it("has the bot vote with the trade goods beyond 2 on the second agenda only", () => {
    const { played, voter } = voterWith("hacan", 5);
    const open = passCardWindows(played);
    const first = ti4BotMove(open.state, voter, CTX)?.command;
    expect(first).toMatchObject({ type: "castVotes", seat: voter });
    expect(first && "tradeGoods" in first ? first.tradeGoods : undefined).toBeUndefined();
    const second = structuredClone(open.state);
    for (const frame of second.stack) if (frame.kind === "ti4AgendaPhase") frame.revealed = 2;
    expect(ti4BotMove(second, voter, CTX)?.command).toMatchObject({ type: "castVotes", tradeGoods: 3 });
  });
});
