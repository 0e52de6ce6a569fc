/**
 * Extract's later part (a plot of the Obsidian's, face up; TE Marionettes: the players whose tokens lie on a
 * plot are its puppeted players): when a puppeted player gains a non-faction technology, the Obsidian may
 * spend 4 resources (LRR 75) to gain it too. Asked at once, before play goes on.
 */
import { describe, expect, it } from "vitest";
import type { FactionId, Ti4TechnologyId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { advanceFrames, pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { CTX, type Played, send } from "../../../../support/ti4Status.ts";

const FACTIONS: readonly FactionId[] = ["firmament", "sol", "xxcha", "letnev"];
type Player = Ti4State["players"][number];

function refused(at: Played, command: Ti4Command): string | undefined {
  const result = applyCommand<Ti4>(at.state, command, CTX);
  return result.ok ? undefined : result.error.code;
}

/** The Obsidian (seat 0) with Extract face up on seat 1 (its reveal answered), and `tradeGoods` to spend. */
function obsidian(card: "extract" | "siphon" = "extract", tradeGoods = 4): Played {
  const at = eventGame(FACTIONS, [], 0, (s) => {
    (s.players[0] as Player).plots = [{ on: [1], objective: "eap" }];
    (s.players[0] as Player).secret.plotCards = [card];
    (s.players[0] as Player).tradeGoods = tradeGoods;
  });
  let done = send(at, { type: "puppetsOfTheBlade", seat: 0 });
  const reveal = pendingDecisions<Ti4>(done.state)[0];
  if (reveal?.kind === "extractTechnology")
    done = send(done, {
      type: "extractTechnology",
      seat: 0,
      technology: reveal.choices?.[0] as Ti4TechnologyId,
    });
  return done;
}

/** `seat` gains `technologies` in play; the driver loop then runs (its standing checks ask Extract). */
function gains(at: Played, seat: number, technologies: Ti4TechnologyId[]): Played {
  const tx = beginTx<Ti4>(at.state, CTX);
  tx.emit({ type: "ti4TechnologiesGained", seat, technologies });
  advanceFrames(tx);
  return { state: tx.state, events: [...at.events, ...tx.events] };
}

/** A non-faction technology nobody at the table owns yet. */
function unowned(state: Ti4State): Ti4TechnologyId {
  const owned = state.players.flatMap((p) => p.technologies);
  const found = (["gd", "sdn", "amd", "pa", "dxa", "nm", "hm", "lwd"] as Ti4TechnologyId[]).find(
    (t) => !owned.includes(t),
  );
  if (!found) throw new Error("every listed technology is owned");
  return found;
}

describe("Extract's later part (TE Marionettes: Extract)", () => {
  it("offers the Obsidian the puppeted player's new technology for 4 resources; paid, gained; replays", () => {
    const at = obsidian();
    const technology = unowned(at.state);
    const asked = gains(at, 1, [technology]);
    const decision = pendingDecisions<Ti4>(asked.state)[0];
    expect(decision).toMatchObject({ kind: "extractCopy", seat: 0 });
    expect(asked.state.stack.at(-1)).toEqual({ kind: "ti4ExtractOffer", seat: 0, from: 1, technology });
    const [buy, decline] = ti4Answers(asked.state, decision as never);
    expect(decline).toEqual({ type: "extractCopy", seat: 0, payment: null });
    const done = send(asked, buy as Ti4Command);
    expect(done.state.players[0]?.technologies).toContain(technology);
    expect(done.state.stack.at(-1)?.kind).not.toBe("ti4ExtractOffer");
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("lets the Obsidian decline: nothing paid, nothing gained; replays", () => {
    const at = gains(obsidian(), 1, [unowned(obsidian().state)]);
    const technology = (at.state.stack.at(-1) as { technology: Ti4TechnologyId }).technology;
    const done = send(at, { type: "extractCopy", seat: 0, payment: null });
    expect(done.state.players[0]?.technologies).not.toContain(technology);
    expect(done.state.players[0]?.tradeGoods).toBe(at.state.players[0]?.tradeGoods);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("refuses an underpayment, another seat, or outside its moment; the state is unchanged", () => {
    const at = gains(obsidian(), 1, [unowned(obsidian().state)]);
    const before = structuredClone(at.state);
    const short = { planets: [], tradeGoods: 3 };
    expect(refused(at, { type: "extractCopy", seat: 0, payment: short })).toBe("ERR_TI4_UNDERPAID");
    expect(refused(at, { type: "extractCopy", seat: 1, payment: null })).toBe("ERR_NOT_YOUR_TURN");
    expect(at.state).toEqual(before);
    const quiet = obsidian();
    const still = structuredClone(quiet.state);
    expect(refused(quiet, { type: "extractCopy", seat: 0, payment: null })).toBe("ERR_NOT_NOW");
    expect(quiet.state).toEqual(still);
  });

  it("asks nothing for another player's gain, a faction technology, one owned, or without 4 resources", () => {
    const at = obsidian();
    const technology = unowned(at.state);
    expect(gains(at, 2, [technology]).state.stack.at(-1)?.kind).not.toBe("ti4ExtractOffer");
    expect(gains(at, 1, ["ds"]).state.stack.at(-1)?.kind).not.toBe("ti4ExtractOffer");
    const owned = at.state.players[0]?.technologies[0] as Ti4TechnologyId;
    expect(gains(at, 1, [owned]).state.stack.at(-1)?.kind).not.toBe("ti4ExtractOffer");
    const poor = structuredClone(at.state);
    (poor.players[0] as Player).tradeGoods = 0;
    for (const card of Object.values((poor.players[0] as Player).planets)) if (card) card.exhausted = true;
    expect(gains({ state: poor, events: at.events }, 1, [technology]).state.stack.at(-1)?.kind).not.toBe(
      "ti4ExtractOffer",
    );
    // Another plot face up instead of Extract, or Extract face down with the Firmament: nothing.
    expect(gains(obsidian("siphon"), 1, [technology]).state.stack.at(-1)?.kind).not.toBe("ti4ExtractOffer");
    const down = eventGame(FACTIONS, [], 0, (s) => {
      (s.players[0] as Player).plots = [{ on: [1] }];
      (s.players[0] as Player).secret.plotCards = ["extract"];
    });
    expect(gains(down, 1, [technology]).state.stack.at(-1)?.kind).not.toBe("ti4ExtractOffer");
  });

  it("asks once for each of several technologies gained at once", () => {
    const at = obsidian("extract", 8);
    const owned = at.state.players.flatMap((p) => p.technologies);
    const two = (["gd", "sdn", "amd", "pa", "dxa", "nm"] as Ti4TechnologyId[])
      .filter((t) => !owned.includes(t))
      .slice(0, 2);
    let asked = gains(at, 1, two);
    expect(asked.state.stack.filter((f) => f.kind === "ti4ExtractOffer")).toHaveLength(2);
    for (let i = 0; i < 2; i++) {
      const [buy] = ti4Answers(asked.state, pendingDecisions<Ti4>(asked.state)[0] as never);
      asked = send(asked, buy as Ti4Command);
    }
    expect(asked.state.players[0]?.technologies).toEqual(expect.arrayContaining(two));
    expect(replayLog<Ti4>(asked.events)).toEqual(asked.state);
  });
});
