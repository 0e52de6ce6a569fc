/**
 * Thunder's Edge: The Fracture and neutral units (TE rulebook, "Breakthroughs and Synergy", "The Fracture",
 * "Neutral Units"). A seat gaining its breakthrough rolls one die while The Fracture is set aside; on 1 or
 * 10 it comes into play off the galaxy's edge with the neutral units printed on its tiles, and the seat
 * places ingress tokens by its synergy; the Fracture's systems are reached only through ingress and egress.
 */
import { describe, expect, it } from "vitest";
import { TI4_NEUTRAL_HIT_ORDER, TI4_SHIP_TYPES } from "../../../src/content/ti4/index.ts";
import { ringOfLabel } from "../../../src/engine/galaxy/hex.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { advanceFrames, pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../src/engine/kernel/tx.ts";
import { rollD10, seedRng } from "../../../src/engine/rng.ts";
import { countUnits } from "../../../src/engine/ti4/board/forces.ts";
import { mecatolPosition, ti4Neighbours } from "../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import { hookAnswers } from "../../../src/engine/ti4/hooks/index.ts";
import { ti4PlayOut } from "../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { egressPositions } from "../../../src/engine/ti4/thundersEdge/fracture.ts";
import { assignNeutralHits, neutralIn } from "../../../src/engine/ti4/thundersEdge/neutral.ts";
import { CTX, HOME, position, put, SEAT } from "../../support/ti4Tactical.ts";

/** The first turn of a 6-player game playing Thunder's Edge, the generator set so the next die is `die`. */
function teGame(die: number): Ti4State {
  return position((s) => {
    (s.config as unknown as { boxes: string[] }).boxes = [...s.config.boxes, "te"];
    for (let i = 0; ; i++) {
      const rng = seedRng(`fracture-${i}`);
      if (rollD10(rng, 1).value[0] === die) {
        s.rng = rng;
        return;
      }
    }
  });
}

/** Seat 3 gains its breakthrough (the hook point every source of a breakthrough calls). */
function gainBreakthrough(s: Ti4State) {
  const tx = beginTx<Ti4>(s, CTX);
  for (const answer of hookAnswers(tx.state, "breakthroughGained")) answer(tx, SEAT);
  advanceFrames(tx);
  return { state: tx.state, events: tx.events };
}

function apply(s: Ti4State, command: Parameters<typeof applyCommand<Ti4>>[1]) {
  const out = applyCommand<Ti4>(s, command, CTX);
  if (!out.ok) throw new Error(out.error.message);
  return out;
}

const created = (s: Ti4State): Ti4Event => ({ type: "gameCreated", state: s }) as Ti4Event;

