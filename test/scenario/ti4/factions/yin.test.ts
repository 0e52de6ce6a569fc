/**
 * The Yin Brotherhood (faction sheet): Yin Spinner (LRR 68: infantry placed after producing). Positions:
 * test/support/ti4Tactical.ts (seat 3 at home 310, planet 0.0.0, adjacent to 207).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { unitsIn } from "../../../../src/engine/ti4/board/forces.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { activateQuietly, play } from "../../../support/ti4.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";
import { CTX, HOME, HOME_PLANET, learn, position, put, SEAT, space } from "../../../support/ti4Tactical.ts";

function produced(faction: "yin" | "l1z1x", spinner = true) {
  const s = position((s) => {
    giveFaction(s, SEAT, faction);
    if (faction === "l1z1x") for (const p of s.players) if (p.faction === "yin") p.faction = "sol";
    if (spinner) learn(s, "yso");
    put(s, HOME, { spaceDock: 1 }, SEAT, HOME_PLANET);
    put(s, "207", { carrier: 1 });
    (s.players[SEAT] as Ti4State["players"][number]).tradeGoods = 5;
  });
  const at = activateQuietly(s, SEAT, HOME);
  const done = play(at.state, {
    type: "produceUnits",
    seat: SEAT,
    units: { fighter: 2 },
    payment: { planets: [], tradeGoods: 1 },
  } as Ti4Command);
  return { start: s, state: done.state, events: [...at.events, ...done.events] };
}

describe("Yin: Yin Spinner (its card)", () => {
  it("places up to 2 infantry on a planet of theirs or with their ships after producing", () => {
    const at = produced("yin");
    expect(pendingDecisions<Ti4>(at.state)[0]).toMatchObject({ kind: "yinSpinner", seat: SEAT });
    const done = play(at.state, {
      type: "yinSpinner",
      seat: SEAT,
      placements: [
        { position: HOME, planet: HOME_PLANET as never, infantry: 1 },
        { position: "207", infantry: 1 },
      ],
    });
    expect(unitsIn(done.state.board[HOME], SEAT, HOME_PLANET as never)).toMatchObject({ infantry: 1 });
    expect(space(done.state, "207")).toEqual({ carrier: 1, infantry: 1 });
    const log: Ti4["event"][] = [{ type: "gameCreated", state: at.start }, ...at.events, ...done.events];
    expect(replayLog<Ti4>(log)).toEqual(done.state);
  });

  it("refuses a third infantry, a place without their ships or planet, and room the ships lack", () => {
    const at = produced("yin");
    const code = (placements: unknown) => {
      const r = applyCommand<Ti4>(
        at.state,
        { type: "yinSpinner", seat: SEAT, placements } as Ti4Command,
        CTX,
      );
      return r.ok ? null : r.error.code;
    };
    expect(code([{ position: "207", infantry: 3 }])).toBe("ERR_TI4_YIN_SPINNER_COUNT");
    expect(code([{ position: "104", infantry: 1 }])).toBe("ERR_TI4_YIN_SPINNER_PLACE");
    // The home's space area holds 2 fighters and no carrier: no room for infantry.
    expect(code([{ position: HOME, infantry: 1 }])).toBe("ERR_TI4_YIN_SPINNER_CAPACITY");
    const none = play(at.state, { type: "yinSpinner", seat: SEAT, placements: [] });
    expect(space(none.state, "207")).toEqual({ carrier: 1 });
  });

  it("is not offered without the technology nor to another faction", () => {
    expect(pendingDecisions<Ti4>(produced("yin", false).state)[0]?.kind).not.toBe("yinSpinner");
    expect(pendingDecisions<Ti4>(produced("l1z1x").state)[0]?.kind).not.toBe("yinSpinner");
  });
});

describe("Yin: Indoctrination (faction sheet; LRR 42, 49.4)", () => {
  /** The Yin (seat 3) land 2 infantry on Wellon (311), held by seat 0 with one infantry. */
  function landed() {
    const s = position((s) => {
      giveFaction(s, SEAT, "yin");
      s.board["311"] = { space: [], planets: { wellon: [] }, commandTokens: [] };
      (s.players[0] as Ti4State["players"][number]).planets.wellon = { exhausted: false };
      put(s, "311", { infantry: 1 }, 0, "wellon");
      put(s, "311", { carrier: 1, infantry: 2 });
      (s.players[SEAT] as Ti4State["players"][number]).tradeGoods = 5;
    });
    const at = activateQuietly(s, SEAT, "311", "ti4Invasion");
    const done = play(at.state, {
      type: "commitGroundForces",
      seat: SEAT,
      landings: [{ planet: "wellon", infantry: 2 }],
    } as Ti4Command);
    return { start: s, state: done.state, events: [...at.events, ...done.events] };
  }

  it("at the start of ground combat, 2 influence replace one opposing infantry with a Yin one", () => {
    const at = landed();
    expect(pendingDecisions<Ti4>(at.state)[0]).toMatchObject({ kind: "yinIndoctrination", seat: SEAT });
    const underpaid = applyCommand<Ti4>(
      at.state,
      { type: "yinIndoctrination", seat: SEAT, payment: { planets: [], tradeGoods: 1 } } as Ti4Command,
      CTX,
    );
    expect(underpaid.ok ? null : underpaid.error.code).toBe("ERR_TI4_UNDERPAID");
    const done = play(at.state, {
      type: "yinIndoctrination",
      seat: SEAT,
      payment: { planets: [], tradeGoods: 2 },
    } as Ti4Command);
    // The lone defender is replaced: no combat is left, and the Yin take the planet.
    expect(unitsIn(done.state.board["311"], 0, "wellon").infantry ?? 0).toBe(0);
    expect(unitsIn(done.state.board["311"], SEAT, "wellon").infantry).toBe(3);
    expect(done.state.players[SEAT]?.planets.wellon).toBeDefined();
    expect(done.state.players[SEAT]?.tradeGoods).toBe(3);
    const log = [{ type: "gameCreated", state: at.start }, ...at.events, ...done.events] as never[];
    expect(replayLog<Ti4>(log)).toEqual(done.state);
  });

  it("declined, the ground combat is fought as usual", () => {
    const at = landed();
    const declined = play(at.state, { type: "yinIndoctrination", seat: SEAT } as Ti4Command);
    expect(declined.events.some((e) => e.type === "ti4DiceRolled")).toBe(true);
    expect(pendingDecisions<Ti4>(declined.state).some((d) => d.kind === "yinIndoctrination")).toBe(false);
  });
});
