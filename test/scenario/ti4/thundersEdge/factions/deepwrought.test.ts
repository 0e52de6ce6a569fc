/**
 * The Deepwrought Scholarate (Thunder's Edge): its sheet at set-up, Research Team (coexist when ground forces
 * are committed), Oceanbound (an ocean card per coexistence, none beyond the coexisting planets) and
 * Hydrothermal Mining (a trade good per ocean card as the status phase begins), and Share Knowledge, its
 * promissory note.
 */
import { describe, expect, it } from "vitest";
import { ti4Faction } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import { TE_DEEPWROUGHT } from "../../../../../src/engine/ti4/factions/deepwrought.ts";
import { TE_SHARE_KNOWLEDGE } from "../../../../../src/engine/ti4/factions/deepwroughtShareKnowledge.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { settleCoexistence } from "../../../../../src/engine/ti4/thundersEdge/coexist.ts";
import { landingScene } from "../../../../support/coexistScene.ts";
import { run } from "../../../../support/ti4FactionBoard.ts";
import { anotherActionNote, noteHeld } from "../../../../support/ti4Notes.ts";
import { edited, player, replayed, step } from "../../../../support/ti4Trade.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

function send(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

/** The sentence a refused command gets; the state is left as it was. */
function refusedWith(state: Ti4State, command: Ti4Command): string | null {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : result.error.message;
}

function coexisted(edit?: (s: Ti4State) => void) {
  const scene = landingScene(edit);
  const committed = send(scene.active.state, {
    type: "commitGroundForces",
    seat: 0,
    landings: [{ planet: scene.planet, infantry: 2 }],
  });
  const done = send(committed.state, { type: "coexist", seat: 0, planets: [scene.planet] });
  return { ...scene, done, events: [...scene.active.events, ...committed.events, ...done.events] };
}

describe("TE faction: the Deepwrought Scholarate", () => {
  it("sets up with its sheet: Ikatena, 3 commodities, two starting technologies chosen", () => {
    const { start } = landingScene();
    const me = start.players[0] as Ti4State["players"][number];
    expect(me.faction).toBe("deepwrought");
    expect(me.planets.ikatena).toBeDefined();
    expect(ti4Faction("deepwrought").commodities).toBe(3);
    expect(me.technologies).toHaveLength(2);
  });

  it("Oceanbound: coexisting gains an ocean card, readied; replays", () => {
    const { start, done, events } = coexisted();
    expect(done.events).toContainEqual({ type: "ti4OceanGained", seat: 0, ocean: "brinepool" });
    expect(done.state.players[0]?.oceans).toEqual([{ id: "brinepool" }]);
    expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events])).toEqual(done.state);
  });

  it("Oceanbound: once the coexistence ends, the ocean card beyond the planets is discarded", () => {
    const { done, system, planet } = coexisted();
    const gone = structuredClone(done.state);
    (gone.board[system] as Ti4State["board"][string]).planets[planet] = [{ seat: 1, units: { infantry: 1 } }];
    const tx = beginTx<Ti4>(gone, CTX);
    settleCoexistence(tx);
    expect(tx.events).toContainEqual({ type: "ti4OceanDiscarded", seat: 0, ocean: "brinepool" });
    expect(tx.state.players[0]?.oceans).toBeUndefined();
  });

  it("Research Team is refused to a seat that is not the Deepwrought, the state unchanged", () => {
    const { active, planet } = landingScene();
    const committed = send(active.state, {
      type: "commitGroundForces",
      seat: 0,
      landings: [{ planet, infantry: 2 }],
    });
    const before = structuredClone(committed.state);
    const refused = applyCommand<Ti4>(committed.state, { type: "coexist", seat: 1, planets: [planet] }, CTX);
    expect(refused.ok).toBe(false);
    expect(committed.state).toEqual(before);
  });

  it("Hydrothermal Mining: a trade good per ocean card in play as the status phase begins; none without it", () => {
    const { done } = coexisted();
    const owned = structuredClone(done.state);
    (owned.players[0] as Ti4State["players"][number]).technologies.push("hydrothermal");
    const tx = beginTx<Ti4>(owned, CTX);
    TE_DEEPWROUGHT.hooks?.statusPhaseStarted?.(tx);
    expect(tx.events).toContainEqual({
      type: "ti4TradeGoodsChanged",
      seat: 0,
      amount: 1,
      reason: "Hydrothermal Mining",
    });
    const without = beginTx<Ti4>(structuredClone(done.state), CTX);
    TE_DEEPWROUGHT.hooks?.statusPhaseStarted?.(without);
    expect(without.events).toEqual([]);
  });
});

