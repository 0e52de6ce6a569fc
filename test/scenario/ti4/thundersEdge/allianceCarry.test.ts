/**
 * TE "Alliance Movement and Control": "you may, if your ally allows it, transport, support and commit their
 * fighters and ground forces using your units that have capacity". Positions as allianceMovement.test.ts's
 * (seat 3 to act, home 310 adjacent to 207; pairs 0-1, 2-3, 4-5: seat 3's ally is seat 2), replayed from there.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { unitsIn } from "../../../../src/engine/ti4/board/forces.ts";
import { planetsAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import type { Ti4Move } from "../../../../src/engine/ti4/tactical/moveGroup.ts";
import { spaceExcess } from "../../../../src/engine/ti4/tactical/room.ts";
import { alliedInPairs, moveInto } from "../../../support/allianceScene.ts";
import { activateQuietly, openSystem, play } from "../../../support/ti4.ts";
import { CTX, HOME, position, put, SEAT, space } from "../../../support/ti4Tactical.ts";

const ALLY = 2;
const OPPONENT = 4;

/** Seat 3's carrier at home with the ally's 2 infantry and 1 fighter beside it (the ally's cruiser holds them). */
function carrying(extra?: (s: Ti4State) => void): Ti4State {
  return position((s) => {
    alliedInPairs(s);
    put(s, HOME, { carrier: 1 });
    put(s, HOME, { cruiser: 1, infantry: 1, fighter: 1 }, ALLY);
    extra?.(s);
  });
}

const withAllyCargo: Ti4Move[] = [
  {
    from: HOME,
    units: { carrier: 1 },
    carried: [{ position: HOME, units: { infantry: 1, fighter: 1 }, owner: ALLY }],
  },
];

describe("TE Alliance Movement and Control: transporting an ally's units", () => {
  it("a carrier transports its ally's fighters and ground forces, which stay theirs", () => {
    const moved = moveInto(carrying(), "207", withAllyCargo);
    if (!moved.ok) throw new Error(moved.code);
    expect(space(moved.state, "207")).toEqual({ carrier: 1 });
    expect(unitsIn(moved.state.board["207"], ALLY)).toEqual({ infantry: 1, fighter: 1 });
    expect(unitsIn(moved.state.board[HOME], ALLY)).toEqual({ cruiser: 1 });
  });

  it("is refused when the ally withdraws the permission, and allowed again when they give it back", () => {
    const withheld = carrying((s) => {
      s.allyTransportWithheld = [ALLY];
    });
    const refused = moveInto(withheld, "207", withAllyCargo);
    expect(refused.ok ? null : refused.code).toBe("ERR_TI4_NOT_YOUR_UNITS");
    // The permission is given at any time, even on another's turn.
    const given = play(withheld, { type: "allowAllyTransport", seat: ALLY, allowed: true });
    expect(given.state.allyTransportWithheld).toBeUndefined();
    const log: Ti4Event[] = [{ type: "gameCreated", state: withheld }, ...given.events];
    expect(replayLog<Ti4>(log)).toEqual(given.state);
    const moved = moveInto(given.state, "207", withAllyCargo);
    expect(moved.ok).toBe(true);
    // Withdrawing it is recorded, and a seat without an ally cannot give it.
    const taken = play(given.state, { type: "allowAllyTransport", seat: ALLY, allowed: false });
    expect(taken.state.allyTransportWithheld).toEqual([ALLY]);
    const alone = position(() => {});
    const none = applyCommand<Ti4>(alone, { type: "allowAllyTransport", seat: ALLY, allowed: false }, CTX);
    expect(none.ok ? null : none.error.code).toBe("ERR_TI4_NO_ALLY");
  });

  it("an opponent's units are never transported, and the room counts the ally's cargo", () => {
    const opponentCargo = carrying((s) => {
      put(s, HOME, { infantry: 1 }, OPPONENT);
    });
    const refused = moveInto(opponentCargo, "207", [
      {
        from: HOME,
        units: { carrier: 1 },
        carried: [{ position: HOME, units: { infantry: 1 }, owner: OPPONENT }],
      },
    ]);
    expect(refused.ok ? null : refused.code).toBe("ERR_TI4_NOT_YOUR_UNITS");
    const crowded = carrying((s) => {
      put(s, HOME, { infantry: 4 }, ALLY);
      put(s, HOME, { carrier: 1 }, ALLY);
    });
    const over = moveInto(crowded, "207", [
      {
        from: HOME,
        units: { carrier: 1 },
        carried: [{ position: HOME, units: { infantry: 5 }, owner: ALLY }],
      },
    ]);
    expect(over.ok ? null : over.code).toBe("ERR_TI4_CAPACITY");
    const missing = moveInto(carrying(), "207", [
      {
        from: HOME,
        units: { carrier: 1 },
        carried: [{ position: HOME, units: { infantry: 3 }, owner: ALLY }],
      },
    ]);
    expect(missing.ok ? null : missing.code).toBe("ERR_TI4_NO_SUCH_UNITS");
  });
});

