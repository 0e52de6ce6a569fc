/** The Ral Nel Consortium (Thunder's Edge faction): its set-up and Survival Instinct. */
import { describe, expect, it } from "vitest";
import type { FactionId } from "../../../../../src/content/ti4/index.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { systemAt, ti4Neighbours } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import { ti4FactionPool } from "../../../../../src/engine/ti4/setup/steps.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { ti4UnitFor } from "../../../../../src/engine/ti4/units.ts";
import { eventGame, eventSetup } from "../../../../support/ti4Events.ts";
import { emptySystems, put, refusal } from "../../../../support/ti4FactionBoard.ts";
import { type Played, send } from "../../../../support/ti4Status.ts";

const FACTIONS: readonly FactionId[] = ["ralnel", "sol", "letnev", "hacan"];

describe("The Ral Nel Consortium: set-up", () => {
  it("is dealt only in a game with Thunder's Edge", () => {
    expect(ti4FactionPool(["base", "te"])).toContain("ralnel");
    expect(ti4FactionPool(["base"])).not.toContain("ralnel");
  });

  it("starts in tile 93 with its fleet on Mez and Rep, a chosen technology, and its Linkship for a destroyer", () => {
    const { state } = eventSetup(FACTIONS, []);
    const me = state.players[0];
    expect(me?.faction).toBe("ralnel");
    const home = state.board[me?.home as string];
    expect(systemAt(state, me?.home as string)?.id).toBe("93");
    const space = home?.space.find((f) => f.seat === 0)?.units;
    expect(space).toEqual({ carrier: 1, destroyer: 1, dreadnought: 1, fighter: 2 });
    const mez = home?.planets.mez?.find((f) => f.seat === 0)?.units;
    const rep = home?.planets.rep?.find((f) => f.seat === 0)?.units;
    expect(mez).toEqual({ infantry: 2, pds: 1, spaceDock: 1 });
    expect(rep).toEqual({ infantry: 2, pds: 1 });
    expect(me?.technologies).toHaveLength(1);
    expect(["nm", "pa", "ps", "aida"]).toContain(me?.technologies[0]);
    expect(ti4UnitFor(state, 0, "destroyer").id).toBe("ralnel_destroyer");
    expect(ti4UnitFor(state, 0, "flagship").id).toBe("ralnel_flagship");
  });
});

const RALNEL = 0;
const OTHER = 1;

/** An empty system next to the Ral Nel home (holding one Ral Nel cruiser), and the home's position. */
function guarded(edit?: (s: Ti4State, near: string, home: string) => void): {
  at: Played;
  near: string;
  home: string;
} {
  let near = "";
  let home = "";
  const at = eventGame(FACTIONS, [], OTHER, (s) => {
    home = s.players[RALNEL]?.home as string;
    const empty = emptySystems(s);
    const found = ti4Neighbours(s, home).find((p) => empty.includes(p));
    if (!found) throw new Error("no empty system next to the Ral Nel home");
    near = found;
    put(s, near, RALNEL, { cruiser: 1 });
    edit?.(s, near, home);
  });
  return { at, near, home };
}

const spaceOf = (s: Ti4State, position: string, seat: number) =>
  s.board[position]?.space.find((f) => f.seat === seat)?.units;

describe("The Ral Nel Consortium: Survival Instinct", () => {
  it("moves up to 2 ships in from an adjacent system once another player activates a system holding theirs", () => {
    const { at, near, home } = guarded();
    const activated = send(at, { type: "tacticalAction", seat: OTHER, system: near });
    const decision = pendingDecisions<Ti4>(activated.state)[0];
    expect(decision).toMatchObject({ kind: "survivalInstinct", seat: RALNEL });
    if (!decision) throw new Error("no decision");
    const bot = ti4Answers(activated.state, decision)[0];
    expect(bot).toMatchObject({ type: "survivalInstinct", seat: RALNEL });
    const moves = [{ from: home, units: { dreadnought: 1, destroyer: 1 } }];
    const moved = send(activated, { type: "survivalInstinct", seat: RALNEL, moves });
    expect(spaceOf(moved.state, near, RALNEL)).toEqual({ cruiser: 1, dreadnought: 1, destroyer: 1 });
    expect(spaceOf(moved.state, home, RALNEL)).toEqual({ carrier: 1, fighter: 2 });
    expect(pendingDecisions<Ti4>(moved.state)[0]?.kind).not.toBe("survivalInstinct");
    expect(replayLog<Ti4>(moved.events)).toEqual(moved.state);
  });

  it("refuses a third ship, a system holding their command token, and a non-ship, leaving the state as it was", () => {
    const { at, near, home } = guarded();
    const activated = send(at, { type: "tacticalAction", seat: OTHER, system: near });
    const three = [{ from: home, units: { dreadnought: 1, destroyer: 1, carrier: 1 } }];
    expect(refusal(activated.state, { type: "survivalInstinct", seat: RALNEL, moves: three })?.[0]).toBe(
      "ERR_TI4_SURVIVAL_TOO_MANY",
    );
    const ground = [{ from: home, units: { infantry: 1 } }];
    expect(refusal(activated.state, { type: "survivalInstinct", seat: RALNEL, moves: ground })?.[0]).toBe(
      "ERR_TI4_SURVIVAL_NOT_SHIP",
    );
    const tokened = guarded((s, _near, h) => s.board[h]?.commandTokens.push(RALNEL));
    const again = send(tokened.at, { type: "tacticalAction", seat: OTHER, system: tokened.near });
    // The only adjacent system with their ships holds their token: no window opens.
    expect(pendingDecisions<Ti4>(again.state).map((d) => d.kind)).not.toContain("survivalInstinct");
    const declined = send(activated, { type: "survivalInstinct", seat: RALNEL, moves: [] });
    expect(spaceOf(declined.state, near, RALNEL)).toEqual({ cruiser: 1 });
    expect(replayLog<Ti4>(declined.events)).toEqual(declined.state);
  });

  it("opens no window without Thunder's Edge, nor where the Ral Nel have no ships", () => {
    const plain = guarded((s) => {
      s.config = { ...s.config, boxes: ["base"] };
    });
    const activated = send(plain.at, { type: "tacticalAction", seat: OTHER, system: plain.near });
    expect(pendingDecisions<Ti4>(activated.state).map((d) => d.kind)).not.toContain("survivalInstinct");
    const empty = guarded((s, near) => {
      const system = s.board[near];
      if (system) system.space = [];
    });
    const elsewhere = send(empty.at, { type: "tacticalAction", seat: OTHER, system: empty.near });
    expect(pendingDecisions<Ti4>(elsewhere.state).map((d) => d.kind)).not.toContain("survivalInstinct");
  });
});

