/**
 * TE "Breakthroughs and Synergy": Archon's Gift (Xxcha Kingdom), influence spent as resources and resources
 * as influence (thundersEdge/breakthroughs/xxcha.ts, economy/spend.ts); played, refused with the state
 * unchanged, replayed.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import { cheapestPayment, paymentValue } from "../../../../../src/engine/ti4/economy/spend.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { activateQuietly } from "../../../../support/ti4.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { homeOf } from "../../../../support/ti4Factions.ts";
import { CTX, type Played } from "../../../../support/ti4Status.ts";

const RULE = "TE Breakthroughs and Synergy: Archon's Gift";
const REN = "archonren" as Ti4PlanetId; // 2 resources, 3 influence
const ARRETZE = "arretze" as Ti4PlanetId; // 2 resources, 0 influence

/** The Xxcha (seat 0) at its home's production step, Arretze's card given to it as well. */
function atProduction(card: boolean): Played {
  const at = eventGame(["xxcha", "sol", "jolnar"], [], 0, (s) => {
    const xxcha = s.players[0] as Ti4State["players"][number];
    if (card) xxcha.breakthrough = "xxchabt";
    xxcha.planets[ARRETZE] = { exhausted: false } as never;
    xxcha.tokens.fleet = 8;
  });
  const activated = activateQuietly(at.state, 0, homeOf(at.state, 0));
  return { state: activated.state, events: [...at.events, ...activated.events] };
}

const BUILD: Ti4Command = {
  type: "produceUnits",
  seat: 0,
  units: { destroyer: 3 },
  payment: { planets: [REN], tradeGoods: 0 },
};

describe(`${RULE} (Xxcha Kingdom)`, () => {
  it("pays 3 resources with a planet of 3 influence, and counts resources as influence", () => {
    const at = atProduction(true);
    const result = applyCommand<Ti4>(at.state, BUILD, CTX);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.state.players[0]?.planets[REN]?.exhausted).toBe(true);
    const events = [...at.events, ...result.events];
    expect(replayLog<Ti4>(events)).toEqual(result.state);
    expect(paymentValue(at.state, 0, { planets: [ARRETZE], tradeGoods: 0 }, "influence")).toBe(2);
    // The bot's payments read the same worth: Archon Ren alone covers 3 resources.
    expect(cheapestPayment(at.state, 0, "resources", 3)?.planets).toEqual([REN]);
    // Another seat's payments are untouched.
    expect(paymentValue(at.state, 1, { planets: [], tradeGoods: 0 }, "resources")).toBe(0);
  });

  it("without the card the same payment is refused and the state is unchanged", () => {
    const at = atProduction(false);
    const before = structuredClone(at.state);
    const result = applyCommand<Ti4>(at.state, BUILD, CTX);
    expect(result.ok ? null : [result.error.code, result.error.rule]).toEqual([
      "ERR_TI4_UNDERPAID",
      "LRR 75",
    ]);
    expect(at.state).toEqual(before);
    expect(paymentValue(at.state, 0, { planets: [ARRETZE], tradeGoods: 0 }, "influence")).toBe(0);
    const held = atProduction(true);
    expect(applyCommand<Ti4>(held.state, { type: "useBreakthrough", seat: 0 }, CTX)).toMatchObject({
      ok: false,
      error: { code: "ERR_TI4_BREAKTHROUGH_ELSEWHERE" },
    });
  });
});
