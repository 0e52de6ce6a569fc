/**
 * Thunder's Edge's action cards that resolve one ability of a strategy card (the cards' texts, TE
 * rulebook "Components"): Overrule resolves the primary of a readied or unchosen card for its player alone,
 * Strategize the secondary, paid for with a strategy token as a follower pays. The strategy card stays as
 * it was and nobody else is asked. Extreme Duress strikes a player whose next action is not strategic.
 * Each with its refusals, and replayed from its log.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId, Ti4StrategyCardId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { nextTurn } from "../../../src/engine/ti4/round/actionPhase.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create, finishSetup } from "../../support/ti4.ts";
import { actionPhaseAllPlayed, botUntil, CTX, type Played, send } from "../../support/ti4Status.ts";

function current(state: Ti4State): number {
  const top = state.stack.findLast((f) => f.kind === "ti4ActionPhase");
  if (top?.kind !== "ti4ActionPhase") throw new Error("not in the action phase");
  return top.current;
}

/** A 4-player Thunder's Edge action phase on `seat`'s turn holding `card`, with `readied` not yet played. */
function start(card: Ti4ActionCardId, readied: Ti4StrategyCardId): Played & { seat: number } {
  let seat = -1;
  const at = actionPhaseAllPlayed(4, (s) => {
    s.config = { ...s.config, boxes: ["base", "te"] };
    seat = current(s);
    for (const p of s.players) p.secret.actionCards = p.seat === seat ? [card] : [];
    for (const p of s.players)
      for (const held of p.strategyCards) if (held.card === readied) held.played = false;
  });
  return { ...at, seat };
}

function holderOf(state: Ti4State, card: Ti4StrategyCardId) {
  return state.players.flatMap((p) => p.strategyCards).find((held) => held.card === card);
}

describe("Thunder's Edge's action deck", () => {
  it("deals the Thunder's Edge cards the engine carries out, and keeps the others in the box", () => {
    const deckOf = (state: Ti4State) => {
      const all = [...state.decks.action.draw, ...state.players.flatMap((p) => p.secret.actionCards)];
      return (card: string) => all.filter((id) => id === card).length;
    };
    const te = deckOf(finishSetup(create(4, { boxes: ["base", "te"] }, "te-deck")).state);
    expect([te("overrule"), te("strategize")]).toEqual([1, 4]);
    // Brilliance and Crash Landing are carried out (brilliance.ts, crashLanding.ts): dealt, 1 copy each.
    expect([te("brilliance"), te("crashlanding")]).toEqual([1, 1]);
    expect(te("lieinwait")).toBe(1);
    const base = deckOf(finishSetup(create(4, {}, "te-deck")).state);
    expect([base("overrule"), base("strategize"), base("sabo")]).toEqual([0, 0, 4]);
  });
});

