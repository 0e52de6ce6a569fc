/**
 * TE Thunder's Edge Expedition: the token set out expedition side up (set-up step 7); at the end of a turn a
 * player may claim an unclaimed slice by paying its cost; their first slice gains their breakthrough (TE
 * Breakthroughs and Synergy, hook `breakthroughGained`); the sixth slice has the final claimer place
 * Thunder's Edge in a system with no planet, supernova or printed wormhole, and the player with the most
 * control tokens on it lands that many infantry (a tie broken by the final claimer).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { planetsAt } from "../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { thundersEdgeSystems } from "../../../src/engine/ti4/thundersEdge/completion.ts";
import { create, finishSetup, play } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

/** A 4-player game through set-up and the strategy phase, the bot answering; `te` plays Thunder's Edge. */
function toActionPhase(te = true) {
  let { state, events } = finishSetup(create(4, { boxes: te ? ["base", "te"] : ["base"] }, "te-expedition"));
  for (let i = 0; i < 50 && state.phase === "strategy"; i++) {
    const decision = pendingDecisions<Ti4>(state)[0];
    const [command] = decision ? ti4Answers(state, decision) : [];
    if (!command) throw new Error("the strategy phase waits on nobody");
    const result = play(state, command);
    state = result.state;
    events = [...events, ...result.events];
  }
  return { state, events };
}

/** The seat whose turn it is, with every strategy card played so that it may pass. */
function readyToPass(state: Ti4State, edit: (s: Ti4State, seat: number) => void = () => {}) {
  const edited = structuredClone(state);
  const seat = pendingDecisions<Ti4>(edited)[0]?.seat as number;
  for (const card of edited.players[seat]?.strategyCards ?? []) card.played = true;
  edit(edited, seat);
  return { state: edited, seat };
}

/** Plays commands from an edited state; the log starts with that state, so it can be replayed. */
function playFrom(state: Ti4State, commands: Ti4Command[]) {
  let now = state;
  const events: Ti4Event[] = [{ type: "gameCreated", state: structuredClone(state) }];
  for (const command of commands) {
    const result = play(now, command);
    now = result.state;
    events.push(...result.events);
  }
  return { state: now, events };
}

function refusal(state: Ti4State, command: Ti4Command): [string, string] | null {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : [result.error.code, result.error.rule];
}

