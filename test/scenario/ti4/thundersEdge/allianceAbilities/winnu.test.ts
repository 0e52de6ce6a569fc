/**
 * TE "Alliance Reference Cards": the Winnu's card, +2 to its holder's combat rolls in the Mecatol Rex system,
 * in the holder's home system and in systems with a legendary planet (thundersEdge/allianceAbilities/
 * winnu.ts, LRR 18); the odds see it as the roll does. Each combat replays (ti4FactionBoard.ts run).
 */
import { describe, expect, it } from "vitest";
import { mecatolPosition } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4CombatOdds } from "../../../../../src/engine/ti4/combat/odds.ts";
import { winnuAllianceModifier } from "../../../../../src/engine/ti4/thundersEdge/allianceAbilities/winnu.ts";
import { cardGame, firstRoundModifiers } from "../../../../support/allianceAbilityScene.ts";
import { emptySystems, put } from "../../../../support/ti4FactionBoard.ts";

describe("TE Alliance Reference Cards: the Winnu's card", () => {
  it("adds 2 to the holder's combat dice in the Mecatol Rex system, and nothing elsewhere", () => {
    const state = cardGame("winnu", 0);
    expect(firstRoundModifiers(state, mecatolPosition(state) as string)).toEqual([2, 0]);
    expect(firstRoundModifiers(state, emptySystems(state)[0] as string)).toEqual([0, 0]);
  });

  it("adds 2 in the holder's own home system, not in another player's", () => {
    const state = cardGame("winnu", 0);
    const roll = (seat: number, position: string) =>
      winnuAllianceModifier(state, { seat, type: "cruiser", kind: "combat", place: { position } });
    expect(roll(0, state.players[0]?.home as string)).toBe(2);
    expect(roll(0, state.players[1]?.home as string)).toBe(0);
    // A unit ability's roll is no combat roll (LRR 77.3d).
    const home = { position: state.players[0]?.home as string };
    expect(winnuAllianceModifier(state, { seat: 0, type: "pds", kind: "spaceCannon", place: home })).toBe(0);
  });

  it("does nothing for a player who does not hold the card", () => {
    const state = cardGame("winnu", 1);
    expect(firstRoundModifiers(state, mecatolPosition(state) as string)).toEqual([0, 2]);
    expect(firstRoundModifiers(cardGame("winnu", null), mecatolPosition(state) as string)).toEqual([0, 0]);
  });

  it("is seen by the odds as the roll sees it", () => {
    const odds = (holder: number | null) => {
      const state = cardGame("winnu", holder);
      const at = mecatolPosition(state) as string;
      put(state, at, 0, { cruiser: 2 });
      put(state, at, 1, { cruiser: 2 });
      return ti4CombatOdds(state, { combat: "space", position: at, attacker: 0, defender: 1 }).attackerWins;
    };
    expect(odds(0)).toBeGreaterThan(odds(null) + 0.1);
  });
});
