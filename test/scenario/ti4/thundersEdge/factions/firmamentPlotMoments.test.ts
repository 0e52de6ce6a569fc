/**
 * Plots Within Plots for secrets met at a moment of play (TE faction sheet; LRR 61.5): when the moment of a
 * secret objective another player has scored comes for the Firmament (here, Destroy Their Greatest Ship: a
 * war sun destroyed by their hits), they are asked at once to place a plot for it, with that player's token,
 * or let the moment go. A moment that has not come is refused. Positions are a real game's action phase with
 * combat frames put on its stack; everything that follows is played by the rules and replayed.
 */
import { describe, expect, it } from "vitest";
import type { FactionId, Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { advanceFrames, pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { addUnits, forcesAt, systemOn } from "../../../../../src/engine/ti4/board/forces.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { TE_FACTION_PARTS_NOT_YET_CARRIED_OUT } from "../../../../../src/engine/ti4/thundersEdge/notBuilt.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { CTX, type Played, send } from "../../../../support/ti4Status.ts";

const FACTIONS: readonly FactionId[] = ["firmament", "sol", "xxcha", "letnev"];
type Player = Ti4State["players"][number];

function refused(at: Played, command: Ti4Command): string | undefined {
  const before = structuredClone(at.state);
  const result = applyCommand<Ti4>(at.state, command, CTX);
  expect(at.state).toEqual(before);
  return result.ok ? undefined : result.error.code;
}

/**
 * The Firmament (seat 0) attack seat 1's emptied home system with 3 dreadnoughts; seat 1's war sun, its last
 * ship, takes 3 hits. `scored`: the secret seat 2 has already scored; `edit` shapes the rest.
 */
function warSunFalls(scored = "dtgs", edit?: (s: Ti4State) => void): Played {
  const at = eventGame(FACTIONS, [], 0, (s) => {
    const home = s.players[1]?.home as string;
    const system = systemOn(s, home);
    system.space = [];
    for (const planet of Object.keys(system.planets)) system.planets[planet as Ti4PlanetId] = [];
    addUnits(forcesAt(system), 0, { dreadnought: 3 });
    addUnits(forcesAt(system), 1, { warSun: 1 });
    (s.players[2] as Player).scoredObjectives.push(scored as never);
    for (const p of s.players) p.secret.secretObjectives = [];
    const opening = { attacker: { dreadnought: 3 }, defender: { warSun: 1 } };
    s.stack.push({
      kind: "ti4SpaceCombat",
      seat: 0,
      system: home,
      defender: 1,
      round: 1,
      step: "roll",
      opening,
    });
    s.stack.push({
      kind: "ti4AssignHits",
      seat: 1,
      place: { position: home },
      hits: 3,
      reason: "spaceCombat",
    });
    edit?.(s);
  });
  const tx = beginTx<Ti4>(at.state, CTX);
  advanceFrames(tx);
  return { state: tx.state, events: [...at.events, ...tx.events] };
}

describe("Plots Within Plots at a moment of play (LRR 61.5)", () => {
  it("asks the Firmament at once; a plot placed with the scorer's token, no point; replays", () => {
    const at = warSunFalls();
    expect(at.events).toContainEqual({ type: "ti4PlotMomentMet", seat: 0, objective: "dtgs" });
    expect(at.state.stack.at(-1)).toEqual({ kind: "ti4PlotMoment", seat: 0 });
    const [place, pass] = pendingDecisions<Ti4>(at.state);
    expect(place).toMatchObject({ kind: "plotWithinPlots", seat: 0, choices: ["dtgs"] });
    expect(pass).toMatchObject({ kind: "passPlotMoment", seat: 0 });
    expect(replayLog<Ti4>(at.events)).toEqual(at.state);
    const vp = at.state.players[0]?.vp;
    const [answer] = ti4Answers(at.state, place as never);
    expect(answer).toEqual({ type: "plotWithinPlots", seat: 0, objective: "dtgs", plot: "assail" });
    const done = send(at, answer as Ti4Command);
    const firmament = done.state.players[0];
    expect(firmament?.plots).toEqual([{ on: [2], objective: "dtgs" }]);
    expect(firmament?.secret.plotCards).toEqual(["assail"]);
    expect(firmament?.plotMoments).toBeUndefined();
    expect(firmament?.vp).toBe(vp);
    expect(done.state.stack.some((f) => f.kind === "ti4PlotMoment")).toBe(false);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("lets the moment go: no plot, and it cannot be placed afterwards; replays", () => {
    const at = warSunFalls();
    const gone = send(at, { type: "passPlotMoment", seat: 0 });
    expect(gone.state.players[0]?.plots ?? []).toEqual([]);
    expect(gone.state.players[0]?.plotMoments).toBeUndefined();
    expect(gone.state.stack.some((f) => f.kind === "ti4PlotMoment")).toBe(false);
    expect(replayLog<Ti4>(gone.events)).toEqual(gone.state);
    expect(refused(gone, { type: "plotWithinPlots", seat: 0, objective: "dtgs", plot: "assail" })).toBe(
      "ERR_TI4_OBJECTIVE_NOT_MET",
    );
  });

  it("refuses a moment that has not come, another seat's answer, or a pass with nothing waiting", () => {
    const at = warSunFalls();
    expect(refused(at, { type: "passPlotMoment", seat: 1 })).toBe("ERR_NOT_YOUR_TURN");
    // Another moment secret seat 2 scored, whose moment has not come for the Firmament.
    const other = warSunFalls("dtgs", (s) => (s.players[2] as Player).scoredObjectives.push("sar"));
    expect(refused(other, { type: "plotWithinPlots", seat: 0, objective: "sar", plot: "assail" })).toBe(
      "ERR_TI4_OBJECTIVE_NOT_MET",
    );
    const quiet = eventGame(FACTIONS, [], 0, (s) => (s.players[2] as Player).scoredObjectives.push("dtgs"));
    expect(refused(quiet, { type: "plotWithinPlots", seat: 0, objective: "dtgs", plot: "assail" })).toBe(
      "ERR_TI4_OBJECTIVE_NOT_MET",
    );
    expect(refused(quiet, { type: "passPlotMoment", seat: 0 })).toBe("ERR_NOT_NOW");
  });

  it("also asks for Spark a Rebellion as the combat is won against the leader (LRR 98: ties included)", () => {
    const at = warSunFalls("dtgs", (s) => (s.players[2] as Player).scoredObjectives.push("sar"));
    const done = send(at, { type: "plotWithinPlots", seat: 0, objective: "dtgs", plot: "assail" });
    // The combat then ends, won by the Firmament against seat 1, tied for the most points: a second moment.
    expect(done.events).toContainEqual({ type: "ti4PlotMomentMet", seat: 0, objective: "sar" });
    const [place] = pendingDecisions<Ti4>(done.state);
    expect(place).toMatchObject({ kind: "plotWithinPlots", seat: 0, choices: ["sar"] });
    const twice = send(done, ti4Answers(done.state, place as never)[0] as Ti4Command);
    expect(twice.state.players[0]?.plots).toEqual([
      { on: [2], objective: "dtgs" },
      { on: [2], objective: "sar" },
    ]);
    expect(replayLog<Ti4>(twice.events)).toEqual(twice.state);
  });

  it("asks nothing when nobody else scored it, it is already a plot, or no plot card is left", () => {
    // Seat 2 scored a standing secret (Establish a Perimeter), nobody a secret met at this moment.
    const nobody = warSunFalls("eap");
    expect(nobody.events.some((e) => e.type === "ti4PlotMomentMet")).toBe(false);
    const plotted = warSunFalls("dtgs", (s) => {
      (s.players[0] as Player).plots = [{ on: [2], objective: "dtgs" }];
      (s.players[0] as Player).secret.plotCards = ["assail"];
    });
    expect(plotted.events.some((e) => e.type === "ti4PlotMomentMet")).toBe(false);
    const spent = warSunFalls("dtgs", (s) => {
      (s.players[0] as Player).secret.plotCards = ["assail", "enervate", "extract", "seethe", "siphon"];
    });
    expect(spent.events.some((e) => e.type === "ti4PlotMomentMet")).toBe(false);
  });

  it("leaves nothing of the Firmament's sheet listed as not built (Extract, Siphon and these moments built)", () => {
    expect(TE_FACTION_PARTS_NOT_YET_CARRIED_OUT.firmament).toBeUndefined();
  });

  it("another faction meeting the moment of a secret it does not hold is not asked", () => {
    const at = warSunFalls("dtgs", (s) => {
      (s.players[0] as Player).faction = "jolnar";
    });
    expect(at.events.some((e) => e.type === "ti4PlotMomentMet")).toBe(false);
    expect(at.state.stack.some((f) => f.kind === "ti4PlotMoment")).toBe(false);
  });
});
