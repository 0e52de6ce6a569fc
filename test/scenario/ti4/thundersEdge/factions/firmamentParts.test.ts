/**
 * The Firmament's other parts (TE faction sheet): The Sowing (TE "Breakthroughs and Synergy"), Black Ops
 * (its promissory note, acting as another player receives it, LRR 69, 94), Heaven's Eye (its flagship, LRR
 * 58.4c, 87) and the plot cards' standing effects once the Obsidian turn them face up (Marionettes).
 */
import { describe, expect, it } from "vitest";
import type { FactionId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import { gainCommodities } from "../../../../../src/engine/ti4/economy/commodities.ts";
import { TI4_FIRMAMENT_FLAGSHIP } from "../../../../../src/engine/ti4/factions/firmamentFlagship.ts";
import { TI4_FIRMAMENT_PLOT_EFFECTS } from "../../../../../src/engine/ti4/factions/firmamentPlotEffects.ts";
import { TI4_FIRMAMENT_SOWING } from "../../../../../src/engine/ti4/factions/firmamentSowing.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { replenish } from "../../../../../src/engine/ti4/strategic/trade.ts";
import type { Ti4TradeOffer } from "../../../../../src/engine/ti4/transactions/frames.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { allCardsPlayed, homeOf, passToStatus } from "../../../../support/ti4Factions.ts";
import { CTX, type Played, send } from "../../../../support/ti4Status.ts";

const FACTIONS: readonly FactionId[] = ["firmament", "sol", "xxcha", "letnev"];
type Player = Ti4State["players"][number];

function refused(at: Played, command: Parameters<typeof applyCommand<Ti4>>[1]): string | undefined {
  const result = applyCommand<Ti4>(at.state, command, CTX);
  return result.ok ? undefined : result.error.code;
}

const firmament = (s: Ti4State) => s.players[0] as Player;

describe("The Firmament: The Sowing (TE Breakthroughs and Synergy)", () => {
  const sowing = (s: Ti4State) => {
    allCardsPlayed(s);
    firmament(s).breakthrough = "firmamentbt";
    firmament(s).tradeGoods = 5;
  };

  it("takes up to 3 trade goods onto the card as the status phase starts; replays", () => {
    const at = passToStatus(eventGame(FACTIONS, [], 0, sowing), (s) => s.stack.at(-1)?.kind === "ti4Sowing");
    expect(pendingDecisions<Ti4>(at.state)[0]).toMatchObject({ kind: "sowTradeGoods", seat: 0 });
    const held = firmament(at.state).tradeGoods;
    const done = send(at, { type: "sowTradeGoods", seat: 0, amount: 3 });
    expect(firmament(done.state).tradeGoods).toBe(held - 3);
    expect(firmament(done.state).breakthroughTradeGoods).toBe(3);
    expect(done.state.stack.at(-1)?.kind).not.toBe("ti4Sowing");
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    // The bot answers the same decision (it keeps 3 trade goods in hand).
    expect(ti4Answers(at.state, pendingDecisions<Ti4>(at.state)[0] as never)).toEqual([
      { type: "sowTradeGoods", seat: 0, amount: Math.min(3, held - 3) },
    ]);
  });

  it("refuses more than 3, or outside its moment; the state is unchanged", () => {
    const at = passToStatus(eventGame(FACTIONS, [], 0, sowing), (s) => s.stack.at(-1)?.kind === "ti4Sowing");
    const before = structuredClone(at.state);
    expect(refused(at, { type: "sowTradeGoods", seat: 0, amount: 4 })).toBe("ERR_TI4_SOWING");
    // Nobody else is asked (the kernel's own check, before the rule's).
    expect(refused(at, { type: "sowTradeGoods", seat: 1, amount: 1 })).toBe("ERR_NOT_YOUR_TURN");
    expect(at.state).toEqual(before);
    const outside = eventGame(FACTIONS, [], 0, sowing);
    expect(refused(outside, { type: "sowTradeGoods", seat: 0, amount: 1 })).toBe("ERR_NOT_NOW");
    // Used as a breakthrough action: it says where it acts.
    expect(refused(outside, { type: "useBreakthrough", seat: 0 } as never)).toBe(
      "ERR_TI4_BREAKTHROUGH_ELSEWHERE",
    );
  });

  it("is offered as the card is gained, not without trade goods nor once the Obsidian hold it", () => {
    const hooks = TI4_FIRMAMENT_SOWING.hooks ?? {};
    const at = eventGame(FACTIONS, [], 0, sowing);
    const tx = beginTx<Ti4>(at.state, CTX);
    hooks.breakthroughGained?.(tx, 0);
    expect(tx.state.stack.at(-1)).toEqual({ kind: "ti4Sowing", seat: 0 });
    const poor = beginTx<Ti4>(
      eventGame(FACTIONS, [], 0, (s) => {
        sowing(s);
        firmament(s).tradeGoods = 0;
      }).state,
      CTX,
    );
    hooks.breakthroughGained?.(poor, 0);
    expect(poor.events).toEqual([]);
    const flipped = beginTx<Ti4>(
      eventGame(FACTIONS, [], 0, (s) => {
        sowing(s);
        firmament(s).faction = "obsidian";
      }).state,
      CTX,
    );
    hooks.statusPhaseStarted?.(flipped);
    expect(flipped.events).toEqual([]);
  });
});

describe("The Firmament: Black Ops (its promissory note)", () => {
  const offer = (note: Ti4TradeOffer["promissoryNote"]): Ti4TradeOffer => ({
    tradeGoods: 0,
    commodities: 0,
    promissoryNote: note,
    actionCards: [],
  });
  const none = offer(null);
  /** Seat 1 has a destroyer in the Firmament's home system: the two are neighbours (LRR 60). */
  const neighbours = (s: Ti4State) => {
    allCardsPlayed(s);
    s.board[homeOf(s, 0)]?.space.push({ seat: 1, units: { destroyer: 1 } });
  };
  const given = () => {
    const at = eventGame(FACTIONS, [], 0, neighbours);
    const proposed = send(at, {
      type: "proposeTransaction",
      seat: 0,
      with: 1,
      give: offer({ note: "blackops", owner: 0 }),
      receive: none,
    });
    return send(proposed, { type: "answerTransaction", seat: 1, accept: true });
  };

  it("as another player receives it: the Firmament place a plot on them, they gain 2 tokens and 2 trade goods, the note is purged; replays", () => {
    const before = eventGame(FACTIONS, [], 0, neighbours);
    const at = given();
    const receiver = at.state.players[1] as Player;
    expect(receiver.tradeGoods).toBe((before.state.players[1] as Player).tradeGoods + 2);
    expect(receiver.secret.promissoryNotes).not.toContain("blackops@0");
    expect(at.state.purged?.promissoryNotes).toContainEqual({ note: "blackops", owner: 0 });
    expect(pendingDecisions<Ti4>(at.state)[0]).toMatchObject({ kind: "blackOpsPlot", seat: 0 });
    const done = send(at, { type: "blackOpsPlot", seat: 0, plot: "siphon" });
    expect(firmament(done.state).plots).toEqual([{ on: [1] }]);
    expect(firmament(done.state).secret.plotCards).toEqual(["siphon"]);
    // The card chosen is told to the Firmament alone.
    expect(done.events.find((e) => e.type === "ti4PlotCardChosen")).toMatchObject({ to: 0 });
    // Then the receiver places its 2 command tokens.
    expect(pendingDecisions<Ti4>(done.state)[0]).toMatchObject({ kind: "arrangeCommandTokens", seat: 1 });
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("lets the Firmament place none; refuses a card in play or another seat; the state is unchanged", () => {
    const at = given();
    const before = structuredClone(at.state);
    expect(refused(at, { type: "blackOpsPlot", seat: 1, plot: "siphon" })).toBe("ERR_NOT_YOUR_TURN");
    const placed = { ...at, state: structuredClone(at.state) };
    firmament(placed.state).secret.plotCards = ["siphon"];
    expect(refused(placed, { type: "blackOpsPlot", seat: 0, plot: "siphon" })).toBe("ERR_TI4_PLOT_CARD");
    expect(at.state).toEqual(before);
    const declined = send(at, { type: "blackOpsPlot", seat: 0, plot: "none" });
    expect(firmament(declined.state).plots ?? []).toEqual([]);
    // The bot places its first card left.
    expect(ti4Answers(at.state, pendingDecisions<Ti4>(at.state)[0] as never)).toEqual([
      { type: "blackOpsPlot", seat: 0, plot: "assail" },
    ]);
    // Held, it is never offered to be played from the hand: it acts as it is received.
    const holding = eventGame(FACTIONS, [], 1, (s) => {
      (s.players[1] as Player).secret.promissoryNotes.push("blackops@0");
    });
    expect(pendingDecisions<Ti4>(holding.state).some((d) => d.kind === "playPromissoryNote")).toBe(false);
    expect(refused(holding, { type: "playPromissoryNote", seat: 1, note: "blackops", owner: 0 })).toBe(
      "ERR_NOT_NOW",
    );
  });
});

describe("The Firmament: Heaven's Eye (flagship)", () => {
  const hooks = TI4_FIRMAMENT_FLAGSHIP.hooks ?? {};
  /** Seat 0 is acting in its home system, where seat 1 (on a plot of theirs) has a destroyer. */
  const tactical = (plot: boolean) => (s: Ti4State) => {
    const home = homeOf(s, 0);
    const system = s.board[home];
    system?.space.push({ seat: 1, units: { destroyer: 1 } });
    const own = system?.space.find((f) => f.seat === 0);
    if (own) {
      own.units.flagship = 1;
      own.damaged = { flagship: 1 };
    }
    if (plot) firmament(s).plots = [{ on: [1] }];
    s.stack.push({ kind: "ti4Tactical", seat: 0, system: home, step: 0 });
  };

  it("has +1 move and is repaired at the end of a combat round against a plotted player; replays", () => {
    const at = eventGame(FACTIONS, [], 0, tactical(true));
    const home = homeOf(at.state, 0);
    expect(hooks.moveBonus?.(at.state, 0, "flagship", home)).toBe(1);
    expect(hooks.moveBonus?.(at.state, 0, "carrier", home)).toBe(0);
    const tx = beginTx<Ti4>(at.state, CTX);
    hooks.spaceCombatRoundEnded?.(tx, { system: home, attacker: 0, defender: 1, round: 1 });
    expect(tx.events).toEqual([
      { type: "ti4UnitsRepaired", seat: 0, place: { position: home }, units: { flagship: 1 } },
    ]);
    expect(replayLog<Ti4>([...at.events, ...tx.events])).toEqual(tx.state);
  });

  it("does nothing without a plot on a player in the active system", () => {
    const at = eventGame(FACTIONS, [], 0, tactical(false));
    const home = homeOf(at.state, 0);
    expect(hooks.moveBonus?.(at.state, 0, "flagship", home)).toBe(0);
    const tx = beginTx<Ti4>(at.state, CTX);
    hooks.spaceCombatRoundEnded?.(tx, { system: home, attacker: 0, defender: 1, round: 1 });
    expect(tx.events).toEqual([]);
  });
});

describe("The plots face up (Marionettes): Assail, Enervate, Siphon", () => {
  const hooks = TI4_FIRMAMENT_PLOT_EFFECTS.hooks ?? {};
  /** The Obsidian (seat 0, turned over) with the plot `id` face up, seat 1's token on it. */
  const obsidian = (id: "assail" | "enervate" | "siphon") => {
    const at = eventGame(FACTIONS, [], 0, (s) => {
      firmament(s).plots = [{ on: [1], objective: "eap" }];
      firmament(s).secret.plotCards = [id];
    });
    return send(at, { type: "puppetsOfTheBlade", seat: 0 });
  };

  it("Assail: +1 to the Obsidian's rolls against the puppeted player only", () => {
    const at = obsidian("assail");
    const state = structuredClone(at.state);
    state.stack.push({ kind: "ti4SpaceCombat", seat: 0, system: homeOf(state, 0), defender: 1 });
    expect(hooks.combatRollModifier?.(state, { seat: 0, type: "cruiser", kind: "combat" })).toBe(1);
    expect(hooks.combatRollModifier?.(state, { seat: 1, type: "cruiser", kind: "combat" })).toBe(0);
    state.stack.pop();
    state.stack.push({ kind: "ti4SpaceCombat", seat: 0, system: homeOf(state, 0), defender: 2 });
    expect(hooks.combatRollModifier?.(state, { seat: 0, type: "cruiser", kind: "combat" })).toBe(0);
  });

  it("Enervate: the puppeted player's secondary without a token, Leadership's primary instead", () => {
    const at = obsidian("enervate");
    const state = structuredClone(at.state);
    state.stack.push({ kind: "ti4StrategicAction", seat: 1, card: "warfare" });
    expect(hooks.secondaryWithoutToken?.(state, 0, "warfare")).toBe(true);
    expect(hooks.secondaryWithoutToken?.(state, 2, "warfare")).toBe(false);
    expect(hooks.secondaryResolvesPrimary?.(state, 0, "warfare")).toBe(false);
    state.stack.push({ kind: "ti4StrategicAction", seat: 2, card: "leadership" });
    expect(hooks.secondaryWithoutToken?.(state, 0, "leadership")).toBe(false);
  });

  it("Siphon (LRR 21): whenever the puppeted player gains commodities, the Obsidian gain as many trade goods; replays", () => {
    const at = obsidian("siphon");
    // Replenishing (LRR 21.2), through the one place commodities are gained.
    const tx = beginTx<Ti4>(at.state, CTX);
    const held = tx.state.players[1]?.commodities ?? 0;
    replenish(tx, 1, "trade secondary");
    const gained = (tx.state.players[1]?.commodities ?? 0) - held;
    expect(gained).toBeGreaterThan(0);
    expect(tx.events).toContainEqual({
      type: "ti4TradeGoodsChanged",
      seat: 0,
      amount: gained,
      reason: "Siphon",
    });
    expect(replayLog<Ti4>([...at.events, ...tx.events])).toEqual(tx.state);
    // Commodities gained otherwise than by replenishing (any effect that gives them) answer the same moment.
    const other = beginTx<Ti4>(at.state, CTX);
    gainCommodities(other, 1, 2, "an effect");
    expect(other.events).toEqual([
      { type: "ti4CommoditiesChanged", seat: 1, amount: 2, reason: "an effect" },
      { type: "ti4TradeGoodsChanged", seat: 0, amount: 2, reason: "Siphon" },
    ]);
    expect(replayLog<Ti4>([...at.events, ...other.events])).toEqual(other.state);
    // Another player's commodities: nothing.
    const unpuppeted = beginTx<Ti4>(at.state, CTX);
    hooks.commoditiesGained?.(unpuppeted, 2, 3, "trade");
    expect(unpuppeted.events).toEqual([]);
    // Face down, with the Firmament, a plot does nothing.
    const down = eventGame(FACTIONS, [], 0, (s) => {
      firmament(s).plots = [{ on: [1] }];
      firmament(s).secret.plotCards = ["siphon"];
    });
    const quiet = beginTx<Ti4>(down.state, CTX);
    gainCommodities(quiet, 1, 3, "trade");
    expect(quiet.events).toEqual([{ type: "ti4CommoditiesChanged", seat: 1, amount: 3, reason: "trade" }]);
  });
});
