/**
 * The Winnu's Hegemonic Trade Policy (its card; LRR 68, 67, 75, 34): as their units use PRODUCTION, exhaust
 * it to swap one controlled planet's resource and influence values for that production's payment. The Winnu
 * (seat 0, home planet Winnu: 3 resources, 4 influence) activate their home system and its space dock.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { planetValues } from "../../../../src/engine/ti4/agenda/laws.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import { ti4BotMove } from "../../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { activateQuietly } from "../../../support/ti4.ts";
import { factionGame, homeOf } from "../../../support/ti4Factions.ts";
import { CTX, type Played, send } from "../../../support/ti4Status.ts";

const WINNU = 0;
type Player = Ti4State["players"][number];

/** The Winnu's production step at home, owning the card, with no trade goods; `edit` shapes the sheet. */
function atProduction(edit?: (winnu: Player) => void, faction: "winnu" | "hacan" = "winnu"): Played {
  const at = factionGame([faction, faction === "winnu" ? "hacan" : "winnu", "xxcha"], WINNU, (s) => {
    const player = s.players[WINNU] as Player;
    player.technologies.push("htp");
    player.tradeGoods = 0;
    edit?.(player);
  });
  const activated = activateQuietly(at.state, WINNU, homeOf(at.state, WINNU));
  expect(activated.state.stack.at(-1)?.kind).toBe("ti4Production");
  return { state: activated.state, events: [...at.events, ...activated.events] };
}

const kinds = (s: Ti4State) => pendingDecisions<Ti4>(s).map((d) => d.kind);

function refusal(s: Ti4State, command: Ti4Command) {
  const before = structuredClone(s);
  const result = applyCommand<Ti4>(s, command, CTX);
  expect(s).toEqual(before);
  return result.ok ? null : [result.error.code, result.error.rule];
}

const DREADNOUGHT: Ti4Command = {
  type: "produceUnits",
  seat: WINNU,
  units: { dreadnought: 1 },
  payment: { planets: ["winnu"], tradeGoods: 0 },
};

describe("Winnu: Hegemonic Trade Policy (its card)", () => {
  it("swaps a planet's values for that production's payment only, the card exhausted", () => {
    const at = atProduction();
    expect(planetValues(at.state, "winnu")).toEqual({ resources: 3, influence: 4 });
    expect(pendingDecisions<Ti4>(at.state)[0]).toMatchObject({
      kind: "hegemonicTradePolicy",
      choices: ["winnu"],
      optional: true,
    });
    // LRR 75: Winnu's 3 resources do not pay a dreadnought (4).
    expect(refusal(at.state, DREADNOUGHT)).toEqual(["ERR_TI4_UNDERPAID", "LRR 75"]);
    const swapped = send(at, { type: "hegemonicTradePolicy", seat: WINNU, planet: "winnu" });
    expect(swapped.state.players[WINNU]?.exhaustedTechnologies).toEqual(["htp"]);
    expect(swapped.state.stack.at(-1)).toMatchObject({ kind: "ti4Production", swapped: "winnu" });
    // Once a production: the offer is gone.
    expect(kinds(swapped.state)).toEqual(["produceUnits"]);
    const built = send(swapped, DREADNOUGHT);
    const home = homeOf(built.state, WINNU);
    const ships = built.state.board[home]?.space.find((f) => f.seat === WINNU)?.units;
    expect(ships?.dreadnought).toBe(1);
    expect(built.state.players[WINNU]?.planets.winnu).toEqual({ exhausted: true });
    // The swap ended with the step.
    expect(built.state.stack.some((f) => f.kind === "ti4Production")).toBe(false);
    expect(replayLog<Ti4>(built.events)).toEqual(built.state);
  });

  it("refuses a planet not controlled or whose swap buys nothing, and is offered only to a ready card's owner", () => {
    const at = atProduction();
    const swap = (planet: string): Ti4Command =>
      ({ type: "hegemonicTradePolicy", seat: WINNU, planet }) as Ti4Command;
    expect(refusal(at.state, swap("mecatolrex"))).toEqual(["ERR_TI4_PLANET_NOT_YOURS", "LRR 25"]);
    const spent = atProduction((p) => {
      p.planets.winnu = { exhausted: true };
      p.tradeGoods = 1;
    });
    // No planet to swap: nothing offered, and a swap named anyway is refused.
    expect(kinds(spent.state)).toEqual(["produceUnits"]);
    expect(refusal(spent.state, swap("winnu"))).toEqual(["ERR_NOT_NOW", "Mecatol"]);
    const exhausted = atProduction((p) => {
      p.exhaustedTechnologies = ["htp"];
    });
    expect(kinds(exhausted.state)).toEqual(["produceUnits"]);
    expect(refusal(exhausted.state, swap("winnu"))?.[0]).toBe("ERR_NOT_NOW");
    // Another faction owning the card (a game master's gift) is not offered it.
    const other = atProduction(undefined, "hacan");
    expect(kinds(other.state)).toEqual(["produceUnits"]);
  });

  it("the bot swaps a planet worth more influence than resources, then pays with it", () => {
    const at = atProduction();
    const first = ti4BotMove(at.state, WINNU, CTX);
    expect(first?.command).toEqual({ type: "hegemonicTradePolicy", seat: WINNU, planet: "winnu" });
    const next = first ? ti4BotMove(first.result.state, WINNU, CTX) : null;
    expect(next?.command.type).toBe("produceUnits");
    // With only planets worth more resources than influence, it goes straight to producing.
    const rich = atProduction((p) => {
      p.planets = { lodor: { exhausted: false } } as Player["planets"];
    });
    expect(ti4BotMove(rich.state, WINNU, CTX)?.command.type).toBe("produceUnits");
  });
});
