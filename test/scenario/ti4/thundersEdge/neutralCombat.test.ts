/**
 * Thunder's Edge: combat against neutral units (TE rulebook, "Neutral Units"). Ships moving into a system
 * that neutral ships hold fight them (anti-fighter barrage, space combat); ground forces committed to a
 * planet that neutral ground forces hold fight them; neutral PDS fire space cannon and shield their planet.
 * Neutral units roll by the reference card, from the seeded generator, and take hits by the card's order;
 * the player assigns their own hits and may retreat; the neutral side decides nothing.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { systemOn } from "../../../../src/engine/ti4/board/forces.ts";
import { planetsAt, ti4Neighbours } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import { ti4PlayOut } from "../../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../../src/engine/ti4/state.ts";
import { neutralIn } from "../../../../src/engine/ti4/thundersEdge/neutral.ts";
import { CTX, HOME, position, put, SEAT, space } from "../../../support/ti4Tactical.ts";

type Run = { state: Ti4State; events: Ti4Event[] };

/** A Thunder's Edge game's first turn; `edit` sets the board, given the chosen neighbour of the home. */
function teGame(edit: (s: Ti4State, at: string, planet: string) => void): {
  s: Ti4State;
  at: string;
  planet: string;
} {
  let at = "";
  let planet = "";
  const s = position((s) => {
    (s.config as unknown as { boxes: string[] }).boxes = [...s.config.boxes, "te"];
    at = ti4Neighbours(s, HOME).find((p) => planetsAt(s, p).length > 0) as string;
    planet = planetsAt(s, at)[0] as string;
    const system = systemOn(s, at);
    system.space = [];
    for (const p of planetsAt(s, at)) (system.planets as Record<string, unknown>)[p] = [];
    edit(s, at, planet);
  });
  return { s, at, planet };
}

function neutral(s: Ti4State, at: string, units: Ti4UnitCounts, planet?: string) {
  const system = systemOn(s, at);
  system.neutral ??= {};
  if (planet === undefined) system.neutral.space = { units };
  else system.neutral.planets = { ...system.neutral.planets, [planet]: { units } };
}

function apply(run: Run, command: Ti4Command): Run {
  const out = applyCommand<Ti4>(run.state, command, CTX);
  if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
  return { state: out.state, events: [...run.events, ...(out.events as Ti4Event[])] };
}

/** The seat's tactical action into `at`, moving `units` from home (fighters and ground forces carried). */
function attack(s: Ti4State, at: string, units: Ti4UnitCounts): Run {
  let run: Run = { state: s, events: [] };
  run = apply(run, { type: "tacticalAction", seat: SEAT, system: at });
  const ships: Ti4UnitCounts = {};
  const carried: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(units) as [keyof Ti4UnitCounts, number][])
    if (type === "fighter" || type === "infantry" || type === "mech") carried[type] = n;
    else ships[type] = n;
  const move = {
    from: HOME,
    units: ships,
    ...(Object.keys(carried).length > 0 ? { carried: [{ position: HOME, units: carried }] } : {}),
  };
  return apply(run, { type: "moveShips", seat: SEAT, moves: [move] });
}

/** Answers the seat's decisions with the bot's first answer until `stop` (or another seat) is asked. */
function playOn(run: Run, stop: readonly string[] = []): Run {
  for (let i = 0; i < 200; i++) {
    const decision = pendingDecisions<Ti4>(run.state)[0];
    if (!decision || decision.seat !== SEAT || stop.includes(decision.kind)) return run;
    const command = ti4Answers(run.state, decision)[0];
    if (!command) throw new Error(`no answer to ${decision.kind}`);
    run = apply(run, command);
  }
  throw new Error("the combat did not end");
}

const created = (s: Ti4State): Ti4Event => ({ type: "gameCreated", state: s }) as Ti4Event;
const ofType = <T extends Ti4Event["type"]>(events: Ti4Event[], type: T) =>
  events.filter((e): e is Extract<Ti4Event, { type: T }> => e.type === type);

