/**
 * The bot at the table (src/engine/bot/table.ts): it answers the Galactic Council, trade negotiations,
 * Action Card windows, hand limits and Demilitarized Zone counters with commands the engine accepts, and
 * its choices follow its stated preferences.
 */
import { describe, expect, it } from "vitest";
import { getActionCard } from "../../../src/content/index.ts";
import { botCommand, playOut } from "../../../src/engine/bot/policy.ts";
import {
  ACTION_CARD_CANDIDATES,
  POLITICS_CANDIDATES,
  STRATEGY_CARD_CANDIDATES,
  TRADE_CANDIDATES,
} from "../../../src/engine/bot/table.ts";
import { AUTOMATED_ACTION_CARD_EFFECTS } from "../../../src/engine/effects/automated.ts";
import { type Command, createGame, decisions, type GameEvent } from "../../../src/engine/index.ts";
import { brokenInvariants } from "../../../src/engine/invariants.ts";
import { CTX, expectReplayMatches, play, type Scenario } from "../../support/engine.ts";
import { given, seatedTable } from "../../support/strategyTable.ts";

const table = seatedTable();

/** Lets the bot answer every decision until `done` holds; returns the commands it played. */
function botUntil(game: Scenario, done: () => boolean, limit = 400): Command[] {
  const played: Command[] = [];
  while (!done()) {
    expect(played.length, "the bot should get there").toBeLessThan(limit);
    const seats = [...new Set(decisions(game.state).map((d) => d.seat))];
    const command = seats.map((seat) => botCommand(game.state, seat, CTX)).find((c) => c !== null);
    if (!command) throw new Error(`the bot cannot answer ${JSON.stringify(decisions(game.state))}`);
    play(game, command);
    expect(brokenInvariants(game.state)).toEqual([]);
    played.push(command);
  }
  return played;
}

const backToActionPhase = (game: Scenario) => () => game.state.stack.at(-1)?.kind === "actionPhase";

describe("the bot in the Galactic Council", () => {
  it("resolves a Political strategic action: counter, agenda, votes, the look at the deck", () => {
    const game = table.strategicAction("political", 0);
    const played = botUntil(game, backToActionPhase(game));
    const kinds = new Set(played.map((c) => c.type));
    expect(kinds).toContain("resolvePrimary");
    expect(kinds).toContain("castVotes");
    expect(kinds).toContain("arrangePoliticalDeck");
    const outcome = game.events.find((e) => e.type === "agendaResolved" || e.type === "agendaCancelled");
    expect(outcome).toBeDefined();
    // Every vote names an option or abstains; each voter votes once.
    const voters = played.filter((c) => c.type === "castVotes").map((c) => c.seat);
    expect(new Set(voters).size).toBe(voters.length);
    expectReplayMatches(game);
  });

  it("breaks a tie as Speaker for an option among those tied, the one it likes best", () => {
    const game = table.deal("political", 0);
    const speaker = game.state.speaker;
    given(game, {
      type: "framePushed",
      frame: {
        kind: "agenda",
        source: "drawn",
        reader: 0,
        card: "ancient-artifact" as never,
        step: "tie",
        order: [],
        votes: [],
        extra: [],
        tied: ["against", "for"],
        resume: false,
      },
    });
    const command = botCommand(game.state, speaker, CTX);
    expect(command).toEqual({ type: "breakTie", seat: speaker, choice: "for" });
    play(game, command as Command);
    expect(game.state.stack.at(-1)?.kind).not.toBe("agenda");
  });

  it("votes for itself when a player is elected", () => {
    const game = table.deal("political", 0);
    const seat = 1;
    const candidates = POLITICS_CANDIDATES.castVotes(game.state, {
      kind: "castVotes",
      seat,
      simultaneous: false,
      prompt: "vote",
      choices: ["0", "1", "2", "3"],
    });
    const votes = (candidates ?? []).filter((c) => c.type === "castVotes");
    expect(votes.at(-1)).toEqual({ type: "castVotes", seat, choice: null });
    // Unless this state is one where it abstains, its first choice is itself.
    if (votes.length > 1) expect(votes[0]).toMatchObject({ choice: "1" });
  });
});

