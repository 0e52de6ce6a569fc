/**
 * TI4's invasion step (LRR 49, digest §4.5): bombardment (LRR 15) stopped by planetary shields unless a
 * War Sun is there (LRR 65), ground forces committed from the space area (LRR 49.2), space cannon defense
 * (LRR 77.6-77.8), control established (LRR 49.5, 25) with the defender's structures destroyed, and the
 * custodians token of Mecatol Rex (LRR 27: 6 influence, 1 victory point).
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { controllerOf } from "../../../src/engine/ti4/board/forces.ts";
import { planetsAt, systemPositions } from "../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4Force, Ti4State } from "../../../src/engine/ti4/state.ts";
import { activateQuietly, create, finishSetup, play } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const CARDS = ["imperial", "warfare", "leadership", "technology", "trade", "diplomacy"];

function actionPhase() {
  let { state } = finishSetup(create(6, {}, "action-6"));
  for (const card of CARDS) {
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    state = play(state, { type: "pickStrategyCard", seat, card: card as never }).state;
  }
  return { state, seat: pendingDecisions<Ti4>(state)[0]?.seat as number };
}

/** A system nobody holds a planet of, with `planets` planets, away from homes and Mecatol Rex. */
function openSystem(state: Ti4State, planets: number): string {
  const homes = state.players.map((p) => p.home);
  const found = systemPositions(state).find(
    (p) =>
      p !== "000" &&
      !homes.includes(p) &&
      planetsAt(state, p).length === planets &&
      planetsAt(state, p).every((planet) => controllerOf(state, planet) === null),
  );
  if (!found) throw new Error(`no open system with ${planets} planets`);
  return found;
}

/** The position edited by hand: `seat`'s ships in `system`, others' forces on its planets. */
function position(
  base: Ti4State,
  system: string,
  space: Ti4Force["units"],
  planets: Partial<Record<Ti4PlanetId, Ti4Force[]>> = {},
) {
  const state = structuredClone(base);
  const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
  state.board[system] = {
    space: [{ seat, units: space }],
    planets: structuredClone(planets),
    commandTokens: [],
  };
  for (const forces of Object.values(planets))
    for (const force of forces ?? []) {
      const player = state.players[force.seat] as Ti4State["players"][number];
      for (const planet of Object.keys(planets) as Ti4PlanetId[])
        if ((planets[planet] ?? []).includes(force)) player.planets[planet] = { exhausted: false };
    }
  return state;
}

function activate(state: Ti4State, system: string) {
  const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
  // Nothing moves in and nobody fires: the invasion step is where these positions begin.
  return activateQuietly(state, seat, system, "ti4Invasion");
}

function send(state: Ti4State, command: Ti4Command) {
  return applyCommand<Ti4>(state, command, CTX);
}

function codeOf(result: ReturnType<typeof send>) {
  return result.ok ? null : [result.error.code, result.error.rule];
}

function replayFrom(start: Ti4State, events: Ti4Event[]) {
  return replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events]);
}

