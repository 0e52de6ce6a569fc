/**
 * TI4 action cards of the agenda phase (LRR 8) and of the strategy phase's start: the windows the phases
 * open at each moment (asking everyone holding any card, never only the holders of a card of that timing),
 * each card where it applies, refused at another moment or with a wrong target, and every scenario replayed
 * from its log. The riders (LRR 8.22) pay when their prediction comes true and do nothing otherwise.
 */
import { describe, expect, it } from "vitest";
import { narrateTi4 } from "../../../src/app/ti4/narrate.ts";
import { TI4_PLANETS, type Ti4ActionCardId, type Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { advanceFrames } from "../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../src/engine/kernel/tx.ts";
import { lawOwner } from "../../../src/engine/ti4/agenda/laws.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { create, finishSetup } from "../../support/ti4.ts";
import {
  agendaPhase,
  apply,
  CTX,
  hands,
  type Played,
  pass,
  passCardWindows,
  readyPlanets,
  refusal,
  replays,
  upTo,
  votedAlone,
  windowOf,
} from "../../support/ti4Agenda.ts";
import { botUntil, endAllScoring, toStatusPhase } from "../../support/ti4Status.ts";

type PlayFields = Omit<Extract<Ti4Command, { type: "playActionCard" }>, "type" | "seat" | "card">;

function play(played: Played, seat: number, card: Ti4ActionCardId, fields: PlayFields = {}): Played {
  return passCardWindowsBelow(apply(played, { type: "playActionCard", seat, card, ...fields }));
}

/** The Sabotage window a play opens, passed, so the card resolves. */
function passCardWindowsBelow(played: Played): Played {
  let now = played;
  for (let top = now.state.stack.at(-1); top?.kind === "ti4CardWindow"; top = now.state.stack.at(-1)) {
    if (top.timing !== "whenActionCardPlayed") return now;
    for (const seat of top.awaiting) now = apply(now, { type: "passCardWindow", seat });
  }
  return now;
}

function refused(played: Played, seat: number, card: Ti4ActionCardId, fields: PlayFields = {}) {
  return refusal(played, { type: "playActionCard", seat, card, ...fields })?.[0];
}

function voteFrame(played: Played) {
  const top = played.state.stack.findLast((f) => f.kind === "ti4AgendaVote");
  if (top?.kind !== "ti4AgendaVote") throw new Error("no agenda under vote");
  return top;
}

describe("TI4 agenda-phase action cards (LRR 8)", () => {
  it("Ancient Burial Sites exhausts the chosen player's cultural planets at the start of the phase", () => {
    const cultural = TI4_PLANETS.find((p) => p.traits.includes("cultural"))?.id as Ti4PlanetId;
    let played = agendaPhase(["travel_ban", "conventions"], (s) => {
      hands({ [s.speaker]: ["abs"] })(s);
      const other = s.players[(s.speaker + 1) % 4];
      if (other) other.planets[cultural] = { exhausted: false };
    });
    const s = played.state.speaker;
    const b = (s + 1) % 4;
    expect(windowOf(played)).toEqual({ timing: "agendaPhaseStart", awaiting: [s] });
    expect(refused(played, s, "veto")).toBe("ERR_TI4_CARD_NOT_IN_HAND");
    expect(refused(played, s, "abs", { target: (s + 2) % 4 })).toBe("ERR_TI4_CARD_PLAY");
    played = play(played, s, "abs", { target: b });
    expect(played.state.players[b]?.planets[cultural]?.exhausted).toBe(true);
    expect(voteFrame(played).agenda).toBe("travel_ban");
    replays(played);
  });

  it("asks everyone holding any card when an agenda is revealed, and Veto replaces the agenda unvoted", () => {
    let played = upTo(["travel_ban", "conventions"], {}, "");
    const s = played.state.speaker;
    played = upTo(
      ["travel_ban", "conventions"],
      { [s]: ["veto", "trade_rider"], [(s + 1) % 4]: ["sabo"] },
      "whenAgendaRevealed",
    );
    // The holder of a Sabotage alone is asked too: the window tells nothing of what anyone holds.
    expect(windowOf(played)).toEqual({ timing: "whenAgendaRevealed", awaiting: [s, (s + 1) % 4] });
    expect(refused(played, s, "trade_rider", { outcome: "for" })).toBe("ERR_TI4_CARD_TIMING");
    played = play(played, s, "veto");
    expect(played.state.decks.agenda.discard).toContain("travel_ban");
    played = passCardWindows(played);
    expect(voteFrame(played).agenda).toBe("conventions");
    expect(played.state.players[s]?.secret.actionCards).toEqual(["trade_rider"]);
    replays(played);
  });

  it("pays a rider whose prediction comes true (LRR 8.22), and nothing for one that misses; its player does not vote", () => {
    let played = upTo(["travel_ban", "conventions"], {}, "");
    const s = played.state.speaker;
    const a = (s + 1) % 4;
    played = upTo(
      ["travel_ban", "conventions"],
      { [a]: ["trade_rider", "imp_rider", "veto"] },
      "afterAgendaRevealed",
    );
    expect(windowOf(played)?.awaiting).toEqual([a]);
    expect(refused(played, a, "trade_rider", { outcome: "perhaps" })).toBe("ERR_TI4_CARD_PLAY");
    expect(refused(played, a, "trade_rider")).toBe("ERR_TI4_CARD_PLAY");
    expect(refused(played, a, "veto")).toBe("ERR_TI4_CARD_TIMING");
    const goods = played.state.players[a]?.tradeGoods ?? 0;
    const points = played.state.players[a]?.vp ?? 0;
    played = play(played, a, "trade_rider", { outcome: "for" });
    played = play(played, a, "imp_rider", { outcome: "against" });
    expect(voteFrame(played).riders?.map((r) => [r.card, r.outcome])).toEqual([
      ["trade_rider", "for"],
      ["imp_rider", "against"],
    ]);
    played = pass(played, a);
    // Every rider reads "you cannot vote on this agenda": its player is out of the voting order.
    expect(voteFrame(played).order).not.toContain(a);
    expect(played.events.filter((e) => e.type === "ti4VoteBarred")).toEqual([
      { type: "ti4VoteBarred", seat: a, by: a },
    ]);
    expect(
      narrateTi4(
        played.events.filter((e) => e.type === "ti4VoteBarred"),
        played.state,
      ),
    ).toMatch(/casts no votes on this agenda \(their rider\)/);
    expect(
      refusal(played, { type: "castVotes", seat: a, outcome: "for", planets: readyPlanets(played.state, a) }),
    ).not.toBeNull();
    const first = voteFrame(played).order[voteFrame(played).index] as number;
    played = apply(played, {
      type: "castVotes",
      seat: first,
      outcome: "for",
      planets: readyPlanets(played.state, first),
    });
    for (
      let i = 0;
      i < 12 && played.state.stack.some((f) => f.kind === "ti4AgendaVote" && f.agenda === "travel_ban");
      i++
    ) {
      played = passCardWindows(played);
      const top = played.state.stack.at(-1);
      if (top?.kind === "ti4AgendaVote" && top.index < top.order.length)
        played = apply(played, { type: "abstain", seat: top.order[top.index] as number });
    }
    expect(played.state.players[a]?.tradeGoods).toBe(goods + 5);
    expect(played.state.players[a]?.vp).toBe(points);
    expect(played.events.filter((e) => e.type === "ti4RiderSettled").map((e) => "won" in e && e.won)).toEqual(
      [true, false],
    );
    replays(played);
  });

  it("Assassinate Representative takes a player out of the vote; a player not voting cannot be named", () => {
    let played = upTo(["travel_ban", "conventions"], {}, "");
    const s = played.state.speaker;
    const a = (s + 1) % 4;
    const b = (s + 2) % 4;
    played = upTo(["travel_ban", "conventions"], { [s]: ["assassin"] }, "afterAgendaRevealed");
    expect(refused(played, s, "assassin", { target: 9 })).toBe("ERR_TI4_CARD_PLAY");
    played = play(played, s, "assassin", { target: b });
    expect(voteFrame(played).order).toEqual([a, (s + 3) % 4, s]);
    replays(played);
  });

  it("Distinguished Councilor right after its holder's vote; Bribery only once the speaker has voted", () => {
    let played = upTo(["travel_ban", "conventions"], {}, "");
    const s = played.state.speaker;
    const a = (s + 1) % 4;
    played = upTo(
      ["travel_ban", "conventions"],
      { [a]: ["distinguished", "bribery"] },
      "afterAgendaRevealed",
    );
    played = pass(played, a);
    // While the holder is to vote, no window is open: the play answers nothing the game waits on.
    expect(refused(played, a, "distinguished")).toBe("ERR_NOT_NOW");
    played = apply(played, {
      type: "castVotes",
      seat: a,
      outcome: "for",
      planets: readyPlanets(played.state, a),
    });
    const cast = voteFrame(played).votes[0]?.votes ?? 0;
    expect(windowOf(played)).toEqual({ timing: "duringVoting", awaiting: [a] });
    expect(refused(played, a, "bribery", { amount: 1 })).toBe("ERR_TI4_CARD_PLAY");
    played = play(played, a, "distinguished");
    expect(voteFrame(played).votes[0]?.votes).toBe(cast + 5);
    played = pass(played, a);
    for (const seat of [(s + 2) % 4, (s + 3) % 4, s]) played = apply(played, { type: "abstain", seat });
    // The speaker has voted: everyone holding a card is asked.
    expect(windowOf(played)).toEqual({ timing: "duringVoting", awaiting: [a] });
    const goods = played.state.players[a]?.tradeGoods ?? 0;
    expect(refused(played, a, "bribery", { amount: goods + 1 })).toBe("ERR_TI4_CARD_PLAY");
    expect(goods).toBe(3);
    const before = voteFrame(played);
    played = play(played, a, "bribery", { amount: 2 });
    // The holder's votes grew by 2 just before the count (the agenda then resolved: nobody held more cards).
    expect(before.votes[0]?.votes).toBe(cast + 5);
    expect(
      played.events.filter((e) => e.type === "ti4VotesAdded").map((e) => "votes" in e && e.votes),
    ).toEqual([5, 2]);
    expect(played.state.players[a]?.tradeGoods).toBe(1);
    replays(played);
  });

  it("Confusing Legal Text hands the election to another player", () => {
    let played = upTo(["committee", "conventions"], {}, "");
    const s = played.state.speaker;
    const a = (s + 1) % 4;
    const b = (s + 2) % 4;
    played = upTo(["committee", "conventions"], { [a]: ["confusing"] }, "afterAgendaRevealed");
    played = votedAlone(played, a, String(a), readyPlanets(played.state, a));
    played = pass(played, a);
    expect(windowOf(played)).toEqual({ timing: "whenElected", awaiting: [a] });
    expect(refused(played, a, "confusing", { target: a })).toBe("ERR_TI4_CARD_PLAY");
    played = play(played, a, "confusing", { target: b });
    expect(lawOwner(played.state, "committee")).toBe(b);
    replays(played);
  });

  it("refuses an agenda card outside the agenda phase", () => {
    const played = upTo(["travel_ban", "conventions"], {}, "");
    const s = played.state.speaker;
    const result = applyCommand<Ti4>(played.state, { type: "playActionCard", seat: s, card: "veto" }, CTX);
    expect(result.ok).toBe(false);
  });
});

describe("TI4 strategy-phase action cards (LRR 84)", () => {
  it("Summit at the start of the strategy phase: 2 command tokens for the holder's pools", () => {
    const made = finishSetup(create(4, {}, "agenda-4")).state;
    const start = structuredClone(made);
    const top = start.stack.at(-1);
    expect(top?.kind).toBe("ti4StrategyPhase");
    if (top?.kind !== "ti4StrategyPhase") return;
    delete top.began;
    const s = start.speaker;
    hands({ [s]: ["summit", "veto"] })(start);
    const tx = beginTx<Ti4>(start, CTX);
    advanceFrames(tx);
    let played: Played = { state: tx.state, events: [{ type: "gameCreated", state: start }, ...tx.events] };
    expect(windowOf(played)).toEqual({ timing: "strategyPhaseStart", awaiting: [s] });
    expect(refused(played, s, "veto")).toBe("ERR_TI4_CARD_TIMING");
    played = play(played, s, "summit");
    expect(played.state.stack.at(-1)?.kind).toBe("ti4CommandTokens");
    replays(played);
  });
});

describe("TI4 strategy cards chosen and returned (LRR 84, 81.8)", () => {
  it("Public Disgrace sends the card just picked back: its picker takes a different one", () => {
    const start = structuredClone(finishSetup(create(4, {}, "agenda-4")).state);
    const s = start.speaker;
    const [b, c] = [(s + 1) % 4, (s + 2) % 4];
    hands({ [b]: ["disgrace"] })(start);
    const tx = beginTx<Ti4>(start, CTX);
    advanceFrames(tx);
    let played: Played = { state: tx.state, events: [{ type: "gameCreated", state: start }, ...tx.events] };
    const pool = () => played.state.strategyPool.map((x) => x.card);
    played = apply(played, { type: "pickStrategyCard", seat: s, card: pool()[0] as never });
    expect(refused(played, b, "disgrace")).toBe("ERR_NOT_NOW");
    played = apply(played, { type: "pickStrategyCard", seat: b, card: pool()[0] as never });
    const taken = pool()[0] as never;
    played = apply(played, { type: "pickStrategyCard", seat: c, card: taken });
    expect(windowOf(played)).toEqual({ timing: "whenStrategyCardChosen", awaiting: [b] });
    played = play(played, b, "disgrace");
    expect(pool()).toContain(taken);
    expect(played.state.players[c]?.strategyCards).toEqual([]);
    expect(refusal(played, { type: "pickStrategyCard", seat: c, card: taken })?.[0]).toBe(
      "ERR_TI4_CARD_DISGRACED",
    );
    played = apply(played, {
      type: "pickStrategyCard",
      seat: c,
      card: pool().find((x) => x !== taken) as never,
    });
    expect(played.state.players[c]?.strategyCards).toHaveLength(1);
    replays(played);
  });

  it("Political Stability keeps its holder's strategy cards, and they pick none next strategy phase", () => {
    let at = toStatusPhase(4, (st) => {
      for (const p of st.players) p.secret.actionCards = p.seat === 0 ? ["stability"] : [];
    });
    at = endAllScoring(at);
    at = botUntil(at, (st) => {
      const top = st.stack.at(-1);
      return top?.kind === "ti4CardWindow" && top.timing === "whenStrategyCardsReturned";
    });
    const top = at.state.stack.at(-1);
    expect(top?.kind === "ti4CardWindow" && top.awaiting).toContain(0);
    const kept = at.state.players[0]?.strategyCards.map((c) => c.card);
    at = play(at, 0, "stability");
    at = passCardWindows(at);
    expect(at.state.players[0]?.strategyCards.map((c) => c.card)).toEqual(kept);
    const phase = at.state.stack.findLast((f) => f.kind === "ti4StrategyPhase");
    if (phase?.kind === "ti4StrategyPhase") expect(phase.order).not.toContain(0);
    replays(at);
  });
});
