/**
 * TE Galactic Events: Mercenaries for Hire. As set-up ends, the alliance cards of the factions nobody plays are
 * shuffled into a face-up mercenary deck (seeded, in the log); as a component action a player spends 3 trade
 * goods to take its top card into their play area. Which card lies on top is never named here: the deck is
 * shuffled, and the list of played abilities grows.
 */
import { describe, expect, it } from "vitest";
import { narrateTi4 } from "../../../../../src/app/ti4/narrate.ts";
import {
  TI4_ALLIANCE_CARDS,
  type Ti4AllianceCardId,
  ti4AllianceCardName,
} from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4PlayerState, Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { ALLIANCE_ABILITIES_NOT_PLAYED } from "../../../../../src/engine/ti4/thundersEdge/allianceCards.ts";
import { unplayedFactionCards } from "../../../../../src/engine/ti4/thundersEdge/allianceDraws.ts";
import { mercenaryWorthHiring } from "../../../../../src/engine/ti4/thundersEdge/galacticEvents/bot.ts";
import { ti4InPlayLines } from "../../../../../src/render/ti4/inPlay.ts";
import { eventGame, eventSetup } from "../../../../support/ti4Events.ts";
import { CTX } from "../../../../support/ti4Status.ts";

const FACTIONS = ["yin", "sol", "xxcha"] as const;

/** The action phase, seat 0 to act, with Mercenaries for Hire in play; seat 0 holds `goods` trade goods. */
function hiring(goods: number, edit: (s: Ti4State) => void = () => {}) {
  return eventGame(FACTIONS, ["mercenaries_for_hire"], 0, (s) => {
    (s.players[0] as Ti4PlayerState).tradeGoods = goods;
    edit(s);
  });
}

function refusal(state: Ti4State, command: Ti4Command): [string, string] | null {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : [result.error.code, result.error.rule];
}

const HIRE = { type: "hireMercenary", seat: 0 } as const;

describe("TE Galactic Events: Mercenaries for Hire", () => {
  it("shuffles the unused factions' alliance cards into the mercenary deck as set-up ends; the same seed, the same deck", () => {
    const set = eventSetup(FACTIONS, ["mercenaries_for_hire"]);
    const deck = set.state.mercenaryDeck ?? [];
    const pool = unplayedFactionCards(set.state);
    expect([...deck].sort()).toEqual([...pool].sort());
    expect(deck).not.toContain("yin");
    expect(set.events.find((e) => e.type === "ti4MercenaryDeckFormed")).toMatchObject({ cards: deck });
    expect(eventSetup(FACTIONS, ["mercenaries_for_hire"]).state.mercenaryDeck).toEqual(deck);
    expect(eventSetup(FACTIONS, []).state.mercenaryDeck).toBeUndefined();
    expect(replayLog<Ti4>(set.events)).toEqual(set.state);
    // The panel names the top card by its faction, marked while its ability is not carried out.
    const top = TI4_ALLIANCE_CARDS.find((card) => card.id === deck[0])?.faction;
    const [line] = ti4InPlayLines(set.state).find((l) => l.head === "Mercenary deck")?.items ?? [];
    expect(line).toMatch(new RegExp(`^${top}( \\(not carried out yet\\))? on top, ${deck.length} cards$`));
  });

  it("as an action, 3 trade goods take the top card into the player's play area; the log replays", () => {
    const at = hiring(5);
    const deck = at.state.mercenaryDeck ?? [];
    expect(pendingDecisions<Ti4>(at.state).some((d) => d.kind === "hireMercenary" && d.seat === 0)).toBe(
      true,
    );
    const result = applyCommand<Ti4>(at.state, HIRE, CTX);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.state.players[0]?.tradeGoods).toBe(2);
    expect(result.state.players[0]?.allianceCards).toEqual([deck[0]]);
    expect(result.state.mercenaryDeck).toEqual(deck.slice(1));
    const mark =
      ALLIANCE_ABILITIES_NOT_PLAYED[deck[0] as never] === undefined ? "" : " (not carried out yet)";
    expect(ti4InPlayLines(result.state).find((l) => l.head === "Alliance cards")?.items).toEqual([
      `A ${TI4_ALLIANCE_CARDS.find((card) => card.id === deck[0])?.faction}${mark}`,
    ]);
    expect(replayLog<Ti4>([...at.events, ...result.events])).toEqual(result.state);
    expect(narrateTi4(result.events, result.state)).toContain(
      `hires ${ti4AllianceCardName(deck[0] as Ti4AllianceCardId)} from the top of the mercenary deck`,
    );
  });

  it("refuses without 3 trade goods, with the deck empty, out of turn, and without the event; state unchanged", () => {
    const poor = hiring(2);
    expect(refusal(poor.state, HIRE)).toEqual([
      "ERR_TI4_MERCENARIES",
      "TE Galactic Events: Mercenaries for Hire",
    ]);
    expect(applyCommand<Ti4>(poor.state, HIRE, CTX)).toMatchObject({
      error: { message: "The top mercenary costs 3 trade goods, and you have 2." },
    });
    // An empty deck offers no action: it is refused as any action not offered.
    const empty = hiring(5, (s) => {
      s.mercenaryDeck = [];
    });
    expect(pendingDecisions<Ti4>(empty.state).some((d) => d.kind === "hireMercenary")).toBe(false);
    expect(refusal(empty.state, HIRE)?.[0]).toBe("ERR_NOT_NOW");
    const rich = hiring(5, (s) => {
      (s.players[1] as Ti4PlayerState).tradeGoods = 5;
    });
    expect(refusal(rich.state, { type: "hireMercenary", seat: 1 })?.[0]).toBe("ERR_NOT_YOUR_TURN");
    const none = eventGame(FACTIONS, [], 0, (s) => {
      (s.players[0] as Ti4PlayerState).tradeGoods = 5;
    });
    expect(refusal(none.state, HIRE)?.[0]).toBe("ERR_NOT_NOW");
  });

  it("the bot hires rarely: a card whose ability is played, keeping 3 trade goods, fewer than 2 held", () => {
    for (const goods of [2, 3, 6]) {
      const at = hiring(goods);
      const top = at.state.mercenaryDeck?.[0];
      const worth = top !== undefined && ALLIANCE_ABILITIES_NOT_PLAYED[top] === undefined && goods >= 6;
      expect(mercenaryWorthHiring(at.state, 0)).toBe(worth);
      const offered = pendingDecisions<Ti4>(at.state).find((d) => d.kind === "hireMercenary");
      expect(ti4Answers(at.state, offered as never)).toEqual(worth ? [HIRE] : []);
    }
    const full = hiring(9, (s) => {
      (s.players[0] as Ti4PlayerState).allianceCards = ["arborec", "argent"];
    });
    expect(mercenaryWorthHiring(full.state, 0)).toBe(false);
  });
});
