/**
 * SE Option 14, the Voice of the Council (SE p.11): before Political's or Assembly's primary its player
 * may call a vote; everyone votes for a player as on an agenda; the most votes win (the Speaker breaks a
 * tie) and the winner takes the Objective and 1 VP from its holder.
 */
import { describe, expect, it } from "vitest";
import { defaultAction } from "../../src/app/deadline.ts";
import { createGame, decisions } from "../../src/engine/index.ts";
import { votesOf, votingOrder } from "../../src/engine/rules/politics/voting.ts";
import {
  CTX,
  expectReplayMatches,
  given,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";
import { deal } from "../support/strategyTable.ts";
import { waitingOn } from "../support/tactical.ts";

/** Sol (0), Muaat (1), Hacan (2), Letnev (3); `holder` takes Political and acts first. */
const RACES = ["sol", "muaat", "hacan", "letnev"];
const [SOL, MUAAT] = [0, 1];

function council(holder = SOL, options = ["voiceOfTheCouncil"]): Scenario {
  const game = deal({ races: RACES, holder, card: "political", options });
  play(game, { type: "strategicAction", seat: holder, card: "political" });
  return game;
}

const call = (seat: number, yes = true) => ({ type: "callCouncilVote", seat, call: yes }) as const;
const vote = (seat: number, choice: number | null) =>
  ({ type: "castVotes", seat, choice: choice === null ? null : String(choice) }) as const;

/** Every voter, in the order asked, votes as `choose` says. */
function everyoneVotes(game: Scenario, choose: (seat: number) => number | null): void {
  while (game.state.stack.at(-1)?.kind === "councilVote" && waitingOn(game).includes("castVotes")) {
    const seat = seatToAnswer(game, "castVotes");
    play(game, vote(seat, choose(seat)));
  }
}

const vp = (game: Scenario, seat: number) => game.state.players[seat]?.vp;

describe("calling the vote (SE p.11)", () => {
  it("Political's player is asked first, and the primary waits beneath the vote", () => {
    const game = council();
    expect(decisions(game.state)).toEqual([
      expect.objectContaining({ kind: "callCouncilVote", seat: SOL, choices: ["call", "decline"] }),
    ]);
    refuse(game, call(MUAAT), "ERR_NOT_YOUR_TURN");
    refuse(game, { type: "resolvePrimary", seat: SOL, card: "political", choice: {} }, "ERR_NOT_NOW");
    play(game, call(SOL, false));
    expect(waitingOn(game)).toContain("resolvePrimary");
    expect(game.state.voiceOfTheCouncil).toBeUndefined();
    expectReplayMatches(game);
  });

  it("a deadline calls no vote; a voter's deadline abstains", () => {
    const game = council();
    expect(defaultAction(game.state, SOL)?.command).toEqual(call(SOL, false));
    play(game, call(SOL));
    const voter = seatToAnswer(game, "castVotes");
    expect(defaultAction(game.state, voter)?.command).toEqual(vote(voter, null));
  });

  it("Assembly's player may call it too (variant Strategy Cards)", () => {
    const game = deal({
      races: RACES,
      holder: SOL,
      card: "assembly",
      options: ["voiceOfTheCouncil", "variantCards"],
    });
    play(game, { type: "strategicAction", seat: SOL, card: "assembly" });
    expect(waitingOn(game)).toEqual(["callCouncilVote"]);
  });

  it("no other card calls it, and without the option Political calls none", () => {
    const trade = deal({ races: RACES, holder: SOL, card: "trade", options: ["voiceOfTheCouncil"] });
    play(trade, { type: "strategicAction", seat: SOL, card: "trade" });
    expect(waitingOn(trade)).not.toContain("callCouncilVote");
    expect(waitingOn(council(SOL, []))).not.toContain("callCouncilVote");
  });
});

describe("the vote and its winner (SE p.11)", () => {
  it("the rulebook's example: Sol wins the first vote, then Muaat takes the Objective from him", () => {
    const game = council();
    play(game, call(SOL));
    // As on an agenda: from the Speaker's left, the Speaker last; each votes for any player.
    expect(game.state.stack.at(-1)).toMatchObject({ kind: "councilVote", order: votingOrder(game.state) });
    everyoneVotes(game, () => SOL);
    expect(game.state.voiceOfTheCouncil).toBe(SOL);
    expect(vp(game, SOL)).toBe(1);
    // The vote done, the primary goes on.
    expect(waitingOn(game)).toContain("resolvePrimary");
    const elected = game.events.findLast((e) => e.type === "voiceOfTheCouncilElected");
    expect(elected).toMatchObject({ seat: SOL, from: null });
    expectReplayMatches(game);

    // On a later turn Muaat wins a vote: Sol loses 1 VP and Muaat gains 1.
    const later = council(MUAAT);
    given(later, { type: "voiceOfTheCouncilElected", seat: SOL, from: null, tally: {} });
    play(later, call(MUAAT));
    everyoneVotes(later, () => MUAAT);
    expect(later.state.voiceOfTheCouncil).toBe(MUAAT);
    expect([vp(later, SOL), vp(later, MUAAT)]).toEqual([0, 1]);
    expectReplayMatches(later);
  });

  it("each voter casts the influence of his ready planets, all for one player, or abstains", () => {
    const game = council();
    play(game, call(SOL));
    const first = seatToAnswer(game, "castVotes");
    const votes = votesOf(game.state, first);
    refuse(game, { ...vote(first, SOL), votes: votes + 1 }, "ERR_VOTES_ALL_OR_NONE");
    refuse(game, { ...vote(first, SOL), tradeGoods: 1 }, "ERR_TRADE_GOODS_NOT_VOTES");
    refuse(game, { type: "castVotes", seat: first, choice: "for" }, "ERR_NOT_A_CANDIDATE");
    refuse(game, vote(first, 9), "ERR_NOT_A_CANDIDATE");
    refuse(game, { type: "castVotes", seat: first, choice: null, votes: 2 }, "ERR_ABSTAIN_WITH_VOTES");
    const other = game.state.players.find((p) => p.seat !== first)?.seat as number;
    refuse(game, vote(other, SOL), "ERR_NOT_YOUR_TURN");
    play(game, { ...vote(first, MUAAT), votes });
    expect(game.events.at(-1)).toEqual({ type: "councilVotesCast", seat: first, choice: MUAAT, votes });
    expectReplayMatches(game);
  });

  it("a tie is broken by the Speaker, who may choose only among the tied", () => {
    const game = council();
    play(game, call(SOL));
    everyoneVotes(game, () => null);
    // Nobody voted: all tie at 0, and the Speaker chooses among every player (RR §20).
    const speaker = game.state.speaker;
    expect(decisions(game.state)).toEqual([
      expect.objectContaining({ kind: "breakTie", seat: speaker, choices: ["0", "1", "2", "3"] }),
    ]);
    refuse(game, { type: "breakTie", seat: speaker, choice: "7" }, "ERR_NOT_TIED");
    play(game, { type: "breakTie", seat: speaker, choice: String(MUAAT) });
    expect(game.state.voiceOfTheCouncil).toBe(MUAAT);
    expect(vp(game, MUAAT)).toBe(1);
    expectReplayMatches(game);
  });

  it("only the players tied for the most votes go to the Speaker", () => {
    const game = council();
    // Every planet exhausted: each player has the 1 vote nobody goes below (RR §20).
    for (const p of game.state.players) {
      given(game, {
        type: "planetsExhausted",
        seat: p.seat,
        planets: Object.keys(p.planets) as never,
        reason: "scenario",
      });
    }
    play(game, call(SOL));
    const [a, b] = votingOrder(game.state) as [number, number];
    everyoneVotes(game, (seat) => (seat === a ? SOL : seat === b ? MUAAT : null));
    expect(decisions(game.state)[0]).toMatchObject({
      kind: "breakTie",
      choices: [String(SOL), String(MUAAT)],
    });
    refuse(game, { type: "breakTie", seat: game.state.speaker, choice: "2" }, "ERR_NOT_TIED");
    play(game, { type: "breakTie", seat: game.state.speaker, choice: String(SOL) });
    expect(game.state.voiceOfTheCouncil).toBe(SOL);
    expect(game.events.findLast((e) => e.type === "voiceOfTheCouncilElected")).toMatchObject({
      tally: { [SOL]: 1, [MUAAT]: 1 },
    });
    expectReplayMatches(game);
  });

  it("a holder elected again keeps it, and his VP stay as they were", () => {
    const game = council();
    given(game, { type: "voiceOfTheCouncilElected", seat: SOL, from: null, tally: {} });
    play(game, call(SOL));
    everyoneVotes(game, () => SOL);
    expect(game.state.voiceOfTheCouncil).toBe(SOL);
    expect(vp(game, SOL)).toBe(1);
    expectReplayMatches(game);
  });

  it("the VP won may win the game at once, before the primary (RR §22)", () => {
    const game = council();
    given(game, { type: "victoryPointsGained", seat: MUAAT, amount: 9, reason: "scenario" });
    play(game, call(SOL));
    everyoneVotes(game, () => MUAAT);
    expect(game.state.phase).toBe("finished");
    expect(game.state.winners).toEqual([MUAAT]);
    refuse(game, { type: "resolvePrimary", seat: SOL, card: "political", choice: {} }, "ERR_GAME_OVER");
    expectReplayMatches(game);
  });

  it("the Voice's card is never claimed with a scoring command", () => {
    const game = council();
    play(game, call(SOL, false));
    expect(decisions(game.state).some((d) => d.kind === "scoreObjectives")).toBe(false);
  });
});

describe("a game may switch the option on", () => {
  it("createGame accepts it as any player would, with the Artifacts too", () => {
    const players = [0, 1, 2].map((i) => ({ userId: `u${i}`, name: `P${i}` }));
    const options = ["voiceOfTheCouncil", "artifacts"];
    expect(createGame({ seed: "voice", players, settings: { options } }, CTX).ok).toBe(true);
  });
});

describe("with the Homeworlds variant (RR §24.6)", () => {
  it("a winner who does not hold his Home System cannot take the Voice: its holder loses it, nobody holds it", () => {
    const game = council(SOL, ["voiceOfTheCouncil", "homeworlds"]);
    given(game, { type: "voiceOfTheCouncilElected", seat: SOL, from: null, tally: {} });
    const home = Object.keys(game.state.players[MUAAT]?.planets ?? {})[0] as never;
    given(game, { type: "planetLost", seat: MUAAT, planet: home, reason: "scenario" });
    play(game, call(SOL));
    everyoneVotes(game, () => MUAAT);
    expect(game.state.voiceOfTheCouncil).toBeNull();
    expect([vp(game, SOL), vp(game, MUAAT)]).toEqual([0, 0]);
    expect(game.events.findLast((e) => e.type === "voiceOfTheCouncilElected")).toMatchObject({
      seat: MUAAT,
      from: SOL,
      withheld: expect.stringContaining("Homeworlds"),
    });
    expectReplayMatches(game);
  });
});
