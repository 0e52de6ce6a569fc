/** TE Galactic Events: Civilized Society (objectives face up, public scoring unlimited, the end at the status phase's end). */
import { describe, expect, it } from "vitest";
import type { Ti4ObjectiveId } from "../../../../src/content/ti4/index.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { scoreRefusal } from "../../../../src/engine/ti4/objectives/scoring.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { civilizedWinners } from "../../../../src/engine/ti4/thundersEdge/galacticEvents/civilizedSociety.ts";
import { eventGame, eventSetup } from "../../../support/ti4Events.ts";
import { allCardsPlayed, passToStatus } from "../../../support/ti4Factions.ts";
import { send } from "../../../support/ti4Status.ts";

const FACTIONS = ["hacan", "sol", "xxcha"] as const;
const CIVILIZED = ["civilized_society"] as const;

/** Seat 0 scoring in the status phase, having scored a public objective already. */
function secondPublic(s: Ti4State): void {
  s.stack.push({ kind: "ti4StatusPhase", step: "score", order: [0, 1, 2], index: 0, scored: ["public"] });
  s.phase = "status";
}

describe("TE Galactic Events: Civilized Society", () => {
  it("turns every public objective face up as set-up ends", () => {
    const at = eventSetup(FACTIONS, CIVILIZED);
    expect(at.state.objectives).toHaveLength(10);
    expect(at.state.decks.stageOne).toEqual([]);
    expect(at.state.decks.stageTwo).toEqual([]);
    expect(replayLog<Ti4>(at.events)).toEqual(at.state);
  });

  it("lifts the one public objective per status phase (LRR 61.6), which is refused without it", () => {
    const at = eventGame(FACTIONS, CIVILIZED, 0, secondPublic);
    const id = at.state.objectives[0]?.id as Ti4ObjectiveId;
    expect(scoreRefusal(at.state, 0, id, "status")?.code).not.toBe("ERR_TI4_ONE_PER_STATUS_PHASE");
    const without = eventGame(FACTIONS, [], 0, secondPublic);
    const theirs = without.state.objectives[0]?.id as Ti4ObjectiveId;
    expect(scoreRefusal(without.state, 0, theirs, "status")?.code).toBe("ERR_TI4_ONE_PER_STATUS_PHASE");
  });

  it("reaching the target ends the game only at the end of the status phase, the most points winning", () => {
    const edit = (s: Ti4State) => {
      allCardsPlayed(s);
      (s.players[1] as Ti4State["players"][number]).vp = 10;
    };
    const at = eventGame(FACTIONS, CIVILIZED, 0, edit);
    const passed = send(at, { type: "pass", seat: 0 });
    expect(passed.state.phase).toBe("action");
    const ended = passToStatus(passed, (s) => s.phase === "finished");
    expect(ended.state.winners).toEqual([1]);
    const types = ended.events.map((e) => e.type);
    expect(types.indexOf("ti4StrategyCardsReturned")).toBeLessThan(types.indexOf("ti4GameWon"));
    expect(types.filter((t) => t === "ti4ObjectiveRevealed")).toEqual([]);
    expect(replayLog<Ti4>(ended.events)).toEqual(ended.state);
    // Without the event the game ends as soon as the target is seen (LRR 98).
    const plain = send(eventGame(FACTIONS, [], 0, edit), { type: "pass", seat: 0 });
    expect(plain.state.winners).toEqual([1]);
  });

  it("breaks a tie on points by influence controlled plus trade goods; tied again, all win", () => {
    const at = eventGame(FACTIONS, CIVILIZED, 0);
    const s = structuredClone(at.state);
    for (const p of s.players) p.vp = 10;
    const totals = s.players.map((p) => p.seat);
    for (const p of s.players) p.tradeGoods = 0;
    (s.players[2] as Ti4State["players"][number]).tradeGoods = 20;
    expect(civilizedWinners(s)).toEqual([2]);
    (s.players[2] as Ti4State["players"][number]).vp = 9;
    expect(civilizedWinners(s).every((seat) => totals.includes(seat) && seat !== 2)).toBe(true);
    for (const p of s.players) p.vp = 0;
    expect(civilizedWinners(s)).toEqual([]);
  });
});
