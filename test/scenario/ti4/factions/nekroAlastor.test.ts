/**
 * The Alastor, the Nekro Virus flagship (faction sheet; LRR 78, 43): at the start of a space combat in its
 * system the Nekro choose ground forces in its space area or on its planets to fight as if they were
 * ships. Those chosen roll at their own combat value, take the combat's hits and are destroyed by them
 * (those on a planet there), keep the combat going once the ships are gone, and are left alone by
 * anti-fighter barrage; the choice is not offered without the Alastor or for another faction's flagship;
 * the bot's choice; the odds say they leave them out. Every stretch is replayed from the log.
 */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4NeighboursFor } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import { hitTargets } from "../../../../src/engine/ti4/combat/hitTargets.ts";
import { ti4CombatOdds } from "../../../../src/engine/ti4/combat/odds.ts";
import { retreatSystems } from "../../../../src/engine/ti4/combat/retreat.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import {
  answer,
  clash,
  inSpaceCombat,
  planetOf310,
  playOut,
  refusal,
  rolls,
  run,
  type Units,
  withFactions,
} from "./baseClash.ts";

/** Puts a Nekro fighter in a system next to 310 free of others' ships; returns it. */
function retreatTarget(state: Ti4State): string {
  for (const position of ti4NeighboursFor(state, 1, "310")) {
    const system = state.board[position];
    if (system?.space.some((f) => f.seat !== 1)) continue;
    if (system) system.space.push({ seat: 1, units: { fighter: 1 } });
    else
      state.board[position] = { space: [{ seat: 1, units: { fighter: 1 } }], planets: {}, commandTokens: [] };
    if (retreatSystems(state, 1, "310").includes(position)) return position;
  }
  throw new Error("no system to retreat to");
}

