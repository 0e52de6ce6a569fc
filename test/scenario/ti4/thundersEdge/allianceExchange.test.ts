/**
 * TE "Alliance Movement and Control": while redistributing command tokens a player may exchange planet cards
 * with their ally, the receiver having a ground force or structure on each planet; the cards keep their ready
 * or exhausted state and no "gain control" ability is asked. Positions as allianceMovement.test.ts's (seat 3 to
 * act; pairs 0-1, 2-3, 4-5: seat 3's ally is seat 2), replayed from there.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { controllerOf } from "../../../../src/engine/ti4/board/forces.ts";
import { planetsAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4Config, Ti4State } from "../../../../src/engine/ti4/state.ts";
import { alliedInPairs } from "../../../support/allianceScene.ts";
import { openSystem, play } from "../../../support/ti4.ts";
import { CTX, position, SEAT } from "../../../support/ti4Tactical.ts";

const ALLY = 2;

/**
 * Seat 3 holds a planet of an open system (exhausted) where the ally also has an infantry. `redistributing`:
 * seat 3's sheet is being rearranged.
 */
function exchangeScene(redistributing: boolean) {
  const s = position(alliedInPairs);
  const system = openSystem(s);
  const [mine] = planetsAt(s, system) as Ti4PlanetId[];
  if (mine === undefined) throw new Error("an open system with a planet");
  s.board[system] = {
    space: [],
    planets: {
      [mine]: [
        { seat: SEAT, units: { infantry: 1 } },
        { seat: ALLY, units: { infantry: 1 } },
      ],
    },
    commandTokens: [],
  };
  (s.players[SEAT] as Ti4State["players"][number]).planets[mine] = { exhausted: true };
  if (redistributing)
    s.stack.push({
      kind: "ti4CommandTokens",
      waiting: [SEAT],
      gain: 0,
      redistribute: true,
      reason: "warfare",
    });
  return { s, mine };
}

describe("TE Alliance Movement and Control: planet cards exchanged while redistributing", () => {
  it("a card goes to the ally who stands on it, keeping its exhausted state, with no control abilities asked", () => {
    const { s, mine } = exchangeScene(true);
    const done = play(s, { type: "exchangeAllyPlanets", seat: SEAT, give: [mine], take: [] });
    expect(controllerOf(done.state, mine)).toBe(ALLY);
    expect(done.state.players[ALLY]?.planets[mine]).toEqual({ exhausted: true });
    expect(done.events.map((e) => e.type)).toEqual(["ti4AllyPlanetsExchanged"]);
    // The sheet is still to be arranged after it.
    expect(done.state.stack.at(-1)?.kind).toBe("ti4CommandTokens");
    const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...done.events];
    expect(replayLog<Ti4>(log)).toEqual(done.state);
  });

  it("is refused outside a redistribution, where the receiver has no unit, or for a card not held", () => {
    const outside = exchangeScene(false);
    const early = applyCommand<Ti4>(
      outside.s,
      { type: "exchangeAllyPlanets", seat: SEAT, give: [outside.mine], take: [] },
      CTX,
    );
    expect(early.ok ? null : early.error.code).toBe("ERR_TI4_NOT_REDISTRIBUTING");
    const { s, mine } = exchangeScene(true);
    // The ally with nothing on the planet: the card stays with seat 3.
    const bare = structuredClone(s);
    for (const system of Object.values(bare.board))
      if (system.planets[mine]) system.planets[mine] = [{ seat: SEAT, units: { infantry: 1 } }];
    const give = applyCommand<Ti4>(
      bare,
      { type: "exchangeAllyPlanets", seat: SEAT, give: [mine], take: [] },
      CTX,
    );
    expect(give.ok ? null : give.error.code).toBe("ERR_TI4_EXCHANGE_NO_UNITS");
    const notHeld = applyCommand<Ti4>(
      s,
      { type: "exchangeAllyPlanets", seat: SEAT, give: [], take: [mine] },
      CTX,
    );
    expect(notHeld.ok ? null : notHeld.error.code).toBe("ERR_TI4_NOT_YOUR_PLANET");
    const alone = exchangeScene(true);
    (alone.s as { config: Ti4Config }).config = { ...alone.s.config, alliance: undefined };
    const noAlly = applyCommand<Ti4>(
      alone.s,
      { type: "exchangeAllyPlanets", seat: SEAT, give: [alone.mine], take: [] },
      CTX,
    );
    expect(noAlly.ok ? null : noAlly.error.code).toBe("ERR_TI4_NO_ALLY");
  });
});