describe("TI4 invasion (LRR 49)", () => {
  it("commits ground forces to an uncontrolled planet and gains it exhausted (LRR 49.2, 49.5)", () => {
    const { state: base, seat } = actionPhase();
    const system = openSystem(base, 1);
    const planet = planetsAt(base, system)[0] as Ti4PlanetId;
    const start = position(base, system, { carrier: 1, infantry: 2 });
    const active = activate(start, system);
    expect(pendingDecisions<Ti4>(active.state)).toMatchObject([
      { kind: "commitGroundForces", seat, choices: [planet] },
    ]);
    const done = send(active.state, {
      type: "commitGroundForces",
      seat,
      landings: [{ planet, infantry: 1 }],
    });
    if (!done.ok) throw new Error(done.error.message);
    expect(done.events).toContainEqual({
      type: "ti4UnitsMoved",
      seat,
      from: { position: system },
      to: { position: system, planet },
      units: { infantry: 1 },
    });
    expect(done.events).toContainEqual({
      type: "ti4PlanetGained",
      seat,
      planet,
      exhausted: true,
      from: null,
    });
    expect(done.state.board[system]?.space).toEqual([{ seat, units: { carrier: 1, infantry: 1 } }]);
    // No producing unit there: the production step passes and the turn goes on.
    expect(done.state.stack.map((f) => f.kind)).toEqual(["ti4ActionPhase"]);
    expect(replayFrom(start, [...active.events, ...done.events])).toEqual(done.state);
  });

  it("refuses planets of another system, twice named, and more ground forces than the space area holds", () => {
    const { state: base, seat } = actionPhase();
    const system = openSystem(base, 1);
    const planet = planetsAt(base, system)[0] as Ti4PlanetId;
    const { state } = activate(position(base, system, { carrier: 1, infantry: 2 }), system);
    const elsewhere = send(state, {
      type: "commitGroundForces",
      seat,
      landings: [{ planet: "mecatolrex", infantry: 1 }],
    });
    expect(codeOf(elsewhere)).toEqual(["ERR_TI4_NOT_IN_SYSTEM", "LRR 49.2"]);
    const many = send(state, { type: "commitGroundForces", seat, landings: [{ planet, infantry: 3 }] });
    expect(codeOf(many)).toEqual(["ERR_TI4_COMMIT_TOO_MANY", "LRR 49.2"]);
    const twice = send(state, {
      type: "commitGroundForces",
      seat,
      landings: [
        { planet, infantry: 1 },
        { planet, infantry: 1 },
      ],
    });
    expect(codeOf(twice)).toEqual(["ERR_TI4_PLANET_TWICE", "LRR 49.2"]);
    const none = send(state, { type: "commitGroundForces", seat, landings: [] });
    expect(none.ok && none.events.some((e) => e.type === "ti4PlanetGained")).toBe(false);
    expect(none.ok && none.state.stack.map((f) => f.kind)).toEqual(["ti4ActionPhase"]);
  });

  it("space cannon defense fires at the landed forces; the survivors take the planet and destroy its structures (LRR 77.8, 49.5)", () => {
    const { state: base, seat } = actionPhase();
    const system = openSystem(base, 1);
    const planet = planetsAt(base, system)[0] as Ti4PlanetId;
    const other = (seat + 1) % base.players.length;
    const start = position(
      base,
      system,
      { carrier: 1, infantry: 3 },
      { [planet]: [{ seat: other, units: { pds: 1 } }] },
    );
    expect(controllerOf(start, planet)).toBe(other);
    const active = activate(start, system);
    const done = send(active.state, {
      type: "commitGroundForces",
      seat,
      landings: [{ planet, infantry: 3 }],
    });
    if (!done.ok) throw new Error(done.error.message);
    const roll = done.events.find((e) => e.type === "ti4DiceRolled");
    expect(roll).toMatchObject({
      seat: other,
      reason: "spaceCannonDefense",
      place: { position: system, planet },
    });
    expect(done.events).toContainEqual({
      type: "ti4UnitsRemoved",
      seat: other,
      place: { position: system, planet },
      units: { pds: 1 },
      reason: "destroyed",
    });
    expect(done.events).toContainEqual({
      type: "ti4PlanetGained",
      seat,
      planet,
      exhausted: true,
      from: other,
    });
    expect(done.state.players[other]?.planets[planet]).toBeUndefined();
    expect(replayFrom(start, [...active.events, ...done.events])).toEqual(done.state);
  });

  it("bombards ground forces; a planetary shield stops it unless a War Sun is there (LRR 15, 65)", () => {
    const { state: base, seat } = actionPhase();
    const system = openSystem(base, 2);
    const [open, guarded] = planetsAt(base, system) as [Ti4PlanetId, Ti4PlanetId];
    const other = (seat + 1) % base.players.length;
    const planets = {
      [open]: [{ seat: other, units: { infantry: 2 } }],
      [guarded]: [{ seat: other, units: { infantry: 1, pds: 1 } }],
    };
    const start = position(base, system, { dreadnought: 1 }, planets);
    const active = activate(start, system);
    expect(pendingDecisions<Ti4>(active.state)).toMatchObject([{ kind: "bombard", seat, choices: [open] }]);
    const shield = send(active.state, {
      type: "bombard",
      seat,
      targets: [{ planet: guarded, units: { dreadnought: 1 } }],
    });
    expect(codeOf(shield)).toEqual(["ERR_TI4_PLANETARY_SHIELD", "LRR 65"]);
    const twice = send(active.state, {
      type: "bombard",
      seat,
      targets: [{ planet: open, units: { dreadnought: 2 } }],
    });
    expect(codeOf(twice)).toEqual(["ERR_TI4_BOMBARDMENT_UNITS", "LRR 15"]);
    const done = send(active.state, {
      type: "bombard",
      seat,
      targets: [{ planet: open, units: { dreadnought: 1 } }],
    });
    if (!done.ok) throw new Error(done.error.message);
    const roll = done.events.find((e) => e.type === "ti4DiceRolled");
    expect(roll).toMatchObject({ seat, roll: "bombardment", reason: "bombardment" });
    const hits = (roll as { hits: number }).hits;
    // The seat (the L1Z1X) starts with Plasma Scoring: its extra die, rolled after, hits too.
    const added = done.events.find((e) => e.type === "ti4UnitAbilityDiceAdded");
    const extra =
      added?.type === "ti4UnitAbilityDiceAdded" ? added.dice.filter((d) => d.value >= d.hitsOn).length : 0;
    const left = done.state.board[system]?.planets[open]?.find((f) => f.seat === other)?.units.infantry ?? 0;
    expect(left).toBe(Math.max(0, 2 - hits - extra));
    // No ground forces to commit: the invasion is over.
    expect(done.state.stack.map((f) => f.kind)).toEqual(["ti4ActionPhase"]);
    expect(replayFrom(start, [...active.events, ...done.events])).toEqual(done.state);

    const warSun = position(base, system, { warSun: 1 }, planets);
    (warSun.players[seat] as Ti4State["players"][number]).technologies.push("ws" as never);
    const withSun = activate(warSun, system);
    expect(pendingDecisions<Ti4>(withSun.state)[0]?.choices).toEqual([open, guarded]);
  });

  it("takes the custodians token for 6 influence and 1 victory point before landing on Mecatol Rex (LRR 27)", () => {
    const { state: base, seat } = actionPhase();
    const start = position(base, "000", { carrier: 1, infantry: 2 });
    (start.players[seat] as Ti4State["players"][number]).tradeGoods = 6;
    const active = activate(start, "000");
    const land = { planet: "mecatolrex" as Ti4PlanetId, infantry: 1 };
    const blocked = send(active.state, { type: "commitGroundForces", seat, landings: [land] });
    expect(codeOf(blocked)).toEqual(["ERR_TI4_CUSTODIANS", "LRR 27.1"]);
    const short = send(active.state, {
      type: "commitGroundForces",
      seat,
      landings: [land],
      custodians: { planets: [], tradeGoods: 5 },
    });
    expect(codeOf(short)).toEqual(["ERR_TI4_UNDERPAID", "LRR 47"]);
    const noLanding = send(active.state, {
      type: "commitGroundForces",
      seat,
      landings: [],
      custodians: { planets: [], tradeGoods: 6 },
    });
    expect(codeOf(noLanding)).toEqual(["ERR_TI4_CUSTODIANS_LAND", "LRR 27.2"]);
    expect(active.state.custodiansOnMecatol).toBe(true);

    const [answer] = ti4Answers(active.state, pendingDecisions<Ti4>(active.state)[0] as never);
    expect(answer).toMatchObject({ type: "commitGroundForces", custodians: { tradeGoods: 6 } });
    const done = send(active.state, answer as Ti4Command);
    if (!done.ok) throw new Error(done.error.message);
    expect(done.events).toContainEqual({ type: "ti4CustodiansRemoved", seat });
    expect(done.events).toContainEqual({
      type: "ti4VictoryPointsGained",
      seat,
      points: 1,
      reason: "the custodians token",
    });
    expect(done.state.custodiansOnMecatol).toBe(false);
    expect(done.state.players[seat]?.vp).toBe(1);
    expect(done.state.players[seat]?.planets.mecatolrex).toEqual({ exhausted: true });
    expect(replayFrom(start, [...active.events, ...done.events])).toEqual(done.state);
  });

  it("fights a ground combat where both sides have ground forces, and only its winner takes the planet (LRR 49.4, 42)", () => {
    const { state: base, seat } = actionPhase();
    const system = openSystem(base, 1);
    const planet = planetsAt(base, system)[0] as Ti4PlanetId;
    const other = (seat + 1) % base.players.length;
    const start = position(
      base,
      system,
      { carrier: 1, infantry: 4 },
      { [planet]: [{ seat: other, units: { infantry: 2 } }] },
    );
    const active = activate(start, system);
    let state = active.state;
    const events = [...active.events];
    let command: Ti4Command | undefined = {
      type: "commitGroundForces",
      seat,
      landings: [{ planet, infantry: 4 }],
    };
    for (let i = 0; command && i < 50; i++) {
      const done = send(state, command);
      if (!done.ok) throw new Error(done.error.message);
      state = done.state;
      events.push(...done.events);
      const next = pendingDecisions<Ti4>(state)[0];
      command = next?.kind === "assignHits" ? ti4Answers(state, next)[0] : undefined;
    }
    expect(events.some((e) => e.type === "ti4DiceRolled" && e.reason === "groundCombat")).toBe(true);
    const ended = events.find((e) => e.type === "ti4CombatEnded");
    expect(ended).toBeDefined();
    const winner = (ended as { winner: number | null }).winner;
    expect(controllerOf(state, planet)).toBe(winner === seat ? seat : other);
    expect(state.stack.map((f) => f.kind)).toEqual(["ti4ActionPhase"]);
    expect(replayFrom(start, events)).toEqual(state);
  });

  it("the bot lands on an open planet and keeps a ground force in space", () => {
    const { state: base, seat } = actionPhase();
    const system = openSystem(base, 1);
    const planet = planetsAt(base, system)[0] as Ti4PlanetId;
    const { state } = activate(position(base, system, { carrier: 1, infantry: 3 }), system);
    const [answer] = ti4Answers(state, pendingDecisions<Ti4>(state)[0] as never);
    expect(answer).toEqual({
      type: "commitGroundForces",
      seat,
      landings: [{ planet, infantry: 2, mech: 0 }],
    });
    expect(send(state, answer as Ti4Command).ok).toBe(true);
  });
});