describe("The Ral Nel Consortium: Nanomachines", () => {
  const withNano = (edit?: (s: Ti4State) => void) =>
    eventGame(FACTIONS, [], RALNEL, (s) => {
      s.players[RALNEL]?.technologies.push("nanomachines");
      edit?.(s);
    });

  it("puts a PDS on a planet they control as a component action, exhausting the card; replays", () => {
    const at = withNano((s) => {
      const home = s.board[s.players[RALNEL]?.home as string];
      const rep = home?.planets.rep?.find((f) => f.seat === RALNEL);
      if (rep) rep.units.pds = 0;
    });
    const kinds = pendingDecisions<Ti4>(at.state).map((d) => d.kind);
    expect(kinds).toContain("nanomachines");
    const placed = send(at, { type: "nanomachines", seat: RALNEL, use: "pds", planet: "rep", discard: null });
    const home = placed.state.board[placed.state.players[RALNEL]?.home as string];
    expect(home?.planets.rep?.find((f) => f.seat === RALNEL)?.units.pds).toBe(1);
    expect(placed.state.players[RALNEL]?.exhaustedTechnologies).toContain("nanomachines");
    expect(replayLog<Ti4>(placed.events)).toEqual(placed.state);
  });

  it("repairs every damaged unit of theirs", () => {
    const at = withNano((s) => {
      const force = s.board[s.players[RALNEL]?.home as string]?.space.find((f) => f.seat === RALNEL);
      if (force) force.damaged = { dreadnought: 1 };
    });
    const fixed = send(at, {
      type: "nanomachines",
      seat: RALNEL,
      use: "repair",
      planet: null,
      discard: null,
    });
    const force = fixed.state.board[fixed.state.players[RALNEL]?.home as string]?.space.find(
      (f) => f.seat === RALNEL,
    );
    expect(force?.damaged?.dreadnought ?? 0).toBe(0);
    expect(replayLog<Ti4>(fixed.events)).toEqual(fixed.state);
  });

  it("refuses a third PDS on a planet, a repair with nothing damaged, and use without the card or once exhausted", () => {
    const at = withNano();
    const third = { type: "nanomachines", seat: RALNEL, use: "pds", planet: "mez", discard: null } as const;
    const twice = withNano((s) => {
      const mez = s.board[s.players[RALNEL]?.home as string]?.planets.mez?.find((f) => f.seat === RALNEL);
      if (mez) mez.units.pds = 2;
    });
    expect(refusal(twice.state, third)?.[0]).toBe("ERR_TI4_STRUCTURE_LIMIT");
    expect(
      refusal(at.state, {
        type: "nanomachines",
        seat: RALNEL,
        use: "repair",
        planet: null,
        discard: null,
      })?.[0],
    ).toBe("ERR_TI4_NANOMACHINES_NOTHING_DAMAGED");
    const without = eventGame(FACTIONS, [], RALNEL);
    // Not offered without the card, so the action is not open (the kernel's refusal).
    expect(refusal(without.state, third)?.[0]).toBe("ERR_NOT_NOW");
    expect(pendingDecisions<Ti4>(without.state).map((d) => d.kind)).not.toContain("nanomachines");
    const spent = withNano((s) => {
      const me = s.players[RALNEL];
      if (me) me.exhaustedTechnologies = ["nanomachines"];
    });
    expect(refusal(spent.state, third)?.[0]).toBe("ERR_NOT_NOW");
  });
});
