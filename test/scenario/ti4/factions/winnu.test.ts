/**
 * The Winnu (base game): Blood Ties (LRR 27.2), Reclamation (after a tactical action), Lazax Gate Folding's
 * wormholes (LRR 101.2) and the flagship Salai Sai Corian's dice.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { seedRng } from "../../../../src/engine/rng.ts";
import { mecatolPosition, ti4Neighbours, ti4NeighboursFor } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4RollDice } from "../../../../src/engine/ti4/combat/dice.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { factionGame, homeOf } from "../../../support/ti4Factions.ts";
import { CTX, type Played, send } from "../../../support/ti4Status.ts";

const FACTIONS = ["winnu", "hacan", "xxcha"] as const;

const QUIET: Partial<Record<Ti4Command["type"], (seat: number) => Ti4Command>> = {
  moveShips: (seat) => ({ type: "moveShips", seat, moves: [] }),
  fireSpaceCannon: (seat) => ({ type: "fireSpaceCannon", seat, target: null }),
  bombard: (seat) => ({ type: "bombard", seat, targets: [] }),
};

/** `seat` has a carrier with 2 infantry beside Mecatol Rex's planet, activates it and is asked to land. */
function atLanding(seat: number, edit?: (s: Ti4State) => void): Played {
  let at = factionGame(FACTIONS, seat, (s) => {
    const mecatol = mecatolPosition(s) as string;
    s.board[mecatol] ??= { space: [], planets: {}, commandTokens: [] };
    s.board[mecatol].space.push({ seat, units: { carrier: 1, infantry: 2 } });
    edit?.(s);
  });
  const mecatol = mecatolPosition(at.state) as string;
  at = send(at, { type: "tacticalAction", seat, system: mecatol });
  for (let i = 0; i < 20; i++) {
    const decision = pendingDecisions<Ti4>(at.state)[0];
    if (!decision || decision.kind === "commitGroundForces") break;
    const quiet = QUIET[decision.kind];
    if (!quiet) throw new Error(`unexpected ${decision.kind}`);
    at = send(at, quiet(decision.seat));
  }
  return at;
}

const LAND = (seat: number): Ti4Command => ({
  type: "commitGroundForces",
  seat,
  landings: [{ planet: "mecatolrex", infantry: 2 }],
  custodians: { planets: [], tradeGoods: 0 },
});

describe("Winnu: Blood Ties (LRR 27.2)", () => {
  it("takes the custodians token for no influence; another faction must still pay 6", () => {
    const at = atLanding(0);
    const landed = send(at, LAND(0));
    expect(landed.state.custodiansOnMecatol).toBe(false);
    expect(landed.state.players[0]?.vp).toBe(1);
    expect(landed.state.players[0]?.planets.mecatolrex).toBeDefined();
    expect(replayLog<Ti4>(landed.events)).toEqual(landed.state);
    const other = atLanding(1);
    const refused = applyCommand<Ti4>(other.state, LAND(1), CTX);
    expect(refused.ok).toBe(false);
    expect(other.state.custodiansOnMecatol).toBe(true);
  });
});

describe("Winnu: Reclamation", () => {
  it("after the tactical action that took Mecatol Rex, puts a PDS and a space dock there", () => {
    const landed = send(atLanding(0), LAND(0));
    const asked = pendingDecisions<Ti4>(landed.state).find((d) => d.kind === "reclaimMecatol");
    expect(asked?.seat).toBe(0);
    // The tactical action is over: its frame is gone, the turn's frame waits below.
    expect(landed.state.stack.some((f) => f.kind === "ti4Tactical")).toBe(false);
    const done = send(landed, { type: "reclaimMecatol", seat: 0, pds: true, spaceDock: true });
    const mecatol = mecatolPosition(done.state) as string;
    const units = done.state.board[mecatol]?.planets.mecatolrex?.find((f) => f.seat === 0)?.units;
    expect(units).toMatchObject({ pds: 1, spaceDock: 1, infantry: 2 });
    expect(done.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("refuses a PDS none is left for, and asks no other faction", () => {
    const landed = send(
      atLanding(0, (s) => {
        // Every PDS of the Winnu already on the board (LRR 96.2: 6 pieces).
        const home = s.board[s.players[0]?.home as string];
        const force = home?.planets.winnu?.find((f) => f.seat === 0);
        if (force) force.units.pds = 6;
      }),
      LAND(0),
    );
    const refused = applyCommand<Ti4>(
      landed.state,
      { type: "reclaimMecatol", seat: 0, pds: true, spaceDock: true },
      CTX,
    );
    expect(refused.ok ? null : refused.error.code).toBe("ERR_TI4_RECLAMATION_PDS");
    const dock = send(landed, { type: "reclaimMecatol", seat: 0, pds: false, spaceDock: true });
    const mecatol = mecatolPosition(dock.state) as string;
    expect(dock.state.board[mecatol]?.planets.mecatolrex?.find((f) => f.seat === 0)?.units.spaceDock).toBe(1);
    const other = send(
      atLanding(1, (s) => {
        (s.players[1] as Ti4State["players"][number]).tradeGoods = 6;
      }),
      { ...LAND(1), custodians: { planets: [], tradeGoods: 6 } } as Ti4Command,
    );
    expect(other.state.players[1]?.planets.mecatolrex).toBeDefined();
    expect(pendingDecisions<Ti4>(other.state).some((d) => d.kind === "reclaimMecatol")).toBe(false);
  });
});

describe("Winnu: Lazax Gate Folding (LRR 101.2)", () => {
  it("joins Mecatol Rex to the wormhole systems for its owner while Mecatol Rex is not theirs", () => {
    let alpha = "";
    const at = factionGame(FACTIONS, 0, (s) => {
      const mecatol = mecatolPosition(s) as string;
      const homes = s.players.map((p) => p.home);
      const near = new Set([mecatol, ...ti4Neighbours(s, mecatol)]);
      alpha = Object.keys(s.galaxy).find((p) => !near.has(p) && !homes.includes(p)) as string;
      (s.galaxy as Record<string, { tile: string }>)[alpha] = { tile: "39" };
    });
    const mecatol = mecatolPosition(at.state) as string;
    expect(ti4NeighboursFor(at.state, 0, mecatol)).not.toContain(alpha);
    const folded = structuredClone(at.state);
    folded.players[0]?.technologies.push("lgf");
    expect(ti4NeighboursFor(folded, 0, mecatol)).toContain(alpha);
    expect(ti4NeighboursFor(folded, 0, alpha)).toContain(mecatol);
    expect(ti4NeighboursFor(folded, 1, mecatol)).not.toContain(alpha);
    const held = structuredClone(folded);
    (held.players[0] as Ti4State["players"][number]).planets.mecatolrex = { exhausted: false };
    expect(ti4NeighboursFor(held, 0, mecatol)).not.toContain(alpha);
  });
});

describe("Winnu: Salai Sai Corian (flagship)", () => {
  it("rolls one die for each non-fighter ship of the opponent", () => {
    const at = factionGame(FACTIONS, 0);
    const rolled = ti4RollDice(at.state, 0, { flagship: 1 }, "combat", seedRng("winnu"), {
      enemyNonFighterShips: 3,
    });
    expect(rolled.groups[0]?.rolls).toHaveLength(3);
    const theirs = ti4RollDice(at.state, 1, { flagship: 1 }, "combat", seedRng("winnu"), {
      enemyNonFighterShips: 3,
    });
    expect(theirs.groups[0]?.rolls).toHaveLength(2);
    expect(homeOf(at.state, 0)).toBeDefined();
  });
});
