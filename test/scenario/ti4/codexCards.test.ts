/**
 * Codex I's action cards in a Thunder's Edge game (TE "Expansion Integration": the Codex's 20 action cards
 * are combined with the base game's; LRR 2 "Action Cards"; content/ti4/actionCards.codex.ts): Rally and
 * Harness Energy right after their holder activates a system, Fighter Conscription as a component action
 * (LRR 22), Insider Information after an agenda is revealed (LRR 8). Each with its refusals (state
 * unchanged), replayed from its log, and the deal: a TE game's deck holds the Codex cards built, a base
 * game's does not.
 */
import { describe, expect, it } from "vitest";
import {
  TI4_TECHNOLOGIES,
  type Ti4ActionCardId,
  type Ti4TechnologyId,
  ti4Technology,
} from "../../../src/content/ti4/index.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { ti4Neighbours } from "../../../src/engine/ti4/board/galaxy.ts";
import { commodityValue } from "../../../src/engine/ti4/economy/commodityValue.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { commandTokenReinforcements } from "../../../src/engine/ti4/strategic/commandSheet.ts";
import { create, finishSetup } from "../../support/ti4.ts";
import { upTo } from "../../support/ti4Agenda.ts";
import { cardRefusal, passSabotage } from "../../support/ti4CardPlays.ts";
import { type Played, send } from "../../support/ti4Status.ts";
import { HOME, HOME_PLANET, position, put, SEAT, space, tile } from "../../support/ti4Tactical.ts";

const OTHER = 0;

/** A system next to the active player's home, neither Mecatol Rex nor a home (whatever tile lies there). */
function nextDoor(s: Ti4State): string {
  const homes = s.players.map((p) => p.home);
  return ti4Neighbours(s, HOME).find((p) => p !== "000" && !homes.includes(p)) as string;
}