describe("TE faction: the Deepwrought's Share Knowledge (LRR 69)", () => {
  /** Seat 0 plays the Deepwrought owning Gravity Drive, Neural Motivator and a unit upgrade; seat 1 holds the note. */
  function held() {
    return noteHeld("deepwrought", "shareknowledge", (draft) => {
      player(draft, 0).technologies = ["gd", "nm", "cv2"];
      player(draft, 1).technologies = ["nm"];
    });
  }

  it("lies face up as an action; the holder owns the Deepwrought's technology until the status phase ends; replays", () => {
    let game = step(held(), { type: "playPromissoryNote", seat: 1, note: "shareknowledge", owner: 0 });
    expect(player(game.state, 1).promissoryPlayArea).toEqual([{ note: "shareknowledge", owner: 0 }]);
    // Only Gravity Drive is offered: Neural Motivator is the holder's already, Carrier II a unit upgrade.
    const asked = pendingDecisions<Ti4>(game.state).find((d) => d.kind === "shareKnowledge");
    expect(asked?.choices).toEqual(["gd"]);
    expect(ti4Answers(game.state, asked as never)).toEqual([
      { type: "shareKnowledge", seat: 1, technology: "gd" },
    ]);
    game = step(game, { type: "shareKnowledge", seat: 1, technology: "gd" });
    expect(player(game.state, 1).technologies).toEqual(["nm", "gd"]);
    expect(player(game.state, 0).technologies).toContain("gd");
    expect(replayed(game)).toEqual(game.state);
    // The end of the status phase: the technology leaves the holder and the note goes back to the Deepwrought.
    const ended = run(game.state, (tx) => TE_SHARE_KNOWLEDGE.hooks?.statusPhaseEnded?.(tx));
    expect(player(ended.state, 1).technologies).toEqual(["nm"]);
    expect(player(ended.state, 1).sharedKnowledge).toBeUndefined();
    expect(player(ended.state, 1).promissoryPlayArea ?? []).toEqual([]);
    expect(player(ended.state, 0).secret.promissoryNotes).toContain("shareknowledge");
    expect(replayed({ ...game, state: ended.state, events: [...game.events, ...ended.events] })).toEqual(
      ended.state,
    );
  });

  it("is refused with nothing to take, and a technology it cannot take is refused; nothing changes", () => {
    const nothing = edited(held(), (draft) => {
      player(draft, 1).technologies = ["nm", "gd"];
      // Another ACTION note in hand keeps the play command open, so the refusal says why.
      anotherActionNote(draft, 1);
    });
    const refused = refusedWith(nothing.state, {
      type: "playPromissoryNote",
      seat: 1,
      note: "shareknowledge",
      owner: 0,
    });
    expect(refused).toMatch(/Share Knowledge takes a technology the Deepwrought own/);
    const played = step(held(), { type: "playPromissoryNote", seat: 1, note: "shareknowledge", owner: 0 });
    expect(refusedWith(played.state, { type: "shareKnowledge", seat: 1, technology: "cv2" })).toMatch(
      /cv2 is not one/,
    );
    expect(refusedWith(played.state, { type: "shareKnowledge", seat: 0, technology: "gd" })).toMatch(
      /Not your turn/,
    );
    expect(refusedWith(held().state, { type: "shareKnowledge", seat: 1, technology: "gd" })).toMatch(
      /Not now/,
    );
  });
});