const TACTICAL: Ti4Command = { type: "tacticalAction", seat: 0, system: "310" };
const asked = (s: Ti4State) => pendingDecisions<Ti4>(s).some((d) => d.kind === "alastorGroundForces");
const offered = (events: readonly Ti4Event[]) =>
  events.some((e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4Alastor");
const choose = (seat: number, units: Units): Ti4Command => ({ type: "alastorGroundForces", seat, units });
const combatFrame = (s: Ti4State) => s.stack.findLast((f) => f.kind === "ti4SpaceCombat");
const nekroAssigns = (s: Ti4State) =>
  pendingDecisions<Ti4>(s).some((d) => d.kind === "assignHits" && d.seat === 1);

/** Sol (seat 0) attacks the Nekro (seat 1) at 310; stops where the Nekro are asked for the Alastor. */
function defended(attacker: Units, nekro: Units) {
  const start = clash(withFactions("sol", "nekro"), attacker, nekro);
  return { start, at: playOut(start, TACTICAL, (s) => !asked(s)) };
}

describe("The Alastor (Nekro flagship): ground forces fight as ships", () => {
  it("asks the Nekro as the combat starts; those chosen roll at their own value and take the hits", () => {
    const { start, at } = defended({ dreadnought: 4 }, { flagship: 1, infantry: 3 });
    const decision = pendingDecisions<Ti4>(at.state)[0];
    expect(decision).toMatchObject({ kind: "alastorGroundForces", seat: 1 });
    // Before anti-fighter barrage (LRR 78.2): the combat waits at its first step.
    expect(combatFrame(at.state)).toMatchObject({ step: "barrage", round: 1 });
    // The bot, defending, sends them all: those in the space area and those on 310's planet.
    const planet = planetOf310(at.state);
    const onPlanet = at.state.board["310"]?.planets[planet]?.find((f) => f.seat === 1)?.units.infantry;
    if (decision)
      expect(ti4Answers(at.state, decision)[0]).toEqual({
        ...choose(1, { infantry: 3 }),
        planets: [{ planet, units: { infantry: onPlanet } }],
      });
    expect(refusal(at.state, choose(1, { infantry: 4 }))?.[0]).toBe("ERR_TI4_ALASTOR_TOO_MANY");
    expect(refusal(at.state, choose(1, { flagship: 1 }))?.[0]).toBe("ERR_TI4_ALASTOR_NOT_GROUND_FORCE");

    const fought = playOut(at.state, choose(1, { infantry: 2 }), (s) => !nekroAssigns(s));
    const nekroRoll = rolls(fought.events).find((r) => r.seat === 1 && r.roll === "combat");
    // Two infantry roll one die each at the infantry's 8; the third stays out.
    expect(nekroRoll?.groups.find((g) => g.type === "infantry")).toMatchObject({ units: 2, hitsOn: 8 });
    const assignment = fought.state.stack.at(-1);
    expect(assignment).toMatchObject({ kind: "ti4AssignHits", seat: 1, hits: 2, asShips: { infantry: 2 } });
    // Only the two taking part may be hit, not the one kept out.
    expect(
      refusal(fought.state, { type: "assignHits", seat: 1, sustain: {}, destroy: { infantry: 3 } })?.[0],
    ).toBe("ERR_TI4_DESTROY_TOO_MANY");

    // The hits destroy them as ships: both go, and the one kept out is still there until the combat ends.
    const hit = answer(fought.state, { type: "assignHits", seat: 1, sustain: {}, destroy: { infantry: 2 } });
    expect(hit.events).toContainEqual(
      expect.objectContaining({
        type: "ti4UnitsRemoved",
        seat: 1,
        units: { infantry: 2 },
        reason: "destroyed",
      }),
    );
    const nextRoll = rolls(hit.events).find((r) => r.seat === 1 && r.roll === "combat");
    expect(nextRoll?.groups.map((g) => g.type)).toEqual(["flagship"]);
    // The infantry kept out never took a hit: the combat's end removes it for want of capacity (LRR 16).
    expect(hit.events).toContainEqual(
      expect.objectContaining({
        type: "ti4UnitsRemoved",
        seat: 1,
        units: { infantry: 1 },
        reason: "returned",
      }),
    );

    // The whole stretch, from before the tactical action, replays to the same state.
    const events: Ti4Event[] = [...at.events, ...fought.events, ...hit.events];
    expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events])).toEqual(hit.state);
  });

  it("keeps the combat going on its ground forces once its ships are destroyed", () => {
    const { at } = defended({ dreadnought: 4 }, { flagship: 1, infantry: 3 });
    const fought = playOut(at.state, choose(1, { infantry: 3 }), (s) => !nekroAssigns(s));
    const hit = answer(fought.state, {
      type: "assignHits",
      seat: 1,
      sustain: {},
      destroy: { flagship: 1, infantry: 1 },
    });
    // A second round is fought: the Nekro roll their two infantry alone, and take its hits on them.
    expect(hit.events).toContainEqual({ type: "ti4CombatRoundBegan", place: { position: "310" }, round: 2 });
    const second = rolls(hit.events).find((r) => r.seat === 1 && r.roll === "combat");
    expect(second?.groups).toEqual([expect.objectContaining({ type: "infantry", units: 2, hitsOn: 8 })]);
    expect(hit.events).toContainEqual(
      expect.objectContaining({
        type: "ti4FramePushed",
        frame: expect.objectContaining({ asShips: { infantry: 2 } }),
      }),
    );
    // It ends only when no ground force fights either (seeded dice: Sol's two hits destroy both).
    const ended = hit.events.find((e) => e.type === "ti4CombatEnded");
    expect(ended).toEqual({ type: "ti4CombatEnded", place: { position: "310" }, winner: 0 });
  });

  it("wins a combat on ground forces fighting as ships, which then count for capacity again", () => {
    const state = clash(withFactions("sol", "nekro"), {}, { infantry: 2 });
    // The round's hits are assigned: Sol has nothing left, the Nekro two infantry fighting as ships.
    const endOf = (asShips: Units | undefined) =>
      run(state, (tx) =>
        tx.emit({
          type: "ti4FramePushed",
          frame: {
            kind: "ti4SpaceCombat",
            seat: 0,
            system: "310",
            defender: 1,
            round: 1,
            step: "assigned",
            roundEnded: true,
            opening: { attacker: { dreadnought: 1 }, defender: { flagship: 1 } },
            ...(asShips ? { asShips: { 1: asShips } } : {}),
          },
        }),
      ).events;
    const won = endOf({ infantry: 2 });
    expect(won).toContainEqual({ type: "ti4CombatEnded", place: { position: "310" }, winner: 1 });
    expect(won).toContainEqual(
      expect.objectContaining({
        type: "ti4UnitsRemoved",
        seat: 1,
        units: { infantry: 2 },
        reason: "returned",
      }),
    );
    // Ground forces not fighting as ships win nothing.
    expect(endOf(undefined)).toContainEqual({
      type: "ti4CombatEnded",
      place: { position: "310" },
      winner: null,
    });
  });

  it("lets those on planets leave the combat when their side retreats: it is over", () => {
    const state = clash(withFactions("sol", "nekro"), { dreadnought: 1 }, { flagship: 1 });
    const planet = planetOf310(state);
    // A system next to 310 with a Nekro fighter, where the Alastor may retreat (LRR 78.7).
    const to = retreatTarget(state);
    const endOf = (retreat: boolean) =>
      run(state, (tx) =>
        tx.emit({
          type: "ti4FramePushed",
          frame: {
            kind: "ti4SpaceCombat",
            seat: 0,
            system: "310",
            defender: 1,
            round: 1,
            step: "assigned",
            roundEnded: true,
            opening: { attacker: { dreadnought: 1 }, defender: { flagship: 1 } },
            asShipsOnPlanets: { 1: { [planet]: { infantry: 1 } } },
            ...(retreat ? { retreat: { seat: 1, to } } : {}),
          },
        }),
      ).events;
    const left = endOf(true);
    expect(left).toContainEqual(
      expect.objectContaining({ type: "ti4GroundForcesAsShips", seat: 1, reason: "left" }),
    );
    expect(left).toContainEqual({ type: "ti4CombatEnded", place: { position: "310" }, winner: 0 });
    // Without the retreat a new round is fought: the infantry on the planet keep the Nekro in it.
    const stayed = endOf(false);
    expect(stayed).toContainEqual({ type: "ti4CombatRoundBegan", place: { position: "310" }, round: 2 });
  });

  it("is left alone by anti-fighter barrage, whose hits go to fighters only", () => {
    const { at } = defended({ destroyer: 6, dreadnought: 1 }, { flagship: 1, infantry: 3 });
    const fought = playOut(at.state, choose(1, { infantry: 3 }), (s) => !nekroAssigns(s));
    const barrage = rolls(fought.events).find((r) => r.seat === 0 && r.roll === "antiFighterBarrage");
    expect(barrage?.hits ?? 0).toBeGreaterThan(0);
    // No unit of the Nekro was lost to the barrage: their infantry all roll in the first round.
    const first = rolls(fought.events).find((r) => r.seat === 1 && r.roll === "combat");
    expect(first?.groups.find((g) => g.type === "infantry")?.units).toBe(3);
    expect(
      fought.events.some((e) => e.type === "ti4UnitsRemoved" && e.seat === 1 && e.reason === "destroyed"),
    ).toBe(false);
    const targets = hitTargets(fought.state, {
      seat: 1,
      place: { position: "310" },
      only: ["fighter"],
      asShips: { infantry: 3 },
    });
    expect(targets.units).toEqual({});
  });

  it("is not offered without the Alastor or for another flagship; it is for ground forces on a planet", () => {
    const without = clash(withFactions("sol", "nekro"), { dreadnought: 2 }, { carrier: 1, infantry: 2 });
    expect(offered(playOut(without, TACTICAL, inSpaceCombat).events)).toBe(false);

    const sol = clash(withFactions("letnev", "sol"), { dreadnought: 2 }, { flagship: 1, infantry: 2 });
    expect(offered(playOut(sol, TACTICAL, inSpaceCombat).events)).toBe(false);

    // The Nekro's infantry on 310's planet only, none in the space area [recalled: the Alastor's FAQ].
    const onPlanet = clash(withFactions("sol", "nekro"), { dreadnought: 2 }, { flagship: 1 });
    const planet = onPlanet.board["310"]?.planets[planetOf310(onPlanet)];
    expect(planet?.some((f) => f.seat === 1 && (f.units.infantry ?? 0) > 0)).toBe(true);
    expect(offered(playOut(onPlanet, TACTICAL, inSpaceCombat).events)).toBe(true);
  });

  it("lets ground forces on the system's planets fight from there: they roll, take hits and are destroyed there", () => {
    const { start, at } = defended({ dreadnought: 4 }, { flagship: 1 });
    const planet = planetOf310(at.state);
    const there = at.state.board["310"]?.planets[planet]?.find((f) => f.seat === 1)?.units.infantry ?? 0;
    expect(there).toBeGreaterThanOrEqual(2);
    const elsewhere = Object.keys(at.state.board["304"]?.planets ?? {})[0] as typeof planet;
    const withPlanets = (p: typeof planet, infantry: number): Ti4Command => ({
      type: "alastorGroundForces",
      seat: 1,
      units: {},
      planets: [{ planet: p, units: { infantry } }],
    });
    expect(refusal(at.state, withPlanets(elsewhere, 1))?.[0]).toBe("ERR_TI4_ALASTOR_PLANET_NOT_IN_SYSTEM");
    expect(refusal(at.state, withPlanets(planet, there + 1))?.[0]).toBe("ERR_TI4_ALASTOR_PLANET_TOO_MANY");

    const fought = playOut(at.state, withPlanets(planet, 2), (s) => !nekroAssigns(s));
    expect(combatFrame(fought.state)).toMatchObject({
      asShipsOnPlanets: { 1: { [planet]: { infantry: 2 } } },
    });
    const nekroRoll = rolls(fought.events).find((r) => r.seat === 1 && r.roll === "combat");
    expect(nekroRoll?.groups.find((g) => g.type === "infantry")).toMatchObject({ units: 2, hitsOn: 8 });
    const assignment = fought.state.stack.at(-1);
    expect(assignment).toMatchObject({
      kind: "ti4AssignHits",
      seat: 1,
      asShipsOnPlanets: { [planet]: { infantry: 2 } },
    });
    const hits = assignment?.kind === "ti4AssignHits" ? assignment.hits : 0;
    expect(hits).toBeGreaterThanOrEqual(1);
    const hitOn = (p: typeof planet, infantry: number): Ti4Command => ({
      type: "assignHits",
      seat: 1,
      sustain: hits > 1 ? { flagship: 1 } : {},
      destroy: {},
      onPlanets: [{ planet: p, destroy: { infantry } }],
    });
    expect(refusal(fought.state, hitOn(elsewhere, 1))?.[0]).toBe("ERR_TI4_ALASTOR_HIT_PLANET");
    expect(refusal(fought.state, hitOn(planet, 3))?.[0]).toBe("ERR_TI4_ALASTOR_HIT_TOO_MANY");

    // The bot's own assignment is legal here (answer checks it).
    const botDecision = pendingDecisions<Ti4>(fought.state)[0];
    const botHit = botDecision && ti4Answers(fought.state, botDecision)[0];
    if (botHit) expect(answer(fought.state, botHit).state).toBeDefined();
    // Seeded dice: two hits. The flagship sustains one; the other goes to an infantry on the planet.
    expect(hits).toBe(2);
    expect(botHit).toMatchObject({
      sustain: { flagship: 1 },
      destroy: {},
      onPlanets: [{ planet, destroy: { infantry: 1 } }],
    });

    // One hit destroys an infantry on the planet (the flagship sustains a second, if any).
    const hit = answer(fought.state, hitOn(planet, 1));
    expect(hit.events).toContainEqual(
      expect.objectContaining({
        type: "ti4UnitsRemoved",
        seat: 1,
        place: { position: "310", planet },
        units: { infantry: 1 },
        reason: "destroyed",
      }),
    );
    const left = hit.state.board["310"]?.planets[planet]?.find((f) => f.seat === 1)?.units.infantry ?? 0;
    expect(left).toBeLessThanOrEqual(there - 1);

    const events: Ti4Event[] = [...at.events, ...fought.events, ...hit.events];
    expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...events])).toEqual(hit.state);
  });

  it("asks the Nekro attacking too; the bot keeps its ground forces out unless its ships are the weaker", () => {
    const strong = clash(withFactions("nekro", "sol"), { flagship: 1, infantry: 2 }, { destroyer: 1 });
    const s = playOut(strong, TACTICAL, (st) => !asked(st));
    const d1 = pendingDecisions<Ti4>(s.state)[0];
    expect(d1).toMatchObject({ kind: "alastorGroundForces", seat: 0 });
    if (d1) expect(ti4Answers(s.state, d1)[0]).toEqual(choose(0, {}));

    const weak = clash(withFactions("nekro", "sol"), { flagship: 1, infantry: 2 }, { dreadnought: 4 });
    const w = playOut(weak, TACTICAL, (st) => !asked(st));
    const d2 = pendingDecisions<Ti4>(w.state)[0];
    if (d2) expect(ti4Answers(w.state, d2)[0]).toEqual(choose(0, { infantry: 2 }));
    expect(d2).toBeDefined();
  });

  it("is named by the odds as left out", () => {
    const state = clash(withFactions("sol", "nekro"), { dreadnought: 2 }, { flagship: 1, infantry: 2 });
    const odds = ti4CombatOdds(state, { combat: "space", position: "310", attacker: 0, defender: 1 });
    expect(odds.unmodelled.some((line) => line.includes("Alastor"))).toBe(true);
    const none = clash(withFactions("sol", "nekro"), { dreadnought: 2 }, { flagship: 1 });
    const home = none.board["310"]?.planets ?? {};
    for (const planet of Object.keys(home) as (keyof typeof home)[])
      home[planet] = (home[planet] ?? []).filter((f) => f.seat !== 1);
    const plain = ti4CombatOdds(none, { combat: "space", position: "310", attacker: 0, defender: 1 });
    expect(plain.unmodelled.some((line) => line.includes("Alastor"))).toBe(false);
  });
});
