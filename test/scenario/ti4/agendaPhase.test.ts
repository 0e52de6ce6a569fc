/**
 * TI4's agenda phase (LRR 8, digest §3.4): two agendas revealed by the speaker (8.2-8.3), votes from the
 * speaker's left clockwise with the speaker last (80.2), votes as the influence of the planets exhausted
 * (8.6), one outcome each (8.7), no trade goods (8.13), abstention (8.14), ties to the speaker (8.19), laws
 * staying in play and directives discarded (7.3-7.8, 8.20-8.21), then planets readied and a new round (8.4).
 */
import { describe, expect, it } from "vitest";
import { type Ti4PlanetId, ti4AgendaDeck, ti4Planet } from "../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { agendaCarriedOut, TI4_AGENDAS_NOT_YET_CARRIED_OUT } from "../../../src/engine/ti4/agenda/effects.ts";
import { lawInPlay } from "../../../src/engine/ti4/agenda/laws.ts";
import { votingOrder } from "../../../src/engine/ti4/agenda/vote.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create, finishSetup } from "../../support/ti4.ts";
import {
  agendaPhase,
  apply,
  type Played,
  readyPlanets,
  refusal,
  replays,
  vote,
  waiting,
} from "../../support/ti4Agenda.ts";

function influence(played: Played, seat: number): number {
  return readyPlanets(played.state, seat).reduce((sum, p) => sum + ti4Planet(p).influence, 0);
}