/** A Thunder's Edge game at SEAT's first turn: SEAT holds `cards`, the others none; the board edited. */
function table(cards: Ti4ActionCardId[], edit: (s: Ti4State) => void = () => {}): Played {
  const state = position((s) => {
    s.config = { ...s.config, boxes: ["base", "te"] };
    for (const p of s.players) p.secret.actionCards = p.seat === SEAT ? [...cards] : [];
    const at = s.board[nextDoor(s)];
    if (at) {
      at.space = [];
      at.commandTokens = [];
    }
    edit(s);
  });
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

function activate(start: Played): Played {
  return send(start, { type: "tacticalAction", seat: SEAT, system: nextDoor(start.state) });
}

describe("Rally (Codex I action card; LRR 2, 20.3a)", () => {
  it("puts 2 command tokens from reinforcements in the fleet pool after its holder activates others' ships", () => {
    const start = table(["rally"], (s) => put(s, nextDoor(s), { destroyer: 1 }, OTHER));
    const fleet = start.state.players[SEAT]?.tokens.fleet ?? 0;
    const activated = activate(start);
    expect(activated.state.stack.at(-1)).toMatchObject({
      kind: "ti4CardWindow",
      timing: "afterActivation",
      awaiting: [SEAT],
    });
    const played = passSabotage(send(activated, { type: "playActionCard", seat: SEAT, card: "rally" }));
    expect(played.state.players[SEAT]?.tokens.fleet).toBe(fleet + 2);
    expect(played.state.players[SEAT]?.secret.actionCards).toEqual([]);
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("is refused with no other player's ships there, and with no token in reinforcements", () => {
    // Flank Speed keeps the window open, so Rally's own refusal is what answers.
    const empty = activate(table(["rally", "fs"]));
    const before = structuredClone(empty.state);
    expect(cardRefusal(empty, SEAT, "rally")?.code).toBe("ERR_TI4_CARD_PLAY");
    expect(empty.state).toEqual(before);
    const spent = activate(
      table(["rally", "fs"], (s) => {
        put(s, nextDoor(s), { destroyer: 1 }, OTHER);
        const tokens = s.players[SEAT]?.tokens;
        if (tokens) tokens.tactic += commandTokenReinforcements(s, SEAT);
      }),
    );
    const untouched = structuredClone(spent.state);
    expect(cardRefusal(spent, SEAT, "rally")?.message).toMatch(/reinforcements/);
    expect(spent.state).toEqual(untouched);
    // Not a component action.
    const start = table(["rally"]);
    expect(cardRefusal(start, SEAT, "rally")?.code).toBe("ERR_TI4_CARD_TIMING");
  });
});

describe("Harness Energy (Codex I action card; LRR 2, 11, 21.2)", () => {
  const anomaly = (s: Ti4State) => tile(s, nextDoor(s), "44");

  it("replenishes its holder's commodities after they activate an anomaly", () => {
    const start = table(["harness"], (s) => {
      anomaly(s);
      const me = s.players[SEAT];
      if (me) me.commodities = 0;
    });
    const played = passSabotage(
      send(activate(start), { type: "playActionCard", seat: SEAT, card: "harness" }),
    );
    expect(played.state.players[SEAT]?.commodities).toBe(commodityValue(played.state, SEAT));
    expect(played.state.players[SEAT]?.commodities).toBeGreaterThan(0);
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("is refused in a system with no anomaly, and with commodities full", () => {
    const plain = activate(table(["harness", "fs"]));
    const before = structuredClone(plain.state);
    expect(cardRefusal(plain, SEAT, "harness")?.message).toMatch(/anomaly/);
    expect(plain.state).toEqual(before);
    const full = activate(
      table(["harness", "fs"], (s) => {
        anomaly(s);
        const me = s.players[SEAT];
        if (me) me.commodities = commodityValue(s, SEAT);
      }),
    );
    const untouched = structuredClone(full.state);
    expect(cardRefusal(full, SEAT, "harness")?.code).toBe("ERR_TI4_CARD_PLAY");
    expect(full.state).toEqual(untouched);
  });
});

describe("Fighter Conscription (Codex I action card; LRR 2, 22, 16)", () => {
  it("places a fighter where its holder has a space dock or capacity, none beside others' ships", () => {
    const start = table(["f_conscription"], (s) => {
      put(s, HOME, { spaceDock: 1 }, SEAT, HOME_PLANET);
      put(s, nextDoor(s), { carrier: 1 });
      put(s, nextDoor(s), { destroyer: 1 }, OTHER);
    });
    const played = passSabotage(send(start, { type: "playActionCard", seat: SEAT, card: "f_conscription" }));
    expect(space(played.state, HOME)).toEqual({ fighter: 1 });
    expect(space(played.state, nextDoor(played.state))).toEqual({ carrier: 1 });
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("is refused with no such system, the state unchanged", () => {
    const start = table(["f_conscription"], (s) => put(s, HOME, { destroyer: 1 }));
    const before = structuredClone(start.state);
    expect(cardRefusal(start, SEAT, "f_conscription")?.code).toBe("ERR_TI4_CARD_PLAY");
    expect(start.state).toEqual(before);
  });
});

describe("Impersonation (Codex I action card; LRR 2, 22, 47, 61)", () => {
  it("spends 3 influence and draws a secret objective, as the turn's component action", () => {
    const start = table(["impersonation"], (s) => {
      const me = s.players[SEAT];
      if (me) me.tradeGoods = 4;
    });
    const held = start.state.players[SEAT]?.secret.secretObjectives.length ?? 0;
    const top = start.state.decks.secretObjectives[0];
    const payment = { planets: [], tradeGoods: 3 };
    const played = passSabotage(
      send(start, { type: "playActionCard", seat: SEAT, card: "impersonation", payment }),
    );
    expect(played.state.players[SEAT]?.tradeGoods).toBe(1);
    expect(played.state.players[SEAT]?.secret.secretObjectives).toHaveLength(held + 1);
    expect(played.state.players[SEAT]?.secret.secretObjectives).toContain(top);
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("is refused unpaid or underpaid, the state unchanged", () => {
    const start = table(["impersonation"], (s) => {
      const me = s.players[SEAT];
      if (me) me.tradeGoods = 2;
    });
    const before = structuredClone(start.state);
    expect(cardRefusal(start, SEAT, "impersonation")?.code).toBe("ERR_TI4_CARD_PLAY");
    const short = { planets: [], tradeGoods: 2 };
    expect(cardRefusal(start, SEAT, "impersonation", { payment: short })?.message).toMatch(/influence/);
    expect(cardRefusal(start, SEAT, "impersonation", { payment: { planets: [], tradeGoods: 5 } })?.code).toBe(
      "ERR_TI4_TRADE_GOODS",
    );
    expect(start.state).toEqual(before);
  });
});

describe("Plagiarize (Codex I action card; LRR 2, 22, 47, 60)", () => {
  /** OTHER becomes SEAT's neighbour (a destroyer next to SEAT's home) and owns a technology of no faction. */
  const lent = (s: Ti4State) =>
    s.players[OTHER]?.technologies.find((t) => ti4Technology(t).faction === null) as Ti4TechnologyId;
  const plagiarizeTable = () =>
    table(["plagiarize"], (s) => {
      put(s, nextDoor(s), { destroyer: 1 }, OTHER);
      const me = s.players[SEAT];
      if (me) me.tradeGoods = 6;
    });
  const payment = { planets: [], tradeGoods: 5 };

  it("spends 5 influence and gains a technology of no faction a neighbour owns", () => {
    const start = plagiarizeTable();
    const technology = lent(start.state);
    expect(technology).toBeDefined();
    const played = passSabotage(
      send(start, { type: "playActionCard", seat: SEAT, card: "plagiarize", technology, payment }),
    );
    expect(played.state.players[SEAT]?.technologies).toContain(technology);
    expect(played.state.players[SEAT]?.tradeGoods).toBe(1);
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("is refused for a technology no neighbour owns, a faction's, or underpaid; the state unchanged", () => {
    const start = plagiarizeTable();
    const before = structuredClone(start.state);
    const owned = new Set(start.state.players.flatMap((p) => p.technologies));
    const nobodys = TI4_TECHNOLOGIES.find((t) => t.faction === null && !owned.has(t.id))?.id;
    expect(cardRefusal(start, SEAT, "plagiarize", { technology: nobodys, payment })?.message).toMatch(
      /neighbour/,
    );
    const factions = TI4_TECHNOLOGIES.find((t) => t.faction !== null)?.id;
    expect(cardRefusal(start, SEAT, "plagiarize", { technology: factions, payment })?.code).toBe(
      "ERR_TI4_CARD_PLAY",
    );
    const short = { planets: [], tradeGoods: 4 };
    const technology = lent(start.state);
    expect(cardRefusal(start, SEAT, "plagiarize", { technology, payment: short })?.message).toMatch(
      /influence/,
    );
    expect(start.state).toEqual(before);
  });
});

describe("Insider Information (Codex I action card; LRR 2, 8)", () => {
  it("shows its holder alone the agenda on top of the deck, after an agenda is revealed", () => {
    let played = upTo(["travel_ban", "conventions", "committee"], {}, "");
    const s = played.state.speaker;
    played = upTo(["travel_ban", "conventions", "committee"], { [s]: ["insider"] }, "afterAgendaRevealed");
    const top = played.state.decks.agenda.draw[0];
    played = passSabotage(send(played, { type: "playActionCard", seat: s, card: "insider" }));
    const seen = played.events.find((e) => e.type === "ti4AgendaDeckTopSeen");
    expect(seen).toMatchObject({ seat: s, agenda: top, to: s });
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("is refused outside its moment, the state unchanged", () => {
    const start = table(["insider"]);
    const before = structuredClone(start.state);
    expect(cardRefusal(start, SEAT, "insider")?.code).toBe("ERR_TI4_CARD_TIMING");
    expect(start.state).toEqual(before);
  });
});

describe("The deal (TE Expansion Integration)", () => {
  const cardsOf = (s: Ti4State) =>
    new Set([...s.decks.action.draw, ...s.players.flatMap((p) => p.secret.actionCards)]);

  it("a Thunder's Edge game deals the Codex cards built; a base game deals none", () => {
    const te = finishSetup(create(4, { boxes: ["base", "te"] }, "codex-deal")).state;
    expect(cardsOf(te).has("rally")).toBe(true);
    expect(cardsOf(te).has("war_machine")).toBe(true);
    expect(cardsOf(te).has("scramble")).toBe(true);
    const base = finishSetup(create(4, {}, "codex-deal")).state;
    expect(cardsOf(base).has("rally")).toBe(false);
  });
});
