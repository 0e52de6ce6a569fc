/**
 * TE "Breakthroughs and Synergy": Particle Synthesis (Ghosts of Creuss), PRODUCTION 1 for each wormhole in a
 * system holding its holder's ships, and 1 off a production's cost there per wormhole
 * (thundersEdge/breakthroughs/ghost.ts, production/cost.ts; LRR 68, 67); played, refused with the state
 * unchanged, answered by the bot, replayed (run and answer check the replay).
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import { systemAt, wormholesAt } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import { productionCostIn } from "../../../../../src/engine/ti4/production/cost.ts";
import { producersIn } from "../../../../../src/engine/ti4/production/producers.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { answer, emptySystems, put, refusal, run } from "../../../../support/ti4FactionBoard.ts";

const RULE = "TE Breakthroughs and Synergy: Particle Synthesis";

type Player = Ti4State["players"][number];

/**
 * The Creuss (seat 0) with 10 trade goods and an empty system, no anomaly, where their alpha wormhole token
 * lies; `ships` of theirs there. The production step in that system is pushed for them.
 */
function wormholeSystem(options: { card: boolean; ships: boolean }) {
  let at = "";
  const base = eventGame(["ghost", "sol", "xxcha"], [], 0, (s) => {
    const creuss = s.players[0] as Player;
    if (options.card) creuss.breakthrough = "ghostbt";
    creuss.tradeGoods = 10;
    creuss.tokens.fleet = 8;
    at = emptySystems(s).find((p) => (systemAt(s, p)?.anomalies.length ?? 1) === 0) as string;
    s.creussWormholes = { alpha: at };
    if (options.ships) put(s, at, 0, { destroyer: 1 });
  }).state;
  const state = run(base, (tx) =>
    tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Production", seat: 0, system: at } }),
  ).state;
  return { state, at, wormholes: wormholesAt(state, at).length };
}

const payment = (tradeGoods: number) => ({ planets: [], tradeGoods });

describe(`${RULE} (Creuss): a wormhole's PRODUCTION (LRR 68)`, () => {
  it("gives PRODUCTION 1 per wormhole where the holder has ships, none without ships or without the card", () => {
    const { state, at, wormholes } = wormholeSystem({ card: true, ships: true });
    expect(wormholes).toBeGreaterThan(0);
    expect(producersIn(state, 0, at)).toMatchObject({ total: wormholes, inSpace: true });
    expect(producersIn(wormholeSystem({ card: true, ships: false }).state, 0, at).total).toBe(0);
    expect(producersIn(wormholeSystem({ card: false, ships: true }).state, 0, at).total).toBe(0);
  });

  it("produces a cruiser there for 1 less per wormhole (LRR 67)", () => {
    const { state, at, wormholes } = wormholeSystem({ card: true, ships: true });
    const cost = Math.max(0, 2 - wormholes);
    const done = answer(state, {
      type: "produceUnits",
      seat: 0,
      units: { cruiser: 1 },
      payment: payment(cost),
    });
    expect(unitsIn(done.state.board[at], 0).cruiser).toBe(1);
    expect(done.state.players[0]?.tradeGoods).toBe(10 - cost);
  });

  it("refuses more units than the wormholes' PRODUCTION, and any production without the card (state unchanged)", () => {
    const { state, wormholes } = wormholeSystem({ card: true, ships: true });
    const over = {
      type: "produceUnits",
      seat: 0,
      units: { cruiser: wormholes + 1 },
      payment: payment(10),
    } as const;
    expect(refusal(state, over)).toEqual(["ERR_TI4_PRODUCTION_LIMIT", "LRR 68"]);
    // Without the card the system has no PRODUCTION: no production step is offered there.
    const plain = wormholeSystem({ card: false, ships: true }).state;
    expect(pendingDecisions<Ti4>(plain).some((d) => d.kind === "produceUnits")).toBe(false);
    const one = { type: "produceUnits", seat: 0, units: { cruiser: 1 }, payment: payment(2) } as const;
    expect(refusal(plain, one)?.[0]).toBe("ERR_NOT_NOW");
  });

  it("the bot produces there within the wormholes' PRODUCTION", () => {
    const { state, wormholes } = wormholeSystem({ card: true, ships: true });
    const decision = pendingDecisions<Ti4>(state).find((d) => d.kind === "produceUnits" && d.seat === 0);
    const [first] = ti4Answers(state, decision as never);
    expect(first?.type).toBe("produceUnits");
    const units = first?.type === "produceUnits" ? first.units : {};
    const made = Object.values(units).reduce((a, n) => a + (n ?? 0), 0);
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThanOrEqual(wormholes * 2);
  });

  it("is no action of its own: using it is refused, the state unchanged", () => {
    expect(
      refusal(wormholeSystem({ card: true, ships: true }).state, { type: "useBreakthrough", seat: 0 }),
    ).toEqual(["ERR_TI4_BREAKTHROUGH_ELSEWHERE", "TE Breakthroughs and Synergy"]);
  });
});

describe(`${RULE} (Creuss): the cost taken off (LRR 67)`, () => {
  it("takes 1 off per wormhole of the system produced in, ships there or not; nothing without the card", () => {
    for (const ships of [true, false]) {
      const { state, at, wormholes } = wormholeSystem({ card: true, ships });
      expect(productionCostIn(state, 0, at, { cruiser: 1, fighter: 1 })).toBe(Math.max(0, 3 - wormholes));
    }
    const plain = wormholeSystem({ card: false, ships: true });
    expect(productionCostIn(plain.state, 0, plain.at, { cruiser: 1, fighter: 1 })).toBe(3);
  });

  it("never makes a production cost less than nothing", () => {
    const { state, at } = wormholeSystem({ card: true, ships: true });
    expect(productionCostIn(state, 0, at, { fighter: 1 })).toBe(0);
  });
});