describe("TI4 agenda phase (LRR 8)", () => {
  it("reveals the top agenda and asks the player left of the speaker first, the speaker last (LRR 8.2, 80.2)", () => {
    const played = agendaPhase(["economic_equality", "conscription"]);
    const { state } = played;
    expect(state.phase).toBe("agenda");
    const top = state.stack.at(-1);
    expect(top?.kind).toBe("ti4AgendaVote");
    if (top?.kind !== "ti4AgendaVote") return;
    expect(top.agenda).toBe("economic_equality");
    expect(state.decks.agenda.draw[0]).toBe("conscription");
    const s = state.speaker;
    expect(top.order).toEqual([(s + 1) % 4, (s + 2) % 4, (s + 3) % 4, s]);
    expect(waiting(state)).toEqual([
      { seat: (s + 1) % 4, kind: "castVotes" },
      { seat: (s + 1) % 4, kind: "abstain" },
    ]);
    expect(pendingDecisions<Ti4>(state)[0]?.choices).toEqual(["for", "against"]);
    replays(played);
  });

  it("counts each player's votes as the influence of the planets exhausted, and resolves the most voted (LRR 8.6, 8.2iii)", () => {
    let played = agendaPhase(["economic_equality", "conscription"]);
    const s = played.state.speaker;
    const [a, b] = [(s + 1) % 4, (s + 2) % 4];
    const votesA = influence(played, a);
    const votesB = influence(played, b);
    // The larger side wins; a tie goes to the speaker, tested below.
    const forSeat = votesA >= votesB ? a : b;
    played = vote(played, {
      [a]: votesA >= votesB ? "for" : "against",
      [b]: votesA >= votesB ? "against" : "for",
    });
    if (votesA === votesB) return;
    const cast = played.events.filter((e) => e.type === "ti4VotesCast");
    expect(cast).toEqual([
      { type: "ti4VotesCast", seat: a, outcome: forSeat === a ? "for" : "against", votes: votesA },
      { type: "ti4VotesCast", seat: b, outcome: forSeat === b ? "for" : "against", votes: votesB },
    ]);
    expect(readyPlanets(played.state, a)).toEqual([]);
    expect(played.events).toContainEqual({
      type: "ti4AgendaResolved",
      agenda: "economic_equality",
      outcome: "for",
    });
    // Economic Equality For: everyone's trade goods back to the supply, then 5 each.
    for (const player of played.state.players) expect(player.tradeGoods).toBe(5);
    // LRR 7.8: a directive is discarded.
    expect(played.state.decks.agenda.discard[0]).toBe("economic_equality");
    expect(played.state.laws ?? []).toEqual([]);
    replays(played);
  });

  it("refuses an exhausted planet, a planet not controlled, trade goods, no planet, a planet twice and an outcome not offered", () => {
    const played = agendaPhase(["economic_equality", "conscription"], (state) => {
      for (const p of state.players) p.tradeGoods = 3;
    });
    const s = played.state.speaker;
    const seat = (s + 1) % 4;
    const [mine, second] = readyPlanets(played.state, seat);
    const other = readyPlanets(played.state, (s + 2) % 4)[0];
    const exhausted = structuredClone(played);
    const planets = exhausted.state.players[seat]?.planets ?? {};
    planets[mine as Ti4PlanetId] = { exhausted: true };
    const cast = (planets: string[], outcome = "for", tradeGoods?: number) =>
      ({ type: "castVotes", seat, outcome, planets, tradeGoods }) as never;
    expect(refusal(exhausted, cast([mine as string]))).toEqual(["ERR_TI4_PLANET_EXHAUSTED", "LRR 34"]);
    expect(refusal(played, cast([other as string]))).toEqual(["ERR_TI4_PLANET_NOT_YOURS", "LRR 25"]);
    expect(refusal(played, cast([mine as string], "for", 2))).toEqual([
      "ERR_TI4_TRADE_GOODS_DO_NOT_VOTE",
      "LRR 8.13",
    ]);
    expect(refusal(played, cast([]))).toEqual(["ERR_TI4_NO_VOTES", "LRR 8.6, 8.14"]);
    expect(refusal(played, cast([mine as string, mine as string]))).toEqual([
      "ERR_TI4_PLANET_TWICE",
      "LRR 75.2",
    ]);
    expect(refusal(played, cast([mine as string], "maybe"))).toEqual([
      "ERR_TI4_NOT_AN_OUTCOME",
      "LRR 8.8-8.11",
    ]);
    // A refused vote changes nothing; the vote itself is taken, once (LRR 8.7).
    const voted = apply(played, cast(second ? [mine as string, second] : [mine as string]));
    expect(refusal(voted, cast([]))?.[0]).toBe("ERR_NOT_YOUR_TURN");
    expect(refusal(voted, { type: "abstain", seat })?.[0]).toBe("ERR_NOT_YOUR_TURN");
    // Out of turn: the speaker votes last (LRR 80.2).
    expect(refusal(played, { type: "abstain", seat: s })?.[0]).toBe("ERR_NOT_YOUR_TURN");
  });

  it("lets the speaker settle an agenda nobody voted on, or a tie, and not by naming another outcome (LRR 8.19)", () => {
    let played = agendaPhase(["economic_equality", "conscription"]);
    const s = played.state.speaker;
    played = vote(played, {});
    expect(waiting(played.state)).toEqual([{ seat: s, kind: "chooseOutcome" }]);
    expect(pendingDecisions<Ti4>(played.state)[0]?.choices).toEqual(["for", "against"]);
    const refused = refusal(played, { type: "chooseOutcome", seat: s, outcome: "maybe" });
    expect(refused).toEqual(["ERR_TI4_NOT_TIED", "LRR 8.19"]);
    played = apply(played, { type: "chooseOutcome", seat: s, outcome: "against" });
    expect(played.events).toContainEqual({ type: "ti4OutcomeChosenBySpeaker", seat: s, outcome: "against" });
    for (const player of played.state.players) expect(player.tradeGoods).toBe(0);
    replays(played);

    // A tie: two players with 1 influence each on opposite sides (Quann, Lodor).
    let tie = agendaPhase(["economic_equality", "conscription"], (state) => {
      const a = (state.speaker + 1) % 4;
      const b = (state.speaker + 2) % 4;
      (state.players[a] as Ti4State["players"][number]).planets = { quann: { exhausted: false } };
      (state.players[b] as Ti4State["players"][number]).planets = { lodor: { exhausted: false } };
    });
    const a = (s + 1) % 4;
    const b = (s + 2) % 4;
    tie = vote(tie, { [a]: "for", [b]: "against" });
    expect(pendingDecisions<Ti4>(tie.state)[0]?.choices?.slice().sort()).toEqual(["against", "for"]);
    expect(waiting(tie.state)).toEqual([{ seat: s, kind: "chooseOutcome" }]);
  });

  it("keeps a law passed For in play and discards one voted down (LRR 7.3-7.6, 8.20-8.21)", () => {
    let played = agendaPhase(["conscription", "sanctions"]);
    const s = played.state.speaker;
    played = vote(played, { [(s + 1) % 4]: "for" });
    expect(played.state.laws).toEqual([{ agenda: "conscription", elected: null, owner: null }]);
    expect(lawInPlay(played.state, "conscription")).toBe(true);
    expect(played.state.decks.agenda.discard).not.toContain("conscription");
    // The second agenda, voted Against: discarded (Executive Sanctions Against: 1 card at random each).
    played = vote(played, { [(s + 2) % 4]: "against" });
    expect(lawInPlay(played.state, "sanctions")).toBe(false);
    expect(played.state.decks.agenda.discard[0]).toBe("sanctions");
    replays(played);
  });

  it("readies every planet after the second agenda and begins the next round (LRR 8.4)", () => {
    let played = agendaPhase(["conscription", "sanctions"]);
    const round = played.state.round;
    const s = played.state.speaker;
    played = vote(played, { [(s + 1) % 4]: "for", [s]: "against" });
    played = vote(played, { [(s + 2) % 4]: "against" });
    expect(played.state.phase).toBe("strategy");
    expect(played.state.round).toBe(round + 1);
    expect(played.state.stack.map((f) => f.kind)).toEqual(["ti4StrategyPhase"]);
    for (const player of played.state.players)
      expect(Object.values(player.planets).every((card) => !card?.exhausted)).toBe(true);
    replays(played);
  });

  it("reshuffles the discard pile into a new agenda deck when it runs out", () => {
    const played = agendaPhase([], (state) => {
      state.decks.agenda.discard = [...state.decks.agenda.draw];
      state.decks.agenda.draw = [];
    });
    expect(played.events.map((e) => e.type)).toContain("ti4AgendaDeckReshuffled");
    expect(played.state.stack.at(-1)?.kind).toBe("ti4AgendaVote");
    replays(played);
  });

  it("discards an agenda that offers nothing to vote for and reveals the next (Judicial Abolishment with no law)", () => {
    const played = agendaPhase(["abolishment", "conscription"]);
    expect(played.state.decks.agenda.discard[0]).toBe("abolishment");
    const top = played.state.stack.at(-1);
    expect(top?.kind === "ti4AgendaVote" ? top.agenda : null).toBe("conscription");
  });

  it("votes from the speaker's left skipping eliminated players", () => {
    const { state } = agendaPhase(["conscription"]);
    const cut = structuredClone(state);
    const s = cut.speaker;
    (cut.players[(s + 2) % 4] as { eliminated: boolean }).eliminated = true;
    expect(votingOrder(cut)).toEqual([(s + 1) % 4, (s + 3) % 4, s]);
  });

  it("never deals an agenda the engine does not carry out", () => {
    const { state } = finishSetup(create(4, {}, "agenda-deck"));
    const dealt = [...state.decks.agenda.draw, ...state.decks.agenda.discard];
    expect(dealt.every((id) => agendaCarriedOut(id))).toBe(true);
    const base = ti4AgendaDeck(["base"]).map((a) => a.id);
    expect(dealt.sort()).toEqual(base.filter((id) => !TI4_AGENDAS_NOT_YET_CARRIED_OUT.includes(id)).sort());
  });

  it("is played to the next round by the built-in players", () => {
    let played = agendaPhase(["economic_equality", "mutiny"]);
    for (let i = 0; i < 20 && played.state.phase === "agenda"; i++) {
      const decision = pendingDecisions<Ti4>(played.state)[0];
      if (!decision) break;
      const [answer] = ti4Answers(played.state, decision);
      if (!answer) throw new Error(`no answer to ${decision.kind}`);
      played = apply(played, answer);
    }
    expect(played.state.phase).toBe("strategy");
    replays(played);
  });
});
