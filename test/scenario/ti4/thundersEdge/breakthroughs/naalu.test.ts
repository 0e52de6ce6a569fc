/**
 * TE "Breakthroughs and Synergy": Mindsieve (Naalu Collective), a promissory note given to a strategy card's
 * holder instead of the strategy token its secondary costs (thundersEdge/breakthroughs/naalu.ts,
 * strategic/notePayment.ts; LRR 82.2, 69); played, refused with the state unchanged, answered by the bot,
 * replayed (run and answer check the replay).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { answer, CTX, refusal, run } from "../../../../support/ti4FactionBoard.ts";

const RULE = "TE Breakthroughs and Synergy: Mindsieve";

type Player = Ti4State["players"][number];

/**
 * The Sol (seat 1) plays Trade; the Naalu (seat 0) and the Xxcha (seat 2) are asked about its secondary.
 * The Naalu holds the Sol's Ceasefire and its own Support for the Throne, and `tokens` strategy tokens.
 */
function tradePlayed(options: { card: boolean; tokens: number; free?: boolean }) {
  const base = eventGame(["naalu", "sol", "xxcha"], [], 1, (s) => {
    for (const p of s.players) p.strategyCards = p.strategyCards.filter((c) => c.card !== "trade");
    (s.players[1] as Player).strategyCards.push({ card: "trade", played: false });
    const naalu = s.players[0] as Player;
    if (options.card) naalu.breakthrough = "naalubt";
    naalu.tokens.strategy = options.tokens;
    naalu.secret.promissoryNotes = ["ceasefire@1", "support_for_the_throne"];
    (s.players[2] as Player).tokens.strategy = 1;
  }).state;
  return run(base, (tx) =>
    tx.emit({
      type: "ti4FramePushed",
      frame: {
        kind: "ti4StrategicAction",
        seat: 1,
        card: "trade",
        step: "primary",
        ...(options.free ? { free: [0] } : {}),
      },
    }),
  ).state;
}

const asked = (state: Ti4State) =>
  pendingDecisions<Ti4>(state)
    .filter((d) => d.kind === "useSecondary")
    .map((d) => d.seat);

describe(`${RULE} (Naalu)`, () => {
  it("gives the card's holder a note instead of the strategy token as the secondary resolves (LRR 82.2)", () => {
    const state = tradePlayed({ card: true, tokens: 1 });
    const followed = answer(state, {
      type: "useSecondary",
      seat: 0,
      note: { note: "ceasefire", owner: 1 },
    }).state;
    const done = answer(followed, { type: "declineSecondary", seat: 2 });
    const naalu = done.state.players[0] as Player;
    expect(naalu.tokens.strategy).toBe(1);
    expect(naalu.secret.promissoryNotes).toEqual(["support_for_the_throne"]);
    // Its own Ceasefire goes home to the Sol.
    expect(done.state.players[1]?.secret.promissoryNotes).toContain("ceasefire");
    expect(
      done.events.some((e) => e.type === "ti4PromissoryNoteGiven" && e.giver === 0 && e.receiver === 1),
    ).toBe(true);
    expect(done.events.some((e) => e.type === "ti4CommandTokensChanged" && e.seat === 0)).toBe(false);
  });

  it("is asked with an empty strategy pool while a note can pay; a Support for the Throne given lies face up", () => {
    const state = tradePlayed({ card: true, tokens: 0 });
    expect(asked(state)).toContain(0);
    expect(refusal(state, { type: "useSecondary", seat: 0 })).toEqual([
      "ERR_TI4_NO_STRATEGY_TOKEN",
      "LRR 82.2",
    ]);
    const told = applyCommand<Ti4>(state, { type: "useSecondary", seat: 0 }, CTX);
    expect(told.ok ? "" : told.error.message).toContain("Mindsieve");
    const followed = answer(state, {
      type: "useSecondary",
      seat: 0,
      note: { note: "support_for_the_throne", owner: 0 },
    }).state;
    const done = answer(followed, { type: "declineSecondary", seat: 2 }).state;
    expect(done.players[1]?.promissoryPlayArea).toEqual([{ note: "support_for_the_throne", owner: 0 }]);
    expect(done.players[0]?.tokens.strategy).toBe(0);
  });

  it("without the card: not asked with an empty pool, and a note is refused, the state unchanged", () => {
    expect(asked(tradePlayed({ card: false, tokens: 0 }))).not.toContain(0);
    const state = tradePlayed({ card: false, tokens: 1 });
    expect(refusal(state, { type: "useSecondary", seat: 0, note: { note: "ceasefire", owner: 1 } })).toEqual([
      "ERR_TI4_NOTE_FOR_SECONDARY",
      RULE,
    ]);
  });

  it("refuses a note not in hand, and a note where the secondary costs no token (Trade's free followers)", () => {
    const state = tradePlayed({ card: true, tokens: 1 });
    expect(refusal(state, { type: "useSecondary", seat: 0, note: { note: "ceasefire", owner: 2 } })).toEqual([
      "ERR_TI4_NOTE_NOT_HELD",
      RULE,
    ]);
    const free = tradePlayed({ card: true, tokens: 1, free: true });
    expect(refusal(free, { type: "useSecondary", seat: 0, note: { note: "ceasefire", owner: 1 } })).toEqual([
      "ERR_TI4_NOTE_FOR_SECONDARY",
      RULE,
    ]);
  });

  it("the bot, out of tokens, follows Trade giving the holder back its own note, never its Support", () => {
    const state = tradePlayed({ card: true, tokens: 0 });
    const decision = pendingDecisions<Ti4>(state).find((d) => d.kind === "useSecondary" && d.seat === 0);
    const candidates = ti4Answers(state, decision as never);
    expect(candidates).toContainEqual({
      type: "useSecondary",
      seat: 0,
      note: { note: "ceasefire", owner: 1 },
    });
    expect(JSON.stringify(candidates)).not.toContain("support_for_the_throne");
  });

  it("is no action of its own: using it is refused, the state unchanged", () => {
    expect(refusal(tradePlayed({ card: true, tokens: 1 }), { type: "useBreakthrough", seat: 0 })).toEqual([
      "ERR_TI4_BREAKTHROUGH_ELSEWHERE",
      "TE Breakthroughs and Synergy",
    ]);
  });
});
