/**
 * Spec Ops II (Sol, 5 or more), Letani Warrior II (Arborec, 6 or more) and Infantry II (6 or more): infantry destroyed by hits roll to
 * wait on the upgrade card, and come back onto a home planet at the start of their owner's next turn
 * (factions/infantryReturn.ts, LRR 3).
 */
import { describe, expect, it } from "vitest";
import type { FactionId, Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { planetsAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import { hookAnswers } from "../../../../src/engine/ti4/hooks/index.ts";
import { homePlanets } from "../../../../src/engine/ti4/objectives/requirements.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { emptySystems, learn, put, run, withFactions } from "../../../support/ti4FactionBoard.ts";

function infantryLost(faction: FactionId, technology: string | null) {
  const state = withFactions(faction, "hacan", "mentak");
  if (technology) learn(state, 0, technology);
  const at = emptySystems(state).find((p) => planetsAt(state, p).length > 0) as string;
  const planet = planetsAt(state, at)[0] as Ti4PlanetId;
  put(state, at, 0, { infantry: 6 }, planet);
  const place = { position: at, planet };
  state.stack.push({ kind: "ti4AssignHits", seat: 0, place, hits: 6, reason: "groundCombat" });
  return {
    state,
    done: run(state, () => {}),
  };
}

describe("Spec Ops II, Letani Warrior II and Infantry II coming back", () => {
  for (const [faction, technology, value] of [
    ["sol", "so2", 5],
    ["arborec", "lw2", 6],
    ["hacan", "inf2", 6],
  ] as const)
    it(`rolls 1 die for each destroyed ${faction} infantry; each at ${value} or more waits on the card`, () => {
      const { done } = infantryLost(faction, technology);
      const event = done.events.find((e) => e.type === "ti4InfantryOnCard");
      expect(event?.type === "ti4InfantryOnCard" && event.rolls?.length).toBe(6);
      const rolls = event?.type === "ti4InfantryOnCard" ? (event.rolls ?? []) : [];
      const saved = rolls.filter((v) => v >= value).length;
      expect(event).toMatchObject({ seat: 0, change: saved });
      expect(done.state.players[0]?.infantryOnCard).toBe(saved > 0 ? saved : undefined);
    });

  it("brings the waiting infantry onto a home planet at the start of their owner's next turn", () => {
    const state = withFactions("sol", "hacan", "mentak");
    learn(state, 0, "so2");
    (state.players[0] as Ti4State["players"][number]).infantryOnCard = 2;
    const home = homePlanets(state, 0)[0] as Ti4PlanetId;
    const done = run(state, (tx) => {
      for (const hook of hookAnswers(tx.state, "turnStarted")) hook(tx, 0);
    });
    expect(done.state.players[0]?.infantryOnCard).toBeUndefined();
    expect(done.events).toContainEqual(
      expect.objectContaining({
        type: "ti4UnitsPlaced",
        seat: 0,
        place: expect.objectContaining({ planet: home }),
        units: { infantry: 2 },
      }),
    );
  });

  it("is nothing without the upgrade, nor for another faction's infantry", () => {
    expect(infantryLost("sol", null).done.events.some((e) => e.type === "ti4InfantryOnCard")).toBe(false);
    expect(infantryLost("hacan", "so2").done.events.some((e) => e.type === "ti4InfantryOnCard")).toBe(false);
  });
});