describe("TE Neutral Units: space combat", () => {
  it("ships moving into neutral ships fight them: barrage, rolls by the card, hits by its order", () => {
    const { s, at } = teGame((s, at) => {
      put(s, HOME, { dreadnought: 2, fighter: 2, carrier: 1 });
      neutral(s, at, { destroyer: 1, cruiser: 1 });
    });
    const run = playOn(attack(s, at, { dreadnought: 2, fighter: 2, carrier: 1 }), ["commitGroundForces"]);
    const neutralRolls = ofType(run.events, "ti4NeutralDiceRolled");
    // The neutral destroyer's barrage: 3 dice at 6; then combat rolls: destroyer on 8, cruiser on 6.
    expect(neutralRolls[0]).toMatchObject({
      roll: "antiFighterBarrage",
      groups: [{ type: "destroyer", hitsOn: 6 }],
    });
    expect(neutralRolls[0]?.groups[0]?.rolls).toHaveLength(3);
    const combat = neutralRolls.find((r) => r.roll === "combat");
    expect(combat?.groups.map((g) => [g.type, g.hitsOn])).toEqual([
      ["cruiser", 6],
      ["destroyer", 8],
    ]);
    // The player's own dice are logged as every roll is.
    expect(ofType(run.events, "ti4DiceRolled").some((e) => e.seat === SEAT && e.roll === "combat")).toBe(
      true,
    );
    const ended = ofType(run.events, "ti4CombatEnded").at(-1);
    const left = neutralIn(run.state.board[at]).units;
    if (ended?.winner === SEAT) expect(left).toEqual({});
    expect(ended).toBeDefined();
    // Every neutral hit goes by the card: a destroyer destroyed before a cruiser.
    const first = ofType(run.events, "ti4NeutralUnitsHit")[0];
    if (first && (first.destroyed.cruiser ?? 0) > 0) expect(first.destroyed.destroyer).toBe(1);
    expect(replayLog<Ti4>([created(s), ...run.events])).toEqual(run.state);
  });

  it("a lone destroyer that loses leaves the neutral ships in place and no winner", () => {
    const { s, at } = teGame((s, at) => {
      put(s, HOME, { destroyer: 1 });
      neutral(s, at, { flagship: 1, warSun: 1 });
    });
    const run = playOn(attack(s, at, { destroyer: 1 }));
    expect(space(run.state, at).destroyer ?? 0).toBe(0);
    expect(neutralIn(run.state.board[at]).units).toMatchObject({ flagship: 1, warSun: 1 });
    expect(ofType(run.events, "ti4CombatEnded").at(-1)?.winner ?? null).toBeNull();
    expect(replayLog<Ti4>([created(s), ...run.events])).toEqual(run.state);
  });

  it("the player may retreat; the neutral ships never do", () => {
    const { s, at } = teGame((s, at) => {
      put(s, HOME, { cruiser: 1 });
      neutral(s, at, { dreadnought: 2 });
    });
    let run = attack(s, at, { cruiser: 1 });
    const decision = pendingDecisions<Ti4>(run.state)[0];
    expect(decision?.kind).toBe("announceRetreat");
    run = apply(run, { type: "announceRetreat", seat: SEAT, to: HOME });
    run = playOn(run);
    // The cruiser survived the round only if the neutral dice missed; either way it is no longer there.
    expect(space(run.state, at).cruiser ?? 0).toBe(0);
    expect(neutralIn(run.state.board[at]).units.dreadnought).toBe(2);
    expect(replayLog<Ti4>([created(s), ...run.events])).toEqual(run.state);
  });

  it("refuses passing through neutral ships (state unchanged)", () => {
    const { s, at } = teGame((s, at) => {
      put(s, HOME, { cruiser: 1 });
      neutral(s, at, { destroyer: 1 });
    });
    const beyond = ti4Neighbours(s, at).find(
      (p) => p !== HOME && !ti4Neighbours(s, HOME).includes(p),
    ) as string;
    const run = apply({ state: s, events: [] }, { type: "tacticalAction", seat: SEAT, system: beyond });
    const out = applyCommand<Ti4>(
      run.state,
      { type: "moveShips", seat: SEAT, moves: [{ from: HOME, units: { cruiser: 1 }, path: [at] } as never] },
      CTX,
    );
    expect(out.ok).toBe(false);
    if (!out.ok)
      expect([out.error.code, out.error.rule]).toEqual(["ERR_TI4_BLOCKED", "LRR 58.4a, TE Neutral Units"]);
  });
});

