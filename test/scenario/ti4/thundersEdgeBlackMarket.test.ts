/**
 * Black Market Dealings (Thunder's Edge action card; LRR 2, 94; our text in content/ti4/actionCards.te.ts):
 * played with a proposal of transaction, it lets relics (each keeping its side), action cards and unscored
 * secret objectives change hands in it; nothing cancels it (no Sabotage window). The secret objectives given
 * are picked by their giver once the terms are agreed and reach the receiver alone. Each with its refusals
 * (state unchanged), the bot's answer, and replayed from its log.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ObjectiveId, Ti4RelicId } from "../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { ti4TradeForm } from "../../../src/engine/ti4/transactions/tradeForm.ts";
import { ti4EventSeen } from "../../../src/engine/ti4/view.ts";
import {
  type Game,
  offer,
  player,
  refusal,
  refusalText,
  replayed,
  setFaction,
  step,
  tradingTable,
} from "../../support/ti4Trade.ts";

const SECRETS = ["ans", "btgk", "ctr"] as Ti4ObjectiveId[];

/** Seat 0's turn holding Black Market Dealings and an exhausted relic; seat 1, its neighbour, holds secrets. */
function market(te = true): Game {
  return tradingTable((draft) => {
    if (te) draft.config = { ...draft.config, boxes: ["base", "te"] };
    for (const p of draft.players) p.secret.actionCards = [];
    player(draft, 0).secret.actionCards = ["blackmarketdealing", "sabo"];
    player(draft, 0).relics = [{ id: "thesilverflame" as Ti4RelicId, exhausted: true }];
    player(draft, 0).secret.secretObjectives = [SECRETS[0] as Ti4ObjectiveId];
    player(draft, 1).secret.secretObjectives = [SECRETS[1] as Ti4ObjectiveId, SECRETS[2] as Ti4ObjectiveId];
    player(draft, 2).secret.actionCards = ["sabo"];
    // No Mentak at the table: its Pillage would answer the transaction first.
    for (const p of draft.players) if (p.faction === "mentak") setFaction(draft, p.seat, "sol");
  });
}

