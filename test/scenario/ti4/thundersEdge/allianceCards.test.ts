/**
 * TE "Alliance Reference Cards": 31 cards, each its faction's commander ability; in the Alliance variant each
 * player holds their ally's card (TE "Alliance Setup" step 2), and a card gained any other way lies in the
 * gainer's play area, where its ability can be used. The game of four from allianceScene.ts (Hacan, Sol,
 * Xxcha, Letnev; seats 0-1 and 2-3 allied).
 */
import { describe, expect, it } from "vitest";
import { TI4_ALLIANCE_CARDS, ti4AllianceCardOf } from "../../../../src/content/ti4/index.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import {
  ALLIANCE_ABILITIES_NOT_PLAYED,
  allianceAbilityNotPlayed,
  allianceCardsOf,
  usesAllianceAbility,
} from "../../../../src/engine/ti4/thundersEdge/allianceCards.ts";
import { ALLIANCE_FACTIONS, allianceGame } from "../../../support/allianceScene.ts";
import { create } from "../../../support/ti4.ts";

describe("TE Alliance Reference Cards", () => {
  it("counts 31 cards, one per faction, the Keleres' three home systems sharing one", () => {
    expect(TI4_ALLIANCE_CARDS).toHaveLength(31);
    expect(new Set(TI4_ALLIANCE_CARDS.map((c) => c.id)).size).toBe(31);
    expect(ti4AllianceCardOf("keleresx").id).toBe("keleres");
    // Codex III's reprint is the card's text (the Yin commander Ω).
    expect(ti4AllianceCardOf("yin").text).toMatch(/skip its prerequisites/);
    for (const card of TI4_ALLIANCE_CARDS) expect(card.text.length).toBeGreaterThan(20);
  });

  it("gives each player of the Alliance variant their ally's card, and nobody else's", () => {
    const { state } = allianceGame(0);
    const faction = (seat: number) => state.players[seat]?.faction;
    expect(state.players.map((p) => p.faction)).toEqual(ALLIANCE_FACTIONS);
    expect(allianceCardsOf(state, 0)).toEqual([faction(1)]);
    expect(allianceCardsOf(state, 1)).toEqual([faction(0)]);
    expect(allianceCardsOf(state, 2)).toEqual([faction(3)]);
  });

  it("holds no card without the variant", () => {
    const { state } = create(4, { boxes: ["base", "te"] });
    expect(state.players.map((p) => allianceCardsOf(state, p.seat))).toEqual([[], [], [], []]);
  });

  it("places a gained card in the play area, and gives it up again; the log replays", () => {
    const { state: start } = create(4, { boxes: ["base", "te"] });
    const events: Ti4Event[] = [
      { type: "gameCreated", state: start },
      { type: "ti4AllianceCardGained", seat: 2, card: "winnu", reason: "a test" },
      { type: "ti4AllianceCardGained", seat: 2, card: "winnu", reason: "twice" },
    ];
    const gained = replayLog<Ti4>(events);
    expect(allianceCardsOf(gained, 2)).toEqual(["winnu"]);
    const lost = replayLog<Ti4>([
      ...events,
      { type: "ti4AllianceCardLost", seat: 2, card: "winnu", reason: "a test" },
    ]);
    expect(allianceCardsOf(lost, 2)).toEqual([]);
    expect(lost.players[2]?.allianceCards).toBeUndefined();
  });

  it("lets an ability be used only once it is played, and says which are not", () => {
    const { state } = allianceGame(0);
    const notPlayed = Object.keys(ALLIANCE_ABILITIES_NOT_PLAYED);
    const held = allianceCardsOf(state, 0)[0];
    if (held === undefined) throw new Error("seat 0 holds its ally's card");
    expect(usesAllianceAbility(state, 0, held)).toBe(!notPlayed.includes(held));
    expect(usesAllianceAbility(state, 2, held)).toBe(false);
    expect(allianceAbilityNotPlayed("naaz")).toMatch(/Prophecy of Kings/);
  });
});