describe("TE The Fracture: the roll on gaining a breakthrough", () => {
  it("rolls one die from the seeded generator, logged; on 2-9 The Fracture stays set aside", () => {
    const s = teGame(5);
    const out = gainBreakthrough(s);
    expect(out.events).toEqual([expect.objectContaining({ type: "ti4FractureRolled", seat: SEAT, die: 5 })]);
    expect(out.state.fracture).toBeUndefined();
    expect(replayLog<Ti4>([created(s), ...out.events])).toEqual(out.state);
  });

  it("rolls nothing in a game without Thunder's Edge", () => {
    const s = position(() => {});
    expect(gainBreakthrough(s).events).toEqual([]);
  });

  it("on a 10 places The Fracture off the galaxy's edge, with its neutral units, reached only by ingress", () => {
    const s = teGame(10);
    const out = gainBreakthrough(s);
    const fracture = out.state.fracture;
    expect(fracture?.positions).toHaveLength(7);
    const outer = Math.max(...Object.keys(s.galaxy).map(ringOfLabel));
    for (const p of fracture?.positions ?? []) {
      expect(ringOfLabel(p)).toBe(outer + 1);
      expect(s.galaxy[p]).toBeUndefined();
      // Not adjacent to the systems it touches: only its own systems (no ingress placed yet).
      for (const n of ti4Neighbours(out.state, p)) expect(fracture?.positions).toContain(n);
    }
    // fracture4 (Styx) holds neutral units in space and on the planet, as printed.
    const styx = fracture?.positions[3] as string;
    expect(out.state.galaxy[styx]?.tile).toBe("fracture4");
    expect(neutralIn(out.state.board[styx]).units).toEqual({ dreadnought: 1, carrier: 1, fighter: 2 });
    expect(neutralIn(out.state.board[styx], "styx").units).toEqual({ mech: 1, infantry: 2, pds: 1 });
    // The seat's synergy (the L1Z1X: biotic and warfare) asks for a biotic system first.
    const [decision] = pendingDecisions<Ti4>(out.state);
    expect(decision).toMatchObject({ kind: "placeIngress", seat: SEAT });
    expect(decision?.prompt).toMatch(/biotic/);
    expect(replayLog<Ti4>([created(s), ...out.events])).toEqual(out.state);
  });

  it("places the seat's ingress tokens as the bot answers, then one in Mecatol Rex, joining them to each egress", () => {
    const s = teGame(1);
    let { state, events } = gainBreakthrough(s);
    const log: Ti4Event[] = [created(s), ...events];
    for (let i = 0; i < 10 && state.stack.at(-1)?.kind === "ti4PlaceIngress"; i++) {
      const [decision] = pendingDecisions<Ti4>(state);
      if (!decision) break;
      const [answer] = ti4Answers(state, decision);
      if (!answer) throw new Error("the bot has no answer");
      const out = apply(state, answer);
      state = out.state;
      log.push(...out.events);
    }
    const fracture = state.fracture;
    const mecatol = mecatolPosition(state) as string;
    expect(fracture?.ingress).toContain(mecatol);
    expect(fracture?.ingress.length).toBeGreaterThan(1);
    expect(fracture?.ingress.length).toBeLessThanOrEqual(7);
    expect(state.stack.some((f) => f.kind === "ti4PlaceIngress")).toBe(false);
    const egress = egressPositions(state);
    expect(egress).toHaveLength(2);
    for (const e of egress) expect(ti4Neighbours(state, mecatol)).toContain(e);
    // Ingress systems are not joined to each other by their tokens, nor egress to egress.
    const [a, b] = fracture?.ingress ?? [];
    if (a && b && !ti4Neighbours(s, a).includes(b)) expect(ti4Neighbours(state, a)).not.toContain(b);
    expect(ti4Neighbours(state, egress[0] as string)).not.toContain(egress[1]);
    expect(replayLog<Ti4>(log as never)).toEqual(state);
  });

  it("refuses an ingress for the wrong colour or in a system without that specialty, changing nothing", () => {
    const { state } = gainBreakthrough(teGame(10));
    const before = structuredClone(state);
    const mecatol = mecatolPosition(state) as string;
    const wrong = applyCommand<Ti4>(
      state,
      { type: "placeIngress", seat: SEAT, position: mecatol, specialty: "warfare" },
      CTX,
    );
    expect(wrong.ok ? null : [wrong.error.code, wrong.error.rule]).toEqual([
      "ERR_TI4_INGRESS_SPECIALTY",
      "TE The Fracture",
    ]);
    const nowhere = applyCommand<Ti4>(
      state,
      { type: "placeIngress", seat: SEAT, position: mecatol, specialty: "biotic" },
      CTX,
    );
    expect(nowhere.ok ? null : nowhere.error.code).toBe("ERR_TI4_INGRESS_SYSTEM");
    expect(state).toEqual(before);
  });
});

