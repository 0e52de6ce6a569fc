/**
 * Data Skimmer, the Ral Nel Consortium's breakthrough (TE "Breakthroughs and Synergy", the card): during
 * the action phase, while its holder has not passed, other players' discarded action cards go onto it;
 * when its holder passes, they take one into their hand and the rest are discarded. Position: a Thunder's
 * Edge game in its action phase (test/support/ti4Events.ts), seat 0 the Ral Nel holding the card.
 */
import { describe, expect, it } from "vitest";
import type { FactionId, Ti4ActionCardId } from "../../../../../src/content/ti4/index.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import { TE_RALNEL_DATA_SKIMMER } from "../../../../../src/engine/ti4/factions/ralnelDataSkimmer.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { CTX, refusal } from "../../../../support/ti4FactionBoard.ts";
import { type Played, send } from "../../../../support/ti4Status.ts";

const FACTIONS: readonly FactionId[] = ["ralnel", "sol", "letnev", "hacan"];
const RALNEL = 0;
const OTHER = 1;
const CARD: Ti4ActionCardId = "industrial_initiative";

/** `seat` to act, holding Industrial Initiative; nobody else holds a card; the Ral Nel hold Data Skimmer. */
function game(seat: number, edit?: (s: Ti4State) => void): Played {
  return eventGame(FACTIONS, [], seat, (s) => {
    for (const player of s.players) player.secret.actionCards = [];
    s.players[seat]?.secret.actionCards.push(CARD);
    const ralnel = s.players[RALNEL];
    if (ralnel) ralnel.breakthrough = "ralnelbt";
    edit?.(s);
  });
}

const replays = (at: Played) => expect(replayLog<Ti4>(at.events)).toEqual(at.state);

/** The Ral Nel to act with their strategy card played, so they may pass; `cards` already on Data Skimmer. */
function passing(cards: Ti4ActionCardId[]): Played {
  return game(RALNEL, (s) => {
    const ralnel = s.players[RALNEL];
    if (!ralnel) return;
    for (const card of ralnel.strategyCards) card.played = true;
    ralnel.dataSkimmer = cards;
  });
}

describe("TE faction: the Ral Nel's Data Skimmer (breakthrough)", () => {
  it("catches another player's played action card instead of the discard pile; replays", () => {
    const at = game(OTHER);
    const discardBefore = at.state.decks.action.discard.length;
    const played = send(at, { type: "playActionCard", seat: OTHER, card: CARD });
    expect(played.state.players[RALNEL]?.dataSkimmer).toEqual([CARD]);
    expect(played.state.decks.action.discard).toHaveLength(discardBefore);
    replays(played);
  });

  it("lets the holder's own discards, and others' once the holder has passed, go to the discard pile", () => {
    const own = send(game(RALNEL), { type: "playActionCard", seat: RALNEL, card: CARD });
    expect(own.state.players[RALNEL]?.dataSkimmer).toBeUndefined();
    expect(own.state.decks.action.discard.at(-1)).toBe(CARD);
    const passed = game(OTHER, (s) => {
      const ralnel = s.players[RALNEL];
      if (ralnel) ralnel.passed = true;
    });
    const after = send(passed, { type: "playActionCard", seat: OTHER, card: CARD });
    expect(after.state.players[RALNEL]?.dataSkimmer).toBeUndefined();
    expect(after.state.decks.action.discard.at(-1)).toBe(CARD);
    const without = game(OTHER, (s) => {
      const ralnel = s.players[RALNEL];
      if (ralnel) delete ralnel.breakthrough;
    });
    const plain = send(without, { type: "playActionCard", seat: OTHER, card: CARD });
    expect(plain.state.decks.action.discard.at(-1)).toBe(CARD);
    replays(after);
  });

  it("as the holder passes, they take one card into their hand and the rest are discarded; replays", () => {
    const at = passing(["sabo", "bunker"]);
    const passed = send(at, { type: "pass", seat: RALNEL });
    const asked = pendingDecisions<Ti4>(passed.state);
    expect(asked.map((d) => d.kind)).toEqual(["dataSkimmerTake"]);
    expect(asked[0]?.choices).toEqual(["sabo", "bunker"]);
    const took = send(passed, { type: "dataSkimmerTake", seat: RALNEL, card: "bunker" });
    expect(took.state.players[RALNEL]?.secret.actionCards).toContain("bunker");
    expect(took.state.players[RALNEL]?.dataSkimmer).toBeUndefined();
    expect(took.state.decks.action.discard.at(-1)).toBe("sabo");
    expect(took.state.stack.some((f) => f.kind === "teDataSkimmer")).toBe(false);
    replays(took);
  });

  it("asks nothing on a pass with the card empty", () => {
    const passed = send(passing([]), { type: "pass", seat: RALNEL });
    expect(pendingDecisions<Ti4>(passed.state).map((d) => d.kind)).not.toContain("dataSkimmerTake");
  });

  it("refuses a card not on it, a take when not asked, and its use as an ability; the state is unchanged", () => {
    const passed = send(passing(["sabo"]), { type: "pass", seat: RALNEL });
    const wrong = { type: "dataSkimmerTake", seat: RALNEL, card: "bunker" } as const;
    expect(refusal(passed.state, wrong)).not.toBeNull();
    const tx = beginTx<Ti4>(structuredClone(passed.state), CTX);
    expect(TE_RALNEL_DATA_SKIMMER.commands?.dataSkimmerTake?.(tx, wrong as never)).toMatchObject({
      code: "ERR_TI4_DATA_SKIMMER_CARD",
      rule: "TE Ral Nel: Data Skimmer (breakthrough)",
    });
    expect(tx.events).toEqual([]);
    const early = passing(["sabo"]);
    const take = { type: "dataSkimmerTake", seat: RALNEL, card: "sabo" } as const;
    expect(refusal(early.state, take)?.[0]).toBe("ERR_NOT_NOW");
    const earlyTx = beginTx<Ti4>(structuredClone(early.state), CTX);
    expect(TE_RALNEL_DATA_SKIMMER.commands?.dataSkimmerTake?.(earlyTx, take as never)).toMatchObject({
      code: "ERR_TI4_DATA_SKIMMER_NOT_ASKED",
    });
    // Used as an ability, it says where it acts (breakthroughs.ts BREAKTHROUGH_ABILITIES_PLAYED).
    expect(refusal(early.state, { type: "useBreakthrough", seat: RALNEL } as never)).toEqual([
      "ERR_TI4_BREAKTHROUGH_ELSEWHERE",
      "TE Breakthroughs and Synergy",
    ]);
  });

  it("the bot takes a card, so the game goes on", () => {
    const passed = send(passing(["sabo", "bunker"]), { type: "pass", seat: RALNEL });
    const asked = pendingDecisions<Ti4>(passed.state)[0];
    expect(ti4Answers(passed.state, asked as never)[0]).toEqual({
      type: "dataSkimmerTake",
      seat: RALNEL,
      card: "sabo",
    });
  });
});
