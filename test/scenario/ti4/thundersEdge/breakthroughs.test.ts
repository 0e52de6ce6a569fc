/**
 * TE "Breakthroughs and Synergy": the base factions' breakthrough abilities (thundersEdge/breakthroughs/),
 * each played, refused (state unchanged) and replayed; `useBreakthrough` says how a played one is used.
 */
import { describe, expect, it } from "vitest";
import type { FactionId, Ti4BreakthroughId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { activateQuietly } from "../../../support/ti4.ts";
import { eventGame } from "../../../support/ti4Events.ts";
import { homeOf } from "../../../support/ti4Factions.ts";
import { CTX, type Played } from "../../../support/ti4Status.ts";

const RULE = "TE Breakthroughs and Synergy";

/** A Thunder's Edge game in its action phase, seat 0 playing `faction` and holding its breakthrough. */
function holding(faction: FactionId, card: Ti4BreakthroughId, edit?: (s: Ti4State) => void): Played {
  const others = (["sol", "xxcha", "jolnar"] as FactionId[]).filter((f) => f !== faction).slice(0, 2);
  return eventGame([faction, ...others], [], 0, (s) => {
    (s.players[0] as Ti4State["players"][number]).breakthrough = card;
    edit?.(s);
  });
}

function send(at: Played, command: Ti4Command): Played {
  const result = applyCommand<Ti4>(at.state, command, CTX);
  if (!result.ok) throw new Error(result.error.message);
  return { state: result.state, events: [...at.events, ...result.events] };
}

function refusal(state: Ti4State, command: Ti4Command): [string, string] | null {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : [result.error.code, result.error.rule];
}

function then(at: Played, more: { state: Ti4State; events: Ti4Event[] }): Played {
  return { state: more.state, events: [...at.events, ...more.events] };
}

describe(`${RULE}: useBreakthrough`, () => {
  it("says how a played ability is used, and that an unplayed one grants its synergy only", () => {
    const at = holding("hacan", "hacanbt");
    const used = applyCommand<Ti4>(at.state, { type: "useBreakthrough", seat: 0 }, CTX);
    expect(used.ok ? null : [used.error.code, used.error.rule]).toEqual([
      "ERR_TI4_BREAKTHROUGH_ELSEWHERE",
      RULE,
    ]);
    expect(used.ok ? "" : used.error.message).toContain("Auto-Factories is played where it acts");
  });
});

describe(`${RULE}: Auto-Factories (Hacan)`, () => {
  const NO_PAY = { planets: [], tradeGoods: 0 };
  function atProduction(card: Ti4BreakthroughId = "hacanbt") {
    const at = holding("hacan", card, (s) => {
      const hacan = s.players[0] as Ti4State["players"][number];
      hacan.tokens.fleet = 8;
      hacan.tradeGoods = 10;
    });
    return then(at, activateQuietly(at.state, 0, homeOf(at.state, 0)));
  }

  it("puts a token from reinforcements into the fleet pool when 3 non-fighter ships are produced", () => {
    const at = atProduction();
    const fleet = at.state.players[0]?.tokens.fleet;
    const built = send(at, {
      type: "produceUnits",
      seat: 0,
      units: { destroyer: 3 },
      payment: { ...NO_PAY, tradeGoods: 3 },
    });
    expect(built.state.players[0]?.tokens.fleet).toBe((fleet ?? 0) + 1);
    const gained = built.events.filter((e) => e.type === "ti4CommandTokensChanged");
    expect(gained).toEqual([
      { type: "ti4CommandTokensChanged", seat: 0, pools: { fleet: 1 }, reason: "Auto-Factories" },
    ]);
    expect(replayLog<Ti4>(built.events)).toEqual(built.state);
  });

  it("does nothing for 2 such ships and fighters, nor without the card", () => {
    const at = atProduction();
    const fleet = at.state.players[0]?.tokens.fleet;
    const few = send(at, {
      type: "produceUnits",
      seat: 0,
      units: { destroyer: 2, fighter: 2 },
      payment: { ...NO_PAY, tradeGoods: 3 },
    });
    expect(few.state.players[0]?.tokens.fleet).toBe(fleet);
    const without = holding("hacan", "hacanbt", (s) => {
      delete (s.players[0] as Ti4State["players"][number]).breakthrough;
      (s.players[0] as Ti4State["players"][number]).tradeGoods = 10;
      (s.players[0] as Ti4State["players"][number]).tokens.fleet = 8;
    });
    const started = then(without, activateQuietly(without.state, 0, homeOf(without.state, 0)));
    const plain = send(started, {
      type: "produceUnits",
      seat: 0,
      units: { destroyer: 3 },
      payment: { ...NO_PAY, tradeGoods: 3 },
    });
    expect(plain.state.players[0]?.tokens.fleet).toBe(8);
    expect(refusal(at.state, { type: "useBreakthrough", seat: 0 })?.[0]).toBe(
      "ERR_TI4_BREAKTHROUGH_ELSEWHERE",
    );
  });
});