describe("the bot in trade negotiations", () => {
  it("takes the Trade Goods, proposes to its neighbours, answers and approves, and finishes", () => {
    const game = table.strategicAction("trade", 0);
    const played = botUntil(game, backToActionPhase(game));
    const proposals = played.filter((c) => c.type === "proposeTradeAgreement");
    expect(proposals.length).toBeGreaterThan(0);
    for (const p of proposals) {
      if (p.type !== "proposeTradeAgreement") continue;
      // Neighbours: the seats next to it around the table of four (1 and 3 for seat 0, ...).
      expect([1, 3]).toContain(Math.abs(p.partner - p.seat));
    }
    expect(game.state.tradeAgreements.length).toBeGreaterThan(0);
    expect(played).toContainEqual({
      type: "resolvePrimary",
      seat: 0,
      card: "trade",
      choice: { option: "tradeGoods" },
    });
    expectReplayMatches(game);
  });
});

describe("the bot with its cards", () => {
  it("discards down to the hand limit, cards the engine cannot carry out first", () => {
    const game = table.deal("political", 0);
    const deck = game.state.decks.action.draw.slice(0, 9);
    const events: GameEvent[] = [
      { type: "actionCardsDrawn", seat: 2, cards: deck },
      { type: "framePushed", frame: { kind: "handLimit" } },
    ];
    given(game, ...events);
    const hand = game.state.players[2]?.secret.actionCards ?? [];
    const excess = hand.length - 7;
    expect(excess).toBeGreaterThan(0);
    const command = botCommand(game.state, 2, CTX);
    expect(command?.type).toBe("discardDownToLimit");
    if (command?.type !== "discardDownToLimit") return;
    expect(command.actionCards).toHaveLength(excess);
    const byHand = hand.filter((c) => !AUTOMATED_ACTION_CARD_EFFECTS.has(getActionCard(c).effect));
    const expected = Math.min(excess, byHand.length);
    const discardedByHand = (command.actionCards ?? []).filter((c) => byHand.includes(c));
    expect(discardedByHand.length).toBe(expected);
    play(game, command);
    expect(game.state.players[2]?.secret.actionCards).toHaveLength(7);
  });

  it("passes play windows and confirms effects done by hand", () => {
    const game = table.deal("political", 0);
    given(
      game,
      { type: "actionCardsDrawn", seat: 1, cards: game.state.decks.action.draw.slice(0, 1) },
      { type: "framePushed", frame: { kind: "byHand", seat: 1, what: "something", awaiting: [1, 3] } },
      { type: "framePushed", frame: { kind: "actionWindow", timing: "afterAgendaRead", awaiting: [1] } },
    );
    const commands = botUntil(game, backToActionPhase(game));
    expect(commands.map((c) => c.type)).toEqual(expect.arrayContaining(["confirmByHand", "confirmByHand"]));
    expect(commands.some((c) => c.type === "passActionWindow" || c.type === "playActionCard")).toBe(true);
  });

  it("gives the Demilitarized Zone the counter of its fullest area", () => {
    const game = table.deal("political", 0);
    const counters = game.state.players[3]?.counters;
    const fullest = (["strategy", "fleet", "command"] as const).reduce((a, b) =>
      (counters?.[b] ?? 0) > (counters?.[a] ?? 0) ? b : a,
    );
    given(game, {
      type: "framePushed",
      frame: { kind: "demilitarizedZone", position: "000", awaiting: [3] },
    });
    const command = botCommand(game.state, 3, CTX);
    expect(command).toEqual({ type: "placeCounterFromSheet", seat: 3, area: fullest });
  });
});

describe("bot games", () => {
  const TABLE_KINDS = new Set(
    [POLITICS_CANDIDATES, TRADE_CANDIDATES, ACTION_CARD_CANDIDATES, STRATEGY_CARD_CANDIDATES].flatMap(
      Object.keys,
    ),
  );

  it.each([3, 4])(
    "%i bots play a game without sticking on a table decision",
    (players) => {
      const seats = Array.from({ length: players }, (_, i) => ({ userId: `bot:${i}`, name: `Bot ${i + 1}` }));
      const created = createGame(
        { seed: `table-${players}`, players: seats, settings: { boxes: ["base", "se"] } },
        CTX,
      );
      if (!created.ok) throw new Error(created.error.message);
      const result = playOut(created.state, CTX, 6000);
      const stuckOn = result.stuck ? decisions(result.state).map((d) => d.kind) : [];
      expect(stuckOn.filter((kind) => TABLE_KINDS.has(kind))).toEqual([]);
      expect(result.state.round).toBeGreaterThan(1);
    },
    60_000,
  );
});
