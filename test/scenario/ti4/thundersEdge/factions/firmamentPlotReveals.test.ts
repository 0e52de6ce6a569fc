/**
 * The plots that act as they are revealed (TE The Blade's Orchestra, Marionettes): Seethe destroys every unit
 * on a non-home planet a puppeted player controls, then 1 of their infantry at each status phase's start
 * (LRR 31, 81); Extract gives the Obsidian a non-faction technology a puppeted player owns.
 */
import { describe, expect, it } from "vitest";
import type { FactionId, Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { boardPlanets, isHomeSystem } from "../../../../../src/engine/ti4/actionCards/effect.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import { TI4_FIRMAMENT_PLOT_REVEALS } from "../../../../../src/engine/ti4/factions/firmamentPlotReveals.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { homeOf } from "../../../../support/ti4Factions.ts";
import { CTX, type Played, send } from "../../../../support/ti4Status.ts";

const FACTIONS: readonly FactionId[] = ["firmament", "sol", "xxcha", "letnev"];
type Player = Ti4State["players"][number];

function refused(at: Played, command: Parameters<typeof applyCommand<Ti4>>[1]): string | undefined {
  const result = applyCommand<Ti4>(at.state, command, CTX);
  return result.ok ? undefined : result.error.code;
}

/** A non-home planet on the board, controlled by seat 1 with 2 infantry and a PDS on it. */
function outpost(s: Ti4State): Ti4PlanetId {
  const found = boardPlanets(s).find(
    ({ planet, position }) =>
      !isHomeSystem(s, position) && !s.players.some((p) => p.planets[planet]) && position !== "000",
  );
  if (!found) throw new Error("no free planet on the board");
  (s.players[1] as Player).planets[found.planet] = { exhausted: false };
  const system = s.board[found.position];
  if (system) system.planets[found.planet] = [{ seat: 1, units: { infantry: 2, pds: 1 } }];
  return found.planet;
}

/** The Firmament (seat 0) hold the plot `card` on seat 1, and turn into the Obsidian. */
function revealed(card: "seethe" | "extract"): { at: Played; planet: Ti4PlanetId } {
  let planet = "" as Ti4PlanetId;
  const at = eventGame(FACTIONS, [], 0, (s) => {
    planet = outpost(s);
    (s.players[0] as Player).plots = [{ on: [1], objective: "eap" }];
    (s.players[0] as Player).secret.plotCards = [card];
  });
  return { at: send(at, { type: "puppetsOfTheBlade", seat: 0 }), planet };
}

describe("Seethe", () => {
  it("as it is revealed, every unit on a chosen non-home planet of the puppeted player is destroyed; replays", () => {
    const { at, planet } = revealed("seethe");
    const decision = pendingDecisions<Ti4>(at.state)[0];
    expect(decision).toMatchObject({ kind: "seethePlanet", seat: 0 });
    expect(decision?.choices).toContain(planet);
    const done = send(at, { type: "seethePlanet", seat: 0, planet });
    const position = Object.keys(done.state.board).find(
      (p) => done.state.board[p]?.planets[planet],
    ) as string;
    expect(done.state.board[position]?.planets[planet] ?? []).toEqual([]);
    expect(done.state.stack.at(-1)?.kind).not.toBe("ti4PlotReveal");
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    expect(ti4Answers(at.state, decision as never)).toHaveLength(1);
  });

  it("refuses a home planet, or outside its moment; the state is unchanged", () => {
    const { at } = revealed("seethe");
    const before = structuredClone(at.state);
    const home = Object.keys(at.state.players[1]?.planets ?? {}).find((p) => {
      const position = Object.keys(at.state.board).find((q) => at.state.board[q]?.planets[p as Ti4PlanetId]);
      return position !== undefined && position === homeOf(at.state, 1);
    }) as Ti4PlanetId;
    expect(refused(at, { type: "seethePlanet", seat: 0, planet: home })).toBe("ERR_TI4_SEETHE");
    expect(refused(at, { type: "extractTechnology", seat: 0, technology: "gd" })).toBe("ERR_NOT_NOW");
    expect(at.state).toEqual(before);
  });

  it("as the status phase starts, destroys 1 infantry of the puppeted player; replays", () => {
    const { at, planet } = revealed("seethe");
    const chosen = send(at, { type: "seethePlanet", seat: 0, planet });
    const tx = beginTx<Ti4>(chosen.state, CTX);
    TI4_FIRMAMENT_PLOT_REVEALS.hooks?.statusPhaseStarted?.(tx);
    expect(tx.state.stack.at(-1)).toEqual({ kind: "ti4Seethe", seat: 0, puppets: [1] });
    const asked = { state: tx.state, events: [...chosen.events, ...tx.events] };
    const decision = pendingDecisions<Ti4>(asked.state)[0];
    expect(decision).toMatchObject({ kind: "seetheInfantry", seat: 0 });
    const [answer] = ti4Answers(asked.state, decision as never);
    expect(answer).toMatchObject({ type: "seetheInfantry", of: 1 });
    const bad = { ...(answer as object), position: "000", planet: null } as never;
    const before = structuredClone(asked.state);
    expect(refused(asked, bad)).toBe("ERR_TI4_SEETHE");
    expect(asked.state).toEqual(before);
    const done = send(asked, answer as never);
    expect(done.state.stack.at(-1)?.kind).not.toBe("ti4Seethe");
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });
});

describe("Extract", () => {
  it("as it is revealed, the Obsidian gain a non-faction technology the puppeted player owns; replays", () => {
    const { at } = revealed("extract");
    const decision = pendingDecisions<Ti4>(at.state)[0];
    expect(decision).toMatchObject({ kind: "extractTechnology", seat: 0 });
    const technology = decision?.choices?.[0] as never;
    expect(at.state.players[1]?.technologies).toContain(technology);
    expect(at.state.players[0]?.technologies).not.toContain(technology);
    const done = send(at, { type: "extractTechnology", seat: 0, technology });
    expect(done.state.players[0]?.technologies).toContain(technology);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("refuses a technology the puppeted player lacks; the state is unchanged", () => {
    const { at } = revealed("extract");
    const before = structuredClone(at.state);
    expect(refused(at, { type: "extractTechnology", seat: 0, technology: "ws" })).toBe("ERR_TI4_EXTRACT");
    expect(at.state).toEqual(before);
  });
});
