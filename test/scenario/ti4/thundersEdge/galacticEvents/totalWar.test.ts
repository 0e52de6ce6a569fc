/** TE Galactic Events: Total War (commodities for units destroyed, lying on home planets; a point for 10). */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId, Ti4UnitType } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import { homePlanets } from "../../../../../src/engine/ti4/objectives/requirements.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../../../src/engine/ti4/state.ts";
import {
  totalWarHoldings,
  totalWarWorth,
} from "../../../../../src/engine/ti4/thundersEdge/galacticEvents/totalWar.ts";
import { play } from "../../../../support/ti4.ts";
import { ACTION, clash, inSpaceCombat, playOut } from "../../factions/baseClash.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

/** The action phase (seat 0 to act) with Total War in play, edited. */
function totalWar(edit: (s: Ti4State) => void = () => {}): Ti4State {
  const s = structuredClone(ACTION);
  s.galacticEvents = ["total_war"];
  edit(s);
  return s;
}

/** What hits destroyed of `seat`'s units in a stretch of play. */
function destroyedOf(events: readonly Ti4Event[], seat: number): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  for (const e of events)
    if (e.type === "ti4UnitsRemoved" && e.reason === "destroyed" && e.seat === seat)
      for (const [type, n] of Object.entries(e.units) as [Ti4UnitType, number][])
        out[type] = (out[type] ?? 0) + n;
  return out;
}

const home = (s: Ti4State, seat: number) => homePlanets(s, seat)[0] as Ti4PlanetId;

describe("TE Galactic Events: Total War", () => {
  it("puts commodities worth the units a player destroys on that player's home planet", () => {
    const s = clash(totalWar(), { dreadnought: 2, cruiser: 2 }, { destroyer: 2, fighter: 2 });
    const fought = playOut(s, { type: "tacticalAction", seat: 0, system: "310" }, inSpaceCombat);
    const theirs = destroyedOf(fought.events, 1);
    const ours = destroyedOf(fought.events, 0);
    expect(Object.keys(theirs).length).toBeGreaterThan(0);
    // Destroyers cost 1, fighters 1 each (half a cost, counted whole), cruisers 2, dreadnoughts 4.
    const worth = (theirs.destroyer ?? 0) + (theirs.fighter ?? 0);
    expect(totalWarWorth(fought.state, 1, theirs)).toBe(worth);
    expect(fought.state.totalWar?.[home(s, 0)]).toBe(worth);
    const lost = totalWarWorth(fought.state, 0, ours);
    expect(fought.state.totalWar?.[home(s, 1)]).toBe(lost > 0 ? lost : undefined);
    // Without the event nothing is placed.
    const plain = clash(
      structuredClone(ACTION),
      { dreadnought: 2, cruiser: 2 },
      { destroyer: 2, fighter: 2 },
    );
    const before = playOut(plain, { type: "tacticalAction", seat: 0, system: "310" }, inSpaceCombat);
    expect(before.state.totalWar).toBeUndefined();
  });

  it("as an action, discards 10 commodities from the player's planets for 1 victory point (the bot takes it)", () => {
    const s = totalWar((s) => {
      s.totalWar = { [home(s, 0)]: 12 };
    });
    const offered = pendingDecisions<Ti4>(s).find((d) => d.kind === "totalWarPoint");
    expect(offered?.seat).toBe(0);
    expect(ti4Answers(s, offered as never)).toEqual([{ type: "totalWarPoint", seat: 0 }]);
    const vp = s.players[0]?.vp ?? 0;
    const bought = play(s, { type: "totalWarPoint", seat: 0 });
    expect(bought.state.players[0]?.vp).toBe(vp + 1);
    expect(bought.state.totalWar).toEqual({ [home(s, 0)]: 2 });
    expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...bought.events])).toEqual(bought.state);
  });

  it("commodities go with their planet: whoever takes a home planet holds them, those elsewhere spent first", () => {
    const s = totalWar((s) => {
      const theirs = home(s, 1);
      s.totalWar = { [home(s, 0)]: 4, [theirs]: 8 };
      const card = s.players[1]?.planets[theirs];
      if (!card || !s.players[0]) throw new Error("no planet card");
      delete s.players[1]?.planets[theirs];
      s.players[0].planets[theirs] = card;
    });
    expect(totalWarHoldings(s, 0)).toEqual([
      { planet: home(s, 1), commodities: 8 },
      { planet: home(s, 0), commodities: 4 },
    ]);
    expect(totalWarHoldings(s, 1)).toEqual([]);
    const bought = play(s, { type: "totalWarPoint", seat: 0 });
    expect(bought.state.totalWar).toEqual({ [home(s, 0)]: 2 });
  });

  it("is refused with fewer than 10 commodities, the state unchanged; without the event it is not offered", () => {
    const s = totalWar((s) => {
      s.totalWar = { [home(s, 0)]: 9 };
    });
    expect(pendingDecisions<Ti4>(s).some((d) => d.kind === "totalWarPoint")).toBe(false);
    const copy = structuredClone(s);
    const refused = applyCommand<Ti4>(s, { type: "totalWarPoint", seat: 0 }, CTX);
    expect(refused.ok).toBe(false);
    expect(s).toEqual(copy);
    const plain = structuredClone(ACTION);
    plain.totalWar = { [home(plain, 0)]: 12 };
    expect(pendingDecisions<Ti4>(plain).some((d) => d.kind === "totalWarPoint")).toBe(false);
  });
});