describe("Black Market Dealings (Thunder's Edge action card; LRR 2, 94)", () => {
  it("lets a relic, an action card and a secret objective change hands; the relic keeps its side", () => {
    const game = market();
    const proposed = step(game, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      blackMarket: true,
      give: offer({ relics: ["thesilverflame"], actionCards: ["sabo"] }),
      receive: offer({ secretObjectives: 1 }),
    });
    // Played at once, face up, and never open to a Sabotage.
    expect(player(proposed.state, 0).secret.actionCards).toEqual(["sabo"]);
    expect(proposed.state.decks.action.discard).toContain("blackmarketdealing");
    expect(proposed.state.stack.at(-1)).toMatchObject({ kind: "ti4Transaction", blackMarket: 0 });
    expect(proposed.state.stack.some((f) => f.kind === "ti4CardWindow")).toBe(false);
    const agreed = step(proposed, { type: "answerTransaction", seat: 1, accept: true });
    expect(player(agreed.state, 1).relics).toEqual([{ id: "thesilverflame", exhausted: true }]);
    expect(player(agreed.state, 0).relics ?? []).toEqual([]);
    expect(player(agreed.state, 1).secret.actionCards).toEqual(["sabo"]);
    // Seat 1 picks the secret it gives.
    expect(agreed.state.stack.at(-1)).toMatchObject({ kind: "teBlackMarketSecrets", giver: 1, receiver: 0 });
    const decision = pendingDecisions<Ti4>(agreed.state)[0];
    expect(decision).toMatchObject({ kind: "giveSecretObjectives", seat: 1 });
    // One it does not hold, or too many, is refused, nothing changed.
    const before = structuredClone(agreed.state);
    expect(
      refusal(agreed.state, {
        type: "giveSecretObjectives",
        seat: 1,
        objectives: [SECRETS[0] as Ti4ObjectiveId],
      }),
    ).toEqual(["ERR_TI4_BLACK_MARKET", "TE Black Market Dealings"]);
    expect(
      refusal(agreed.state, { type: "giveSecretObjectives", seat: 1, objectives: SECRETS.slice(1) }),
    ).toEqual(["ERR_TI4_BLACK_MARKET", "TE Black Market Dealings"]);
    expect(agreed.state).toEqual(before);
    // The bot gives the first of its hand.
    expect(ti4Answers(agreed.state, decision as never)).toEqual([
      { type: "giveSecretObjectives", seat: 1, objectives: [SECRETS[1]] },
    ]);
    const given = step(agreed, {
      type: "giveSecretObjectives",
      seat: 1,
      objectives: [SECRETS[2] as Ti4ObjectiveId],
    });
    expect(player(given.state, 0).secret.secretObjectives).toEqual([SECRETS[0], SECRETS[2]]);
    expect(player(given.state, 1).secret.secretObjectives).toEqual([SECRETS[1]]);
    expect(given.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    // Which secret changed hands reaches the receiver alone.
    const event = given.events.find((e) => e.type === "teSecretObjectivesGiven");
    expect(event).toMatchObject({ to: 0 });
    expect(ti4EventSeen(event as never, 2)).toBeNull();
    expect(replayed(given)).toEqual(given.state);
  });

  it("stays played when the proposal is declined", () => {
    const proposed = step(market(), {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      blackMarket: true,
      give: offer({ relics: ["thesilverflame"] }),
      receive: offer({ tradeGoods: 1 }),
    });
    const declined = step(proposed, { type: "answerTransaction", seat: 1, accept: false });
    expect(player(declined.state, 0).secret.actionCards).toEqual(["sabo"]);
    expect(player(declined.state, 0).relics).toEqual([{ id: "thesilverflame", exhausted: true }]);
    expect(replayed(declined)).toEqual(declined.state);
  });

  it("is refused without the card, without Thunder's Edge, for goods not held, and played on its own", () => {
    const game = market();
    const before = structuredClone(game.state);
    // Relics and secrets without the card: LRR 94.3.
    expect(
      refusal(game.state, {
        type: "proposeTransaction",
        seat: 0,
        with: 1,
        give: offer({ relics: ["thesilverflame"] }),
        receive: offer(),
      }),
    ).toEqual(["ERR_TI4_NO_BLACK_MARKET", "LRR 94.3"]);
    // A relic the giver lacks; more secrets than the other side holds (a public count).
    expect(
      refusalText(game.state, {
        type: "proposeTransaction",
        seat: 0,
        with: 1,
        blackMarket: true,
        give: offer({ relics: ["thecodex"] }),
        receive: offer(),
      }),
    ).toContain('holds no relic "thecodex"');
    expect(
      refusal(game.state, {
        type: "proposeTransaction",
        seat: 0,
        with: 1,
        blackMarket: true,
        give: offer({ tradeGoods: 1 }),
        receive: offer({ secretObjectives: 3 }),
      }),
    ).toEqual(["ERR_TI4_BLACK_MARKET", "TE Black Market Dealings"]);
    // The card played cannot also be given.
    expect(
      refusal(game.state, {
        type: "proposeTransaction",
        seat: 0,
        with: 1,
        blackMarket: true,
        give: offer({ actionCards: ["blackmarketdealing"] }),
        receive: offer(),
      }),
    ).toEqual(["ERR_TI4_CARD_NOT_HELD", "LRR 94.3a"]);
    // Seat 1 holds no copy.
    const theirs = structuredClone(game.state) as Ti4State;
    expect(
      refusal(theirs, {
        type: "proposeTransaction",
        seat: 1,
        with: 0,
        blackMarket: true,
        give: offer({ tradeGoods: 1 }),
        receive: offer(),
      }),
    ).toEqual(["ERR_TI4_CARD_NOT_IN_HAND", "LRR 2"]);
    // On its own, as the turn's action: refused with the way it is played.
    expect(refusal(game.state, { type: "playActionCard", seat: 0, card: "blackmarketdealing" })).toEqual([
      "ERR_TI4_CARD_TIMING",
      "LRR 2",
    ]);
    expect(game.state).toEqual(before);
    // A base game has no such card.
    const base = market(false);
    expect(
      refusal(base.state, {
        type: "proposeTransaction",
        seat: 0,
        with: 1,
        blackMarket: true,
        give: offer({ tradeGoods: 1 }),
        receive: offer(),
      }),
    ).toEqual(["ERR_TI4_BLACK_MARKET", "TE Black Market Dealings"]);
  });

  it("the bot declines terms that cost it a relic or a secret objective", () => {
    const proposed = step(market(), {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      blackMarket: true,
      give: offer({ tradeGoods: 3 }),
      receive: offer({ secretObjectives: 1 }),
    });
    const decision = pendingDecisions<Ti4>(proposed.state)[0];
    expect(ti4Answers(proposed.state, decision as never)).toEqual([
      { type: "answerTransaction", seat: 1, accept: false },
    ]);
  });
});

describe("the transaction form with Black Market Dealings in hand", () => {
  it("offers the card, the seat's relics, its other action cards and both sides' secret counts", () => {
    const form = ti4TradeForm(market().state, 0);
    expect(form?.blackMarket).toEqual({
      relics: [{ id: "thesilverflame", name: "The Silver Flame" }],
      secretObjectives: 1,
      actionCards: [{ id: "sabo", name: expect.any(String) }],
    });
    const partner = form?.partners.find((p) => p.seat === 1);
    expect(partner).toMatchObject({ relics: [], secretObjectives: 2 });
  });

  it("offers nothing of it without the card, or without Thunder's Edge", () => {
    const withoutBox = ti4TradeForm(market(false).state, 0);
    expect(withoutBox?.blackMarket).toBeUndefined();
    expect(withoutBox?.partners.every((p) => p.secretObjectives === undefined)).toBe(true);
    const { state } = tradingTable((draft) => {
      draft.config = { ...draft.config, boxes: ["base", "te"] };
      player(draft, 0).secret.actionCards = ["sabo"];
    });
    expect(ti4TradeForm(state, 0)?.blackMarket).toBeUndefined();
  });
});