describe("TE Neutral Units", () => {
  it("orders hits lowest on the reference card first: fighters, destroyers, then cruisers", () => {
    const ships = TI4_NEUTRAL_HIT_ORDER.filter((t) => TI4_SHIP_TYPES.includes(t));
    expect(ships).toEqual([
      "fighter",
      "destroyer",
      "cruiser",
      "carrier",
      "dreadnought",
      "warSun",
      "flagship",
    ]);
    const force = { units: { cruiser: 1, destroyer: 2, fighter: 1 } };
    expect(assignNeutralHits(force, 3, TI4_SHIP_TYPES)).toEqual({
      destroyed: { fighter: 1, destroyer: 2 },
      sustained: {},
    });
  });

  it("always sustains damage first when it can, then destroys by the card's order", () => {
    const force = { units: { dreadnought: 1, destroyer: 1 } };
    expect(assignNeutralHits(force, 2, TI4_SHIP_TYPES)).toEqual({
      destroyed: { destroyer: 1 },
      sustained: { dreadnought: 1 },
    });
    const hurt = { units: { dreadnought: 1 }, damaged: { dreadnought: 1 } };
    expect(assignNeutralHits(hurt, 1, TI4_SHIP_TYPES)).toEqual({
      destroyed: { dreadnought: 1 },
      sustained: {},
    });
    // On a planet: the mech sustains, then infantry go before the mech.
    const ground = { units: { mech: 1, infantry: 2, pds: 1 } };
    expect(assignNeutralHits(ground, 3, ["infantry", "mech"])).toEqual({
      destroyed: { infantry: 2 },
      sustained: { mech: 1 },
    });
  });

  it("folds hits on neutral units and replays them", () => {
    const { state, events } = gainBreakthrough(teGame(10));
    const styx = state.fracture?.positions[3] as string;
    const hits = assignNeutralHits(neutralIn(state.board[styx]), 3, TI4_SHIP_TYPES);
    const tx = beginTx<Ti4>(state, CTX);
    tx.emit({ type: "ti4NeutralUnitsHit", place: { position: styx }, ...hits });
    expect(neutralIn(tx.state.board[styx])).toEqual({
      units: { dreadnought: 1, carrier: 1 },
      damaged: { dreadnought: 1 },
    });
    const s = teGame(10);
    expect(replayLog<Ti4>([created(s), ...events, ...tx.events])).toEqual(tx.state);
  });

  it("ships moving into a system that neutral ships hold fight them (TE Neutral Units)", () => {
    const { state } = gainBreakthrough(teGame(10));
    const cocytus = state.fracture?.positions[0] as string;
    const s = structuredClone(state);
    s.stack = structuredClone(teGame(10).stack);
    put(s, HOME, { cruiser: 1 });
    (s.fracture as { ingress: string[] }).ingress = [HOME];
    const out = applyCommand<Ti4>(s, { type: "tacticalAction", seat: SEAT, system: cocytus }, CTX);
    const moved = out.ok
      ? applyCommand<Ti4>(
          out.state,
          { type: "moveShips", seat: SEAT, moves: [{ from: HOME, units: { cruiser: 1 } }] },
          CTX,
        )
      : out;
    expect(moved.ok).toBe(true);
    if (moved.ok)
      expect(moved.events.some((e) => (e as Ti4Event).type === "ti4NeutralDiceRolled")).toBe(true);
  });

  it("lets bots play on with neutral ships reachable from their home, fighting them or not", () => {
    const { state } = gainBreakthrough(teGame(10));
    const s = structuredClone(state);
    s.stack = structuredClone(teGame(10).stack);
    put(s, HOME, { carrier: 1, cruiser: 2, fighter: 2 });
    (s.fracture as { ingress: string[] }).ingress = [HOME];
    const played = ti4PlayOut(s, CTX, 120);
    expect(played.stuck).toBe(false);
    // Where neutral ships are left, no player's ships share their space area (a combat ended there).
    const held = (played.state.fracture?.positions ?? []).filter(
      (p) => countUnits(neutralIn(played.state.board[p]).units, TI4_SHIP_TYPES) > 0,
    );
    for (const p of held)
      for (const f of played.state.board[p]?.space ?? []) expect(countUnits(f.units, TI4_SHIP_TYPES)).toBe(0);
    expect(replayLog<Ti4>([created(s), ...played.events])).toEqual(played.state);
  });
});
