/**
 * TI4's strategic action (LRR 82, digest §3.2, §11): the primary for the holder, then every other player
 * may use the secondary, paying a strategy token unless the card says otherwise, then the card is
 * exhausted; the command sheet's arrangement (LRR 20); each card's abilities.
 */
import { describe, expect, it } from "vitest";
import { type Ti4PlanetId, type Ti4StrategyCardId, ti4Faction } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import { cheapestPayment } from "../../../src/engine/ti4/economy/spend.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { commandTokenReinforcements } from "../../../src/engine/ti4/strategic/commandSheet.ts";
import { ti4EventSeen } from "../../../src/engine/ti4/view.ts";
import { create, finishSetup, play } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const CARDS = ["imperial", "warfare", "leadership", "technology", "trade", "diplomacy"];

interface Game {
  state: Ti4State;
  events: Ti4Event[];
}

function toActionPhase(cards = CARDS, seed = "action-6"): Game {
  let { state, events } = finishSetup(create(cards.length, {}, seed));
  for (const card of cards) {
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    const result = play(state, { type: "pickStrategyCard", seat, card: card as never });
    state = result.state;
    events = [...events, ...result.events];
  }
  return { state, events };
}

function holderOf(state: Ti4State, card: string): number {
  return state.players.findIndex((p) => p.strategyCards.some((c) => c.card === card));
}

function step(game: Game, command: Ti4Command): Game {
  const result = play(game.state, command);
  return { state: result.state, events: [...game.events, ...result.events] };
}

function refusal(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : [result.error.code, result.error.rule];
}