describe("TE Alliance Movement and Control: supporting an ally's units", () => {
  it("an ally's fighters stay in space on the seat's spare room, and go when that room leaves", () => {
    // The ally's 3 fighters in 207 with no ship of theirs: the seat's carrier (capacity 4) holds them.
    const supported = position((s) => {
      alliedInPairs(s);
      put(s, "207", { carrier: 1 });
      put(s, "207", { fighter: 3 }, ALLY);
      put(s, HOME, { destroyer: 1 });
    });
    // The seat's own ships may arrive while the ally's fighters fill part of the room.
    const joined = moveInto(supported, "207", [{ from: HOME, units: { destroyer: 1 } }]);
    if (!joined.ok) throw new Error(joined.code);
    expect(unitsIn(joined.state.board["207"], ALLY)).toEqual({ fighter: 3 });
    // The carrier leaving takes its room away: the ally's fighters left behind are removed.
    const left = moveInto(supported, HOME, [{ from: "207", units: { carrier: 1 } }]);
    if (!left.ok) throw new Error(left.code);
    expect(unitsIn(left.state.board["207"], ALLY)).toEqual({});
    expect(
      left.events.some((e) => e.type === "ti4UnitsRemoved" && e.seat === ALLY && e.units.fighter === 3),
    ).toBe(true);
    // Without the permission the seat's room does not hold them.
    expect(spaceExcess(supported, ALLY, "207", { fighter: 3 }).fighters).toBe(0);
    const withheld = { ...supported, allyTransportWithheld: [ALLY] };
    expect(spaceExcess(withheld, ALLY, "207", { fighter: 3 }).fighters).toBe(3);
  });
});

/** Seat 3 with a carrier and the ally's 2 infantry in an open system whose planet `holder` controls. */
function committing(holder: number, withheld = false) {
  const s = position(alliedInPairs);
  const system = openSystem(s);
  const planet = planetsAt(s, system)[0] as Ti4PlanetId;
  s.board[system] = {
    space: [
      { seat: SEAT, units: { carrier: 1, infantry: 1 } },
      { seat: ALLY, units: { infantry: 2 } },
    ],
    planets: { [planet]: [{ seat: holder, units: { infantry: 1 } }] },
    commandTokens: [],
  };
  (s.players[holder] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
  if (withheld) s.allyTransportWithheld = [ALLY];
  return { s, system, planet };
}

describe("TE Alliance Movement and Control: committing an ally's ground forces", () => {
  it("the active player commits their ally's ground forces to a planet the allies hold", () => {
    const { s, system, planet } = committing(ALLY);
    const at = activateQuietly(s, SEAT, system, "ti4Invasion");
    const landed = play(at.state, {
      type: "commitGroundForces",
      seat: SEAT,
      landings: [],
      allied: [{ planet, infantry: 2 }],
    });
    expect(unitsIn(landed.state.board[system], ALLY, planet)).toEqual({ infantry: 3 });
    expect(unitsIn(landed.state.board[system], ALLY)).toEqual({});
    expect(landed.events.map((e) => e.type)).not.toContain("ti4CombatRoundBegan");
    const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...at.events, ...landed.events];
    expect(replayLog<Ti4>(log)).toEqual(landed.state);
  });

  it("is refused against an opponent's planet, without permission, or beyond the ally's units", () => {
    const cases: [ReturnType<typeof committing>, number, string][] = [
      [committing(OPPONENT), 2, "ERR_TI4_ALLY_LANDING"],
      [committing(ALLY, true), 2, "ERR_TI4_NOT_YOUR_UNITS"],
      [committing(SEAT), 3, "ERR_TI4_COMMIT_TOO_MANY"],
    ];
    for (const [{ s, system, planet }, infantry, code] of cases) {
      const at = activateQuietly(s, SEAT, system, "ti4Invasion");
      const refused = applyCommand<Ti4>(
        at.state,
        { type: "commitGroundForces", seat: SEAT, landings: [], allied: [{ planet, infantry }] },
        CTX,
      );
      expect(refused.ok ? null : refused.error.code).toBe(code);
    }
  });
});
