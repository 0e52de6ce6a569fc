/**
 * The Firmament and the Obsidian (TE faction sheets): set-up (Nocturne keeps the Obsidian out of the pool),
 * Plots Within Plots (another player's scored secret for a plot card), Puppets of the Blade with The Blade's
 * Orchestra (the sheet, home system, planets, technologies, note and plots turned over).
 */
import { describe, expect, it } from "vitest";
import { type FactionId, ti4Faction } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { puppetsRefusal } from "../../../../../src/engine/ti4/factions/firmamentFlip.ts";
import { plotCandidates, puppetedBy } from "../../../../../src/engine/ti4/factions/firmamentPlots.ts";
import { TI4_FIRMAMENT_TECHNOLOGIES } from "../../../../../src/engine/ti4/factions/firmamentTechs.ts";
import { scoringTurn } from "../../../../../src/engine/ti4/objectives/scoring.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import { ti4FactionPool } from "../../../../../src/engine/ti4/setup/steps.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { techDeckOf } from "../../../../../src/engine/ti4/technology/research.ts";
import { create } from "../../../../support/ti4.ts";
import { eventGame, eventSetup } from "../../../../support/ti4Events.ts";
import { allCardsPlayed, homeOf, passToStatus } from "../../../../support/ti4Factions.ts";
import { CTX, type Played, send } from "../../../../support/ti4Status.ts";

const FACTIONS: readonly FactionId[] = ["firmament", "sol", "xxcha", "letnev"];

function refused(at: Played, command: Parameters<typeof applyCommand<Ti4>>[1]): string | undefined {
  const result = applyCommand<Ti4>(at.state, command, CTX);
  return result.ok ? undefined : result.error.code;
}

/** Seat 1 has scored "eap" (4 PDS on the board), which seat 0 meets at home; every card is played. */
function plotReady(s: Ti4State): void {
  allCardsPlayed(s);
  (s.players[1] as Ti4State["players"][number]).scoredObjectives.push("eap");
  const home = s.board[s.players[0]?.home as string];
  home?.planets.cronos?.push({ seat: 0, units: { pds: 2 } });
  home?.planets.tallin?.push({ seat: 0, units: { pds: 2 } });
}

/** Seat 0 holds a face-down plot (Assail) with seat 1's token on it, and the Firmament's Planesplitter. */
function plotted(s: Ti4State): void {
  const firmament = s.players[0] as Ti4State["players"][number];
  firmament.plots = [{ on: [1], objective: "eap" }];
  firmament.secret.plotCards = ["assail"];
  firmament.technologies.push("planesplitter-firm");
  const cronos = firmament.planets.cronos;
  if (cronos) cronos.exhausted = true;
}

describe("The Firmament: set-up", () => {
  it("deals the Firmament from a Thunder's Edge pool but never the Obsidian (Nocturne)", () => {
    const pool = ti4FactionPool(["base", "te"]);
    expect(pool).toContain("firmament");
    expect(pool).not.toContain("obsidian");
    expect(ti4FactionPool(["base"])).not.toContain("firmament");
    const made = create(4, { boxes: ["base", "te"], factionAssignment: "draft" }, "events-1");
    const decision = pendingDecisions<Ti4>(made.state).find((d) => d.kind === "pickFaction");
    const seat = decision?.seat ?? 0;
    const result = applyCommand<Ti4>(made.state, { type: "pickFaction", seat, faction: "obsidian" }, CTX);
    expect(result.ok).toBe(false);
  });

  it("sets the Firmament up on 96a with Cronos and Tallin, their fleet and Black Ops", () => {
    const ready = eventSetup(FACTIONS, []);
    const firmament = ready.state.players[0];
    expect(firmament?.faction).toBe("firmament");
    const home = homeOf(ready.state, 0);
    expect(ready.state.galaxy[home]?.tile).toBe("96a");
    expect(Object.keys(firmament?.planets ?? {}).sort()).toEqual(["cronos", "tallin"]);
    expect(firmament?.secret.promissoryNotes).toContain("blackops");
    expect(firmament?.secret.promissoryNotes).not.toContain("malevolency");
    const space = ready.state.board[home]?.space.find((f) => f.seat === 0)?.units;
    expect(space).toMatchObject({ carrier: 1, cruiser: 1, destroyer: 1, fighter: 3 });
    expect(ti4Faction("firmament").startingTechnologies).toMatchObject({ kind: "choose", count: 1 });
  });
});

describe("The Firmament: Plots Within Plots", () => {
  const scoring = () =>
    passToStatus(eventGame(FACTIONS, [], 0, plotReady), (s) => scoringTurn(s, 0) !== null);

  it("scores another player's scored secret for a face-down plot with their token, no point; replays", () => {
    const at = scoring();
    const vp = at.state.players[0]?.vp;
    const done = send(at, { type: "plotWithinPlots", seat: 0, objective: "eap", plot: "assail" });
    const firmament = done.state.players[0];
    expect(firmament?.plots).toEqual([{ on: [1], objective: "eap" }]);
    expect(firmament?.secret.plotCards).toEqual(["assail"]);
    expect(firmament?.vp).toBe(vp);
    expect(firmament?.scoredObjectives).not.toContain("eap");
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    // The same objective twice, or the same card twice: refused, nothing changes.
    expect(refused(done, { type: "plotWithinPlots", seat: 0, objective: "eap", plot: "siphon" })).toBe(
      "ERR_TI4_PLOT_OBJECTIVE",
    );
  });

  it("refuses a secret nobody else scored, one not met, or outside its window; the state is unchanged", () => {
    const at = scoring();
    const before = structuredClone(at.state);
    expect(refused(at, { type: "plotWithinPlots", seat: 0, objective: "fwm", plot: "assail" })).toBe(
      "ERR_TI4_PLOT_OBJECTIVE",
    );
    const outside = eventGame(FACTIONS, [], 0, plotReady);
    expect(refused(outside, { type: "plotWithinPlots", seat: 0, objective: "eap", plot: "assail" })).toBe(
      "ERR_TI4_OBJECTIVE_WRONG_PHASE",
    );
    const unmet = eventGame(FACTIONS, [], 1, (s) => {
      (s.players[2] as Ti4State["players"][number]).scoredObjectives.push("eap");
    });
    expect(refused(unmet, { type: "plotWithinPlots", seat: 1, objective: "eap", plot: "assail" })).toBe(
      "ERR_TI4_PLOT_NOT_FIRMAMENT",
    );
    expect(at.state).toEqual(before);
  });

  it("offers the bot its plot in the scoring step", () => {
    const at = scoring();
    const commands = plotCandidates(at.state, 0);
    expect(commands).toEqual([{ type: "plotWithinPlots", seat: 0, objective: "eap", plot: "assail" }]);
  });
});

