/**
 * TE "Alliance Reference Cards": the Federation of Sol's card, 1 infantry from its holder's reinforcements
 * on their planet as a ground combat starts there (thundersEdge/allianceAbilities/sol.ts, LRR 42); added
 * without asking [our reading: never worse]. Each landing replays (allianceAbilityScene.ts).
 */
import { describe, expect, it } from "vitest";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import { landedOnWellon } from "../../../../support/allianceAbilityScene.ts";

const BY_CARD = "the Federation of Sol's alliance card";

/** The alliance card's infantry placed, and whether it came before the combat's first dice. */
function reinforced(events: Ti4Event[]) {
  const placed = events.findIndex((e) => e.type === "ti4UnitsPlaced" && e.reason === BY_CARD);
  const rolled = events.findIndex((e) => e.type === "ti4DiceRolled");
  return { placed: placed >= 0 ? events[placed] : undefined, beforeDice: placed >= 0 && placed < rolled };
}

describe("TE Alliance Reference Cards: the Federation of Sol's card", () => {
  it("adds 1 infantry to the holder's planet as the ground combat there starts, before any dice", () => {
    const { placed, beforeDice } = reinforced(landedOnWellon("sol", 0).events);
    expect(placed).toMatchObject({
      seat: 0,
      place: { position: "311", planet: "wellon" },
      units: { infantry: 1 },
    });
    expect(beforeDice).toBe(true);
  });

  it("adds nothing for the invader holding it, or when nobody holds it", () => {
    expect(reinforced(landedOnWellon("sol", 3).events).placed).toBeUndefined();
    expect(reinforced(landedOnWellon("sol", null).events).placed).toBeUndefined();
  });
});
