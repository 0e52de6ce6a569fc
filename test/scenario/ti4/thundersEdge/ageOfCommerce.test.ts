/** TE Galactic Events: Age of Commerce (trade beyond neighbours, no commodity ceiling, technologies shared). */
import { describe, expect, it } from "vitest";
import type { FactionId, Ti4TechnologyId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { beginTx } from "../../../../src/engine/kernel/tx.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { replenish } from "../../../../src/engine/ti4/strategic/trade.ts";
import { areNeighbours } from "../../../../src/engine/ti4/transactions/neighbours.ts";
import { whyNotPropose } from "../../../../src/engine/ti4/transactions/transactions.ts";
import { eventGame } from "../../../support/ti4Events.ts";
import { CTX, send } from "../../../support/ti4Status.ts";

// No Hacan: their Guild Ships already trade beyond neighbours.
const FACTIONS: readonly FactionId[] = ["sol", "xxcha", "letnev", "l1z1x", "jolnar"];
const COMMERCE = ["age_of_commerce"] as const;
const NOTHING = { tradeGoods: 0, commodities: 0, promissoryNote: null, actionCards: [] };

function stranger(state: Ti4State): number {
  const seat = state.players.find((p) => p.seat !== 0 && !areNeighbours(state, 0, p.seat))?.seat;
  if (seat === undefined) throw new Error("every seat neighbours seat 0");
  return seat;
}

/** A non-faction technology seat 0 owns and `other` lacks. */
function sharable(state: Ti4State, other: number): Ti4TechnologyId {
  const theirs = state.players[other]?.technologies ?? [];
  const tech = state.players[0]?.technologies.find((t) => !theirs.includes(t) && !["ac2", "so2"].includes(t));
  if (!tech) throw new Error("nothing to share");
  return tech;
}

function withGoods(s: Ti4State): void {
  for (const p of s.players) p.tradeGoods = 3;
  (s.players[0] as Ti4State["players"][number]).technologies.push("gd");
}

describe("TE Galactic Events: Age of Commerce", () => {
  it("lets players trade who are not neighbours (LRR 94.1, refused without the event)", () => {
    const at = eventGame(FACTIONS, COMMERCE, 0, withGoods);
    const other = stranger(at.state);
    expect(whyNotPropose(at.state, 0, other, { ...NOTHING, tradeGoods: 1 }, NOTHING)).toBeUndefined();
    const plain = eventGame(FACTIONS, [], 0, withGoods);
    expect(
      whyNotPropose(plain.state, 0, stranger(plain.state), { ...NOTHING, tradeGoods: 1 }, NOTHING)?.code,
    ).toBe("ERR_TI4_NOT_NEIGHBOURS");
  });

  it("shares a non-faction technology: the receiver gains it, the giver keeps it; replays", () => {
    const at = eventGame(FACTIONS, COMMERCE, 0, withGoods);
    const other = stranger(at.state);
    const tech = sharable(at.state, other);
    const proposed = send(at, {
      type: "proposeTransaction",
      seat: 0,
      with: other,
      give: { ...NOTHING, technologies: [tech] },
      receive: { ...NOTHING, tradeGoods: 1 },
    });
    const done = send(proposed, { type: "answerTransaction", seat: other, accept: true });
    expect(done.state.players[other]?.technologies).toContain(tech);
    expect(done.state.players[0]?.technologies).toContain(tech);
    expect(done.state.players[0]?.tradeGoods).toBe(4);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("refuses technologies in a transaction without the event, and a faction technology or one the receiver owns with it", () => {
    // Seat 1's destroyer in seat 0's home system makes them neighbours (LRR 60).
    const plain = eventGame(FACTIONS, [], 0, (s) => {
      withGoods(s);
      s.board[s.players[0]?.home as string]?.space.push({ seat: 1, units: { destroyer: 1 } });
    });
    const give = { ...NOTHING, technologies: ["gd" as Ti4TechnologyId] };
    const refused = applyCommand<Ti4>(
      plain.state,
      { type: "proposeTransaction", seat: 0, with: 1, give, receive: NOTHING },
      CTX,
    );
    expect(refused.ok ? null : refused.error.code).toBe("ERR_TI4_NO_TECHNOLOGY_TRADE");
    const at = eventGame(FACTIONS, COMMERCE, 0, (s) => {
      withGoods(s);
      (s.players[0] as Ti4State["players"][number]).technologies.push("ac2");
    });
    expect(whyNotPropose(at.state, 0, 1, { ...NOTHING, technologies: ["ac2"] }, NOTHING)?.message).toContain(
      "is a faction technology",
    );
    const owned = structuredClone(at.state);
    (owned.players[1] as Ti4State["players"][number]).technologies.push("gd");
    expect(whyNotPropose(owned, 0, 1, give, NOTHING)?.message).toContain("already owns");
  });

  it("has no commodity ceiling: replenishing adds the whole commodity value (LRR 21.2 caps it otherwise)", () => {
    const at = eventGame(FACTIONS, COMMERCE, 0, (s) => {
      (s.players[0] as Ti4State["players"][number]).commodities = 2;
    });
    const tx = beginTx<Ti4>(at.state, CTX);
    replenish(tx, 0, "Trade");
    expect(tx.state.players[0]?.commodities).toBe(6);
    const plain = eventGame(FACTIONS, [], 0, (s) => {
      (s.players[0] as Ti4State["players"][number]).commodities = 2;
    });
    const capped = beginTx<Ti4>(plain.state, CTX);
    replenish(capped, 0, "Trade");
    expect(capped.state.players[0]?.commodities).toBe(4);
  });
});