describe("The Firmament: Puppets of the Blade and The Blade's Orchestra", () => {
  it("turns the Firmament into the Obsidian: home, planets, technologies, note and plots; replays", () => {
    const at = eventGame(FACTIONS, [], 0, plotted);
    const home = homeOf(at.state, 0);
    const onCronos = structuredClone(at.state.board[home]?.planets.cronos);
    expect(pendingDecisions<Ti4>(at.state).some((d) => d.kind === "puppetsOfTheBlade")).toBe(true);
    const done = send(at, { type: "puppetsOfTheBlade", seat: 0 });
    const obsidian = done.state.players[0];
    expect(obsidian?.faction).toBe("obsidian");
    expect(done.state.galaxy[home]?.tile).toBe("96b");
    expect(done.state.board[home]?.planets.cronoshollow).toEqual(onCronos);
    expect(done.state.board[home]?.planets.cronos).toBeUndefined();
    expect(obsidian?.planets).toEqual({
      cronoshollow: { exhausted: false },
      tallinhollow: { exhausted: false },
    });
    expect(obsidian?.technologies).toContain("planesplitter-obs");
    expect(obsidian?.technologies).not.toContain("planesplitter-firm");
    expect(obsidian?.secret.promissoryNotes).toContain("malevolency");
    expect(obsidian?.secret.promissoryNotes).not.toContain("blackops");
    expect(obsidian?.plots).toEqual([{ on: [1], objective: "eap", id: "assail" }]);
    expect(techDeckOf(done.state, 0)).not.toContain("parasite-obs");
    // Marionettes: the seat whose token lies on the plot is puppeted, once the Obsidian are in play.
    expect(puppetedBy(done.state, 0)).toEqual([1]);
    expect(puppetedBy(at.state, 0)).toEqual([]);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("refuses without a plot in play, or for another faction; the state is unchanged", () => {
    const at = eventGame(FACTIONS, [], 0);
    const before = structuredClone(at.state);
    expect(pendingDecisions<Ti4>(at.state).some((d) => d.kind === "puppetsOfTheBlade")).toBe(false);
    expect(refused(at, { type: "puppetsOfTheBlade", seat: 0 })).toBeDefined();
    expect(puppetsRefusal(at.state, 0)?.code).toBe("ERR_TI4_PUPPETS");
    const sol = eventGame(FACTIONS, [], 1, plotted);
    expect(refused(sol, { type: "puppetsOfTheBlade", seat: 1 })).toBeDefined();
    expect(puppetsRefusal(sol.state, 1)?.code).toBe("ERR_TI4_PUPPETS");
    expect(at.state).toEqual(before);
  });
});

describe("The Firmament: technologies", () => {
  const hooks = TI4_FIRMAMENT_TECHNOLOGIES.hooks ?? {};

  it("Planesplitter brings The Fracture into play as the Firmament gain it, then asks for ingress tokens; replays", () => {
    const at = eventGame(FACTIONS, [], 0);
    const tx = beginTx<Ti4>(at.state, CTX);
    hooks.afterTechnologyResearched?.(tx, 0, "planesplitter-firm");
    expect(tx.state.fracture).toBeDefined();
    expect(tx.state.stack.at(-1)?.kind).toBe("ti4PlaceIngress");
    expect(replayLog<Ti4>([...at.events, ...tx.events])).toEqual(tx.state);
    // Another technology, or The Fracture already in play: nothing happens.
    const other = beginTx<Ti4>(at.state, CTX);
    hooks.afterTechnologyResearched?.(other, 0, "gd");
    expect(other.events).toEqual([]);
    const again = beginTx<Ti4>(tx.state, CTX);
    hooks.afterTechnologyResearched?.(again, 0, "planesplitter-firm");
    expect(again.events).toEqual([]);
  });

  it("Neural Parasite puts 1 infantry on a home planet as the status phase begins; nothing without it", () => {
    const at = eventGame(FACTIONS, [], 0, (s) => {
      (s.players[0] as Ti4State["players"][number]).technologies.push("parasite-firm");
    });
    const tx = beginTx<Ti4>(at.state, CTX);
    hooks.statusPhaseStarted?.(tx);
    expect(tx.events).toEqual([
      expect.objectContaining({
        type: "ti4UnitsPlaced",
        seat: 0,
        units: { infantry: 1 },
        reason: "Neural Parasite",
      }),
    ]);
    const plain = beginTx<Ti4>(eventGame(FACTIONS, [], 0).state, CTX);
    hooks.statusPhaseStarted?.(plain);
    expect(plain.events).toEqual([]);
  });
});
