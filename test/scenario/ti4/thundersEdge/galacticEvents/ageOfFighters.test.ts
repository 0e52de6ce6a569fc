/** TE Galactic Events: Age of Fighters (fighter upgrades at set-up, fighters that carry, purged ships). */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { destroyUnitsDirectly } from "../../../../../src/engine/ti4/board/destroyed.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import { spaceExcess } from "../../../../../src/engine/ti4/tactical/room.ts";
import { ti4Reinforcements } from "../../../../../src/engine/ti4/units.ts";
import { eventPosition, moveAccepted, moveRefused } from "../../../../support/ti4EventMoves.ts";
import { eventSetup } from "../../../../support/ti4Events.ts";
import { HOME, HOME_PLANET, learn, put, SEAT, space } from "../../../../support/ti4Tactical.ts";
import { run } from "../../factions/baseClash.ts";

const EVENT = ["age_of_fighters"] as const;

describe("TE Galactic Events: Age of Fighters", () => {
  it("gives every player Fighter II as set-up ends, the Naalu their own Hybrid Crystal Fighter II", () => {
    const at = eventSetup(["naalu", "hacan", "sol"], EVENT);
    expect(at.state.players[0]?.technologies).toContain("hcf2");
    expect(at.state.players[0]?.technologies).not.toContain("ff2");
    expect(at.state.players[1]?.technologies).toContain("ff2");
    expect(at.state.players[2]?.technologies).toContain("ff2");
    expect(replayLog<Ti4>(at.events)).toEqual(at.state);
    const without = eventSetup(["naalu", "hacan", "sol"], []);
    expect(without.state.players[1]?.technologies).not.toContain("ff2");
  });

  it("fighters moving on their own carry 1 ground force each, but never another fighter", () => {
    const edit = (s: Parameters<Parameters<typeof eventPosition>[1]>[0]) => {
      learn(s, "ff2");
      put(s, HOME, { fighter: 3 });
      put(s, HOME, { infantry: 2 }, SEAT, HOME_PLANET);
    };
    const s = eventPosition(EVENT, edit);
    const carrying = [
      {
        from: HOME,
        units: { fighter: 2 },
        carried: [{ position: HOME, planet: HOME_PLANET as never, units: { infantry: 2 } }],
      },
    ];
    const moved = moveAccepted(s, "207", carrying);
    expect(space(moved.state, "207")).toEqual({ fighter: 2, infantry: 2 });
    expect(spaceExcess(moved.state, SEAT, "207", space(moved.state, "207")).groundForces).toBe(0);
    const [code, rule, message] = moveRefused(s, "207", [
      { from: HOME, units: { fighter: 2 }, carried: [{ position: HOME, units: { fighter: 1 } }] },
    ]);
    expect([code, rule]).toEqual(["ERR_TI4_CAPACITY", "TE Galactic Events: Age of Fighters"]);
    expect(message).toContain("never other fighters");
    // Without the event fighters carry nothing.
    const plain = eventPosition([], edit);
    expect(moveRefused(plain, "207", carrying).slice(0, 2)).toEqual(["ERR_TI4_CAPACITY", "LRR 95.1"]);
  });

  it("purges a destroyed ship other than a fighter: it never returns to reinforcements", () => {
    const s = eventPosition(EVENT, (s) => put(s, HOME, { dreadnought: 1, fighter: 2 }));
    const before = ti4Reinforcements(s, SEAT, "dreadnought");
    const gone = run(s, (tx) =>
      destroyUnitsDirectly(tx, {
        seat: SEAT,
        place: { position: HOME },
        units: { dreadnought: 1, fighter: 2 },
        cause: "a test",
      }),
    );
    expect(gone.state.purgedShips?.[String(SEAT)]).toEqual({ dreadnought: 1 });
    expect(ti4Reinforcements(gone.state, SEAT, "dreadnought")).toBe(before);
    const plain = eventPosition([], (s) => put(s, HOME, { dreadnought: 1 }));
    const lost = run(plain, (tx) =>
      destroyUnitsDirectly(tx, {
        seat: SEAT,
        place: { position: HOME },
        units: { dreadnought: 1 },
        cause: "a test",
      }),
    );
    expect(lost.state.purgedShips).toBeUndefined();
    expect(ti4Reinforcements(lost.state, SEAT, "dreadnought")).toBe(before + 1);
  });
});