/** A position edited for a precise case: the log starts again from it (as actionPhase.test.ts does). */
function edited(game: Game, edit: (draft: Ti4State) => void): Game {
  const state = structuredClone(game.state);
  edit(state);
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

/** Gives the turn to `seat` (its turn comes first in the action phase's frame). */
function turnOf(game: Game, seat: number): Game {
  return edited(game, (draft) => {
    const top = draft.stack.at(-1);
    if (top?.kind === "ti4ActionPhase") top.current = seat;
  });
}

function declineAll(game: Game): Game {
  let next = game;
  for (const d of pendingDecisions<Ti4>(game.state).filter((d) => d.kind === "declineSecondary"))
    next = step(next, { type: "declineSecondary", seat: d.seat });
  return next;
}

describe("the strategic action (LRR 82)", () => {
  it("runs Leadership's primary, asks every other player at once, and exhausts the card", () => {
    const start = toActionPhase();
    const seat = holderOf(start.state, "leadership");
    let game = step(start, { type: "strategicAction", seat, card: "leadership" });
    expect(pendingDecisions<Ti4>(game.state).map((d) => [d.kind, d.seat])).toEqual([
      ["buyCommandTokens", seat],
    ]);
    const before = game.state.players[seat]?.tokens as { tactic: number; fleet: number; strategy: number };
    game = step(game, { type: "buyCommandTokens", seat, payment: { planets: [], tradeGoods: 0 } });
    // LRR 52.1: 3 tokens, into the pools the player chooses, none taken from a pool.
    expect(
      refusal(game.state, {
        type: "arrangeCommandTokens",
        seat,
        tactic: before.tactic + 4,
        fleet: before.fleet - 1,
        strategy: before.strategy,
      }),
    ).toEqual(["ERR_TI4_NO_REDISTRIBUTION", "LRR 20.2"]);
    expect(
      refusal(game.state, {
        type: "arrangeCommandTokens",
        seat,
        tactic: before.tactic + 4,
        fleet: before.fleet,
        strategy: before.strategy,
      }),
    ).toEqual(["ERR_TI4_TOKEN_COUNT", "LRR 20.2"]);
    game = step(game, {
      type: "arrangeCommandTokens",
      seat,
      tactic: before.tactic + 2,
      fleet: before.fleet + 1,
      strategy: before.strategy,
    });
    expect(game.state.players[seat]?.tokens).toEqual({
      tactic: before.tactic + 2,
      fleet: before.fleet + 1,
      strategy: before.strategy,
    });
    // LRR 82.2: every other player answers, all at once; Leadership's secondary costs no token.
    const asked = pendingDecisions<Ti4>(game.state);
    expect(new Set(asked.map((d) => d.seat)).size).toBe(5);
    expect(asked.every((d) => d.simultaneous && d.seat !== seat)).toBe(true);
    expect(refusal(game.state, { type: "useSecondary", seat })).toEqual(["ERR_NOT_YOUR_TURN", "Mecatol"]);
    const follower = (seat + 1) % 6;
    game = step(game, { type: "useSecondary", seat: follower });
    game = declineAll(game);
    // The follower's secondary resolves once everyone has answered.
    expect(pendingDecisions<Ti4>(game.state).map((d) => [d.kind, d.seat])).toEqual([
      ["buyCommandTokens", follower],
    ]);
    const strategyBefore = game.state.players[follower]?.tokens.strategy;
    const payment = cheapestPayment(game.state, follower, "influence", 3);
    if (!payment) throw new Error("the follower cannot pay 3 influence");
    game = step(game, { type: "buyCommandTokens", seat: follower, payment });
    expect(payment.planets.every((p) => game.state.players[follower]?.planets[p]?.exhausted)).toBe(true);
    const f = game.state.players[follower]?.tokens as { tactic: number; fleet: number; strategy: number };
    game = step(game, { type: "arrangeCommandTokens", seat: follower, ...f, tactic: f.tactic + 1 });
    expect(game.state.players[follower]?.tokens.strategy).toBe(strategyBefore);
    expect(game.state.players[seat]?.strategyCards.find((c) => c.card === "leadership")?.played).toBe(true);
    expect(game.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    expect(pendingDecisions<Ti4>(game.state)[0]?.seat).not.toBe(seat);
    expect(replayLog<Ti4>(game.events)).toEqual(game.state);
  });

  it("never gains beyond reinforcements (LRR 20.3a)", () => {
    const start = toActionPhase();
    const seat = holderOf(start.state, "leadership");
    let game = edited(start, (draft) => {
      const p = draft.players[seat] as Ti4State["players"][number];
      p.tokens = { tactic: 10, fleet: 3, strategy: 2 };
    });
    expect(commandTokenReinforcements(game.state, seat)).toBe(1);
    game = step(game, { type: "strategicAction", seat, card: "leadership" });
    game = step(game, { type: "buyCommandTokens", seat, payment: { planets: [], tradeGoods: 0 } });
    expect(
      refusal(game.state, { type: "arrangeCommandTokens", seat, tactic: 13, fleet: 3, strategy: 2 }),
    ).toEqual(["ERR_TI4_TOKEN_COUNT", "LRR 20.2"]);
    game = step(game, { type: "arrangeCommandTokens", seat, tactic: 10, fleet: 4, strategy: 2 });
    expect(commandTokenReinforcements(game.state, seat)).toBe(0);
    expect(replayLog<Ti4>(game.events)).toEqual(game.state);
  });
});

/** Answers every decision with the bot's first answer until the strategic action is over. */
function botUntilTurnEnds(game: Game): Game {
  let next = game;
  for (let i = 0; i < 200; i++) {
    if (!next.state.stack.some((f) => f.kind === "ti4StrategicAction")) return next;
    const decision = pendingDecisions<Ti4>(next.state)[0];
    if (!decision) throw new Error("the strategic action waits for nobody");
    const answers = ti4Answers(next.state, decision);
    const legal = answers.find((c) => applyCommand<Ti4>(next.state, c, CTX).ok);
    if (!legal) throw new Error(`no legal bot answer to ${decision.kind}: ${JSON.stringify(answers)}`);
    next = step(next, legal);
  }
  throw new Error("the strategic action never ended");
}

describe("the built-in player through every strategic action", () => {
  for (const [cards, seed] of [
    [CARDS, "action-6"],
    [["politics", "construction", "trade", "technology", "warfare", "diplomacy"], "action-6b"],
  ] as const)
    for (const card of cards.filter((c) => c !== "imperial"))
      it(`plays ${card} and every secondary legally`, () => {
        const start = toActionPhase([...cards], seed);
        const seat = holderOf(start.state, card);
        const game = botUntilTurnEnds(
          step(turnOf(start, seat), { type: "strategicAction", seat, card: card as Ti4StrategyCardId }),
        );
        expect(game.state.players[seat]?.strategyCards.find((c) => c.card === card)?.played).toBe(true);
        expect(game.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
        expect(replayLog<Ti4>(game.events)).toEqual(game.state);
      });
});

const SECOND = ["politics", "construction", "trade", "technology", "warfare", "diplomacy"];

/** Plays `card` from its holder's turn. */
function playCard(game: Game, card: string): { game: Game; seat: number } {
  const seat = holderOf(game.state, card);
  return { seat, game: step(turnOf(game, seat), { type: "strategicAction", seat, card: card as never }) };
}

function exhaustAll(game: Game, seat: number): Game {
  return edited(game, (draft) => {
    for (const card of Object.values(draft.players[seat]?.planets ?? {})) if (card) card.exhausted = true;
  });
}

describe("Diplomacy (LRR 32)", () => {
  it("puts every other player's token in the chosen system, readies its planets, and lets followers ready 2", () => {
    const start = toActionPhase();
    const seat = holderOf(start.state, "diplomacy");
    const broke = (seat + 1) % 6;
    const follower = (seat + 2) % 6;
    let game = edited(exhaustAll(exhaustAll(turnOf(start, seat), seat), follower), (draft) => {
      (draft.players[broke] as Ti4State["players"][number]).tokens.strategy = 0;
    });
    game = step(game, { type: "strategicAction", seat, card: "diplomacy" });
    const home = game.state.players[seat]?.home as string;
    expect(refusal(game.state, { type: "chooseDiplomacySystem", seat, system: "000" })).toEqual([
      "ERR_TI4_DIPLOMACY_SYSTEM",
      "LRR 32.1",
    ]);
    game = step(game, { type: "chooseDiplomacySystem", seat, system: home });
    expect([...(game.state.board[home]?.commandTokens ?? [])].sort()).toEqual(
      [0, 1, 2, 3, 4, 5].filter((s) => s !== seat),
    );
    // The base printing readies the holder's planets in that system.
    const homePlanets = Object.keys(game.state.board[home]?.planets ?? {});
    for (const planet of homePlanets)
      expect(game.state.players[seat]?.planets[planet as Ti4PlanetId]?.exhausted).toBe(false);
    // LRR 82.2: a player with no strategy token is not asked.
    const asked = new Set(pendingDecisions<Ti4>(game.state).map((d) => d.seat));
    expect(asked.has(broke)).toBe(false);
    expect(refusal(game.state, { type: "useSecondary", seat: broke })).toEqual([
      "ERR_NOT_YOUR_TURN",
      "Mecatol",
    ]);
    game = step(game, { type: "useSecondary", seat: follower });
    game = declineAll(game);
    const exhausted = pendingDecisions<Ti4>(game.state)[0]?.choices ?? [];
    expect(
      refusal(game.state, { type: "readyPlanets", seat: follower, planets: exhausted.slice(0, 3) as never }),
    ).toEqual(exhausted.length > 2 ? ["ERR_TI4_TOO_MANY_PLANETS", "LRR 32.3"] : null);
    const strategy = game.state.players[follower]?.tokens.strategy as number;
    game = step(game, { type: "readyPlanets", seat: follower, planets: exhausted.slice(0, 2) as never });
    for (const planet of exhausted.slice(0, 2))
      expect(game.state.players[follower]?.planets[planet as Ti4PlanetId]?.exhausted).toBe(false);
    expect(strategy).toBe((start.state.players[follower]?.tokens.strategy as number) - 1);
    expect(game.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    expect(replayLog<Ti4>(game.events)).toEqual(game.state);
  });
});

describe("Politics (LRR 66)", () => {
  it("gives the speaker token, draws 2 secret action cards, and puts the agendas back as told", () => {
    const start = toActionPhase(SECOND, "action-6b");
    let { game, seat } = playCard(start, "politics");
    const speaker = game.state.speaker;
    expect(refusal(game.state, { type: "chooseSpeaker", seat, player: speaker })).toEqual([
      "ERR_TI4_SPEAKER_CHOICE",
      "LRR 66.1",
    ]);
    const newSpeaker = seat === speaker ? (seat + 1) % 6 : seat;
    const topTwo = game.state.decks.agenda.draw.slice(0, 2);
    const before = game.events.length;
    game = step(game, { type: "chooseSpeaker", seat, player: newSpeaker });
    expect(game.state.speaker).toBe(newSpeaker);
    expect(game.state.players[seat]?.secret.actionCards).toHaveLength(2);
    const drawn = game.events.slice(before).find((e) => e.type === "ti4ActionCardsDrawn");
    expect(drawn && ti4EventSeen(drawn, (seat + 1) % 6)).toBeNull();
    expect(drawn && ti4EventSeen(drawn, seat)).toEqual(drawn);
    const looked = game.events.slice(before).find((e) => e.type === "ti4AgendasLooked");
    expect(looked && ti4EventSeen(looked, null)).toBeNull();
    expect(
      refusal(game.state, { type: "placeAgendas", seat, top: [topTwo[0] as never], bottom: [] }),
    ).toEqual(["ERR_TI4_AGENDAS_PLACED", "LRR 66.1"]);
    game = step(game, {
      type: "placeAgendas",
      seat,
      top: [topTwo[1] as never],
      bottom: [topTwo[0] as never],
    });
    expect(game.state.decks.agenda.draw[0]).toBe(topTwo[1]);
    expect(game.state.decks.agenda.draw.at(-1)).toBe(topTwo[0]);
    // The secondary: a strategy token for 2 action cards.
    const follower = (seat + 1) % 6;
    const tokens = game.state.players[follower]?.tokens.strategy as number;
    game = step(game, { type: "useSecondary", seat: follower });
    game = declineAll(game);
    expect(game.state.players[follower]?.secret.actionCards).toHaveLength(2);
    expect(game.state.players[follower]?.tokens.strategy).toBe(tokens - 1);
    expect(replayLog<Ti4>(game.events)).toEqual(game.state);
  });
});

describe("Construction (LRR 24)", () => {
  /** The construction holder's first home planet, its starting space dock taken away (a dock may go there). */
  function withoutHomeDock(industry: boolean) {
    const start = toActionPhase(SECOND, "action-6b");
    const seat = holderOf(start.state, "construction");
    const home = start.state.players[seat]?.home as string;
    const planet = Object.keys(start.state.board[home]?.planets ?? {})[0] as Ti4PlanetId;
    const game = edited(turnOf(start, seat), (draft) => {
      for (const force of draft.board[home]?.planets[planet] ?? []) delete force.units.spaceDock;
      if (industry) draft.laws = [{ agenda: "minister_industry", elected: String(seat), owner: seat }];
    });
    return { game: step(game, { type: "strategicAction", seat, card: "construction" }), seat, home, planet };
  }

  it("Minister of Industry: a space dock placed lets its owner produce in that system at once", () => {
    const { game, seat, home, planet } = withoutHomeDock(true);
    const built = step(game, { type: "construct", seat, structures: [{ planet, unit: "spaceDock" }] });
    expect(built.state.stack.at(-1)).toMatchObject({
      kind: "ti4Production",
      seat,
      system: home,
      reason: "Minister of Industry",
    });
    expect(replayLog<Ti4>(built.events)).toEqual(built.state);
  });

  it("without Minister of Industry, placing a space dock produces nothing", () => {
    const { game, seat, planet } = withoutHomeDock(false);
    const built = step(game, { type: "construct", seat, structures: [{ planet, unit: "spaceDock" }] });
    expect(built.state.stack.some((f) => f.kind === "ti4Production")).toBe(false);
  });

  it("places a space dock and a PDS, and a follower's token goes into the system it builds in", () => {
    const start = toActionPhase(SECOND, "action-6b");
    const seat = holderOf(start.state, "construction");
    const home = start.state.players[seat]?.home as string;
    const planet = Object.keys(start.state.board[home]?.planets ?? {})[0] as Ti4PlanetId;
    // A space dock on the home planet (as the faction sheet sets it up).
    let game = edited(turnOf(start, seat), (draft) => {
      const system = draft.board[home] as Ti4State["board"][string];
      const forces = system.planets[planet] ?? [];
      const mine = forces.find((f) => f.seat === seat);
      if (mine) mine.units.spaceDock = 1;
      else forces.push({ seat, units: { spaceDock: 1 } });
      system.planets[planet] = forces;
    });
    game = step(game, { type: "strategicAction", seat, card: "construction" });
    expect(
      refusal(game.state, {
        type: "construct",
        seat,
        structures: [
          { planet, unit: "spaceDock" },
          { planet, unit: "spaceDock" },
        ],
      }),
    ).toEqual(["ERR_TI4_CONSTRUCTION_PRIMARY", "LRR 24.2"]);
    // The home planet has its starting space dock: a second is refused.
    expect(
      refusal(game.state, { type: "construct", seat, structures: [{ planet, unit: "spaceDock" }] }),
    ).toEqual(["ERR_TI4_STRUCTURE_LIMIT", "LRR 79"]);
    game = step(game, {
      type: "construct",
      seat,
      structures: [
        { planet, unit: "pds" },
        { planet, unit: "pds" },
      ],
    });
    expect(game.state.board[home]?.planets[planet]?.find((f) => f.seat === seat)?.units.pds).toBe(2);
    const follower = (seat + 1) % 6;
    const theirHome = game.state.players[follower]?.home as string;
    const theirPlanet = Object.keys(game.state.board[theirHome]?.planets ?? {})[0] as Ti4PlanetId;
    const tokens = game.state.players[follower]?.tokens.strategy as number;
    game = step(game, { type: "useSecondary", seat: follower });
    game = declineAll(game);
    expect(
      refusal(game.state, {
        type: "construct",
        seat: follower,
        structures: [{ planet: theirPlanet, unit: "pds" }],
      }),
    ).toEqual(["ERR_TI4_CONSTRUCTION_SYSTEM", "LRR 24.3"]);
    game = step(game, {
      type: "construct",
      seat: follower,
      system: theirHome,
      structures: [{ planet: theirPlanet, unit: "pds" }],
    });
    expect(game.state.board[theirHome]?.commandTokens).toContain(follower);
    expect(game.state.players[follower]?.tokens.strategy).toBe(tokens - 1);
    expect(
      game.state.board[theirHome]?.planets[theirPlanet]?.find((f) => f.seat === follower)?.units.pds,
    ).toBe(1);
    expect(replayLog<Ti4>(game.events)).toEqual(game.state);
  });
});

describe("Trade (LRR 92)", () => {
  it("gains 3 trade goods, replenishes, and lets the chosen follow without a strategy token", () => {
    const start = toActionPhase();
    let { game, seat } = playCard(start, "trade");
    const holder = game.state.players[seat] as Ti4State["players"][number];
    expect(holder.tradeGoods).toBe((start.state.players[seat]?.tradeGoods ?? 0) + 3);
    expect(holder.commodities).toBe(ti4Faction(holder.faction as string).commodities);
    expect(refusal(game.state, { type: "chooseTradeFollowers", seat, players: [seat] })).toEqual([
      "ERR_TI4_TRADE_CHOICE",
      "LRR 92.3",
    ]);
    const chosen = (seat + 1) % 6;
    const paying = (seat + 2) % 6;
    game = step(game, { type: "chooseTradeFollowers", seat, players: [chosen] });
    const tokens = (s: number) => game.state.players[s]?.tokens.strategy as number;
    const [chosenTokens, payingTokens] = [tokens(chosen), tokens(paying)];
    game = step(game, { type: "useSecondary", seat: chosen });
    game = step(game, { type: "useSecondary", seat: paying });
    game = declineAll(game);
    expect([tokens(chosen), tokens(paying)]).toEqual([chosenTokens, payingTokens - 1]);
    for (const s of [chosen, paying]) {
      const p = game.state.players[s] as Ti4State["players"][number];
      expect(p.commodities).toBe(ti4Faction(p.faction as string).commodities);
    }
    expect(replayLog<Ti4>(game.events)).toEqual(game.state);
  });
});

describe("Warfare (LRR 99)", () => {
  it("takes a token off the board and lets the holder rearrange the whole sheet", () => {
    const start = toActionPhase();
    const seat = holderOf(start.state, "warfare");
    const home = start.state.players[seat]?.home as string;
    let game = edited(turnOf(start, seat), (draft) => {
      draft.board[home]?.commandTokens.push(seat);
    });
    game = step(game, { type: "strategicAction", seat, card: "warfare" });
    expect(refusal(game.state, { type: "retrieveCommandToken", seat, system: "000" })).toEqual([
      "ERR_TI4_NO_TOKEN_THERE",
      "LRR 99.1",
    ]);
    game = step(game, { type: "retrieveCommandToken", seat, system: home });
    expect(game.state.board[home]?.commandTokens).not.toContain(seat);
    const t = game.state.players[seat]?.tokens as { tactic: number; fleet: number; strategy: number };
    const total = t.tactic + t.fleet + t.strategy + 1;
    // Three ships other than fighters start at home: the fleet pool keeps room for them (LRR 37).
    game = step(game, { type: "arrangeCommandTokens", seat, tactic: total - 3, fleet: 3, strategy: 0 });
    expect(game.state.players[seat]?.tokens).toEqual({ tactic: total - 3, fleet: 3, strategy: 0 });
    // LRR 99.2: a follower uses the PRODUCTION of its home system's space dock, placing no token there.
    const follower = (seat + 1) % 6;
    const theirHome = game.state.players[follower]?.home as string;
    game = step(game, { type: "useSecondary", seat: follower });
    game = declineAll(game);
    expect(game.state.stack.at(-1)).toEqual({
      kind: "ti4Production",
      seat: follower,
      system: theirHome,
      reason: "warfare",
    });
    expect(game.state.board[theirHome]?.commandTokens).not.toContain(follower);
    game = botUntilTurnEnds(game);
    expect(game.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    expect(replayLog<Ti4>(game.events)).toEqual(game.state);
  });
});