describe("TE Neutral Units: ground combat, space cannon, control", () => {
  it("ground forces landed on neutral infantry fight them and take the planet", () => {
    const { s, at, planet } = teGame((s, at, planet) => {
      put(s, HOME, { carrier: 1, infantry: 4 });
      neutral(s, at, { infantry: 1 }, planet);
    });
    let run = playOn(attack(s, at, { carrier: 1, infantry: 4 }), ["commitGroundForces"]);
    run = apply(run, {
      type: "commitGroundForces",
      seat: SEAT,
      landings: [{ planet: planet as never, infantry: 4 }],
    });
    run = playOn(run, ["produceUnits"]);
    const rolls = ofType(run.events, "ti4NeutralDiceRolled").filter((r) => r.reason === "groundCombat");
    expect(rolls[0]?.groups).toMatchObject([{ type: "infantry", hitsOn: 8, units: 1 }]);
    expect(ofType(run.events, "ti4CombatEnded").at(-1)).toMatchObject({ place: { planet }, winner: SEAT });
    expect(neutralIn(run.state.board[at], planet as never).units).toEqual({});
    expect(ofType(run.events, "ti4PlanetGained").some((e) => e.planet === planet && e.seat === SEAT)).toBe(
      true,
    );
    expect(replayLog<Ti4>([created(s), ...run.events])).toEqual(run.state);
  });

  it("a neutral PDS fires space cannon at ships moving in, shields its planet and is destroyed when it falls", () => {
    const { s, at, planet } = teGame((s, at, planet) => {
      put(s, HOME, { dreadnought: 2, carrier: 1, infantry: 4 });
      neutral(s, at, { pds: 1, infantry: 1 }, planet);
    });
    let run = attack(s, at, { dreadnought: 2, carrier: 1, infantry: 4 });
    const cannon = ofType(run.events, "ti4NeutralDiceRolled")[0];
    expect(cannon).toMatchObject({
      roll: "spaceCannon",
      reason: "spaceCannonOffense",
      groups: [{ type: "pds", hitsOn: 6 }],
    });
    run = playOn(run, ["commitGroundForces", "bombard"]);
    // Planetary shield: no bombardment is offered against the planet.
    const bombard = pendingDecisions<Ti4>(run.state).find((d) => d.kind === "bombard");
    expect(bombard?.choices ?? []).not.toContain(planet);
    run = playOn(run, ["commitGroundForces"]);
    run = apply(run, {
      type: "commitGroundForces",
      seat: SEAT,
      landings: [{ planet: planet as never, infantry: 4 }],
    });
    expect(ofType(run.events, "ti4NeutralDiceRolled").some((r) => r.reason === "spaceCannonDefense")).toBe(
      true,
    );
    run = playOn(run, ["produceUnits"]);
    if (ofType(run.events, "ti4CombatEnded").at(-1)?.winner === SEAT) {
      expect(neutralIn(run.state.board[at], planet as never).units).toEqual({});
      expect(ofType(run.events, "ti4NeutralUnitsDestroyed")).toEqual([
        expect.objectContaining({ units: { pds: 1 } }),
      ]);
    }
    expect(replayLog<Ti4>([created(s), ...run.events])).toEqual(run.state);
  });

  it("bots play on with neutral units in reach, fighting them or not, and the game replays", () => {
    const { s } = teGame((s, at, planet) => {
      put(s, HOME, { carrier: 1, cruiser: 2, dreadnought: 2, fighter: 2, infantry: 4 });
      neutral(s, at, { destroyer: 1 });
      neutral(s, at, { infantry: 1 }, planet);
    });
    const played = ti4PlayOut(s, CTX, 150);
    expect(played.stuck).toBe(false);
    expect(replayLog<Ti4>([created(s), ...played.events])).toEqual(played.state);
  });
});
