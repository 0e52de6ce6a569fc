/**
 * The Quietus, the Crimson Rebellion's flagship (TE faction sheet, content/ti4/units.te.ts): while it is in a
 * system with an active breach, other players' units in systems with active breaches lose their unit
 * abilities (the entropic scar's gate, thundersEdge/entropicScar.ts, asked with whose units use them).
 */
import { describe, expect, it } from "vitest";
import { planetsAt, ti4Neighbours } from "../../../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import { bombardmentUnits, shielded, spaceCannonsOn } from "../../../../../src/engine/ti4/invasion/reads.ts";
import { producersIn } from "../../../../../src/engine/ti4/production/producers.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { cannonDice } from "../../../../../src/engine/ti4/tactical/spaceCannon.ts";
import { unitAbilitiesVoid } from "../../../../../src/engine/ti4/thundersEdge/entropicScar.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { answer, put, refusal } from "../../../../support/ti4FactionBoard.ts";

const FACTIONS = ["crimson", "hacan", "sol"] as const;
const CRIMSON = 0;
const HACAN = 1;

/** Two systems away from the homes, each with a planet, not adjacent to each other. */
function places(state: Ti4State): [string, string] {
  const homes = state.players.map((p) => p.home);
  const free = Object.keys(state.galaxy).filter(
    (p) => !homes.includes(p) && planetsAt(state, p).length > 0 && !state.board[p]?.neutral,
  );
  for (const a of free)
    for (const b of free) if (a !== b && !ti4Neighbours(state, a).includes(b)) return [a, b];
  throw new Error("no two systems apart");
}

/**
 * The Quietus in `a`, Hacan's dreadnought and cruiser, and a space dock with a PDS on the planet of `b`; `breaches` says
 * which of the two hold a breach and which face is up.
 */
function board(breaches: Ti4State["breaches"], quietusAt: "a" | "b" = "a") {
  let at: [string, string] = ["", ""];
  const state = eventGame(FACTIONS, [], CRIMSON, (s) => {
    at = places(s);
    const [a, b] = at;
    const planet = planetsAt(s, b)[0] as string;
    put(s, quietusAt === "a" ? a : b, CRIMSON, { flagship: 1 });
    put(s, b, HACAN, { dreadnought: 1, cruiser: 1 });
    put(s, b, HACAN, { pds: 1, spaceDock: 1, infantry: 1 }, planet);
    s.breaches = Object.fromEntries(
      Object.entries(breaches ?? {}).map(([k, side]) => [k === "a" ? a : k === "b" ? b : k, side]),
    );
  }).state;
  const [a, b] = at;
  return { state, a, b, planet: planetsAt(state, b)[0] as string };
}

describe("The Crimson Rebellion: the Quietus (TE faction sheet, flagship)", () => {
  it("takes away other players' unit abilities in active breaches while it stands in one", () => {
    const { state, a, b, planet } = board({ a: "active", b: "active" });
    expect(unitAbilitiesVoid(state, HACAN, b)).toBe(true);
    // The Crimson's own units, and neutral units, keep theirs; a system without a breach is untouched.
    expect(unitAbilitiesVoid(state, CRIMSON, b)).toBe(false);
    expect(unitAbilitiesVoid(state, null, b)).toBe(false);
    expect(unitAbilitiesVoid(state, HACAN, homeOfHacan(state))).toBe(false);
    // PRODUCTION, SPACE CANNON, BOMBARDMENT, PLANETARY SHIELD: none for Hacan's units in b.
    expect(producersIn(state, HACAN, b).total).toBe(0);
    expect(cannonDice(state, HACAN, b)).toEqual([]);
    expect(spaceCannonsOn(state, CRIMSON, b, planet as never)).toEqual([]);
    expect(bombardmentUnits(state, HACAN, b)).toEqual({});
    expect(shielded(state, CRIMSON, b, planet as never)).toBe(false);
    expect(a).not.toBe(b);
  });

  it("does nothing while the Quietus stands outside an active breach, or the units' breach is inactive", () => {
    for (const breaches of [
      { a: "inactive", b: "active" },
      { b: "active" },
      { a: "active", b: "inactive" },
    ]) {
      const { state, b, planet } = board(breaches as Ti4State["breaches"]);
      expect(unitAbilitiesVoid(state, HACAN, b), JSON.stringify(breaches)).toBe(false);
      expect(producersIn(state, HACAN, b).total).toBeGreaterThan(0);
      expect(cannonDice(state, HACAN, b).length).toBeGreaterThan(0);
      expect(shielded(state, CRIMSON, b, planet as never)).toBe(true);
    }
    // In the same active breach as the units, it works as well.
    const together = board({ b: "active" }, "b");
    expect(unitAbilitiesVoid(together.state, HACAN, together.b)).toBe(true);
  });

  it("refuses SUSTAIN DAMAGE to the units that lost it, with the state unchanged; destroying replays", () => {
    const { state, b } = board({ a: "active", b: "active" });
    const hit = structuredClone(state);
    hit.stack.push({
      kind: "ti4AssignHits",
      seat: HACAN,
      place: { position: b },
      hits: 1,
      reason: "spaceCombat",
    });
    const sustain: Ti4Command = { type: "assignHits", seat: HACAN, sustain: { dreadnought: 1 }, destroy: {} };
    expect(refusal(hit, sustain)).toEqual(["ERR_TI4_UNIT_ABILITIES_LOST", "TE Quietus"]);
    const done = answer(hit, { type: "assignHits", seat: HACAN, sustain: {}, destroy: { dreadnought: 1 } });
    expect(done.state.board[b]?.space.find((f) => f.seat === HACAN)?.units).toEqual({ cruiser: 1 });
    // Without an active breach under the Quietus, the same dreadnought sustains.
    const quiet = structuredClone(hit);
    quiet.breaches = { [b]: "active" };
    expect(answer(quiet, sustain).state.board[b]?.space.find((f) => f.seat === HACAN)?.damaged).toEqual({
      dreadnought: 1,
    });
  });
});

function homeOfHacan(state: Ti4State): string {
  return state.players[HACAN]?.home as string;
}