describe("TE Thunder's Edge Expedition", () => {
  it("sets the token out expedition side up at set-up, only in a game that plays Thunder's Edge", () => {
    expect(toActionPhase().state.thundersEdge).toEqual({ side: "expedition", claims: {} });
    expect(toActionPhase(false).state.thundersEdge).toBeUndefined();
  });

  it("offers the expedition at the end of a turn; the first slice claimed gains the breakthrough", () => {
    const { state: start } = toActionPhase();
    const { state, seat } = readyToPass(start, (s, at) => {
      (s.players[at] as Ti4State["players"][number]).tradeGoods = 4;
    });
    const passed = play(state, { type: "pass", seat });
    const asked = pendingDecisions<Ti4>(passed.state);
    expect(asked.map((d) => [d.kind, d.seat])).toEqual([
      ["commitToExpedition", seat],
      ["declineExpedition", seat],
    ]);
    expect(asked[0]?.choices).toContain("tradeGoods");

    const done = playFrom(state, [
      { type: "pass", seat },
      { type: "commitToExpedition", seat, slice: "tradeGoods" },
    ]);
    const player = done.state.players[seat];
    expect(done.state.thundersEdge?.claims).toEqual({ tradeGoods: seat });
    expect(player?.tradeGoods).toBe(1);
    expect(player?.breakthrough).toMatch(/bt$/);
    expect(done.events.map((e) => e.type)).toContain("ti4BreakthroughGained");
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    // The turn is over: once what the breakthrough asks on being gained is answered (the Arborec's places
    // ingress tokens), the next player's turn has begun.
    let after = done.state;
    for (let i = 0; i < 10 && after.stack.at(-1)?.kind !== "ti4ActionPhase"; i++) {
      const decision = pendingDecisions<Ti4>(after)[0];
      const [command] = decision ? ti4Answers(after, decision) : [];
      if (!command) throw new Error("nobody is asked");
      after = play(after, command).state;
    }
    expect(pendingDecisions<Ti4>(after)[0]?.seat).not.toBe(seat);
  });

  it("lets a player end the turn without committing, and claims a second slice without a second breakthrough", () => {
    const { state: start } = toActionPhase();
    const { state, seat } = readyToPass(start, (s, at) => {
      const player = s.players[at] as Ti4State["players"][number];
      player.tradeGoods = 3;
      player.breakthrough = "sardakkbt";
      s.thundersEdge = { side: "expedition", claims: { resources: at } };
    });
    const declined = playFrom(state, [
      { type: "pass", seat },
      { type: "declineExpedition", seat },
    ]);
    expect(declined.state.thundersEdge?.claims).toEqual({ resources: seat });
    expect(declined.state.players[seat]?.tradeGoods).toBe(3);

    const again = playFrom(state, [
      { type: "pass", seat },
      { type: "commitToExpedition", seat, slice: "tradeGoods" },
    ]);
    expect(again.state.thundersEdge?.claims).toEqual({ resources: seat, tradeGoods: seat });
    expect(again.events.map((e) => e.type)).not.toContain("ti4BreakthroughGained");
    expect(replayLog<Ti4>(again.events)).toEqual(again.state);
  });

  it("pays the other costs: a specialty planet exhausted, two action cards or a secret objective discarded", () => {
    const { state: start } = toActionPhase();
    const { state, seat } = readyToPass(start, (s, at) => {
      const player = s.players[at] as Ti4State["players"][number];
      player.planets.wellon = { exhausted: false };
      player.secret.actionCards = ["sabo", "sabo", "bribery"];
    });
    const secret = state.players[seat]?.secret.secretObjectives[0] as never;
    const planet = playFrom(state, [
      { type: "pass", seat },
      { type: "commitToExpedition", seat, slice: "specialtyPlanet", planet: "wellon" },
    ]);
    expect(planet.state.players[seat]?.planets.wellon?.exhausted).toBe(true);
    const cards = playFrom(state, [
      { type: "pass", seat },
      {
        type: "commitToExpedition",
        seat,
        slice: "actionCards",
        actionCards: ["sabo", "sabo"],
      },
    ]);
    expect(cards.state.players[seat]?.secret.actionCards).toEqual(["bribery"]);
    const discarded = playFrom(state, [
      { type: "pass", seat },
      { type: "commitToExpedition", seat, slice: "secretObjective", objective: secret },
    ]);
    expect(discarded.state.players[seat]?.secret.secretObjectives).not.toContain(secret);
    expect(discarded.state.decks.secretObjectives).toContain(secret);
    expect(replayLog<Ti4>(discarded.events)).toEqual(discarded.state);
  });

  it("refuses a claimed slice, a cost not paid, a commitment outside the end of one's turn and a game without Thunder's Edge", () => {
    const { state: start } = toActionPhase();
    const { state, seat } = readyToPass(start, (s, at) => {
      (s.players[at] as Ti4State["players"][number]).tradeGoods = 2;
      s.thundersEdge = { side: "expedition", claims: { tradeGoods: (at + 1) % 4 } };
    });
    // Before the turn's action: the turn has not ended.
    expect(refusal(state, { type: "commitToExpedition", seat, slice: "influence" })?.[0]).toBe("ERR_NOT_NOW");
    const offered = play(state, { type: "pass", seat }).state;
    expect(refusal(offered, { type: "commitToExpedition", seat, slice: "tradeGoods" })).toEqual([
      "ERR_TI4_SLICE_CLAIMED",
      "TE Thunder's Edge Expedition",
    ]);
    const poor = {
      type: "commitToExpedition",
      seat,
      slice: "resources",
      payment: { planets: [], tradeGoods: 2 },
    };
    expect(refusal(offered, poor as Ti4Command)?.[0]).toBe("ERR_TI4_UNDERPAID");
    expect(
      refusal(offered, { type: "commitToExpedition", seat, slice: "actionCards", actionCards: [] }),
    ).toEqual(["ERR_TI4_EXPEDITION_UNPAID", "TE Thunder's Edge Expedition"]);
    const unclaimed = structuredClone(offered);
    unclaimed.thundersEdge = { side: "expedition", claims: {} };
    expect(refusal(unclaimed, { type: "commitToExpedition", seat, slice: "tradeGoods" })?.[0]).toBe(
      "ERR_TI4_TRADE_GOODS",
    );
    // Another player at this player's end of turn.
    expect(
      refusal(offered, { type: "commitToExpedition", seat: (seat + 1) % 4, slice: "influence" })?.[0],
    ).toBe("ERR_NOT_YOUR_TURN");

    // Without Thunder's Edge, the turn ends with no offer.
    const base = readyToPass(toActionPhase(false).state, (s, at) => {
      (s.players[at] as Ti4State["players"][number]).tradeGoods = 5;
    });
    const ended = play(base.state, { type: "pass", seat: base.seat }).state;
    expect(pendingDecisions<Ti4>(ended).map((d) => d.kind)).not.toContain("commitToExpedition");
    expect(refusal(ended, { type: "commitToExpedition", seat: base.seat, slice: "tradeGoods" })?.[0]).toMatch(
      /ERR_NOT_NOW|ERR_NOT_YOUR_TURN/,
    );
  });

  it("completes with the sixth slice: the final claimer places Thunder's Edge, and a tie for most tokens is theirs to break", () => {
    const { state: start } = toActionPhase();
    const { state, seat } = readyToPass(start, (s, at) => {
      (s.players[at] as Ti4State["players"][number]).tradeGoods = 3;
      const other = (at + 1) % 4;
      s.thundersEdge = {
        side: "expedition",
        claims: {
          resources: at,
          secretObjective: other,
          actionCards: at,
          specialtyPlanet: other,
          influence: other,
        },
      };
    });
    const claimed = play(play(state, { type: "pass", seat }).state, {
      type: "commitToExpedition",
      seat,
      slice: "tradeGoods",
    }).state;
    const placing = pendingDecisions<Ti4>(claimed).find((d) => d.kind === "placeThundersEdge");
    expect(placing?.seat).toBe(seat);
    const open = thundersEdgeSystems(claimed);
    expect(open.length).toBeGreaterThan(0);
    expect(placing?.choices).toEqual(open);
    // A system holding a planet (the player's home) is refused.
    const home = claimed.players[seat]?.home as string;
    expect(refusal(claimed, { type: "placeThundersEdge", seat, system: home })).toEqual([
      "ERR_TI4_THUNDERS_EDGE_PLACEMENT",
      "TE Thunder's Edge Expedition",
    ]);
    const system = open[0] as string;
    const placed = play(claimed, { type: "placeThundersEdge", seat, system }).state;
    expect(placed.thundersEdge?.side).toBe("planet");
    expect(placed.thundersEdge?.position).toBe(system);
    // Three tokens each: the final claimer chooses who lands.
    const tie = pendingDecisions<Ti4>(placed);
    expect(tie.map((d) => [d.kind, d.seat])).toEqual([["chooseThundersEdgeGarrison", seat]]);
    expect(tie[0]?.choices).toEqual([seat, (seat + 1) % 4].sort().map(String));
    expect(refusal(placed, { type: "chooseThundersEdgeGarrison", seat, garrison: (seat + 2) % 4 })?.[0]).toBe(
      "ERR_TI4_GARRISON_NOT_TIED",
    );

    const whole = playFrom(state, [
      { type: "pass", seat },
      { type: "commitToExpedition", seat, slice: "tradeGoods" },
      { type: "placeThundersEdge", seat, system },
      { type: "chooseThundersEdgeGarrison", seat, garrison: (seat + 1) % 4 },
    ]);
    // The chosen player lands 3 infantry (their control tokens) and so controls Thunder's Edge, exhausted.
    const garrison = (seat + 1) % 4;
    expect(whole.state.board[system]?.planets.thundersedge).toEqual([
      { seat: garrison, units: { infantry: 3 } },
    ]);
    expect(whole.state.players[garrison]?.planets.thundersedge).toEqual({ exhausted: true });
    expect(planetsAt(whole.state, system)).toContain("thundersedge");
    expect(pendingDecisions<Ti4>(whole.state)[0]?.seat).not.toBe(seat);
    expect(replayLog<Ti4>(whole.events)).toEqual(whole.state);
  });

  it("lands the one player with the most control tokens on Thunder's Edge with no question asked", () => {
    const { state: start } = toActionPhase();
    const { state, seat } = readyToPass(start, (s, at) => {
      (s.players[at] as Ti4State["players"][number]).tradeGoods = 3;
      const other = (at + 1) % 4;
      s.thundersEdge = {
        side: "expedition",
        claims: {
          resources: other,
          secretObjective: other,
          actionCards: at,
          specialtyPlanet: other,
          influence: other,
        },
      };
    });
    const claimed = playFrom(state, [
      { type: "pass", seat },
      { type: "commitToExpedition", seat, slice: "tradeGoods" },
    ]);
    const system = thundersEdgeSystems(claimed.state)[0] as string;
    const placed = play(claimed.state, { type: "placeThundersEdge", seat, system });
    const other = (seat + 1) % 4;
    expect(placed.state.board[system]?.planets.thundersedge).toEqual([
      { seat: other, units: { infantry: 4 } },
    ]);
    expect(placed.state.players[other]?.planets.thundersedge?.exhausted).toBe(true);
    expect(replayLog<Ti4>([...claimed.events, ...placed.events])).toEqual(placed.state);
  });

  it("is answered by the bot: it commits when a slice is cheap, and otherwise ends its turn", () => {
    const { state: start } = toActionPhase();
    const { state, seat } = readyToPass(start, (s, at) => {
      (s.players[at] as Ti4State["players"][number]).tradeGoods = 3;
    });
    const offered = play(state, { type: "pass", seat }).state;
    const decision = pendingDecisions<Ti4>(offered)[0];
    const [answer] = decision ? ti4Answers(offered, decision) : [];
    expect(answer).toMatchObject({ type: "commitToExpedition", seat });
    expect(applyCommand<Ti4>(offered, answer as Ti4Command, CTX).ok).toBe(true);
  });
});

describe("TE Breakthroughs and Synergy: a breakthrough's own ability", () => {
  it("is refused with a sentence naming it, since it is not played yet", () => {
    const { state } = toActionPhase();
    const held = structuredClone(state);
    // The Argent Flight's Wing Transfer: a card whose ability is not played (none of the base factions').
    (held.players[2] as Ti4State["players"][number]).breakthrough = "argentbt";
    const used = applyCommand<Ti4>(held, { type: "useBreakthrough", seat: 2 }, CTX);
    expect(used.ok ? null : [used.error.code, used.error.rule, used.error.message]).toEqual([
      "ERR_TI4_BREAKTHROUGH_NOT_PLAYED",
      "TE Breakthroughs and Synergy",
      "The ability of your breakthrough Wing Transfer is not played by Mecatol yet: holding the card grants its synergy only.",
    ]);
    expect(refusal(state, { type: "useBreakthrough", seat: 2 })?.[0]).toBe("ERR_TI4_NO_BREAKTHROUGH");
  });
});
