/**
 * The Xxcha's Instinct Training (its card; LRR 2, 20, 22, 34): when another player plays an action card,
 * exhaust it and spend a strategy-pool token to cancel that card. Offered in the window a played card opens
 * for Sabotage, to an Xxcha asked from public facts alone (the card ready, a strategy token), whatever their
 * hand and standing autopass. A four-seat action phase (test/support/ti4Status.ts) on `seat`'s turn.
 */
import { describe, expect, it } from "vitest";
import { narrateTi4 } from "../../../../src/app/ti4/narrate.ts";
import type { Ti4ActionCardId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import { instinctTrainingRefused } from "../../../../src/engine/ti4/factions/xxchaInstinctTraining.ts";
import { ti4BotMove } from "../../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";
import { actionPhaseAllPlayed, CTX, type Played, send } from "../../../support/ti4Status.ts";

type Player = Ti4State["players"][number];

function current(state: Ti4State): number {
  const top = state.stack.findLast((f) => f.kind === "ti4ActionPhase");
  if (top?.kind !== "ti4ActionPhase") throw new Error("not in the action phase");
  return top.current;
}

/**
 * `seat`'s turn holding `cards`; the next seat is the Xxcha owning Instinct Training with an empty hand,
 * the one after holds Sabotage; `edit` changes the Xxcha's sheet.
 */
function start(cards: Ti4ActionCardId[], edit?: (xxcha: Player) => void) {
  let seat = -1;
  const at = actionPhaseAllPlayed(4, (s) => {
    seat = current(s);
    for (const p of s.players) p.secret.actionCards = [];
    (s.players[seat] as Player).secret.actionCards = [...cards];
    (s.players[(seat + 2) % 4] as Player).secret.actionCards = ["sabo"];
    const xxcha = (seat + 1) % 4;
    giveFaction(s, xxcha, "xxcha");
    const player = s.players[xxcha] as Player;
    player.technologies.push("it");
    player.tokens.strategy = 2;
    edit?.(player);
  });
  return { at, seat, xxcha: (seat + 1) % 4, saboteur: (seat + 2) % 4 };
}

const asked = (s: Ti4State, seat: number) =>
  pendingDecisions<Ti4>(s)
    .filter((d) => d.seat === seat)
    .map((d) => d.kind);

function awaiting(s: Ti4State): number[] {
  const top = s.stack.at(-1);
  return top?.kind === "ti4CardWindow" ? [...top.awaiting].sort() : [];
}

function playCard(at: Played, seat: number, card: Ti4ActionCardId, fields: Partial<Ti4Command> = {}) {
  return send(at, { type: "playActionCard", seat, card, ...fields } as Ti4Command);
}

describe("Xxcha: Instinct Training (its card)", () => {
  it("cancels another player's card for the exhausted card and a strategy token; the action is given back", () => {
    const { at, seat, xxcha, saboteur } = start(["industrial_initiative"]);
    const played = playCard(at, seat, "industrial_initiative");
    // LRR 2: the window asks the Sabotage holder and the Xxcha, whose hand is empty: no card decision.
    expect(awaiting(played.state)).toEqual([xxcha, saboteur].sort());
    expect(asked(played.state, xxcha)).toEqual(["instinctTraining", "passCardWindow"]);
    expect(asked(played.state, saboteur)).toEqual(["playActionCard", "passCardWindow"]);
    const goods = played.state.players[seat]?.tradeGoods;
    const cancelled = send(played, { type: "instinctTraining", seat: xxcha });
    const sheet = cancelled.state.players[xxcha];
    expect(sheet?.exhaustedTechnologies).toEqual(["it"]);
    expect(sheet?.tokens.strategy).toBe(1);
    expect(cancelled.state.decks.action.discard.at(-1)).toBe("industrial_initiative");
    expect(cancelled.state.players[seat]?.tradeGoods).toBe(goods);
    // LRR 22: a cancelled component action does not use up the turn's action; the window is closed.
    expect(cancelled.state.stack.at(-1)).toMatchObject({
      kind: "ti4ActionPhase",
      current: seat,
      acted: false,
    });
    expect(narrateTi4(cancelled.events.slice(-6), cancelled.state)).toContain(
      "Instinct Training cancels Industrial Initiative.",
    );
    expect(replayLog<Ti4>(cancelled.events)).toEqual(cancelled.state);
  });

  it("asks the Xxcha from public facts only: under autopass or with a card alike, never once exhausted or without a token", () => {
    // With a Sabotage in hand and autopass on: asked for both, as anyone holding a card would be.
    const holding = start(["industrial_initiative"], (p) => {
      p.secret.actionCards = ["sabo"];
      p.secret.cardWindows = { autoPass: true, offered: true };
    });
    const withCard = playCard(holding.at, holding.seat, "industrial_initiative");
    expect(asked(withCard.state, holding.xxcha)).toEqual([
      "instinctTraining",
      "playActionCard",
      "passCardWindow",
    ]);
    // Exhausted, or an empty strategy pool, with an empty hand: not asked at all, like any empty hand.
    for (const edit of [
      (p: Player) => {
        p.exhaustedTechnologies = ["it"];
      },
      (p: Player) => {
        p.tokens.strategy = 0;
      },
    ]) {
      const spent = start(["industrial_initiative"], edit);
      const played = playCard(spent.at, spent.seat, "industrial_initiative");
      expect(awaiting(played.state)).toEqual([spent.saboteur]);
    }
  });

  it("is refused when not offered, and leaves the game as it was", () => {
    const { at, seat, xxcha, saboteur } = start(["industrial_initiative"], (p) => {
      p.tokens.strategy = 0;
      p.secret.actionCards = ["sabo"];
    });
    const played = playCard(at, seat, "industrial_initiative");
    const before = structuredClone(played.state);
    const refused = applyCommand<Ti4>(played.state, { type: "instinctTraining", seat: xxcha }, CTX);
    expect(refused.ok ? null : refused.error.code).toBe("ERR_NOT_NOW");
    expect(played.state).toEqual(before);
    // The rule's own sentence names the empty pool (LRR 20); another player has no Instinct Training.
    const window = { timing: "whenActionCardPlayed" as const, about: seat };
    expect(instinctTrainingRefused(played.state, xxcha, window)).toMatchObject({
      code: "ERR_TI4_NO_STRATEGY_TOKEN",
      rule: "LRR 20",
    });
    expect(instinctTrainingRefused(played.state, saboteur, window)?.code).toBe(
      "ERR_TI4_INSTINCT_TRAINING_NOT_READY",
    );
    // Asked for the card in hand, the Xxcha may still Sabotage it.
    const sabotaged = send(played, { type: "playActionCard", seat: xxcha, card: "sabo" });
    expect(sabotaged.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
  });

  it("the bot cancels a card played against it and lets any other card be", () => {
    const { at, seat, xxcha } = start(["insub", "industrial_initiative"]);
    const against = playCard(at, seat, "insub", { target: xxcha });
    expect(ti4BotMove(against.state, xxcha, CTX)?.command).toEqual({ type: "instinctTraining", seat: xxcha });
    const other = playCard(at, seat, "industrial_initiative");
    expect(ti4BotMove(other.state, xxcha, CTX)?.command).toEqual({ type: "passCardWindow", seat: xxcha });
  });
});