describe("Overrule and Strategize (Thunder's Edge action cards)", () => {
  it("Overrule: the primary of another player's readied card, for its player alone; the card stays readied", () => {
    const at = start("overrule", "trade");
    const { seat } = at;
    const before = at.state.players[seat]?.tradeGoods ?? 0;
    const played = send(at, { type: "playActionCard", seat, card: "overrule", strategyCard: "trade" });
    // Trade's primary: 3 trade goods, then whom to free (answered by the bot); nobody is asked to follow.
    const done = botUntil(played, (s) => !s.stack.some((f) => f.kind === "ti4StrategicAction"));
    expect(done.state.players[seat]?.tradeGoods).toBe(before + 3);
    expect(holderOf(done.state, "trade")?.played).toBe(false);
    expect(done.events.some((e) => e.type === "ti4SecondaryAnswered")).toBe(false);
    expect(done.events.some((e) => e.type === "ti4StrategyCardExhausted")).toBe(false);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("Strategize: a secondary paid with a strategy token (Politics: 2 action cards drawn)", () => {
    const at = start("strategize", "politics");
    const { seat } = at;
    const tokens = at.state.players[seat]?.tokens.strategy ?? 0;
    const played = send(at, { type: "playActionCard", seat, card: "strategize", strategyCard: "politics" });
    const done = botUntil(played, (s) => !s.stack.some((f) => f.kind === "ti4StrategicAction"));
    expect(done.state.players[seat]?.tokens.strategy).toBe(tokens - 1);
    expect(done.state.players[seat]?.secret.actionCards).toHaveLength(2);
    expect(holderOf(done.state, "politics")?.played).toBe(false);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("Strategize on Leadership costs no token (LRR 52.3)", () => {
    const at = start("strategize", "leadership");
    const { seat } = at;
    const tokens = at.state.players[seat]?.tokens;
    const played = send(at, {
      type: "playActionCard",
      seat,
      card: "strategize",
      strategyCard: "leadership",
    });
    // Leadership's secondary asks what influence to spend: the card was resolved, and no token paid for it.
    expect(played.state.stack.at(-1)?.kind).toBe("ti4Leadership");
    const done = botUntil(played, (s) => !s.stack.some((f) => f.kind === "ti4StrategicAction"));
    const paid = done.events.filter(
      (e) => e.type === "ti4CommandTokensChanged" && e.seat === seat && (e.pools.strategy ?? 0) < 0,
    );
    expect(paid).toEqual([]);
    expect(done.state.players[seat]?.tokens.strategy).toBeGreaterThanOrEqual(tokens?.strategy ?? 0);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("refuses a card already played, a secondary with an empty strategy pool, and a play naming no card", () => {
    const at = start("strategize", "politics");
    const { seat } = at;
    const refused = (state: Ti4State, strategyCard?: Ti4StrategyCardId) => {
      const result = applyCommand<Ti4>(
        state,
        { type: "playActionCard", seat, card: "strategize", ...(strategyCard ? { strategyCard } : {}) },
        CTX,
      );
      return result.ok ? undefined : result.error;
    };
    const played = refused(at.state, "warfare");
    expect(played?.code).toBe("ERR_TI4_STRATEGY_CARD");
    expect(played?.message).toContain("readied or unchosen");
    expect(refused(at.state)?.message).toContain("name a strategy card");
    const broke = structuredClone(at.state);
    (broke.players[seat] as Ti4State["players"][number]).tokens.strategy = 0;
    expect(refused(broke, "politics")?.code).toBe("ERR_TI4_NO_STRATEGY_TOKEN");
    // A card in the pool nobody chose will do.
    const pooled = structuredClone(at.state);
    for (const p of pooled.players) p.strategyCards = p.strategyCards.filter((h) => h.card !== "warfare");
    pooled.strategyPool.push({ card: "warfare", tradeGoods: 0 });
    expect(refused(pooled, "warfare")).toBeUndefined();
  });
});

describe("Extreme Duress (Thunder's Edge action card)", () => {
  /** X passes; Y, holding a readied card, begins a turn; A holds Extreme Duress. */
  function duress(readied: boolean) {
    let x = -1;
    let y = -1;
    let a = -1;
    const at = actionPhaseAllPlayed(4, (s) => {
      s.config = { ...s.config, boxes: ["base", "te"] };
      x = current(s);
      y = nextTurn(s, x) as number;
      a = [0, 1, 2, 3].find((seat) => seat !== x && seat !== y) as number;
      for (const p of s.players) p.secret.actionCards = [];
      (s.players[a] as Ti4State["players"][number]).secret.actionCards = ["extremeduress"];
      const victim = s.players[y] as Ti4State["players"][number];
      victim.secret.actionCards = ["sabo", "mb"];
      victim.tradeGoods = 3;
      if (readied) (victim.strategyCards[0] as { played: boolean }).played = false;
    });
    return { at: send(at, { type: "pass", seat: x }), x, y, a };
  }

  it("strikes a player whose next action is not strategic: cards discarded, trade goods given, secrets shown to the card's player", () => {
    const { at, y, a } = duress(true);
    const window = at.state.stack.at(-1);
    expect(window).toMatchObject({ kind: "ti4CardWindow", timing: "startOfAnotherTurn", awaiting: [a] });
    const played = send(at, { type: "playActionCard", seat: a, card: "extremeduress" });
    const passed = botUntil(played, (s) => s.stack.at(-1)?.kind === "ti4ActionPhase");
    expect(passed.state.extremeDuress).toEqual({ by: a, on: y });
    const tgA = passed.state.players[a]?.tradeGoods ?? 0;
    const system = Object.keys(passed.state.board).find(
      (p) => !(passed.state.board[p]?.commandTokens ?? []).includes(y),
    ) as string;
    const acted = send(passed, { type: "tacticalAction", seat: y, system });
    expect(acted.state.players[y]?.secret.actionCards).toEqual([]);
    expect(acted.state.players[y]?.tradeGoods).toBe(0);
    expect(acted.state.players[a]?.tradeGoods).toBe(tgA + 3);
    const shown = acted.events.find((e) => e.type === "ti4SecretObjectivesShown");
    expect(shown).toMatchObject({ seat: y, to: a });
    expect(acted.state.extremeDuress).toBeUndefined();
    expect(replayLog<Ti4>(acted.events)).toEqual(acted.state);
  });

  it("lets a strategic action through untouched", () => {
    const { at, y, a } = duress(true);
    const played = send(at, { type: "playActionCard", seat: a, card: "extremeduress" });
    const passed = botUntil(played, (s) => s.stack.at(-1)?.kind === "ti4ActionPhase");
    const card = passed.state.players[y]?.strategyCards.find((h) => !h.played)?.card as Ti4StrategyCardId;
    const acted = send(passed, { type: "strategicAction", seat: y, card });
    expect(acted.state.players[y]?.secret.actionCards).toEqual(["sabo", "mb"]);
    expect(acted.state.players[y]?.tradeGoods).toBe(3);
    expect(acted.events.at(-1)?.type === "ti4SecretObjectivesShown").toBe(false);
    expect(acted.events.some((e) => e.type === "ti4DuressEnded" && !e.applied)).toBe(true);
  });

  it("opens no window for a player with every strategy card played, and refuses the card out of its moment", () => {
    const { at, y, a } = duress(false);
    expect(at.state.stack.at(-1)).toMatchObject({ kind: "ti4ActionPhase", current: y });
    const result = applyCommand<Ti4>(
      at.state,
      { type: "playActionCard", seat: a, card: "extremeduress" },
      CTX,
    );
    expect(result.ok).toBe(false);
  });
});
