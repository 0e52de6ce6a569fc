/** TE Galactic Events: Stellar Atomics (a token on the card at set-up, a component action, the agenda bar). */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { boardPlanets, isHomeSystem } from "../../../../src/engine/ti4/actionCards/effect.ts";
import { actionCardsBarred } from "../../../../src/engine/ti4/actionCards/windows.ts";
import { votingOrder } from "../../../../src/engine/ti4/agenda/vote.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { eventGame, eventSetup } from "../../../support/ti4Events.ts";
import { CTX, send } from "../../../support/ti4Status.ts";

const FACTIONS = ["hacan", "sol", "xxcha"] as const;
let target: { planet: Ti4PlanetId; position: string } | undefined;

/** Seat 1's 2 infantry and a PDS, seat 2's infantry, on the first non-home planet of the board. */
function garrisoned(s: Ti4State): void {
  target = boardPlanets(s).find((t) => !isHomeSystem(s, t.position));
  if (!target) throw new Error("no non-home planet");
  const system = s.board[target.position] ?? { space: [], planets: {}, commandTokens: [] };
  system.planets[target.planet] = [
    { seat: 1, units: { infantry: 2, pds: 1 } },
    { seat: 2, units: { infantry: 1 } },
  ];
  s.board[target.position] = system;
}

function refused(state: Ti4State, command: Parameters<typeof applyCommand<Ti4>>[1]): string | null {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : result.error.message;
}

describe("TE Galactic Events: Stellar Atomics", () => {
  it("puts every player's control token on the card as set-up ends", () => {
    const at = eventSetup(FACTIONS, ["stellar_atomics"]);
    expect(at.state.stellarAtomics).toEqual([0, 1, 2]);
    expect(replayLog<Ti4>(at.events)).toEqual(at.state);
  });

  it("as an action, takes the token off to destroy every ground force and structure on a non-home planet", () => {
    const at = eventGame(FACTIONS, ["stellar_atomics"], 0, garrisoned);
    const planet = target?.planet as Ti4PlanetId;
    const position = target?.position as string;
    const offered = pendingDecisions<Ti4>(at.state).find((d) => d.kind === "stellarAtomics");
    expect(offered?.choices).toContain(planet);
    const struck = send(at, { type: "stellarAtomics", seat: 0, planet });
    expect(struck.state.board[position]?.planets[planet] ?? []).toEqual([]);
    expect(struck.state.stellarAtomics).toEqual([1, 2]);
    expect(struck.events.filter((e) => e.type === "ti4UnitsRemoved")).toHaveLength(2);
    expect(replayLog<Ti4>(struck.events)).toEqual(struck.state);
  });

  it("is refused on a home planet, and once the token is off the card; without the event it is not offered", () => {
    const at = eventGame(FACTIONS, ["stellar_atomics"], 0, garrisoned);
    const home = at.state.players[1]?.home as string;
    const homePlanet = boardPlanets(at.state).find((t) => t.position === home)?.planet as Ti4PlanetId;
    expect(refused(at.state, { type: "stellarAtomics", seat: 0, planet: homePlanet })).toContain(
      "strikes only a non-home planet",
    );
    const gone = structuredClone(at.state);
    gone.stellarAtomics = [1, 2];
    // With the token off the card the action is no longer offered, so the command is not awaited.
    expect(pendingDecisions<Ti4>(gone).some((d) => d.kind === "stellarAtomics")).toBe(false);
    expect(
      refused(gone, { type: "stellarAtomics", seat: 0, planet: target?.planet as Ti4PlanetId }),
    ).toContain("Not now");
    const without = eventGame(FACTIONS, [], 0, garrisoned);
    expect(pendingDecisions<Ti4>(without.state).some((d) => d.kind === "stellarAtomics")).toBe(false);
  });

  it("a player whose token is off the card casts no votes and plays no action cards in the agenda phase", () => {
    const at = eventGame(FACTIONS, ["stellar_atomics"], 0, (s) => {
      s.stellarAtomics = [1, 2];
      s.phase = "agenda";
    });
    expect(votingOrder(at.state)).not.toContain(0);
    expect(votingOrder(at.state)).toHaveLength(2);
    expect(actionCardsBarred(at.state, 0)?.message).toContain("no longer on Stellar Atomics");
    expect(actionCardsBarred(at.state, 1)).toBeUndefined();
    const acting = structuredClone(at.state);
    acting.phase = "action";
    expect(actionCardsBarred(acting, 0)).toBeUndefined();
  });
});
