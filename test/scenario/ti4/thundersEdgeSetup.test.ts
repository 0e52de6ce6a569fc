/**
 * War suns for all (the paragraph of the TE rulebook's "Setup", read as the galactic event Advent of the War
 * Sun: thundersEdge/setup.ts says why): at the end of set-up every player but the Embers of Muaat gains the
 * War Sun unit upgrade; the Muaat player purges their faction promissory note (TE "Purge": out of the game
 * for good) and places 1 more War Sun in their home system. A game without the event sets up as before. The
 * factions are drafted, the Muaat at seat 2, so no deal of the growing Thunder's Edge pool moves them.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { create, finishSetup } from "../../support/ti4.ts";
import { draftFactions } from "../../support/ti4Factions.ts";
import { offer, player, refusal, tradingTable } from "../../support/ti4Trade.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const MUAAT = 2;

const FACTIONS = ["sol", "hacan", "muaat", "jolnar"] as const;

function setUp(boxes: ("base" | "te")[], withEvent = true) {
  const event =
    boxes.includes("te") && withEvent ? { galacticEvents: ["advent_of_the_war_sun" as const] } : {};
  return finishSetup(
    draftFactions(create(4, { boxes, factionAssignment: "draft", ...event }, "te-2"), FACTIONS),
  );
}

function warSunsAtHome(state: Ti4State, seat: number): number {
  const home = state.players[seat]?.home as string;
  return state.board[home]?.space.find((f) => f.seat === seat)?.units.warSun ?? 0;
}

describe("War suns for all (TE Setup; the galactic event Advent of the War Sun)", () => {
  it("gives every player but the Muaat the War Sun; the Muaat purge Fires of the Gashlai and gain a War Sun", () => {
    const { state, events } = setUp(["base", "te"]);
    expect(state.players[MUAAT]?.faction).toBe("muaat");
    expect(state.phase).toBe("strategy");
    for (const p of state.players) {
      if (p.seat === MUAAT) continue;
      expect(p.technologies).toContain("ws");
    }
    const muaat = state.players[MUAAT] as Ti4State["players"][number];
    expect(muaat.technologies).not.toContain("ws");
    expect(muaat.secret.promissoryNotes).not.toContain("fires");
    expect(state.purged).toEqual({ promissoryNotes: [{ note: "fires", owner: MUAAT }] });
    expect(warSunsAtHome(state, MUAAT)).toBe(2);
    // The purge is told to everyone, after the secret objectives are kept (the end of set-up).
    const purged = events.findIndex((e) => e.type === "ti4PromissoryNotePurged");
    const lastKept = events.findLastIndex((e) => e.type === "ti4SecretObjectiveKept");
    expect(purged).toBeGreaterThan(lastKept);
    expect(replayLog<Ti4>(events)).toEqual(state);
  });

  it("gives nobody the War Sun in a Thunder's Edge game without the event", () => {
    const { state } = setUp(["base", "te"], false);
    for (const p of state.players) expect(p.technologies).not.toContain("ws");
    expect(state.purged).toBeUndefined();
    expect(warSunsAtHome(state, MUAAT)).toBe(1);
  });

  it("changes nothing in a game without Thunder's Edge", () => {
    const { state, events } = setUp(["base"]);
    expect(state.players[MUAAT]?.faction).toBe("muaat");
    for (const p of state.players) expect(p.technologies).not.toContain("ws");
    expect(state.players[MUAAT]?.secret.promissoryNotes).toContain("fires");
    expect(state.purged).toBeUndefined();
    expect(warSunsAtHome(state, MUAAT)).toBe(1);
    expect(events.some((e) => e.type === "ti4PromissoryNotePurged")).toBe(false);
  });

  it("refuses to play a purged note, and to trade one, changing nothing (TE Purge)", () => {
    const { state } = setUp(["base", "te"]);
    // Whoever names it, a purged note is out of the game (here at the table's first opportunity).
    const played = applyCommand<Ti4>(
      state,
      { type: "playPromissoryNote", seat: 0, note: "fires", owner: MUAAT },
      CTX,
    );
    expect(played.ok).toBe(false);
    // In a transaction the purge is the reason given, before whether it is held.
    const game = tradingTable((draft) => {
      draft.purged = { promissoryNotes: [{ note: "ceasefire", owner: 0 }] };
      const hand = player(draft, 0).secret;
      hand.promissoryNotes = hand.promissoryNotes.filter((n) => n !== "ceasefire");
    });
    const before = structuredClone(game.state);
    const code = refusal(game.state, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer({ promissoryNote: { note: "ceasefire", owner: 0 } }),
      receive: offer(),
    });
    expect(code).toEqual(["ERR_TI4_NOTE_PURGED", "TE Purge"]);
    expect(game.state).toEqual(before);
  });
});
